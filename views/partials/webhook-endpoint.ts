/**
 * A webhook endpoint as a row of the dashboard's list (`tr#endpoint-<id>`), and as the card of its
 * own page (`#endpoint-card`) with its actions — enable/disable and rotate swap the card in place;
 * Send test adds a row to the delivery log; Delete is a plain form that asks first. A secret
 * appears only in the response that created it (creation, rotation), never again.
 *
 * Shared by the dashboard (`base` /admin/webhooks, with the owning account) and the customer app
 * (`base` /app/webhooks, the customer's own endpoints: no owner shown), from a plain view-model.
 */
import { html, type Html } from "../../src/lib/html";
import { when } from "../format";
import { csrfField, hxLink } from "./links";

export const ENDPOINT_COLUMNS = 5;

/** An endpoint as the pages show it (never its secrets). */
export interface EndpointView {
  id: string;
  url: string;
  description: string | null;
  /** The event types it takes; null: all. */
  events: string[] | null;
  disabledReason: string | null;
  disabledAt: number | null;
  failureStreak: number;
  previousSecretUntil: number | null;
  createdAt: number;
  /** The owner, for the operator (the dashboard); absent in the customer's own app. */
  accountId?: string;
  accountEmail?: string;
  accountPlan?: string;
}

/** Where an endpoint's pages and actions live: "/admin/webhooks" or "/app/webhooks". */
export type WebhookBase = "/admin/webhooks" | "/app/webhooks";

const events = (e: Pick<EndpointView, "events">) => (e.events === null ? html`<span class="muted">all events</span>` : html`${e.events.join(", ")}`);

export const endpointStatus = (e: Pick<EndpointView, "disabledReason" | "disabledAt">) =>
  e.disabledReason === null ? html`<span class="badge ok">enabled</span>` : html`<span class="badge bad">disabled</span><div class="muted">${e.disabledReason} · ${when(e.disabledAt)}</div>`;

/** The account's plan, flagged when it does not include webhooks (only subscription events reach such an account). */
const planNote = (plan: string) => (plan === "command" ? html`<div class="muted">${plan}</div>` : html`<div class="muted">${plan} <span class="badge warn" title="Only subscription events are sent to an account whose plan has no webhooks">no webhooks in plan</span></div>`);

/** A row of the dashboard's list (every account's endpoints). */
export function endpointRow(e: Required<EndpointView>): Html {
  return html`<tr id="endpoint-${e.id}">
  <td>${hxLink(`/admin/accounts/${encodeURIComponent(e.accountId)}`, e.accountEmail)}${planNote(e.accountPlan)}</td>
  <td>${hxLink(`/admin/webhooks/${encodeURIComponent(e.id)}`, e.url)}<div class="muted"><code>${e.id}</code>${e.description ? html` · ${e.description}` : ""}</div></td>
  <td>${events(e)}</td>
  <td>${endpointStatus(e)}</td>
  <td>${when(e.createdAt)}</td>
</tr>`;
}

/** A secret shown once, with the reason it is shown. */
export const secretOnce = (secret: string, what: string) =>
  html`<div class="flash created" role="status"><p><strong>${what}</strong> Copy it now: it is shown only this once and cannot be recovered.</p><code class="secret" id="new-secret">${secret}</code></div>`;

export interface EndpointCardView {
  endpoint: EndpointView;
  base: WebhookBase;
  csrfToken: string;
  now: number;
  /** A secret just made (rotation), shown this once. */
  secret?: string;
}

/** One action button: a plain form post, which htmx sends instead and swaps into `target`. */
const action = (v: { id: string; csrfToken: string; base: WebhookBase }, verb: string, label: string, opts: { cls?: string; target?: string; swap?: string; confirm?: string } = {}) =>
  html`<form method="post" action="${v.base}/${v.id}/${verb}" class="inline" hx-post="${v.base}/${v.id}/${verb}" hx-target="${opts.target ?? "#endpoint-card"}" hx-swap="${opts.swap ?? "outerHTML"}"${
    opts.confirm ? html` hx-confirm="${opts.confirm}"` : ""
  }>${csrfField(v.csrfToken)}<button type="submit"${opts.cls ? html` class="${opts.cls}"` : ""}>${label}</button></form>`;

export function endpointCard(v: EndpointCardView): Html {
  const e = v.endpoint;
  const rotating = e.previousSecretUntil !== null && e.previousSecretUntil > v.now;
  const it = { id: e.id, csrfToken: v.csrfToken, base: v.base };
  return html`<section id="endpoint-card" class="card">
${v.secret ? secretOnce(v.secret, "New signing secret.") : ""}
<dl class="facts">
  <dt>URL</dt><dd><code class="url">${e.url}</code></dd>
  ${e.accountId ? html`<dt>Account</dt><dd>${hxLink(`/admin/accounts/${encodeURIComponent(e.accountId)}`, e.accountEmail ?? "")}</dd>` : ""}
  <dt>Description</dt><dd>${e.description ?? "—"}</dd>
  <dt>Events</dt><dd>${events(e)}</dd>
  <dt>Status</dt><dd>${endpointStatus(e)}${e.failureStreak > 0 ? html`<div class="muted">${e.failureStreak} failed deliver${e.failureStreak === 1 ? "y" : "ies"} in a row (disabled at 15)</div>` : ""}</dd>
  <dt>Secret</dt><dd>${rotating ? html`rotated; the previous secret also signs until ${when(e.previousSecretUntil)}` : html`<span class="muted">set (shown only when created or rotated)</span>`}</dd>
  <dt>Created</dt><dd>${when(e.createdAt)}</dd>
</dl>
<p class="actions">
  ${e.disabledReason === null ? action(it, "disable", "Disable", { cls: "secondary" }) : action(it, "enable", "Enable")}
  ${action(it, "rotate", "Rotate secret", { cls: "secondary", confirm: "Make a new signing secret? The current one keeps signing beside it for 24 hours, then stops." })}
  ${action(it, "test", "Send test event", { cls: "secondary", target: "#delivery-rows", swap: "afterbegin" })}
  ${action(it, "delete", "Delete", { cls: "danger", confirm: `Delete the endpoint ${e.url} and its delivery log? Pending deliveries are dropped.` })}
</p>
</section>`;
}
