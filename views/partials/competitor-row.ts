/**
 * One tracked competitor as a dashboard table row (`tr#competitor-<id>`), with a "Check now"
 * button that swaps the row in place through htmx (hx-target="closest tr") and is a plain form
 * post back to the page without JavaScript.
 */
import type { CompetitorRow } from "../../src/monitoring/competitors";
import { html, type Html } from "../../src/lib/html";
import { num, when } from "../format";
import { csrfField, navLink } from "../layouts/admin";

export const COMPETITOR_COLUMNS = 7;

export interface CompetitorRowView {
  competitor: CompetitorRow;
  changes: number;
  /** A check of it is queued or running. */
  checking: boolean;
  csrfToken: string;
}

export const checkNowForm = (id: string, csrfToken: string, checking: boolean, target = "closest tr") =>
  checking
    ? html`<span class="badge warn">check queued</span>`
    : html`<form method="post" action="/admin/competitors/${id}/check" class="inline" hx-post="/admin/competitors/${id}/check" hx-target="${target}" hx-swap="outerHTML">${csrfField(csrfToken)}<button type="submit">Check now</button></form>`;

export function competitorRow(v: CompetitorRowView): Html {
  const c = v.competitor;
  return html`<tr id="competitor-${c.id}" class="competitor-row">
  <td>${navLink(`/admin/competitors/${c.id}`, c.name)}<div class="muted">${c.url}</div></td>
  <td>${navLink(`/admin/accounts/${encodeURIComponent(c.accountId)}`, c.accountEmail)}</td>
  <td><span class="badge ${c.status === "active" ? "ok" : "bad"}">${c.status}</span>${c.consecutiveFailures ? html`<div class="field-error">${num(c.consecutiveFailures)} failed in a row${c.lastError ? html`: ${c.lastError}` : ""}</div>` : ""}</td>
  <td>${c.lastCheckedAt ? when(c.lastCheckedAt) : html`<span class="muted">not yet</span>`}</td>
  <td>${when(c.nextCheckAt)}</td>
  <td>${navLink(`/admin/competitors/${c.id}`, num(v.changes))}</td>
  <td class="actions">${checkNowForm(c.id, v.csrfToken, v.checking)}</td>
</tr>`;
}
