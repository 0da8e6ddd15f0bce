/**
 * One report as a dashboard table row (`tr#report-<id>`). A failed report has a Retry button that
 * swaps the row in place (hx-target="closest tr", hx-swap="outerHTML"); without JavaScript it is a
 * plain form post back to the page.
 */
import type { ReportRow } from "../../src/reports/reports";
import { html, type Html } from "../../src/lib/html";
import { money, when } from "../format";
import { csrfField, navLink } from "../layouts/admin";

export const REPORT_COLUMNS = 6;

const STATUS_CLASS: Record<ReportRow["status"], string> = { pending: "", processing: "warn", completed: "ok", failed: "bad" };

const host = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return url;
  }
};

export function reportRow(v: { report: ReportRow; csrfToken: string }): Html {
  const r = v.report;
  return html`<tr id="report-${r.id}" class="report-row">
  <td><a href="/reports/${r.id}">${r.id.slice(0, 8)}…</a><div class="muted">${r.tier} · ${r.funding === "allowance" ? "plan allowance" : r.priceCents !== null ? money(r.priceCents / 100, "USD") : "paid"}</div></td>
  <td><span class="badge ${STATUS_CLASS[r.status]}">${r.status}</span></td>
  <td>${r.requesterName}<div class="muted">${navLink(`/admin/accounts/${encodeURIComponent(r.accountId)}`, r.accountEmail)}</div></td>
  <td><ul class="plain">${r.competitorUrls.map((u) => html`<li>${host(u)}</li>`)}</ul></td>
  <td><span class="muted">requested</span> ${when(r.createdAt)}${r.completedAt ? html`<div><span class="muted">completed</span> ${when(r.completedAt)}</div>` : ""}${r.failedAt ? html`<div><span class="muted">failed</span> ${when(r.failedAt)}</div>` : ""}${r.status === "failed" && r.message ? html`<div class="field-error">${r.message}</div>` : ""}</td>
  <td class="actions">${
    r.status === "failed"
      ? html`<form method="post" action="/admin/reports/${r.id}/retry" class="inline" hx-post="/admin/reports/${r.id}/retry" hx-target="closest tr" hx-swap="outerHTML">${csrfField(v.csrfToken)}<button type="submit">Retry</button></form>`
      : ""
  }</td>
</tr>`;
}
