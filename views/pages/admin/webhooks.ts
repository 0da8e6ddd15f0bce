/**
 * Webhooks: every customer's endpoints (by account) and a form to add one — its secret shown once.
 * One endpoint's page (its actions and delivery log) is views/pages/webhook-endpoint.ts, shared
 * with the customer app.
 */
import type { EndpointRow } from "../../../src/webhooks/endpoints";
import { html, type Html } from "../../../src/lib/html";
import { ENDPOINT_COLUMNS, endpointRow } from "../../partials/webhook-endpoint";
import { webhookCreate, type WebhookCreateView } from "../../partials/webhook-create";

export { webhookCreate, type WebhookCreateView };

// ── The list ──

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
