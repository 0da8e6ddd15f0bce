import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { createTestApp, type TestApp } from "../helpers/app";
import { scenarios } from "../helpers/scenarios";
import { closeDatabase } from "../../src/db/client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Routes that exist only to exercise the shared error mapper.
  t.app
    .post("/api/echo", ({ body }) => body, { body: z.object({ name: z.string({ error: "must be a string" }), count: z.number().int().optional() }) })
    .get("/api/v1/echo", ({ query }) => query, { query: z.object({ limit: z.coerce.number().int("must be an integer").optional() }) })
    .get("/api/boom", () => {
      throw new Error("kaboom");
    });
});
afterAll(() => t.close());

const uuid = /^[0-9a-f]{8}-[0-9a-z]+$/; // per-process prefix + counter

describe("error mapping", () => {
  scenarios(() => t, [
    { name: "unknown path → 404 not_found", url: "/no/such/thing", status: 404, contains: ['"error":"not_found"', "/no/such/thing"] },
    { name: "interface A 404 carries api_version", url: "/api/v1/nothing-here", status: 404, contains: ['"api_version":"1.0.0"', '"error":"not_found"'] },
    { name: "interface B 404 has no api_version", url: "/api/nothing-here", status: 404, notContains: ["api_version"] },
    {
      name: "known path, wrong method → 405 with Allow",
      method: "DELETE",
      url: "/healthz",
      status: 405,
      contains: ['"error":"method_not_allowed"'],
      expectHeaders: { allow: "GET, HEAD" },
    },
    { name: "405 for POST-only route lists POST", method: "GET", url: "/api/echo", status: 405, expectHeaders: { allow: "POST" } },
    {
      name: "validation failure → 400 naming the field",
      method: "POST",
      url: "/api/echo",
      body: { name: 42 },
      status: 400,
      contains: ['"error":"bad_request"', '\\"name\\"', "must be a string"],
    },
    {
      name: "query validation names the parameter, with api_version on interface A",
      url: "/api/v1/echo?limit=abc",
      status: 400,
      contains: ['"api_version":"1.0.0"', 'query parameter \\"limit\\"'],
    },
    {
      name: "malformed JSON → 400",
      method: "POST",
      url: "/api/echo",
      headers: { "content-type": "application/json" },
      body: '{"name": "x",',
      status: 400,
      contains: ['"error":"bad_request"', "not valid JSON"],
    },
    {
      name: "wrong content type on the API → 400",
      method: "POST",
      url: "/api/echo",
      headers: { "content-type": "text/plain" },
      body: "name=x",
      status: 400,
      contains: ["Content-Type must be application/json"],
    },
    {
      name: "body over 1 MiB → 413",
      method: "POST",
      url: "/api/echo",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) }),
      status: 413,
      contains: ['"error":"payload_too_large"', "1 MiB"],
    },
    { name: "valid request passes", method: "POST", url: "/api/echo", body: { name: "ok" }, status: 200, contains: ['"name":"ok"'] },
  ]);

  test("unexpected exception → 500 internal_error with the request id, logged", async () => {
    const res = await t.request("/api/boom");
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(uuid);
    const body = await res.json();
    expect(body.error).toBe("internal_error");
    expect(body.message).toContain(id);
    expect(body.message).not.toContain("kaboom"); // internals stay in the log
    const line = t.logger.lines.find((l) => l.msg === "unhandled error");
    expect(line?.request_id).toBe(id);
    expect(line?.err.message).toBe("kaboom");
  });

  test("every response carries X-Request-Id; a safe incoming id is kept, an unsafe one replaced", async () => {
    const a = await t.request("/healthz");
    expect(a.headers.get("x-request-id")).toMatch(uuid);
    const b = await t.request("/healthz", { headers: { "x-request-id": "abc-123" } });
    expect(b.headers.get("x-request-id")).toBe("abc-123");
    const c = await t.request("/healthz", { headers: { "x-request-id": "evil <script>" } });
    expect(c.headers.get("x-request-id")).toMatch(uuid);
  });

  test("browser navigations to unknown pages get an HTML error page", async () => {
    const res = await t.request("/missing-page", { headers: { accept: "text/html" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("<h1>404 · Page not found</h1>");
  });
});

describe("health and docs", () => {
  scenarios(() => t, [
    {
      name: "GET /healthz → ok",
      url: "/healthz",
      status: 200,
      check: (b) => {
        expect(b).toMatchObject({ status: "ok", db: "ok" });
        // The engine this suite runs on: sqlite under `npm test`, postgres under `npm run test:pg`.
        expect(b.engine).toBe(process.env.RIVALSCOPE_DATABASE_URL ? "postgres" : "sqlite");
        expect(typeof b.version).toBe("string");
        expect(Number.isInteger(b.uptime_s)).toBe(true);
      },
    },
    {
      name: "Swagger UI loads only local assets",
      url: "/swagger",
      status: 200,
      contains: ["/swagger/assets/swagger-ui-bundle.js", "/swagger/assets/swagger-ui.css"],
      notContains: ["unpkg.com", "jsdelivr", "https://"],
    },
    { name: "Swagger bundle is served", url: "/swagger/assets/swagger-ui-bundle.js", status: 200, expectHeaders: { "content-type": /javascript/ } },
    { name: "htmx is served", url: "/assets/htmx.min.js", status: 200, expectHeaders: { "content-type": /javascript/ } },
    {
      name: "OpenAPI document declares the API key and Bearer schemes, and no scheme for what does not exist",
      url: "/swagger/json",
      status: 200,
      check: (b) => {
        expect(b.openapi).toMatch(/^3\./);
        expect(b.components.securitySchemes.apiKey).toMatchObject({ type: "apiKey", in: "header", name: "x-api-key" });
        expect(b.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
        expect(Object.keys(b.components.securitySchemes).sort()).toEqual(["apiKey", "bearer"]);
        expect(b.paths["/healthz"]).toBeDefined();
      },
    },
  ]);

  test("healthz answers 503 when the database is closed", async () => {
    const t2 = await createTestApp();
    await closeDatabase(t2.rt.db);
    const res = await t2.request("/healthz");
    expect(res.status).toBe(503);
    expect((await res.json()).db).toBe("error");
  });
});
