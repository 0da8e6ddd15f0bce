/**
 * A price range whose currency follows its upper end: "150–250 €", "300 - 600 LEI" (issue 25, round
 * 28 part d).
 *
 * The price tokens (money.ts `findPrices`) are a number and its currency; in a range written with
 * the currency after both ends only the upper end carries it, so the upper end was read as the
 * price — where the same range with the currency first ("£75 - 200", "Rp 150.000–250.000") is read
 * at its lower end, and the corpus records a range at its lower end (test/intel/real-pages/README.md;
 * docs/intel.md, "Round 28, part d"). Counted on development (waves 8–12 and 14–22, the raw reading):
 * three sites print such ranges — a garage repairer's five "Orientierungspreise", a dental list's two
 * rows and a web studio's add-on ("8-10.000 kr", left as it is: see the guard) — and seven plans were
 * read at the upper end, the wrong amount. So such a token is read from its lower end.
 *
 * Guards: the lower end is a bare number directly before the dash (no currency of its own — that
 * one is a token already), smaller than the upper end and at least a quarter of it: "Plan 3 – 29 €"
 * (a name's number, a dash, the price) and an abbreviated "8-10.000 kr" (eight thousand) are left
 * alone. Only a look back of 24 characters: one bounded test per suffix token.
 */
import { parseNumber } from "./money.ts";

/**
 * A bare number, then a dash, at the end of the text before a token: "150–", "1 000 - ", "49,90 – ".
 * The dash may be a tilde or a wave dash, as Japanese, Chinese and Korean pages (and some French
 * ones) write a range: "600〜1,000円", "1,200～4,000 円/本", "60~120€" (round 31f: three development
 * sites print such ranges, every case keeps the lower end, and two were read at the upper one).
 */
const LOWER_END = /(?<![\p{L}\p{N}.,$€£¥₹])(\d[\d.,\u00a0\u202f ]{0,11})[ \u00a0]?[-–—~〜～][ \u00a0]?$/u;

/** The range's lower end and where it starts, when `text` just before `tokenStart` opens a range up to `amount`; null otherwise. */
export function rangeLowerEnd(text: string, tokenStart: number, amount: number): { amount: number; index: number } | null {
  const before = text.slice(Math.max(0, tokenStart - 24), tokenStart);
  const m = LOWER_END.exec(before);
  if (!m) return null;
  const low = parseNumber(m[1].trim());
  if (low === null || low <= 0 || low >= amount || low * 4 < amount) return null;
  return { amount: low, index: tokenStart - before.length + m.index };
}
