/**
 * Scan and roast in the customer app (/app/scan): the two forms, the newest entries of the
 * account's history, the history list (/app/scan/history) and one kept result (/app/scan/{id}),
 * shown as the home page shows a fresh one (views/partials/analysis-result.ts). Plain view-models.
 */
import { html, type Html } from "../../../src/lib/html";
import type { RoastResult, ScanResult } from "../../../src/intel/analyze/schemas";
import { num, when } from "../../format";
import { appLink } from "../../layouts/app";
import { analysisForms, type AnalysisForm } from "../../partials/analysis-forms";
import { roastResult, scanResult } from "../../partials/analysis-result";

export type { AnalysisForm };

export interface HistoryItemView {
  id: string;
  kind: AnalysisForm;
  title: string;
  /** The URLs asked about, as typed (normalised). */
  urls: string[];
  createdAt: number;
}

export interface ScanPageView {
  csrfToken: string;
  values?: { your_url: string; competitor_url: string; url: string };
  error?: { form: AnalysisForm; message: string };
  /** The analysis allowances (null: unlimited). */
  limits: { perSession: number | null; perDay: number | null };
  recent: HistoryItemView[];
  total: number;
}

function limitsNote(l: ScanPageView["limits"]): string {
  const parts = [l.perSession !== null ? `${l.perSession} scans and ${l.perSession} roasts per 24 hours for your account` : null, l.perDay !== null ? `${l.perDay} in all per address per day` : null].filter(Boolean);
  return parts.length ? `Up to ${parts.join(", ")}.` : "";
}

function historyItem(h: HistoryItemView): Html {
  return html`<li class="card history-item" id="analysis-${h.id}">
  <div class="title-row"><h3>${appLink(`/app/scan/${h.id}`, h.title)}</h3><span class="badge">${h.kind}</span></div>
  <p class="muted url">${h.urls.join(" · ")}</p>
  <p class="muted">${when(h.createdAt)}</p>
</li>`;
}

export function historyList(items: HistoryItemView[], empty: string): Html {
  return items.length ? html`<ol class="plain history">${items.map(historyItem)}</ol>` : html`<p class="empty">${empty}</p>`;
}

export function scanPage(v: ScanPageView): Html {
  const val = v.values ?? { your_url: "", competitor_url: "", url: "" };
  return html`<h1>Scan and roast</h1>
<p class="muted">Rivalscope reads the sites live — home, pricing and feature pages — and keeps every result in your history. ${limitsNote(v.limits)}</p>
<div class="home">${analysisForms({ action: { scan: "/app/scan", roast: "/app/roast" }, csrfToken: v.csrfToken, values: val, error: v.error })}</div>
<h2>Recent</h2>
${historyList(v.recent, "Nothing yet: your scans and roasts are kept here.")}
${v.total > v.recent.length ? html`<p>${appLink("/app/scan/history", `All ${num(v.total)} in your history →`)}</p>` : ""}`;
}

export function historyPage(v: { items: HistoryItemView[]; total: number; offset: number; pageSize: number; kept: number }): Html {
  const next = v.offset + v.items.length;
  return html`<p class="muted">${appLink("/app/scan", "← Scan and roast")}</p>
<h1>History</h1>
<p class="muted">Your scans and roasts, newest first (the newest ${num(v.kept)} are kept). Each shows the sites as they were read that day.</p>
${historyList(v.items, "Nothing yet.")}
${
  v.total > v.items.length
    ? html`<p class="pager">${v.offset > 0 ? appLink(`/app/scan/history?offset=${Math.max(0, v.offset - v.pageSize)}`, "← Newer") : html`<span></span>`}${
        next < v.total ? appLink(`/app/scan/history?offset=${next}`, "Older →") : html`<span></span>`
      }</p>`
    : ""
}`;
}

export function analysisPage(v: { kind: AnalysisForm; title: string; result: ScanResult | RoastResult; createdAt: number }): Html {
  return html`<p class="muted">${appLink("/app/scan/history", "← History")} · ${appLink("/app/scan", "New scan or roast")}</p>
<h1>${v.kind === "scan" ? "Scan" : "Roast"}: ${v.title}</h1>
<p class="muted">Kept from ${when(v.createdAt)}: the sites as they were read then.</p>
<div class="home">${v.kind === "scan" ? scanResult(v.result as ScanResult) : roastResult(v.result as RoastResult)}</div>`;
}
