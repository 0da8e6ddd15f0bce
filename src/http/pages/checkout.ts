/**
 * Public checkout pages: the local test checkout (/checkout/local/:id with its Pay and Cancel
 * forms), the success page every provider returns to, and the cancel page.
 *
 * Pages that can show a key are sent with `Cache-Control: no-store` (no copy in a shared or
 * browser cache) and `Referrer-Policy: no-referrer` (the session id in the URL is not passed on
 * to the next site the buyer opens).
 */
import { Elysia } from "elysia";
import { API_PLANS, isApiTier } from "../../billing/plans";
import type { Billing } from "../../billing/service";
import type { Config } from "../../config";
import type { Mailer } from "../../mail/mailer";
import {
  checkoutCanceledPage,
  checkoutKeyPage,
  checkoutMessagePage,
  checkoutPendingPage,
  checkoutShownPage,
  localCheckoutPage,
} from "../../../views/pages/checkout";

const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" };
const htmlPage = (body: string, status = 200) => new Response(body, { status, headers });
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

// Session ids are ours (cs_local_…) or Stripe's (cs_test_… / cs_live_…): anything else is not one.
const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

const notFound = () => htmlPage(checkoutMessagePage("Checkout not found", "There is no checkout with this address. Start a new one from the API (POST /api/v1/checkout)."), 404);

export const checkoutPageRoutes = (deps: { billing: Billing; config: Config; mail: Mailer }) => {
  const { billing } = deps;
  const localSession = (id: string) => (SESSION_ID.test(id) ? billing.getLocalCheckout(id) : null);
  const toSuccess = (id: string) => seeOther(`/checkout/success?session_id=${encodeURIComponent(id)}`);
  return new Elysia({ name: "checkout-pages" })
    .get(
      "/checkout/local/:id",
      ({ params }) => {
        const s = localSession(params.id);
        if (!s || !isApiTier(s.tier)) return notFound();
        if (s.status === "completed") return toSuccess(s.id);
        if (s.status === "canceled") return htmlPage(checkoutCanceledPage());
        const plan = API_PLANS[s.tier];
        return htmlPage(localCheckoutPage({ id: s.id, email: s.email, tier: s.tier, planName: plan.name, amountCents: plan.amountCents, interval: plan.interval }));
      },
      { detail: { hide: true } },
    )
    .post(
      "/checkout/local/:id/pay",
      ({ params }) => {
        // No CSRF token: the unguessable session id in the path is the only thing that grants
        // access to this checkout, and a forged Pay could at most complete a test purchase the
        // buyer started, issuing the key to the buyer's own address.
        const s = localSession(params.id);
        if (!s) return notFound();
        const result = billing.payLocalCheckout(s.id);
        if (result.outcome === "rejected") return htmlPage(checkoutMessagePage("Checkout canceled", `This checkout cannot be paid: ${result.reason}. Start a new one.`), 409);
        return toSuccess(s.id);
      },
      { detail: { hide: true } },
    )
    .post(
      "/checkout/local/:id/cancel",
      ({ params }) => {
        const s = localSession(params.id);
        if (!s) return notFound();
        return billing.cancelLocalCheckout(s.id).status === "completed" ? toSuccess(s.id) : seeOther("/checkout/cancel");
      },
      { detail: { hide: true } },
    )
    .get(
      "/checkout/success",
      ({ query }) => {
        const id = typeof query.session_id === "string" ? query.session_id : "";
        if (!id) return htmlPage(checkoutMessagePage("Missing checkout", "This page needs the session_id of a checkout in its address."), 400);
        if (!SESSION_ID.test(id)) return notFound();
        const r = billing.checkoutResult(id);
        switch (r.state) {
          case "unknown":
            return notFound();
          case "pending":
            return htmlPage(checkoutPendingPage());
          case "canceled":
            return htmlPage(checkoutCanceledPage());
          case "key":
            return htmlPage(checkoutKeyPage({ key: r.key, email: r.session.email, tier: r.session.tier, baseUrl: deps.config.baseUrl, mailed: deps.mail.mode }));
          case "shown":
            return htmlPage(checkoutShownPage({ email: r.session.email, tier: r.session.tier, keyPrefix: r.keyPrefix }));
        }
      },
      { detail: { hide: true } },
    )
    .get("/checkout/cancel", () => htmlPage(checkoutCanceledPage()), { detail: { hide: true } });
};
