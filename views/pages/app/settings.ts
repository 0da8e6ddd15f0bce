/**
 * The customer's settings (/app/settings): which competitor changes are notified, the password,
 * the API keys bought with the account's email (prefix, tier, status, use — never the key), and
 * "sign out everywhere". Plain view-models only; each form is its own card with its own answer.
 */
import { html, type Html } from "../../../src/lib/html";
import { limitText, num, when } from "../../format";
import { csrfField } from "../../layouts/app";

export interface AppKeyView {
  prefix: string;
  name: string | null;
  tier: string;
  /** "active", "revoked", or "ends <date>" for a canceled subscription's key. */
  status: "active" | "revoked" | "expired";
  expiresAt: number | null;
  createdAt: number;
  lastUsedAt: number | null;
  usedThisMonth: number;
  /** Requests per quota window; null: unlimited. */
  quota: number | null;
  quotaWindow: string;
}

export interface SettingsView {
  csrfToken: string;
  email: string;
  threshold: string;
  thresholds: readonly string[];
  /** Whether the account has a password (else it sets one through a mailed link). */
  hasPassword: boolean;
  minPassword: number;
  keys: AppKeyView[];
  /** Per form: a message after it was sent (ok or refused). */
  notice?: { form: "threshold" | "password"; message: string; error?: boolean };
}

const THRESHOLD_TEXT: Record<string, string> = {
  low: "every change, wording included",
  medium: "prices, features, outages (default)",
  high: "price moves of 10%+, plans added or removed",
  critical: "free tier gone, every plan repriced",
};

const notice = (v: SettingsView, form: "threshold" | "password") =>
  v.notice?.form === form ? html`<div class="flash${v.notice.error ? " error" : ""}" role="${v.notice.error ? "alert" : "status"}" id="${form}-notice">${v.notice.message}</div>` : "";

/** The threshold card (`#threshold`), what its form swaps. */
export function thresholdCard(v: SettingsView): Html {
  return html`<section class="card" id="threshold" aria-labelledby="threshold-title">
<h2 id="threshold-title">Change alerts</h2>
${notice(v, "threshold")}
<form method="post" action="/app/settings/threshold" hx-post="/app/settings/threshold" hx-target="#threshold" hx-swap="outerHTML">
  ${csrfField(v.csrfToken)}
  <label for="change-threshold">Tell me about changes of at least this severity</label>
  <select id="change-threshold" name="change_threshold">${v.thresholds.map((t) => html`<option value="${t}"${t === v.threshold ? " selected" : ""}>${t} — ${THRESHOLD_TEXT[t] ?? t}</option>`)}</select>
  <p class="muted">Tracker mails them to ${v.email}; Command sends them to your webhooks as <code>competitor.changed</code>. Every change stays in each competitor's timeline.</p>
  <p><button type="submit">Save</button></p>
</form>
</section>`;
}

/** The password card (`#password`), what its form swaps. */
export function passwordCard(v: SettingsView): Html {
  const body = v.hasPassword
    ? html`<form method="post" action="/app/settings/password" hx-post="/app/settings/password" hx-target="#password" hx-swap="outerHTML">
  ${csrfField(v.csrfToken)}
  <label for="current-password">Current password</label>
  <input id="current-password" name="current" type="password" autocomplete="current-password" required maxlength="256">
  <label for="new-password">New password <span class="muted">(at least ${v.minPassword} characters)</span></label>
  <input id="new-password" name="password" type="password" autocomplete="new-password" required minlength="${v.minPassword}" maxlength="256">
  <label for="confirm-password">New password again</label>
  <input id="confirm-password" name="confirm" type="password" autocomplete="new-password" required minlength="${v.minPassword}" maxlength="256">
  <p class="muted">Changing it signs out every other browser and API client of this account.</p>
  <p><button type="submit">Change password</button></p>
</form>`
    : html`<p>This account has no password yet (it was opened by a purchase or by signing in with your identity provider). We can mail ${v.email} a link to choose one.</p>
<form method="post" action="/app/settings/password-link" hx-post="/app/settings/password-link" hx-target="#password" hx-swap="outerHTML">${csrfField(v.csrfToken)}<p><button type="submit">Mail me a set-password link</button></p></form>`;
  return html`<section class="card" id="password" aria-labelledby="password-title">
<h2 id="password-title">Password</h2>
${notice(v, "password")}
${body}
</section>`;
}

function keyItem(k: AppKeyView): Html {
  const status =
    k.status === "active"
      ? html`<span class="badge ok">active</span>${k.expiresAt ? html` <span class="muted">until ${when(k.expiresAt)}</span>` : ""}`
      : html`<span class="badge bad">${k.status}</span>`;
  return html`<tr>
  <td><code>${k.prefix}…</code>${k.name ? html`<div class="muted">${k.name}</div>` : ""}</td>
  <td>${k.tier}</td>
  <td>${status}</td>
  <td class="num">${num(k.usedThisMonth)} <span class="muted">of ${limitText(k.quota)}${k.quotaWindow === "month" ? "" : ` a ${k.quotaWindow}`}</span></td>
  <td>${when(k.createdAt)}<div class="muted">last used ${k.lastUsedAt ? when(k.lastUsedAt) : "never"}</div></td>
</tr>`;
}

export function keysCard(v: SettingsView): Html {
  return html`<section class="card" id="api-keys" aria-labelledby="keys-title">
<h2 id="keys-title">API keys</h2>
<p class="muted">Keys bought with ${v.email}. Only their first characters are kept here: the key itself was shown once, after the purchase, and mailed to you. Send it in the <code>x-api-key</code> header; <a href="/swagger">the API documentation</a>.</p>
${
  v.keys.length
    ? html`<div class="table-wrap"><table class="keys"><thead><tr><th>Key</th><th>Tier</th><th>Status</th><th class="num">Requests this month</th><th>Created</th></tr></thead><tbody>${v.keys.map(keyItem)}</tbody></table></div>`
    : html`<p class="empty">No API keys yet. <a href="/pricing">The pricing page</a> sells them.</p>`
}
</section>`;
}

export function settingsPage(v: SettingsView): Html {
  return html`<h1>Settings</h1>
<div class="overview">
${thresholdCard(v)}
${passwordCard(v)}
</div>
${keysCard(v)}
<section class="card" id="sessions" aria-labelledby="sessions-title">
<h2 id="sessions-title">Sign out everywhere</h2>
<p>Ends every sign-in of ${v.email} — other browsers, and the refresh tokens of API clients — this one included.</p>
<form method="post" action="/app/signout-everywhere">${csrfField(v.csrfToken)}<button type="submit" class="danger">Sign out everywhere</button></form>
</section>`;
}
