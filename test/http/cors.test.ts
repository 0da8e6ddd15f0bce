/**
 * CORS on interface A: browsers on other origins can call it; nothing else gets CORS headers.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { issueApiKey } from "../../src/access/keys";
import { createTestApp, type TestApp } from "../helpers/app";
import { scenarios } from "../helpers/scenarios";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const origin = { origin: "https://dashboard.example.com" };

describe("CORS on /api/v1", () => {
  scenarios(() => t, [
    {
      name: "preflight for a keyed GET → 204 allowing x-api-key",
      method: "OPTIONS",
      url: "/api/v1/tools?q=crm",
      headers: { ...origin, "access-control-request-method": "GET", "access-control-request-headers": "x-api-key" },
      status: 204,
      expectHeaders: { "access-control-allow-origin": "*", "access-control-allow-headers": /x-api-key/, "access-control-allow-methods": /GET/, "x-request-id": /.+/ },
    },
    {
      name: "preflight for POST /checkout with JSON → 204",
      method: "OPTIONS",
      url: "/api/v1/checkout",
      headers: { ...origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      status: 204,
      expectHeaders: { "access-control-allow-headers": /content-type/, "access-control-allow-methods": /POST/ },
    },
    {
      name: "a cross-origin GET gets the allow-origin and exposes the rate-limit headers",
      url: "/api/v1/tools/asana",
      headers: origin,
      status: 200,
      expectHeaders: { "access-control-allow-origin": "*", "access-control-expose-headers": /x-ratelimit-remaining/ },
    },
    {
      name: "errors carry CORS too, so the page can read them",
      url: "/api/v1/tools?limit=0",
      headers: origin,
      status: 400,
      expectHeaders: { "access-control-allow-origin": "*" },
    },
    { name: "no Origin, no CORS headers", url: "/api/v1/tools/asana", status: 200, expectHeaders: { "access-control-allow-origin": null } },
    { name: "OPTIONS without Origin is not a preflight → 405", method: "OPTIONS", url: "/api/v1/tools", status: 405 },
    { name: "the dashboard gets no CORS", url: "/admin/login", headers: origin, status: 200, expectHeaders: { "access-control-allow-origin": null } },
    { name: "nor /healthz", url: "/healthz", headers: origin, status: 200, expectHeaders: { "access-control-allow-origin": null } },
  ]);

  test("a cross-origin keyed request is still admitted and counted", async () => {
    const { key, record } = await issueApiKey(t.ctx, { email: "web@example.com", tier: "starter" });
    for (let i = 0; i < 2; i++) {
      const r = await t.request("/api/v1/tools/asana", { headers: { ...origin, "x-api-key": key } });
      expect(r.status).toBe(200);
      expect(r.headers.get("access-control-allow-origin")).toBe("*");
      expect(r.headers.get("x-ratelimit-limit")).toBe("60");
    }
    expect(await t.rt.access.usageThisMonth(record.id)).toBe(2);
  });
});

test("paths that only start like /api/v1 get no CORS", async () => {
  const r = await t.request("/api/v10/tools", { headers: origin });
  expect(r.headers.get("access-control-allow-origin")).toBeNull();
  const p = await t.request("/api/v1?x=1", { headers: origin });
  expect(p.headers.get("access-control-allow-origin")).toBe("*");
});
