/**
 * Interface A access: tiers, sliding minute windows, calendar quotas, headers, 401s, 429s,
 * revocation, metering that survives restarts, and POST /validate-key. The clock is moved, never slept.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { generateApiKey } from "../../src/access/key-format";
import { issueApiKey, revokeApiKey, updateApiKey } from "../../src/access/keys";
import { ManualClock } from "../../src/lib/clock";
import { createTestApp, type TestApp } from "../helpers/app";
import { scenarios } from "../helpers/scenarios";
import { eq } from "drizzle-orm";
import { apiKeys, usageCounters } from "../../src/access/tables";

const opened: TestApp[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close().catch(() => {});
});
async function app(env: Record<string, string> = {}, clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0))) {
  const t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "true", ...env }, clock });
  opened.push(t);
  return t;
}
const hit = (t: TestApp, headers: Record<string, string> = {}, path = "/api/v1/tools?limit=1") => t.request(path, { headers });
const from = (ip: string, extra: Record<string, string> = {}) => ({ "x-forwarded-for": ip, ...extra });

describe("free tier (no key): 30 per minute and 100 per UTC day, per client IP", () => {
  test("the 30th request passes, the 31st gets 429 with the full body and headers", async () => {
    const t = await app();
    for (let i = 1; i <= 30; i++) {
      const r = await hit(t, from("203.0.113.7"));
      expect(r.status).toBe(200);
      expect(r.headers.get("x-ratelimit-remaining")).toBe(String(30 - i));
      t.clock.advance(100);
    }
    const r = await hit(t, from("203.0.113.7"));
    expect(r.status).toBe(429);
    const retry = Number(r.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    const body = await r.json();
    expect(body).toEqual({
      api_version: "1.0.0",
      error: "rate_limit_exceeded",
      limit: 30,
      retry_after_seconds: retry,
      message: expect.stringContaining("30 requests per minute"),
      window: "minute",
      // Besides when to retry: where a key comes from.
      links: { pricing: "http://localhost:3000/pricing" },
    });
    expect(body.message).toContain("or get an API key with higher limits at http://localhost:3000/pricing");
    expect(r.headers.get("x-ratelimit-remaining")).toBe("0");
    // Another IP is not affected; the first one recovers once the window slides.
    expect((await hit(t, from("203.0.113.8"))).status).toBe(200);
    t.clock.advance(retry * 1000);
    expect((await hit(t, from("203.0.113.7"))).status).toBe(200);
  });

  test("headers on counted responses: X-RateLimit-*, X-Quota-*, RateLimit-Policy and RateLimit", async () => {
    const t = await app();
    const r = await hit(t, from("198.51.100.1"));
    const h = Object.fromEntries(r.headers);
    expect(h["x-ratelimit-limit"]).toBe("30");
    expect(h["x-ratelimit-remaining"]).toBe("29");
    expect(Number(h["x-ratelimit-reset"])).toBeGreaterThan(0);
    expect(h["x-quota-limit"]).toBe("100");
    expect(h["x-quota-remaining"]).toBe("99");
    expect(h["x-quota-reset"]).toBe(String(12 * 3600)); // noon → UTC midnight
    expect(h["ratelimit-policy"]).toBe('"minute";q=30;w=60, "day";q=100;w=86400');
    expect(h["ratelimit"]).toBe(`"minute";r=29;t=${h["x-ratelimit-reset"]}, "day";r=99;t=43200`);
  });

  test("400s and 404s on counted endpoints are counted and carry the headers", async () => {
    const t = await app();
    const a = await hit(t, from("192.0.2.1"), "/api/v1/tools?limit=0");
    expect(a.status).toBe(400);
    expect(a.headers.get("x-ratelimit-remaining")).toBe("29");
    const b = await hit(t, from("192.0.2.1"), "/api/v1/tools/not-a-tool");
    expect(b.status).toBe(404);
    expect(b.headers.get("x-quota-remaining")).toBe("98");
    const c = await hit(t, from("192.0.2.1"), "/api/v1/compare?a=x");
    expect(c.status).toBe(400);
    expect(c.headers.get("x-quota-remaining")).toBe("97");
  });

  test("daily quota: the 100th passes, the 101st is refused with window day; the next UTC day starts afresh", async () => {
    const t = await app({ RIVALSCOPE_FREE_PER_MINUTE: "unlimited" }, new ManualClock(Date.UTC(2026, 10, 22, 23, 0, 0)));
    for (let i = 0; i < 100; i++) expect((await hit(t, from("192.0.2.50"))).status).toBe(200);
    const r = await hit(t, from("192.0.2.50"));
    expect(r.status).toBe(429);
    const body = await r.json();
    expect(body).toMatchObject({ window: "day", limit: 100, retry_after_seconds: 3600 });
    expect(r.headers.get("retry-after")).toBe("3600");
    t.clock.set(Date.UTC(2026, 10, 23, 0, 0, 1));
    const next = await hit(t, from("192.0.2.50"));
    expect(next.status).toBe(200);
    expect(next.headers.get("x-quota-remaining")).toBe("99");
  });

  test("exempt: /categories, /healthz and /swagger are not counted", async () => {
    const t = await app({ RIVALSCOPE_FREE_PER_MINUTE: "3" });
    for (let i = 0; i < 5; i++) {
      expect((await hit(t, from("192.0.2.9"), "/api/v1/categories")).status).toBe(200);
      expect((await hit(t, from("192.0.2.9"), "/healthz")).status).toBe(200);
    }
    expect((await hit(t, from("192.0.2.9"))).headers.get("x-ratelimit-remaining")).toBe("2");
  });

  test("without RIVALSCOPE_TRUST_PROXY, X-Forwarded-For cannot pick a fresh bucket", async () => {
    const t = await app({ RIVALSCOPE_TRUST_PROXY: "false", RIVALSCOPE_FREE_PER_MINUTE: "2" });
    expect((await hit(t, from("1.1.1.1"))).status).toBe(200);
    expect((await hit(t, from("2.2.2.2"))).status).toBe(200);
    expect((await hit(t, from("3.3.3.3"))).status).toBe(429);
  });
});

describe("paid keys", () => {
  test("starter: 60 per minute by default; the 61st is refused", async () => {
    const t = await app();
    const { key } = await issueApiKey(t.ctx, { email: "s@example.com", tier: "starter" });
    for (let i = 0; i < 60; i++) expect((await hit(t, { "x-api-key": key })).status).toBe(200);
    const r = await hit(t, { "x-api-key": key });
    expect(r.status).toBe(429);
    expect((await r.json()).limit).toBe(60);
  });

  test("pro: 300 per minute by default, configurable", async () => {
    const t = await app({ RIVALSCOPE_PRO_PER_MINUTE: "5" });
    const { key } = await issueApiKey(t.ctx, { email: "p@example.com", tier: "pro" });
    const first = await hit(t, { "x-api-key": key });
    expect(first.headers.get("x-ratelimit-limit")).toBe("5");
    expect(first.headers.get("x-quota-limit")).toBe("10000");
    const def = await app();
    const k2 = (await issueApiKey(def.ctx, { email: "p@example.com", tier: "pro" })).key;
    expect((await hit(def, { "x-api-key": k2 })).headers.get("x-ratelimit-limit")).toBe("300");
  });

  test("monthly quota: the 1000th passes, the 1001st is refused (window month); the next month starts afresh", async () => {
    const t = await app({}, new ManualClock(Date.UTC(2026, 10, 30, 23, 0, 0)));
    const { key, record } = await issueApiKey(t.ctx, { email: "q@example.com", tier: "starter" });
    await updateApiKey(t.ctx, { id: record.id, changes: { perMinute: -1 } }); // per-key override: no minute limit
    for (let i = 0; i < 1000; i++) {
      const r = await hit(t, { "x-api-key": key });
      if (r.status !== 200) throw new Error(`request ${i + 1}: ${r.status}`);
    }
    const r = await hit(t, { "x-api-key": key });
    expect(r.status).toBe(429);
    expect(await r.json()).toMatchObject({ window: "month", limit: 1000, retry_after_seconds: 3600 });
    expect(r.headers.get("x-ratelimit-limit")).toBeNull();
    t.clock.set(Date.UTC(2026, 11, 1, 0, 0, 0));
    const next = await hit(t, { "x-api-key": key });
    expect(next.status).toBe(200);
    expect(next.headers.get("x-quota-remaining")).toBe("999");
  });

  test("per-key overrides: quota and minute limits", async () => {
    const t = await app();
    const { key, record } = await issueApiKey(t.ctx, { email: "o@example.com", tier: "starter" });
    await updateApiKey(t.ctx, { id: record.id, changes: { perMinute: 2, quota: 3 } });
    expect((await hit(t, { "x-api-key": key })).headers.get("x-quota-limit")).toBe("3");
    expect((await hit(t, { "x-api-key": key })).status).toBe(200);
    expect((await (await hit(t, { "x-api-key": key })).json()).window).toBe("minute");
    t.clock.advance(61_000);
    expect((await hit(t, { "x-api-key": key })).status).toBe(200);
    expect((await (await hit(t, { "x-api-key": key })).json()).window).toBe("month");
  });

  test("internal keys are unlimited and carry no limit headers", async () => {
    const t = await app();
    const { key } = await issueApiKey(t.ctx, { email: "ops@example.com", tier: "internal" });
    for (let i = 0; i < 400; i++) expect((await hit(t, { "x-api-key": key })).status).toBe(200);
    const r = await hit(t, { "x-api-key": key });
    expect(r.headers.get("x-ratelimit-limit")).toBeNull();
    expect(r.headers.get("x-quota-limit")).toBeNull();
  });
});

describe("401 invalid_api_key", () => {
  test("malformed, bad checksum, unknown and revoked keys → 401, not counted", async () => {
    const t = await app({ RIVALSCOPE_FREE_PER_MINUTE: "2" });
    const { key, record } = await issueApiKey(t.ctx, { email: "r@example.com", tier: "starter" });
    const typo = key.slice(0, 10) + (key[10] === "a" ? "b" : "a") + key.slice(11);
    const cases: [string, string][] = [
      ["nonsense", "malformed"],
      [typo, "malformed"],
      [generateApiKey(), "not known"],
    ];
    for (const [k, why] of cases) {
      const r = await hit(t, { "x-api-key": k });
      expect(r.status).toBe(401);
      const body = await r.json();
      expect(body).toMatchObject({ api_version: "1.0.0", error: "invalid_api_key" });
      expect(body.message).toContain(why);
    }
    expect((await hit(t, { "x-api-key": key })).status).toBe(200);
    await revokeApiKey(t.ctx, { id: record.id });
    const revoked = await hit(t, { "x-api-key": key });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).message).toContain("revoked");
    // None of the 401s counted: the key made one counted request.
    expect(await t.rt.access.usageThisMonth(record.id)).toBe(1);
  });

  test("an expired key (canceled subscription past its period end) → 401", async () => {
    const t = await app();
    const { key, record } = await issueApiKey(t.ctx, { email: "e@example.com", tier: "pro" });
    await updateApiKey(t.ctx, { id: record.id, changes: { expiresAt: t.clock.now() + 1000 } });
    expect((await hit(t, { "x-api-key": key })).status).toBe(200);
    t.clock.advance(1000);
    expect((await hit(t, { "x-api-key": key })).status).toBe(401);
  });
});

describe("usage metering", () => {
  test("counts survive a restart (flushed at shutdown); no per-request database write", async () => {
    const t = await app({ RIVALSCOPE_USAGE_FLUSH_MS: "0" });
    const { key, record } = await issueApiKey(t.ctx, { email: "m@example.com", tier: "starter" });
    const writes = () => t.rt.db.$count(usageCounters);
    for (let i = 0; i < 7; i++) await hit(t, { "x-api-key": key });
    expect(await writes()).toBe(0); // nothing written yet: counted in memory
    await t.rt.close(); // shutdown flushes
    const again = await createTestApp({ dir: t.dir, clock: t.clock, env: {} });
    opened.push(again);
    const v = await again.request("/api/v1/validate-key", { method: "POST", json: { key } });
    expect(await v.json()).toEqual({ api_version: "1.0.0", valid: true, tier: "starter", email: "m@example.com", requests_this_month: 7 });
    const [row] = await again.rt.db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, record.id));
    expect(row!.lastUsedAt).toBe(t.clock.now());
  });

  test("the scheduled flush writes batches", async () => {
    const t = await app({ RIVALSCOPE_USAGE_FLUSH_MS: "20" });
    const stored = async () => (await t.rt.db.select({ count: usageCounters.count }).from(usageCounters).where(eq(usageCounters.subject, "ip:192.0.2.77")))[0]?.count;
    await hit(t, from("192.0.2.77"));
    await t.rt.scheduler.tick();
    expect(await stored()).toBeUndefined(); // not due yet
    t.clock.advance(20);
    await t.rt.scheduler.tick();
    expect(await stored()).toBe(1);
  });
});

describe("POST /api/v1/validate-key", () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = (await issueApiKey(t.ctx, { email: "Val@Example.com", tier: "pro" })).key;
  });
  afterAll(() => t.close());
  scenarios(() => t, [
    { name: "missing key → 400 naming key", method: "POST", url: "/api/v1/validate-key", body: {}, status: 400, contains: ['\\"key\\"', '"api_version":"1.0.0"'] },
    { name: "key not a string → 400", method: "POST", url: "/api/v1/validate-key", body: { key: 42 }, status: 400, contains: ['\\"key\\"'] },
    { name: "no body → 400", method: "POST", url: "/api/v1/validate-key", headers: { "content-type": "application/json" }, body: "", status: 400 },
    { name: "malformed JSON → 400", method: "POST", url: "/api/v1/validate-key", headers: { "content-type": "application/json" }, body: "{", status: 400 },
    { name: "bad format → 400 invalid_key_format", method: "POST", url: "/api/v1/validate-key", body: { key: "rsk_short" }, status: 400, contains: ['"error":"invalid_key_format"'] },
    { name: "well-formed unknown → valid false", method: "POST", url: "/api/v1/validate-key", body: { key: generateApiKey() }, status: 200, check: (b) => expect(b).toEqual({ api_version: "1.0.0", valid: false }) },
    { name: "GET → 405 with Allow: POST", url: "/api/v1/validate-key", status: 405, expectHeaders: { allow: "POST" } },
  ]);
  test("valid key → tier, email, requests_this_month; revoked → valid false", async () => {
    await t.request("/api/v1/tools", { headers: { "x-api-key": key } });
    const r = await (await t.request("/api/v1/validate-key", { method: "POST", json: { key } })).json();
    expect(r).toEqual({ api_version: "1.0.0", valid: true, tier: "pro", email: "val@example.com", requests_this_month: 1 });
    const [{ id }] = await t.rt.db.select({ id: apiKeys.id }).from(apiKeys);
    await revokeApiKey(t.ctx, { id: id });
    expect(await (await t.request("/api/v1/validate-key", { method: "POST", json: { key } })).json()).toEqual({ api_version: "1.0.0", valid: false });
  });

  test("30 per minute per IP, then 429 with window minute", async () => {
    const a = await app();
    for (let i = 0; i < 30; i++) expect((await a.request("/api/v1/validate-key", { method: "POST", json: { key: generateApiKey() }, headers: from("192.0.2.200") })).status).toBe(200);
    const r = await a.request("/api/v1/validate-key", { method: "POST", json: { key: generateApiKey() }, headers: from("192.0.2.200") });
    expect(r.status).toBe(429);
    expect(await r.json()).toMatchObject({ error: "rate_limit_exceeded", limit: 30, window: "minute" });
    expect(r.headers.get("retry-after")).toBeTruthy();
  });
});
