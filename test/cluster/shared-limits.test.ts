/**
 * Limits counted in the database (src/access/shared-counters.ts), as replicas sharing one
 * PostgreSQL count them: two runtimes on one database, requests alternating or racing between
 * them, and never more admitted than one process would admit alone.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { issueApiKey, updateApiKey } from "../../src/access/keys";
import { AppError } from "../../src/lib/errors";
import { ManualClock } from "../../src/lib/clock";
import { PROCESS_DATABASE_ENGINE } from "../../src/config";
import { rootOf } from "../../src/db/handle";
import type { PgDb } from "../../src/db/pg";
import { createTestApp, type TestApp } from "../helpers/app";
import { until } from "../helpers/wait";

const ENV = { RIVALSCOPE_AUTH_PER_MINUTE: "3", RIVALSCOPE_FREE_PER_MINUTE: "4", RIVALSCOPE_CHECKOUT_PER_MINUTE: "3", RIVALSCOPE_ANALYSIS_PER_DAY: "3", RIVALSCOPE_ANALYSIS_PER_SESSION: "2", RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "2", RIVALSCOPE_REPORT_READS_PER_MINUTE: "3" };
let a: TestApp;
let b: TestApp;
const clock = new ManualClock(Date.UTC(2026, 10, 23, 12));
beforeAll(async () => {
  a = await createTestApp({ clock, env: ENV, sharedLimits: true });
  b = await createTestApp({ clock, env: ENV, sharedLimits: true, dir: a.dir });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const replicas = () => [a, b];
/** `n` requests to /api/v1/tools, alternating between the replicas (or all at once); their statuses. */
async function spread(n: number, headers: Record<string, string>, opts: { together?: boolean } = {}): Promise<number[]> {
  const one = (i: number) => replicas()[i % 2]!.request("/api/v1/tools?limit=1", { headers }).then((r) => r.status);
  if (opts.together) return Promise.all(Array.from({ length: n }, (_, i) => one(i)));
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await one(i));
  return out;
}
const count = (statuses: number[], s: number) => statuses.filter((x) => x === s).length;

async function keyWith(limits: { perMinute: number | null; quota: number | null }) {
  const { key, record } = await issueApiKey(a.ctx, { email: "limits@example.com", tier: "pro" });
  await updateApiKey(a.ctx, { id: record.id, changes: limits });
  return { key, id: record.id };
}

test("a key's per-minute limit holds across replicas, alternating and racing", async () => {
  clock.set(Date.UTC(2026, 10, 23, 12, 0, 0));
  const { key } = await keyWith({ perMinute: 5, quota: null });
  const first = await spread(10, { "x-api-key": key });
  expect(count(first, 200)).toBe(5);
  expect(count(first, 429)).toBe(5);
  // Full at the minute's start: the wait runs into the next minute, until a fifth of this one's
  // five have slid out (60 s + 12 s).
  const refused = await b.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key } });
  expect(refused.headers.get("retry-after")).toBe("72");
  clock.advance(72_000);
  expect((await a.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key } })).status).toBe(200);
  // Two minutes on, the window is free again; racing requests still get no more than the limit.
  clock.advance(120_000);
  const raced = await spread(16, { "x-api-key": key }, { together: true });
  expect(count(raced, 200)).toBe(5);
  expect(count(raced, 429)).toBe(11);
});

test("a key's monthly quota holds across replicas, and both report the same usage", async () => {
  clock.set(Date.UTC(2026, 10, 23, 13, 0, 0));
  const { key, id } = await keyWith({ perMinute: -1, quota: 7 });
  const statuses = await spread(12, { "x-api-key": key }, { together: true });
  expect(count(statuses, 200)).toBe(7);
  expect(await a.rt.access.usageThisMonth(id)).toBe(7);
  expect(await b.rt.access.usageThisMonth(id)).toBe(7);
  const refused = await b.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key } });
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ error: "rate_limit_exceeded", limit: 7, window: "month" });
  // A refused request counts nothing.
  expect(await a.rt.access.usageThisMonth(id)).toBe(7);
});

test("the free tier's per-minute limit per IP holds across replicas", async () => {
  clock.set(Date.UTC(2026, 10, 23, 14, 0, 0));
  const statuses = await spread(9, {});
  expect(count(statuses, 200)).toBe(4);
  expect(count(statuses, 429)).toBe(5);
});

test("the checkout throttle per IP holds across replicas", async () => {
  clock.set(Date.UTC(2026, 10, 23, 15, 0, 0));
  const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => Promise.resolve().then(() => replicas()[i % 2]!.rt.access.admitIp("checkout", "203.0.113.9")).then(() => "ok", (e) => (e instanceof AppError ? e.code : String(e)))));
  expect(outcomes.filter((o) => o === "ok")).toHaveLength(3);
  expect(outcomes.filter((o) => o === "rate_limited")).toHaveLength(5);
});

test("scan and roast allowances (per IP per day, per session) hold across replicas", async () => {
  clock.set(Date.UTC(2026, 10, 23, 16, 0, 0));
  const admit = (i: number, session: string) =>
    Promise.resolve()
      .then(() => replicas()[i % 2]!.rt.access.admitAnalysis("scan", { sessions: [session], ipBucket: "198.51.100.7" }))
      .then(() => "ok", (e) => (e instanceof AppError ? `${e.code}:${(e.details as { window: string }).window}` : String(e)));
  // One session: two per session, whichever replica it asks.
  expect([await admit(0, "s1"), await admit(1, "s1"), await admit(0, "s1")]).toEqual(["ok", "ok", "rate_limited:session"]);
  // Other sessions of the same address: the day's third is the last.
  expect(await admit(1, "s2")).toBe("ok");
  expect(await admit(0, "s3")).toBe("rate_limited:day");
});

test("the sign-in throttle per IP holds across replicas, on the API and in the app's forms", async () => {
  clock.set(Date.UTC(2026, 10, 23, 17, 0, 0));
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await replicas()[i % 2]!.request("/api/auth/login", { method: "POST", json: { email: "nobody@example.com", password: "wrong-password" } });
    statuses.push(r.status);
  }
  expect(count(statuses, 401)).toBe(3);
  expect(count(statuses, 429)).toBe(3);
  // The app's sign-in form is refused as a page, counted in the same database.
  clock.advance(120_000);
  const forms: number[] = [];
  for (let i = 0; i < 5; i++) forms.push((await replicas()[i % 2]!.app.handle(new Request("http://localhost/app/login", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=x%40example.com&password=nope" }))).status);
  expect(count(forms, 429)).toBe(2);
});

test("the report endpoints' per-IP limits hold across replicas", async () => {
  clock.set(Date.UTC(2026, 10, 23, 18, 0, 0));
  // Counted before the body is read: an empty request is admitted (then refused as bad input) or rate-limited.
  const requests: number[] = [];
  for (let i = 0; i < 5; i++) requests.push((await replicas()[i % 2]!.request("/api/reports/request", { method: "POST", json: {} })).status);
  expect(count(requests, 429)).toBe(3);
  const reads = await Promise.all(Array.from({ length: 7 }, (_, i) => replicas()[i % 2]!.request("/api/reports/get?id=6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f").then((r) => r.status)));
  expect(count(reads, 404)).toBe(3);
  expect(count(reads, 429)).toBe(4);
});

// PostgreSQL only: another connection holds the request's counter row, so the request is
// stopped inside its counting for as long as the test wants — which SQLite's one blocking
// connection cannot do.
test.if(PROCESS_DATABASE_ENGINE === "postgres")("a usage flush while a request is counted in the database does not fail the request", async () => {
  // Session 14's 500: a request loaded its tier's day counter into memory, then waited on its
  // limits' rows in the database; a usage flush meanwhile forgot the idle counter, and counting
  // it threw ("used before it was loaded").
  clock.set(Date.UTC(2026, 10, 23, 18, 0, 0));
  const { key, id } = await keyWith({ perMinute: -1, quota: -1 });
  expect((await a.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key } })).status).toBe(200);
  // Written, then forgotten as idle: the next request loads it again.
  await a.rt.access.flush();
  await a.rt.access.flush();
  const pool = (rootOf(a.rt.db) as PgDb).$client;
  const holder = await pool.reserve();
  try {
    await holder`BEGIN`;
    await holder`SELECT count FROM usage_counters WHERE subject = ${`key:${id}`} FOR UPDATE`;
    const pending = a.request("/api/v1/tools?limit=2", { headers: { "x-api-key": key } });
    await until("the request waits on its counter row", async () => Number((await pool`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)[0].n) > 0, 10_000);
    await a.rt.access.flush();
    await holder`COMMIT`;
    expect((await pending).status).toBe(200);
  } finally {
    holder.release();
  }
  expect(await a.rt.access.usageThisMonth(id)).toBe(2);
});
