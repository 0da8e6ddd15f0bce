/**
 * Public checkout pages: the local test checkout, the success page (the key, shown once) and the
 * cancel page. Every value is escaped by the html`` template; the key is shown in a <code> block.
 */
import { html, type Html } from "../../src/lib/html";

function page(title: string, body: Html, opts: { refreshSeconds?: number } = {}): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${opts.refreshSeconds ? html`<meta http-equiv="refresh" content="${opts.refreshSeconds}">` : ""}
<title>${title} · Rivalscope</title><link rel="stylesheet" href="/assets/app.css"></head>
<body><main class="narrow">${body}</main></body></html>`.value;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

export interface LocalCheckoutView {
  id: string;
  email: string;
  tier: string;
  planName: string;
  amountCents: number;
  interval: string;
}

/** The built-in test checkout. It must never be mistaken for a real payment page. */
export function localCheckoutPage(v: LocalCheckoutView): string {
  return page(
    "Test checkout",
    html`<div class="test-banner" role="alert">TEST CHECKOUT — no money moves. This page stands in for a payment provider
so the purchase can be tried end to end; pressing Pay issues a real API key on this server without charging anyone.</div>
<h1>Subscribe to ${v.planName}</h1>
<div class="card">
<p><strong>${dollars(v.amountCents)} per ${v.interval}</strong> · tier <code>${v.tier}</code></p>
<p class="muted">The API key will be shown on the next page and sent to <strong>${v.email}</strong>.</p>
</div>
<div class="row">
<form method="post" action="/checkout/local/${v.id}/pay"><button type="submit">Pay ${dollars(v.amountCents)} (test)</button></form>
<form method="post" action="/checkout/local/${v.id}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

/** First visit after payment: the full key, with the warning that it will not be shown again. */
export function checkoutKeyPage(v: { key: string; email: string; tier: string; baseUrl: string; mailed: "smtp" | "outbox" }): string {
  return page(
    "Your API key",
    html`<h1>Your API key</h1>
<p>Thank you — your <strong>${v.tier}</strong> subscription is active.</p>
<code class="secret" id="api-key">${v.key}</code>
<div class="flash">Copy it now: this page shows the key <strong>only once</strong>. We keep only a fingerprint of it.
${v.mailed === "smtp" ? html`A copy was mailed to <strong>${v.email}</strong>.` : html`A copy was left for <strong>${v.email}</strong> in this server's outbox.`}</div>
<p>Send it in the <code>x-api-key</code> header:</p>
<pre><code>curl -H "x-api-key: ${v.key}" ${v.baseUrl}/api/v1/tools?q=crm</code></pre>
<p><a href="/swagger">API documentation</a></p>`,
  );
}

/** Later visits: the key has been shown; only its display prefix identifies it. */
export function checkoutShownPage(v: { email: string; tier: string; keyPrefix: string | null }): string {
  return page(
    "Subscription active",
    html`<h1>Subscription active</h1>
<p>Your <strong>${v.tier}</strong> subscription is active${v.keyPrefix ? html` with the key <code>${v.keyPrefix}…</code>` : ""}.</p>
<p>The full key was shown once on this page and sent to <strong>${v.email}</strong>; for your security it cannot be shown again.
If you have lost it, contact the operator of this service to have it replaced.</p>
<p><a href="/swagger">API documentation</a></p>`,
  );
}

/** The buyer is back from Stripe before Stripe's event has reached us: wait and reload. */
export function checkoutPendingPage(): string {
  return page(
    "Confirming payment",
    html`<h1>Confirming your payment…</h1>
<p>We are waiting for the payment provider to confirm the payment. This usually takes a few seconds;
this page reloads by itself and will then show your API key.</p>`,
    { refreshSeconds: 3 },
  );
}

export function checkoutCanceledPage(): string {
  return page(
    "Checkout canceled",
    html`<h1>Checkout canceled</h1>
<p>No payment was taken and no subscription was created. You can start a new checkout at any time.</p>
<p><a href="/swagger">API documentation</a></p>`,
  );
}

/** A plain message page (unknown session, already paid, …) with the status in the title. */
export function checkoutMessagePage(title: string, message: string): string {
  return page(title, html`<h1>${title}</h1><p>${message}</p>`);
}
