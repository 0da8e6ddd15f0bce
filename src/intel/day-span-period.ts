/**
 * A price whose period is a span of days written right after it — "Rp80.000 / 30 hari", "990 ₽ за
 * 30 дней", "$9 / 365 days" — states its period for the confidence model (round 112, part b).
 *
 * The price readers already read a 30-day span as the month and a 365-day one as the year
 * (money.ts `billingAfter`, period-words.ts `dayCountAfter`, round 48c), but `statesPeriod`, which
 * the model's `period_stated` and `grid_period_unstated` ask, knows period words only: such a plan
 * was weighed as a card price with no period (an add-on's, a calculator's) although its card says
 * how long it runs. Only when the span gives the very period the plan was read with; a trial's or a
 * guarantee's days ("30 days free", "30-day money-back") give none (dayCountAfter). Cheap: asked
 * only of a priced plan by the month or year whose price text states no period word, and reads
 * that short text's price tokens.
 */
import type { PlanFact } from "./facts.ts";
import { findPrices } from "./extract/money.ts";
import { dayCountAfter } from "./extract/period-words.ts";

export function daySpanStates(p: Pick<PlanFact, "amount" | "period" | "price_text">): boolean {
  if (p.amount === null || p.amount <= 0 || (p.period !== "month" && p.period !== "year")) return false;
  const at = findPrices(p.price_text, 4).find((t) => t.amount === p.amount);
  return at !== undefined && dayCountAfter(p.price_text.slice(at.end)) === p.period;
}
