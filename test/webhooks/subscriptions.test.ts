/**
 * Subscription lifecycle changes reach the account's webhook endpoints as `subscription.*`
 * events with exactly SPEC §7's fields: a checkout completed through the real (local test)
 * checkout, then an upgrade, a renewal, a failed payment and a cancellation through the
 * lifecycle verbs the Stripe events drive.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { cancelSubscription, changeTier, recordPayment, recordPaymentFailed, type SubscriptionRecord } from "../../src/billing/lifecycle";
import { subscriptions } from "../../src/billing/tables";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { customer, startReceiver, type Receiver } from "./helpers";
import { rows } from "../support/sql";

let t: TestApp;
let r: Receiver;
beforeAll(async () => {
  r = startReceiver();
  t = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_PAYMENTS: "local", RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited" } });
});
afterAll(async () => {
  await t.close();
  r.stop();
});

const bodies = () => r.received.map((x) => JSON.parse(x.body));

test("created (through the local checkout), upgraded, renewed, payment_failed, canceled: each one event with SPEC §7's fields", async () => {
  const account = await customer(t.ctx, "subs@example.com");
  await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: r.url });

  const res = await t.request("/api/v1/checkout", { method: "POST", json: { email: "Subs@Example.com", tier: "starter" } });
  const path = new URL((await res.json()).checkout_url).pathname;
  expect((await t.request(`${path}/pay`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" })).status).toBe(303);
  await t.runJobs();
  const sub = (await t.rt.db.select().from(subscriptions).where(and(eq(subscriptions.accountId, account.id), eq(subscriptions.product, "api"))))[0]!;
  expect(bodies()).toEqual([
    { event: "subscription.created", subscription_id: sub.id, plan: "starter", status: "active", current_period_end: new Date(sub.currentPeriodEnd!).toISOString(), timestamp: new Date(t.clock.now()).toISOString() },
  ]);
  expect(Object.keys(bodies()[0])).toEqual(["event", "subscription_id", "plan", "status", "current_period_end", "timestamp"]);

  let current: SubscriptionRecord = sub;
  current = await changeTier(t.ctx, { subscription: current, tier: "pro" });
  const paidUntil = current.currentPeriodEnd! + 30 * 86_400_000;
  current = await recordPayment(t.ctx, { subscription: current, periodEnd: paidUntil, renewal: true });
  current = await recordPaymentFailed(t.ctx, { subscription: current });
  current = await cancelSubscription(t.ctx, { subscription: current, periodEnd: null });
  await t.runJobs();
  expect(bodies().map((b) => [b.event, b.plan, b.status])).toEqual([
    ["subscription.created", "starter", "active"],
    ["subscription.upgraded", "pro", "active"],
    ["subscription.renewed", "pro", "active"],
    ["subscription.payment_failed", "pro", "past_due"],
    ["subscription.canceled", "pro", "canceled"],
  ]);
  expect(bodies()[2].current_period_end).toBe(new Date(paidUntil).toISOString());
  // Canceled while past due: access ends at once, and the event says when.
  expect(bodies()[4].current_period_end).toBe(new Date(t.clock.now()).toISOString());
});

test("an account without endpoints gets no deliveries", async () => {
  const before = r.received.length;
  const res = await t.request("/api/v1/checkout", { method: "POST", json: { email: "plain@example.com", tier: "pro" } });
  const path = new URL((await res.json()).checkout_url).pathname;
  await t.request(`${path}/pay`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
  await t.runJobs();
  expect(r.received).toHaveLength(before);
  expect(await rows(t.rt.db).get("SELECT count(*) AS n FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id JOIN accounts a ON a.id = e.account_id WHERE a.email = 'plain@example.com'")).toEqual({ n: 0 });
});
