/**
 * Paying for a report: the local Pay button and a verified Stripe `checkout.session.completed`
 * (or `async_payment_succeeded`) take the same path — the report moves to processing and exactly
 * one generation job is queued, however often the payment is reported.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { getCheckoutSession } from "../../src/billing/lifecycle";
import { signEvent, startFakeStripe, stripeEvent, type FakeStripe } from "../helpers/fake-stripe";
import { createReportsApp, type ReportsTestApp } from "./helpers";

const SECRET = "whsec_reports_test";

describe("the local test checkout", () => {
  let t: ReportsTestApp;
  beforeAll(async () => {
    t = await createReportsApp();
  });
  afterAll(() => t.close());

  const requested = async (sites = ["next-data"]) => (await (await t.requestReport(sites)).json()) as { report_id: string; checkout_url: string };

  test("Pay moves the report to processing, queues one generation job, and lands on the report's page", async () => {
    const { report_id, checkout_url } = await requested();
    const paid = await t.pay(checkout_url);
    expect(paid.status).toBe(303);
    const success = paid.headers.get("location")!;
    expect(success).toStartWith("/checkout/success?session_id=cs_local_");
    const landing = await t.request(success, { redirect: "manual" });
    expect(landing.status).toBe(303);
    expect(landing.headers.get("location")).toBe(`http://localhost:3000/reports/${report_id}`);
    expect(await t.report(report_id)).toMatchObject({ status: "processing", paidAt: t.clock.now() });
    expect(await t.jobsOf(report_id)).toEqual([expect.objectContaining({ status: "queued", attempts: 0 })]);
  });

  test("the log line of the payment names the account, never the report id or the checkout session id (both open something)", async () => {
    const { report_id, checkout_url } = await requested(["jsonld-offers"]);
    const sessionId = new URL(checkout_url).pathname.split("/").pop()!;
    const from = t.logger.lines.length;
    expect((await t.pay(checkout_url)).status).toBe(303);
    const lines = t.logger.lines.slice(from);
    expect(lines.find((l) => l.msg === "local checkout paid")).toEqual(expect.objectContaining({ purpose: "report", account_id: (await t.report(report_id)).accountId }));
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(report_id);
    expect(logged).not.toContain(sessionId);
  });

  test("Pay pressed twice: one payment, one job", async () => {
    const { report_id, checkout_url } = await requested(["nuxt"]);
    expect((await t.pay(checkout_url)).status).toBe(303);
    expect((await t.pay(checkout_url)).status).toBe(303);
    expect((await t.jobsOf(report_id)).length).toBe(1);
    // The checkout page of a paid session goes on to the report too.
    const again = await t.request(new URL(checkout_url).pathname, { redirect: "manual" });
    expect(again.status).toBe(303);
  });

  test("a canceled checkout cannot be paid afterwards; the report stays pending", async () => {
    const { report_id, checkout_url } = await requested(["plain-cards"]);
    const path = new URL(checkout_url).pathname;
    expect((await t.request(`${path}/cancel`, { method: "POST", redirect: "manual" })).headers.get("location")).toBe("/checkout/cancel");
    const res = await t.pay(checkout_url);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("this checkout was canceled");
    expect((await t.report(report_id)).status).toBe("pending");
    expect(await t.jobsOf(report_id)).toEqual([]);
  });

  test("a test checkout expires after 24 hours", async () => {
    const { report_id, checkout_url } = await requested(["free-trial"]);
    t.clock.advance(24 * 3_600_000 + 1);
    try {
      expect((await t.request(new URL(checkout_url).pathname)).status).toBe(410);
      expect((await t.pay(checkout_url)).status).toBe(409);
      expect((await t.report(report_id)).status).toBe("pending");
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 1));
    }
  });
});

describe("Stripe events", () => {
  let stripe: FakeStripe;
  let t: ReportsTestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.stop());
  beforeEach(async () => {
    t = await createReportsApp({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.url });
  });
  afterEach(() => t.close());

  /** A report sold through (fake) Stripe, and the Checkout Session object its completion event carries. */
  async function soldReport() {
    const { report_id, checkout_url } = (await (await t.requestReport(["next-data", "nuxt"])).json()) as { report_id: string; checkout_url: string };
    const sessionId = new URL(checkout_url).pathname.split("/").pop()!;
    const session = (over: Record<string, unknown> = {}) => ({
      id: sessionId,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      customer_details: { email: "ann@example.com" },
      metadata: { purpose: "report", tier: "snapshot", reference: report_id },
      ...over,
    });
    return { report_id, sessionId, session };
  }

  async function deliver(event: unknown) {
    const { body, signature } = await signEvent(event, SECRET, t.clock.now());
    return t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body });
  }

  test("checkout.session.completed moves the report to processing with one job; the same event again changes nothing", async () => {
    const { report_id, sessionId, session } = await soldReport();
    const event = stripeEvent("checkout.session.completed", session());
    expect((await deliver(event)).status).toBe(200);
    expect((await t.report(report_id)).status).toBe("processing");
    expect((await getCheckoutSession(t.ctx, { id: sessionId }))!.status).toBe("completed");
    expect((await deliver(event)).status).toBe(200);
    expect((await t.jobsOf(report_id)).length).toBe(1);
  });

  test("two different events for one session (Stripe's retry under a new id, then async_payment_succeeded): one job", async () => {
    const { report_id, session } = await soldReport();
    await deliver(stripeEvent("checkout.session.completed", session()));
    await deliver(stripeEvent("checkout.session.completed", session()));
    await deliver(stripeEvent("checkout.session.async_payment_succeeded", session()));
    expect((await t.jobsOf(report_id)).length).toBe(1);
    expect((await t.report(report_id)).status).toBe("processing");
  });

  test("an unsettled payment waits for async_payment_succeeded", async () => {
    const { report_id, session } = await soldReport();
    await deliver(stripeEvent("checkout.session.completed", session({ payment_status: "unpaid" })));
    expect((await t.report(report_id)).status).toBe("pending");
    expect(await t.jobsOf(report_id)).toEqual([]);
    await deliver(stripeEvent("checkout.session.async_payment_succeeded", session()));
    expect((await t.report(report_id)).status).toBe("processing");
    expect((await t.jobsOf(report_id)).length).toBe(1);
  });

  test("a session created outside this server still pays for the report its metadata names", async () => {
    const { report_id } = await soldReport();
    const foreign = stripeEvent("checkout.session.completed", { id: "cs_test_made_in_the_dashboard", object: "checkout.session", mode: "payment", payment_status: "paid", customer_email: "ann@example.com", metadata: { purpose: "report", reference: report_id } });
    await deliver(foreign);
    expect((await t.report(report_id)).status).toBe("processing");
    expect(await getCheckoutSession(t.ctx, { id: "cs_test_made_in_the_dashboard" })).toMatchObject({ status: "completed", reference: report_id, purpose: "report" });
  });

  test("payment events that pay for nothing of ours change nothing", async () => {
    const { report_id, session } = await soldReport();
    const res = await deliver(stripeEvent("checkout.session.completed", { ...session(), id: "cs_test_other", metadata: { purpose: "donation" } }));
    expect(res.status).toBe(200);
    await deliver(stripeEvent("checkout.session.completed", { ...session(), id: "cs_test_nothing", metadata: {} }));
    expect((await t.report(report_id)).status).toBe("pending");
    expect(await getCheckoutSession(t.ctx, { id: "cs_test_other" })).toBeNull();
  });

  test("a bad signature changes nothing", async () => {
    const { report_id, session } = await soldReport();
    const { body } = await signEvent(stripeEvent("checkout.session.completed", session()), "whsec_someone_else", t.clock.now());
    const { signature } = await signEvent({}, SECRET, t.clock.now());
    const res = await t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body });
    expect(res.status).toBe(400);
    expect((await t.report(report_id)).status).toBe("pending");
  });
});
