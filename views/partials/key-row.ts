/**
 * One API key as a table row (`tr#key-<id>`), and the same row in edit mode. Both are swapped
 * in place (hx-target="closest tr", hx-swap="outerHTML").
 */
import type { ApiKeyRecord } from "../../src/access/keys";
import type { TierLimits } from "../../src/config";
import { html, type Html } from "../../src/lib/html";
import { limitText, num, when } from "../format";
import { csrfField, navLink } from "../layouts/admin";

export interface KeyRowView {
  key: ApiKeyRecord;
  /** Effective limits after per-key overrides. */
  limits: TierLimits;
  /** Requests this calendar month (UTC). */
  usage: number;
  csrfToken: string;
}

export const KEY_COLUMNS = 8;

const override = (v: number | null) => (v === null ? "" : v === -1 ? "unlimited" : String(v));

function limitCell(k: ApiKeyRecord, l: TierLimits): Html {
  const custom = k.perMinute !== null || k.quota !== null;
  return html`${limitText(l.perMinute)}/min · ${limitText(l.quota)}/${l.quotaWindow}${custom ? html` <span class="badge" title="per-key override">custom</span>` : ""}`;
}

export function keyRow(v: KeyRowView): Html {
  const k = v.key;
  const revoked = k.status === "revoked";
  const expired = !revoked && k.expiresAt !== null;
  return html`<tr id="key-${k.id}" class="key${revoked ? " revoked" : ""}">
  <td><code>${k.prefix}…</code><div class="muted">${k.name ?? ""}</div></td>
  <td>${k.accountId ? navLink(`/admin/accounts/${encodeURIComponent(k.accountId)}`, k.email) : html`${k.email}<div class="muted">no account</div>`}</td>
  <td>${k.tier}</td>
  <td>${limitCell(k, v.limits)}</td>
  <td class="num">${num(v.usage)}${v.limits.quota !== null && v.limits.quotaWindow === "month" ? html`<div class="muted">of ${num(v.limits.quota)}</div>` : ""}</td>
  <td>${revoked ? html`<span class="badge bad">revoked</span><div class="muted">${when(k.revokedAt)}</div>` : html`<span class="badge ok">active</span>${expired ? html`<div class="muted">until ${when(k.expiresAt)}</div>` : ""}`}</td>
  <td><span class="muted">created</span> ${when(k.createdAt)}<div><span class="muted">used</span> ${when(k.lastUsedAt)}</div></td>
  <td class="actions">${
    revoked
      ? ""
      : html`<a class="button secondary" href="/admin/keys/${k.id}/edit" hx-get="/admin/keys/${k.id}/edit" hx-target="closest tr" hx-swap="outerHTML">Edit</a>
    <form method="post" action="/admin/keys/${k.id}/revoke" class="inline" hx-post="/admin/keys/${k.id}/revoke" hx-target="closest tr" hx-swap="outerHTML"
      hx-confirm="Revoke key ${k.prefix}… of ${k.email}? Every request with it is refused from now on. This cannot be undone.">${csrfField(v.csrfToken)}<button type="submit" class="danger">Revoke</button></form>`
  }</td>
</tr>`;
}

export function keyEditRow(v: KeyRowView & { tiers: readonly string[]; error?: string; values?: { name: string; tier: string; perMinute: string; quota: string } }): Html {
  const k = v.key;
  const val = v.values ?? { name: k.name ?? "", tier: k.tier, perMinute: override(k.perMinute), quota: override(k.quota) };
  return html`<tr id="key-${k.id}" class="key editing"><td colspan="${KEY_COLUMNS}">
<form method="post" action="/admin/keys/${k.id}" hx-post="/admin/keys/${k.id}" hx-target="closest tr" hx-swap="outerHTML">
  ${csrfField(v.csrfToken)}
  <p><strong>Edit <code>${k.prefix}…</code></strong> <span class="muted">${k.email}</span></p>
  ${v.error ? html`<div class="flash error" role="alert">${v.error}</div>` : ""}
  <div class="row">
    <div><label for="name-${k.id}">Name</label><input id="name-${k.id}" name="name" maxlength="100" value="${val.name}"></div>
    <div><label for="tier-${k.id}">Tier</label><select id="tier-${k.id}" name="tier">${v.tiers.map((t) => html`<option${t === val.tier ? html` selected` : ""}>${t}</option>`)}</select></div>
    <div><label for="pm-${k.id}">Requests per minute</label><input id="pm-${k.id}" name="per_minute" value="${val.perMinute}" placeholder="tier default" inputmode="numeric"></div>
    <div><label for="quota-${k.id}">Monthly quota</label><input id="quota-${k.id}" name="quota" value="${val.quota}" placeholder="tier default" inputmode="numeric"></div>
  </div>
  <p class="muted">Limits: leave empty for the tier's default, <code>-1</code> (or <code>unlimited</code>) for no limit.</p>
  <p><button type="submit">Save</button> <a class="button secondary" href="/admin/keys?q=${k.id}" hx-get="/admin/keys/${k.id}" hx-target="closest tr" hx-swap="outerHTML">Cancel</a></p>
</form></td></tr>`;
}
