/**
 * A zero price with its billing period, shown where no card reader took it (issue 25, round 29
 * part f): "$0 /month", "Free $0" above "/month", "¥0" above "/月", or "$", "0", "/month" in three
 * elements of one price. A card priced so is a free plan (the corpus's convention, README
 * `free: true`); on development three pages with a free tier print one in a card the readers do
 * not take (a Chinese card grid of list items, a tabbed card whose label names no plan, a price
 * split into a sign, an integer and a fraction element), and the product said they had none.
 *
 * The pricing page's lone free line (signals.ts `freeWordLine`) never reads a figure, because a
 * bare zero is as often a setup fee, an item included or a trial's column price (round 18d: a lone
 * "$0" line, 2 pages with a free tier for 8 without). A zero that states its period is a price
 * paid each month or year — nothing, which is what a free plan costs (withheld-free.ts reads a
 * withheld plan's price by the same test). Guards, beside the lone line's own (no trial word or day
 * count within two lines, no data cell of a table unless its row is the price row):
 *
 * - only the price and its period, at most a free word before it ("Free $0"): "$0 setup fee",
 *   "€0.00 Setup fee", "Anno 2 €0 ~€290" are no plan's price;
 * - no nonzero price on the line after it ("$0 /month" then "$5 / interview": a pay-as-you-go
 *   base), and no pay-as-you-go or usage-based words within two lines (money.ts `PAID_BY_USE`).
 *
 * Short lines only (a price split by markup is pieces of a few characters); bounded work per line.
 */
import type { Page } from "../page.ts";
import { billingAfter, findPrices, PAID_BY_USE } from "./money.ts";
import { FREE_WORD_ALTERNATIVES } from "./free-words.ts";

export interface VisibleLine {
  text: string;
  /** Offset of the line's first character in `page.visible`. */
  start: number;
}

/** A page's visible lines, trimmed, with where each starts (empty lines left out). */
export function visibleLines(page: Page): VisibleLine[] {
  const lines: VisibleLine[] = [];
  const re = /[^\n]+/g;
  for (let m = re.exec(page.visible); m; m = re.exec(page.visible)) {
    const text = m[0].trim();
    if (text) lines.push({ text, start: m.index + m[0].indexOf(text) });
  }
  return lines;
}

/** A piece of a price split by markup: the sign, the figure or the period alone. */
const PIECE_CHARS = 24;
/** Lines one price may be split over ("$", "0", "/month"). */
const MAX_PIECES = 3;
/** What may stand before the zero: nothing, or a free word ("Free $0 /month"). */
const BEFORE = new RegExp(String.raw`^(?:(?:${FREE_WORD_ALTERNATIVES})[:.,]?)?$`, "iu");
/** What a period right after a price starts with: a slash or a word such as "per". */
const PERIOD_LEAD = /[\/／]|(?:^|\s)(?:per|a|par|pro|por)\s/i;
/** The period right after the zero and nothing else: "/month", "/ mo", "per month", "/月", "a month". */
const PERIOD_ONLY = /^(?:[\/／]|per\b|a\b|par\b|pro\b|por\b)\s*\S{1,10}$/iu;

/**
 * Windows of lines read as prices per page, at most: a real pricing page has a few dozen short
 * price lines; a hostile one may have hundreds of thousands, each a zero and a slash.
 */
const MAX_LOOKS = 2_000;

/**
 * Where the page's zero prices with their periods start: line index → how many lines the price
 * takes. Lines of more than 40 characters start none (a sentence, not a price).
 */
export function zeroPeriodStarts(lines: readonly VisibleLine[]): Map<number, number> {
  const out = new Map<number, number>();
  const budget = { looks: MAX_LOOKS };
  for (let i = 0; i < lines.length && budget.looks > 0; i++) {
    if (lines[i]!.text.length > 40) continue;
    const n = zeroWithPeriod(lines, i, budget);
    if (n) out.set(i, n);
  }
  return out;
}

/**
 * How many lines from `i` read together as a zero price with its billing period (month or year),
 * or 0. The lines are joined with spaces, one, two or three of them, each at most a few characters
 * when more than one.
 */
export function zeroWithPeriod(lines: readonly VisibleLine[], i: number, budget: { looks: number } = { looks: MAX_PIECES }): number {
  let text = "";
  for (let n = 1; n <= MAX_PIECES && i + n <= lines.length; n++) {
    const piece = lines[i + n - 1]!.text;
    if (n > 1 && (piece.length > PIECE_CHARS || lines[i]!.text.length > PIECE_CHARS)) return 0;
    text = n === 1 ? piece : `${text} ${piece}`;
    if (text.length > 40) return 0;
    // Cheap looks first (a page may hold thousands of short lines): a zero, and a period's lead.
    if (!text.includes("0") || !PERIOD_LEAD.test(text)) continue;
    if (budget.looks-- <= 0) return 0;
    const tokens = findPrices(text);
    if (tokens.length !== 1 || tokens[0]!.amount !== 0) continue;
    const t = tokens[0]!;
    const tail = text.slice(t.end).trim();
    if (!BEFORE.test(text.slice(0, t.index).trim()) || !PERIOD_ONLY.test(tail)) continue;
    const period = billingAfter(` ${tail}`).period;
    if (period !== "month" && period !== "year") continue;
    if (payAsYouGo(lines, i, n)) return 0;
    return n;
  }
  return 0;
}

/** A zero base of a price paid by use: a nonzero price on the next line, or pay-as-you-go words near. */
function payAsYouGo(lines: readonly VisibleLine[], i: number, n: number): boolean {
  const next = lines[i + n]?.text ?? "";
  if (next.length <= 60 && findPrices(next).some((t) => t.amount > 0)) return true;
  return lines.slice(Math.max(0, i - 2), i + n + 2).some((l) => l.text.length <= 300 && PAID_BY_USE.test(l.text));
}
