/**
 * Whole-site reconstructions (test/fixtures/real-like-sites, README) served from loopback and read
 * through the real interface: POST /api/scan and POST /api/roast are given only the home page, so
 * discovery must find the pricing and features/product pages by the home page's links (nav,
 * footer, Framer's `./` links) and the fetcher must read them. Every name resolved and every
 * connection made stays on the loopback server.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { roastResultSchema, scanResultSchema } from "../../src/intel/analyze/schemas";
import { createTestApp, type TestApp } from "../helpers/app";
import { SITE_CASES, SITES_DIR, type SiteCase } from "./support/real-like-sites";

const HOSTS: Record<string, string> = { "retool.test": "retool", "helpscout.test": "helpscout", "calcom.test": "calcom", "plausible.test": "plausible", "attio.test": "attio", "customerio.test": "customerio" };
const caseOf = (dir: string) => SITE_CASES.find((c) => c.dir === dir) as SiteCase;

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
      const c = HOSTS[host] ? caseOf(HOSTS[host]) : undefined;
      const file = c?.pages.find(([p]) => p === path)?.[1];
      // Like WordPress and most servers: "/pricing" redirects to the page's canonical "/pricing/".
      if (!file && c?.pages.some(([p]) => p === `${path}/`)) {
        served.push({ host, path, status: 301 });
        return new Response(null, { status: 301, headers: { location: `${path}/` } });
      }
      served.push({ host, path, status: file ? 200 : 404 });
      if (!c || !file) return new Response("<!doctype html><title>Not found</title><h1>Not found</h1>", { status: 404, headers: { "content-type": "text/html" } });
      return new Response(readFileSync(join(SITES_DIR, c.dir, file)), { headers: { "content-type": "text/html; charset=utf-8" } });
    },
  });
  t = await createTestApp({
    env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited", RIVALSCOPE_ANALYSIS_PER_DAY: "unlimited" },
    net: {
      resolve: async (host) => {
        asked.push(host);
        if (host in HOSTS) return ["127.0.0.1"];
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      },
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

const home = (host: string) => `http://${host}:${server.port}/`;
const mark = () => ({ asked: asked.length, connected: connected.length, served: served.length });
function expectStayedOnLoopback(from: ReturnType<typeof mark>, hosts: string[]) {
  for (const host of asked.slice(from.asked)) expect(hosts).toContain(host);
  for (const c of connected.slice(from.connected)) expect(c).toBe(`127.0.0.1:${server.port}`);
  for (const r of served.slice(from.served)) expect(hosts).toContain(r.host);
}
/** The paths of a host the server answered 200 since `from`. */
const fetched = (from: ReturnType<typeof mark>, host: string) => [...new Set(served.slice(from.served).filter((r) => r.host === host && r.status === 200).map((r) => r.path))].sort();
const planRows = (plans: Record<string, unknown>[]) => plans.map((p) => [p.name, p.amount, p.annual_amount, p.per_user, p.free, p.trial_days, p.contact_sales]);
const wantRows = (c: SiteCase) => c.plans.map((p) => [p.name, p.amount, p.annual_amount ?? null, p.per_user, p.free ?? false, p.trial_days ?? null, p.contact_sales ?? false]);

describe("whole sites served from loopback: discovery from the home page, then the API", () => {
  test("POST /api/scan with two home pages: pricing and product pages are found by nav and footer links, and read", async () => {
    const from = mark();
    const res = await t.request("/api/scan", { method: "POST", json: { your_url: home("retool.test"), competitor_url: home("helpscout.test") } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(scanResultSchema.parse(body)).toEqual(body);
    // Retool's "Product" menu is a button; its footer links /products/apps, Help Scout's nav /product/.
    expect(fetched(from, "retool.test")).toEqual(["/", "/pricing", "/products/apps"]);
    expect(fetched(from, "helpscout.test")).toEqual(["/", "/pricing/", "/product/"]);
    const retool = caseOf("retool");
    expect(body.your_product.name).toBe("Retool");
    expect(body.your_product.headline).toBe(retool.headline);
    expect(planRows(body.your_product.pricing.plans)).toEqual(wantRows(retool));
    // Features from the product page and from the plan cards both arrive.
    expect(body.your_product.features).toEqual(expect.arrayContaining(["100+ prebuilt components", "Version control with Git", "Custom SSO with SAML"]));
    const helpscout = caseOf("helpscout");
    expect(body.competitor.name).toBe("Help Scout");
    expect(body.competitor.description).toBe(helpscout.description[0]);
    expect(planRows(body.competitor.pricing.plans)).toEqual(wantRows(helpscout));
    expect(body.competitor.pricing.trial_days).toBe(15);
    expect(body.competitor.features).toEqual(expect.arrayContaining(["Collision detection", "AI Summarize", "Single sign-on (SAML)"]));
    for (const p of body.competitor.pricing.plans) expect(p.evidence.url).toBe(`http://helpscout.test:${server.port}/pricing/`);
    expectStayedOnLoopback(from, ["retool.test", "helpscout.test"]);
  });

  test("POST /api/roast of a Framer home page: ./-relative links lead to pricing and features; signals from all three pages", async () => {
    const from = mark();
    const res = await t.request("/api/roast", { method: "POST", json: { url: home("calcom.test") } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(roastResultSchema.parse(body)).toEqual(body);
    expect(body.name).toBe("Cal.com");
    expect(fetched(from, "calcom.test")).toEqual(["/", "/features", "/pricing"]);
    expect(body.top_features.length).toBeGreaterThan(0);
    for (const f of body.top_features) expect(caseOf("calcom").notFeatures).not.toContain(f);
    const sizeSignals = body.estimated_size.signals.join(" | ");
    expect(sizeSignals).toMatch(/SOC 2/);
    expect(sizeSignals).toMatch(/20,000\+ customers/);
    // Priced plans are on the page: the roast does not say prices are hidden.
    expect(body.weaknesses.map((w: { title: string }) => w.title).join(" | ")).not.toMatch(/hides|no public pric/i);
    expectStayedOnLoopback(from, ["calcom.test"]);
  });

  test("POST /api/scan of two later-batch sites: a product page found only in the footer; links absolute to the real domain are not followed, common paths are", async () => {
    const from = mark();
    const res = await t.request("/api/scan", { method: "POST", json: { your_url: home("attio.test"), competitor_url: home("customerio.test") } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(scanResultSchema.parse(body)).toEqual(body);
    // Attio's "Platform" menu is a button: its footer's /platform/data-model is the product page read.
    expect(fetched(from, "attio.test")).toEqual(["/", "/platform/data-model", "/pricing"]);
    // Customer.io's links name https://customer.io/…: another site from the loopback host, never
    // fetched. The common path /pricing is, and redirects to /pricing/ (no /features or /product).
    expect(fetched(from, "customerio.test")).toEqual(["/", "/pricing/"]);
    expect(planRows(body.your_product.pricing.plans)).toEqual(wantRows(caseOf("attio")));
    expect(body.your_product.features).toEqual(expect.arrayContaining(["Relationship attributes", "Developer API", "SAML and SSO"]));
    const cio = caseOf("customerio");
    expect(body.competitor.headline).toBe(cio.headline);
    expect(body.competitor.description).toBe(cio.description[0]);
    expect(planRows(body.competitor.pricing.plans)).toEqual(wantRows(cio));
    expectStayedOnLoopback(from, ["attio.test", "customerio.test"]);
  });

  test("POST /api/roast of a site with no free plan: the FAQ's 'there is no free plan' gives no free tier", async () => {
    const from = mark();
    const res = await t.request("/api/roast", { method: "POST", json: { url: home("plausible.test") } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.name).toBe("Plausible Analytics");
    expect(fetched(from, "plausible.test")).toEqual(["/", "/features", "/pricing"]);
    expect(body.estimated_size.signals.join(" | ")).not.toMatch(/free plan/i);
    expectStayedOnLoopback(from, ["plausible.test"]);
  });
});
