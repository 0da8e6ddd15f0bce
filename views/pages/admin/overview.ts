import type { OverviewCounts } from "../../../src/admin/overview";
import { html, type Html } from "../../../src/lib/html";
import { when, num } from "../../format";
import { navLink } from "../../layouts/admin";

export interface OverviewView {
  counts: OverviewCounts;
  /** Requests counted today (UTC) by tier; absent when the access service does not report it. */
  requestsToday?: Record<string, number>;
}

const countTable = (rows: { label: string; count: number }[], empty: string) =>
  rows.length
    ? html`<table class="compact"><tbody>${rows.map((r) => html`<tr><td>${r.label}</td><td class="num">${num(r.count)}</td></tr>`)}</tbody></table>`
    : html`<p class="muted">${empty}</p>`;

export function overviewPage(v: OverviewView): Html {
  const { keys, subscriptions, failedMails } = v.counts;
  const today = v.requestsToday;
  const todayTotal = today ? Object.values(today).reduce((a, b) => a + b, 0) : 0;
  return html`<h1>Overview</h1>
<div class="grid">
  ${
    today
      ? html`<section class="card"><h2>Requests today</h2><p class="stat">${num(todayTotal)}</p>
  ${countTable(Object.entries(today).map(([label, count]) => ({ label, count })), "")}<p class="muted">Counted API requests since 00:00 UTC, by tier.</p></section>`
      : ""
  }
  <section class="card"><h2>API keys</h2><p class="stat">${num(keys.active.reduce((a, r) => a + r.count, 0))} <span class="muted">active</span></p>
  ${countTable(keys.active, "No active keys yet.")}
  <p class="muted">${num(keys.revoked)} revoked · ${navLink("/admin/keys", "Manage keys")}</p></section>
  <section class="card"><h2>Subscriptions</h2>
  ${countTable(subscriptions, "No subscriptions yet.")}
  <p class="muted">${navLink("/admin/accounts", "Accounts and subscriptions")}</p></section>
</div>
<section class="card"><h2>Recent errors</h2>
${
  failedMails.length
    ? html`<table><thead><tr><th>When</th><th>To</th><th>Subject</th><th>Error</th></tr></thead><tbody>
${failedMails.map((m) => html`<tr><td>${when(m.createdAt)}</td><td>${m.to}</td><td>${m.subject}</td><td>${m.error ?? "—"}</td></tr>`)}
</tbody></table><p class="muted">${navLink("/admin/outbox", "All mail in the outbox")}</p>`
    : html`<p class="empty">Nothing has failed yet. Mail that SMTP refuses shows up here.</p>`
}
</section>`;
}
