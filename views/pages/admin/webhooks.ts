/**
 * Webhooks: every customer's endpoints (by account), a form to add one — its secret shown once —
 * and one endpoint's page with its actions and delivery log.
 */
import type { DeliveryWithAttempts } from "../../../src/webhooks/deliveries";
import type { EndpointRow } from "../../../src/webhooks/endpoints";
import { html, type Html } from "../../../src/lib/html";
import { csrfField, navLink } from "../../layouts/admin";
import { DELIVERY_COLUMNS, deliveryRow } from "../../partials/delivery-row";
import { ENDPOINT_COLUMNS, endpointCard, endpointRow, secretOnce, type EndpointCardView } from "../../partials/webhook-endpoint";

// ── The list ──

export interface WebhookCreateView {
  csrfToken: string;
  /** Event types an endpoint may be limited to. */
  eventTypes: readonly string[];
  limit: number;
  values?: { email: string; url: string; description: string; events: string[] };
  error?: string;
  created?: { secret: string; row: Html };
}

export function webhookCreate(v: WebhookCreateView): Html {
  const val = v.values ?? { email: "", url: "", description: "", events: [] };
  return html`<section id="webhook-create" class="card">
<h2>Add an endpoint</h2>
${v.created ? html`${secretOnce(v.created.secret, "Endpoint added. Its signing secret:")}<hx-partial hx-target="#endpoint-rows" hx-swap="afterbegin">${v.created.row}</hx-partial>` : ""}
${v.error ? html`<div class="flash error" role="alert">${v.error}</div>` : ""}
<form method="post" action="/admin/webhooks" hx-post="/admin/webhooks" hx-target="#webhook-create" hx-swap="outerHTML">
  ${csrfField(v.csrfToken)}
  <div class="row">
    <div><label for="wh-email">Account email</label><input id="wh-email" name="email" type="email" required maxlength="254" value="${val.email}"></div>
    <div><label for="wh-url">URL</label><input id="wh-url" name="url" type="url" required maxlength="2048" value="${val.url}" placeholder="https://example.com/webhooks/rivalscope"></div>
    <div><label for="wh-description">Description <span class="muted">(optional)</span></label><input id="wh-description" name="description" maxlength="200" value="${val.description}"></div>
  </div>
  <fieldset class="events"><legend class="muted">Events <span class="muted">(none ticked: all)</span></legend>
    ${v.eventTypes.map((t) => html`<label class="inline-check"><input type="checkbox" name="events" value="${t}"${val.events.includes(t) ? html` checked` : ""}> ${t}</label> `)}
  </fieldset>
  <p><button type="submit">Add endpoint</button> <span class="muted">At most ${v.limit} per account. The URL must use https:// (http:// only with RIVALSCOPE_ALLOW_PRIVATE_NETWORKS) and must not lead to a private, loopback or metadata address.</span></p>
</form>
</section>`;
}

export interface WebhooksView {
  endpoints: EndpointRow[];
  q: string;
  create: WebhookCreateView;
}

/** The table body (`#endpoint-rows`), what the search swaps. */
export function endpointRows(v: Pick<WebhooksView, "endpoints" | "q">): Html {
  return html`${v.endpoints.map(endpointRow)}<tr class="empty-row"><td colspan="${ENDPOINT_COLUMNS}" class="empty">${
    v.q ? "No endpoint matches this search." : "No webhook endpoints yet. Customers on the Command plan add them through the API; you can add one above."
  }</td></tr>`;
}

export function webhooksPage(v: WebhooksView): Html {
  return html`<h1>Webhooks</h1>
${webhookCreate(v.create)}
<form class="filters row" method="get" action="/admin/webhooks" role="search" hx-get="/admin/webhooks" hx-target="#endpoint-rows" hx-push-url="true" hx-trigger="submit, input changed delay:300ms">
  <div><label for="q">Search</label><input id="q" name="q" type="search" value="${v.q}" placeholder="account email or URL"></div>
</form>
<div class="table-wrap"><table><thead><tr><th>Account</th><th>Endpoint</th><th>Events</th><th>Status</th><th>Created</th></tr></thead>
<tbody id="endpoint-rows">${endpointRows(v)}</tbody></table></div>`;
}

// ── One endpoint ──

export interface EndpointPageView extends EndpointCardView {
  deliveries: DeliveryWithAttempts[];
  /** The `before` cursor of the next, older page. */
  next: string | null;
}

/** The log's body (`#delivery-rows`). */
export function deliveryRows(v: Pick<EndpointPageView, "deliveries" | "csrfToken">): Html {
  return html`${v.deliveries.map((delivery) => deliveryRow({ delivery, csrfToken: v.csrfToken }))}<tr class="empty-row"><td colspan="${DELIVERY_COLUMNS}" class="empty">No deliveries yet. Send a test event to try the receiver.</td></tr>`;
}

export function endpointPage(v: EndpointPageView): Html {
  const e = v.endpoint;
  return html`<p class="muted">${navLink("/admin/webhooks", "← Webhooks")}</p>
<h1>Endpoint <code>${e.id}</code></h1>
${endpointCard(v)}
<h2>Deliveries</h2>
<p class="muted">Newest first. Each delivery is one event; its id is the <code>webhook-id</code> header, the same on every attempt. Redeliver sends a finished one again with the same id.</p>
<div class="table-wrap"><table class="deliveries"><thead><tr><th>Event</th><th>Status</th><th>Dates</th><th>Last answer</th><th></th></tr></thead>
<tbody id="delivery-rows">${deliveryRows(v)}</tbody></table></div>
${v.next ? html`<p class="pager"><span></span>${navLink(`/admin/webhooks/${encodeURIComponent(e.id)}?before=${encodeURIComponent(v.next)}`, "Older deliveries →")}</p>` : ""}`;
}
