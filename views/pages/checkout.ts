/**
 * Public checkout pages: the local test checkout, the success page (the key, shown once, or the
 * plan now active) and the cancel page. Every value is escaped by the html`` template; the key is
 * shown in a <code> block that wraps on a narrow screen, with a copy button (views/assets/copy.js:
 * no inline script).
 */
import type { KeyMail } from "../../src/billing/service";
import { dollars } from "../../src/lib/money";
import { html, type Html } from "../../src/lib/html";
import { publicPage as page } from "../layouts/public";
import { copyButton } from "../partials/copy-button";

export interface LocalCheckoutView {
  id: string;
  email: string;
  /** An API subscription (delivers a key), an interface B plan (added to the account), or a one-off purchase (a report). */
  product: "api" | "plan" | "one_off";
  tier: string;
  planName: string;
  amountCents: number;
  /** The billing interval of a subscription; null for a one-off payment. */
  interval: string | null;
  /** What happens after Pay, for a one-off payment. */
  afterPay?: string;
}

const DELIVERS: Record<LocalCheckoutView["product"], string> = { api: "issues a real API key", plan: "gives the account a real plan", one_off: "delivers what is bought" };

/** The built-in test checkout. It must never be mistaken for a real payment page. */
export function localCheckoutPage(v: LocalCheckoutView): string {
  return page(
    "Test checkout",
    html`<div class="test-banner" role="alert">TEST CHECKOUT — no money moves. This page stands in for a payment provider
so the purchase can be tried end to end; pressing Pay ${DELIVERS[v.product]} on this server without charging anyone.</div>
<h1>${v.interval ? "Subscribe to" : "Buy"} ${v.planName}</h1>
<div class="card">
<p><strong>${dollars(v.amountCents)} ${v.interval ? `per ${v.interval}` : "once"}</strong> · ${v.product === "api" ? "tier" : v.product === "plan" ? "plan" : "type"} <code>${v.tier}</code></p>
<p class="muted">${
      v.product === "api"
        ? html`The API key will be shown on the next page; a copy is addressed to <strong>${v.email}</strong>.`
        : v.product === "plan"
          ? html`The plan will be added to the account <strong>${v.email}</strong>.`
          : v.afterPay
    }</p>
</div>
<div class="row">
<form method="post" action="/checkout/local/${v.id}/pay"><button type="submit">Pay ${dollars(v.amountCents)} (test)</button></form>
<form method="post" action="/checkout/local/${v.id}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

/**
 * What became of the mail with the key, said truthfully: "sent" only once SMTP accepted it
 * (see KeyMail); nothing at all when no mail was recorded.
 */
function mailNote(mail: KeyMail | null): Html | string {
  if (!mail) return "";
  switch (mail.status) {
    case "sent":
      return html`A copy was sent to <strong>${mail.to}</strong>.`;
    case "queued":
      return html`A copy is on its way to <strong>${mail.to}</strong>.`;
    case "failed":
      return html`The copy for <strong>${mail.to}</strong> could not be sent; it is kept in the operator's outbox.`;
    case "stored":
      return html`This server does not send mail: the copy for <strong>${mail.to}</strong> is kept in the operator's outbox.`;
  }
}

/** First visit after payment: the full key, with the warning that it will not be shown again. */
export function checkoutKeyPage(v: { key: string; tier: string; baseUrl: string; mail: KeyMail | null }): string {
  return page(
    "Your API key",
    html`<h1>Your API key</h1>
<p>Thank you — your <strong>${v.tier}</strong> subscription is active.</p>
<div class="secret-row"><code class="secret" id="api-key">${v.key}</code>${copyButton("api-key", "Copy key")}</div>
<div class="flash">Copy it now: this page shows the key <strong>only once</strong>. We keep only a fingerprint of it.
${mailNote(v.mail)}</div>
<p>Send it in the <code>x-api-key</code> header:</p>
<pre class="wrap"><code>curl -H "x-api-key: ${v.key}" ${v.baseUrl}/api/v1/tools?q=crm</code></pre>
<p><a href="/swagger">API documentation</a></p>`,
    { copyButtons: true },
  );
}

/** A plan purchase is complete: the plan is on the account (nothing to show once). */
export function checkoutPlanPage(v: { email: string; plan: string }): string {
  return page(
    "Plan active",
    html`<h1>Your plan is active</h1>
<p>Thank you — the <strong>${v.plan}</strong> plan is now on the account <strong>${v.email}</strong>.</p>
<p><a class="button" href="/app">Open the app</a></p>
<p class="muted">The app shows the plan, its renewal date and what it includes; its billing portal switches or cancels it. From the API, <code>GET /api/me</code> shows the plan.</p>
<p><a href="/swagger">API documentation</a></p>`,
  );
}

/** Later visits: the key has been shown; only its display prefix identifies it. */
export function checkoutShownPage(v: { tier: string; keyPrefix: string | null; mail: KeyMail | null }): string {
  return page(
    "Subscription active",
    html`<h1>Subscription active</h1>
<p>Your <strong>${v.tier}</strong> subscription is active${v.keyPrefix ? html` with the key <code>${v.keyPrefix}…</code>` : ""}.</p>
<p>The full key was shown once on this page; for your security it cannot be shown again. ${mailNote(v.mail)}
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
