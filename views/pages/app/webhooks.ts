/**
 * The customer's webhook endpoints (/app/webhooks, the Command plan): the form that adds one — its
 * signing secret shown once — and the list of endpoints, each opening its page (the card with its
 * actions and the delivery log: views/pages/webhook-endpoint.ts, shared with the dashboard).
 * Without Command: what the plan would give and the button that gets it. Plain view-models only.
 */
import { html, type Html } from "../../../src/lib/html";
import { when } from "../../format";
import { appLink } from "../../layouts/app";
import { endpointStatus, type EndpointView } from "../../partials/webhook-endpoint";
import { webhookCreate, type WebhookCreateView } from "../../partials/webhook-create";
import { planGate, type PlanGateView } from "./plan-gate";

export interface AppWebhooksView {
  endpoints: EndpointView[];
  /** The form; null when the plan does not include webhooks. */
  create: WebhookCreateView | null;
  gate: PlanGateView | null;
  /** Event types, for the explanation. */
  eventTypes: readonly string[];
}

/** One endpoint in the list (`li#endpoint-<id>`). */
export function endpointItem(e: EndpointView): Html {
  return html`<li class="card endpoint" id="endpoint-${e.id}">
  <div class="title-row"><h3 class="url">${appLink(`/app/webhooks/${encodeURIComponent(e.id)}`, e.url)}</h3>${endpointStatus(e)}</div>
  <p class="muted"><code>${e.id}</code>${e.description ? html` · ${e.description}` : ""} · added ${when(e.createdAt)}</p>
  <p>${e.events === null ? html`<span class="muted">All events</span>` : e.events.join(", ")}</p>
</li>`;
}

/** The list (`#endpoint-list`); the form adds new endpoints at its top. */
export function endpointList(endpoints: EndpointView[]): Html {
  return html`<ul class="plain endpoints" id="endpoint-list">${endpoints.map(endpointItem)}</ul>${endpoints.length ? "" : html`<p class="empty" id="no-endpoints">No endpoints yet.</p>`}`;
}

export function appWebhooksPage(v: AppWebhooksView): Html {
  return html`<h1>Webhooks</h1>
<p class="muted">Rivalscope POSTs every event to your endpoints as JSON — ${v.eventTypes.map((t, i) => html`${i ? ", " : ""}<code>${t}</code>`)} — signed with the endpoint's secret: the Standard Webhooks headers (<code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>; the <code>standardwebhooks</code> libraries verify them) and <code>x-service-signature</code>, a hex HMAC-SHA256 of the body. Failed deliveries are retried with backoff; each attempt is in the endpoint's log.</p>
${v.gate ? planGate(v.gate) : ""}
${v.create ? webhookCreate(v.create) : ""}
<h2>Your endpoints</h2>
${endpointList(v.endpoints)}`;
}
