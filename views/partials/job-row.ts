/**
 * One failed job as a table row (`tr#job-<id>`). Its Retry button swaps the row in place
 * (hx-target="closest tr", hx-swap="outerHTML"); without JavaScript it is a plain form post.
 */
import type { JobRecord } from "../../src/jobs/queue";
import { html, type Html } from "../../src/lib/html";
import { when } from "../format";
import { csrfField } from "../layouts/admin";

export const JOB_COLUMNS = 5;

const badge = (s: JobRecord["status"]) => html`<span class="badge ${s === "succeeded" ? "ok" : s === "failed" ? "bad" : "warn"}">${s}</span>`;

export function jobRow(v: { job: JobRecord; csrfToken: string }): Html {
  const j = v.job;
  const attempts = j.maxAttempts === null ? String(j.attempts) : `${j.attempts} of ${j.maxAttempts}`;
  return html`<tr id="job-${j.id}" class="job">
  <td><code>${j.id}</code><div class="muted">${j.kind}</div></td>
  <td>${badge(j.status)}<div class="muted">${j.status === "failed" ? html`${attempts} attempts` : j.status === "queued" ? html`due ${when(j.runAt)}` : ""}</div></td>
  <td><span class="muted">created</span> ${when(j.createdAt)}<div><span class="muted">${j.status === "failed" ? "failed" : "changed"}</span> ${when(j.finishedAt ?? j.updatedAt)}</div></td>
  <td>${j.lastError ? html`<pre class="mail">${j.lastError}</pre>` : html`<span class="muted">—</span>`}</td>
  <td class="actions">${
    j.status === "failed"
      ? html`<form method="post" action="/admin/jobs/${j.id}/retry" class="inline" hx-post="/admin/jobs/${j.id}/retry" hx-target="closest tr" hx-swap="outerHTML">${csrfField(v.csrfToken)}<button type="submit">Retry</button></form>`
      : ""
  }</td>
</tr>`;
}
