/**
 * Deliveries survive the server process: a real server (from source) is killed with SIGKILL while
 * a delivery's retry is pending, or while an attempt is in flight; after a restart the delivery
 * arrives with the same webhook-id, nothing is lost, and no two attempts of it overlap. The retry
 * schedule is 1,1,1 s and the lease 1 s so the test takes seconds.
 */
import { afterAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createOutbound } from "../../src/net/outbound";
import { emit } from "../../src/webhooks/deliveries";
import { createWebhooks } from "../../src/webhooks/service";
import { fixedSettings } from "../../src/settings/service";
import { webhookAttempts, webhookDeliveries } from "../../src/webhooks/tables";
import { loadConfig } from "../../src/config";
import { systemClock } from "../../src/lib/clock";
import { SOURCE_CLI, startServer, tempDirs } from "../helpers/process";
import { until } from "../helpers/wait";
import { openDataDir } from "../jobs/helpers";
import { customer, startReceiver, type Answer, type Receiver } from "./helpers";
import { sqliteOf } from "../../src/db/sqlite";

const tmp = tempDirs("rivalscope-webhooks-crash-");
const receivers: Receiver[] = [];
afterAll(() => receivers.forEach((r) => r.stop()));

/** The server's environment: the instance key the test's own connection seals with (32 zero bytes). */
const ENV = {
  RIVALSCOPE_ENCRYPTION_KEY: Buffer.alloc(32).toString("base64"),
  RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true",
  RIVALSCOPE_WEBHOOK_RETRY_SCHEDULE: "1,1,1",
  RIVALSCOPE_JOB_LEASE_MS: "1000",
};

/** A data directory with one Command account, one endpoint at a new receiver, and one event emitted — written as the server's own code would. */
async function setup(answer: Answer) {
  const dir = tmp();
  const store = openDataDir(dir);
  const r = startReceiver(answer);
  receivers.push(r);
  const cfg = loadConfig({ ...ENV, RIVALSCOPE_DATA_DIR: dir });
  const webhooks = createWebhooks({ config: cfg, settings: fixedSettings(cfg), clock: systemClock, net: createOutbound({ allowPrivate: true }), mail: { enqueue: () => ({}) as never } });
  const account = await customer(store.ctx, "crash@example.com");
  await webhooks.createEndpoint(store.ctx, { accountId: account.id, url: r.url });
  const [delivery] = await emit(store.ctx, { accountId: account.id, event: { event: "subscription.created", subscription_id: "sub_1", plan: "command", status: "active", current_period_end: null } });
  const row = async () => (await store.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)))[0]!;
  const attempts = () => store.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery.id)).orderBy(webhookAttempts.number);
  const job = () => sqliteOf(store.db).query("SELECT status, attempts FROM jobs WHERE unique_key = ?").get(`webhook:${delivery.id}`) as { status: string; attempts: number };
  return { dir, store, r, delivery, row, attempts, job };
}


test("kill -9 while a retry is pending: after a restart the retry arrives with the same webhook-id, once", async () => {
  const s = await setup((n) => new Response(`answer ${n + 1}`, { status: n === 0 ? 500 : 200 }));
  try {
    const first = await startServer(SOURCE_CLI, ["--dir", s.dir], ENV);
    // The first attempt failed and its retry is queued (the delivery is logged first, the job a moment later).
    await until("the retry to be pending", async () => (await s.row()).attempts === 1 && s.job().status === "queued");
    first.proc.kill("SIGKILL");
    await first.proc.exited;
    // The retry was due within 1.2 s and is now overdue, with nobody to send it.
    expect(await s.row()).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500 });
    expect(s.job()).toMatchObject({ status: "queued", attempts: 1 });
    expect(s.r.received).toHaveLength(1);
    await Bun.sleep(1300);
    expect(s.r.received).toHaveLength(1);

    const second = await startServer(SOURCE_CLI, ["--dir", s.dir], ENV);
    try {
      await until("the delivery to succeed", async () => (await s.row()).status === "succeeded");
      await until("the job to complete", () => s.job().status === "succeeded");
      await Bun.sleep(300); // nothing else arrives
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(s.r.received.map((x) => x.headers["webhook-id"])).toEqual([s.delivery.id, s.delivery.id]);
    expect(s.r.maxInFlight).toBe(1);
    expect((await s.attempts()).map((a) => [a.number, a.status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect(s.job()).toEqual({ status: "succeeded", attempts: 2 });
  } finally {
    sqliteOf(s.store.db).close();
  }
});

test("kill -9 while an attempt is in flight: it is sent again after the lease runs out, with the same webhook-id", async () => {
  // The first request is never answered (the process dies holding it); later ones get 200.
  const s = await setup((n) => (n === 0 ? new Promise<Response>(() => {}) : new Response("ok")));
  try {
    const first = await startServer(SOURCE_CLI, ["--dir", s.dir], ENV);
    await s.r.waitFor(1, 10_000);
    first.proc.kill("SIGKILL");
    await first.proc.exited;
    const killedAt = Date.now();
    expect(s.job()).toMatchObject({ status: "running", attempts: 1 });
    expect(await s.row()).toMatchObject({ status: "pending", attempts: 0 });

    const second = await startServer(SOURCE_CLI, ["--dir", s.dir], ENV);
    try {
      await until("the delivery to succeed", async () => (await s.row()).status === "succeeded");
      await until("the job to complete", () => s.job().status === "succeeded");
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(s.r.received.map((x) => x.headers["webhook-id"])).toEqual([s.delivery.id, s.delivery.id]);
    // Sent again only after the dead process's attempt was over (it died with it).
    expect(s.r.received[1].at).toBeGreaterThanOrEqual(killedAt);
    expect((await s.attempts()).map((a) => [a.number, a.status])).toEqual([[1, 200]]);
    expect(s.job()).toEqual({ status: "succeeded", attempts: 2 });
  } finally {
    sqliteOf(s.store.db).close();
  }
});
