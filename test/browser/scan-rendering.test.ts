/**
 * POST /api/scan on a site whose pricing page draws its plans by script (SPEC §14, issue 28),
 * through the app: without a browser the scan has no plans for it and says "not rendered: no
 * browser configured"; with RIVALSCOPE_BROWSER (a real Chromium) the page is rendered through the
 * address-policy proxy and its plans are read. A render that fails costs that page's plans, not the
 * scan. The sites are `.test` names on a loopback server (private networks allowed, as the other
 * scan tests do); the browser resolves no name itself, so every request of the page went through
 * the proxy and the seam's resolver.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LAUNCH_FLAGS } from "../../src/browser/chromium";
import { scanResultSchema } from "../../src/intel/analyze/schemas";
import { createTestApp, type TestApp } from "../helpers/app";
import { CHROMIUM, requireChromium } from "../helpers/browser";
import { startFixtureSites, type FixtureSites } from "../helpers/fixture-sites";

requireChromium("the scan-with-a-browser tests");

let sites: FixtureSites;
let without: TestApp;
let withBrowser: TestApp;
const ENV = { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_ANALYSIS_PER_SESSION: "unlimited", RIVALSCOPE_ANALYSIS_PER_DAY: "unlimited" };

const html = (body: string) => new Response(`<!doctype html><html lang="en">${body}</html>`, { headers: { "content-type": "text/html; charset=utf-8" } });
const HOME = `<head><title>Drawbridge — invoices that draw themselves</title></head><body>
  <nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav>
  <h1>Invoices that draw themselves</h1>
  <p>Drawbridge turns your time sheets into invoices, chases late payers and reconciles every payment with your bank, so that month-end takes an afternoon instead of a week.</p>
</body>`;
/** An application shell: the plans exist only once its script has run, after load. */
const SHELL = `<head><title>Pricing — Drawbridge</title></head><body><div id="app">Loading…</div>
  <script>
    const plans = [["Starter", 19], ["Team", 49], ["Business", 99]];
    addEventListener("load", () => setTimeout(() => {
      document.getElementById("app").innerHTML = '<h1>Pricing</h1><div class="pricing-grid">' + plans.map(([name, price]) =>
        '<div class="pricing-card"><h3>' + name + '</h3><p class="price">$' + price + ' / month</p><ul><li>Unlimited invoices</li></ul><a href="/signup?plan=' + name.toLowerCase() + '">Start ' + name + '</a></div>').join("") + '</div>';
    }, 100));
  </script></body>`;
/** A shell whose script sends the browser to another site: what it shows there is not this site's pricing. */
const ELSEWHERE = `<head><title>Pricing</title></head><body><div id="app"></div><script>location.href = "http://elsewhere.test:" + location.port + "/";</script></body>`;

beforeAll(async () => {
  sites = startFixtureSites();
  for (const site of ["drawn", "moving"]) sites.on(site, "/", () => html(HOME));
  sites.on("drawn", "/pricing", () => html(SHELL));
  sites.on("moving", "/pricing", () => html(ELSEWHERE));
  sites.on("elsewhere", "/", () => html(`<body><h1>Other</h1><div class="pricing-card"><h3>Other</h3><p class="price">$5 / month</p></div></body>`));
  without = await createTestApp({ env: ENV, net: { resolve: sites.resolve } });
  withBrowser = await createTestApp({ env: { ...ENV, RIVALSCOPE_BROWSER: CHROMIUM ?? "/usr/bin/chromium" }, net: { resolve: sites.resolve } });
});
afterAll(async () => {
  await without?.close();
  await withBrowser?.close();
  sites.stop();
});

const scan = async (t: TestApp, competitor: string) => {
  const res = await t.request("/api/scan", { method: "POST", json: { your_url: sites.url("plain-cards"), competitor_url: competitor } });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(scanResultSchema.parse(body)).toEqual(body);
  return body;
};
const planPrices = (profile: { pricing: { plans: { name: string; amount: number | null }[] } }) => profile.pricing.plans.map((p) => [p.name, p.amount]);

describe("a scan of a script-drawn pricing page", () => {
  test("without a browser: no plans, and the profile says the page was not rendered and why", async () => {
    const body = await scan(without, sites.url("drawn"));
    expect(body.competitor.pricing.plans).toEqual([]);
    expect(body.competitor.rendering).toEqual([{ url: sites.url("drawn", "/pricing"), rendered: false, needed: "the page is an application shell (its scripts draw it)", reason: "not rendered: no browser configured" }]);
    // A site whose plans the static read found asks nothing of a browser.
    expect(body.your_product.pricing.plans.length).toBeGreaterThan(0);
    expect(body.your_product.rendering).toEqual([]);
    expect(without.rt.renderer()).toBeNull();
    // A roast says the same.
    const roast = await without.request("/api/roast", { method: "POST", json: { url: sites.url("drawn") } });
    expect(roast.status).toBe(200);
    expect((await roast.json()).rendering).toEqual(body.competitor.rendering);
  });

  test.skipIf(!CHROMIUM)(
    "with RIVALSCOPE_BROWSER: the page is rendered and its plans read; the other site is not rendered",
    async () => {
      const before = sites.requests.length;
      const rendered = withBrowser.rt.renderer()!.stats().rendered;
      const body = await scan(withBrowser, sites.url("drawn"));
      expect(planPrices(body.competitor)).toEqual([
        ["Starter", 19],
        ["Team", 49],
        ["Business", 99],
      ]);
      expect(body.competitor.pricing.starting_price).toBe(19);
      expect(body.competitor.rendering).toEqual([{ url: sites.url("drawn", "/pricing"), rendered: true, needed: "the page is an application shell (its scripts draw it)", reason: null }]);
      expect(body.your_product.rendering).toEqual([]);
      // The pricing page was asked for twice: once by the fetcher, once by the browser (through the proxy).
      expect(sites.requests.slice(before).filter((r) => r.host === "drawn.test" && r.path === "/pricing")).toHaveLength(2);
      expect(withBrowser.rt.renderer()!.stats().rendered).toBe(rendered + 1);
    },
    60_000,
  );

  test.skipIf(!CHROMIUM)(
    "a render that fails costs that page's plans, never the scan: a script that leaves for another site",
    async () => {
      const body = await scan(withBrowser, sites.url("moving"));
      expect(body.competitor.pricing.plans).toEqual([]);
      expect(body.competitor.rendering).toEqual([{ url: sites.url("moving", "/pricing"), rendered: false, needed: "the page is an application shell (its scripts draw it)", reason: "not rendered: the page moved to another site" }]);
    },
    60_000,
  );
});

/**
 * RIVALSCOPE_BROWSER_WS: a browser run elsewhere — here a Chromium this test starts with a DevTools
 * port on loopback (a container's would be on the compose network), with the flags a started one
 * gets, reached by its http://host:port; RIVALSCOPE_BROWSER_PROXY_HOST says where it reaches the
 * policy proxies.
 */
describe.skipIf(!CHROMIUM)("a scan with a browser run elsewhere (RIVALSCOPE_BROWSER_WS)", () => {
  let remote: ReturnType<typeof Bun.spawn> | null = null;
  let profile = "";
  let t: TestApp | null = null;
  afterAll(async () => {
    await t?.close();
    remote?.kill();
    await remote?.exited;
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  test(
    "the page is rendered by that browser through our proxy, and its plans read",
    async () => {
      profile = mkdtempSync(join(tmpdir(), "rivalscope-remote-browser-"));
      const flags = LAUNCH_FLAGS.filter((f) => f !== "--remote-debugging-pipe");
      remote = Bun.spawn([CHROMIUM!, ...flags, "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", `--user-data-dir=${profile}`, ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []), "about:blank"], { stdout: "ignore", stderr: "ignore" });
      // Chromium writes the port it took into the profile.
      const portFile = join(profile, "DevToolsActivePort");
      for (let i = 0; i < 300 && !(existsSync(portFile) && readFileSync(portFile, "utf8").includes("\n")); i++) await Bun.sleep(50);
      const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
      t = await createTestApp({ env: { ...ENV, RIVALSCOPE_BROWSER_WS: `http://127.0.0.1:${port}`, RIVALSCOPE_BROWSER_PROXY_HOST: "127.0.0.1" }, net: { resolve: sites.resolve } });
      const body = await scan(t, sites.url("drawn"));
      expect(planPrices(body.competitor)).toEqual([
        ["Starter", 19],
        ["Team", 49],
        ["Business", 99],
      ]);
      expect(body.competitor.rendering).toEqual([{ url: sites.url("drawn", "/pricing"), rendered: true, needed: "the page is an application shell (its scripts draw it)", reason: null }]);
    },
    60_000,
  );
});
