/**
 * The customer's reports (/app/reports): the order form — paid from the plan's monthly allowance
 * while it lasts, otherwise through a one-off checkout, and the button says which — and the list
 * of the account's reports, each opening its printable page. Plain view-models only.
 */
import { html, type Html } from "../../../src/lib/html";
import { num, when } from "../../format";
import { csrfField } from "../../layouts/app";

export interface AppReportView {
  id: string;
  status: "pending" | "processing" | "completed" | "failed";
  competitorUrls: string[];
  funding: "payment" | "allowance";
  createdAt: number;
  completedAt: number | null;
  message: string | null;
}

export interface ReportsView {
  csrfToken: string;
  /** The plan's monthly allowance and its use; null without a plan that includes reports. */
  allowance: { used: number; limit: number; renews: number } | null;
  /** "$49" */
  price: string;
  payments: "stripe" | "local" | "off";
  reports: AppReportView[];
  values?: { name: string; competitor_urls: string; your_url: string };
  error?: string;
  notice?: string;
}

const STATUS: Record<AppReportView["status"], { label: string; cls: string }> = {
  pending: { label: "awaiting payment", cls: "warn" },
  processing: { label: "generating", cls: "warn" },
  completed: { label: "ready", cls: "ok" },
  failed: { label: "failed", cls: "bad" },
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function reportItem(r: AppReportView): Html {
  const s = STATUS[r.status];
  return html`<li class="card report-item" id="report-${r.id}">
  <div class="title-row"><h3>${r.competitorUrls.map(hostOf).join(", ")}</h3><span class="badge ${s.cls}">${s.label}</span></div>
  <p class="muted">Ordered ${when(r.createdAt)} · ${r.funding === "allowance" ? "from the plan's allowance" : "paid once"}${r.completedAt ? html` · ready ${when(r.completedAt)}` : ""}</p>
  ${r.status === "failed" && r.message ? html`<p class="field-error">${r.message}</p>` : ""}
  <p><a href="/reports/${r.id}">${r.status === "completed" ? "Open the report" : "Open its page"}</a> <span class="muted small">(printable; the link itself opens it — share it with care)</span></p>
</li>`;
}

/** The list (`#report-list`); it refreshes itself while a report is being generated. */
export function reportList(v: Pick<ReportsView, "reports">): Html {
  const generating = v.reports.some((r) => r.status === "processing");
  const poll = generating ? html` hx-get="/app/reports" hx-trigger="every 5s" hx-target="this" hx-swap="outerHTML"` : "";
  if (!v.reports.length) return html`<div id="report-list"><p class="empty">No reports yet.</p></div>`;
  return html`<div id="report-list"${poll}><ol class="plain history">${v.reports.map(reportItem)}</ol></div>`;
}

function orderForm(v: ReportsView): Html {
  const val = v.values ?? { name: "", competitor_urls: "", your_url: "" };
  const a = v.allowance;
  const fromAllowance = a !== null && a.used < a.limit;
  const button =
    v.payments === "off" && !fromAllowance
      ? html`<p class="muted">${a ? "This month's allowance is used up and reports" : "Reports"} are not sold on this server.</p>`
      : html`<button type="submit">${fromAllowance ? "Order from your allowance" : `Pay ${v.price} and order`}</button>${
          !fromAllowance && v.payments === "local" ? html` <span class="muted">This server uses a test checkout: no money moves.</span>` : ""
        }`;
  const err = v.error ? html` aria-describedby="order-error"` : "";
  return html`<section class="card" id="report-order" aria-labelledby="order-title">
<h2 id="order-title">Order a report</h2>
<p>${
    a
      ? html`Your plan includes <strong>${num(a.limit)}</strong> report${a.limit === 1 ? "" : "s"} a month: <strong>${num(a.used)}</strong> used, renews ${when(a.renews)}.${fromAllowance ? "" : html` Further reports cost ${v.price} each.`}`
      : html`A report costs ${v.price}; the Tracker and Command plans include some every month.`
  }</p>
${v.error ? html`<div class="flash error" role="alert" id="order-error">${v.error}</div>` : ""}
<form method="post" action="/app/reports">
  ${csrfField(v.csrfToken)}
  <label for="report-name">Your name <span class="muted">(the mail greets you by it)</span></label>
  <input id="report-name" name="name" required maxlength="200" value="${val.name}" autocomplete="name"${err}>
  <label for="report-urls">Competitor websites <span class="muted">(one per line, 1 to 5)</span></label>
  <textarea id="report-urls" name="competitor_urls" rows="5" required placeholder="https://competitor-one.com&#10;https://competitor-two.com"${err}>${val.competitor_urls}</textarea>
  <label for="report-your-url">Your website <span class="muted">(optional: the advice is measured against it)</span></label>
  <input id="report-your-url" name="your_url" type="text" inputmode="url" maxlength="2048" value="${val.your_url}" placeholder="https://your-product.com"${err}>
  <p>${button}</p>
</form>
</section>`;
}

export function reportsPage(v: ReportsView): Html {
  return html`<h1>Reports</h1>
<p class="muted">A report reads each competitor's site — every plan, features, positioning — and compares them: a price ladder, a feature matrix and recommendations. It is mailed to you when ready.</p>
${v.notice ? html`<div class="flash" role="status">${v.notice}</div>` : ""}
${orderForm(v)}
<h2>Your reports</h2>
${reportList(v)}`;
}
