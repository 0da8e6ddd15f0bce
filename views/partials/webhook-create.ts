/**
 * The form that adds a webhook endpoint (`#webhook-create`), and after it succeeded the signing
 * secret — shown in this answer only — with the new endpoint added to the list through an
 * `<hx-partial>`. The dashboard's form names the account (`askEmail`); the customer app's adds
 * to the signed-in account.
 */
import { html, type Html } from "../../src/lib/html";
import { csrfField } from "./links";
import { secretOnce, type WebhookBase } from "./webhook-endpoint";

export interface WebhookCreateView {
  csrfToken: string;
  base: WebhookBase;
  /** The dashboard asks whose endpoint it is. */
  askEmail: boolean;
  /** Event types an endpoint may be limited to. */
  eventTypes: readonly string[];
  limit: number;
  /** The list the new endpoint joins (`#endpoint-rows` rows, `#endpoint-list` cards). */
  list: "#endpoint-rows" | "#endpoint-list";
  /** Whether http:// addresses are accepted (RIVALSCOPE_ALLOW_PRIVATE_NETWORKS). */
  privateNetworks?: boolean;
  values?: { email: string; url: string; description: string; events: string[] };
  error?: string;
  created?: { secret: string; item: Html };
}

export function webhookCreate(v: WebhookCreateView): Html {
  const val = v.values ?? { email: "", url: "", description: "", events: [] };
  const err = v.error ? html` aria-describedby="webhook-create-error"` : "";
  return html`<section id="webhook-create" class="card">
<h2>Add an endpoint</h2>
${v.created ? html`${secretOnce(v.created.secret, "Endpoint added. Its signing secret:")}<hx-partial hx-target="${v.list}" hx-swap="afterbegin">${v.created.item}</hx-partial>` : ""}
${v.error ? html`<div class="flash error" role="alert" id="webhook-create-error">${v.error}</div>` : ""}
<form method="post" action="${v.base}" hx-post="${v.base}" hx-target="#webhook-create" hx-swap="outerHTML">
  ${csrfField(v.csrfToken)}
  <div class="row">
    ${v.askEmail ? html`<div><label for="wh-email">Account email</label><input id="wh-email" name="email" type="email" required maxlength="254" value="${val.email}"${err}></div>` : ""}
    <div><label for="wh-url">URL</label><input id="wh-url" name="url" type="url" required maxlength="2048" value="${val.url}" placeholder="https://example.com/webhooks/rivalscope"${err}></div>
    <div><label for="wh-description">Description <span class="muted">(optional)</span></label><input id="wh-description" name="description" maxlength="200" value="${val.description}"></div>
  </div>
  <fieldset class="events"><legend class="muted">Events <span class="muted">(none ticked: all)</span></legend>
    ${v.eventTypes.map((t) => html`<label class="inline-check"><input type="checkbox" name="events" value="${t}"${val.events.includes(t) ? html` checked` : ""}> ${t}</label> `)}
  </fieldset>
  <p><button type="submit">Add endpoint</button> <span class="muted">At most ${v.limit} per account. The URL must use https://${
    v.askEmail ? " (http:// only with RIVALSCOPE_ALLOW_PRIVATE_NETWORKS)" : v.privateNetworks ? " (http:// is accepted on this server)" : ""
  } and must not lead to a private, loopback or metadata address.</span></p>
</form>
</section>`;
}
