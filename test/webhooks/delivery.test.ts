/**
 * Webhook delivery end to end, to loopback receivers: signatures a receiver can verify (with the
 * `standardwebhooks` package and with a plain HMAC), retries on the configured schedule with one
 * webhook-id, the attempt log, redelivery, 3xx/410/Retry-After, the 15-in-a-row rule, rotation,
 * and a receiver that never answers not holding up the others. Time is a ManualClock moved past
 * each retry; nothing sleeps through the schedule.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { eq } from "drizzle-orm";
import { ManualClock } from "../../src/lib/clock";
import { listOutbox } from "../../src/mail/outbox";
import { retryAfterMs } from "../../src/webhooks/delivery-job";
import { emit, getDelivery, listDeliveries, redeliver, sendTest } from "../../src/webhooks/deliveries";
import { deleteEndpoint, getEndpoint, rotateSecret, setEndpointEnabled } from "../../src/webhooks/endpoints";
import { webhookEndpoints } from "../../src/webhooks/tables";
import { createTestApp, type TestApp } from "../helpers/app";
import { customer, dropEndpoints, startReceiver, statuses, type Receiver } from "./helpers";
import { rows } from "../support/sql";
import { withTransaction } from "../../src/db/tx";

let t: TestApp;
const receivers: Receiver[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(Date.now()), env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" } });
});
afterAll(() => t.close());
afterEach(async () => {
  receivers.splice(0).forEach((r) => r.stop());
  await dropEndpoints(t.ctx);
});

const receiver = (...args: Parameters<typeof startReceiver>) => {
  const r = startReceiver(...args);
  receivers.push(r);
  return r;
};

let n = 0;
/** A fresh Command account with one endpoint pointing at `r`. */
async function endpointFor(r: Receiver, opts: { events?: string[] } = {}) {
  const account = await customer(t.ctx, `hooks-${++n}@example.com`);
  const { endpoint, secret } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: r.url, events: opts.events });
  return { account, endpoint, secret };
}

const reportEvent = { event: "report.completed" as const, report_id: "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", tier: "snapshot", competitors: 3, preview_url: "https://rivalscope.example/reports/6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f" };

/** Moves the clock past the schedule's nth delay (+20% jitter) and runs what became due. */
async function afterRetryDelay(seconds: number) {
  t.clock.advance(seconds * 1200 + 1);
  await t.runJobs();
}

const hex = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("hex");

describe("signing", () => {
  // standardwebhooks checks webhook-timestamp against Date.now(): other tests move the clock on.
  beforeEach(() => t.clock.set(Date.now()));

  test("a delivery verifies with standardwebhooks and with a plain HMAC of the body; the body has exactly the seed's fields", async () => {
    const r = receiver();
    const { account, endpoint, secret } = await endpointFor(r);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    const [delivery] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();

    expect(r.received).toHaveLength(1);
    const { headers, body, path } = r.received[0];
    expect(path).toBe("/hooks");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["webhook-id"]).toBe(delivery.id);
    expect(headers["webhook-timestamp"]).toBe(String(Math.floor(t.clock.now() / 1000)));
    // The receiver's two checks.
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers["x-service-signature"]).toBe(hex(secret, body));
    expect(headers["x-service-signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect(() => new Webhook(secret).verify(body.replace("snapshot", "snapshoT"), headers)).toThrow();
    expect(Object.keys(JSON.parse(body))).toEqual(["event", "report_id", "tier", "competitors", "preview_url", "timestamp"]);
    expect(JSON.parse(body)).toEqual({ ...reportEvent, timestamp: new Date(t.clock.now()).toISOString() });

    const logged = (await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: delivery.id }))!;
    expect(logged).toMatchObject({ status: "succeeded", attempts: 1, lastStatus: 200, lastError: null, payload: body });
    expect(logged.attemptLog).toHaveLength(1);
    expect(logged.attemptLog[0]).toMatchObject({ number: 1, status: 200, response: "ok", error: null, startedAt: t.clock.now() });
    expect(logged.attemptLog[0].durationMs).toBeGreaterThanOrEqual(0);
  });

  test("the secret is stored sealed and never listed", async () => {
    const r = receiver();
    const { endpoint, secret } = await endpointFor(r);
    const row = (await t.rt.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]!;
    expect(row.secret).toStartWith("sealed:v1:");
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    expect(JSON.stringify(await getEndpoint(t.ctx, { id: endpoint.id }))).not.toContain("sealed:");
  });

  test("rotation: both secrets sign for 24 hours, then only the new one", async () => {
    const r = receiver();
    const { account, endpoint, secret: old } = await endpointFor(r);
    const { secret: fresh } = (await rotateSecret(t.ctx, { id: endpoint.id }))!;
    expect(fresh).not.toBe(old);
    await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();
    const during = r.received[0];
    expect(during.headers["webhook-signature"].split(" ")).toHaveLength(2);
    // A receiver holding either secret accepts it.
    expect(new Webhook(old).verify(during.body, during.headers)).toBeTruthy();
    expect(new Webhook(fresh).verify(during.body, during.headers)).toBeTruthy();
    expect(during.headers["x-service-signature"]).toBe(hex(fresh, during.body));
    expect(during.headers["x-service-signature-previous"]).toBe(hex(old, during.body));

    t.clock.advance(24 * 3600_000 + 1);
    await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();
    const after = r.received[1];
    const entries = after.headers["webhook-signature"].split(" ");
    const at = new Date(Number(after.headers["webhook-timestamp"]) * 1000);
    // (sign, not verify: the clock is a day ahead of the library's Date.now().)
    expect(entries).toEqual([new Webhook(fresh).sign(after.headers["webhook-id"], at, after.body)]);
    expect(entries).not.toContain(new Webhook(old).sign(after.headers["webhook-id"], at, after.body));
    expect(after.headers["x-service-signature"]).toBe(hex(fresh, after.body));
    expect(after.headers["x-service-signature-previous"]).toBeUndefined();
    // The hourly purge erases the retired secret.
    await t.rt.webhooks.purge(t.ctx);
    expect((await t.rt.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]).toMatchObject({ previousSecret: null, previousSecretUntil: null });
  });
});

describe("retries", () => {
  test("500, 500, 200: three attempts with one webhook-id, on the schedule, all in the log", async () => {
    const r = receiver(statuses(500, 500, 200));
    const { account, endpoint } = await endpointFor(r);
    const [d] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    const start = t.clock.now();
    await t.runJobs();
    expect(r.received).toHaveLength(1);
    const pending = (await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!;
    expect(pending).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500, lastError: "HTTP 500" });
    // 60 s ±20%.
    expect(pending.nextAttemptAt! - start).toBeGreaterThanOrEqual(48_000);
    expect(pending.nextAttemptAt! - start).toBeLessThanOrEqual(72_000);
    t.clock.advance(47_000);
    await t.runJobs();
    expect(r.received).toHaveLength(1); // not yet due
    await afterRetryDelay(60);
    await afterRetryDelay(300);
    expect(r.received).toHaveLength(3);
    expect(new Set(r.received.map((x) => x.headers["webhook-id"]))).toEqual(new Set([d.id]));
    expect(new Set(r.received.map((x) => x.body)).size).toBe(1);
    // Each attempt has its own timestamp, signed anew.
    expect(new Set(r.received.map((x) => x.headers["webhook-timestamp"])).size).toBe(3);
    const done = (await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!;
    expect(done).toMatchObject({ status: "succeeded", attempts: 3, lastStatus: 200, nextAttemptAt: null });
    expect(done.attemptLog.map((a) => [a.number, a.status, a.response, a.error])).toEqual([
      [1, 500, "answer 1", "HTTP 500"],
      [2, 500, "answer 2", "HTTP 500"],
      [3, 200, "answer 3", null],
    ]);
    await afterRetryDelay(1500);
    expect(r.received).toHaveLength(3);
  });

  test("a dead receiver gets 4 attempts, then the delivery is failed and shown so; redeliver sends it again with the same webhook-id", async () => {
    const r = receiver(statuses(503));
    const { account, endpoint } = await endpointFor(r);
    const [d] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();
    for (const s of [60, 300, 1500]) await afterRetryDelay(s);
    expect(r.received).toHaveLength(4);
    await afterRetryDelay(3000);
    expect(r.received).toHaveLength(4);
    const failed = (await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!;
    expect(failed).toMatchObject({ status: "failed", attempts: 4, lastStatus: 503 });
    expect(failed.attemptLog.map((a) => a.number)).toEqual([1, 2, 3, 4]);
    expect(failed.finishedAt).toBe(t.clock.now() - 3000 * 1200 - 1);
    expect(await rows(t.rt.db).get("SELECT status, last_error FROM jobs WHERE unique_key = ?", `webhook:${d.id}`)).toEqual({ status: "failed", last_error: "HTTP 503 (attempt 4 of 4, the last)" });
    expect(await getEndpoint(t.ctx, { id: endpoint.id })).toMatchObject({ failureStreak: 1, disabledReason: null });

    r.answer = statuses(200);
    const again = (await redeliver(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!;
    expect(again.status).toBe("pending");
    await expect(redeliver(t.ctx, { endpointId: endpoint.id, deliveryId: d.id })).rejects.toThrow("still being attempted");
    await t.runJobs();
    expect(r.received).toHaveLength(5);
    expect(r.received[4].headers["webhook-id"]).toBe(d.id);
    const delivered = (await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!;
    expect(delivered).toMatchObject({ status: "succeeded", attempts: 5 });
    expect(delivered.attemptLog.map((a) => [a.number, a.status])).toEqual([[1, 503], [2, 503], [3, 503], [4, 503], [5, 200]]);
    expect((await getEndpoint(t.ctx, { id: endpoint.id }))!.failureStreak).toBe(0);
  });

  test("a 3xx is a failure and is not followed", async () => {
    const r = receiver((_, req) => (req.path === "/hooks" ? new Response(null, { status: 302, headers: { location: "/elsewhere" } }) : new Response("followed!")));
    const { account, endpoint } = await endpointFor(r);
    const [d] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();
    expect(r.received.map((x) => x.path)).toEqual(["/hooks"]);
    expect(await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id })).toMatchObject({ status: "pending", lastStatus: 302, lastError: "HTTP 302: redirects are not followed (Location: /elsewhere)" });
  });

  test("Retry-After is honoured when it asks for more than the schedule, capped at twice the schedule's last delay", async () => {
    const r = receiver((n) => new Response("slow down", { status: n === 0 ? 429 : 503, headers: { "retry-after": n === 0 ? "600" : "999999" } }));
    const { account, endpoint } = await endpointFor(r);
    const [d] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    const start = t.clock.now();
    await t.runJobs();
    expect((await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!.nextAttemptAt).toBe(start + 600_000);
    t.clock.advance(600_000);
    await t.runJobs();
    expect(r.received).toHaveLength(2);
    expect((await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!.nextAttemptAt).toBe(t.clock.now() + 3000_000);
    // An HTTP date (whole seconds) works too.
    const second = Math.floor(start / 1000) * 1000;
    expect(retryAfterMs(new Date(second + 90_000).toUTCString(), second)).toBe(90_000);
    expect(retryAfterMs(new Date(second - 90_000).toUTCString(), second)).toBe(0);
    expect(retryAfterMs("soon", start)).toBeNull();
  });

  test("only the first 2 KiB of a response are kept", async () => {
    const r = receiver(() => new Response("é".repeat(10_000), { status: 500 }));
    const { account, endpoint } = await endpointFor(r);
    const [d] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();
    const [attempt] = (await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!.attemptLog;
    expect(Buffer.byteLength(attempt.response!)).toBeLessThanOrEqual(2048 + 2);
    expect(attempt.response!.length).toBeGreaterThan(1000);
  });

  test("a refused connection is a failed attempt with the reason", async () => {
    const gone = receiver();
    gone.stop();
    const { account, endpoint } = await endpointFor(gone);
    const [d] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();
    const [attempt] = (await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id }))!.attemptLog;
    expect(attempt).toMatchObject({ status: null, response: null });
    expect(attempt.error).toContain("refused the connection");
  });
});

describe("disabling", () => {
  test("410 disables the endpoint at once and mails the owner; its other deliveries are not sent", async () => {
    const r = receiver(statuses(410));
    const { account, endpoint } = await endpointFor(r);
    const [first] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();
    expect(await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: first.id })).toMatchObject({ status: "failed", attempts: 1, lastStatus: 410 });
    const disabled = (await getEndpoint(t.ctx, { id: endpoint.id }))!;
    expect(disabled.disabledReason).toBe("the receiver answered 410 Gone");
    const mail = (await listOutbox(t.ctx)).find((m) => m.to === account.email)!;
    expect(mail.subject).toBe("Rivalscope: a webhook endpoint was disabled");
    expect(mail.text).toContain(`${r.url} (${endpoint.id}) was disabled: the receiver answered 410 Gone`);
    // It links to the endpoint's page in the app (enable, delivery log, redeliver), not to API routes.
    expect(mail.text).toContain(`http://localhost:3000/app/webhooks/${endpoint.id}`);
    expect(mail.text).not.toContain("/api/");
    // Nothing more is emitted to it; a redelivery is refused until it is enabled again.
    expect(await emit(t.ctx, { accountId: account.id, event: reportEvent })).toEqual([]);
    await expect(redeliver(t.ctx, { endpointId: endpoint.id, deliveryId: first.id })).rejects.toThrow("until it is enabled again");
    await afterRetryDelay(60);
    expect(r.received).toHaveLength(1);
    // A test event still goes out (to check the receiver before enabling it).
    r.answer = statuses(200);
    await sendTest(t.ctx, { endpointId: endpoint.id });
    await t.runJobs();
    expect(JSON.parse(r.received[1].body)).toMatchObject({ event: "webhook.test", endpoint_id: endpoint.id });
    expect(await setEndpointEnabled(t.ctx, { id: endpoint.id, enabled: true })).toMatchObject({ disabledReason: null, failureStreak: 0 });
    expect((await redeliver(t.ctx, { endpointId: endpoint.id, deliveryId: first.id }))!.status).toBe("pending");
    await t.runJobs();
    expect(r.received).toHaveLength(3);
  });

  test("a delivery queued before its endpoint was disabled is failed without being sent", async () => {
    const r = receiver();
    const { account, endpoint } = await endpointFor(r);
    const [d] = await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await setEndpointEnabled(t.ctx, { id: endpoint.id, enabled: false });
    await t.runJobs();
    expect(r.received).toHaveLength(0);
    expect(await getDelivery(t.ctx, { endpointId: endpoint.id, deliveryId: d.id })).toMatchObject({ status: "failed", attempts: 0, lastError: "not sent: the endpoint is disabled (disabled by an administrator)" });
  });

  test("15 deliveries in a row that fail on every attempt disable the endpoint and mail the owner; a success resets the count", async () => {
    const r = receiver(statuses(500));
    const { account, endpoint } = await endpointFor(r);
    const exhaust = async (count: number) => {
      for (let i = 0; i < count; i++) await emit(t.ctx, { accountId: account.id, event: reportEvent });
      await t.runJobs();
      for (const s of [60, 300, 1500]) await afterRetryDelay(s);
    };
    await exhaust(14);
    expect(await getEndpoint(t.ctx, { id: endpoint.id })).toMatchObject({ failureStreak: 14, disabledReason: null });
    r.answer = statuses(200);
    await emit(t.ctx, { accountId: account.id, event: reportEvent });
    await t.runJobs();
    expect((await getEndpoint(t.ctx, { id: endpoint.id }))!.failureStreak).toBe(0);
    r.answer = statuses(500);
    await exhaust(15);
    expect((await getEndpoint(t.ctx, { id: endpoint.id }))!.disabledReason).toBe("its last 15 deliveries failed on every attempt");
    expect((await listOutbox(t.ctx)).filter((m) => m.to === account.email)).toHaveLength(1);
    // What the receiver saw: 30 deliveries, the one that succeeded once, every other one 4 times.
    const attempts = new Map<string, number>();
    for (const x of r.received) attempts.set(x.headers["webhook-id"], (attempts.get(x.headers["webhook-id"]) ?? 0) + 1);
    expect([...attempts.values()].sort()).toEqual([1, ...Array(29).fill(4)]);
  });
});

describe("emitting", () => {
  test("one delivery per subscribed, enabled endpoint of the account; nothing when the change rolls back", async () => {
    const a = receiver();
    const b = receiver();
    const { account } = await endpointFor(a);
    await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: b.url, events: ["competitor.changed"] });
    expect(await emit(t.ctx, { accountId: account.id, event: reportEvent })).toHaveLength(1);
    // A millisecond later: one endpoint's deliveries go out in the order of their time on both
    // engines; within one millisecond PostgreSQL's order is the row's physical place, which a
    // table with deleted rows reuses (docs/operations.md, "Ties in time order").
    t.clock.advance(1);
    const changed = { event: "competitor.changed" as const, competitor_id: "0b7e6a52-1f3d-4e8a-9c5b-2d4f6a8b0c1e", competitor_name: "Formwise", change_type: "pricing_change", summary: "Pro: $29/month → $35/month (+20.7%)", severity: "high" };
    expect(await emit(t.ctx, { accountId: account.id, event: changed })).toHaveLength(2);
    // Inside a transaction that fails, nothing is written: no delivery, no job.
    const jobsBefore = await rows(t.rt.db).get("SELECT count(*) AS n FROM jobs");
    await expect(
      withTransaction(t.ctx, async (tx) => {
        await emit(tx, { accountId: account.id, event: changed });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rows(t.rt.db).get("SELECT count(*) AS n FROM jobs")).toEqual(jobsBefore);
    await t.runJobs();
    expect(a.received.map((x) => JSON.parse(x.body).event)).toEqual(["report.completed", "competitor.changed"]);
    expect(b.received.map((x) => JSON.parse(x.body).event)).toEqual(["competitor.changed"]);
    expect(Object.keys(JSON.parse(b.received[0].body))).toEqual(["event", "competitor_id", "competitor_name", "change_type", "summary", "severity", "timestamp"]);
  });

  test("an account without webhooks in its plan gets no report or competitor events, but hears of its own subscription changes", async () => {
    const r = receiver();
    const { account } = await endpointFor(r);
    await customer(t.ctx, account.email, "tracker");
    expect(await emit(t.ctx, { accountId: account.id, event: reportEvent })).toEqual([]);
    const [d] = await emit(t.ctx, { accountId: account.id, event: { event: "subscription.downgraded", subscription_id: "sub_1", plan: "tracker", status: "active", current_period_end: "2026-12-22T12:00:00.000Z" } });
    expect(d.event).toBe("subscription.downgraded");
  });

  test("deleting an endpoint drops its pending deliveries; their jobs end without sending", async () => {
    const r = receiver();
    const { account, endpoint } = await endpointFor(r);
    await emit(t.ctx, { accountId: account.id, event: reportEvent });
    expect(await deleteEndpoint(t.ctx, { id: endpoint.id })).toBe(true);
    await t.runJobs();
    expect(r.received).toHaveLength(0);
    expect(await listDeliveries(t.ctx, { endpointId: endpoint.id, limit: 10 })).toBeNull();
  });
});

describe("isolation", () => {
  test("a receiver that never answers holds one slot; other endpoints' deliveries go on, one at a time each", async () => {
    const held: (() => void)[] = [];
    const dead = receiver(() => new Promise<Response>((resolve) => held.push(() => resolve(new Response("late")))));
    const live = receiver();
    const slow = await endpointFor(dead);
    const fast = await endpointFor(live);
    for (let i = 0; i < 6; i++) await emit(t.ctx, { accountId: slow.account.id, event: reportEvent });
    for (let i = 0; i < 6; i++) await emit(t.ctx, { accountId: fast.account.id, event: reportEvent });
    t.rt.jobs.start();
    try {
      await t.rt.jobs.tick();
      await live.waitFor(6, 15_000); // a generous bound: only a broken runner comes near it
      expect(dead.received).toHaveLength(1);
      expect(live.maxInFlight).toBe(1);
      // Once it answers, its other deliveries follow, still one at a time.
      dead.answer = () => new Response("ok");
      held.splice(0).forEach((answer) => answer());
      await dead.waitFor(6, 15_000);
    } finally {
      held.forEach((answer) => answer());
      await t.rt.jobs.settled();
      await t.rt.jobs.stop();
    }
    expect(dead.maxInFlight).toBe(1);
  });
});
