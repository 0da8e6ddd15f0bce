/**
 * Public checkout pages: the local test checkout (/checkout/local/:id with its Pay and Cancel
 * forms), the success page every provider returns to, and the cancel page.
 *
 * Pages that can show a key are sent with `Cache-Control: no-store` (no copy in a shared or
 * browser cache) and `Referrer-Policy: no-referrer` (the session id in the URL is not passed on
 * to the next site the buyer opens).
 */
import { Elysia } from "elysia";
import { ANONYMOUS, type ContextFactory, type Ctx } from "../../context";
import { requestMeta } from "../plugins/core";
import { offerOf } from "../../billing/plans";
import { purchaseOfSession } from "../../billing/lifecycle";
import type { Billing } from "../../billing/service";
import type { Config } from "../../config";
import {
  checkoutCanceledPage,
  checkoutKeyPage,
  checkoutMessagePage,
  checkoutPendingPage,
  checkoutPlanPage,
  checkoutShownPage,
  localCheckoutPage,
} from "../../../views/pages/checkout";

const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" };
const htmlPage = (body: string, status = 200) => new Response(body, { status, headers });
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" } });

// Session ids are ours (cs_local_…) or Stripe's (cs_test_… / cs_live_…): anything else is not one.
const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

const notFound = () => htmlPage(checkoutMessagePage("Checkout not found", "There is no checkout with this address. Start a new one from the API (POST /api/v1/checkout, POST /api/billing/checkout for a plan, or POST /api/reports/request for a report)."), 404);

export const checkoutPageRoutes = (deps: { billing: Billing; config: Config; context: ContextFactory }) => {
  const { billing } = deps;
  /** The buyer on these pages is known only by the unguessable session id they hold. */
  const buyer = (request: Request) => deps.context(ANONYMOUS, requestMeta(request).ip);
  const localSession = async (ctx: Ctx, id: string) => (SESSION_ID.test(id) ? await billing.getLocalCheckout(ctx, { id }) : null);
  const toSuccess = (id: string) => seeOther(`/checkout/success?session_id=${encodeURIComponent(id)}`);
  return new Elysia({ name: "checkout-pages" })
    .get(
      "/checkout/local/:id",
      async ({ params, request }) => {
        const ctx = buyer(request);
        const s = await localSession(ctx, params.id);
        // What the page sells: a one-off purchase (a report) as its domain describes it, a subscription by its offer.
        const item = s?.reference ? await billing.oneOff.handler(s.purpose)?.describe(ctx, s.reference) : null;
        const purchase = s && !s.reference ? purchaseOfSession(s) : null;
        const offer = purchase && offerOf(billing.offers, purchase);
        const sold = item
          ? { product: "one_off" as const, planName: item.name, amountCents: item.amountCents, interval: null, afterPay: item.afterPay }
          : purchase && offer
            ? { product: purchase.product, planName: offer.name, amountCents: offer.amountCents, interval: offer.interval }
            : null;
        if (!s || !sold) return notFound();
        if (s.status === "completed") return toSuccess(s.id);
        if (s.status === "canceled") return htmlPage(checkoutCanceledPage());
        if (billing.localCheckoutExpired(ctx, s)) return htmlPage(checkoutMessagePage("Checkout expired", "This test checkout expired 24 hours after it was started and can no longer be paid. Start a new one from the API."), 410);
        return htmlPage(localCheckoutPage({ id: s.id, email: s.email, tier: s.tier, ...sold }));
      },
      { detail: { hide: true } },
    )
    .post(
      "/checkout/local/:id/pay",
      async ({ params, request }) => {
        // No CSRF token: the unguessable session id in the path is the only thing that grants
        // access to this checkout, and a forged Pay could at most complete a test purchase the
        // buyer started, issuing the key to the buyer's own address.
        const ctx = buyer(request);
        const s = await localSession(ctx, params.id);
        if (!s) return notFound();
        const result = await billing.payLocal(ctx, { id: s.id });
        if (result.outcome === "rejected") return htmlPage(checkoutMessagePage("Checkout not payable", `This checkout cannot be paid: ${result.reason}. Start a new one.`), 409);
        return toSuccess(s.id);
      },
      { detail: { hide: true } },
    )
    .post(
      "/checkout/local/:id/cancel",
      async ({ params, request }) => {
        const ctx = buyer(request);
        const s = await localSession(ctx, params.id);
        if (!s) return notFound();
        return (await billing.cancelLocalCheckout(ctx, { id: s.id })).status === "completed" ? toSuccess(s.id) : seeOther("/checkout/cancel");
      },
      { detail: { hide: true } },
    )
    .get(
      "/checkout/success",
      async ({ query, request }) => {
        const id = typeof query.session_id === "string" ? query.session_id : "";
        if (!id) return htmlPage(checkoutMessagePage("Missing checkout", "This page needs the session_id of a checkout in its address."), 400);
        if (!SESSION_ID.test(id)) return notFound();
        const r = await billing.checkoutResult(buyer(request), { id });
        switch (r.state) {
          case "unknown":
            return notFound();
          case "pending":
            return htmlPage(checkoutPendingPage());
          case "canceled":
            return htmlPage(checkoutCanceledPage());
          case "plan":
            return htmlPage(checkoutPlanPage({ email: r.session.email, plan: r.session.tier }));
          case "key":
            return htmlPage(checkoutKeyPage({ key: r.key, tier: r.session.tier, baseUrl: deps.config.baseUrl, mail: r.mail }));
          case "shown":
            return htmlPage(checkoutShownPage({ tier: r.session.tier, keyPrefix: r.keyPrefix, mail: r.mail }));
          case "one_off":
            // Paid for one thing (a report): the buyer goes on to it.
            return r.landing ? seeOther(r.landing) : htmlPage(checkoutMessagePage("Payment received", "This checkout is paid. What it paid for is no longer sold on this server; please contact its operator."));
        }
      },
      { detail: { hide: true } },
    )
    .get("/checkout/cancel", () => htmlPage(checkoutCanceledPage()), { detail: { hide: true } });
};
