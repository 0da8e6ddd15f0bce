/**
 * The customer's whole journey in a real browser (Chromium through playwright-core), against the
 * app listening on a loopback port, with no terminal: sign up, confirm from the outbox, buy
 * Tracker on the test checkout, track a loopback fixture site, see a change appear after the site
 * changes ("Check now"), order a report from the allowance and open it, upgrade to Command in the
 * billing portal, add a webhook and see a signed delivery arrive at a loopback receiver (verified
 * with the standardwebhooks library), run a roast; then another customer gets 404 for the first
 * one's ids. Every app page is shown at 1280 and 390 px and none scrolls sideways at 390 px (with
 * RIVALSCOPE_TEST_SCREENSHOTS=1 each is shot into $TMPDIR/rivalscope-app-journey).
 *
 * Jobs (checks, report generation, webhook deliveries) run when the test says (t.runJobs), as a
 * started runtime's runner would; the clock is the wall clock's time, frozen, because the
 * Standard Webhooks verifier compares the signature's timestamp with the real time.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { ManualClock } from "../../src/lib/clock";
import { fixtureResolve } from "../helpers/fixture-sites";
import { startMonitoringSites, type MonitoringSites } from "../monitoring/helpers";
import { startReceiver, type Receiver } from "../webhooks/helpers";
import { chromiumAvailable, openBrowserApp, type BrowserApp } from "./browser-app";

const SHOTS = join(tmpdir(), "rivalscope-app-journey");

describe.skipIf(!chromiumAvailable("the customer journey browser test"))("the customer journey in Chromium", () => {
  let b: BrowserApp;
  let page: Page;
  let sites: MonitoringSites;
  let receiver: Receiver;

  beforeAll(async () => {
    sites = startMonitoringSites();
    receiver = startReceiver();
    b = await openBrowserApp({
      shots: SHOTS,
      clock: new ManualClock(Date.now()),
      env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" },
      net: { resolve: fixtureResolve },
      fetchLimits: { timeoutMs: 1500 },
    });
    page = b.page;
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    sites?.stop();
    receiver?.stop();
  });

  const go = async (label: string, path: string) => {
    await page.click(`ul.nav-wide >> text=${label}`);
    await page.waitForURL(`${b.base}${path}`);
  };

  async function signUpAndConfirm(email: string, password: string) {
    await page.goto(`${b.base}/app/signup`);
    await page.fill("#email", email);
    await page.fill("#password", password);
    await page.fill("#confirm", password);
    await page.click("main button[type=submit]");
    await page.waitForSelector("text=Check your inbox");
    await page.goto(await b.outboxLink(email, "/app/confirm?token="));
    await page.fill("#password", password);
    await page.click("main button[type=submit]");
    await page.waitForURL(/\/app(\?|$)/);
  }

  test(
    "sign up → Tracker → track a site → a change → a report → Command → a signed webhook; another customer gets 404",
    async () => {
      const email = "journey@example.com";
      const password = "a long customer passphrase";
      await signUpAndConfirm(email, password);
      await b.shoot("overview-new");

      // The app's navigation is one row at 1280 px.
      const middles = await page.evaluate(() =>
        [...document.querySelectorAll("header.top .brand, header.top ul.nav-wide > li, header.top div.nav-account.nav-wide")].map((e) => {
          const r = e.getBoundingClientRect();
          return Math.round(r.top + r.height / 2);
        }),
      );
      expect(Math.max(...middles) - Math.min(...middles), JSON.stringify(middles)).toBeLessThan(8);

      // Buy Tracker on the test checkout.
      await page.click("text=Buy Tracker");
      await page.waitForURL(/\/checkout\/local\/cs_local_/);
      await page.click("button:has-text('Pay')");
      await page.waitForURL(/\/checkout\/success/);
      await page.click("text=Open the app");
      await page.waitForURL(`${b.base}/app`);
      expect(await page.textContent("#plan")).toContain("Tracker");

      // Track a loopback site.
      await go("Competitors", "/app/competitors");
      await page.fill("#competitor-name", "Tasklane");
      await page.fill("#competitor-url", sites.url("tasklane"));
      await page.click("#competitor-create button[type=submit]");
      await page.waitForSelector("text=Tracking Tasklane.");
      await b.shoot("competitors");
      await b.t.runJobs(); // the baseline check
      await page.click("ul.competitors >> text=Tasklane");
      await page.waitForURL(/\/app\/competitors\/[0-9a-f-]{36}$/);
      const competitorUrl = page.url();
      expect(await page.textContent("#change-timeline")).toContain("No changes yet");

      // The site changes; "Check now" finds it.
      sites.version.set("tasklane", "v3");
      await page.click("#competitor-card button:has-text('Check now')");
      await page.waitForSelector("#competitor-card >> text=check queued");
      await b.t.runJobs();
      await page.reload();
      expect(await page.textContent("#change-timeline")).toContain("Pro: $29/month → $35/month (+20.7%)");
      // The filters swap the timeline in place.
      await page.selectOption("#type", "messaging_change");
      await page.waitForFunction(() => !document.querySelector("#change-timeline")?.textContent?.includes("pricing_change"));
      expect(page.url()).toContain("type=messaging_change");
      await page.selectOption("#type", "");
      await page.selectOption("#severity", "high");
      await page.waitForFunction(() => document.querySelector("#change-timeline")?.textContent?.includes("pricing_change"));
      await b.shoot("competitor");
      await page.click("text=See what each page showed");
      await page.waitForURL(/\/snapshots$/);
      await b.shoot("snapshots");

      // A report from the allowance, opened on its page.
      await go("Reports", "/app/reports");
      await page.fill("#report-urls", `${sites.url("tasklane")}\n${sites.url("pulsemetrics")}`);
      await page.click("#report-order button:has-text('Order from your allowance')");
      await page.waitForURL(/\/app\/reports\?ordered=/);
      await b.t.runJobs();
      await page.waitForSelector("#report-list >> text=ready", { timeout: 15_000 }); // the list refreshes itself
      await b.shoot("reports");
      await page.click("text=Open the report");
      await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
      expect(await page.textContent("main")).toContain("Tasklane");
      await b.shoot("report");

      // Upgrade to Command in the billing portal.
      await page.goto(`${b.base}/app`);
      await page.click("button:has-text('Billing portal')");
      await page.waitForURL(/\/account\/billing\?token=/);
      await page.click("form[action='/account/billing/switch']:has(input[value=command]) button");
      await page.waitForURL(/done=switched/);
      await page.goto(`${b.base}/app`);
      expect(await page.textContent("#plan")).toContain("Command");
      await b.shoot("overview-command");

      // A webhook: the secret once, a test event delivered and signed.
      await go("Webhooks", "/app/webhooks");
      await page.fill("#wh-url", receiver.url);
      await page.fill("#wh-description", "Journey receiver");
      await page.click("#webhook-create button[type=submit]");
      const secret = (await page.textContent("#new-secret"))!.trim();
      expect(secret).toMatch(/^whsec_/);
      await page.waitForSelector("#endpoint-list >> text=Journey receiver");
      await b.shoot("webhooks");
      await page.click(`#endpoint-list a:has-text("${receiver.url}")`);
      await page.waitForURL(/\/app\/webhooks\/ep_/);
      const endpointUrl = page.url();
      await page.click("button:has-text('Send test event')");
      await page.waitForSelector("#delivery-rows >> text=webhook.test");
      await b.t.runJobs();
      await receiver.waitFor(1);
      const got = receiver.received[0];
      expect((new Webhook(secret).verify(got.body, got.headers) as { event: string }).event).toBe("webhook.test");
      await page.reload();
      expect(await page.textContent("#delivery-rows")).toContain("succeeded");
      await b.shoot("webhook-endpoint");

      // Settings and a roast kept in the history.
      await go("Settings", "/app/settings");
      await b.shoot("settings");
      await go("Scan", "/app/scan");
      await page.fill("#url", sites.url("mailroost"));
      await page.click("#roast button[type=submit]");
      await page.waitForURL(/\/app\/scan\/scn_/);
      const scanUrl = page.url();
      expect(await page.textContent("main")).toContain("roasted");
      await b.shoot("roast");
      await go("Scan", "/app/scan");
      await b.shoot("scan");
      expect(b.problems).toEqual([]);

      // Another customer: the first one's pages are not found.
      await page.click("ul.nav-wide ~ .nav-account >> text=Sign out");
      await page.waitForURL(/signed_out/);
      await signUpAndConfirm("stranger@example.com", "another long passphrase");
      for (const url of [competitorUrl, `${competitorUrl}/snapshots`, endpointUrl, scanUrl]) {
        const res = await page.goto(url);
        expect(res!.status(), url).toBe(404);
        expect(await page.textContent("main")).toMatch(/not found|not in your history/i);
      }
      await b.shoot("not-found");
      expect(b.problems).toEqual([]);
    },
    180_000,
  );
});
