/**
 * A report's page in a real browser (Debian's Chromium via playwright-core), JavaScript off: on a
 * 360 px phone it fits the screen (no sideways scrolling; wide tables scroll inside their box) and
 * the price ladder is drawn; on paper (print media) the navigation is gone and the competitors
 * start on their own page; nothing is loaded from anywhere but the server, and the page breaks no
 * rule of its CSP.
 *
 * Like the other browser tests: skipped with a warning where Chromium is missing, a failure in CI.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { CHROMIUM, newBrowserContext, requireChromium, screenshot } from "../helpers/browser";
import { createReportsApp, FIVE_SITES, type ReportsTestApp } from "../reports/helpers";

const SHOTS = tmpdir();

requireChromium("the report page browser test");

describe.skipIf(!CHROMIUM)("a report's page in Chromium, no JavaScript", () => {
  let t: ReportsTestApp;
  let browser: BrowserContext;
  let page: Page;
  let base: string;
  let id: string;
  const problems: string[] = [];
  const offsite: string[] = [];

  beforeAll(async () => {
    t = await createReportsApp();
    t.sites.on("contact-only", "/", () => new Response("down", { status: 503, headers: { "content-type": "text/html" } }));
    id = await t.paidReport([...FIVE_SITES.slice(0, 4), "contact-only"]);
    await t.runJobs();
    t.app.listen({ port: 0, hostname: "127.0.0.1" });
    base = `http://127.0.0.1:${t.app.server!.port}`;
    // A context of its own in the process's shared Chromium: fresh cookies and storage, as a fresh profile was.
    browser = await newBrowserContext({
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: false,
    });
    page = await browser.newPage();
    page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("request", (r) => !r.url().startsWith(base) && !r.url().startsWith("data:") && offsite.push(r.url()));
  });

  afterAll(async () => {
    await browser?.close();
    await t?.app.stop();
    await t?.close();
  });

  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  test(
    "fits a phone, draws the ladder, prints without the navigation; nothing from elsewhere",
    async () => {
      await page.goto(`${base}/reports/${id}`);
      expect(await page.title()).toStartWith("Competitive report: Shipyard, Formwise, Salonbook, Ledgerly, contact-only");
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      expect(await page.locator("article.competitor").count()).toBe(5);
      const ladder = await page.locator("svg.ladder").boundingBox();
      expect(ladder!.width).toBeGreaterThan(250);
      expect(ladder!.width).toBeLessThanOrEqual(360);
      await screenshot(page, join(SHOTS, "rivalscope-report-360.png"));

      await page.emulateMedia({ media: "print" });
      expect(await page.locator("header.top").isVisible()).toBe(false);
      expect(await page.locator("nav.toc").isVisible()).toBe(false);
      expect(await page.locator("#competitors").evaluate((e) => getComputedStyle(e).breakBefore)).toBe("page");
      await page.emulateMedia({ media: "screen" });

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${base}/reports/${id}`);
      expect(await pageWidth()).toBeLessThanOrEqual(1280);
      await screenshot(page, join(SHOTS, "rivalscope-report-1280.png"));

      expect(problems).toEqual([]);
      expect(offsite).toEqual([]);
    },
    60_000,
  );
});
