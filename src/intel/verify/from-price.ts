/**
 * A "from" price under a plan its structured data prices higher (issue 25, round 109e).
 *
 * Hosts and other sellers by the term print a card's price as the least it can cost — "от 54
 * руб./месяц", "from $3.95/mo", "ab 4,99 €" — which is the per-month price of the longest term
 * (two years paid ahead), while the page's structured data (a JSON-LD Offer per plan) gives the
 * price of ordering it by the month. The README's Conventions record the monthly-billing price the
 * page's own data gives; the text reader, finding "54" under the name, said the text disagreed and
 * the gate withheld the plan. A price the page itself marks as a lower bound says nothing against a
 * higher price: the text shows the plan another side first, no contradiction (`other_side`).
 *
 * Only for a plan read from structured data that names it with its price (the pairing is the
 * data's, not a card reader's grouping, which the disagreement rule guards), the "from" word right
 * before the price, one currency, the same period or none, and the "from" price below the plan's
 * but not below a third of it (a term's discount, not another product's price).
 */
import type { PlanFact } from "../facts.ts";
import { billingAfter } from "../extract/money.ts";
import { LOWER_BOUND_WORDS } from "../extract/price-lines.ts";

/** A lower bound's word right before a price: "from", "starting at", "ab", "от", "desde", "à partir de". */
const FROM_BEFORE = new RegExp(String.raw`(?:^|[\s(])(?:${LOWER_BOUND_WORDS}|starting from)\s*$`, "iu");

export interface FromShown {
  amount: number | null;
  currency: string | null;
  tail: string;
  before: string;
}

export function fromPriceBelow(shown: FromShown, plan: PlanFact): boolean {
  if (plan.source !== "json-ld" || plan.amount === null || shown.amount === null || plan.amount <= 0) return false;
  if (!FROM_BEFORE.test(shown.before)) return false;
  if (shown.currency !== null && plan.currency !== null && shown.currency !== plan.currency) return false;
  if (!(shown.amount < plan.amount && shown.amount >= plan.amount / 3)) return false;
  const said = billingAfter(shown.tail.slice(0, 60)).period;
  return said === null || said === plan.period;
}
