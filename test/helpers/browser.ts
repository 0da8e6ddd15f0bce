/**
 * Chromium for the browser tests (Debian's, driven by playwright-core): found on PATH, launched
 * headless on a fresh profile with nothing that reaches the network by itself.
 *
 * CI installs Chromium (.ci/run); there a missing Chromium fails the suite. On a developer
 * machine without it the tests are skipped with a loud warning.
 */
import { test } from "bun:test";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

export const CHROMIUM = Bun.which("chromium") ?? Bun.which("chromium-browser");
const IN_CI = Boolean(process.env.CI);

/**
 * The browser tests' screenshots are for a person to look at (when changing the stylesheet), and
 * no test reads them back, while drawing and encoding full-page PNGs was a fifth of the CPU of the
 * file that takes most (app-journey-browser: 40 of them, ~3 of its 15 CPU s). So they are taken
 * only when asked for: `RIVALSCOPE_TEST_SCREENSHOTS=1 npx bun test test/e2e/…`. What the tests
 * assert around them (nothing scrolls sideways, sizes, what is shown) runs either way.
 */
export const SCREENSHOTS = Boolean(process.env.RIVALSCOPE_TEST_SCREENSHOTS);

/** A screenshot (of the whole page, or the viewport) to `path` when RIVALSCOPE_TEST_SCREENSHOTS asks for them (see SCREENSHOTS). */
export async function screenshot(page: Page, path: string, fullPage = true): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path, fullPage });
}

/** Call at the top of a browser test file: warns (outside CI) or fails (in CI) when Chromium is missing. */
export function requireChromium(what: string): void {
  if (CHROMIUM) return;
  if (!IN_CI) {
    console.warn(`\n${"!".repeat(100)}\n!!  SKIPPING ${what}: Chromium is not installed (apt-get install chromium).\n!!  CI runs it; install Chromium to run it here.\n${"!".repeat(100)}\n`);
    return;
  }
  test(`Chromium is installed for ${what}`, () => {
    throw new Error("Chromium not found on PATH (looked for `chromium` and `chromium-browser`). Install it with `apt-get install -y chromium`; .ci/run does this.");
  });
}

/** Headless, on a fresh profile, with nothing that reaches the network by itself. */
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for all the browser test files of a `bun test` process, launched when the first
 * asks for it. Why: each file launched its own (a browser process, its GPU and network services:
 * about a CPU second each time on this machine). Tests do not share state through it: each file
 * (or test) takes a context of its own from newBrowserContext — its own cookies, storage, cache and
 * permissions, like a fresh profile — so no test can see another's, whatever the order.
 * It is closed when the process exits (playwright kills the browsers it launched at exit), and
 * launched again if it has gone away (a crash must not fail the files after it).
 */
export function sharedChromium(): Promise<Browser> {
  if (!shared) {
    const launching = chromium.launch({ executablePath: CHROMIUM!, args: CHROMIUM_ARGS });
    shared = launching;
    launching.then(
      (browser) => browser.on("disconnected", () => shared === launching && (shared = undefined)),
      () => shared === launching && (shared = undefined),
    );
  }
  return shared;
}

/** A fresh context (its own cookies, storage and permissions) in the shared Chromium; close it after use. */
export async function newBrowserContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await sharedChromium()).newContext(options);
}

export interface Chromium {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors. */
  problems: string[];
  /** Requests to anything but `base` (and data: URLs). */
  offsite: string[];
  close(): Promise<void>;
}

/** A fresh context in the shared headless Chromium, its first page watched for problems and requests off `base`. */
export async function launchChromium(base: string, viewport = { width: 1280, height: 900 }): Promise<Chromium> {
  const context = await newBrowserContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  const offsite: string[] = [];
  // An error answer is logged as a failed resource: expected here; anything else is a problem.
  page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => !r.url().startsWith(base) && !r.url().startsWith("data:") && offsite.push(r.url()));
  return {
    context,
    page,
    problems,
    offsite,
    async close() {
      await context.close();
    },
  };
}
