/**
 * The public home page in a real browser (Debian's Chromium via playwright-core) with JavaScript
 * turned OFF and a 360 px wide phone viewport: both forms work as plain HTML forms, the results
 * fit the screen (no sideways scrolling), and nothing is loaded from anywhere but the server.
 * The app reads fixture sites from a loopback server (private networks allowed).
 *
 * Like the dashboard test: skipped with a warning where Chromium is missing, a failure in CI.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { createTestApp, type TestApp } from "../helpers/app";
import { CHROMIUM, newBrowserContext, requireChromium, screenshot } from "../helpers/browser";
import { startFixtureSites, type FixtureSites } from "../helpers/fixture-sites";

/** Screenshots of the phone layout with RIVALSCOPE_TEST_SCREENSHOTS=1 (look at them when changing the stylesheet). */
const SHOTS = tmpdir();

requireChromium("the home page browser test");

describe.skipIf(!CHROMIUM)("home page in Chromium, no JavaScript, 360 px wide", () => {
  let t: TestApp;
  let sites: FixtureSites;
  let browser: BrowserContext;
  let page: Page;
  let base: string;
  const problems: string[] = [];
  const offsite: string[] = [];

  beforeAll(async () => {
    sites = startFixtureSites();
    t = await createTestApp({ env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" }, net: { resolve: sites.resolve } });
    t.app.listen({ port: 0, hostname: "127.0.0.1" });
    base = `http://127.0.0.1:${t.app.server!.port}`;
    // A context of its own in the process's shared Chromium: fresh cookies and storage, as a fresh profile was.
    browser = await newBrowserContext({
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: false,
    });
    page = await browser.newPage();
    // A 400 answer is logged as a failed resource; anything else (a CSP violation, a blocked asset) is a problem.
    page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(`console: ${m.text()}`));
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("request", (r) => !r.url().startsWith(base) && !r.url().startsWith("data:") && offsite.push(r.url()));
  });

  afterAll(async () => {
    await browser?.close();
    await t?.app.stop();
    await t?.close();
    sites?.stop();
  });

  /** Widest thing on the page: the document must not scroll sideways on a 360 px screen. */
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  test(
    "roast and scan through the forms; every page fits 360 px",
    async () => {
      await page.goto(base + "/");
      expect(await page.title()).toContain("Rivalscope");
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      await screenshot(page, join(SHOTS, "rivalscope-home-360.png"));

      await page.fill("#url", sites.url("next-app-router"));
      await page.click("#roast button[type=submit]");
      await page.waitForURL(`${base}/roast#result`);
      expect(await page.textContent("#result h2")).toContain("roasted");
      expect(await page.locator("ol.weaknesses li").count()).toBeGreaterThan(0);
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      await screenshot(page, join(SHOTS, "rivalscope-roast-360.png"));

      await page.goto(base + "/");
      await page.fill("#your_url", sites.url("next-data"));
      await page.fill("#competitor_url", sites.url("comparison-table"));
      await page.click("#scan button[type=submit]");
      await page.waitForURL(`${base}/scan#result`);
      expect(await page.textContent("#result h2")).toContain("vs");
      expect(await page.locator("table.plans").count()).toBe(2);
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      await screenshot(page, join(SHOTS, "rivalscope-scan-360.png"));

      // A refusal is shown at its form, still readable on the phone.
      await page.fill("#url", "ftp://files.example/");
      await page.click("#roast button[type=submit]");
      await page.waitForSelector("#roast-error");
      expect(await page.textContent("#roast-error")).toContain("only http and https");
      expect(await pageWidth()).toBeLessThanOrEqual(360);

      expect(problems).toEqual([]);
      expect(offsite).toEqual([]);
    },
    60_000,
  );
});
