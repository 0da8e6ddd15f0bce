/**
 * Round 105, part a (docs/intel.md): cards of a set of passes, each topped by a small label that
 * states the term it buys — an eyebrow over the card's own name and price ("30天套餐" over "轻量体验"
 * and "¥6.66", "90天套餐", "365天套餐"; "1ヶ月プラン", "12个月", "30-day plan", "1 year"). The price
 * beside it states no period, and a page that recurs nowhere made every such price paid once — but
 * the label says what it pays for: a span of about a month is the month, about a year the year
 * (the README's reading of a 30-day or a 365-day pass, period-words.ts `dayCount`), and any other
 * length ("90天", "3 months") no period of the engine's, never "paid once".
 *
 * Guards, each a look-alike:
 * - the label is a whole line of the card before its price, only a count, its unit and at most a
 *   plan word ("套餐", "プラン", "plan", "pass"): a sentence that mentions days ("购买后获得 30 天使用时长",
 *   "30 days money-back guarantee", "14天免费试用") is no label;
 * - two cards of the set or more carry such labels, of distinct terms: one "30 days" line on one
 *   card is a detail, a set of terms is how the page sells;
 * - only a price with no period of its own (the caller asks for those alone).
 * Vocabulary is reused: days by period-words.ts, terms in Latin scripts by term-names.ts.
 */
import { termName } from "../term-names.ts";
import { daySpanPeriod, wholeDayCount } from "./period-words.ts";
import type { Period } from "./money.ts";

/** A plan word a term label may end with ("30天套餐", "1ヶ月プラン", "30-day plan", "1 year pass"). */
const PLAN_WORD_CJK = /(?:套餐|方案|会员|會員|版|卡|プラン|パス|コース)$/u;
const PLAN_WORD_LATIN = /[\s-]+(?:plan|pass|package|pack|access|licen[cs]e|subscription)$/iu;
/** Months and years counted in Chinese and Japanese ("1个月", "3ヶ月", "12か月", "1年"). */
const CJK_TERM = /^(\d{1,2})\s*(?:(个月|個月|ヶ月|ケ月|か月|カ月|ヵ月)|(年))$/u;

export interface TermLabel {
  period: Period | null;
  /** The term as a key, to tell distinct terms apart ("30 day", "1 month"). */
  key: string;
}

/** The term a whole label line states, or null when the line is no term label. */
export function termLabel(line: string): TermLabel | null {
  const l = line.trim().replace(/\s+/g, " ");
  if (l.length === 0 || l.length > 24 || !/^\d/.test(l)) return null;
  const bare = l.replace(PLAN_WORD_CJK, "").replace(PLAN_WORD_LATIN, "").trim();
  const days = wholeDayCount(bare);
  if (days !== null) return days > 0 ? { period: daySpanPeriod(days), key: `${days} day` } : null;
  const cjk = CJK_TERM.exec(bare);
  if (cjk) {
    const n = Number(cjk[1]);
    if (n === 0) return null;
    if (cjk[2] !== undefined) return { period: n === 1 ? "month" : n === 12 ? "year" : null, key: `${n} month` };
    return { period: n === 1 ? "year" : null, key: `${n} year` };
  }
  const t = termName(bare);
  return t && t.period !== "one_time" ? { period: t.period, key: t.key } : null;
}

/**
 * For each card of a set (its lines before its price), the term its label states; undefined for a
 * card with none. Empty unless two cards or more carry labels of distinct terms.
 */
export function termKickers(cards: readonly (readonly string[])[]): (TermLabel | undefined)[] {
  const out = cards.map((lines) => lines.map(termLabel).find((t): t is TermLabel => t !== null));
  const keys = new Set(out.filter((t): t is TermLabel => t !== undefined).map((t) => t.key));
  return keys.size >= 2 ? out : cards.map(() => undefined);
}
