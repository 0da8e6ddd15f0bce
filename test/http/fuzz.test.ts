/**
 * Property-based fuzz of every public endpoint (fast-check): whatever a client sends — random or
 * hostile query strings, paths, headers and bodies, including the cases a hostile probe found —
 * the answer is never a 500, and an API error is JSON `{error, message}` that names the problem.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { createTestApp, type TestApp } from "../helpers/app";
import { accountWithPassword, signIn } from "../accounts/helpers";
import { setGrantedPlan } from "../../src/billing/lifecycle";

let t: TestApp;
/** A real access token, so the fuzzed bodies of Bearer routes reach their validation and verbs. */
let token = "";
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RIVALSCOPE_TRUST_PROXY: "2",
      RIVALSCOPE_FREE_PER_MINUTE: "unlimited",
      RIVALSCOPE_FREE_PER_DAY: "unlimited",
      RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited",
      RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: "unlimited",
      RIVALSCOPE_AUTH_PER_MINUTE: "unlimited",
      RIVALSCOPE_BILLING_PER_MINUTE: "unlimited",
      STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
      RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited",
      RIVALSCOPE_ANALYSIS_PER_DAY: "unlimited",
      RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "unlimited",
      RIVALSCOPE_REPORT_READS_PER_MINUTE: "unlimited",
    },
    // Scan and roast must never reach the network from here: every name is unresolvable, and a
    // connection attempt (an IP literal that passes the address policy) fails at once.
    net: {
      resolve: async (host) => {
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      },
      fetch: (async () => {
        throw Object.assign(new Error("connect ECONNREFUSED (fuzz: no network)"), { code: "ECONNREFUSED" });
      }) as unknown as typeof fetch,
    },
  });
});
afterAll(() => t.close());
beforeAll(async () => {
  await accountWithPassword(t, "fuzz@example.com");
  token = (await signIn(t, "fuzz@example.com")).access_token;
});

const RUNS = 60;

/** Strings a hostile client likes: huge, nested, control characters, lone surrogates, injections. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "%",
    "%%%",
    "%00",
    "%E0%A4%A",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "${jndi:ldap://x}",
    "1e309",
    "-0",
    "0x10",
    "9".repeat(400),
    "[".repeat(5000),
    "a".repeat(20_000),
  ),
);

async function expectSane(res: Response, where: string) {
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400 && (res.headers.get("content-type") ?? "").includes("json")) {
    const body = await res.json();
    expect(typeof body.error, where).toBe("string");
    expect(typeof body.message, where).toBe("string");
    expect(body.message.length, where).toBeGreaterThan(0);
  } else await res.arrayBuffer();
}

const query = fc.dictionary(fc.constantFrom("q", "search", "slug", "category", "model", "free", "sort", "order", "limit", "offset", "feature", "a", "b", "tool1", "tool2", "x"), hostileString, { maxKeys: 5 });
/** Percent-encoding of any string; a lone surrogate goes out as the bytes a sloppy client sends. */
const enc = (s: string) => encodeURIComponent(s.toWellFormed()).replace(/%EF%BF%BD/g, "%ED%A0%80");
const toQueryString = (q: Record<string, string>) => Object.entries(q).map(([k, v]) => `${k}=${enc(v)}`).join("&");

describe("fuzz: report reads", () => {
  test("GET /api/reports/get with random ids and query strings, and the report page with random ids", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, fc.uuid()), fc.dictionary(fc.constantFrom("id", "x"), hostileString, { maxKeys: 2 }), async (id, extra) => {
        await expectSane(await t.request(`/api/reports/get?id=${enc(id)}&${toQueryString(extra)}`), id);
        await expectSane(await t.request(`/reports/${enc(id) || "x"}`, { headers: { accept: "text/html" } }), id);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("fuzz: interface A reads", () => {
  for (const path of ["/api/v1/tools", "/api/v1/compare", "/api/v1/categories", "/api/v1"]) {
    test(`GET ${path} with random query strings`, async () => {
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          await expectSane(await t.request(`${path}?${toQueryString(q)}`), `${path}?${toQueryString(q)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }

  test("GET /api/v1/tools/{slug} with random slugs, raw and encoded", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, fc.boolean(), async (slug, encode) => {
        const seg = encode ? enc(slug) : slug.replace(/[/?#\s]/g, "");
        await expectSane(await t.request(`/api/v1/tools/${seg || "x"}`), slug);
      }),
      { numRuns: RUNS },
    );
  });

  test("random raw query strings (repeated, unencoded, odd separators)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (raw) => {
        const qs = raw.replace(/[#\s]/g, "");
        await expectSane(await t.request(`/api/v1/tools?${qs}`), qs);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Things a client sends as a target URL: valid-looking, refused, malformed, hostile. */
const targetish = fc.oneof(
  hostileString,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom("http://127.0.0.1/", "http://[::1]:80/", "http://169.254.169.254/", "http://0x7f.1/", "https://user:pw@a.example/", "javascript:alert(1)", "http://a.example:99999/", "http://[zz::1]/", "https://xn--80ak6aa92e.com/", `https://a.example/${"%".repeat(3000)}`, "http://8.8.8.8/"),
  fc.integer(),
  fc.constant(null),
);

/** JSON values of every shape, including deep nesting past the bound. */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ email: hostileString, tier: hostileString }, { requiredKeys: [] }),
  fc.record({ key: fc.oneof(hostileString, fc.constant("rsk_" + "A".repeat(40)), fc.integer(), fc.constant(null)) }, { requiredKeys: [] }),
  fc.integer({ min: 1, max: 60 }).map((n) => JSON.parse("[".repeat(n) + "]".repeat(n))),
  fc.record({ url: targetish, your_url: targetish, competitor_url: targetish }, { requiredKeys: [] }),
  fc.record(
    { name: hostileString, email: fc.oneof(hostileString, fc.emailAddress()), competitor_urls: fc.oneof(fc.array(targetish, { maxLength: 7 }), targetish, fc.array(fc.constant("https://same.example/"), { maxLength: 3 })) },
    { requiredKeys: [] },
  ),
);

describe("fuzz: JSON bodies", () => {
  for (const path of ["/api/v1/checkout", "/api/v1/validate-key", "/api/stripe/webhook", "/api/scan", "/api/roast", "/api/reports/request"]) {
    test(`POST ${path} with random JSON values`, async () => {
      await fc.assert(
        fc.asyncProperty(jsonValue, async (v) => {
          await expectSane(await t.request(path, { method: "POST", json: v, headers: { "stripe-signature": "t=1,v1=00" } }), `${path} ${JSON.stringify(v).slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    });

    test(`POST ${path} with random raw bodies and content types`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom("[".repeat(50_000), "{".repeat(50_000), '{"a":' + "[".repeat(40) + "1" + "]".repeat(40) + "}", "null", "[]", '"x"', "\ufeff{}")),
          fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/vnd.api+json", ""),
          async (body, type) => {
            const headers: Record<string, string> = { "stripe-signature": "t=1,v1=00" };
            if (type) headers["content-type"] = type;
            await expectSane(await t.request(path, { method: "POST", body, headers }), `${path} ${type} ${body.slice(0, 100)}`);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

describe("fuzz: headers a client controls", () => {
  test("X-Forwarded-For, X-Request-Id, x-api-key, If-None-Match: anything goes, nothing breaks", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, hostileString, hostileString, async (xff, rid, key, etag) => {
        const headers: Record<string, string> = {};
        // Header values are bytes without control characters: Request refuses anything else.
        const clean = (s: string) => s.replace(/[^\u0020-\u007e\u0080-\u00ff]/g, "").slice(0, 8000);
        headers["x-forwarded-for"] = clean(xff);
        headers["x-request-id"] = clean(rid);
        if (key) headers["x-api-key"] = clean(key);
        headers["if-none-match"] = clean(etag);
        const res = await t.request("/api/v1/tools?limit=1", { headers });
        expect(res.status).not.toBe(500);
        const id = res.headers.get("x-request-id") ?? "";
        expect(id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
        await res.arrayBuffer();
      }),
      { numRuns: RUNS },
    );
  });
});

describe("fuzz: public pages", () => {
  test("checkout pages with random session ids", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, fc.constantFrom("GET", "POST"), async (id, method) => {
        const seg = enc(id) || "x";
        const path = method === "GET" ? `/checkout/success?session_id=${seg}` : `/checkout/local/${seg}/pay`;
        await expectSane(await t.request(path, { method, redirect: "manual" }), path);
        await expectSane(await t.request(`/checkout/local/${seg}`), seg);
      }),
      { numRuns: RUNS },
    );
  });

  test("the home page's scan and roast forms with random fields", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/scan", "/roast"), fc.dictionary(fc.constantFrom("url", "your_url", "competitor_url", "x"), fc.oneof(hostileString, fc.webUrl()), { maxKeys: 4 }), async (path, fields) => {
        const res = await t.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }, body: new URLSearchParams(fields).toString() });
        await expectSane(res, `${path} ${JSON.stringify(fields).slice(0, 200)}`);
        expect([200, 400, 422]).toContain(res.status);
      }),
      { numRuns: RUNS },
    );
  });

  test("admin sign-in with random form fields", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("email", "password", "_csrf", "next", "x"), hostileString, { maxKeys: 5 }), async (form) => {
        const res = await t.request("/admin/login", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` },
          body: new URLSearchParams(form).toString(),
          redirect: "manual",
        });
        await expectSane(res, JSON.stringify(form).slice(0, 200));
      }),
      { numRuns: 30 },
    );
  });

  test("random paths anywhere, as a browser and as a script: JSON under /api, a page elsewhere, never a 500", async () => {
    const segment = hostileString.map((x) => enc(x) || "x");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api", "/api/v1", "/admin", "/checkout", "", "/swagger", "/assets"),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("GET", "POST", "DELETE"),
        fc.boolean(),
        async (prefix, segments, method, browser) => {
          const path = `${prefix}/${segments.join("/")}`;
          const headers: Record<string, string> = browser ? { accept: "text/html" } : {};
          if (method === "POST") headers["content-type"] = "application/x-www-form-urlencoded";
          const res = await t.request(path, { method, headers, body: method === "POST" ? "a=1" : undefined, redirect: "manual" });
          const type = res.headers.get("content-type") ?? "";
          if (res.status === 404 && (prefix.startsWith("/api") || !browser)) expect(type, path).toContain("application/json");
          if (res.status === 404 && browser && !prefix.startsWith("/api") && !prefix.startsWith("/swagger")) expect(type, path).toContain("text/html");
          await expectSane(res, `${method} ${path}`);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

/** Authorization header values: missing, other schemes, junk, JWT-shaped junk, and the real token. */
const authorization = fc.oneof(
  fc.constant(null),
  fc.constant("real"),
  hostileString.map((s) => `Bearer ${s}`),
  hostileString,
  fc.tuple(fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 200 }), fc.base64String({ maxLength: 90 })).map(([a, b, c]) => `Bearer ${a}.${b}.${c}`.replace(/=/g, "")),
  fc.constantFrom("Bearer eyJhbGciOiJub25lIn0.e30.", "Bearer eyJhbGciOiJIUzI1NiIsImtpZCI6IngifQ.e30.c2ln", "Basic Zm9vOmJhcg=="),
);
const headerValue = (s: string) => s.replace(/[^\u0020-\u007e\u0080-\u00ff]/g, "").slice(0, 8000);
const authHeaders = (a: string | null): Record<string, string> => (a === null ? {} : { authorization: a === "real" ? `Bearer ${token}` : headerValue(a) });

const authBody = fc.oneof(
  jsonValue,
  fc.record({ email: hostileString, password: hostileString, refresh_token: hostileString }, { requiredKeys: [] }),
  fc.record({ email: fc.emailAddress(), password: fc.string({ minLength: 1, maxLength: 20 }) }),
  fc.record({ plan: fc.oneof(hostileString, fc.constantFrom("tracker", "command", "none")), change_threshold: fc.oneof(hostileString, fc.constantFrom("low", "medium", "high", "critical")) }, { requiredKeys: [] }),
);

describe("fuzz: interface B sign-in and account", () => {
  for (const path of ["/api/auth/login", "/api/auth/refresh", "/api/auth/logout", "/api/auth/password-reset"]) {
    test(`POST ${path} with random JSON values`, async () => {
      await fc.assert(
        fc.asyncProperty(authBody, async (v) => {
          await expectSane(await t.request(path, { method: "POST", json: v, headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` } }), `${path} ${JSON.stringify(v).slice(0, 200)}`);
        }),
        { numRuns: path === "/api/auth/login" ? 30 : RUNS },
      );
    }, 60_000);
  }

  for (const [method, path] of [["GET", "/api/me"], ["PATCH", "/api/me"], ["GET", "/api/me/allowances"], ["POST", "/api/billing/checkout"], ["POST", "/api/billing/portal"], ["GET", "/.well-known/jwks.json"]] as const) {
    test(`${method} ${path} with random Authorization headers and bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(authorization, fc.option(authBody), async (a, body) => {
          const res = await t.request(path, { method, headers: authHeaders(a), ...(method === "GET" || body === null ? {} : { json: body }) });
          await expectSane(res, `${method} ${path} ${a?.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 120)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe("fuzz: webhook endpoints", () => {
  /** A Command account's token, so the fuzzed requests reach validation, the URL checks and the verbs. */
  let command = "";
  beforeAll(async () => {
    const account = await accountWithPassword(t, "fuzz-hooks@example.com");
    await setGrantedPlan(t.ctx, { accountId: account.id, plan: "command" });
    command = (await signIn(t, "fuzz-hooks@example.com")).access_token;
  });
  const auth = (a: string | null) => (a === "real" ? { authorization: `Bearer ${command}` } : authHeaders(a));
  const logQuery = fc.dictionary(fc.constantFrom("limit", "before", "x"), fc.oneof(hostileString, fc.constantFrom("1", "20", "100", "0", "101")), { maxKeys: 3 });
  const event = fc.oneof(hostileString, fc.constantFrom("report.completed", "competitor.changed", "subscription.renewed", "webhook.test"));
  const endpointBody = fc.oneof(
    jsonValue,
    fc.record(
      {
        url: fc.oneof(hostileString, fc.webUrl(), fc.constantFrom("https://127.0.0.1/x", "https://[::ffff:169.254.169.254]/", "https://0x7f.1/", "https://93.184.216.34/hooks", "http://93.184.216.34/", "https://a:b@93.184.216.34/")),
        description: fc.oneof(hostileString, fc.integer()),
        events: fc.oneof(fc.array(event, { maxLength: 12 }), hostileString, fc.constant(null)),
      },
      { requiredKeys: [] },
    ),
  );

  test("POST /api/webhooks with random Authorization headers and bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant("real"), authorization), endpointBody, async (a, body) => {
        await expectSane(await t.request("/api/webhooks", { method: "POST", headers: auth(a), json: body }), `POST /api/webhooks ${a?.slice(0, 40)} ${JSON.stringify(body)?.slice(0, 160)}`);
      }),
      { numRuns: RUNS },
    );
  });

  test("the endpoint and delivery routes with random ids, queries and Authorization headers", async () => {
    const routes = [
      ["GET", "/api/webhooks"],
      ["DELETE", "/api/webhooks/:id"],
      ["POST", "/api/webhooks/:id/rotate-secret"],
      ["POST", "/api/webhooks/:id/test"],
      ["GET", "/api/webhooks/:id/deliveries"],
      ["POST", "/api/webhooks/:id/deliveries/:d/redeliver"],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(fc.constant("real"), authorization), hostileString, hostileString, logQuery, async ([method, template], a, id, d, q) => {
        const seg = (x: string) => enc(x) || "x";
        const path = `${template.replace(":id", seg(id)).replace(":d", seg(d))}?${toQueryString(q)}`;
        await expectSane(await t.request(path, { method, headers: auth(a) }), `${method} ${path.slice(0, 200)} ${a?.slice(0, 40)}`);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("fuzz: tracked competitors", () => {
  /** A Tracker account's token, so the fuzzed requests reach validation, the URL checks and the verbs. */
  let tracker = "";
  beforeAll(async () => {
    const account = await accountWithPassword(t, "fuzz-competitors@example.com");
    await setGrantedPlan(t.ctx, { accountId: account.id, plan: "tracker" });
    tracker = (await signIn(t, "fuzz-competitors@example.com")).access_token;
  });
  const auth = (a: string | null) => (a === "real" ? { authorization: `Bearer ${tracker}` } : authHeaders(a));
  const competitorBody = fc.oneof(
    jsonValue,
    fc.record(
      {
        name: fc.oneof(hostileString, fc.integer(), fc.constant(null)),
        url: fc.oneof(hostileString, fc.webUrl(), fc.constantFrom("https://127.0.0.1/x", "https://[::ffff:169.254.169.254]/", "ftp://93.184.216.34/", "https://93.184.216.34/pricing?utm_source=x#top", "HTTPS://93.184.216.34:443/", "https://a:b@93.184.216.34/")),
      },
      { requiredKeys: [] },
    ),
  );
  const changesQuery = fc.dictionary(fc.constantFrom("limit", "offset", "severity", "type", "since", "x"), fc.oneof(hostileString, fc.constantFrom("1", "50", "0", "-1", "high", "pricing_change", "2026-11-22T00:00:00Z", "2026-13-45")), { maxKeys: 4 });

  test("POST /api/competitors with random Authorization headers and bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant("real"), authorization), competitorBody, async (a, body) => {
        await expectSane(await t.request("/api/competitors", { method: "POST", headers: auth(a), json: body }), `POST /api/competitors ${a?.slice(0, 40)} ${JSON.stringify(body)?.slice(0, 160)}`);
      }),
      { numRuns: RUNS },
    );
  });

  test("the competitor routes with random ids, queries and Authorization headers", async () => {
    const routes = [
      ["GET", "/api/competitors"],
      ["GET", "/api/competitors/:id"],
      ["DELETE", "/api/competitors/:id"],
      ["POST", "/api/competitors/:id/check"],
      ["GET", "/api/competitors/:id/changes"],
      ["GET", "/api/competitors/:id/snapshots"],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(fc.constant("real"), authorization), fc.oneof(hostileString, fc.uuid()), changesQuery, async ([method, template], a, id, q) => {
        const path = `${template.replace(":id", enc(id) || "x")}?${toQueryString(q)}`;
        await expectSane(await t.request(path, { method, headers: auth(a) }), `${method} ${path.slice(0, 200)} ${a?.slice(0, 40)}`);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("fuzz: the account pages", () => {
  test("reset and billing pages with random tokens and form fields", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, fc.dictionary(fc.constantFrom("token", "_csrf", "password", "confirm", "plan", "x"), hostileString, { maxKeys: 5 }), async (tok, fields) => {
        const q = `token=${enc(tok)}`;
        await expectSane(await t.request(`/app/set-password?${q}`), q);
        await expectSane(await t.request(`/account/billing?${q}`), q);
        for (const path of ["/app/set-password", "/app/confirm", "/account/billing/cancel", "/account/billing/switch"]) {
          const res = await t.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(), redirect: "manual" });
          await expectSane(res, `${path} ${JSON.stringify(fields).slice(0, 200)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
