/**
 * Same-site rules. Two URLs are the same site when they share a registrable domain (public-suffix
 * aware through tldts, so `www.acme.co.uk` ≈ `acme.co.uk` ≈ `app.acme.co.uk` but `a.github.io` ≠
 * `b.github.io`); addresses and bare host names (loopback fixture servers) compare by host name.
 */
import { getDomain } from "./public-suffix";

export function registrableDomain(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!host) return null;
  return getDomain(host, { allowPrivateDomains: true }) ?? host.replace(/^\[|\]$/g, "");
}

export function sameSite(a: string, b: string): boolean {
  const x = registrableDomain(a);
  return x !== null && x === registrableDomain(b);
}
