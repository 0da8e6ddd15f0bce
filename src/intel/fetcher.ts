/**
 * The page fetcher — reads one public web page for the intel engine, on the network seam
 * (src/net/outbound.ts), with every safety rule SPEC §5 sets for target URLs:
 *
 * - Redirects (at most 5) are followed HERE, each hop sent through `net.send` again, so every hop
 *   is resolved, checked by the address policy and connected to the address that was checked: a
 *   public page cannot bounce us into the operator's network. Relative Locations resolve against
 *   the hop; scheme and host may change; a URL seen twice is a loop.
 * - One deadline (10 s) covers every hop and the body read: a site cannot keep us busy longer by
 *   redirecting or by trickling bytes.
 * - The body is read as a stream and given up the moment it passes 5 MiB (after the platform's
 *   decompression, so a small gzip bomb is caught too); nothing beyond the cap is buffered.
 * - HTML only: the Content-Type must say so, or be missing/generic and the bytes sniff as HTML.
 *   Text is decoded by the page's declared encoding (charset.ts).
 * - At most 2 connections per host at a time (KeyedSemaphore), and a short cache (60 s) in which
 *   two callers asking for one URL share one fetch — one scan never fetches a page twice.
 * - Conditional requests (If-None-Match / If-Modified-Since) for monitoring: a 304 comes back as
 *   `notModified`; they bypass the cache (a check wants the site's answer now).
 *
 * Failures are FetchFailure with a kind and a reason a person can act on; intel/errors.ts turns
 * them into the API's 400 (refused target) and 422 (unreachable).
 */
import type { Clock } from "../lib/clock.ts";
import { KeyedSemaphore } from "../lib/keyed-semaphore.ts";
import { PromiseCache } from "../lib/promise-cache.ts";
import { NetError, parseTarget, type NetErrorKind, type Outbound } from "../net/outbound.ts";
import { decodeHtml, htmlByType, mediaType, sniffsAsHtml } from "./charset.ts";

/** Why a page could not be read; `too_complex`: read, but its analysis went over its CPU budget (src/analysis/pool.ts). */
export type FetchFailureKind = NetErrorKind | "http_status" | "not_html" | "too_large" | "redirects" | "too_complex";

/** Why a page could not be read. `url` is the URL that was asked for. */
export class FetchFailure extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    readonly url: string,
    /** The reason, as a clause: "example.com answered HTTP 404 (Not Found)". */
    readonly reason: string,
  ) {
    super(`${url}: ${reason}`);
    this.name = "FetchFailure";
  }
}

export interface FetchedPage {
  notModified: false;
  /** The URL asked for. */
  url: string;
  /** Where the last redirect led (the page's own address, for resolving its links). */
  finalUrl: string;
  status: number;
  html: string;
  /** The encoding the text was decoded with. */
  charset: string;
  etag: string | null;
  lastModified: string | null;
}

export interface NotModified {
  notModified: true;
  url: string;
  finalUrl: string;
  status: 304;
  etag: string | null;
  lastModified: string | null;
}

/** Validators from an earlier fetch of the same URL. */
export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export interface FetcherOptions {
  net: Outbound;
  /** For the cache's freshness; the per-page deadline is real time (it bounds real sockets). */
  clock: Clock;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  perHost?: number;
  cacheTtlMs?: number;
  /** Told how each fetch over the network ended: "ok", "not_modified" or the failure kind (metrics). */
  onFetched?: (outcome: string) => void;
}

export interface Fetcher {
  /** The page at `url` (cached for a short while). Throws FetchFailure. */
  fetchPage(url: string): Promise<FetchedPage>;
  /** The page, or `notModified` when the validators still match (never cached). Throws FetchFailure. */
  fetchIfChanged(url: string, validators: Validators): Promise<FetchedPage | NotModified>;
  /** Connections open to `host` ("name:port" as in URL.host) right now. */
  inFlight(host: string): number;
}

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const STATUS_TEXT: Record<number, string> = { 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable", 410: "Gone", 429: "Too Many Requests", 451: "Unavailable For Legal Reasons", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout" };

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`.replace(".0 s", " s");

export function createFetcher(opts: FetcherOptions): Fetcher {
  const timeoutMs = opts.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? MAX_PAGE_BYTES;
  const maxRedirects = opts.maxRedirects ?? MAX_REDIRECTS;
  const hosts = new KeyedSemaphore(opts.perHost ?? 2);
  // Bounded by count and by characters held, so a burst of large pages cannot pin much memory.
  const cache = new PromiseCache<FetchedPage>({ clock: opts.clock, ttlMs: opts.cacheTtlMs ?? 60_000, maxEntries: 64, maxWeight: 48 * 1024 * 1024, weigh: (p) => p.html.length });
  const baseHeaders = { "user-agent": opts.userAgent, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1", "accept-language": "en" };

  /** A fetch over the network, its outcome reported (cache hits are not fetches). */
  async function load(asked: string, validators: Validators | null): Promise<FetchedPage | NotModified> {
    if (!opts.onFetched) return loadPage(asked, validators);
    try {
      const page = await loadPage(asked, validators);
      opts.onFetched(page.notModified ? "not_modified" : "ok");
      return page;
    } catch (e) {
      opts.onFetched(e instanceof FetchFailure ? e.kind : "error");
      throw e;
    }
  }

  async function loadPage(asked: string, validators: Validators | null): Promise<FetchedPage | NotModified> {
    let url: URL;
    try {
      url = parseTarget(asked);
    } catch (e) {
      throw new FetchFailure("refused", asked, (e as Error).message);
    }
    const deadline = performance.now() + timeoutMs;
    const seen = new Set([url.href]);
    const headers: Record<string, string> = { ...baseHeaders };
    if (validators?.etag) headers["if-none-match"] = validators.etag;
    if (validators?.lastModified) headers["if-modified-since"] = validators.lastModified;
    let from: URL | null = null;
    for (let hop = 0; ; hop++) {
      const release = await hosts.acquire(url.host);
      try {
        const remaining = deadline - performance.now();
        if (remaining <= 0) throw new NetError("timeout", `${url.host} did not answer within ${seconds(timeoutMs)}`);
        const { response, signal } = await opts.net.send(url, { method: "GET", headers, timeoutMs: remaining });
        if (REDIRECTS.has(response.status)) {
          void response.body?.cancel().catch(() => {});
          const location = response.headers.get("location");
          if (!location) throw new FetchFailure("http_status", asked, `${url.host} answered HTTP ${response.status} (a redirect) without saying where to`);
          if (hop >= maxRedirects) throw new FetchFailure("redirects", asked, `too many redirects (more than ${maxRedirects}), the last to ${short(location)}`);
          let next: URL;
          try {
            next = parseTarget(new URL(location, url).href);
          } catch (e) {
            throw new FetchFailure("refused", asked, `${url.href} redirects to ${short(location)}, which is refused: ${(e as Error).message}`);
          }
          if (seen.has(next.href)) throw new FetchFailure("redirects", asked, `it redirects in a loop (back to ${short(next.href)})`);
          seen.add(next.href);
          from = url;
          url = next;
          continue;
        }
        if (response.status === 304 && validators) {
          void response.body?.cancel().catch(() => {});
          return { notModified: true, url: asked, finalUrl: url.href, status: 304, etag: response.headers.get("etag") ?? validators.etag ?? null, lastModified: response.headers.get("last-modified") ?? validators.lastModified ?? null };
        }
        if (response.status < 200 || response.status > 299 || response.status === 204 || response.status === 205) {
          void response.body?.cancel().catch(() => {});
          const text = STATUS_TEXT[response.status] ?? response.statusText;
          throw new FetchFailure("http_status", asked, `${url.host} answered HTTP ${response.status}${text ? ` (${text})` : ""}${url.href !== asked ? ` for ${short(url.href)}` : ""}`);
        }
        const contentType = response.headers.get("content-type");
        const kind = htmlByType(contentType);
        if (kind === "other") {
          void response.body?.cancel().catch(() => {});
          throw new FetchFailure("not_html", asked, `not an HTML page (content-type ${short(mediaType(contentType), 80)})`);
        }
        const declared = Number(response.headers.get("content-length") ?? "");
        if (Number.isFinite(declared) && declared > maxBytes) {
          void response.body?.cancel().catch(() => {});
          throw new FetchFailure("too_large", asked, `the page is too large (${mib(declared)}; the limit is ${mib(maxBytes)})`);
        }
        const bytes = await readCapped(response, signal, maxBytes, asked, url, timeoutMs);
        if (kind === "sniff" && !sniffsAsHtml(bytes)) throw new FetchFailure("not_html", asked, `not an HTML page (content-type ${mediaType(contentType) || "missing"}, and the content does not look like HTML)`);
        const { html, charset } = decodeHtml(bytes, contentType);
        return { notModified: false, url: asked, finalUrl: url.href, status: response.status, html, charset, etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
      } catch (e) {
        if (e instanceof FetchFailure) throw e;
        if (e instanceof NetError) {
          const reason = e.kind === "timeout" ? `${url.host} did not answer within ${seconds(timeoutMs)}` : e.message;
          // A hop after a redirect names the redirect, so "resolves to a private address" makes sense to the reader.
          throw new FetchFailure(e.kind, asked, from ? `${short(from.href)} redirects to ${short(url.href)}, and ${reason}` : reason);
        }
        throw e;
      } finally {
        release();
      }
    }
  }

  return {
    fetchPage(url) {
      // Keyed by the URL as parsed, so "HTTPS://Example.com" and "https://example.com/" share.
      let key = url;
      try {
        key = parseTarget(url).href;
      } catch {
        // load() reports the refusal.
      }
      return cache.get(key, () => load(url, null) as Promise<FetchedPage>);
    },
    fetchIfChanged: (url, validators) => load(url, validators),
    inFlight: (host) => hosts.held(host),
  };
}

/** A URL or value shortened for a message. */
function short(s: string, max = 200): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/**
 * Reads the body up to `max` bytes, stopping (and cancelling the stream) the moment it passes:
 * memory stays at the cap however much the site would send. The exchange's signal ends the read
 * at the shared deadline.
 */
async function readCapped(response: Response, signal: AbortSignal, max: number, asked: string, url: URL, timeoutMs: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new FetchFailure("timeout", asked, `${url.host} did not send the whole page within ${seconds(timeoutMs)}`));
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  aborted.catch(() => {});
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await Promise.race([reader.read(), aborted]);
      } catch (e) {
        if (e instanceof FetchFailure) throw e;
        if (signal.aborted) throw new FetchFailure("timeout", asked, `${url.host} did not send the whole page within ${seconds(timeoutMs)}`);
        throw new FetchFailure("connect", asked, `the connection to ${url.host} broke while reading the page`);
      }
      if (chunk.done) break;
      total += chunk.value.byteLength;
      if (total > max) throw new FetchFailure("too_large", asked, `the page is too large (more than ${mib(max)})`);
      chunks.push(chunk.value);
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
    reader.cancel().catch(() => {});
  }
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
