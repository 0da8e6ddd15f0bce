/**
 * Jobs: the background queue — how many jobs of each kind are in each status, and the failed
 * ones with their last error and a Retry button.
 */
import { JOB_STATUSES } from "../../../src/jobs/tables";
import type { JobRecord, JobStatus } from "../../../src/jobs/queue";
import { html, type Html } from "../../../src/lib/html";
import { num } from "../../format";
import { JOB_COLUMNS, jobRow } from "../../partials/job-row";

export interface JobsView {
  counts: { kind: string; status: JobStatus; count: number }[];
  failed: JobRecord[];
  /** More failed jobs exist than are shown. */
  truncated: boolean;
  csrfToken: string;
}

function countsTable(counts: JobsView["counts"]): Html {
  if (!counts.length) return html`<p class="empty">No jobs yet. Background work (housekeeping, later webhooks and reports) shows up here.</p>`;
  const kinds = [...new Set(counts.map((c) => c.kind))];
  const cell = (kind: string | null, status: JobStatus) => num(counts.filter((c) => (kind === null || c.kind === kind) && c.status === status).reduce((a, c) => a + c.count, 0));
  return html`<div class="table-wrap"><table class="compact"><thead><tr><th>Kind</th>${JOB_STATUSES.map((s) => html`<th class="num">${s}</th>`)}</tr></thead>
<tbody>${kinds.map((k) => html`<tr><td>${k}</td>${JOB_STATUSES.map((s) => html`<td class="num">${cell(k, s)}</td>`)}</tr>`)}
<tr><td><strong>all</strong></td>${JOB_STATUSES.map((s) => html`<td class="num"><strong>${cell(null, s)}</strong></td>`)}</tr></tbody></table></div>`;
}

/** The failed jobs' table body (`#job-rows`). */
export function jobRows(v: Pick<JobsView, "failed" | "truncated" | "csrfToken">): Html {
  if (!v.failed.length) return html`<tr><td colspan="${JOB_COLUMNS}" class="empty">No failed jobs.</td></tr>`;
  return html`${v.failed.map((job) => jobRow({ job, csrfToken: v.csrfToken }))}${
    v.truncated ? html`<tr><td colspan="${JOB_COLUMNS}" class="muted">Showing the ${num(v.failed.length)} most recent failures; <code>rivalscope jobs list --status failed</code> lists more.</td></tr>` : ""
  }`;
}

export function jobsPage(v: JobsView): Html {
  return html`<h1>Jobs</h1>
<section class="card"><h2>Queue</h2>${countsTable(v.counts)}
<p class="muted">Succeeded jobs are deleted some days after they finish (<code>RIVALSCOPE_JOB_RETENTION_DAYS</code>); failed ones stay until retried.</p></section>
<h2>Failed jobs</h2>
<p class="muted">A job is failed once its attempts run out or its error says retrying cannot help. Retry puts it back in the queue with its attempts reset.</p>
<div class="table-wrap"><table><thead><tr><th>Job</th><th>Status</th><th>Dates</th><th>Last error</th><th></th></tr></thead>
<tbody id="job-rows">${jobRows(v)}</tbody></table></div>`;
}
