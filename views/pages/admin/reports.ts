/**
 * Reports: every report with its status, requester, competitors and dates, the reason a failed
 * one failed and a Retry button, filtered by status.
 */
import type { ReportRow } from "../../../src/reports/reports";
import type { ReportStatus } from "../../../src/reports/schemas";
import { html, type Html } from "../../../src/lib/html";
import { num } from "../../format";
import { REPORT_COLUMNS, reportRow } from "../../partials/report-row";

export interface ReportsView {
  reports: ReportRow[];
  status: ReportStatus | "";
  counts: Record<ReportStatus, number>;
  /** More reports exist than are shown. */
  truncated: boolean;
  csrfToken: string;
}

const STATUSES: ReportStatus[] = ["pending", "processing", "completed", "failed"];

/** The table body (`#report-rows`). */
export function reportRows(v: Pick<ReportsView, "reports" | "status" | "truncated" | "csrfToken">): Html {
  if (!v.reports.length) return html`<tr><td colspan="${REPORT_COLUMNS}" class="empty">${v.status ? `No ${v.status} reports.` : "No reports yet. They appear when someone requests one (POST /api/reports/request)."}</td></tr>`;
  return html`${v.reports.map((report) => reportRow({ report, csrfToken: v.csrfToken }))}${
    v.truncated ? html`<tr><td colspan="${REPORT_COLUMNS}" class="muted">Showing the ${num(v.reports.length)} most recent; filter by status to see others.</td></tr>` : ""
  }`;
}

export function reportsPage(v: ReportsView): Html {
  const option = (value: string, label: string) => html`<option value="${value}"${value === v.status ? html` selected` : ""}>${label}</option>`;
  return html`<h1>Reports</h1>
<p class="muted">${STATUSES.map((s, i) => html`${i ? " · " : ""}${num(v.counts[s])} ${s}`)}. A report is pending until paid, processing while it is generated; a failed one says why and can be retried.</p>
<form class="filters row" method="get" action="/admin/reports" hx-get="/admin/reports" hx-target="#report-rows" hx-push-url="true" hx-trigger="submit, change">
  <div class="grow-0"><label for="status">Status</label><select id="status" name="status">${option("", "any")}${STATUSES.map((s) => option(s, s))}</select></div>
  <noscript><div class="grow-0"><button type="submit">Filter</button></div></noscript>
</form>
<div class="table-wrap"><table><thead><tr><th>Report</th><th>Status</th><th>Requester</th><th>Competitors</th><th>Dates</th><th></th></tr></thead>
<tbody id="report-rows">${reportRows(v)}</tbody></table></div>`;
}
