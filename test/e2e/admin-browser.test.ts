/**
 * The dashboard in a real browser (Debian's Chromium driven by playwright-core), against the app
 * listening on a loopback port: a new operator follows the printed setup link, creates the first
 * admin, signs in, issues a key and sees it once, revokes it and sees the API refuse it, edits a
 * tool and sees the API return the edit — with no network beyond the server.
 *
 * CI installs Chromium (.ci/run); there a missing Chromium fails the suite. On a developer
 * machine without it the test is skipped with a loud warning.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { createTestApp, type TestApp } from "../helpers/app";
import { CHROMIUM, newBrowserContext, requireChromium, screenshot } from "../helpers/browser";

/** Where the keys page screenshot goes with RIVALSCOPE_TEST_SCREENSHOTS=1 (look at it when changing the stylesheet). */
const SCREENSHOT = join(tmpdir(), "rivalscope-admin-keys.png");

requireChromium("the dashboard browser tests");

describe.skipIf(!CHROMIUM)("admin dashboard in Chromium", () => {
  let t: TestApp;
  let browser: BrowserContext;
  let page: Page;
  let base: string;
  const problems: string[] = [];
  const offsite: string[] = [];
  const failures: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.listen({ port: 0, hostname: "127.0.0.1" });
    base = `http://127.0.0.1:${t.app.server!.port}`;
    // A context of its own in the process's shared Chromium: fresh cookies and storage, as a fresh profile was.
    browser = await newBrowserContext({
      viewport: { width: 1280, height: 900 },
    });
    page = await browser.newPage();
    // A CSP violation, a script error or a failed asset shows up here; so does any request off the server.
    page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(`console: ${m.text()}`));
    page.on("response", (r) => r.status() >= 400 && failures.push(`${r.status()} ${r.request().method()} ${r.url().slice(base.length)}`));
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("request", (r) => !r.url().startsWith(base) && !r.url().startsWith("data:") && offsite.push(r.url()));
  });

  afterAll(async () => {
    await browser?.close();
    await t?.app.stop();
    await t?.close();
  });

  const api = (path: string, key?: string) => fetch(`${base}${path}`, { headers: key ? { "x-api-key": key } : {} });

  test(
    "setup link → first admin → sign in → key shown once → revoke → API refuses it → tool edit served by the API",
    async () => {
      // 1. The server prints the setup link at start (main.ts serve calls the same function).
      const link = (await t.rt.admin.announceSetupLink(base))!;
      expect(t.logger.lines.some((l) => l.setup_url === link)).toBe(true);

      // 2. Follow it and create the first admin.
      await page.goto(link);
      await page.fill("#email", "operator@example.com");
      await page.fill("#password", "a long admin passphrase");
      await page.fill("#confirm", "a long admin passphrase");
      await page.click("button[type=submit]");
      // 3. Finishing setup signs the new admin in.
      await page.waitForURL(`${base}/admin`);
      expect(await page.textContent("h1")).toBe("Overview");
      // The traffic chart is drawn (inline SVG, titled), and htmx added no stylesheet of its own
      // (the CSP's style-src 'self' would have to allow it): its indicator rules come from app.css.
      expect(await page.getAttribute("svg[role=img]", "aria-labelledby")).toBe("traffic-title traffic-desc");
      expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);

      // 4. htmx navigation to the keys page pushes its URL.
      await page.click("header.top >> text=API keys");
      await page.waitForURL(`${base}/admin/keys`);
      await page.waitForSelector("h1:text('API keys')");
      expect(await page.title()).toBe("API keys · Rivalscope admin");

      // 5. Create a key: shown in full once, its row prepended to the table.
      await page.fill("#new-email", "customer@example.com");
      await page.fill("#new-name", "browser test <script>alert(1)</script>");
      await page.selectOption("#new-tier", "pro");
      await page.click("#key-create button[type=submit]");
      const key = (await page.textContent("#new-key", { timeout: 5000 }))!.trim();
      expect(key).toMatch(/^rsk_[0-9A-Za-z]{40}$/);
      const row = page.locator("#key-rows tr.key", { hasText: "customer@example.com" });
      await expect(row.textContent()).resolves.toContain("browser test <script>alert(1)</script>"); // shown as text
      expect(await page.isVisible("#key-rows .empty-row")).toBe(false);
      await screenshot(page, SCREENSHOT);
      expect((await api("/api/v1/tools?limit=1", key)).status).toBe(200);

      // A reload does not show the key again.
      await page.reload();
      expect(await page.content()).not.toContain(key);

      // 6. Search narrows the table (htmx swaps the rows and pushes the URL).
      await page.fill("#q", "customer@");
      await page.waitForURL(/\/admin\/keys\?q=customer%40/);
      expect(await page.locator("#key-rows tr.key").count()).toBe(1);

      // 7. Revoke, confirming the dialog; the row turns revoked and the API refuses the key.
      let confirmText = "";
      page.once("dialog", (d) => {
        confirmText = d.message();
        void d.accept();
      });
      await page.locator("#key-rows tr.key", { hasText: "customer@example.com" }).locator("button.danger").click();
      await page.waitForSelector("#key-rows tr.key.revoked");
      expect(confirmText).toContain("Revoke key rsk_");
      const refused = await api("/api/v1/tools?limit=1", key);
      expect(refused.status).toBe(401);
      expect((await refused.json()).error).toBe("invalid_api_key");

      // 8. Edit a tool; the API serves the edit at once.
      await page.click("header.top >> text=Catalog");
      await page.waitForURL(`${base}/admin/catalog`);
      await page.fill("#q", "asana");
      await page.waitForURL(/\/admin\/catalog\?q=asana/);
      await page.click("#tool-results a[href='/admin/catalog/asana']");
      await page.waitForURL(`${base}/admin/catalog/asana`);
      await page.click("text=Edit");
      await page.waitForURL(`${base}/admin/catalog/asana/edit`);
      const description = "Edited in a real browser: work management for teams planning projects and tracking every task.";
      await page.fill("#f-description", description);
      await page.click("form.tool-form button[type=submit]");
      await page.waitForSelector("text=Changes saved");
      await page.waitForURL(`${base}/admin/catalog/asana`);
      expect(JSON.stringify(await (await api("/api/v1/tools/asana")).json())).toContain(description);

      // 9. A bad edit is explained beside the field, and nothing breaks.
      await page.click("text=Edit");
      await page.waitForURL(`${base}/admin/catalog/asana/edit`);
      await page.fill("#f-starting_price", "cheap");
      await page.click("form.tool-form button[type=submit]");
      await page.waitForSelector("#starting_price-error");
      expect(await page.textContent("#starting_price-error")).toContain("must look like");

      // 10. Back/forward work (htmx 4 restores history by asking for the page again).
      await page.goBack();
      await page.waitForURL(`${base}/admin/catalog/asana`);
      await page.waitForSelector("h1:text('Asana')");

      // 11. Sign out.
      await page.click("text=Sign out");
      await page.waitForURL(`${base}/admin/login?signed_out=1`);
      await page.goto(`${base}/admin/keys`);
      await page.waitForURL(/\/admin\/login\?next=/);

      expect(problems).toEqual([]);
      expect(offsite).toEqual([]);
      expect(failures).toEqual(["400 POST /admin/catalog/asana"]); // the bad edit of step 9, and nothing else
    },
    90_000,
  );
});
