/**
 * GET /api/v1 — the index of interface A: version, endpoints, documentation link, the tiers with
 * their configured limits; neither counted nor rate-limited.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { issueApiKey } from "../../src/access/keys";
import { createTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_TRUST_PROXY: "true", RIVALSCOPE_FREE_PER_MINUTE: "2", RIVALSCOPE_STARTER_PER_MONTH: "1234", RIVALSCOPE_CHECKOUT_PER_MINUTE: "7" } });
});
afterAll(() => t.close());

describe("GET /api/v1", () => {
  test("version, documentation, and every interface A endpoint of the OpenAPI document in one line each", async () => {
    const res = await t.request("/api/v1");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.api_version).toBe("1.0.0");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.documentation).toBe("/swagger");
    expect((await t.request(body.documentation)).status).toBe(200);
    expect((await t.request(body.openapi)).status).toBe(200);

    const doc = await (await t.request(body.openapi)).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path === "/api/v1" || path.startsWith("/api/v1/"))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(body.endpoints.map((e: any) => `${e.method} ${e.path}`).sort()).toEqual(documented);
    for (const e of body.endpoints) expect(e.summary.length).toBeGreaterThan(5);
    const counted = body.endpoints.filter((e: any) => e.counted).map((e: any) => e.path).sort();
    expect(counted).toEqual(["/api/v1/compare", "/api/v1/tools", "/api/v1/tools/{slug}"]);
    expect(body.endpoints.find((e: any) => e.path === "/api/v1/checkout").per_ip_per_minute).toBe(7);
  });

  test("the tiers and their limits come from the configuration", async () => {
    const { tiers } = await (await t.request("/api/v1")).json();
    const c = t.config.tiers;
    expect(tiers.map((x: any) => x.tier)).toEqual(["free", "starter", "pro", "internal"]);
    for (const x of tiers) {
      const k = x.tier as keyof typeof c;
      expect(x).toMatchObject({ per_minute: c[k].perMinute, quota: c[k].quota, quota_window: c[k].quotaWindow });
      expect(x.how.length).toBeGreaterThan(5);
    }
    expect(tiers[0]).toMatchObject({ tier: "free", per_minute: 2, quota_window: "day" });
    expect(tiers[1].quota).toBe(1234);
    expect(tiers[3]).toMatchObject({ per_minute: null, quota: null });
  });

  test("not rate-limited and not counted: no rate-limit headers, the tier's budget untouched", async () => {
    const ip = { "x-forwarded-for": "198.51.100.9" };
    for (let i = 0; i < 5; i++) {
      const res = await t.request("/api/v1", { headers: ip });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
      expect(res.headers.get("x-quota-remaining")).toBeNull();
    }
    const counted = await t.request("/api/v1/tools?limit=1", { headers: ip });
    expect(counted.headers.get("x-ratelimit-remaining")).toBe("1");

    const { key, record } = await issueApiKey(t.ctx, { email: "index@example.com", tier: "starter" });
    const before = await t.rt.access.usageThisMonth(record.id);
    for (let i = 0; i < 3; i++) expect((await t.request("/api/v1", { headers: { "x-api-key": key } })).status).toBe(200);
    expect(await t.rt.access.usageThisMonth(record.id)).toBe(before);
    await t.request("/api/v1/tools?limit=1", { headers: { "x-api-key": key } });
    expect(await t.rt.access.usageThisMonth(record.id)).toBe(before + 1);
  });
});
