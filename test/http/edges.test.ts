/**
 * HTTP edges a new user meets first (issue 20): bodies over 1 MiB however they are sent, repeated
 * query parameters, /favicon.ico, and what unknown paths answer — JSON under /api, a page with
 * the ways back for a browser anywhere else.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SERVER_BODY_LIMIT } from "../../src/main";
import { createTestApp, type TestApp } from "../helpers/app";
import { scenarios } from "../helpers/scenarios";

const JSON_TYPE = { "content-type": "application/json" };
const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };
const PAGE = { accept: "text/html,application/xhtml+xml" };
const LIMIT_MESSAGE = "Request body is larger than the limit of 1048576 bytes (1 MiB).";

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp({ env: { RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited", RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: "unlimited" } });
  // Listening as `rivalscope serve` does (main.ts), so the server layer's own limit is in play.
  t.app.listen({ port: 0, hostname: "127.0.0.1", maxRequestBodySize: SERVER_BODY_LIMIT });
  base = `http://127.0.0.1:${t.app.server!.port}`;
});
afterAll(async () => {
  // true: close connections still open, e.g. a chunked upload the server refused mid-stream
  // whose client has not hung up yet (a graceful stop would wait for it: a 5 s hook timeout).
  await t.app.stop(true);
  await t.close();
});

/** A body streamed in 64 KiB chunks with no Content-Length (Transfer-Encoding: chunked). */
const chunked = (bytes: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent >= bytes) return c.close();
      const n = Math.min(64 * 1024, bytes - sent);
      sent += n;
      c.enqueue(new TextEncoder().encode("x".repeat(n)));
    },
  });
};

describe("bodies over 1 MiB → 413 with the JSON body, however they are sent", () => {
  const cases: [string, string, Record<string, string>][] = [
    ["interface A", "/api/v1/validate-key", JSON_TYPE],
    ["the Stripe webhook", "/api/stripe/webhook", JSON_TYPE],
    ["a dashboard form", "/admin/login", FORM_TYPE],
    ["a checkout page form", "/checkout/local/cs_local_x/pay", FORM_TYPE],
  ];
  for (const [what, path, type] of cases) {
    for (const [how, size] of [
      ["declared 1 MiB + 1 byte", 1024 * 1024 + 1],
      ["declared 200 MiB", 200 * 1024 * 1024],
    ] as const) {
      test(`${what}, ${how}`, async () => {
        const res = await fetch(base + path, { method: "POST", headers: type, body: new Uint8Array(size) });
        expect(res.status).toBe(413);
        expect(res.headers.get("content-type")).toContain("application/json");
        const body = await res.json();
        expect(body).toMatchObject({ error: "payload_too_large", message: LIMIT_MESSAGE });
        expect("api_version" in body).toBe(path.startsWith("/api/v1"));
      });
    }
    test(`${what}, chunked 3 MiB with no Content-Length`, async () => {
      const res = await fetch(base + path, { method: "POST", headers: type, body: chunked(3 * 1024 * 1024), duplex: "half" } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ error: "payload_too_large", message: LIMIT_MESSAGE });
    });
  }

  test("a chunked body of exactly 1 MiB is read and judged on its content", async () => {
    const res = await fetch(`${base}/api/v1/validate-key`, { method: "POST", headers: JSON_TYPE, body: chunked(1024 * 1024), duplex: "half" } as RequestInit);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("not valid JSON");
  });

  test("a browser posting too much gets the error as a page", async () => {
    const res = await fetch(`${base}/admin/login`, { method: "POST", headers: { ...FORM_TYPE, ...PAGE }, body: new Uint8Array(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain(LIMIT_MESSAGE);
  });

  test("the server keeps serving after refusing bodies", async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe("repeated query parameters → 400 naming the parameter", () => {
  scenarios(() => t, [
    {
      name: "q twice on /tools",
      url: "/api/v1/tools?q=crm&q=seo",
      status: 400,
      check: (b) => expect(b.message).toBe('Invalid query parameter "q": is given more than once; give it once (only "feature" may be repeated)'),
    },
    { name: "a twice on /compare", url: "/api/v1/compare?a=slack&a=zoom&b=asana", status: 400, contains: ['query parameter \\"a\\"', "is given more than once"] },
    { name: "limit twice", url: "/api/v1/tools?limit=1&limit=2", status: 400, check: (b) => expect(b.field).toBe("limit") },
    { name: "feature may repeat", url: "/api/v1/tools?feature=kanban&feature=gantt", status: 200 },
  ]);
});

describe("/favicon.ico", () => {
  test("is an icon served by the executable, cached for a day", async () => {
    const res = await t.request("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header: reserved 0, type 1 (icon)
    expect(bytes[4]).toBeGreaterThanOrEqual(2); // several sizes
  });

  test("every page points at it", async () => {
    for (const path of ["/swagger", "/admin/login", "/checkout/cancel", "/no-such-page"]) {
      const html = await (await t.request(path, { headers: PAGE })).text();
      expect(html, path).toContain('<link rel="icon" href="/favicon.ico">');
    }
  });
});

describe("unknown paths", () => {
  scenarios(() => t, [
    {
      name: "under /api: JSON 404, even for a browser",
      url: "/api/nothing-here",
      headers: PAGE,
      status: 404,
      expectHeaders: { "content-type": /application\/json/ },
      check: (b) => expect(b).toEqual({ error: "not_found", message: "No resource at /api/nothing-here." }),
    },
    {
      name: "under /api/v1: JSON 404 with api_version",
      url: "/api/v1/nothing",
      headers: PAGE,
      status: 404,
      check: (b) => expect(b).toEqual({ api_version: "1.0.0", error: "not_found", message: "No resource at /api/v1/nothing." }),
    },
    {
      name: "elsewhere, for a browser: an HTML page with the ways back",
      url: "/no-such-page",
      headers: PAGE,
      status: 404,
      expectHeaders: {
        "content-type": /text\/html/,
        "content-security-policy": /script-src 'self'/,
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
        "x-frame-options": "DENY",
      },
      contains: ["<h1>404 · Page not found</h1>", "No resource at /no-such-page.", '<a href="/">Home</a>', '<a href="/swagger">API documentation</a>'],
    },
    { name: "elsewhere, for a script: JSON", url: "/no-such-page", status: 404, expectHeaders: { "content-type": /application\/json/ } },
    {
      name: "a path that looks like markup is shown as text",
      url: "/%3Cscript%3Ealert(1)%3C/script%3E",
      headers: PAGE,
      status: 404,
      notContains: ["<script>alert(1)</script>"],
    },
  ]);
});
