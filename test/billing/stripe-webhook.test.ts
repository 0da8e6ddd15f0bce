/**
 * POST /api/stripe/webhook: signature checks, idempotency, and each lifecycle event's effect on
 * the subscription and its API key. Deliveries are signed with the SDK's
 * generateTestHeaderStringAsync, exactly as Stripe signs them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { findKeyByPlaintext, keyIsUsable } from "../../src/access/keys";
import { getAccount, listAccounts, listSubscriptionEvents, listSubscriptions } from "../../src/billing/queries";
import { listOutbox } from "../../src/mail/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { signEvent, startFakeStripe, stripeEvent, type FakeStripe } from "../helpers/fake-stripe";
import { engineOf } from "../../src/db/handle";
import { rows } from "../support/sql";

const SECRET = "whsec_test_secret";
const DAY = 24 * 60 * 60 * 1000;

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.stop());

// A fresh app (and database) for every test: what one test's deliveries record, no other sees.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: "sk_test_fake_123",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_PRO: "price_pro_xyz",
      RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited",
      RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: "unlimited",
    },
  });
});
afterEach(() => t.close());

async function deliver(event: unknown, opts: { secret?: string; app?: TestApp } = {}) {
  const { body, signature } = await signEvent(event, opts.secret ?? SECRET, (opts.app ?? t).clock.now());
  return (opts.app ?? t).request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature }, body });
}

const count = async (table: string, app = t) => (await rows(app.rt.db).get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
const secs = (ms: number) => Math.floor(ms / 1000);

function completedSession(o: { id: string; email: string; tier: string; sub: string; customer?: string; purpose?: string; payment_status?: string }) {
  return {
    id: o.id,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: o.payment_status ?? "paid",
    customer: o.customer ?? "cus_test_1",
    customer_email: o.email,
    customer_details: { email: o.email },
    subscription: o.sub,
    metadata: { purpose: o.purpose ?? "api_subscription", tier: o.tier },
  };
}

function subscription(id: string, o: { status?: string; price: { id: string; unit_amount: number }; periodEnd: number }) {
  return {
    id,
    object: "subscription",
    status: o.status ?? "active",
    customer: "cus_test_1",
    cancel_at_period_end: false,
    metadata: { purpose: "api_subscription", tier: "starter" },
    items: {
      object: "list",
      data: [{ id: "si_1", current_period_start: secs(o.periodEnd - 30 * DAY), current_period_end: secs(o.periodEnd), price: { id: o.price.id, unit_amount: o.price.unit_amount, lookup_key: null, metadata: {}, recurring: { interval: "month" } } }],
    },
  };
}

function invoice(sub: string, o: { billing_reason: string; periodEnd: number; attempt_count?: number }) {
  return {
    id: `in_${crypto.randomUUID().slice(0, 8)}`,
    object: "invoice",
    billing_reason: o.billing_reason,
    attempt_count: o.attempt_count ?? 1,
    next_payment_attempt: null,
    parent: { type: "subscription_details", subscription_details: { subscription: sub } },
    lines: { object: "list", data: [{ id: "il_1", period: { start: secs(o.periodEnd - 30 * DAY), end: secs(o.periodEnd) } }] },
  };
}

const validate = async (key: string) => (await t.request("/api/v1/validate-key", { method: "POST", json: { key } })).json();

describe("signature verification — bad deliveries answer 400 and change nothing", () => {
  const event = stripeEvent("checkout.session.completed", completedSession({ id: "cs_test_forged", email: "mallory@example.com", tier: "pro", sub: "sub_forged" }));
  const expectNothingRecorded = async (app = t) => {
    for (const table of ["stripe_events", "accounts", "subscriptions", "api_keys", "outbox"]) expect(await count(table, app), table).toBe(0);
  };

  test("signed with another secret", async () => {
    const res = await deliver(event, { secret: "whsec_attacker" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("bad_request");
    expect(body.message).toContain("Stripe signature verification failed");
    await expectNothingRecorded();
  });

  test("no Stripe-Signature header", async () => {
    const res = await t.request("/api/stripe/webhook", { method: "POST", json: event });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("Missing Stripe-Signature");
    await expectNothingRecorded();
  });

  test("a body changed after signing", async () => {
    const { body, signature } = await signEvent(event, SECRET, t.clock.now());
    const tampered = body.replace("mallory@example.com", "eve@example.com");
    const res = await t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: tampered });
    expect(res.status).toBe(400);
    await expectNothingRecorded();
  });

  test("a garbage signature header and malformed JSON", async () => {
    const a = await t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" }, body: JSON.stringify(event) });
    expect(a.status).toBe(400);
    const b = await t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" }, body: "{nope" });
    expect(b.status).toBe(400);
    await expectNothingRecorded();
  });

  test("a signature timestamped beyond the tolerance — in the past or in the future", async () => {
    const saved = t.clock.now();
    t.clock.set(Date.now()); // the wall clock, as the SDK's own check would use
    try {
      for (const offsetMs of [-10 * 60_000, 10 * 60_000]) {
        const { body, signature } = await signEvent(event, SECRET, t.clock.now() + offsetMs);
        const res = await t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body });
        expect(res.status).toBe(400);
        expect((await res.json()).message).toContain("tolerance");
      }
    } finally {
      t.clock.set(saved);
    }
    await expectNothingRecorded();
  });

  test("a correctly signed body that is JSON but not an event object", async () => {
    for (const payload of [null, [1, 2], "text", 42, { id: 1, type: "x" }]) {
      const { body, signature } = await signEvent(payload, SECRET, t.clock.now());
      const res = await t.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("bad_request");
    }
    await expectNothingRecorded();
  });

  test("a server without STRIPE_WEBHOOK_SECRET refuses events with 400", async () => {
    const noSecret = await createTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_BASE: stripe.url } });
    try {
      const res = await deliver(event, { app: noSecret });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain("STRIPE_WEBHOOK_SECRET");
      await expectNothingRecorded(noSecret);
    } finally {
      await noSecret.close();
    }
  });
});

describe("subscription lifecycle from Stripe events", () => {
  const SUB = "sub_test_lifecycle";
  const firstPeriodEnd = () => Date.UTC(2026, 11, 22, 12, 0, 0);

  // One subscription's story: each event acts on what the ones before it made, so the steps run
  // in order inside one test.
  test("one subscription, event by event: bought, upgraded, downgraded, renewed, past due, recovered, canceled", async () => {
    // checkout.session.completed → account, subscription, starter key, mailed.
    // The buyer started the checkout through the API, so the success page knows the session.
    const started = await t.request("/api/v1/checkout", { method: "POST", json: { email: "Ann@Example.com" } });
    const sessionId: string = (await started.json()).checkout_url.split("/").pop();
    expect(await (await t.request(`/checkout/success?session_id=${sessionId}`)).text()).toContain("Confirming your payment");

    const res = await deliver(stripeEvent("checkout.session.completed", completedSession({ id: sessionId, email: "ann@example.com", tier: "starter", sub: SUB }), "evt_completed_1"));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, duplicate: false, action: "completed" });

    const page = await (await t.request(`/checkout/success?session_id=${sessionId}`)).text();
    const key = page.match(/rsk_[0-9A-Za-z]{40}/)![0];
    expect(await (await t.request(`/checkout/success?session_id=${sessionId}`)).text()).not.toContain(key);

    expect(await validate(key)).toMatchObject({ valid: true, tier: "starter", email: "ann@example.com" });
    const [sub] = await listSubscriptions(t.ctx);
    expect(sub).toMatchObject({ provider: "stripe", providerSubscriptionId: SUB, providerCustomerId: "cus_test_1", tier: "starter", status: "active" });
    // Until Stripe says otherwise, a monthly period from now.
    expect(sub.currentPeriodEnd).toBe(firstPeriodEnd());
    // Two mails: the key, and — the checkout opened the account — the welcome with a set-password link for the app.
    const mail = await listOutbox(t.ctx);
    expect(mail).toHaveLength(2);
    const keyMail = mail.find((m) => m.subject.includes("API key"))!;
    expect(keyMail).toMatchObject({ to: "ann@example.com", status: "stored" });
    expect(keyMail.text).toContain(`${key.slice(0, 12)}…`);
    expect(keyMail.text).not.toContain(key);
    const welcome = mail.find((m) => m.subject.startsWith("Welcome"))!;
    expect(welcome).toMatchObject({ to: "ann@example.com", status: "stored" });
    expect(welcome.text).toContain("[the set-password link: sent by SMTP only, never stored in clear]");

    // The same event again (Stripe retries) → 200, duplicate, nothing new.
    const retried = await deliver(stripeEvent("checkout.session.completed", completedSession({ id: sessionId, email: "ann@example.com", tier: "starter", sub: SUB }), "evt_completed_1"));
    expect(retried.status).toBe(200);
    expect((await retried.json()).duplicate).toBe(true);
    // A second event for the same session (another id) issues no second key either.
    const again = await deliver(stripeEvent("checkout.session.completed", completedSession({ id: sessionId, email: "ann@example.com", tier: "starter", sub: SUB }), "evt_completed_2"));
    expect((await again.json()).action).toBe("already_completed");
    expect(await count("api_keys")).toBe(1);
    expect(await count("subscriptions")).toBe(1);
    expect(await count("outbox")).toBe(2); // the key and the welcome, not again

    // invoice.paid for the first invoice sets Stripe's exact period end, not a renewal.
    const exact = firstPeriodEnd() - 60_000;
    const firstInvoice = await deliver(stripeEvent("invoice.paid", invoice(SUB, { billing_reason: "subscription_create", periodEnd: exact })));
    expect((await firstInvoice.json()).action).toBe("payment recorded");
    // The period end only moves forward: the estimate stays when Stripe's value is earlier.
    expect((await listSubscriptions(t.ctx))[0].currentPeriodEnd).toBe(firstPeriodEnd());

    // customer.subscription.updated to the pro price → upgraded, key tier pro.
    const upgraded = await deliver(stripeEvent("customer.subscription.updated", subscription(SUB, { price: { id: "price_pro_xyz", unit_amount: 2900 }, periodEnd: firstPeriodEnd() })));
    expect((await upgraded.json()).action).toBe("tier changed to pro");
    expect(await validate(key)).toMatchObject({ valid: true, tier: "pro" });
    expect((await listSubscriptions(t.ctx))[0].tier).toBe("pro");

    // customer.subscription.updated back to the inline $9 price → downgraded.
    await deliver(stripeEvent("customer.subscription.updated", subscription(SUB, { price: { id: "price_inline_1", unit_amount: 900 }, periodEnd: firstPeriodEnd() })));
    expect(await validate(key)).toMatchObject({ valid: true, tier: "starter" });

    // An update that changes nothing we track records no event.
    const eventsBefore = (await listSubscriptionEvents(t.ctx, { subscriptionId: (await listSubscriptions(t.ctx))[0].id })).length;
    const synced = await deliver(stripeEvent("customer.subscription.updated", subscription(SUB, { price: { id: "price_inline_1", unit_amount: 900 }, periodEnd: firstPeriodEnd() })));
    expect((await synced.json()).action).toBe("synced");
    expect(await listSubscriptionEvents(t.ctx, { subscriptionId: (await listSubscriptions(t.ctx))[0].id })).toHaveLength(eventsBefore);

    // invoice.paid for the next cycle → renewed, period end moved.
    t.clock.set(firstPeriodEnd());
    const next = firstPeriodEnd() + 31 * DAY;
    const renewed = await deliver(stripeEvent("invoice.paid", invoice(SUB, { billing_reason: "subscription_cycle", periodEnd: next })));
    expect((await renewed.json()).action).toBe("renewed");
    expect((await listSubscriptions(t.ctx))[0]).toMatchObject({ status: "active", currentPeriodEnd: next });

    // invoice.payment_failed → past_due, and the key keeps working while Stripe retries.
    t.clock.set(firstPeriodEnd() + 31 * DAY + 60_000);
    const failed = await deliver(stripeEvent("invoice.payment_failed", invoice(SUB, { billing_reason: "subscription_cycle", periodEnd: firstPeriodEnd() + 62 * DAY, attempt_count: 1 })));
    expect((await failed.json()).action).toBe("payment failed");
    expect((await listSubscriptions(t.ctx))[0]).toMatchObject({ status: "past_due", currentPeriodEnd: firstPeriodEnd() + 31 * DAY });
    t.clock.advance(3 * DAY);
    expect(await validate(key)).toMatchObject({ valid: true });
    expect((await t.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key } })).status).toBe(200);

    // The retried payment succeeds → active again, renewed for the period it paid.
    await deliver(stripeEvent("invoice.paid", invoice(SUB, { billing_reason: "subscription_cycle", periodEnd: firstPeriodEnd() + 62 * DAY, attempt_count: 2 })));
    expect((await listSubscriptions(t.ctx))[0]).toMatchObject({ status: "active", currentPeriodEnd: firstPeriodEnd() + 62 * DAY });

    // customer.subscription.deleted → canceled; the key works until the period ends, then stops.
    const periodEnd = firstPeriodEnd() + 62 * DAY;
    const canceled = await deliver(stripeEvent("customer.subscription.deleted", subscription(SUB, { status: "canceled", price: { id: "price_inline_1", unit_amount: 900 }, periodEnd })));
    expect((await canceled.json()).action).toBe("canceled");
    expect((await listSubscriptions(t.ctx))[0]).toMatchObject({ status: "canceled", currentPeriodEnd: periodEnd });

    t.clock.set(periodEnd - 1000);
    expect(await validate(key)).toMatchObject({ valid: true });
    expect(keyIsUsable((await findKeyByPlaintext(t.rt.db, key))!, t.clock.now())).toBe(true);

    t.clock.set(periodEnd + 1000);
    expect(await validate(key)).toEqual({ api_version: "1.0.0", valid: false });
    expect(keyIsUsable((await findKeyByPlaintext(t.rt.db, key))!, t.clock.now())).toBe(false);
    expect((await t.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key } })).status).toBe(401);

    // Events after cancellation change nothing.
    const late = await deliver(stripeEvent("invoice.paid", invoice(SUB, { billing_reason: "subscription_cycle", periodEnd: firstPeriodEnd() + 90 * DAY })));
    expect((await late.json()).action).toContain("ignored");
    expect((await listSubscriptions(t.ctx))[0].status).toBe("canceled");

    // Every lifecycle change is on record, in order, with the plan and status of that moment.
    const events = await listSubscriptionEvents(t.ctx, { subscriptionId: (await listSubscriptions(t.ctx))[0].id });
    expect(events.map((e) => e.type)).toEqual(["created", "upgraded", "downgraded", "renewed", "payment_failed", "renewed", "canceled"]);
    expect(events[1].data).toMatchObject({ plan: "pro", previous_plan: "starter", status: "active" });
    expect(events[4].data).toMatchObject({ status: "past_due", attempt_count: 1 });
    expect(events[6].data).toMatchObject({ status: "canceled", plan: "starter", current_period_end: firstPeriodEnd() + 62 * DAY });
    expect(events[0].data.stripe_event_id).toBe("evt_completed_1");

    // The dashboard's queries see the account and its subscription.
    const [account] = await listAccounts(t.ctx, { search: "ANN@" });
    expect(account).toMatchObject({ email: "ann@example.com", subscriptionCount: 1, activeSubscriptionCount: 0 });
    expect(await listAccounts(t.ctx, { search: "nobody" })).toEqual([]);
    const detail = (await getAccount(t.ctx, { id: account.id }))!;
    expect(detail.subscriptions).toHaveLength(1);
    expect(detail.subscriptions[0]).toMatchObject({ tier: "starter", status: "canceled", keyPrefix: key.slice(0, 12) });
    expect(await getAccount(t.ctx, { id: "acct_missing" })).toBeNull();
    expect(await listSubscriptions(t.ctx, { status: "canceled" })).toHaveLength(1);
    expect(await listSubscriptions(t.ctx, { status: "active" })).toHaveLength(0);
    expect(await listSubscriptions(t.ctx, { tier: "pro" })).toHaveLength(0);
  });
});

describe("events that are not ours, or not ready", () => {
  test("events about unknown subscriptions are acknowledged and ignored", async () => {
    for (const ev of [
      stripeEvent("customer.subscription.updated", subscription("sub_other", { price: { id: "price_pro_xyz", unit_amount: 2900 }, periodEnd: Date.now() })),
      stripeEvent("customer.subscription.deleted", subscription("sub_other", { price: { id: "price_pro_xyz", unit_amount: 2900 }, periodEnd: Date.now() })),
      stripeEvent("invoice.paid", invoice("sub_other", { billing_reason: "subscription_cycle", periodEnd: Date.now() })),
      stripeEvent("invoice.payment_failed", invoice("sub_other", { billing_reason: "subscription_cycle", periodEnd: Date.now() })),
      stripeEvent("customer.created", { id: "cus_x", object: "customer" }),
    ]) {
      const res = await deliver(ev);
      expect(res.status).toBe(200);
      expect((await res.json()).action).toContain("ignored");
    }
  });

  test("a checkout for another purpose, or not yet paid, issues no key", async () => {
    const keys = await count("api_keys");
    const other = await deliver(stripeEvent("checkout.session.completed", completedSession({ id: "cs_test_report", email: "x@example.com", tier: "starter", sub: "sub_r", purpose: "report" })));
    expect((await other.json()).action).toContain("ignored");
    const unpaid = await deliver(stripeEvent("checkout.session.completed", completedSession({ id: "cs_test_async", email: "x@example.com", tier: "starter", sub: "sub_a", payment_status: "unpaid" })));
    expect((await unpaid.json()).action).toContain("not settled");
    const badTier = await deliver(stripeEvent("checkout.session.completed", completedSession({ id: "cs_test_tier", email: "x@example.com", tier: "platinum", sub: "sub_t" })));
    expect((await badTier.json()).action).toContain("unknown tier");
    expect(await count("api_keys")).toBe(keys);
  });

  test("a session created outside this server (no checkout row) still gets its key", async () => {
    const res = await deliver(stripeEvent("checkout.session.completed", completedSession({ id: "cs_test_external", email: "Zoe@Example.com", tier: "pro", sub: "sub_ext" })));
    expect((await res.json()).action).toBe("completed");
    const page = await (await t.request("/checkout/success?session_id=cs_test_external")).text();
    const key = page.match(/rsk_[0-9A-Za-z]{40}/)![0];
    expect(await findKeyByPlaintext(t.rt.db, key)).toMatchObject({ tier: "pro", email: "zoe@example.com" });
  });

  test("canceled while past due (Stripe gave up retrying) → the key stops at once", async () => {
    const periodEnd = t.clock.now() + 30 * DAY;
    await deliver(stripeEvent("checkout.session.completed", completedSession({ id: "cs_test_unpaid", email: "late@example.com", tier: "starter", sub: "sub_unpaid" })));
    const key = (await (await t.request("/checkout/success?session_id=cs_test_unpaid")).text()).match(/rsk_[0-9A-Za-z]{40}/)![0];
    await deliver(stripeEvent("invoice.payment_failed", invoice("sub_unpaid", { billing_reason: "subscription_cycle", periodEnd, attempt_count: 4 })));
    expect(await validate(key)).toMatchObject({ valid: true });
    await deliver(stripeEvent("customer.subscription.deleted", subscription("sub_unpaid", { status: "canceled", price: { id: "price_inline_1", unit_amount: 900 }, periodEnd })));
    expect(await validate(key)).toEqual({ api_version: "1.0.0", valid: false });
  });

  test("a failure while applying an event rolls it back, so Stripe's retry applies it", async () => {
    const ev = stripeEvent("checkout.session.completed", completedSession({ id: "cs_test_retry", email: "retry@example.com", tier: "starter", sub: "sub_retry" }));
    // A trigger that fails the insert, in each engine's own dialect.
    if (engineOf(t.rt.db) === "postgres") {
      await rows(t.rt.db).run("CREATE FUNCTION fail_once() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$");
      await rows(t.rt.db).run("CREATE TRIGGER fail_once BEFORE INSERT ON subscriptions FOR EACH ROW EXECUTE FUNCTION fail_once()");
    } else await rows(t.rt.db).run("CREATE TRIGGER fail_once BEFORE INSERT ON subscriptions BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    const failed = await deliver(ev);
    expect(failed.status).toBe(500);
    expect(await rows(t.rt.db).get("SELECT count(*) AS n FROM stripe_events WHERE id = ?", ev.id)).toEqual({ n: 0 });
    expect(await rows(t.rt.db).get("SELECT count(*) AS n FROM api_keys WHERE email = 'retry@example.com'")).toEqual({ n: 0 });
    await rows(t.rt.db).run(engineOf(t.rt.db) === "postgres" ? "DROP TRIGGER fail_once ON subscriptions" : "DROP TRIGGER fail_once");
    const retried = await deliver(ev);
    expect((await retried.json()).action).toBe("completed");
  });
});
