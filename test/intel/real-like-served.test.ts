/**
 * Saved pricing pages through the real interface: reconstructions of the second and third held-out
 * rounds (test/fixtures/real-like, README) served as one-page "sites" from a loopback server — the saved
 * page is the URL asked for, at its own path, at the site root, or on the bare 127.0.0.1 address
 * — and read by POST /api/scan and POST /api/roast (private networks allowed, names resolved by an
 * injected resolver). The pages link to their real domains (absolute links, `<base href>`): those
 * must never be followed, so every name the resolver is asked and every connection the fetch
 * makes is recorded and must stay on the loopback site that was given.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { roastResultSchema, scanResultSchema } from "../../src/intel/analyze/schemas";
import { createTestApp, type TestApp } from "../helpers/app";
import { CASES, REAL_LIKE_DIR, type RealLikeCase } from "./support/real-like";

/** host (without port) → path → fixture file. */
const SITES: Record<string, Record<string, string>> = {
  "salesforce.test": { "/sales/pricing/": "salesforce.html" },
  "workspace.test": { "/pricing": "google-workspace.html" },
  "gusto.test": { "/": "gusto.html" },
  "stripe.test": { "/": "stripe.html" },
  "wix.test": { "/plans": "wix.html" },
  "127.0.0.1": { "/creativecloud/plans.html": "adobe.html" },
  // Third round: a <base href> to the real domain and a query string, EUR with other products' tiers
  // in hidden tabs, a GBP promotion, a page at the site root, add-on sections, a fee-only page.
  "datadog.test": { "/pricing/": "datadog.html" },
  "hotjar.test": { "/pricing/": "hotjar.html" },
  "xero.test": { "/uk/pricing-plans/": "xero.html" },
  "posthog.test": { "/": "posthog.html" },
  "obsidian.test": { "/pricing": "obsidian.html" },
  "lemonsqueezy.test": { "/pricing": "lemonsqueezy.html" },
};

let server: ReturnType<typeof Bun.serve>;
let t: TestApp;
const asked: string[] = [];
const connected: string[] = [];
const served: { host: string; path: string; status: number }[] = [];

beforeAll(async () => {
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(req) {
      const host = (req.headers.get("host") ?? "").replace(/:\d+$/, "");
      const path = new URL(req.url).pathname;
      const file = SITES[host]?.[path];
      served.push({ host, path, status: file ? 200 : 404 });
      if (!file) return new Response("<!doctype html><title>Not found</title><h1>Not found</h1>", { status: 404, headers: { "content-type": "text/html" } });
      return new Response(readFileSync(join(REAL_LIKE_DIR, file)), { headers: { "content-type": "text/html; charset=utf-8" } });
    },
  });
  t = await createTestApp({
    env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited", RIVALSCOPE_ANALYSIS_PER_DAY: "unlimited" },
    net: {
      // Only the loopback sites resolve; a real domain would be recorded and answered "no such host".
      resolve: async (host) => {
        asked.push(host);
        if (host in SITES) return ["127.0.0.1"];
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      },
      // Every connection is recorded; one to anything but loopback fails the request outright.
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : input);
        connected.push(`${url.hostname}:${url.port}`);
        if (url.hostname !== "127.0.0.1") throw new Error(`left the machine: ${url.href}`);
        return fetch(url, init);
      }) as typeof fetch,
    },
  });
});
afterAll(async () => {
  await t.close();
  server.stop(true);
});

const site = (host: string, path: string) => `http://${host}:${server.port}${path}`;

/**
 * Since `from` (the lengths of the records when a test began): every name asked was a loopback
 * site given, every connection went to the loopback server, every request it saw was for those hosts.
 */
const mark = () => ({ asked: asked.length, connected: connected.length, served: served.length });
function expectStayedOnLoopback(from: ReturnType<typeof mark>, hosts: string[]) {
  for (const host of asked.slice(from.asked)) expect(hosts).toContain(host);
  for (const c of connected.slice(from.connected)) expect(c).toBe(`127.0.0.1:${server.port}`);
  expect(connected.length).toBeGreaterThan(from.connected);
  for (const r of served.slice(from.served)) expect(hosts.map((h) => h)).toContain(r.host);
}
const caseOf = (file: string) => CASES.find((c) => c.file === file) as RealLikeCase;
/** The Profile's plan fields the corpus expects (test/intel/support/real-like.ts). */
const profilePlans = (plans: Record<string, unknown>[]) =>
  plans.map((p) => ({ name: p.name, amount: p.amount, annual_amount: p.annual_amount, list_amount: p.list_amount, currency: p.currency, period: p.period, per_user: p.per_user, free: p.free, trial_days: p.trial_days, contact_sales: p.contact_sales }));
const expectedPlans = (file: string) =>
  caseOf(file).plans.map((p) => ({ name: p.name, amount: p.amount, annual_amount: p.annual_amount ?? null, list_amount: p.list_amount ?? null, currency: p.currency, period: p.period, per_user: p.per_user, free: p.free ?? false, trial_days: p.trial_days ?? null, contact_sales: p.contact_sales ?? false }));

/**
 * The profile's plans are the expected plans less those the confidence model withheld (docs/intel.md,
 * "Round 9"), every one read right; a withheld plan is one the page shows, named in `withheld_plans`.
 */
const expectPlans = (pricing: { plans: Record<string, unknown>[]; withheld_plans?: { name: string }[] }, file: string) => {
  const withheld = new Set((pricing.withheld_plans ?? []).map((w) => w.name));
  const want = expectedPlans(file);
  expect(profilePlans(pricing.plans)).toEqual(want.filter((p) => !withheld.has(p.name)));
  for (const name of withheld) expect(want.map((p) => p.name)).toContain(name);
  return withheld;
};

describe("saved pricing pages served from loopback, read through the API", () => {
  test("POST /api/scan: two saved pages at their own pricing paths give the plans the pages show", async () => {
    const from = mark();
    const res = await t.request("/api/scan", { method: "POST", json: { your_url: site("salesforce.test", "/sales/pricing/"), competitor_url: site("workspace.test", "/pricing") } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(scanResultSchema.parse(body)).toEqual(body);
    expect(body.your_product.name).toBe("Salesforce");
    expectPlans(body.your_product.pricing, "salesforce.html");
    expect(body.your_product.pricing.starting_price).toBe(25);
    expect(body.competitor.name).toBe("Google Workspace");
    expectPlans(body.competitor.pricing, "google-workspace.html");
    for (const p of [...body.your_product.pricing.plans, ...body.competitor.pricing.plans]) expect(p.evidence.url).toMatch(new RegExp(`^http://(?:salesforce|workspace)\\.test:${server.port}/`));
    expectStayedOnLoopback(from, ["salesforce.test", "workspace.test"]);
  });

  test("POST /api/scan: a page saved with <base href> to its real domain, on the bare loopback address, and a page served at the site root", async () => {
    const from = mark();
    const res = await t.request("/api/scan", { method: "POST", json: { your_url: site("127.0.0.1", "/creativecloud/plans.html"), competitor_url: site("gusto.test", "/") } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expectPlans(body.your_product.pricing, "adobe.html");
    expect(body.your_product.name).toBe("Adobe");
    // Served at the site root, no pricing path: round 9's model withheld every plan read off a home
    // page; round 12's refit (waves 1–5) reports those whose cards state price, currency and period
    // — each one the page shows, read right (expectPlans) — and withheld the rest, saying prices were
    // seen; round 13's refit (waves 1–6, threshold 0.80) reports every one of them, each read right.
    const withheld = expectPlans(body.competitor.pricing, "gusto.html");
    expect(body.competitor.pricing.plans.length).toBeGreaterThan(0);
    expect(body.competitor.pricing.plans.length + withheld.size).toBe(expectedPlans("gusto.html").length);
    if (withheld.size > 0) expect(body.competitor.pricing.note).toBe(`Some prices found but not certain enough to report (${[...withheld].join(", ")}).`);
    expectStayedOnLoopback(from, ["127.0.0.1", "gusto.test"]);
  });

  test("POST /api/roast: a fee page with no plans and a EUR page under /plans", async () => {
    const from = mark();
    const stripe = await t.request("/api/roast", { method: "POST", json: { url: site("stripe.test", "/") } });
    expect(stripe.status).toBe(200);
    const body = await stripe.json();
    expect(roastResultSchema.parse(body)).toEqual(body);
    expect(body.name).toBe("Stripe");
    for (const w of body.weaknesses) expect(w.evidence.url).toStartWith(site("stripe.test", "/"));
    const wix = await t.request("/api/roast", { method: "POST", json: { url: site("wix.test", "/plans") } });
    expect(wix.status).toBe(200);
    const roast = await wix.json();
    expect(roast.name).toBe("Wix.com");
    // Five priced plans: the roast says so, and does not say the prices are hidden.
    expect(roast.weaknesses.map((w: { title: string }) => w.title).join(" | ")).not.toMatch(/hides|no public pric/i);
    expectStayedOnLoopback(from, ["stripe.test", "wix.test"]);
  });

  test("links to the real domains are never followed: discovery proposes only the given host's own paths", async () => {
    const from = mark();
    const res = await t.request("/api/roast", { method: "POST", json: { url: site("127.0.0.1", "/creativecloud/plans.html") } });
    expect(res.status).toBe(200);
    expectStayedOnLoopback(from, ["127.0.0.1"]);
    // Besides the page itself (which an earlier test may have left in the fetcher's cache), only the
    // common paths of the same host were tried: the page links nowhere on it.
    for (const r of served.slice(from.served)) if (r.path !== "/creativecloud/plans.html") expect(["/pricing", "/plans", "/features", "/product"]).toContain(r.path);
    expect(served.slice(from.served).some((r) => r.path === "/pricing")).toBe(true);
    // An address needs no name: nothing at all was resolved.
    expect(asked.slice(from.asked)).toEqual([]);
  });
});

describe("third-round saved pages served from loopback, read through the API", () => {
  test("POST /api/scan: per-host USD plans behind a <base href> and a query string against EUR plans whose tabs repeat the tier names", async () => {
    const from = mark();
    const res = await t.request("/api/scan", { method: "POST", json: { your_url: site("datadog.test", "/pricing/?product=infrastructure"), competitor_url: site("hotjar.test", "/pricing/") } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(scanResultSchema.parse(body)).toEqual(body);
    expect(body.your_product.name).toBe("Datadog");
    expectPlans(body.your_product.pricing, "datadog.html");
    expect([body.your_product.pricing.starting_price, body.your_product.pricing.starting_price_per_user]).toEqual([18, false]);
    expect(body.competitor.name).toBe("Hotjar");
    expectPlans(body.competitor.pricing, "hotjar.html");
    expect(body.competitor.pricing.currency).toBe("EUR");
    // Dollars against euros do not compare.
    expect(body.pricing_comparison.cheaper).toBe("unknown");
    expect(body.pricing_comparison.difference_percent).toBeNull();
    // The page's links all resolve against its <base href> on the real domain: none was followed.
    expectStayedOnLoopback(from, ["datadog.test", "hotjar.test"]);
    for (const r of served.slice(from.served)) if (r.host === "datadog.test" && r.path !== "/pricing/") expect(["/pricing", "/plans", "/features", "/product"]).toContain(r.path);
  });

  test("POST /api/scan: a GBP promotion (list price beside the offer) against a free tier with usage pricing at the site root", async () => {
    const from = mark();
    const res = await t.request("/api/scan", { method: "POST", json: { your_url: site("xero.test", "/uk/pricing-plans/"), competitor_url: site("posthog.test", "/") } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expectPlans(body.your_product.pricing, "xero.html");
    expect(body.your_product.pricing.starting_price).toBe(1.6);
    expect(body.your_product.pricing.currency).toBe("GBP");
    expectPlans(body.competitor.pricing, "posthog.html");
    expect(body.competitor.pricing.model).toBe("usage-based");
    expect(body.competitor.pricing.free_tier).toBe(true);
    expectStayedOnLoopback(from, ["xero.test", "posthog.test"]);
  });

  test("POST /api/roast: add-on services are not plans; a fee-only page has no plans and says it prices by use", async () => {
    const from = mark();
    const obsidian = await t.request("/api/roast", { method: "POST", json: { url: site("obsidian.test", "/pricing") } });
    expect(obsidian.status).toBe(200);
    const roast = await obsidian.json();
    expect(roastResultSchema.parse(roast)).toEqual(roast);
    expect(roast.name).toBe("Obsidian");
    expect(roast.weaknesses.map((w: { title: string }) => w.title).join(" | ")).not.toMatch(/hides|no public pric/i);
    const scan = await t.request("/api/scan", { method: "POST", json: { your_url: site("obsidian.test", "/pricing"), competitor_url: site("lemonsqueezy.test", "/pricing") } });
    expect(scan.status).toBe(200);
    const body = await scan.json();
    expectPlans(body.your_product.pricing, "obsidian.html");
    expect(body.competitor.pricing.plans).toEqual([]);
    expect(body.competitor.pricing.model).toBe("usage-based");
    expectStayedOnLoopback(from, ["obsidian.test", "lemonsqueezy.test"]);
  });
});
