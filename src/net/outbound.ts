/**
 * The network seam — every connection the server makes on a customer's behalf (the intel
 * fetcher, webhook deliveries) goes through `send`, and nothing else in the code base calls
 * fetch for them. `fetch` and the DNS resolver are injected, so tests run against loopback
 * fixtures and fake resolvers without touching the network.
 *
 * Why each step:
 * - Target URLs are http(s) only, at most 2,048 characters, without credentials (`parseTarget`).
 * - The host is resolved ONCE, every address is checked by the address policy, and the
 *   connection goes to the address that was checked: the URL's host is replaced by it, while
 *   the Host header and (for https) the TLS server name and certificate check keep the real
 *   name. Resolving again at connect time would leave a DNS-rebinding window (first answer
 *   public, second answer 127.0.0.1).
 * - Redirects are never followed here (`redirect: "manual"`): a caller that follows one sends
 *   the next hop through `send` again, so every hop is checked.
 * - TLS connections are not kept alive: a pooled connection to an address is keyed by that
 *   address, and reusing one opened (and verified) for another host name on a shared IP would
 *   skip the certificate check for this one.
 */
import { lookup } from "node:dns/promises";
import { checkAddress, parseAddress } from "./address-policy";

export type Resolve = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS). */
export const systemResolve: Resolve = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export type NetErrorKind = "refused" | "dns" | "timeout" | "connect" | "tls";

/** A failure to reach a target: `refused` by the address policy or URL rules, or a network failure. */
export class NetError extends Error {
  constructor(
    readonly kind: NetErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "NetError";
  }
}

export const MAX_URL_LENGTH = 2048;

/** A target URL as a customer gives it: http(s), ≤ 2,048 characters, no credentials. Throws NetError("refused"). */
export function parseTarget(text: string): URL {
  if (typeof text !== "string" || text.trim() === "") throw new NetError("refused", "the URL is empty");
  const s = text.trim();
  if (s.length > MAX_URL_LENGTH) throw new NetError("refused", `the URL is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    throw new NetError("refused", "it is not a valid URL (give an absolute http:// or https:// address)");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new NetError("refused", `only http and https URLs can be fetched (got ${url.protocol.slice(0, -1).slice(0, 20)})`);
  if (url.username || url.password) throw new NetError("refused", "URLs with a user name or password are not accepted");
  if (!url.hostname) throw new NetError("refused", "the URL has no host");
  return url;
}

export interface OutboundDeps {
  allowPrivate: boolean;
  fetch?: typeof fetch;
  resolve?: Resolve;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Total time for the exchange up to the response headers; the caller bounds the body read with the same signal. */
  timeoutMs: number;
}

export interface Outbound {
  /** Resolves the URL's host and checks every address; the one to connect to. Throws NetError. */
  vet(url: URL): Promise<string>;
  /** One HTTP exchange with a vetted address; redirects are returned, not followed. Throws NetError. */
  send(url: URL, opts: SendOptions): Promise<{ response: Response; address: string; signal: AbortSignal }>;
}

/** Brackets an IPv6 address for a URL host. */
const hostOf = (address: string) => (address.includes(":") ? `[${address}]` : address);

function classify(e: unknown, url: URL, timedOut: boolean): NetError {
  if (e instanceof NetError) return e;
  const err = e as { code?: string; name?: string; message?: string };
  if (timedOut || err?.name === "TimeoutError" || err?.name === "AbortError") return new NetError("timeout", `${url.host} did not answer in time`);
  const code = String(err?.code ?? "");
  const text = `${code} ${err?.message ?? ""}`;
  if (/CERT|TLS|SSL|ALTNAME|SELF_SIGNED|UNABLE_TO_VERIFY|HANDSHAKE/i.test(text)) return new NetError("tls", `the TLS connection to ${url.host} failed (${code || "certificate or handshake error"})`);
  if (/REFUSED/i.test(text)) return new NetError("connect", `${url.host} refused the connection`);
  if (/RESET|EPIPE|closed/i.test(text)) return new NetError("connect", `the connection to ${url.host} was reset`);
  return new NetError("connect", `${url.host} could not be reached (${code || err?.message || "connection failed"})`);
}

export function createOutbound(deps: OutboundDeps): Outbound {
  const doFetch = deps.fetch ?? fetch;
  const resolve = deps.resolve ?? systemResolve;

  async function vet(url: URL): Promise<string> {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    let addresses: string[];
    if (parseAddress(host) && (host.includes(":") || /^[\d.]+$/.test(host))) addresses = [host];
    else {
      try {
        addresses = await resolve(host);
      } catch (e) {
        const code = (e as { code?: string })?.code;
        throw new NetError("dns", code === "ENOTFOUND" || code === "ENODATA" ? `${host} does not resolve (no such host)` : `the DNS lookup of ${host} failed (${code ?? "error"})`);
      }
      if (addresses.length === 0) throw new NetError("dns", `${host} does not resolve (no address)`);
    }
    // Every address must pass: a host that resolves to one public and one private address could
    // otherwise be steered to the private one.
    for (const a of addresses) {
      const verdict = checkAddress(a, { allowPrivate: deps.allowPrivate });
      if (!verdict.allowed) throw new NetError("refused", host === a ? `${a} is ${verdict.reason}` : `${host} resolves to ${verdict.reason} (${a})`);
    }
    return addresses[0];
  }

  return {
    vet,
    async send(url, opts) {
      const address = await vet(url);
      const target = new URL(url);
      target.hostname = hostOf(address);
      const isTls = url.protocol === "https:";
      const signal = AbortSignal.timeout(opts.timeoutMs);
      let response: Response;
      try {
        response = await doFetch(target, {
          method: opts.method ?? "GET",
          headers: { ...opts.headers, host: url.host },
          body: opts.body,
          redirect: "manual",
          signal,
          // The certificate is checked against the real name, which is also sent as SNI.
          ...(isTls ? { tls: parseAddress(url.hostname.replace(/^\[|\]$/g, "")) ? {} : { serverName: url.hostname }, keepalive: false } : {}),
        } as RequestInit);
      } catch (e) {
        throw classify(e, url, signal.aborted);
      }
      return { response, address, signal };
    },
  };
}
