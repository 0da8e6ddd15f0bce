/**
 * Tracked competitors: every account's competitors with their last and next check and how many
 * changes they have, filtered by account; and one competitor's change timeline — each change
 * with its severity, before and after, and the evidence of both snapshots — with "Check now".
 */
import type { ChangeRecord } from "../../../src/monitoring/checks";
import { changeTimeline } from "../../partials/change-timeline";
import type { CompetitorRow } from "../../../src/monitoring/competitors";
import { html, type Html } from "../../../src/lib/html";
import { num, when } from "../../format";
import { navLink } from "../../layouts/admin";
import { checkNowForm, COMPETITOR_COLUMNS, competitorRow, type CompetitorRowView } from "../../partials/competitor-row";

export interface CompetitorsView {
  rows: Omit<CompetitorRowView, "csrfToken">[];
  q: string;
  account: string;
  truncated: boolean;
  csrfToken: string;
}

/** The table body (`#competitor-rows`). */
export function competitorRows(v: Pick<CompetitorsView, "rows" | "q" | "account" | "truncated" | "csrfToken">): Html {
  if (!v.rows.length) return html`<tr><td colspan="${COMPETITOR_COLUMNS}" class="empty">${v.q || v.account ? "No tracked competitor matches." : "No tracked competitors yet. Tracker and Command customers add them with POST /api/competitors."}</td></tr>`;
  return html`${v.rows.map((r) => competitorRow({ ...r, csrfToken: v.csrfToken }))}${
    v.truncated ? html`<tr><td colspan="${COMPETITOR_COLUMNS}" class="muted">Showing the first ${num(v.rows.length)}; search to narrow them down.</td></tr>` : ""
  }`;
}

export function competitorsPage(v: CompetitorsView): Html {
  return html`<h1>Tracked competitors</h1>
<p class="muted">Checked daily on Tracker and hourly on Command, each at a slot of its own; changes are found by facts (prices, plans, free tier, features, messaging, availability).</p>
<form class="filters row" method="get" action="/admin/competitors" hx-get="/admin/competitors" hx-target="#competitor-rows" hx-push-url="true" hx-trigger="submit, input changed delay:300ms from:#q">
  <div><label for="q">Account email, name or URL</label><input id="q" name="q" type="search" value="${v.q}"></div>
  ${v.account ? html`<input type="hidden" name="account" value="${v.account}">` : ""}
  <div class="grow-0"><button type="submit">Search</button></div>
</form>
${v.account ? html`<p class="muted">One account's competitors. ${navLink("/admin/competitors", "Show every account's")}</p>` : ""}
<div class="table-wrap"><table><thead><tr><th>Competitor</th><th>Account</th><th>Status</th><th>Last check</th><th>Next check</th><th>Changes</th><th></th></tr></thead>
<tbody id="competitor-rows">${competitorRows(v)}</tbody></table></div>`;
}

export interface CompetitorView {
  competitor: CompetitorRow;
  changes: ChangeRecord[];
  total: number;
  checking: boolean;
  csrfToken: string;
}

/** The competitor's header card (`#competitor-card`), swapped by "Check now". */
export function competitorCard(v: Omit<CompetitorView, "changes" | "total">): Html {
  const c = v.competitor;
  return html`<section class="card" id="competitor-card">
  <p><a href="${c.url}" rel="noopener noreferrer nofollow">${c.url}</a> · ${navLink(`/admin/accounts/${encodeURIComponent(c.accountId)}`, c.accountEmail)} · <span class="badge ${c.status === "active" ? "ok" : "bad"}">${c.status}</span></p>
  <p><span class="muted">Last check</span> ${c.lastCheckedAt ? when(c.lastCheckedAt) : "not yet"} · <span class="muted">next</span> ${when(c.nextCheckAt)}${c.consecutiveFailures ? html` · <span class="field-error">${num(c.consecutiveFailures)} failed in a row${c.lastError ? html`: ${c.lastError}` : ""}</span>` : ""}</p>
  <p>${checkNowForm(c.id, v.csrfToken, v.checking, "#competitor-card")}</p>
</section>`;
}

export function competitorPage(v: CompetitorView): Html {
  return html`<h1>${v.competitor.name}</h1>
<p>${navLink(`/admin/competitors?account=${encodeURIComponent(v.competitor.accountId)}`, "← this account's competitors")}</p>
${competitorCard(v)}
<h2>Change timeline</h2>
${changeTimeline(v.changes, v.total)}`;
}
