/**
 * Starting a Chromium for the renderer (RIVALSCOPE_BROWSER), or connecting to one run elsewhere
 * (RIVALSCOPE_BROWSER_WS) — the browser only; what a render does with it is renderer.ts.
 *
 * A browser we start talks to us over a pipe (`--remote-debugging-pipe`): no DevTools port that
 * another local process could use to drive it. Its flags, and why:
 * - `--proxy-server` pointing at a closed port, `--proxy-bypass-list=<-loopback>`: the browser's
 *   default context reaches nothing. Every render gets a context of its own whose proxy is that
 *   render's policy proxy (src/net/policy-proxy.ts); `<-loopback>` keeps Chromium from sending
 *   loopback addresses around the proxy, which it does by default.
 * - `--host-resolver-rules=MAP * ~NOTFOUND`: the browser resolves no name itself — through a proxy
 *   it never needs to — so even a request that found a way around the proxy could not look up a
 *   rebinding name.
 * - `--force-webrtc-ip-handling-policy=disable_non_proxied_udp`: WebRTC's UDP does not go through
 *   an HTTP proxy, so it is off (renderer.ts also removes the API from pages).
 * - `--js-flags=--max-old-space-size=512`: a page that allocates without end crashes its own
 *   renderer at 512 MB instead of taking the machine's memory; the render fails, nothing else.
 * - Background traffic off (component updates, safe browsing, sync, metrics, QUIC).
 * - `--no-sandbox` only when running as root, where Chromium refuses to start otherwise (a
 *   container's default); the log says so, as the sandbox is a layer of defence against the pages
 *   it renders. Run Rivalscope as a user, or the browser in its own container (docs/operations.md).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devtoolsClient, DevToolsError, pipeTransport, webSocketTransport, type DevTools } from "./devtools";

export interface BrowserHandle {
  devtools: DevTools;
  /** What it is, for logs and errors ("chromium 156.0…", "ws://chromium:9222"). */
  describe: string;
  /** Ends it: kills the process we started (and removes its profile), or closes our connection to a remote one. */
  stop(): Promise<void>;
}

export const LAUNCH_FLAGS = [
  "--headless",
  "--remote-debugging-pipe",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--disable-breakpad",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  // Debian's Chromium 150 asks, from every new browser context, whether "AI mode" may be offered
  // (GET www.google.com/async/folae — the Aim* features) and preconnects to the default search
  // engine (PreconnectToSearch, NetworkPrediction). Through a render's context those went to its
  // policy proxy, which refused them — nothing left the machine, but every render listed refusals
  // the page never made. Turned off, as the rest of the browser's own traffic is.
  "--disable-features=Translate,MediaRouter,OptimizationHints,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,SafeBrowsing,PreconnectToSearch,NetworkPrediction,AimEnabled,AimServerEligibilityEnabled,AimServerRequestOnStartupEnabled",
  "--metrics-recording-only",
  "--no-pings",
  "--mute-audio",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--hide-scrollbars",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--js-flags=--max-old-space-size=512",
];

const STDERR_KEPT = 4096;

/** Starts `executable` headless and connects over its pipe; rejects when it does not answer within `timeoutMs`. */
export async function launchChromium(executable: string, opts: { timeoutMs: number; onWarn?(message: string): void }): Promise<BrowserHandle> {
  const profile = mkdtempSync(join(tmpdir(), "rivalscope-browser-"));
  const flags = [...LAUNCH_FLAGS, `--user-data-dir=${profile}`];
  if (process.getuid?.() === 0) {
    flags.push("--no-sandbox");
    opts.onWarn?.("the browser runs without its sandbox because this process runs as root; run Rivalscope as a user, or the browser in a container of its own");
  }
  let child: ChildProcess;
  try {
    child = spawn(executable, [...flags, "about:blank"], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw new DevToolsError(`the browser ${executable} could not be started: ${(e as Error).message}`, "closed");
  }
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr = (stderr + c.toString("utf8")).slice(-STDERR_KEPT)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const spawnFailed = new Promise<never>((_, reject) => child.once("error", (e) => reject(new DevToolsError(`the browser ${executable} could not be started: ${e.message}`, "closed"))));
  spawnFailed.catch(() => {});
  const devtools = devtoolsClient(pipeTransport(child.stdio[3] as NodeJS.WritableStream, child.stdio[4] as NodeJS.ReadableStream));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    devtools.close();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await Promise.race([exited, Bun.sleep(5000)]);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const version = await Promise.race([devtools.send<{ product: string }>("Browser.getVersion", {}, { timeoutMs: opts.timeoutMs }), spawnFailed]);
    return { devtools, describe: version.product, stop };
  } catch (e) {
    await stop();
    const said = stderr.trim().split("\n").slice(-3).join(" / ");
    throw new DevToolsError(`the browser ${executable} did not start: ${(e as Error).message}${said ? ` (${said.slice(0, 300)})` : ""}`, "closed");
  }
}

/**
 * Connects to a browser run elsewhere: `ws://host:port/devtools/browser/<id>` as given, or
 * `http://host:port`, whose `/json/version` names the current WebSocket (it changes at every start
 * of the browser). Chromium answers DevTools requests only for a Host header that is an address or
 * "localhost", so both requests say `localhost`.
 */
export async function connectChromium(endpoint: string, opts: { timeoutMs: number; fetch?: typeof fetch }): Promise<BrowserHandle> {
  let ws = endpoint;
  const url = new URL(endpoint);
  if (url.protocol === "http:" || url.protocol === "https:") {
    const res = await (opts.fetch ?? fetch)(new URL("/json/version", url), { headers: { host: "localhost" }, signal: AbortSignal.timeout(opts.timeoutMs) }).catch((e: Error) => {
      throw new DevToolsError(`the browser at ${endpoint} could not be reached: ${e.message}`, "closed");
    });
    if (!res.ok) throw new DevToolsError(`the browser at ${endpoint} answered HTTP ${res.status} to /json/version`, "closed");
    const info = (await res.json().catch(() => ({}))) as { webSocketDebuggerUrl?: string };
    if (!info.webSocketDebuggerUrl) throw new DevToolsError(`the browser at ${endpoint} named no WebSocket in /json/version`, "closed");
    // It names itself as it sees itself (localhost:9222); we reach it where we were told.
    const named = new URL(info.webSocketDebuggerUrl);
    ws = `${url.protocol === "https:" ? "wss" : "ws"}://${url.host}${named.pathname}`;
  }
  const devtools = devtoolsClient(await webSocketTransport(ws, opts.timeoutMs, { host: "localhost" }));
  try {
    const version = await devtools.send<{ product: string }>("Browser.getVersion", {}, { timeoutMs: opts.timeoutMs });
    return {
      devtools,
      describe: `${version.product} at ${url.host}`,
      stop: async () => devtools.close(),
    };
  } catch (e) {
    devtools.close();
    throw e;
  }
}
