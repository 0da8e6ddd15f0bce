/**
 * Interface B plans with Stripe: the checkout the SDK creates (subscription mode, the plan's
 * price, the account in metadata), the plan granted by the verified completion, plan changes,
 * failed payments, renewals and cancellation from Stripe events, and the Billing Portal session —
 * all against the fake Stripe on loopback, driven by the real SDK. Each test buys its own plan,
 * so they run in any order.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { listSubscriptionEvents, listSubscriptions } from "../../src/billing/queries";
import { listOutbox } from "../../src/mail/outbox";
import { accountWithPassword, bearer, me, signIn } from "../accounts/helpers";
import { createTestApp, type TestApp } from "../helpers/app";
import { signEvent, startFakeStripe, stripeEvent, type FakeStripe } from "../helpers/fake-stripe";
import { rows } from "../support/sql";

const SECRET = "whsec_plans_secret";
const DAY = 24 * 3600_000;
const START = Date.UTC(2026, 10, 22, 12);
const secs = (ms: number) => Math.floor(ms / 1000);

let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: "sk_test_plans", STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.url, STRIPE_PRICE_COMMAND: "price_command_cfg", RIVALSCOPE_BILLING_PER_MINUTE: "unlimited" },
  });
});
afterAll(async () => {
  await t.close();
  stripe.stop();
});

async function deliver(event: unknown) {
  const { body, signature } = await signEvent(event, SECRET, t.clock.now());
  const res = await t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body });
  expect(res.status).toBe(200);
  return (await res.json()).action as string;
}

/** A signed-in customer who started a Tracker checkout at Stripe: the session id Stripe gave. */
async function startCheckout(email: string) {
  t.clock.set(START);
  const accountId = (await accountWithPassword(t, email)).id;
  const token = (await signIn(t, email)).access_token;
  const res = await t.request("/api/billing/checkout", { method: "POST", headers: bearer(token), json: { plan: "tracker" } });
  expect(res.status).toBe(200);
  const url = (await res.json()).checkout_url as string;
  expect(url).toStartWith("https://checkout.stripe.test/c/pay/");
  return { accountId, token, sessionId: url.split("/").pop()!, sent: stripe.requests.at(-1)! };
}

const completedSession = (o: { sessionId: string; accountId: string; sub: string; customer: string; paidBy?: string }) => ({
  id: o.sessionId,
  object: "checkout.session",
  mode: "subscription",
  payment_status: "paid",
  customer: o.customer,
  customer_email: o.paidBy ?? "x@example.com",
  customer_details: { email: o.paidBy ?? "x@example.com" },
  client_reference_id: o.accountId,
  subscription: o.sub,
  metadata: { purpose: "plan_subscription", tier: "tracker", account_id: o.accountId },
});

const subscription = (o: { sub: string; customer: string; accountId: string }, price: { id: string; unit_amount: number }, periodEnd: number, status = "active") => ({
  id: o.sub,
  object: "subscription",
  status,
  customer: o.customer,
  metadata: { purpose: "plan_subscription", tier: "tracker", account_id: o.accountId },
  items: { object: "list", data: [{ id: "si_1", current_period_end: secs(periodEnd), price: { id: price.id, unit_amount: price.unit_amount, lookup_key: null, metadata: {} } }] },
});

const invoice = (sub: string, billingReason: string, periodEnd: number) => ({
  id: `in_${crypto.randomUUID().slice(0, 8)}`,
  object: "invoice",
  billing_reason: billingReason,
  attempt_count: 1,
  parent: { type: "subscription_details", subscription_details: { subscription: sub } },
  lines: { object: "list", data: [{ id: "il_1", period: { start: secs(periodEnd - 30 * DAY), end: secs(periodEnd) } }] },
});

describe("buying a plan with Stripe", () => {
  test("a subscription-mode checkout for the signed-in account; the verified completion gives the plan to that account — whatever address paid — and no API key", async () => {
    const c = await startCheckout("buyer@example.com");
    expect(c.sent.path).toBe("/v1/checkout/sessions");
    expect(c.sent.form).toMatchObject({
      mode: "subscription",
      customer_email: "buyer@example.com",
      client_reference_id: c.accountId,
      "metadata[purpose]": "plan_subscription",
      "metadata[tier]": "tracker",
      "metadata[account_id]": c.accountId,
      "subscription_data[metadata][purpose]": "plan_subscription",
      "line_items[0][price_data][unit_amount]": "9900",
      "line_items[0][price_data][recurring][interval]": "month",
      success_url: "http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}",
    });
    expect(await (await t.request(`/checkout/success?session_id=${c.sessionId}`)).text()).toContain("Confirming your payment");

    const session = completedSession({ sessionId: c.sessionId, accountId: c.accountId, sub: "sub_buy", customer: "cus_buy", paidBy: "someone-else@example.com" });
    expect(await deliver(stripeEvent("checkout.session.completed", session))).toBe("completed");
    expect((await me(t, c.token)).body).toMatchObject({ plan: "tracker", status: "active", obtained: "paid", period_end: new Date(START + 30 * DAY).toISOString() });
    const q = (sql: string) => rows(t.rt.db).get(sql);
    expect(await q("SELECT count(*) AS n FROM api_keys")).toEqual({ n: 0 });
    expect(await q("SELECT count(*) AS n FROM accounts WHERE email = 'someone-else@example.com'")).toEqual({ n: 0 });
    expect(await listOutbox(t.ctx)).toHaveLength(0);
    const success = await (await t.request(`/checkout/success?session_id=${c.sessionId}`)).text();
    expect(success).toContain("Your plan is active");
    expect(success).toContain("<strong>buyer@example.com</strong>");
    expect(success).not.toContain("someone-else");
    // A redelivery (another event id) changes nothing.
    expect(await deliver(stripeEvent("checkout.session.completed", session))).toBe("already_completed");
    expect((await listSubscriptions(t.ctx)).filter((s) => s.accountId === c.accountId)).toHaveLength(1);
  });

  test("a configured price id is used instead of an inline price", async () => {
    t.clock.set(START);
    const c = await accountWithPassword(t, "command-buyer@example.com");
    const token = (await signIn(t, "command-buyer@example.com")).access_token;
    expect((await t.request("/api/billing/checkout", { method: "POST", headers: bearer(token), json: { plan: "command" } })).status).toBe(200);
    expect(stripe.requests.at(-1)!.form).toMatchObject({ "line_items[0][price]": "price_command_cfg", "metadata[account_id]": c.id });
  });

  test("the portal: 400 before a purchase; then a Billing Portal session for the account's customer; Stripe's failure is a 500 without its words", async () => {
    const c = await startCheckout("portal@example.com");
    const portal = () => t.request("/api/billing/portal", { method: "POST", headers: bearer(c.token) });
    const before = await portal();
    expect(before.status).toBe(400);
    expect((await before.json()).message).toContain("buy a plan first");

    await deliver(stripeEvent("checkout.session.completed", completedSession({ sessionId: c.sessionId, accountId: c.accountId, sub: "sub_portal", customer: "cus_portal" })));
    const res = await portal();
    expect(res.status).toBe(200);
    expect((await res.json()).url).toStartWith("https://billing.stripe.test/p/session/");
    expect(stripe.requests.at(-1)).toMatchObject({ path: "/v1/billing_portal/sessions", form: { customer: "cus_portal", return_url: "http://localhost:3000/" } });

    stripe.failNext(400, { type: "invalid_request_error", message: "internal detail: acct_123 misconfigured" });
    const failed = await portal();
    expect(failed.status).toBe(500);
    const body = await failed.json();
    expect(body.error).toBe("payment_error");
    expect(body.message).not.toContain("acct_123");
  });
});

describe("the plan follows Stripe's events", () => {
  test("upgrade to the configured Command price and back, failed payment (plan kept), renewal, cancellation at period end — each one subscription event", async () => {
    const c = await startCheckout("events@example.com");
    const ids = { sub: "sub_events", customer: "cus_events", accountId: c.accountId };
    await deliver(stripeEvent("checkout.session.completed", completedSession({ sessionId: c.sessionId, accountId: c.accountId, sub: ids.sub, customer: ids.customer })));
    const periodEnd = START + 30 * DAY;
    let token = c.token;
    const plan = async () => (await me(t, token)).body;

    expect(await deliver(stripeEvent("customer.subscription.updated", subscription(ids, { id: "price_command_cfg", unit_amount: 29900 }, periodEnd)))).toBe("tier changed to command");
    expect(await plan()).toMatchObject({ plan: "command", status: "active" });
    expect(await deliver(stripeEvent("customer.subscription.updated", subscription(ids, { id: "price_inline", unit_amount: 9900 }, periodEnd)))).toBe("tier changed to tracker");
    expect(await deliver(stripeEvent("customer.subscription.updated", subscription(ids, { id: "price_command_cfg", unit_amount: 29900 }, periodEnd)))).toBe("tier changed to command");

    t.clock.set(periodEnd + 60_000);
    token = (await signIn(t, "events@example.com")).access_token; // the clock moved past the old token's hour
    expect(await deliver(stripeEvent("invoice.payment_failed", invoice(ids.sub, "subscription_cycle", periodEnd + 31 * DAY)))).toBe("payment failed");
    expect(await plan()).toMatchObject({ plan: "command", status: "past_due" });
    expect((await t.request("/api/me/allowances", { headers: bearer(token) })).status).toBe(200);

    expect(await deliver(stripeEvent("invoice.paid", invoice(ids.sub, "subscription_cycle", periodEnd + 31 * DAY)))).toBe("renewed");
    expect(await plan()).toMatchObject({ plan: "command", status: "active", period_end: new Date(periodEnd + 31 * DAY).toISOString() });

    expect(await deliver(stripeEvent("customer.subscription.deleted", subscription(ids, { id: "price_command_cfg", unit_amount: 29900 }, periodEnd + 31 * DAY, "canceled")))).toBe("canceled");
    expect(await plan()).toMatchObject({ plan: "command", status: "canceled", period_end: new Date(periodEnd + 31 * DAY).toISOString() });
    t.clock.set(periodEnd + 31 * DAY + 1000);
    token = (await signIn(t, "events@example.com")).access_token;
    expect(await plan()).toMatchObject({ plan: "none", status: null });
    expect((await t.request("/api/me/allowances", { headers: bearer(token) })).status).toBe(403);

    const sub = (await listSubscriptions(t.ctx)).find((s) => s.accountId === c.accountId)!;
    expect(sub).toMatchObject({ product: "plan", provider: "stripe", providerCustomerId: ids.customer, providerSubscriptionId: ids.sub });
    expect((await listSubscriptionEvents(t.ctx, { subscriptionId: sub.id })).map((e) => [e.type, e.data.plan, e.data.status])).toEqual([
      ["created", "tracker", "active"],
      ["upgraded", "command", "active"],
      ["downgraded", "tracker", "active"],
      ["upgraded", "command", "active"],
      ["payment_failed", "command", "past_due"],
      ["renewed", "command", "active"],
      ["canceled", "command", "canceled"],
    ]);
  });

  test("a plan checkout naming an unknown plan is ignored", async () => {
    const action = await deliver(
      stripeEvent("checkout.session.completed", { id: "cs_test_bogus", object: "checkout.session", mode: "subscription", payment_status: "paid", customer_details: { email: "x@example.com" }, subscription: "sub_bogus", metadata: { purpose: "plan_subscription", tier: "platinum" } }),
    );
    expect(action).toBe("ignored: unknown tier");
  });
});
