/**
 * The renderer — loads a page in a real browser, lets its scripts run, and hands back the DOM as
 * HTML for the same extraction as a fetched page (SPEC §14). Optional: only built when
 * RIVALSCOPE_BROWSER (a Chromium to start) or RIVALSCOPE_BROWSER_WS (one run elsewhere) is set.
 *
 * Each render, and why:
 * - Its own policy proxy (src/net/policy-proxy.ts) and its own browser context whose proxy it is:
 *   every request of the page goes through the address policy, and the proxy's byte count is this
 *   page's (20 MiB). The context is disposable — no cookies, cache, storage or service worker
 *   outlives the render — and disposing it ends the page's processes.
 * - One deadline (15 s) for everything once a browser is ready: loading, waiting for the network to settle, reading the DOM.
 *   A page that loops for ever never answers the DOM read; at the deadline the render fails and
 *   its context is disposed, which stops its renderer process. Nothing else waited on it.
 * - Before any page script: `window.open` returns null, service workers and WebRTC do not exist
 *   (GUARD). Popups that open anyway are closed as they appear; JavaScript dialogs are dismissed (an
 *   alert would otherwise block the page); downloads are denied; permissions are denied.
 * - The DOM is read from an isolated world (the page's scripts cannot see or change the reader),
 *   with what the browser does not display marked `hidden` (external stylesheets, media queries:
 *   what a static read cannot know) and open shadow roots serialised as declarative ones. It comes
 *   in pieces of 512 KB, so no message is large to parse; at most 5 MiB of HTML (the fetcher's cap).
 * - At most `renderers` pages at once (one per core at most; each is a renderer process). A
 *   render that may not wait (a person's scan) is answered "busy" when `maxWaiting` already wait.
 * - A browser that stops answering (a control command past its deadline), exits or crashes is
 *   dropped and started again for the next render; a browser that cannot start is not retried for
 *   30 s (every render in between fails at once, saying why). A browser found gone before the page
 *   was asked for (it died between renders, and its pipe's close was not yet seen) costs the render
 *   nothing: it is tried once more on a fresh browser — the page itself never ran, so this retries
 *   no hostile page.
 *
 * A render never throws: it returns what it read, or why not.
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { canonicalIp } from "../net/ip";
import type { Outbound } from "../net/outbound";
import { openPolicyProxy, type PolicyProxy, type RefusedRequest } from "../net/policy-proxy";
import { connectChromium, launchChromium, type BrowserHandle } from "./chromium";
import { DevToolsError, type DevTools } from "./devtools";

export type BrowserSource = { executable: string } | { endpoint: string };

export interface RendererOptions {
  browser: BrowserSource;
  /** The address policy every request of the page goes through (the seam's `vet`). */
  net: Pick<Outbound, "vet">;
  /** The address the browser reaches this process's policy proxies at (127.0.0.1 unless the browser runs elsewhere). */
  proxyHost: string;
  /** Pages rendered at once. */
  renderers: number;
  /** Renders that may wait before one that may not is answered "busy". */
  maxWaiting: number;
  timeoutMs?: number;
  maxBytes?: number;
  maxHtmlChars?: number;
  /** How long the browser may take to start or to answer a control command. */
  controlTimeoutMs?: number;
  /** Told of browser restarts and starts that failed. */
  onWarn?(message: string, fields?: Record<string, unknown>): void;
}

export interface Rendered {
  ok: true;
  url: string;
  /** Where the page was when it was read (after redirects and script navigations). */
  finalUrl: string;
  html: string;
  /** What the page's requests were: let through, refused by the policy, bytes carried. */
  requests: number;
  refused: RefusedRequest[];
  bytes: number;
}

export interface NotRendered {
  ok: false;
  /** busy: no renderer free and the caller may not wait; failed: the browser could not read the page. */
  status: "busy" | "failed";
  /** A clause for people: "the page did not finish within 15 s". */
  reason: string;
  refused: RefusedRequest[];
}

export type RenderOutcome = Rendered | NotRendered;

export interface RendererStats {
  rendered: number;
  failed: number;
  busy: number;
  /** Browsers started (or connected) after the first. */
  restarts: number;
  running: number;
  waiting: number;
}

export interface Renderer {
  render(url: string, opts: { wait: boolean }): Promise<RenderOutcome>;
  stats(): RendererStats;
  /** Stops the browser; renders still waiting are answered "failed". */
  close(): Promise<void>;
}

export const RENDER_TIMEOUT_MS = 15_000;
export const RENDER_MAX_BYTES = 20 * 1024 * 1024;
export const RENDER_MAX_HTML_CHARS = 5 * 1024 * 1024;
/** How long after `load` the page may keep the network busy before it is read anyway. */
const SETTLE_MS = 4_000;
/** A last pause after the network settled: prices drawn by a timer. */
const QUIET_MS = 250;
/** Kept for reading the DOM at the end of the deadline, whatever loading did. */
const READ_RESERVE_MS = 2_000;
const CHUNK_CHARS = 512 * 1024;
const START_RETRY_MS = 30_000;
const VIEWPORT = { width: 1280, height: 900, deviceScaleFactor: 1, mobile: false };
const DENIED_PERMISSIONS = ["geolocation", "notifications", "camera", "microphone", "midi", "clipboardReadWrite", "idleDetection", "localFonts", "windowManagement", "storageAccess", "sensors"];

/** Runs before any script of the page, in every document of its frame. */
const GUARD = `(() => {
  const fix = (o, k, v) => { try { Object.defineProperty(o, k, { value: v, writable: false, configurable: false }); } catch {} };
  fix(window, "open", () => null);
  try { Object.defineProperty(Navigator.prototype, "serviceWorker", { get: () => undefined, configurable: false }); } catch {}
  for (const k of ["RTCPeerConnection", "webkitRTCPeerConnection", "RTCDataChannel", "RTCSessionDescription"]) fix(window, k, undefined);
})();`;

/**
 * Reads the DOM (in an isolated world): marks what is not displayed, serialises open shadow
 * roots, keeps the result for the reads in pieces. Bounded: at most 50,000 elements are looked at.
 */
const SNAPSHOT = `(() => {
  const MAX = 50000;
  const SKIP = new Set(["SCRIPT", "STYLE", "TEMPLATE", "LINK", "META"]);
  let seen = 0;
  const roots = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (++seen > MAX) return;
      if (el.shadowRoot) { roots.push(el.shadowRoot); visit(el.shadowRoot); }
      if (!el.hasAttribute("hidden") && !SKIP.has(el.tagName) && getComputedStyle(el).display === "none") el.setAttribute("hidden", "");
    }
  };
  if (document.body) visit(document.body);
  const root = document.documentElement;
  let html;
  if (roots.length && typeof root.getHTML === "function") {
    const esc = (v) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    const attrs = Array.from(root.attributes, (a) => " " + a.name + '="' + esc(a.value) + '"').join("");
    html = "<html" + attrs + ">" + root.getHTML({ shadowRoots: roots }) + "</html>";
  } else html = root ? root.outerHTML : "";
  globalThis.__rivalscopeSnapshot = "<!doctype html>" + html;
  return { length: globalThis.__rivalscopeSnapshot.length, url: location.href };
})()`;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`.replace(".0 s", " s");
const mib = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MiB`;

/** A render that cannot go on, with the reason people read. */
class RenderFailure extends Error {}

export function createRenderer(opts: RendererOptions): Renderer {
  const timeoutMs = opts.timeoutMs ?? RENDER_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? RENDER_MAX_BYTES;
  const maxHtml = opts.maxHtmlChars ?? RENDER_MAX_HTML_CHARS;
  const controlMs = opts.controlTimeoutMs ?? 20_000;
  const counts = { rendered: 0, failed: 0, busy: 0, restarts: 0 };
  let running = 0;
  const waiting: (() => void)[] = [];
  let closed = false;

  // ---- the browser, started on first use and again after it misbehaves ----------------------
  let current: Promise<Browser> | null = null;
  let started = 0;
  let startFailure: { at: number; reason: string } | null = null;

  interface Browser {
    handle: BrowserHandle;
    devtools: DevTools;
    /** Contexts of renders in flight: their first page is ours, any later one a popup. */
    contexts: Map<string, { mainSeen: boolean }>;
    /** Peer addresses the proxies accept, and where they listen. */
    allowed: Set<string>;
    listenHost: string;
  }

  async function startBrowser(): Promise<Browser> {
    const handle = "executable" in opts.browser ? await launchChromium(opts.browser.executable, { timeoutMs: controlMs, onWarn: (m) => opts.onWarn?.(m) }) : await connectChromium(opts.browser.endpoint, { timeoutMs: controlMs });
    const devtools = handle.devtools;
    const b: Browser = { handle, devtools, contexts: new Map(), ...(await proxyPlacement()) };
    devtools.on("Target.targetCreated", ({ targetInfo }: { targetInfo: { targetId: string; type: string; browserContextId?: string } }) => {
      const c = targetInfo.browserContextId ? b.contexts.get(targetInfo.browserContextId) : undefined;
      if (!c || targetInfo.type !== "page") return;
      if (!c.mainSeen) c.mainSeen = true;
      else void devtools.send("Target.closeTarget", { targetId: targetInfo.targetId }).catch(() => {});
    });
    devtools.onClose((reason) => {
      if (current && b === settled) {
        current = null;
        settled = null;
      }
      if (!stopping.has(b)) opts.onWarn?.("the browser stopped; it will be started again for the next render", { reason });
      // Whatever ended the connection, the process (if still there) and its profile go with it.
      stopping.add(b);
      void b.handle.stop().catch(() => {});
    });
    await devtools.send("Target.setDiscoverTargets", { discover: true }, { timeoutMs: controlMs });
    return b;
  }

  /** Where a render's proxy listens and whom it lets in. */
  async function proxyPlacement(): Promise<{ allowed: Set<string>; listenHost: string }> {
    const host = opts.proxyHost.replace(/^\[|\]$/g, "");
    const loopback = new Set(["127.0.0.1", "::1"]);
    if ("executable" in opts.browser || loopback.has(canonicalIp(host) ?? "") || host === "localhost") return { allowed: loopback, listenHost: isIP(host) ? host : "127.0.0.1" };
    // A browser elsewhere: only its addresses may use the proxy.
    const browserHost = new URL(opts.browser.endpoint).hostname.replace(/^\[|\]$/g, "");
    const addresses = isIP(browserHost) ? [browserHost] : (await lookup(browserHost, { all: true }).catch(() => [])).map((a) => a.address);
    return { allowed: new Set(addresses.map((a) => canonicalIp(a) ?? a)), listenHost: isIP(host) ? host : "0.0.0.0" };
  }

  let settled: Browser | null = null;
  const stopping = new Set<Browser>();

  async function browser(): Promise<Browser> {
    if (settled && !settled.devtools.closed) return settled;
    if (!current) {
      if (startFailure && Date.now() - startFailure.at < START_RETRY_MS) throw new RenderFailure(startFailure.reason);
      if (started++ > 0) counts.restarts++;
      current = startBrowser().then(
        (b) => {
          settled = b;
          startFailure = null;
          return b;
        },
        (e) => {
          current = null;
          const reason = `the browser could not be started: ${(e as Error).message}`;
          startFailure = { at: Date.now(), reason };
          opts.onWarn?.(reason);
          throw new RenderFailure(reason);
        },
      );
    }
    return current;
  }

  /** Drops a browser that misbehaved; the next render starts another. */
  async function restart(b: Browser, why: string): Promise<void> {
    if (settled === b) {
      settled = null;
      current = null;
    }
    if (stopping.has(b)) return;
    stopping.add(b);
    opts.onWarn?.("the browser stopped answering; starting it again", { reason: why });
    await b.handle.stop().catch(() => {});
  }

  // ---- one render -------------------------------------------------------------------------

  /** Returned (not thrown) when the browser was gone before the page was asked for: try again. */
  const BROWSER_GONE = Symbol("browser gone before navigating");

  async function renderOnce(url: string): Promise<RenderOutcome | typeof BROWSER_GONE> {
    // The page's deadline starts once a browser is there: starting one (bounded by controlMs) is
    // not the page's doing, and on a loaded machine it took seconds of the page's time — a first
    // render then read a page before its scripts had drawn anything.
    let deadline = performance.now() + timeoutMs;
    let navigated = false;
    const left = () => Math.max(1, deadline - performance.now());
    let proxy: PolicyProxy | null = null;
    let b: Browser | null = null;
    let contextId: string | null = null;
    const refused = () => proxy?.stats().refused ?? [];
    try {
      b = await browser();
      deadline = performance.now() + timeoutMs;
      const dt = b.devtools;
      const allowed = b.allowed;
      proxy = await openPolicyProxy({ net: opts.net, listenHost: b.listenHost, allowClient: (a) => allowed.has(canonicalIp(a) ?? a), maxBytes });
      const proxyHost = opts.proxyHost.includes(":") && !opts.proxyHost.startsWith("[") ? `[${opts.proxyHost}]` : opts.proxyHost;
      const control = async <T>(method: string, params: Record<string, unknown>): Promise<T> => {
        try {
          return await dt.send<T>(method, params, { timeoutMs: controlMs });
        } catch (e) {
          if (e instanceof DevToolsError && e.kind === "timeout") void restart(b!, `${method} did not answer`);
          throw e;
        }
      };
      ({ browserContextId: contextId } = await control<{ browserContextId: string }>("Target.createBrowserContext", { disposeOnDetach: true, proxyServer: `http://${proxyHost}:${proxy.port}`, proxyBypassList: "<-loopback>" }));
      b.contexts.set(contextId, { mainSeen: false });
      await control("Browser.setDownloadBehavior", { behavior: "deny", browserContextId: contextId });
      await Promise.allSettled(DENIED_PERMISSIONS.map((name) => dt.send("Browser.setPermission", { permission: { name }, setting: "denied", browserContextId: contextId }, { timeoutMs: controlMs })));
      const { targetId } = await control<{ targetId: string }>("Target.createTarget", { url: "about:blank", browserContextId: contextId });
      const { sessionId } = await control<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
      const page = <T = unknown>(method: string, params: Record<string, unknown> = {}) => dt.send<T>(method, params, { sessionId, timeoutMs: left() });

      // Events of this page: crashes end the render; dialogs are dismissed; lifecycle says how far loading got.
      let mainFrame: string | null = null;
      const lifecycle = new Set<string>();
      let wake: () => void = () => {};
      let crashed = false;
      const off = [
        dt.on("Inspector.targetCrashed", (_p, s) => s === sessionId && ((crashed = true), wake())),
        dt.on("Target.targetCrashed", (p: { targetId: string }) => p.targetId === targetId && ((crashed = true), wake())),
        dt.on("Target.detachedFromTarget", (p: { sessionId: string }) => p.sessionId === sessionId && ((crashed = true), wake())),
        dt.on("Page.javascriptDialogOpening", (_p, s) => s === sessionId && void dt.send("Page.handleJavaScriptDialog", { accept: false }, { sessionId }).catch(() => {})),
        dt.on("Page.lifecycleEvent", (p: { frameId: string; name: string }, s) => {
          if (s !== sessionId || p.frameId !== mainFrame) return;
          if (p.name === "init") lifecycle.clear();
          lifecycle.add(p.name);
          wake();
        }),
      ];
      /** Waits until `done()` holds, the page crashed, or `ms` passed. */
      const until = async (done: () => boolean, ms: number) => {
        const end = performance.now() + ms;
        while (!done() && !crashed && performance.now() < end) {
          await new Promise<void>((r) => {
            wake = r;
            setTimeout(r, Math.max(1, end - performance.now()));
          });
        }
      };
      try {
        await Promise.all([page("Inspector.enable"), page("Page.enable"), page("Page.setLifecycleEventsEnabled", { enabled: true }), page("Page.addScriptToEvaluateOnNewDocument", { source: GUARD }), page("Emulation.setDeviceMetricsOverride", VIEWPORT)]);
        const frame = await page<{ frameTree: { frame: { id: string } } }>("Page.getFrameTree");
        mainFrame = frame.frameTree.frame.id;
        navigated = true;
        const nav = await page<{ errorText?: string }>("Page.navigate", { url });
        if (nav.errorText) {
          const first = refused()[0];
          throw new RenderFailure(first ? `the browser was refused the page: ${first.reason}` : `the browser could not load the page (${nav.errorText})`);
        }
        await until(() => lifecycle.has("load"), left() - READ_RESERVE_MS);
        await until(() => lifecycle.has("networkIdle"), Math.min(SETTLE_MS, left() - READ_RESERVE_MS));
        await until(() => false, Math.min(QUIET_MS, left() - READ_RESERVE_MS));
        if (crashed) throw new RenderFailure("the page crashed in the browser (it may have run out of memory)");

        const world = await page<{ executionContextId: number }>("Page.createIsolatedWorld", { frameId: mainFrame, worldName: "rivalscope-reader", grantUniveralAccess: false });
        const read = <T>(expression: string) => page<{ result: { value: T }; exceptionDetails?: { text?: string } }>("Runtime.evaluate", { expression, contextId: world.executionContextId, returnByValue: true });
        const head = await read<{ length: number; url: string }>(SNAPSHOT);
        if (head.exceptionDetails || !head.result?.value) throw new RenderFailure("the page's DOM could not be read");
        const { length, url: finalUrl } = head.result.value;
        // A script that sent the page to an address the proxy refused leaves the refusal as the document.
        const refusedHere = refused().find((r) => r.target === finalUrl);
        if (refusedHere) throw new RenderFailure(finalUrl === url ? `the browser was refused the page: ${refusedHere.reason}` : `the page moved to an address that is refused: ${refusedHere.reason}`);
        if (length > maxHtml) throw new RenderFailure(`the rendered page is too large (${mib(length)}; the limit is ${mib(maxHtml)})`);
        let html = "";
        for (let at = 0; at < length; at += CHUNK_CHARS) html += (await read<string>(`globalThis.__rivalscopeSnapshot.slice(${at}, ${at + CHUNK_CHARS})`)).result.value;
        const stats = proxy.stats();
        return { ok: true, url, finalUrl, html, requests: stats.allowed, refused: stats.refused, bytes: stats.bytes };
      } finally {
        for (const o of off) o();
      }
    } catch (e) {
      if (!navigated && e instanceof DevToolsError && e.kind === "closed") return BROWSER_GONE;
      const stats = proxy?.stats();
      let reason: string;
      if (e instanceof RenderFailure) reason = e.message;
      else if (stats?.overBudget) reason = `the page transferred more than ${mib(maxBytes)}`;
      else if (e instanceof DevToolsError && e.kind === "timeout") reason = `the page did not finish within ${seconds(timeoutMs)}`;
      else if (e instanceof DevToolsError && e.kind === "closed") reason = "the browser stopped while reading the page";
      else reason = `the browser could not read the page (${(e as Error).message})`;
      return { ok: false, status: "failed", reason, refused: refused() };
    } finally {
      if (b && contextId) {
        b.contexts.delete(contextId);
        // Disposing the context ends its pages' processes, a looping one included.
        await b.devtools.send("Target.disposeBrowserContext", { browserContextId: contextId }, { timeoutMs: controlMs }).catch((e) => {
          if (e instanceof DevToolsError && e.kind === "timeout") return restart(b!, "a page's context could not be disposed");
        });
      }
      await proxy?.close();
    }
  }

  // ---- the slots --------------------------------------------------------------------------

  return {
    async render(url, { wait }) {
      if (closed) return { ok: false, status: "failed", reason: "the renderer is closed", refused: [] };
      if (running >= opts.renderers) {
        if (!wait && waiting.length >= opts.maxWaiting) {
          counts.busy++;
          return { ok: false, status: "busy", reason: "the browser is busy", refused: [] };
        }
        await new Promise<void>((r) => waiting.push(r));
        if (closed) return { ok: false, status: "failed", reason: "the renderer is closed", refused: [] };
      } else running++;
      try {
        let out = await renderOnce(url);
        // Once only: a browser that cannot start fails at once (startFailure), never loops here.
        if (out === BROWSER_GONE) out = await renderOnce(url);
        if (out === BROWSER_GONE) out = { ok: false, status: "failed", reason: "the browser stopped before the page could be read", refused: [] };
        if (out.ok) counts.rendered++;
        else counts.failed++;
        return out;
      } finally {
        // The slot passes to the next in line (running stays counted), or is given back.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    stats: () => ({ ...counts, running, waiting: waiting.length }),
    async close() {
      closed = true;
      for (const w of waiting.splice(0)) w();
      const b = settled ?? (current ? await current.catch(() => null) : null);
      current = null;
      settled = null;
      if (b) {
        stopping.add(b);
        await b.handle.stop().catch(() => {});
      }
    },
  };
}
