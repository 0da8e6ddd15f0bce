/**
 * The fixture sites of test/fixtures/sites served from one loopback server (127.0.0.1, port 0),
 * each under its own host name: `http://<site>.test:<port>/` is test/fixtures/sites/<site>/
 * index.html, `/pricing` is pricing.html, and so on. `resolve` answers 127.0.0.1 for every
 * `.test` name and "no such host" for anything else, so with RIVALSCOPE_ALLOW_PRIVATE_NETWORKS
 * the app reaches these sites and nothing beyond this machine.
 *
 * `on(host, path, handler)` replaces one page with a handler (redirects, stalls, huge bodies,
 * other content types…). Every request is recorded, with the most requests seen in flight at
 * once per host.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Resolve } from "../../src/net/outbound";

export const SITES_DIR = join(import.meta.dir, "../fixtures/sites");

type Handler = (req: Request) => Response | Promise<Response>;

export interface FixtureSites {
  port: number;
  /** `http://<site>.test:<port><path>` */
  url(site: string, path?: string): string;
  resolve: Resolve;
  on(site: string, path: string, handler: Handler): void;
  requests: { host: string; path: string; headers: Headers }[];
  /** The most requests a host had in flight at once. */
  peak: Map<string, number>;
  /** Delay every answer this long (ms), so overlapping requests can be observed. */
  delayMs: number;
  stop(): void;
}

/** The bytes a fixture page is served with, and its content type (windows-1252 files say so only in their <meta>). */
export function fixturePage(site: string, path: string): { body: Uint8Array<ArrayBuffer>; type: string } | null {
  const name = path === "/" || path === "" ? "index" : path.replace(/^\/+/, "").replace(/\.html$/, "").replace(/\/+$/, "");
  if (!/^[a-z0-9-]+$/.test(name) || !/^[a-z0-9-]+$/.test(site)) return null;
  const file = join(SITES_DIR, site, `${name}.html`);
  if (!existsSync(file)) return null;
  return { body: new Uint8Array(readFileSync(file)), type: site.includes("windows-1252") ? "text/html" : "text/html; charset=utf-8" };
}

export const fixtureResolve: Resolve = async (hostname) => {
  if (hostname.endsWith(".test")) return ["127.0.0.1"];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

export function startFixtureSites(): FixtureSites {
  const handlers = new Map<string, Handler>();
  const inFlight = new Map<string, number>();
  const state: FixtureSites = {
    port: 0,
    url: (site, path = "/") => `http://${site}.test:${server.port}${path}`,
    resolve: fixtureResolve,
    on: (site, path, handler) => void handlers.set(`${site}.test ${path}`, handler),
    requests: [],
    peak: new Map(),
    delayMs: 0,
    stop: () => server.stop(true),
  };
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const host = (req.headers.get("host") ?? "").replace(/:\d+$/, "");
      state.requests.push({ host, path: url.pathname, headers: req.headers });
      const now = (inFlight.get(host) ?? 0) + 1;
      inFlight.set(host, now);
      state.peak.set(host, Math.max(state.peak.get(host) ?? 0, now));
      try {
        if (state.delayMs > 0) await Bun.sleep(state.delayMs);
        const handler = handlers.get(`${host} ${url.pathname}`);
        if (handler) return await handler(req);
        const page = fixturePage(host.replace(/\.test$/, ""), url.pathname);
        if (!page) return new Response("<!doctype html><title>Not found</title><h1>Not found</h1>", { status: 404, headers: { "content-type": "text/html" } });
        return new Response(page.body, { headers: { "content-type": page.type } });
      } finally {
        inFlight.set(host, (inFlight.get(host) ?? 1) - 1);
      }
    },
  });
  state.port = server.port!;
  return state;
}

/**
 * Fixture sites for a server in another process, which resolves names with the system's DNS: one
 * loopback server per site, each on its own port, addressed by IP (`http://127.0.0.1:<port>/`).
 * While `hold()` is in force every answer waits until `release()` — generation caught mid-read.
 */
export function startSiteServers(names: string[]) {
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const hits: string[] = [];
  const servers = names.map((site) =>
    Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      async fetch(req) {
        const path = new URL(req.url).pathname;
        hits.push(`${site} ${path}`);
        if (held) await held;
        const page = fixturePage(site, path);
        return page ? new Response(page.body, { headers: { "content-type": page.type } }) : new Response("<h1>Not found</h1>", { status: 404, headers: { "content-type": "text/html" } });
      },
    }),
  );
  return {
    urls: servers.map((s) => `http://127.0.0.1:${s.port}/`),
    /** "<site> <path>" of every request, in order. */
    hits,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release() {
      held = null;
      release();
    },
    stop: () => servers.forEach((s) => s.stop(true)),
  };
}

/**
 * An https server on loopback with a throwaway self-signed certificate (made by openssl for this
 * run): what a site with a broken certificate looks like to the fetcher.
 */
export function startSelfSignedSite(): { port: number; stop(): void } {
  const dir = mkdtempSync(join(tmpdir(), "rivalscope-tls-"));
  try {
    const gen = Bun.spawnSync(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], { stderr: "pipe" });
    if (gen.exitCode !== 0) throw new Error(`openssl could not make a test certificate: ${gen.stderr}`);
    const server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      tls: { cert: readFileSync(join(dir, "cert.pem"), "utf8"), key: readFileSync(join(dir, "key.pem"), "utf8") },
      fetch: () => new Response("<p>tls</p>", { headers: { "content-type": "text/html" } }),
    });
    return { port: server.port!, stop: () => server.stop(true) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
