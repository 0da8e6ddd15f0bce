/**
 * Rows named by a band of a count (round 37, part c; docs/intel.md): a price list whose every row
 * is labelled by a range of one quantity — "1-50 | $5,000", "51-250 | $15,000", "500+ | Let's
 * talk" (pipelines), "0 - 30,000 | $15", "30,000 - 100,000 | $49" (subscribers) — prices tiers of
 * that quantity, and the band is the tier's name. The name readers refuse a label that opens with
 * a number (a card's allowance, "10 users" under "Pro"), and the price-list reader takes its label
 * from a column that holds letters, so such tables were read as nothing.
 *
 * The condition is the set, not the label: a band alone is a limit line ("1-50 pipelines" on a
 * card), but rows that are ALL bands of the same unit, in ascending order, each starting where the
 * last ended (or one past it), and at most one open band ("500+") at the end, tile a quantity —
 * which is what a tier table is, in any language, since only digits, a dash and a unit word are
 * read. Opening hours and times ("9:00-17:00"), dates ("21/3") and sizes ("7x10 m") are no band:
 * no colon, slash or "x" between the figures.
 */
import { parseNumber } from "./money.ts";

/** A count: digits with thousands separators ("30,000", "1.000"), no decimals in practice. */
const NUM = String.raw`\d{1,3}(?:[,.\u00a0 ]\d{3})+|\d{1,7}`;
/**
 * The unit after a figure: a word after a space ("pipelines"), or a CJK counter glued to it ("人",
 * "名", "명", "ユーザー"), as Japanese, Chinese and Korean write a count (round 89b).
 */
const UNIT = String.raw`(?:\s+(\p{L}[\p{L} ]{0,24})|\s?([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{1,6}))`;
/** "1-50", "0 - 30,000", "1 – 10", "500〜5000人" (a wave dash), optionally followed by the unit ("1–3 ha", "1-50 pipelines"). */
const CLOSED = new RegExp(String.raw`^(${NUM})\s?[-–—〜～~]\s?(${NUM})${UNIT}?$`, "u");
/** "500+", "1,000,000+", "21+ users": the open band that ends a tier table. */
const OPEN = new RegExp(String.raw`^(${NUM})\s?\+(?:\s+(\p{L}[\p{L} ]{0,24}))?$`, "u");
/**
 * Round 89b: the bands of Japanese, Chinese and Korean tier tables, a count and its counter then a word
 * for "under" or "and over" — "500人未満" (fewer than 500 people: the first band, from nothing), "5000人以上"
 * (5,000 and more: the open band), "10명 미만", "100명 이상". 以下 / 以内 / 이하 ("at most") close a first
 * band too. A closed band between them is written with a wave dash ("500〜5000人").
 */
const CJK_UNDER = new RegExp(String.raw`^(${NUM})${UNIT}?\s?(?:未満|以下|以内|미만|이하)$`, "u");
const CJK_OVER = new RegExp(String.raw`^(${NUM})${UNIT}?\s?(?:以上|이상)$`, "u");

interface Band {
  low: number;
  high: number | null;
  unit: string;
}

function band(label: string): Band | null {
  const t = label.replace(/\s+/g, " ").trim();
  const c = CLOSED.exec(t);
  if (c) {
    const low = parseNumber(c[1]);
    const high = parseNumber(c[2]);
    return low !== null && high !== null && high > low ? { low, high, unit: (c[3] ?? c[4] ?? "").toLowerCase() } : null;
  }
  const under = CJK_UNDER.exec(t);
  if (under) {
    const high = parseNumber(under[1]);
    return high !== null && high > 0 ? { low: 0, high, unit: (under[2] ?? under[3] ?? "").toLowerCase() } : null;
  }
  const over = CJK_OVER.exec(t);
  if (over) {
    const low = parseNumber(over[1]);
    return low !== null ? { low, high: null, unit: (over[2] ?? over[3] ?? "").toLowerCase() } : null;
  }
  const o = OPEN.exec(t);
  const low = o ? parseNumber(o[1]) : null;
  return o && low !== null ? { low, high: null, unit: (o[2] ?? "").toLowerCase() } : null;
}

/**
 * Whether labels (a table's rows, top to bottom) are the bands of one count: at least two closed
 * bands, every label a band of the same unit, each closed band starting at the previous one's end
 * or one past it, an open band only last and not below the previous end.
 */
export function countBands(labels: readonly string[]): boolean {
  if (labels.length < 2) return false;
  const bands = labels.map(band);
  if (bands.some((b) => b === null)) return false;
  const all = bands as Band[];
  if (all.filter((b) => b.high !== null).length < 2 || new Set(all.map((b) => b.unit)).size !== 1) return false;
  for (let i = 0; i < all.length; i++) {
    const b = all[i];
    if (b.high === null && i !== all.length - 1) return false;
    if (i === 0) continue;
    const end = all[i - 1].high!;
    if (b.high === null ? b.low < end : b.low !== end && b.low !== end + 1) return false;
  }
  return true;
}

