/**
 * IP addresses as the rate limiters and logs see them: parsed by ipaddr.js (not by hand), in one
 * canonical spelling, so a client cannot get a fresh bucket by writing the same address another
 * way ("::ffff:1.2.3.4", "[::1]:443", "FE80::1%eth0", upper case).
 */
import ipaddr from "ipaddr.js";

/**
 * The canonical text of an IP address — lower case, IPv4-mapped IPv6 as IPv4, no brackets, port
 * or zone — or null when `text` is not an address. IPv4 must be four decimal parts: the
 * "127.1" / "0x7f.0.0.1" spellings are not something a proxy writes into X-Forwarded-For.
 */
export function canonicalIp(text: string | null | undefined): string | null {
  if (typeof text !== "string") return null;
  let s = text.trim();
  if (s.length === 0 || s.length > 64) return null;
  // "[v6]:port" or "[v6]"
  if (s.startsWith("[")) {
    const end = s.indexOf("]");
    if (end < 0) return null;
    const rest = s.slice(end + 1);
    if (rest !== "" && !/^:\d{1,5}$/.test(rest)) return null;
    s = s.slice(1, end);
  } else if (/^[\d.]+:\d{1,5}$/.test(s)) {
    s = s.slice(0, s.lastIndexOf(":")); // "v4:port"
  }
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) return ipaddr.IPv4.parse(s).toString();
  if (!s.includes(":") || !ipaddr.IPv6.isValid(s)) return null;
  const v6 = ipaddr.IPv6.parse(s);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : v6.toString();
}

/**
 * The rate-limit bucket of a canonical address: IPv4 as is, IPv6 by its /64 — one subscriber
 * usually holds a whole /64, so per-address buckets would let them rotate through 2^64 of them.
 */
export function ipBucket(ip: string): string {
  if (!ip.includes(":")) return ip;
  try {
    const parts = ipaddr.IPv6.parse(ip).parts;
    return `${parts
      .slice(0, 4)
      .map((p) => p.toString(16))
      .join(":")}::/64`;
  } catch {
    return ip;
  }
}

/**
 * The client's address: the socket's, or — when the operator runs `trustedHops` proxies in front
 * — the entry that many hops from the RIGHT of X-Forwarded-For. Each proxy appends the address it
 * received the request from, so the rightmost entries are written by proxies we trust and
 * everything to their left by the client (who could write anything there). The entry is used
 * only when it parses as an address; otherwise the socket address stands.
 */
export function clientIpFrom(forwardedFor: string | null, socketAddress: string | null | undefined, trustedHops: number): string {
  const socket = canonicalIp(socketAddress) ?? "0.0.0.0";
  if (trustedHops <= 0 || !forwardedFor) return socket;
  // A client can send a header of many kilobytes; only the last few entries are ever read.
  const entries = forwardedFor.slice(-4096).split(",");
  if (forwardedFor.length > 4096) entries.shift(); // the cut may have split that one
  const entry = entries.length >= trustedHops ? entries[entries.length - trustedHops] : undefined;
  return canonicalIp(entry) ?? socket;
}
