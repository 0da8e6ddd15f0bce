/**
 * The customer-app browser tests' harness: the app listening on a loopback port (its own address
 * is its base URL, so the links it builds work in the browser), Debian's Chromium driven by
 * playwright-core, a watch for console errors, page errors and any request leaving the server,
 * and `shoot(name)`: the page at 1280 and 390 px, failing when it scrolls sideways at 390 px, with
 * screenshots into the test output directory when RIVALSCOPE_TEST_SCREENSHOTS=1 asks for them.
 *
 * A missing Chromium is skipped with a warning on a developer machine and is a failure in CI (as
 * test/e2e/admin-browser.test.ts says).
 */
import { expect } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { listOutbox } from "../../src/mail/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { CHROMIUM, newBrowserContext, requireChromium, screenshot } from "../helpers/browser";


/** True when the browser tests can run; otherwise warns (or, in CI, registers a failing test). */
export function chromiumAvailable(what: string): boolean {
  requireChromium(what);
  return Boolean(CHROMIUM);
}

export interface BrowserApp {
  t: TestApp;
  base: string;
  page: Page;
  browser: BrowserContext;
  /** Console errors, page errors and off-site requests seen so far. */
  problems: string[];
  /** Where the screenshots go. */
  shots: string;
  /** How far the page scrolls sideways (0: not at all). */
  sideways(): Promise<number>;
  /** The page at 1280 and 390 px (screenshots when asked for); at 390 px it must not scroll sideways. */
  shoot(name: string): Promise<void>;
  /** The link to `path` in the newest mail to `to` that has one (the operator's copy, as passed on). */
  outboxLink(to: string, path: string): Promise<string>;
  close(): Promise<void>;
}

export async function openBrowserApp(opts: { shots: string; env?: Record<string, string> } & Omit<Parameters<typeof createTestApp>[0] & {}, "env">): Promise<BrowserApp> {
  const { shots, env, ...rest } = opts;
  mkdirSync(shots, { recursive: true });
  const probe = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ ...rest, env: { RIVALSCOPE_BASE_URL: base, ...env } });
  t.app.listen({ port, hostname: "127.0.0.1" });
  // A context of its own in the process's shared Chromium: fresh cookies and storage, as a fresh profile was.
  const browser = await newBrowserContext({ viewport: { width: 1280, height: 900 } });
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => !r.url().startsWith(base) && !r.url().startsWith("data:") && problems.push(`off-site request: ${r.url()}`));
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return {
    t,
    base,
    page,
    browser,
    problems,
    shots,
    sideways,
    async shoot(name) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await screenshot(page, join(shots, `${name}-${width}.png`));
        expect(await sideways(), `${name} at ${width} px`).toBe(0);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    },
    async outboxLink(to, path) {
      const mail = (await listOutbox(t.ctx, { limit: 100 })).find((m) => m.to === to && m.text.includes(path))!;
      return new URL(mail.text.match(new RegExp(`${base}(${path.replace("?", "\\?")}[^\\s]+)`))![1], base).href;
    },
    async close() {
      await browser.close();
      await t.app.stop();
      await t.close();
    },
  };
}
