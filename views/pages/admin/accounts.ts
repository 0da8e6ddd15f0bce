/**
 * Accounts and subscriptions: the customers, their plan (how it was obtained; the operator's
 * grant/revoke form), what they pay for, and each subscription's history.
 */
import type { AccountRecord } from "../../../src/accounts/accounts";
import type { ApiKeyRecord } from "../../../src/access/keys";
import type { PlanState } from "../../../src/billing/account-plan";
import type { AccountRow, SubscriptionRow } from "../../../src/billing/queries";
import type { SubscriptionEventRecord } from "../../../src/billing/lifecycle";
import { html, type Html } from "../../../src/lib/html";
import { num, when } from "../../format";
import { csrfField, navLink } from "../../layouts/admin";
import { copyButton } from "../../partials/copy-button";
import { flashMessage } from "../../partials/flash";

const statusBadge = (s: string) => html`<span class="badge ${s === "active" ? "ok" : s === "past_due" ? "warn" : s === "canceled" ? "bad" : ""}">${s.replace("_", " ")}</span>`;

const tabs = (current: "accounts" | "subscriptions") =>
  html`<p class="tabs">${navLink("/admin/accounts", "Accounts", current === "accounts" ? "active" : "")} ${navLink("/admin/subscriptions", "Subscriptions", current === "subscriptions" ? "active" : "")}</p>`;

const option = (value: string, label: string, current: string) => html`<option value="${value}"${value === current ? html` selected` : ""}>${label}</option>`;

// ── Accounts ──

/** Plan, status, period end and how the plan was obtained: the four cells of a plan. */
const planCells = (p: PlanState) =>
  p.plan === "none"
    ? html`<td><span class="muted">no plan</span></td><td></td><td></td><td></td>`
    : html`<td>${p.plan}</td><td>${p.status ? statusBadge(p.status) : ""}</td><td>${when(p.periodEnd)}</td><td>${p.obtained}</td>`;

/** What a subscription pays for, in words: "API pro", "tracker plan". */
const productTier = (s: { product: "api" | "plan"; tier: string }) => (s.product === "api" ? `API ${s.tier}` : `${s.tier} plan`);

/** What the account pays for now: its live subscriptions, or that it has none. */
const subscribedTo = (a: AccountRow) =>
  a.live.length ? html`${a.live.map((s) => html`<span class="badge">${productTier(s)}</span> `)}` : html`<span class="muted">no live subscription</span>`;

export function accountRows(accounts: AccountRow[], q: string): Html {
  if (!accounts.length) return html`<tr><td colspan="10" class="empty">${q ? "No account matches this search." : "No accounts yet. They appear when someone buys a subscription or a plan, or with rivalscope accounts create."}</td></tr>`;
  return html`${accounts.map(
    (a) => html`<tr><td>${navLink(`/admin/accounts/${encodeURIComponent(a.id)}`, a.email)}</td><td>${a.name ?? ""}</td>${planCells(a.planState)}<td>${subscribedTo(a)}</td>
<td class="num">${num(a.activeSubscriptionCount)} / ${num(a.subscriptionCount)}</td><td>${when(a.createdAt)}</td><td>${confirmedBadge(a)}</td></tr>`,
  )}`;
}

/** Whether the owner of the address proved they read its mail (or the identity provider vouched). */
const confirmedBadge = (a: Pick<AccountRecord, "confirmedAt">) =>
  a.confirmedAt ? html`<span class="badge ok" title="since ${when(a.confirmedAt)}">confirmed</span>` : html`<span class="badge warn">not confirmed</span>`;

/** The operator's form that opens a customer account (`#account-create`). */
export function accountCreate(v: { csrfToken: string; error?: string; email?: string }): Html {
  return html`<details class="card" id="account-create"${v.error ? " open" : ""}><summary>Create an account</summary>
<form class="row" method="post" action="/admin/accounts" hx-post="/admin/accounts" hx-target="#account-create" hx-swap="outerHTML">${csrfField(v.csrfToken)}
  <div><label for="new-account-email">Email</label><input id="new-account-email" name="email" type="email" required maxlength="254" value="${v.email ?? ""}"${v.error ? html` aria-invalid="true" aria-describedby="new-account-error"` : ""}>
  ${v.error ? html`<div class="field-error" id="new-account-error">${v.error}</div>` : ""}</div>
  <div class="grow-0"><label for="new-account-plan">Granted plan</label><select id="new-account-plan" name="plan">${["none", "tracker", "command"].map((o) => option(o, o, "none"))}</select></div>
  <div class="check grow-0"><label><input type="checkbox" name="invite" value="1" checked> Send a set-password link</label></div>
  <div class="grow-0"><button type="submit">Create</button></div>
</form>
<p class="muted">The customer chooses a password through the link (valid seven days) and signs in to the app at /app.</p></details>`;
}

export function accountsPage(v: { accounts: AccountRow[]; q: string; csrfToken: string }): Html {
  return html`<h1>Accounts</h1>${tabs("accounts")}
${accountCreate({ csrfToken: v.csrfToken })}
<form class="filters row" method="get" action="/admin/accounts" role="search" hx-get="/admin/accounts" hx-target="#account-rows" hx-push-url="true" hx-trigger="submit, input changed delay:300ms">
  <div><label for="q">Search</label><input id="q" name="q" type="search" value="${v.q}" placeholder="email, name or account id"></div>
</form>
<div class="table-wrap"><table><thead><tr><th>Email</th><th>Name</th><th>Plan</th><th>Status</th><th>Period ends</th><th>Obtained</th><th>Subscribed to</th><th>Subscriptions (live / all)</th><th>Created</th><th>Address</th></tr></thead>
<tbody id="account-rows">${accountRows(v.accounts, v.q)}</tbody></table></div>`;
}

// ── Subscriptions ──

const keyCell = (s: SubscriptionRow) =>
  s.keyPrefix && s.apiKeyId
    ? html`${navLink(`/admin/keys?q=${encodeURIComponent(s.apiKeyId)}`, html`<code>${s.keyPrefix}…</code>`)} ${s.keyStatus === "revoked" ? html`<span class="badge bad">revoked</span>` : ""}`
    : html`<span class="muted">none</span>`;

export function subscriptionRows(subs: SubscriptionRow[], filtered: boolean): Html {
  if (!subs.length) return html`<tr><td colspan="8" class="empty">${filtered ? "No subscription matches these filters." : "No subscriptions yet."}</td></tr>`;
  return html`${subs.map(
    (s) => html`<tr><td>${navLink(`/admin/accounts/${encodeURIComponent(s.accountId)}`, s.email)}</td>
<td>${s.product === "api" ? "API" : "Plan"}</td><td>${s.tier}</td><td>${statusBadge(s.status)}</td><td>${s.provider}</td><td>${keyCell(s)}</td>
<td>${when(s.currentPeriodEnd)}</td><td>${when(s.createdAt)}</td></tr>`,
  )}`;
}

export function subscriptionsPage(v: { subs: SubscriptionRow[]; status: string; tier: string; statuses: readonly string[]; tiers: readonly string[] }): Html {
  const filtered = Boolean(v.status || v.tier);
  return html`<h1>Subscriptions</h1>${tabs("subscriptions")}
<form class="filters row" method="get" action="/admin/subscriptions" hx-get="/admin/subscriptions" hx-target="#subscription-rows" hx-push-url="true" hx-trigger="submit, change">
  <div class="grow-0"><label for="status">Status</label><select id="status" name="status">${option("", "any", v.status)}${v.statuses.map((s) => option(s, s.replace("_", " "), v.status))}</select></div>
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

/** The account's API keys, each linking to its row on the keys page. */
function accountKeys(keys: ApiKeyRecord[]): Html {
  if (!keys.length) return html`<p class="muted">No API keys.</p>`;
  return html`<div class="table-wrap"><table><thead><tr><th>Key</th><th>Tier</th><th>Status</th><th>Created</th></tr></thead><tbody>
${keys.map(
  (k) => html`<tr><td>${navLink(`/admin/keys?q=${encodeURIComponent(k.id)}`, html`<code>${k.prefix}…</code>`)}${k.name ? html`<div class="muted">${k.name}</div>` : ""}</td><td>${k.tier}</td>
<td>${k.status === "revoked" ? html`<span class="badge bad">revoked</span>` : html`<span class="badge ok">active</span>`}</td><td>${when(k.createdAt)}</td></tr>`,
)}
</tbody></table></div>`;
}

export interface AccountPageView {
  account: AccountRecord & { subscriptions: SubscriptionRow[]; planState: PlanState };
  events: Map<string, SubscriptionEventRecord[]>;
  keys: ApiKeyRecord[];
  csrfToken: string;
  /** A message about the change just made. */
  notice?: string;
  /** A set-password link just sent (the link itself only when no SMTP could carry it). */
  sent?: { to: string; link: string | null };
}

/** The plan granted by the operator right now ("none" without a live grant): the form's current value. */
const grantedPlan = (subs: SubscriptionRow[]) => subs.find((s) => s.product === "plan" && s.provider === "manual" && s.status !== "canceled")?.tier ?? "none";

/**
 * The plan card and the subscriptions (`#account-billing`): what the grant form swaps, since a
 * grant changes both. Grants never touch paid subscriptions.
 */
export function accountBilling(v: AccountPageView): Html {
  const a = v.account;
  const p = a.planState;
  const granted = grantedPlan(a.subscriptions);
  const action = `/admin/accounts/${encodeURIComponent(a.id)}/plan`;
  return html`<div id="account-billing">${v.notice ? flashMessage(v.notice) : ""}
<section class="card"><h2>Plan (reports API)</h2>
<dl class="facts">
  <dt>Plan</dt><dd>${p.plan === "none" ? html`<span class="muted">no plan</span>` : p.plan}</dd>
  ${p.plan === "none" ? "" : html`<dt>Status</dt><dd>${p.status ? statusBadge(p.status) : "—"}</dd><dt>Period ends</dt><dd>${when(p.periodEnd)}</dd><dt>Obtained</dt><dd>${p.obtained}</dd>`}
</dl>
<form class="row" method="post" action="${action}" hx-post="${action}" hx-target="#account-billing" hx-swap="outerHTML">${csrfField(v.csrfToken)}
  <div class="grow-0"><label for="grant-plan">Granted plan (no payment)</label><select id="grant-plan" name="plan">${["none", "tracker", "command"].map((o) => option(o, o, granted))}</select></div>
  <div class="grow-0"><button type="submit">Set granted plan</button></div>
</form>
<p class="muted">A grant is recorded as a subscription of its own; paid subscriptions are not changed by it (the customer cancels those in the billing portal).</p>
<p>${navLink(`/admin/competitors?account=${encodeURIComponent(a.id)}`, "Tracked competitors")} and their change timelines.</p>
</section>
<h2>Subscriptions</h2>
${
  a.subscriptions.length
    ? a.subscriptions.map(
        (s) => html`<section class="card"><h3>${s.product === "api" ? "API access" : "Plan"} · ${s.tier} ${statusBadge(s.status)}</h3>
<p class="muted">${s.provider}${s.providerSubscriptionId ? html` · <code>${s.providerSubscriptionId}</code>` : ""}${s.product === "api" ? html` · API key ${keyCell(s)}` : ""} · period ends ${when(s.currentPeriodEnd)}${s.canceledAt ? html` · canceled ${when(s.canceledAt)}` : ""}</p>
${
  (v.events.get(s.id) ?? []).length
    ? html`<ol class="timeline">${(v.events.get(s.id) ?? []).map((e) => html`<li><span class="when">${when(e.createdAt)}</span> <strong>${e.type.replace("_", " ")}</strong> ${eventData(e.data)}</li>`)}</ol>`
    : html`<p class="muted">No events recorded.</p>`
}</section>`,
      )
    : html`<p class="empty">This account has no subscriptions.</p>`
}</div>`;
}

export function accountPage(v: AccountPageView): Html {
  const a = v.account;
  return html`<p class="muted">${navLink("/admin/accounts", "← Accounts")}</p>
<h1>${a.email}</h1>
<div class="card"><dl class="facts">
  <dt>Account id</dt><dd class="copy-row"><code id="account-id">${a.id}</code> ${copyButton("account-id")}</dd>
  <dt>Name</dt><dd>${a.name ?? html`<span class="muted">not given</span>`}</dd>
  <dt>Email</dt><dd>${confirmedBadge(a)}${a.confirmedAt ? html` <span class="muted">${when(a.confirmedAt)}</span>` : ""}</dd>
  <dt>Password</dt><dd>${a.passwordHash ? "set" : "not set"}</dd>
  <dt>Change threshold</dt><dd>${a.changeThreshold}</dd>
  <dt>Created</dt><dd>${when(a.createdAt)}</dd>
</dl></div>
${setPasswordLink({ accountId: a.id, csrfToken: v.csrfToken, sent: v.sent })}
<h2>API keys</h2>
${accountKeys(v.keys)}
${accountBilling(v)}`;
}

/**
 * The "send a set-password link" card (`#set-password-link`). Without SMTP the mail stays in the
 * outbox with the link redacted, so the link itself is shown here, once, for the operator to pass on.
 */
export function setPasswordLink(v: { accountId: string; csrfToken: string; sent?: { to: string; link: string | null } }): Html {
  const action = `/admin/accounts/${encodeURIComponent(v.accountId)}/set-password-link`;
  const sent = v.sent
    ? v.sent.link
      ? html`<div class="flash created" role="status"><p>No SMTP is configured, so the mail to ${v.sent.to} stays in the outbox without the link. Give the customer this link yourself (it works once, for seven days; it is not shown again):</p>
<div class="secret-row"><code class="secret" id="set-password-url">${v.sent.link}</code>${copyButton("set-password-url")}</div></div>`
      : flashMessage(`A set-password link was mailed to ${v.sent.to}.`)
    : "";
  return html`<section class="card" id="set-password-link"><h2>Password</h2>${sent}
<form class="inline" method="post" action="${action}" hx-post="${action}" hx-target="#set-password-link" hx-swap="outerHTML">${csrfField(v.csrfToken)}<button type="submit" class="secondary">Send a set-password link</button></form>
<p class="muted">The link lets the customer choose a password and signs them in to the app; opening it also confirms the address.</p></section>`;
}
