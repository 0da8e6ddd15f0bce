/**
 * Noise-free text for monitoring: what a page SAYS, without what changes on every request.
 *
 * `pageTextHash` fingerprints a page by its visible text (plus title and meta description), so a
 * snapshot can tell "nothing a reader sees moved" cheaply. Everything that differs between two
 * loads of an unchanged page must vanish first:
 *  - scripts, styles, templates, hidden inputs (CSRF tokens), attributes (nonces, cache-busting
 *    `?v=` query strings, tracking ids in data-* attributes, attribute order): the visible text
 *    stream of `buildPage` never contains them;
 *  - dates, times, "© 2025" / "© 2025–2026", "3 hours ago", UUIDs and long hex/base64 tokens that
 *    pages print (build ids, request ids): masked by `maskNoise`;
 *  - whitespace: collapsed;
 *  - element order (cards or feature blocks shuffled): the text is hashed as a sorted multiset of
 *    lines, so moving a block changes nothing while changing any line's words does.
 */
import { createHash } from "node:crypto";
import type * as Pages from "../intel/page.ts";

/**
 * The page builder, loaded at its first use: intel/page.ts brings htmlparser2 and entities, and
 * this module's text keys are read by the monitoring diff, which the server's routes import at
 * every start; only a check (in an analysis worker) builds pages (docs/benchmarks.md, "Cold
 * start, session 15"). `require` in the bundle is a lazy initialiser, evaluated on the first call.
 */
const buildPage: typeof Pages.buildPage = (input) => (require("../intel/page.ts") as typeof Pages).buildPage(input);

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|urday)?\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DAY = String.raw`(?:[0-2]?\d|3[01])(?:st|nd|rd|th)?`;

/**
 * Noise patterns, most specific first. Each is linear (no nested quantifiers over the same
 * characters), so a page of any size costs one pass per pattern.
 */
const NOISE: [RegExp, string][] = [
  // © 2025, (c) 2024-2026, Copyright 2026, &copy; 2019–2026
  [new RegExp(String.raw`(?:©|\(c\)|copyright)\s*(?:${YEAR})(?:\s*[-–—]\s*${YEAR})?`, "gi"), "©"],
  // ISO timestamps and dates: 2026-11-23, 2026-11-23T19:25:01.123Z, 2026/11/23
  [new RegExp(String.raw`\b${YEAR}[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b`, "gi"), "‹date›"],
  // 23/11/2026, 11-23-26
  [/\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b/g, "‹date›"],
  // Monday, November 23rd, 2026 · Nov 23 2026 · 23 November 2026 · November 2026 · Nov 23
  [new RegExp(String.raw`\b(?:${WEEKDAY},?\s+)?(?:${MONTH}\s+${DAY}(?:,?\s+${YEAR})?|${DAY}\s+(?:of\s+)?${MONTH}(?:,?\s+${YEAR})?|${MONTH},?\s+${YEAR})\b`, "gi"), "‹date›"],
  // A weekday on its own next to a masked date or time ("Monday ‹date›") is left: harmless words.
  // 19:25, 7:25 pm, 19:25:01 UTC
  [/\b\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s?[ap]\.?m\.?)?(?:\s?(?:utc|gmt|[A-Z]{2,4}T))?\b/gi, "‹time›"],
  [/\b\d{1,2}\s?[ap]\.?m\.?\b/gi, "‹time›"],
  // "5 minutes ago", "updated 2 days ago", "just now"
  [/\b\d+\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\s+ago\b/gi, "‹ago›"],
  // UUIDs
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "‹id›"],
  // Tracking ids printed in text: UA-12345-1, G-AB12CD34EF, GTM-ABC123, pk_live_…
  [/\b(?:UA-\d{4,10}-\d{1,4}|G-[A-Z0-9]{6,12}|GTM-[A-Z0-9]{4,10}|AW-\d{6,12})\b/g, "‹id›"],
  // Long tokens: hex ≥ 12, or base64/url-safe runs ≥ 20 that mix letters and digits (build ids,
  // nonces, request ids). Words and prices never look like this.
  [/\b[0-9a-f]{12,}\b/gi, "‹id›"],
  [/(?<![\w+/=-])(?=[\w+/=-]*\d)(?=[\w+/=-]*[A-Za-z])[\w+/=-]{20,}(?![\w+/=-])/g, "‹id›"],
];

/** Text with dates, times, © years and printed tokens replaced by placeholders; whitespace collapsed. */
export function maskNoise(text: string): string {
  let t = text.replace(/[\s\u00a0\u202f\u2009\u200b\ufeff]+/g, " ");
  for (const [re, to] of NOISE) t = t.replace(re, to);
  return t.trim();
}

/**
 * The comparison form of a short text (a headline, a description, a feature name): noise masked,
 * then lower case, letters and digits only. "Ship faster." ≈ "ship  faster!" — punctuation and case
 * are not a message.
 */
export function textKey(text: string): string {
  return maskNoise(text)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}‹›]+/gu, " ")
    .trim();
}

/** The lines a hash is built from: masked, non-empty, sorted (order is noise). */
export function pageTextLines(html: string): string[] {
  const page = buildPage({ url: "http://monitoring.invalid/", html });
  const lines = page.visible.split("\n").map(maskNoise).filter(Boolean);
  // Title and meta description are what a search result shows: part of the message.
  const head = [page.title, page.meta.get("description") ?? null].filter((t): t is string => !!t).map((t) => `⟨head⟩ ${maskNoise(t)}`);
  return [...head, ...lines].sort();
}

/** Hash of a page's visible text, stable under noise (see the module comment). SHA-256, hex. */
export function pageTextHash(html: string): string {
  return createHash("sha256").update(pageTextLines(html).join("\n")).digest("hex");
}
