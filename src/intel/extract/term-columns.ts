/**
 * Round 86, part j (issue 25): a table of editions priced on two terms side by side — the plans in
 * rows, one column per term, one of them a licence bought for good beside a recurring one ("Edition
 * | Yearly | Perpetual", "版本 | 按年 | 永久": "Pro | 99/year | 299/perpetual", "Community | Free |
 * Free"). The row reader took such a table for a comparison of other things (its corner is no plan
 * word) and read nothing. Each edition is sold two ways, so the table holds two sets of plans: one
 * per term column, each plan in the group its column names (the site read keeps groups apart), a
 * free row free in each.
 *
 * Only a header whose every cell after the corner is a term word, two to four of them, all
 * distinct, and one of them a once-for-good term: a "Monthly | Yearly" pair is the billing switch of
 * one set of plans (its yearly side the annual amount), which the other readers own.
 */
import type { Period } from "./money.ts";
import { termName } from "../term-names.ts";

/** Term words a column header may be, beside term-names.ts's English and European ones: Chinese and Japanese. */
const MONTH_CJK = /^(?:按月|月付|月费|月費|包月|每月|月額|月払い)$/u;
const YEAR_CJK = /^(?:按年|年付|年费|年費|包年|每年|年額|年払い)$/u;
/** A licence for good: "Perpetual", "Perpetual licence", "永久", "终身", "买断", "買い切り". */
const ONCE_WORDS = /^(?:perpetual(?:\s+licen[cs]e)?|lifetime(?:\s+licen[cs]e)?|one[-\s]time(?:\s+purchase)?|永久|永久授权|永久授權|终身|終身|买断|買斷|買い切り|一次性)$/iu;

/** Columns a term table has after its corner: a year and a lifetime, at most a month, a year, a lifetime and one more. */
const MIN_TERMS = 2;
const MAX_TERMS = 4;
/** A header cell longer than this is a sentence, not a term. */
const MAX_TERM_CHARS = 24;

/** The period a column header names, or null when it is no term word. */
export function columnTerm(header: string): Period | null {
  const t = header.replace(/\s+/g, " ").trim().replace(/[:：]$/u, "");
  if (t.length === 0 || t.length > MAX_TERM_CHARS) return null;
  if (ONCE_WORDS.test(t)) return "one_time";
  if (MONTH_CJK.test(t)) return "month";
  if (YEAR_CJK.test(t)) return "year";
  const named = termName(t);
  return named?.period ?? null;
}

/**
 * The terms of a header row's columns after its corner, when the row is a term table's header (see
 * above): every cell a term, distinct, one of them for good and one recurring. Else null.
 */
export function termColumns(headers: readonly string[]): Period[] | null {
  const rest = headers.slice(1);
  if (rest.length < MIN_TERMS || rest.length > MAX_TERMS) return null;
  const terms = rest.map(columnTerm);
  if (terms.some((t) => t === null)) return null;
  const set = new Set(terms);
  if (set.size !== terms.length || !set.has("one_time") || set.size < 2) return null;
  return terms as Period[];
}

/**
 * A cell's bare amount with no currency sign, optionally followed by its term ("2999/永久", "2999"):
 * in a term table whose other cells all price in one currency, that currency's. Bounded: up to seven
 * digits with optional thousands groups and cents, then at most a dozen characters of term.
 */
const BARE_CELL = /^\s{0,4}(\d{1,7}(?:[.,]\d{3}){0,2}(?:[.,]\d{1,2})?)\s{0,4}(?:[/／]\s{0,2}[^\s\d/／]{1,12})?\s{0,4}$/u;
export function bareCellAmount(text: string): number | null {
  if (text.length > 40) return null;
  const m = BARE_CELL.exec(text);
  if (!m) return null;
  const raw = m[1]!;
  // "1,299" and "1.299" are thousands; "12.5" and "12,50" are cents.
  const whole = /[.,]\d{3}(?:[.,]|$)/.test(raw) ? raw.replace(/[.,](?=\d{3}(?:[.,]|$))/g, "") : raw;
  const n = Number(whole.replace(",", "."));
  return Number.isFinite(n) && n > 0 ? n : null;
}
