/**
 * The OpenAPI document at /swagger/json, walked operation by operation — every path it has, so
 * routes added later are held to the same rules without touching this file:
 *
 * - every operation is described (summary, description, tags, security declared);
 * - every parameter has a description and an example;
 * - every response has its own description and X-Request-Id; every header it names is defined
 *   with a description, a schema and an example;
 * - every response with a body has an example, and every example validates against its schema
 *   (Ajv2020 with formats: the document's schemas are JSON Schema 2020-12);
 * - every error example is the body the server really sends: each is replayed (REPLAYS below,
 *   or the generic 405/413 recipe) and compared whole;
 * - Redocly's recommended ruleset finds nothing: no error, no warning.
 *
 * (Real answers are checked against the document too: test/helpers/app.ts checks every response
 * a test gets through `request`.)
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accessTokenFor } from "../helpers/access-token";
import { findOrCreateAccount } from "../../src/accounts/accounts";
import { rotateRefreshToken, startRefreshFamily } from "../../src/accounts/refresh-tokens";
import { setGrantedPlan } from "../../src/billing/lifecycle";
import type { Ctx } from "../../src/context";
import { emit } from "../../src/webhooks/deliveries";
import { setEndpointEnabled } from "../../src/webhooks/endpoints";
import { webhookDeliveries } from "../../src/webhooks/tables";
import { createTestApp, type TestApp } from "../helpers/app";
import { nestedDivs } from "../helpers/hostile-pages";
import { resolve, schemaErrors, validatorFor } from "../helpers/openapi-check";
import { ROOT } from "../helpers/process";
import { closeDatabase } from "../../src/db/client";

type Json = Record<string, any>;

/** As an operator deploys it: Redocly's no-server-example.com rightly flags a server at localhost. */
const BASE_URL = "https://intel.acme.test";
const UNLIMITED = {
  RIVALSCOPE_BASE_URL: BASE_URL,
  RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "unlimited",
  RIVALSCOPE_REPORT_READS_PER_MINUTE: "unlimited",
  RIVALSCOPE_FREE_PER_MINUTE: "unlimited",
  RIVALSCOPE_FREE_PER_DAY: "unlimited",
  RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited",
  RIVALSCOPE_VALIDATE_KEY_PER_MINUTE: "unlimited",
  RIVALSCOPE_AUTH_PER_MINUTE: "unlimited",
  RIVALSCOPE_BILLING_PER_MINUTE: "unlimited",
};

let t: TestApp;
let doc: Json;
beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED });
  doc = await (await t.request("/swagger/json")).json();
});
afterAll(() => t.close());

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
function operations(): { path: string; method: string; op: Json; name: string }[] {
  return Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
    Object.entries<Json>(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op, name: `${method.toUpperCase()} ${path}` })),
  );
}
const statuses = (op: Json) => Object.entries<Json>(op.responses ?? {});

describe("the document", () => {
  test("names its server, its licence, its tags and its security schemes", () => {
    expect(doc.openapi).toBe("3.1.2");
    expect(doc.servers).toEqual([{ url: BASE_URL, description: "This server (RIVALSCOPE_BASE_URL)" }]);
    expect(doc.info.license.name).toBeString();
    expect(doc.info.description).toContain("X-Request-Id");
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "apiKey", in: "header", name: "x-api-key" });
    const tags = new Set(doc.tags.map((x: Json) => x.name));
    for (const { name, op } of operations()) for (const tag of op.tags ?? []) expect(tags.has(tag), `${name}: tag ${tag}`).toBe(true);
  });

  test("every operation has a summary, a description, a tag, an operationId and declares its security", () => {
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    const ids = new Set<string>();
    for (const { name, op } of operations()) {
      expect(op.summary, name).toBeString();
      expect(op.description?.length ?? 0, `${name}: description`).toBeGreaterThan(20);
      expect(op.tags?.length ?? 0, `${name}: tags`).toBeGreaterThan(0);
      expect(ids.has(op.operationId), `${name}: operationId unique`).toBe(false);
      ids.add(op.operationId);
      // Public: []. Otherwise every alternative names defined schemes ({} = anonymous allowed).
      expect(Array.isArray(op.security), `${name}: security declared`).toBe(true);
      for (const alt of op.security) for (const scheme of Object.keys(alt)) expect(schemes.has(scheme), `${name}: scheme ${scheme}`).toBe(true);
    }
  });

  test("public operations declare security: []; counted interface A reads take an optional key; signed-in interface B routes the bearer token", () => {
    const security = Object.fromEntries(operations().map(({ name, op }) => [name, op.security]));
    const open = ["GET /healthz", "GET /api/v1", "GET /api/v1/categories", "POST /api/v1/checkout", "POST /api/v1/validate-key", "POST /api/scan", "POST /api/roast"];
    open.push("POST /api/auth/login", "POST /api/auth/refresh", "POST /api/auth/logout", "POST /api/auth/password-reset", "GET /.well-known/jwks.json");
    for (const name of open) expect(security[name], name).toEqual([]);
    for (const name of ["GET /api/v1/tools", "GET /api/v1/tools/{slug}", "GET /api/v1/compare"]) expect(security[name], name).toEqual([{}, { apiKey: [] }]);
    for (const name of ["GET /api/me", "PATCH /api/me", "GET /api/me/allowances", "POST /api/billing/checkout", "POST /api/billing/portal"]) expect(security[name], name).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
  });

  test("every 401 names WWW-Authenticate (interface B), every 429 Retry-After", () => {
    for (const { path, name, op } of operations()) {
      if (op.responses["401"] && !path.startsWith("/api/v1")) expect(op.responses["401"].headers["WWW-Authenticate"], name).toBeDefined();
      if (op.responses["429"]) expect(op.responses["429"].headers["Retry-After"], name).toBeDefined();
    }
  });

  test("every parameter has a description and an example; only required ones are pre-filled by consoles", () => {
    for (const { name, op } of operations()) {
      for (const p of op.parameters ?? []) {
        expect(p.description?.length ?? 0, `${name}: ${p.name} description`).toBeGreaterThan(5);
        if (p.required) {
          expect(p.example !== undefined || p.examples !== undefined, `${name}: ${p.name} example`).toBe(true);
        } else {
          // Swagger UI's "Try it out" fills a parameter's `example`/`examples`, its schema's
          // `example` and `default` into the first request; JSON Schema's `examples` it only shows.
          expect([p.example, p.examples, p.schema?.example, p.schema?.default], `${name}: ${p.name} pre-filled`).toEqual([undefined, undefined, undefined, undefined]);
          expect(p.schema?.examples?.length ?? 0, `${name}: ${p.name} example`).toBeGreaterThan(0);
        }
      }
    }
  });

  test("the texts state the run-time settings in effect, and no setting marker is left", () => {
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/\{\{[A-Z_]+\}\}/);
    // UNLIMITED above lifts the free tier's limits: the document says so.
    expect(doc.info.description).toContain("the free tier applies, per client IP: unlimited requests a minute and unlimited a UTC day");
    expect(doc.paths["/api/reports/get"].get.description).toContain("Limited to unlimited requests per minute");
    expect(doc.paths["/api/competitors/{id}/snapshots"].get.description).toContain("The newest 50 per page are kept");
  });

  test("every response has its own description, X-Request-Id, and fully described headers", () => {
    for (const { name, op } of operations()) {
      expect(statuses(op).length, name).toBeGreaterThan(0);
      for (const [status, r] of statuses(op)) {
        const where = `${name} ${status}`;
        expect(r.description, where).not.toMatch(/^(Response for status|Status) \d+/);
        expect(r.headers?.["X-Request-Id"], `${where}: X-Request-Id`).toBeDefined();
        for (const [header, ref] of Object.entries<Json>(r.headers ?? {})) {
          const h = resolve(doc, ref);
          expect(h?.description?.length ?? 0, `${where}: ${header} description`).toBeGreaterThan(10);
          expect(h?.schema, `${where}: ${header} schema`).toBeDefined();
          expect(h?.example, `${where}: ${header} example`).toBeDefined();
        }
      }
    }
  });

  test("every operation documents 405 with Allow; every one with a body documents 413", () => {
    for (const { name, op } of operations()) {
      expect(op.responses["405"]?.headers?.Allow, name).toBeDefined();
      if (op.requestBody) expect(op.responses["413"], name).toBeDefined();
    }
  });

  test("counted reads document their rate-limit, quota and caching headers, and 429 its Retry-After", () => {
    const counted = operations().filter(({ op }) => op.security?.some((alt: Json) => "apiKey" in alt));
    expect(counted.length).toBeGreaterThanOrEqual(3);
    for (const { name, op } of counted) {
      for (const h of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-Quota-Limit", "X-Quota-Remaining", "X-Quota-Reset", "RateLimit-Policy", "RateLimit", "ETag"]) {
        expect(op.responses["200"].headers[h], `${name} 200 ${h}`).toBeDefined();
      }
      expect(op.responses["429"].headers["Retry-After"], name).toBeDefined();
      expect(op.responses["304"], `${name} 304`).toBeDefined();
    }
  });

  test("every response with a body has an example, and every example validates against its schema", () => {
    let checked = 0;
    for (const { name, op } of operations()) {
      const bodies: [string, Json][] = statuses(op).flatMap(([status, r]) => Object.entries<Json>(r.content ?? {}).map(([type, m]) => [`${status} ${type}`, m] as [string, Json]));
      for (const [type, m] of Object.entries<Json>(op.requestBody?.content ?? {})) bodies.push([`request ${type}`, m]);
      for (const [what, media] of bodies) {
        const where = `${name} ${what}`;
        expect(media.schema, `${where}: schema`).toBeDefined();
        const examples: [string, unknown][] = media.examples ? Object.entries<Json>(media.examples).map(([k, e]) => [k, e.value]) : media.example !== undefined ? [["example", media.example]] : [];
        expect(examples.length, `${where}: an example`).toBeGreaterThan(0);
        const validate = validatorFor(media.schema);
        for (const [key, value] of examples) {
          expect(validate(value) ? "" : schemaErrors(validate), `${where} example ${key}`).toBe("");
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

// ── Error examples, replayed ──────────────────────────────────────────────────────────────────

const A_KEY_NEVER_ISSUED = "rsk_fj3fiPIteHKaLrU3dD3ltWXe5txbpcFzK00Y4rwM"; // well-formed: its checksum is right
const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

interface Replay {
  url: string;
  init?: RequestInit;
  /** Configuration of the app it runs on (default: no limits in the way, the base URL above). */
  env?: () => Record<string, string>;
  /** Requests sent first, e.g. to use up a limit. */
  before?: number;
  /** Something to do to the app first (e.g. break its database). */
  setup?: (t: TestApp) => void;
  /** The network seam's resolver and fetch, for replays that reach (fake) sites: never the real network. */
  net?: { resolve?: (host: string) => Promise<string[]>; fetch?: typeof fetch };
  /** Fields that differ from run to run (an uptime): compared by presence, not value. */
  varies?: string[];
  /** The request built on the app it runs on (an account's access token, a refresh token); instead of `init`. */
  prepare?: (t: TestApp) => Promise<RequestInit>;
  /** How the app reaches the external identity provider (one that is down): never the real network. */
  idpFetch?: typeof fetch;
}

/**
 * How to get each error example of the document, by "METHOD path status name". A new error
 * example needs a line here: the walk below fails for every example without one.
 */
const REPLAYS: Record<string, Replay> = {
  "GET /healthz 503 unavailable": { url: "/healthz", setup: (t) => closeDatabase(t.rt.db), varies: ["uptime_s", "engine"] },

  "GET /api/v1/tools 400 limit": { url: "/api/v1/tools?limit=0" },
  "GET /api/v1/tools 400 sort": { url: "/api/v1/tools?sort=popular" },
  "GET /api/v1/tools 400 free": { url: "/api/v1/tools?free=maybe" },
  "GET /api/v1/tools 400 repeated": { url: "/api/v1/tools?q=crm&q=seo" },
  "GET /api/v1/tools 401 malformed": { url: "/api/v1/tools", init: { headers: { "x-api-key": "rsk_nope" } } },
  "GET /api/v1/tools 401 unknown": { url: "/api/v1/tools", init: { headers: { "x-api-key": A_KEY_NEVER_ISSUED } } },
  "GET /api/v1/tools 404 unknown": { url: "/api/v1/tools?slug=slakc" },
  "GET /api/v1/tools 429 minute": { url: "/api/v1/tools", env: () => ({}), before: 30 },
  "GET /api/v1/tools 429 day": { url: "/api/v1/tools", env: () => ({ RIVALSCOPE_FREE_PER_MINUTE: "unlimited" }), before: 100 },

  "GET /api/v1/tools/{slug} 400 long": { url: `/api/v1/tools/${"x".repeat(201)}` },
  "GET /api/v1/tools/{slug} 401 malformed": { url: "/api/v1/tools/slack", init: { headers: { "x-api-key": "rsk_nope" } } },
  "GET /api/v1/tools/{slug} 401 unknown": { url: "/api/v1/tools/slack", init: { headers: { "x-api-key": A_KEY_NEVER_ISSUED } } },
  "GET /api/v1/tools/{slug} 404 unknown": { url: "/api/v1/tools/slakc" },
  "GET /api/v1/tools/{slug} 404 ambiguous": { url: "/api/v1/tools/proton" },
  "GET /api/v1/tools/{slug} 429 minute": { url: "/api/v1/tools/slack", env: () => ({}), before: 30 },
  "GET /api/v1/tools/{slug} 429 day": { url: "/api/v1/tools/slack", env: () => ({ RIVALSCOPE_FREE_PER_MINUTE: "unlimited" }), before: 100 },

  "GET /api/v1/compare 400 missingB": { url: "/api/v1/compare?a=zoom" },
  "GET /api/v1/compare 400 missingBoth": { url: "/api/v1/compare" },
  "GET /api/v1/compare 400 sameTool": { url: "/api/v1/compare?a=zoom&b=Zoom" },
  "GET /api/v1/compare 401 malformed": { url: "/api/v1/compare?a=zoom&b=webex", init: { headers: { "x-api-key": "rsk_nope" } } },
  "GET /api/v1/compare 401 unknown": { url: "/api/v1/compare?a=zoom&b=webex", init: { headers: { "x-api-key": A_KEY_NEVER_ISSUED } } },
  "GET /api/v1/compare 404 b": { url: "/api/v1/compare?a=zoom&b=gogle-meet" },
  "GET /api/v1/compare 404 both": { url: "/api/v1/compare?a=zooom&b=gogle-meet" },
  "GET /api/v1/compare 429 minute": { url: "/api/v1/compare?a=zoom&b=webex", env: () => ({}), before: 30 },
  "GET /api/v1/compare 429 day": { url: "/api/v1/compare?a=zoom&b=webex", env: () => ({ RIVALSCOPE_FREE_PER_MINUTE: "unlimited" }), before: 100 },

  "POST /api/v1/checkout 400 missingEmail": { url: "/api/v1/checkout", init: json({}) },
  "POST /api/v1/checkout 400 invalidEmail": { url: "/api/v1/checkout", init: json({ email: "ann" }) },
  "POST /api/v1/checkout 400 unknownTier": { url: "/api/v1/checkout", init: json({ email: "ann@example.com", tier: "gold" }) },
  "POST /api/v1/checkout 400 notJson": { url: "/api/v1/checkout", init: { method: "POST", headers: { "content-type": "text/plain" }, body: "email=ann@example.com" } },
  "POST /api/v1/checkout 400 malformedJson": { url: "/api/v1/checkout", init: { method: "POST", headers: { "content-type": "application/json" }, body: '{"email":' } },
  "POST /api/v1/checkout 429 minute": { url: "/api/v1/checkout", init: json({ email: "ann@example.com" }), env: () => ({}), before: 10 },
  "POST /api/v1/checkout 500 paymentsOff": { url: "/api/v1/checkout", init: json({ email: "ann@example.com" }), env: () => ({ RIVALSCOPE_PAYMENTS: "off" }) },
  "POST /api/v1/checkout 500 providerFailed": {
    url: "/api/v1/checkout",
    init: json({ email: "ann@example.com" }),
    env: unreachableStripe,
  },

  "POST /api/v1/validate-key 400 missingKey": { url: "/api/v1/validate-key", init: json({}) },
  "POST /api/v1/validate-key 400 badFormat": { url: "/api/v1/validate-key", init: json({ key: "rsk_abc" }) },
  "POST /api/v1/validate-key 429 minute": { url: "/api/v1/validate-key", init: json({ key: "rsk_abc" }), env: () => ({}), before: 30 },

  ...analysisReplays("/api/scan", "your_url", { competitor_url: "https://theirs.example/" }),
  ...analysisReplays("/api/roast", "url", {}),
  ...reportReplays(),

  "POST /api/auth/login 400 missingEmail": { url: "/api/auth/login", init: json({}) },
  "POST /api/auth/login 400 invalidEmail": { url: "/api/auth/login", init: json({ email: "ann", password: "correct horse battery" }) },
  "POST /api/auth/login 400 notJson": { url: "/api/auth/login", init: { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=ann%40example.com" } },
  "POST /api/auth/login 401 wrongCredentials": { url: "/api/auth/login", init: json({ email: "nobody@example.com", password: "correct horse battery" }) },
  "POST /api/auth/login 429 failures": { url: "/api/auth/login", init: json({ email: "victim@example.com", password: "guess" }), env: () => ({}), before: 10 },
  "POST /api/auth/login 429 minute": { url: "/api/auth/login", init: json({}), env: () => ({}), before: 30 },

  "POST /api/auth/refresh 400 missingToken": { url: "/api/auth/refresh", init: json({}) },
  "POST /api/auth/refresh 401 unknown": { url: "/api/auth/refresh", init: json({ refresh_token: "rsr_7Yc2kQ9wLm3Xp8Rt1Vb6Nf4Hs0Jd5Ga2Ze9Uo1Ci3Ky" }) },
  "POST /api/auth/refresh 401 reused": {
    url: "/api/auth/refresh",
    prepare: async (t) => {
      const first = await startRefreshFamily(t.ctx, { accountId: await newAccount(t), method: "password" });
      await rotateRefreshToken(t.ctx, { refreshToken: first });
      return json({ refresh_token: first });
    },
  },
  "POST /api/auth/refresh 429 minute": { url: "/api/auth/refresh", init: json({}), env: () => ({}), before: 30 },

  "POST /api/auth/logout 400 missingToken": { url: "/api/auth/logout", init: json({}) },
  "POST /api/auth/logout 429 minute": { url: "/api/auth/logout", init: json({}), env: () => ({}), before: 30 },

  "POST /api/auth/password-reset 400 invalidEmail": { url: "/api/auth/password-reset", init: json({ email: "ann" }) },
  "POST /api/auth/password-reset 429 minute": { url: "/api/auth/password-reset", init: json({}), env: () => ({}), before: 30 },

  ...signedInReplays("GET", "/api/me"),
  ...signedInReplays("PATCH", "/api/me", { change_threshold: "high" }),
  "PATCH /api/me 400 unknownThreshold": { url: "/api/me", init: call("PATCH", { change_threshold: "urgent" }) },
  ...signedInReplays("GET", "/api/me/allowances"),
  "GET /api/me/allowances 403 noPlan": { url: "/api/me/allowances", prepare: (t) => signedIn(t, { method: "GET" }) },

  ...signedInReplays("POST", "/api/billing/checkout", { plan: "tracker" }),
  ...billingReplays("/api/billing/checkout", { plan: "tracker" }),
  "POST /api/billing/checkout 400 unknownPlan": { url: "/api/billing/checkout", init: json({ plan: "gold" }) },
  "POST /api/billing/checkout 400 alreadyPaying": {
    url: "/api/billing/checkout",
    prepare: async (t) => {
      const accountId = await newAccount(t);
      const { sessionId } = await t.rt.billing.startPlanCheckout(t.ctx, { accountId, email: `${accountId}@example.com`, plan: "tracker" });
      await t.rt.billing.payLocalCheckout(t.ctx, { id: sessionId });
      return signedIn(t, { accountId, body: { plan: "command" } });
    },
  },

  ...signedInReplays("POST", "/api/billing/portal"),
  ...billingReplays("/api/billing/portal"),
  "POST /api/billing/portal 400 noCustomer": { url: "/api/billing/portal", prepare: (t) => signedIn(t), env: () => ({ ...UNLIMITED, ...unreachableStripe() }) },

  ...webhookReplays(),
  ...competitorReplays(),
};

/**
 * The tracked-competitor routes' errors. Names resolve to a public address (no connection is
 * made: adding a competitor checks the address policy, and no job runs here), so only the
 * cases meant to be refused are; the competitor a replay needs gets the documented id.
 */
function competitorReplays(): Record<string, Replay> {
  const ID = "0b7e6a52-1f3d-4e8a-9c5b-2d4f6a8b0c1e";
  const publicDns = { resolve: async () => ["93.184.215.14"] };
  /** A context whose next UUID is the documented competitor id. */
  const fixed = (t: TestApp): Ctx => ({ ...t.ctx, ids: { ...t.ctx.ids, uuid: () => ID } });
  /** A signed-in Tracker account; `make` adds what the replay needs. */
  const tracker = async (t: TestApp, opts: { method?: string; body?: unknown; make?: (accountId: string) => Promise<unknown> } = {}) => {
    const accountId = await newAccount(t);
    await setGrantedPlan(t.ctx, { accountId, plan: "tracker" });
    await opts.make?.(accountId);
    return signedIn(t, { accountId, method: opts.method, body: opts.body });
  };
  const formwise = (t: TestApp, accountId: string) => t.rt.monitoring.addCompetitor(fixed(t), { accountId, name: "Formwise", url: "https://formwise.example" });
  const guarded = (method: string, path: string, url: string, body?: unknown): Record<string, Replay> => ({
    ...signedInReplays(method, path, body, url),
    [`${method} ${path} 403 noPlan`]: { url, prepare: (t) => signedIn(t, { method, body }) },
  });
  const unknown = (method: string, path: string, url: string): Record<string, Replay> => ({ [`${method} ${path} 404 unknownCompetitor`]: { url, prepare: (t) => tracker(t, { method }) } });
  const byId = (method: string, path: string, suffix = "") => ({
    ...guarded(method, path, `/api/competitors/${ID}${suffix}`),
    ...unknown(method, path, `/api/competitors/${ID}${suffix}`),
    [`${method} ${path} 400 badId`]: { url: `/api/competitors/%ED%A0%80${suffix}`, init: call(method) },
  });
  const body = { name: "Formwise", url: "https://formwise.example" };
  return {
    ...guarded("GET", "/api/competitors", "/api/competitors"),
    ...guarded("POST", "/api/competitors", "/api/competitors", body),
    "POST /api/competitors 400 missingName": { url: "/api/competitors", init: json({ url: "https://formwise.example" }) },
    "POST /api/competitors 400 notHttp": { url: "/api/competitors", prepare: (t) => tracker(t, { body: { name: "Files", url: "ftp://files.example/" } }) },
    "POST /api/competitors 400 privateAddress": { url: "/api/competitors", prepare: (t) => tracker(t, { body: { name: "Local", url: "http://127.0.0.1/admin" } }) },
    "POST /api/competitors 400 duplicate": {
      url: "/api/competitors",
      net: publicDns,
      prepare: (t) => tracker(t, { body: { name: "Formwise again", url: "https://FormWise.example/?utm_source=mail#pricing" }, make: (id) => formwise(t, id) }),
    },
    "POST /api/competitors 403 allowanceUsed": {
      url: "/api/competitors",
      net: publicDns,
      prepare: (t) => tracker(t, { body: { name: "Sixth", url: "https://sixth.example" }, make: async (id) => { for (const n of [1, 2, 3, 4, 5]) await t.rt.monitoring.addCompetitor(t.ctx, { accountId: id, name: `Rival ${n}`, url: `https://rival-${n}.example` }); } }),
    },
    ...byId("GET", "/api/competitors/{id}"),
    ...byId("DELETE", "/api/competitors/{id}"),
    ...byId("POST", "/api/competitors/{id}/check", "/check"),
    "POST /api/competitors/{id}/check 429 hour": { url: `/api/competitors/${ID}/check`, net: publicDns, before: 60, prepare: (t) => tracker(t, { make: (id) => formwise(t, id) }) },
    ...byId("GET", "/api/competitors/{id}/changes", "/changes"),
    "GET /api/competitors/{id}/changes 400 limit": { url: `/api/competitors/${ID}/changes?limit=500`, init: call("GET") },
    "GET /api/competitors/{id}/changes 400 offset": { url: `/api/competitors/${ID}/changes?offset=-1`, init: call("GET") },
    "GET /api/competitors/{id}/changes 400 severity": { url: `/api/competitors/${ID}/changes?severity=urgent`, init: call("GET") },
    "GET /api/competitors/{id}/changes 400 type": { url: `/api/competitors/${ID}/changes?type=price`, init: call("GET") },
    "GET /api/competitors/{id}/changes 400 since": { url: `/api/competitors/${ID}/changes?since=yesterday`, init: call("GET") },
    ...byId("GET", "/api/competitors/{id}/snapshots", "/snapshots"),
    "GET /api/competitors/{id}/snapshots 400 limit": { url: `/api/competitors/${ID}/snapshots?limit=500`, init: call("GET") },
    "GET /api/competitors/{id}/snapshots 400 offset": { url: `/api/competitors/${ID}/snapshots?offset=-1`, init: call("GET") },
  };
}

/**
 * The webhook routes' errors. Replays that need an endpoint (or a delivery) of their own run on
 * their own app, where it gets a fixed id (ep_fixed, msg_fixed) the URL can name.
 */
function webhookReplays(): Record<string, Replay> {
  const own = () => UNLIMITED;
  const ENDPOINT = "/api/webhooks/ep_fixed";
  const event = { event: "report.completed" as const, report_id: "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", tier: "snapshot", competitors: 3, preview_url: "https://intel.acme.test/reports/6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f" };
  /** A context whose next endpoint is ep_fixed and next delivery msg_fixed. */
  const fixed = (t: TestApp): Ctx => ({ ...t.ctx, ids: { ...t.ctx.ids, id: (p, n) => (p === "ep" || p === "msg" ? `${p}_fixed` : t.ctx.ids.id(p, n)) } });
  /** A signed-in Command account; `make` adds what the replay needs (with fixed ids). */
  const commander = async (t: TestApp, opts: { method?: string; body?: unknown; make?: (ctx: Ctx, accountId: string) => unknown } = {}) => {
    const accountId = await newAccount(t);
    await setGrantedPlan(t.ctx, { accountId, plan: "command" });
    await opts.make?.(fixed(t), accountId);
    return signedIn(t, { accountId, method: opts.method, body: opts.body });
  };
  /**
   * An endpoint at a public address literal: checked without DNS, and no job runs here, so nothing is sent.
   * Awaited by `commander` before the first request: on PostgreSQL a request that overtook the write
   * was answered 404 (uncounted by the test-send limit), and CI once saw the 11th send pass.
   */
  const endpoint = (ctx: Ctx, accountId: string, t: TestApp) => t.rt.webhooks.createEndpoint(ctx, { accountId, url: "https://93.184.216.34/hooks" });
  const guarded = (method: string, path: string, url: string, body?: unknown): Record<string, Replay> => ({
    ...signedInReplays(method, path, body, url),
    [`${method} ${path} 403 noPlan`]: { url, prepare: (t) => signedIn(t, { method, body }) },
  });
  const refused = (url: string): Replay => ({ url: "/api/webhooks", prepare: (t) => commander(t, { body: { url } }) });
  return {
    ...guarded("GET", "/api/webhooks", "/api/webhooks"),

    ...guarded("POST", "/api/webhooks", "/api/webhooks", { url: "https://93.184.216.34/hooks" }),
    "POST /api/webhooks 400 missingUrl": { url: "/api/webhooks", init: json({}) },
    "POST /api/webhooks 400 unknownEvent": { url: "/api/webhooks", init: json({ url: "https://93.184.216.34/hooks", events: ["report.done"] }) },
    "POST /api/webhooks 400 loopback": refused("https://127.0.0.1/hooks"),
    "POST /api/webhooks 400 metadata": refused("https://169.254.169.254/latest/meta-data"),
    "POST /api/webhooks 400 notHttps": refused("http://hooks.example.com/rivalscope"),
    "POST /api/webhooks 403 allowanceUsed": {
      url: "/api/webhooks",
      prepare: (t) => commander(t, { body: { url: "https://93.184.216.34/hooks" }, make: async (_, accountId) => void (await Promise.all([1, 2, 3].map(() => endpoint(t.ctx, accountId, t)))) }),
    },

    ...guarded("DELETE", "/api/webhooks/{id}", "/api/webhooks/ep_nope"),
    "DELETE /api/webhooks/{id} 400 badId": { url: "/api/webhooks/%ED%A0%80", init: call("DELETE") },
    "POST /api/webhooks/{id}/rotate-secret 400 badId": { url: "/api/webhooks/%ED%A0%80/rotate-secret", init: call("POST") },
    "POST /api/webhooks/{id}/test 400 badId": { url: "/api/webhooks/%ED%A0%80/test", init: call("POST") },
    "GET /api/webhooks/{id}/deliveries 400 badId": { url: "/api/webhooks/%ED%A0%80/deliveries", init: call("GET") },
    "POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver 400 badId": { url: "/api/webhooks/%ED%A0%80/deliveries/msg_1/redeliver", init: call("POST") },
    "POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver 400 badDeliveryId": { url: "/api/webhooks/ep_1/deliveries/%ED%A0%80/redeliver", init: call("POST") },
    "DELETE /api/webhooks/{id} 404 unknownEndpoint": { url: "/api/webhooks/ep_nope", prepare: (t) => commander(t, { method: "DELETE" }) },

    ...guarded("POST", "/api/webhooks/{id}/rotate-secret", "/api/webhooks/ep_nope/rotate-secret"),
    "POST /api/webhooks/{id}/rotate-secret 404 unknownEndpoint": { url: "/api/webhooks/ep_nope/rotate-secret", prepare: (t) => commander(t) },

    ...guarded("POST", "/api/webhooks/{id}/test", "/api/webhooks/ep_nope/test"),
    "POST /api/webhooks/{id}/test 404 unknownEndpoint": { url: "/api/webhooks/ep_nope/test", prepare: (t) => commander(t) },
    "POST /api/webhooks/{id}/test 429 minute": { url: `${ENDPOINT}/test`, env: own, before: 10, prepare: (t) => commander(t, { make: (ctx, id) => endpoint(ctx, id, t) }) },

    ...guarded("GET", "/api/webhooks/{id}/deliveries", "/api/webhooks/ep_nope/deliveries"),
    "GET /api/webhooks/{id}/deliveries 404 unknownEndpoint": { url: "/api/webhooks/ep_nope/deliveries", prepare: (t) => commander(t, { method: "GET" }) },
    "GET /api/webhooks/{id}/deliveries 400 badLimit": { url: "/api/webhooks/ep_nope/deliveries?limit=500", init: call("GET") },
    "GET /api/webhooks/{id}/deliveries 400 badCursor": { url: `${ENDPOINT}/deliveries?before=msg_nope`, env: own, prepare: (t) => commander(t, { method: "GET", make: (ctx, id) => endpoint(ctx, id, t) }) },

    ...guarded("POST", "/api/webhooks/{id}/deliveries/{delivery_id}/redeliver", "/api/webhooks/ep_nope/deliveries/msg_nope/redeliver"),
    "POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver 404 unknownEndpoint": { url: "/api/webhooks/ep_nope/deliveries/msg_nope/redeliver", prepare: (t) => commander(t) },
    "POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver 404 unknownDelivery": { url: `${ENDPOINT}/deliveries/msg_nope/redeliver`, env: own, prepare: (t) => commander(t, { make: (ctx, id) => endpoint(ctx, id, t) }) },
    "POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver 409 pending": {
      url: `${ENDPOINT}/deliveries/msg_fixed/redeliver`,
      env: own,
      prepare: (t) => commander(t, { make: async (ctx, id) => void (await endpoint(ctx, id, t), await emit(ctx, { accountId: id, event })) }),
    },
    "POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver 409 disabled": {
      url: `${ENDPOINT}/deliveries/msg_fixed/redeliver`,
      env: own,
      prepare: (t) =>
        commander(t, {
          make: async (ctx, id) => {
            await endpoint(ctx, id, t);
            await emit(ctx, { accountId: id, event });
            (await t.rt.db.update(webhookDeliveries).set({ status: "failed" }));
            await setEndpointEnabled(ctx, { id: "ep_fixed", enabled: false, reason: "the receiver answered 410 Gone" });
          },
        }),
    },
    "POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver 429 minute": {
      url: `${ENDPOINT}/deliveries/msg_fixed/redeliver`,
      env: own,
      prepare: async (t) => {
        const init = await commander(t, {
          make: async (ctx, id) => {
            await endpoint(ctx, id, t);
            await emit(ctx, { accountId: id, event });
            (await t.rt.db.update(webhookDeliveries).set({ status: "failed" }));
          },
        });
        // Test events use up the same allowance.
        for (let i = 0; i < 10; i++) await t.request(`${ENDPOINT}/test`, init);
        return init;
      },
    },
  };
}

/** Stripe configured, at a loopback port nobody listens on: "unreachable", with no traffic off this machine. */
function unreachableStripe() {
  const dead = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("") });
  dead.stop(true);
  return { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_BASE: `http://127.0.0.1:${dead.port}` };
}

/** A request with these headers and `body` as JSON when given. */
function call(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return body === undefined ? { method, headers } : { method, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) };
}

let accounts = 0;
/** A fresh account on `t`: its id. */
const newAccount = async (t: TestApp) => (await findOrCreateAccount(t.ctx, { email: `replay-${++accounts}@example.com` })).id;

/** A request as a signed-in account (a fresh one unless given), with an access token issued `agoMs` before the app's present. */
async function signedIn(t: TestApp, opts: { accountId?: string; agoMs?: number; method?: string; body?: unknown } = {}): Promise<RequestInit> {
  const then = { ...t.ctx, clock: { now: () => t.clock.now() - (opts.agoMs ?? 0) } };
  const { token } = await accessTokenFor(then, t.rt.accounts.keys, { accountId: opts.accountId ?? await newAccount(t), issuer: t.config.baseUrl });
  return call(opts.method ?? "POST", opts.body, { authorization: `Bearer ${token}` });
}

/** An unsigned token that names the external identity provider as its issuer: enough to be sent there to be checked. */
function idpToken(issuer: string): string {
  return [{ alg: "RS256", typ: "JWT" }, { iss: issuer, sub: "ann" }].map((p) => Buffer.from(JSON.stringify(p)).toString("base64url")).join(".") + ".c2ln";
}

/** The 401s and the 503 every signed-in route answers alike (the Bearer plugin). */
function signedInReplays(method: string, path: string, body?: unknown, url = path): Record<string, Replay> {
  const key = (status: number, name: string) => `${method} ${path} ${status} ${name}`;
  const issuer = "https://idp.example.com";
  return {
    [key(401, "noToken")]: { url, init: call(method, body) },
    [key(401, "expired")]: { url, prepare: (t) => signedIn(t, { method, body, agoMs: 3600_000 + 1000 }) },
    [key(503, "idpUnavailable")]: {
      url,
      init: call(method, body, { authorization: `Bearer ${idpToken(issuer)}` }),
      env: () => ({ ...UNLIMITED, RIVALSCOPE_OIDC_ISSUER: issuer, RIVALSCOPE_OIDC_AUDIENCE: "rivalscope-api" }),
      idpFetch: (async () => Promise.reject(new TypeError("fetch failed"))) as unknown as typeof fetch,
    },
  };
}

/** What checkout and portal share: the per-account limit and payments turned off. */
function billingReplays(path: string, body?: unknown): Record<string, Replay> {
  return {
    [`POST ${path} 429 minute`]: { url: path, prepare: (t) => signedIn(t, { body }), env: () => ({}), before: 10 },
    [`POST ${path} 500 paymentsOff`]: { url: path, prepare: (t) => signedIn(t, { body }), env: () => ({ ...UNLIMITED, RIVALSCOPE_PAYMENTS: "off" }) },
  };
}

/**
 * The reports endpoints' errors. Names resolve to a public address (no connection is made: the
 * request only checks the address policy), so only the cases meant to be refused are.
 */
function reportReplays(): Record<string, Replay> {
  const publicDns = { resolve: async () => ["93.184.215.14"] };
  const body = (urls: string[]) => json({ name: "Ann Lee", email: "ann@example.com", competitor_urls: urls });
  const sites = ["https://linear.app", "https://asana.com"];
  return {
    "POST /api/reports/request 400 missingField": { url: "/api/reports/request", init: json({}) },
    "POST /api/reports/request 400 tooMany": { url: "/api/reports/request", init: body(["a", "b", "c", "d", "e", "f"].map((h) => `https://${h}.example/`)) },
    "POST /api/reports/request 400 duplicate": { url: "/api/reports/request", init: body(["https://Linear.app:443/", "https://linear.app#pricing"]) },
    "POST /api/reports/request 400 notHttp": { url: "/api/reports/request", init: body(["ftp://files.example/"]) },
    "POST /api/reports/request 400 privateAddress": { url: "/api/reports/request", init: body([sites[0], "http://127.0.0.1/admin"]), net: publicDns },
    "POST /api/reports/request 429 hour": { url: "/api/reports/request", init: json({}), env: () => ({}), before: 5 },
    "POST /api/reports/request 500 paymentsOff": { url: "/api/reports/request", init: body(sites), env: () => ({ ...UNLIMITED, RIVALSCOPE_PAYMENTS: "off" }), net: publicDns },
    "POST /api/reports/request 401 expired": { url: "/api/reports/request", prepare: (t) => signedIn(t, { body: { name: "Ann Lee", email: "ann@example.com", competitor_urls: sites }, agoMs: 3600_000 + 1000 }) },
    "POST /api/reports/request 503 idpUnavailable": {
      url: "/api/reports/request",
      init: call("POST", { name: "Ann Lee", email: "ann@example.com", competitor_urls: sites }, { authorization: `Bearer ${idpToken("https://idp.example.com")}` }),
      env: () => ({ ...UNLIMITED, RIVALSCOPE_OIDC_ISSUER: "https://idp.example.com", RIVALSCOPE_OIDC_AUDIENCE: "rivalscope-api" }),
      idpFetch: (async () => Promise.reject(new TypeError("fetch failed"))) as unknown as typeof fetch,
    },
    "GET /api/reports/get 400 missing": { url: "/api/reports/get" },
    "GET /api/reports/get 400 notUuid": { url: "/api/reports/get?id=123" },
    "GET /api/reports/get 404 unknown": { url: "/api/reports/get?id=00000000-0000-4000-8000-000000000000" },
    "GET /api/reports/get 429 minute": { url: "/api/reports/get?id=00000000-0000-4000-8000-000000000000", env: () => ({}), before: 60 },
  };
}

/** The analysis endpoints' errors; DNS answers "no such host" for every name, so nothing leaves the machine. */
function analysisReplays(path: string, field: string, rest: Record<string, string>): Record<string, Replay> {
  const noSuchHost = { resolve: async () => Promise.reject(Object.assign(new Error("no such host"), { code: "ENOTFOUND" })) };
  const key = (status: number, name: string) => `POST ${path} ${status} ${name}`;
  return {
    [key(400, "missingField")]: { url: path, init: json({}) },
    [key(400, "notHttp")]: { url: path, init: json({ ...rest, [field]: "ftp://files.example/" }), net: noSuchHost },
    [key(400, "privateAddress")]: { url: path, init: json({ ...rest, [field]: "http://127.0.0.1/admin" }), net: noSuchHost },
    [key(422, "noSuchHost")]: { url: path, init: json({ ...rest, [field]: "https://no-such-host.invalid/" }), net: noSuchHost },
    [key(429, "session")]: { url: path, init: json({}), env: () => ({}), before: 10 },
    // One analysis worker, busy with a job's 4.4 MB page (queued while the worker loads, or
    // running), and no room to wait beside it: the site's discovery is refused.
    [key(503, "busy")]: {
      url: path,
      init: json({ ...rest, [field]: "https://busy.example/" }),
      env: () => ({ ...UNLIMITED, RIVALSCOPE_ANALYSIS_WORKERS: "1", RIVALSCOPE_ANALYSIS_QUEUE: "0" }),
      net: { resolve: async () => ["93.184.215.14"], fetch: (async () => new Response("<!doctype html><title>Busy</title><p>Plans from $9/month</p>", { headers: { "content-type": "text/html" } })) as unknown as typeof fetch },
      setup: (t) => void t.rt.analysis.site("https://occupied.example/", { wait: true }).extract({ pages: [{ url: "https://occupied.example/", html: nestedDivs() }], url: "https://occupied.example/", final_url: "https://occupied.example/" }).catch(() => {}),
    },
  };
}

/** The error examples of the document: every 4xx/5xx example of every operation. */
function errorExamples() {
  return operations().flatMap(({ path, method, op }) =>
    statuses(op)
      .filter(([status]) => Number(status) >= 400)
      .flatMap(([status, r]) =>
        Object.entries<Json>(r.content?.["application/json"]?.examples ?? {}).map(([key, e]) => ({ key: `${method.toUpperCase()} ${path} ${status} ${key}`, method: method.toUpperCase(), path, op, status: Number(status), name: key, value: e.value })),
      ),
  );
}

/**
 * The request that produces an example: from REPLAYS, or for the 405 and 413 every operation
 * shares, from the example itself (the method and path its message names; 1 MiB + 1 byte).
 */
function replayFor(e: ReturnType<typeof errorExamples>[number]): Replay | undefined {
  if (e.name === "methodNotAllowed") {
    const [, method, path] = /^(\w+) is not allowed on (\S+);/.exec((e.value as Json).message)!;
    return { url: path, init: { method } };
  }
  if (e.name === "payloadTooLarge") {
    const path = e.path.replace(/\{([^}]+)\}/g, (_, p) => e.op.parameters?.find((x: Json) => x.name === p)?.example);
    return { url: path, init: { method: e.method, headers: { "content-type": "application/json" }, body: "x".repeat(1024 * 1024 + 1) } };
  }
  return REPLAYS[e.key];
}

describe("every error example is the body the server sends", () => {
  test("each has a way to reproduce it (REPLAYS, or the shared 405/413 recipe)", () => {
    const examples = errorExamples();
    expect(examples.length).toBeGreaterThan(35);
    expect(examples.filter((e) => !replayFor(e)).map((e) => e.key)).toEqual([]);
    // …and no replay is left over from an example that is gone.
    const keys = new Set(examples.map((e) => e.key));
    expect(Object.keys(REPLAYS).filter((k) => !keys.has(k))).toEqual([]);
  });

  for (const key of Object.keys(REPLAYS)) {
    test(key, async () => {
      const e = errorExamples().find((x) => x.key === key);
      if (!e) throw new Error(`${key}: no such example in the document`);
      await replayAndCompare(e, REPLAYS[key]);
    });
  }

  test("the shared 405 and 413 examples of every operation", async () => {
    for (const e of errorExamples().filter((x) => x.name === "methodNotAllowed" || x.name === "payloadTooLarge")) await replayAndCompare(e, replayFor(e)!);
  });
});

/** True when every way to call the operation includes the bearer token (not optional). */
const needsBearer = (op: Json): boolean => {
  const security = ((op as { security?: Record<string, unknown>[] }).security ?? []);
  return security.length > 0 && security.every((s) => "bearer" in s);
};

async function replayAndCompare(e: ReturnType<typeof errorExamples>[number], r: Replay) {
  // The shared app unless the replay needs its own configuration or state.
  const own = r.env || r.setup || r.net || r.idpFetch ? await createTestApp({ env: { RIVALSCOPE_BASE_URL: BASE_URL, ...(r.env?.() ?? UNLIMITED) }, net: r.net, idpFetch: r.idpFetch }) : null;
  const app = own ?? t;
  try {
    r.setup?.(app);
    let init = r.prepare ? await r.prepare(app) : r.init;
    // Operations that need a signed-in account check the token before the input (401 first), so
    // an example of bad input there is replayed as a signed-in account.
    if (!r.prepare && e.status !== 401 && needsBearer(e.op) && !new Headers(init?.headers).has("authorization")) {
      const signed = await signedIn(app, { method: init?.method ?? e.method });
      init = { ...init, method: init?.method ?? e.method, headers: { ...Object.fromEntries(new Headers(init?.headers)), authorization: new Headers(signed.headers).get("authorization")! } };
    }
    // The answers that lead up to a limit are kept, so a failure says which one went astray.
    const before: string[] = [];
    for (let i = 0; i < (r.before ?? 0); i++) {
      const led = await app.request(r.url, init);
      before.push(led.status >= 400 && led.status !== 429 ? `${led.status} ${await led.text()}` : String(led.status));
    }
    const res = await app.request(r.url, init);
    const body = await res.json();
    expect(res.status, `${e.key}: answered ${JSON.stringify(body)} after ${JSON.stringify(before)}`).toBe(e.status);
    for (const field of r.varies ?? []) {
      expect(body, `${e.key}: ${field}`).toHaveProperty(field);
      body[field] = (e.value as Json)[field];
    }
    expect(body, e.key).toEqual(e.value);
  } finally {
    await own?.close();
  }
}

// ── Redocly ───────────────────────────────────────────────────────────────────────────────────

describe("Redocly's recommended lint", () => {
  test(
    "finds no error and no warning in the document the app serves",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "rivalscope-openapi-"));
      try {
        const file = join(dir, "openapi.json");
        writeFileSync(file, JSON.stringify(doc));
        // Run by Bun (the project's runtime); telemetry off, and no configuration file: the
        // built-in `recommended` ruleset.
        const cli = join(ROOT, "node_modules/@redocly/cli/bin/cli.js");
        const r = Bun.spawnSync([process.execPath, cli, "lint", file, "--format=json", "--extends=recommended"], {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
          stdout: "pipe",
          stderr: "pipe",
        });
        const out = r.stdout.toString();
        const report = JSON.parse(out.slice(out.indexOf("{")));
        const problems = report.problems.map((p: Json) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer}`);
        expect(problems).toEqual([]);
        expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
