/**
 * Accounts and subscriptions: the customers, what they pay for, and each subscription's history.
 */
import type { AccountRecord } from "../../../src/accounts/accounts";
import type { AccountRow, SubscriptionRow } from "../../../src/billing/queries";
import type { SubscriptionEventRecord } from "../../../src/billing/lifecycle";
import { html, type Html } from "../../../src/lib/html";
import { num, when } from "../../format";
import { navLink } from "../../layouts/admin";

const statusBadge = (s: string) => html`<span class="badge ${s === "active" ? "ok" : s === "past_due" ? "warn" : s === "canceled" ? "bad" : ""}">${s.replace("_", " ")}</span>`;

const tabs = (current: "accounts" | "subscriptions") =>
  html`<p class="tabs">${navLink("/admin/accounts", "Accounts", current === "accounts" ? "active" : "")} ${navLink("/admin/subscriptions", "Subscriptions", current === "subscriptions" ? "active" : "")}</p>`;

const option = (value: string, label: string, current: string) => html`<option value="${value}"${value === current ? html` selected` : ""}>${label}</option>`;

// ── Accounts ──

export function accountRows(accounts: AccountRow[], q: string): Html {
  if (!accounts.length) return html`<tr><td colspan="5" class="empty">${q ? "No account matches this search." : "No accounts yet. They appear when someone buys a subscription."}</td></tr>`;
  return html`${accounts.map(
    (a) => html`<tr><td>${navLink(`/admin/accounts/${encodeURIComponent(a.id)}`, a.email)}</td><td>${a.name ?? ""}</td><td>${a.plan}</td>
<td class="num">${num(a.activeSubscriptionCount)} / ${num(a.subscriptionCount)}</td><td>${when(a.createdAt)}</td></tr>`,
  )}`;
}

export function accountsPage(v: { accounts: AccountRow[]; q: string }): Html {
  return html`<h1>Accounts</h1>${tabs("accounts")}
<form class="filters row" method="get" action="/admin/accounts" role="search" hx-get="/admin/accounts" hx-target="#account-rows" hx-push-url="true" hx-trigger="submit, input changed delay:300ms">
  <div><label for="q">Search</label><input id="q" name="q" type="search" value="${v.q}" placeholder="email, name or account id"></div>
</form>
<div class="table-wrap"><table><thead><tr><th>Email</th><th>Name</th><th>Plan</th><th>Subscriptions (live / all)</th><th>Created</th></tr></thead>
<tbody id="account-rows">${accountRows(v.accounts, v.q)}</tbody></table></div>`;
}

// ── Subscriptions ──

const keyCell = (s: SubscriptionRow) =>
  s.keyPrefix ? html`<code>${s.keyPrefix}…</code> ${s.keyStatus === "revoked" ? html`<span class="badge bad">revoked</span>` : ""}` : html`<span class="muted">—</span>`;

export function subscriptionRows(subs: SubscriptionRow[], filtered: boolean): Html {
  if (!subs.length) return html`<tr><td colspan="8" class="empty">${filtered ? "No subscription matches these filters." : "No subscriptions yet."}</td></tr>`;
  return html`${subs.map(
    (s) => html`<tr><td>${navLink(`/admin/accounts/${encodeURIComponent(s.accountId)}`, s.email)}</td>
<td>${s.product === "api" ? "API" : "Plan"}</td><td>${s.tier}</td><td>${statusBadge(s.status)}</td><td>${s.provider}</td><td>${keyCell(s)}</td>
<td>${when(s.currentPeriodEnd)}</td><td>${when(s.createdAt)}</td></tr>`,
  )}`;
}

export function subscriptionsPage(v: { subs: SubscriptionRow[]; status: string; tier: string; tiers: string[] }): Html {
  const filtered = Boolean(v.status || v.tier);
  return html`<h1>Subscriptions</h1>${tabs("subscriptions")}
<form class="filters row" method="get" action="/admin/subscriptions" hx-get="/admin/subscriptions" hx-target="#subscription-rows" hx-push-url="true" hx-trigger="submit, change">
  <div class="grow-0"><label for="status">Status</label><select id="status" name="status">${option("", "any", v.status)}${["active", "past_due", "canceled"].map((s) => option(s, s.replace("_", " "), v.status))}</select></div>
  <div class="grow-0"><label for="tier">Tier</label><select id="tier" name="tier">${option("", "any", v.tier)}${v.tiers.map((t) => option(t, t, v.tier))}</select></div>
  <noscript><div class="grow-0"><button type="submit">Filter</button></div></noscript>
</form>
<div class="table-wrap"><table><thead><tr><th>Account</th><th>Product</th><th>Tier</th><th>Status</th><th>Provider</th><th>API key</th><th>Period ends</th><th>Created</th></tr></thead>
<tbody id="subscription-rows">${subscriptionRows(v.subs, filtered)}</tbody></table></div>`;
}

// ── One account ──

function eventData(data: Record<string, unknown>): Html {
  const entries = Object.entries(data ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== "");
  return html`${entries.map(([k, v]) => html`<span class="kv"><span class="muted">${k.replace(/_/g, " ")}</span> ${k.endsWith("_end") || k.endsWith("_at") ? (typeof v === "number" ? when(v) : String(v)) : typeof v === "object" ? JSON.stringify(v) : String(v)}</span> `)}`;
}

export function accountPage(v: { account: AccountRecord & { subscriptions: SubscriptionRow[] }; events: Map<string, SubscriptionEventRecord[]> }): Html {
  const a = v.account;
  return html`<p class="muted">${navLink("/admin/accounts", "← Accounts")}</p>
<h1>${a.email}</h1>
<div class="card"><dl class="facts">
  <dt>Account id</dt><dd><code>${a.id}</code></dd>
  <dt>Name</dt><dd>${a.name ?? "—"}</dd>
  <dt>Plan (reports API)</dt><dd>${a.plan}</dd>
  <dt>Created</dt><dd>${when(a.createdAt)}</dd>
</dl></div>
<h2>Subscriptions</h2>
${
  a.subscriptions.length
    ? a.subscriptions.map(
        (s) => html`<section class="card"><h3>${s.product === "api" ? "API access" : "Plan"} · ${s.tier} ${statusBadge(s.status)}</h3>
<p class="muted">${s.provider}${s.providerSubscriptionId ? html` · <code>${s.providerSubscriptionId}</code>` : ""} · API key ${keyCell(s)} · period ends ${when(s.currentPeriodEnd)}${s.canceledAt ? html` · canceled ${when(s.canceledAt)}` : ""}</p>
${
  (v.events.get(s.id) ?? []).length
    ? html`<ol class="timeline">${(v.events.get(s.id) ?? []).map((e) => html`<li><span class="when">${when(e.createdAt)}</span> <strong>${e.type.replace("_", " ")}</strong> ${eventData(e.data)}</li>`)}</ol>`
    : html`<p class="muted">No events recorded.</p>`
}</section>`,
      )
    : html`<p class="empty">This account has no subscriptions.</p>`
}`;
}
