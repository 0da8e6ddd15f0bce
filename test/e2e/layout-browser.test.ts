/**
 * Every page a person sees, in a real browser at a phone's width (360 px) and a laptop's
 * (1280 px): the dashboard's pages, the checkout pages, Swagger UI and the error page — none may
 * scroll sideways (a wide table scrolls inside its own box, not the page). The copy buttons copy.
 *
 * Debian's Chromium driven by playwright-core, as test/e2e/admin-browser.test.ts (which says how
 * a missing Chromium is handled: skipped with a warning on a developer machine, a failure in CI).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { issueApiKey } from "../../src/access/keys";
import { createTestApp, type TestApp } from "../helpers/app";
import { CHROMIUM, newBrowserContext, requireChromium, screenshot } from "../helpers/browser";
import { ADMIN, createAdmin } from "../admin/helpers";

/** Where the 360 px screenshot of the success page goes with RIVALSCOPE_TEST_SCREENSHOTS=1 (look at it when changing the stylesheet). */
const SHOTS = join(tmpdir(), "rivalscope-layout");
mkdirSync(SHOTS, { recursive: true });

requireChromium("the layout browser tests");

describe.skipIf(!CHROMIUM)("pages at 360 px and 1280 px in Chromium", () => {
  let t: TestApp;
  let browser: BrowserContext;
  let page: Page;
  let base: string;
  const problems: string[] = [];
  /** Paths that need data: filled in beforeAll. */
  const paths: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { RIVALSCOPE_FREE_PER_MINUTE: "unlimited", RIVALSCOPE_CHECKOUT_PER_MINUTE: "unlimited" } });
    t.app.listen({ port: 0, hostname: "127.0.0.1" });
    base = `http://127.0.0.1:${t.app.server!.port}`;
    await createAdmin(t);
    await issueApiKey(t.ctx, { email: "a-rather-long-address.for-an-internal-job@subsidiary.example.com", tier: "internal", name: "nightly export to the data warehouse" });

    // A checkout paid and one left open, for the checkout pages and the accounts pages.
    const start = async (email: string) => new URL((await (await t.request("/api/v1/checkout", { method: "POST", json: { email, tier: "pro" } })).json()).checkout_url).pathname.split("/").pop()!;
    const open = await start("open.checkout@example.com");
    const paid = await start("paying.customer.with.a.long.address@example.com");
    const done = await t.rt.billing.payLocalCheckout(t.ctx, { id: paid });
    if (done.outcome !== "completed" || !done.apiKey) throw new Error("checkout did not complete");
    Object.assign(paths, { open: `/checkout/local/${open}`, paid: `/checkout/success?session_id=${paid}`, account: `/admin/accounts/${done.account.id}`, key: `/admin/keys/${done.apiKey.id}/edit` });
    await t.rt.catalog.updateTool(t.ctx, { slug: "asana", changes: { starting_price: "$11/user/month" } }); // the revert button shows

    // A context of its own in the process's shared Chromium: fresh cookies and storage, as a fresh profile was.
    browser = await newBrowserContext({
      viewport: { width: 1280, height: 900 },
    });
    await browser.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    page = await browser.newPage();
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(`console: ${m.text()}`));
    page.on("request", (r) => !r.url().startsWith(base) && !r.url().startsWith("data:") && problems.push(`off-site request: ${r.url()}`));

    // Sign in once; the session cookie serves every dashboard page below.
    await page.goto(`${base}/admin/login`);
    await page.fill("#email", ADMIN.email);
    await page.fill("#password", ADMIN.password);
    await page.click("button[type=submit]");
    await page.waitForURL(`${base}/admin`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.app.stop();
    await t?.close();
  });

  /** How far the page scrolls sideways (0 = it does not). */
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  const DASHBOARD = [
    "/admin",
    "/admin/keys",
    "/admin/accounts",
    "/admin/subscriptions",
    "/admin/catalog",
    "/admin/catalog/new",
    "/admin/catalog/asana",
    "/admin/catalog/asana/edit",
    "/admin/outbox",
    "/admin/settings",
    "/admin/audit",
    "/admin/no-such-page",
  ];

  for (const width of [360, 1280]) {
    test(
      `${width} px: no page scrolls sideways`,
      async () => {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        const all = [...DASHBOARD, paths.account, paths.key, paths.open, "/checkout/cancel", "/checkout/success?session_id=cs_local_unknown", "/no-such-page", "/swagger"];
        const wide: string[] = [];
        for (const path of all) {
          await page.goto(base + path, { waitUntil: "load" });
          if (path === "/swagger") await page.waitForSelector(".swagger-ui .opblock", { timeout: 15_000 });
          const over = await sideways();
          if (over > 0) wide.push(`${path} scrolls ${over} px sideways`);
        }
        // Swagger UI with operations open (parameters, responses, examples), at the narrow width:
        // the ones with the most parameters, the largest examples and a request body. Opening
        // each costs a second or two of rendering; the others are built of the same parts.
        if (width > 360) {
          expect(wide).toEqual([]);
          return;
        }
        // The loop's last page is /swagger (loaded at this width): its operations open there, without
        // loading it again (each load of Swagger UI costs Chromium a few CPU seconds).
        expect(all.at(-1)).toBe("/swagger");
        for (const id of ["operations-Tools-getApiV1Tools", "operations-Tools-getApiV1Compare", "operations-Subscriptions-postApiV1Checkout"]) {
          await page.click(`#${id} .opblock-summary`);
          await page.waitForSelector(`#${id} .opblock-body .responses-table`);
        }
        const over = await sideways();
        if (over > 0) wide.push(`/swagger with operations open scrolls ${over} px sideways`);
        expect(wide).toEqual([]);
        expect(problems).toEqual([]);
      },
      120_000,
    );
  }

  test(
    "the success page at 360 px: the key wraps, fits, and its copy button copies it",
    async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(base + paths.paid);
      const key = (await page.textContent("#api-key"))!.trim();
      expect(key).toMatch(/^rsk_[0-9A-Za-z]{40}$/);
      await screenshot(page, join(SHOTS, "checkout_success_key.png"));
      expect(await sideways()).toBe(0);
      const box = (await page.locator("#api-key").boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await page.click("button.copy[data-copy=api-key]");
      await page.waitForSelector("button.copy[data-copy=api-key]:text('Copied')");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      expect(problems).toEqual([]);
    },
    30_000,
  );

  test(
    "dashboard copy buttons copy a new key and a tool's API link",
    async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${base}/admin/keys`);
      await page.fill("#new-email", "copy@example.com");
      await page.click("#key-create button[type=submit]");
      const key = (await page.textContent("#new-key", { timeout: 5000 }))!.trim();
      await page.click("button.copy[data-copy=new-key]");
      await page.waitForSelector("button.copy[data-copy=new-key]:text('Copied')");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

      await page.goto(`${base}/admin/catalog/asana`);
      await page.click("button.copy[data-copy=tool-api-url]");
      await page.waitForSelector("button.copy[data-copy=tool-api-url]:text('Copied')");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://localhost:3000/api/v1/tools/asana`);
      expect(problems).toEqual([]);
    },
    30_000,
  );
});
