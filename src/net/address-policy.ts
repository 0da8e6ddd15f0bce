/**
 * The address policy — which addresses the server may connect to on a customer's behalf (the
 * intel fetcher, webhook deliveries). Without it, a target URL is a way into the operator's
 * network: its admin panels, databases, the cloud metadata service with its credentials.
 *
 * Only public unicast addresses are allowed. Addresses are parsed by ipaddr.js, which also reads
 * the spellings attackers use ("2130706433", "0x7f.1", "0177.0.0.1", IPv4-mapped and -embedding
 * IPv6), and classified by its range tables; IPv6 forms that carry an IPv4 address (mapped,
 * compatible, NAT64, 6to4) are judged by that IPv4 address. With
 * RIVALSCOPE_ALLOW_PRIVATE_NETWORKS (tests, intranets) private and loopback addresses are allowed
 * too — but never the cloud metadata endpoints, whose answers are credentials.
 */
import ipaddr from "ipaddr.js";

type Addr = ipaddr.IPv4 | ipaddr.IPv6;

const V4_REASONS: Record<string, string> = {
  unspecified: "an unspecified address (0.0.0.0/8, which reaches this machine)",
  broadcast: "the broadcast address",
  multicast: "a multicast address",
  linkLocal: "a link-local address (169.254.0.0/16, where cloud metadata services live)",
  loopback: "a loopback address (this machine)",
  carrierGradeNat: "a carrier-grade NAT address (100.64.0.0/10)",
  private: "a private address (RFC 1918)",
  reserved: "a reserved or documentation address",
  as112: "a reserved address (AS112)",
  amt: "a reserved address (AMT)",
};

const V6_REASONS: Record<string, string> = {
  unspecified: "the unspecified address (::)",
  linkLocal: "a link-local address (fe80::/10)",
  multicast: "a multicast address",
  loopback: "a loopback address (this machine)",
  uniqueLocal: "a private address (fc00::/7, unique local)",
  deprecatedSiteLocal: "a site-local address (fec0::/10)",
  discard: "a discard-only address (100::/64)",
  rfc6145: "a translated address (RFC 6145)",
  teredo: "a Teredo tunnel address",
  benchmarking: "a benchmarking address",
  amt: "a reserved address (AMT)",
  as112v6: "a reserved address (AS112)",
  deprecatedOrchid: "a reserved address (ORCHID)",
  orchid2: "a reserved address (ORCHIDv2)",
  droneRemoteIdProtocolEntityTags: "a reserved address (DRIP)",
  segmentRouting: "a segment-routing address",
  reserved: "a reserved or documentation address",
};

/** Ranges that are private-network-like: allowed when the operator allows private networks. */
const PRIVATE_KINDS = new Set(["loopback", "private", "uniqueLocal", "linkLocal", "carrierGradeNat", "unspecified", "deprecatedSiteLocal"]);

/** Cloud metadata endpoints: never reachable, whatever the setting (AWS, GCP, Azure, Alibaba, Oracle). */
const METADATA = ["169.254.169.254", "169.254.170.2", "100.100.100.200", "192.0.0.192", "fd00:ec2::254"].map((a) => ipaddr.parse(a).toString());

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedV4(a: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = a.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (a.isIPv4MappedAddress()) return a.toIPv4Address();
  if (p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0 && (p[6] !== 0 || p[7] > 1)) return v4(p[6], p[7]); // ::a.b.c.d
  const range = a.range();
  if (range === "rfc6052") return v4(p[6], p[7]); // 64:ff9b::a.b.c.d
  if (range === "6to4") return v4(p[1], p[2]); // 2002:AABB:CCDD::
  return null;
}

export interface AddressVerdict {
  allowed: boolean;
  /** Why not, in words for the error message ("resolves to a loopback address (this machine)"). */
  reason?: string;
}

/** Parses any spelling ipaddr.js understands; null when `text` is no address at all. */
export function parseAddress(text: string): Addr | null {
  try {
    return ipaddr.parse(text.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  } catch {
    return null;
  }
}

export function checkAddress(text: string, opts: { allowPrivate: boolean }): AddressVerdict {
  const parsed = parseAddress(text);
  if (!parsed) return { allowed: false, reason: "not an IP address" };
  const addr: Addr = parsed.kind() === "ipv6" ? (embeddedV4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  if (METADATA.includes(addr.toString())) return { allowed: false, reason: "a cloud metadata address" };
  const kind = addr.range();
  if (kind === "unicast") return { allowed: true };
  if (opts.allowPrivate && PRIVATE_KINDS.has(kind)) return { allowed: true };
  const reasons = addr.kind() === "ipv4" ? V4_REASONS : V6_REASONS;
  return { allowed: false, reason: reasons[kind] ?? `a non-public address (${kind})` };
}
