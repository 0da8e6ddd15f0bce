/**
 * Tracked-competitor URLs: parsed by the network seam's rules (http(s), ≤ 2,048 characters, no
 * credentials) and normalised for duplicate detection, so `https://Acme.com:443/#pricing`,
 * `https://acme.com/?utm_source=x` and `https://acme.com` are one competitor.
 */
import { parseTarget } from "../net/outbound";

/** Query parameters that only say where a visitor came from: never part of a page's identity. */
const TRACKING = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|hsctatracking|mkt_tok|igshid|ref|ref_src|source|s_kwcid|trk|oly_anon_id|oly_enc_id|vero_id|spm)$/i;

export interface ParsedCompetitorUrl {
  /** What is fetched: the parsed URL without its fragment. */
  url: string;
  /** What duplicates are found by. */
  normalized: string;
}

/** Throws the seam's Error (its message says why) for a URL that may not be tracked. */
export function parseCompetitorUrl(text: string): ParsedCompetitorUrl {
  const u = parseTarget(text.trim());
  u.hash = "";
  const url = u.href;
  // URL already lower-cases the host and drops a default port.
  for (const key of [...u.searchParams.keys()]) if (TRACKING.test(key)) u.searchParams.delete(key);
  u.searchParams.sort();
  const query = u.searchParams.size ? `?${u.searchParams.toString()}` : "";
  const path = u.pathname.replace(/\/+$/, "");
  return { url, normalized: `${u.protocol}//${u.host}${path}${query}` };
}
