/**
 * One webhook endpoint's page — its card with the actions and its delivery log — shared by the
 * dashboard (`base` /admin/webhooks, any account's endpoint) and the customer app (`base`
 * /app/webhooks, the customer's own).
 */
import type { DeliveryWithAttempts } from "../../src/webhooks/deliveries";
import { html, type Html } from "../../src/lib/html";
import { DELIVERY_COLUMNS, deliveryRow } from "../partials/delivery-row";
import { hxLink } from "../partials/links";
import { endpointCard, type EndpointCardView } from "../partials/webhook-endpoint";

export interface EndpointPageView extends EndpointCardView {
  deliveries: DeliveryWithAttempts[];
  /** The `before` cursor of the next, older page. */
  next: string | null;
}

/** The log's body (`#delivery-rows`). */
export function deliveryRows(v: Pick<EndpointPageView, "deliveries" | "csrfToken" | "base">): Html {
  return html`${v.deliveries.map((delivery) => deliveryRow({ delivery, csrfToken: v.csrfToken, base: v.base }))}<tr class="empty-row"><td colspan="${DELIVERY_COLUMNS}" class="empty">No deliveries yet. Send a test event to try the receiver.</td></tr>`;
}

export function endpointPage(v: EndpointPageView): Html {
  const e = v.endpoint;
  return html`<p class="muted">${hxLink(v.base, "← Webhooks")}</p>
<h1>Endpoint <code>${e.id}</code></h1>
${endpointCard(v)}
<h2>Deliveries</h2>
<p class="muted">Newest first. Each delivery is one event; its id is the <code>webhook-id</code> header, the same on every attempt. Redeliver sends a finished one again with the same id.</p>
<div class="table-wrap"><table class="deliveries"><thead><tr><th>Event</th><th>Status</th><th>Dates</th><th>Last answer</th><th></th></tr></thead>
<tbody id="delivery-rows">${deliveryRows(v)}</tbody></table></div>
${v.next ? html`<p class="pager"><span></span>${hxLink(`${v.base}/${encodeURIComponent(e.id)}?before=${encodeURIComponent(v.next)}`, "Older deliveries →")}</p>` : ""}`;
}
