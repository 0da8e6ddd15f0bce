/**
 * Two billing sides on one line, each led by its label (session 41, lead): "Monthly $9 / Yearly
 * $90", "月額 980 円 / 年額 9,800 円（税別）", "Mensuel 9 € · Annuel 90 €". The period words stand
 * BEFORE each price, so the reader that looks after a price (money.ts `billingAfter`) meets the
 * second side's label right after the first price ("$9 / Yearly") and reads the monthly price as
 * yearly, and finds nothing after the yearly one. Here such a pair is recognised and each price
 * gets its own label as the period that follows it.
 *
 * Narrow on purpose: the first label ends the words before the first price, the words between the
 * two prices are a separator and the second label only (nothing else — "$9 / month, yearly $90"
 * already says its periods the usual way), the two labels name different periods, and the second
 * price says no period of its own after it. A lone label before a price ("Monthly: $9" under a
 * billing switch) is left to the readers that know the switch.
 */
import type { Period } from "./money.ts";

const MONTH_LABEL = String.raw`(?:monthly|per\s+month|month|mensual|mensuel(?:le)?|monatlich|mensile|maandelijks|mensal|miesięcznie|měsíčně|månedlig|månadsvis|aylık|月額|月払い|月付|按月|每月|毎月|월간|매월)`;
const YEAR_LABEL = String.raw`(?:yearly|annual(?:ly)?|per\s+year|year|anual|annuel(?:le)?|jährlich|annuale|jaarlijks|rocznie|ročně|årlig|årsvis|yıllık|年額|年払い|年付|按年|每年|毎年|연간|매년)`;
// Letter edges that know accented and non-Latin letters: "annual" is not the end of "biannual".
const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const EDGE_AFTER = String.raw`(?![\p{L}\p{N}])`;
const LABEL = String.raw`${EDGE_BEFORE}(?:(${MONTH_LABEL})|(${YEAR_LABEL}))${EDGE_AFTER}\s*[:：]?\s*`;
/** The words before the first price end with its label. */
const LABEL_BEFORE = new RegExp(String.raw`${LABEL}$`, "iu");
/** The words between the two prices: a separator, then the second price's label — nothing more. */
const BETWEEN = new RegExp(String.raw`^\s*(?:[/／|·•,;–—-]|\bor\b|\bou\b|\boder\b|\bo\b)?\s*${LABEL}$`, "iu");

const periodOf = (m: RegExpExecArray): Period => (m[1] ? "month" : "year");

/** The two periods of "Monthly $9 / Yearly $90", given the words before the first price and between the two; null when the line is not such a pair. */
export function labelledPair(before: string, between: string): { first: Period; second: Period } | null {
  if (between.includes("\n") || between.length > 40) return null;
  const a = LABEL_BEFORE.exec(before);
  const b = a && BETWEEN.exec(between);
  if (!a || !b) return null;
  const first = periodOf(a);
  const second = periodOf(b);
  return first === second ? null : { first, second };
}

/** The period words a price's tail is given for its label ("/mo", "/yr": what the after-price reader knows). */
export const periodMark = (p: Period): string => (p === "month" ? " /mo" : " /yr");
