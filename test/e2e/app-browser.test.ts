/**
 * The customer app in a real browser (Debian's Chromium driven by playwright-core), against the
 * app listening on a loopback port: a new customer opens the home page, goes to pricing, signs up,
 * confirms from the outbox (as the operator would pass the mail on), lands on the overview, buys
 * Tracker on the local test checkout and sees the plan on the overview; signs out and in again.
 * Screenshots at 1280 and 390 px go to the test output directory (with RIVALSCOPE_TEST_SCREENSHOTS=1:
 * test/helpers/browser.ts); at 390 px no page scrolls
 * sideways and the navigation is one "Menu" that opens. Keyboard only, the sign-in form works.
 *
 * The harness (app on a loopback port, Chromium, screenshots, no sideways scroll) is
 * test/e2e/browser-app.ts. The whole journey — tracking, reports, webhooks — is
 * app-journey-browser.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { TestApp } from "../helpers/app";
import { screenshot } from "../helpers/browser";
import { chromiumAvailable, openBrowserApp, type BrowserApp } from "./browser-app";

/** The test output directory: screenshots of each step at both widths (look at them when changing the pages). */
const SHOTS = join(tmpdir(), "rivalscope-app-browser");

describe.skipIf(!chromiumAvailable("the customer app browser test"))("customer app in Chromium", () => {
  let b: BrowserApp;
  let t: TestApp;
  let page: Page;
  let base: string;
  let problems: string[];

  beforeAll(async () => {
    b = await openBrowserApp({ shots: SHOTS });
    ({ t, page, base, problems } = b);
  }, 60_000);

  afterAll(() => b?.close());

  const sideways = () => b.sideways();
  const shoot = (name: string) => b.shoot(name);
  const outboxLink = (to: string, path: string) => b.outboxLink(to, path);

  test(
    "home → pricing → sign up → confirm from the outbox → overview → buy Tracker → the plan on the overview",
    async () => {
      const email = "new.customer@example.com";
      const password = "a long customer passphrase";

      await page.goto(`${base}/`);
      await page.click("header.top >> text=Pricing");
      await page.waitForURL(`${base}/pricing`);
      expect(await page.textContent("#plan-tracker .price")).toBe("$99/month");
      await shoot("pricing");

      // Choose Tracker: the app asks to sign in first, and the sign-in page offers sign-up.
      await page.click("#plan-tracker >> text=Choose Tracker");
      await page.waitForURL(/\/app\/login\?next=/);
      await page.click("main >> text=Create an account");
      await page.waitForURL(/\/app\/signup\?next=/);
      await page.fill("#email", email);
      await page.fill("#password", password);
      await page.fill("#confirm", password);
      await shoot("signup");
      await page.click("main button[type=submit]");
      await page.waitForSelector("text=Check your inbox");
      await shoot("check-inbox");

      // The confirmation link, from the outbox (no SMTP here): it asks for the password again.
      await page.goto(await outboxLink(email, "/app/confirm?token="));
      expect(await page.textContent("main")).toContain(email);
      await page.fill("#password", password);
      await shoot("confirm");
      await page.click("main button[type=submit]");
      // Back where the customer was going: the Tracker plan, with its checkout button.
      await page.waitForURL(`${base}/app/plan?plan=tracker`);
      await shoot("plan");
      await page.click("text=Buy Tracker");
      await page.waitForURL(/\/checkout\/local\/cs_local_/);
      expect(await page.textContent(".test-banner")).toContain("TEST");
      await page.click("button:has-text('Pay')");
      await page.waitForURL(/\/checkout\/success/);
      await page.click("text=Open the app");
      await page.waitForURL(`${base}/app`);
      expect(await page.textContent("#plan")).toContain("Tracker");
      expect(await page.textContent("#plan")).toContain("Renews");
      expect(await page.textContent("#usage")).toContain("Tracked competitors");
      await shoot("overview");

      // At 390 px the navigation is one Menu that opens; signing out is in it.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.isVisible("details.nav-narrow > summary")).toBe(true);
      expect(await page.isVisible("ul.nav-wide")).toBe(false);
      await page.click("details.nav-narrow > summary");
      await screenshot(page, join(b.shots, "overview-menu-390.png"));
      expect(await sideways()).toBe(0);
      await page.click("details.nav-narrow >> text=Sign out");
      await page.waitForURL(`${base}/app/login?signed_out=1`);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Keyboard only: Tab to the fields, type, Enter.
      await page.focus("#email");
      await page.keyboard.type(email);
      await page.keyboard.press("Tab");
      await page.keyboard.type(password);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${base}/app`);
      expect(await page.textContent("#plan")).toContain("Tracker");
      expect(problems).toEqual([]);
    },
    120_000,
  );

  test(
    "the dashboard's navigation is one row at 1280 px and a Menu at 390 px",
    async () => {
      const { upsertAdmin } = await import("../../src/admin/admins");
      await upsertAdmin(t.ctx, { email: "ops@example.com", password: "an operator passphrase" });
      await page.goto(`${base}/admin/login`);
      await page.fill("#email", "ops@example.com");
      await page.fill("#password", "an operator passphrase");
      await page.click("button[type=submit]");
      await page.waitForURL(`${base}/admin`);
      // One row: every entry's vertical middle within a few pixels of the brand's.
      const middles = await page.evaluate(() =>
        [...document.querySelectorAll("header.top .brand, header.top ul.nav-wide > li, header.top div.nav-account.nav-wide")].map((e) => {
          const r = e.getBoundingClientRect();
          return Math.round(r.top + r.height / 2);
        }),
      );
      expect(Math.max(...middles) - Math.min(...middles), JSON.stringify(middles)).toBeLessThan(8);
      await screenshot(page, join(SHOTS, "admin-1280.png"), false);
      // The rest is under More.
      await page.click("details.nav-more > summary");
      await page.click("details.nav-more >> text=Outbox");
      await page.waitForURL(`${base}/admin/outbox`);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.isVisible("details.nav-narrow > summary")).toBe(true);
      const barHeight = await page.evaluate(() => document.querySelector("header.top")!.getBoundingClientRect().height);
      expect(barHeight).toBeLessThan(70);
      expect(await sideways()).toBe(0);
      await screenshot(page, join(SHOTS, "admin-390.png"), false);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(problems).toEqual([]);
    },
    60_000,
  );
});
