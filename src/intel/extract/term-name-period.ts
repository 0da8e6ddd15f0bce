/**
 * Round 33, part a (docs/intel.md): a card whose name is its billing term gives its bare price
 * that period. "Monthly $2.50 · Annual $10 · Lifetime $40", a coworking's "Dnevni 1000 RSD ·
 * Mesečni 9000 RSD · Kvartalni 25.000 RSD": no period stands beside the prices, because the names
 * are the periods. plans-page.ts `defaultPeriod` left such prices with none (a set of passes by
 * term makes the names the page's recurrence, so no "paid once" either); the README reads the month
 * and the year from the name ("Monthly" → month, "Annual" → year, "Lifetime" → one_time), and a
 * term of another length (a day, a week, a quarter) gives none.
 *
 * Guards, each a look-alike of the construction:
 * - the whole name is the term, with at most a plan word ("Monthly Plan", "Plano Anual"): a name
 *   that only holds the word is a product or a pass ("Yearly Report", "Annual Pass", "Monthly
 *   Examination", "Premium Mensuel" — the caller's other readers handle those);
 * - no count before it ("6 Monthly": a check every six months, bought once);
 * - the caller asks only for a price with no period of its own and outside a monthly / yearly
 *   switch, in a set where two cards or more are named by distinct terms: a "Monthly" tab label
 *   taken for every card's name is one name repeated, never a set of terms;
 * - a yearly card priced at or below the monthly card of its set is the month's share of yearly
 *   billing ("Yearly (25% discount) $2.24" beside "Monthly $2.98"), not a year's price: no period.
 * Every regex is an alternation of fixed words: linear.
 */
import type { Period } from "./money.ts";

/** A plan word a term's name may carry ("Monthly Plan", "Plano Mensal", "Abonnement annuel"). */
const PLAN_WORD = String.raw`(?:plan|plans|plano|planes|piano|formule|abonnement|abonament|abo|subscription|billing|tarif|tariff|paket|package)`;

const MONTH = String.raw`(?:monthly|month-to-month|mensal|mensual|mensuel(?:le)?|mensile|monatlich|maandelijks|månedlig|månatlig|miesięczn\p{L}{0,3}|aylık|mj?eseč\p{L}{1,4}|mesečn\p{L}{0,3}|месячн\p{L}{1,3}|ежемесячн\p{L}{1,3}|місячн\p{L}{1,3}|月額|月付|包月|月度)`;
const YEAR = String.raw`(?:yearly|annual|annually|anual|annuel(?:le)?|annuale|jährlich|jaarlijks|årlig|roczn\p{L}{0,3}|yıllık|godišnj\p{L}{1,3}|годов\p{L}{1,3}|річн\p{L}{1,3}|年額|年付|包年|年度)`;
const ONCE = String.raw`(?:lifetime|life-time|vitalício|vitalicio|à vie|永久|终身|買い切り)`;

/** The whole name: an optional plan word, the term, an optional plan word; separators allowed. */
const whole = (term: string) => new RegExp(String.raw`^[\s·\-–—:|]*(?:${PLAN_WORD}[\s·\-–—:]+)?${term}(?:[\s·\-–—:]+${PLAN_WORD})?[\s.!]*$`, "iu");
const MONTH_NAME = whole(MONTH);
const YEAR_NAME = whole(YEAR);
const ONCE_NAME = whole(ONCE);

/** The period a plan's whole name gives it as its billing term; null when the name is no term of a month, a year or a lifetime. */
export function termNamePeriod(name: string): Period | null {
  const n = name.trim();
  if (n.length > 40) return null;
  if (MONTH_NAME.test(n)) return "month";
  if (YEAR_NAME.test(n)) return "year";
  if (ONCE_NAME.test(n)) return "one_time";
  return null;
}

interface Priced {
  name: string;
  amount: number | null;
  period: Period | null;
}

/**
 * The period each bare-priced plan of a set takes from its name, by index (plans whose name gives
 * none, or whose price already has a period, are absent). `termNamed`: how many distinct names of
 * the set are terms of any length (the caller's count: "Dnevni", "Mesečni", "Monthly", "Annual").
 */
export function termNamePeriods(plans: readonly Priced[], termNamed: number): Map<number, Period> {
  const out = new Map<number, Period>();
  if (termNamed < 2) return out;
  const monthly = plans.find((p) => p.amount !== null && p.amount > 0 && termNamePeriod(p.name) === "month");
  for (const [i, p] of plans.entries()) {
    if (p.period !== null || p.amount === null || p.amount <= 0) continue;
    const period = termNamePeriod(p.name);
    if (!period) continue;
    // A "yearly" figure at or below the monthly card's is the month's share of yearly billing.
    if (period === "year" && monthly && monthly.amount !== null && p.amount <= monthly.amount) continue;
    out.set(i, period);
  }
  return out;
}
