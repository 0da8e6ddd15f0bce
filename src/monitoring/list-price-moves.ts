/**
 * listPriceMove — a discount shown, ended or re-marked while the charged price held (round 90, part l;
 * docs/intel.md "Round 90, part l").
 *
 * The diff compares the charged price (diff.ts, step 4). A struck-through former price beside it
 * (`list_amount`: "$9.99/month ~~$14.99~~", "₹289 ~~₹597~~ 51% OFF") was left out as markup that
 * moves with promotions. But a promotion starting or ending is what a customer watching a
 * competitor's prices wants to hear of, and readers wrote it down as a price change of the plan
 * (a struck price added under an unchanged charge, dropped when the launch offer ended, or raised
 * to show a deeper discount): 13 labels on seven development sites of waves 48–69, in five
 * currencies (and 9 more, on three sites, written as the plan's message) — while monitoring
 * reported none of them, the charged figure being the same on both sides.
 *
 * So where the charged price held, a list price that appeared, vanished or moved is one medium
 * `pricing_change` of the plan. A list price counts only where it reads as a discount off the same
 * offer: more than 5% above the charged price (a "$10" beside "$9.99" is rounding, not a promotion)
 * and at most ten times it (a figure twelve times a monthly price is the year's bill —
 * "$1.99/mo, then $23.88/yr" — not a former price). A side whose list price fails that says
 * nothing, so no change is reported from it.
 */
import type { PlanFact } from "../intel/facts.ts";
import { formatMoney } from "../intel/price-text.ts";

/** The smallest and largest ratio of a struck price to the charged one that reads as a discount. */
const MIN_DISCOUNT_RATIO = 1.05;
const MAX_DISCOUNT_RATIO = 10;

export interface ListPriceMove {
  /** The charged price with its list price on each side ("$9.99/month (list $14.99)"). */
  before: string;
  after: string;
  summary: string;
}

/** The plan's list price as a discount off its charged price, null when none (or none that reads as one). */
function discountFrom(p: PlanFact): number | null | undefined {
  const list = p.list_amount;
  if (typeof list !== "number" || !(list > 0)) return null;
  const amount = p.amount;
  if (typeof amount !== "number" || !(amount > 0)) return undefined;
  const ratio = list / amount;
  // Not a discount off this offer: say nothing about the side (undefined), rather than "no list price".
  return ratio > MIN_DISCOUNT_RATIO && ratio <= MAX_DISCOUNT_RATIO ? list : undefined;
}

/**
 * The list-price change of one plan whose charged price held (`p` before, `q` after; the caller
 * has checked that the charged price is the same offer on both sides), or null.
 * `chargedBefore` / `chargedAfter` are the charged prices as the diff prints them.
 */
export function listPriceMove(p: PlanFact, q: PlanFact, chargedBefore: string, chargedAfter: string): ListPriceMove | null {
  const [x, y] = [discountFrom(p), discountFrom(q)];
  if (x === undefined || y === undefined || x === y) return null;
  const label = (charged: string, list: number | null, currency: string | null) => (list === null ? charged : `${charged} (list ${formatMoney(list, currency)})`);
  const before = label(chargedBefore, x, p.currency);
  const after = label(chargedAfter, y, q.currency);
  const what = x === null ? "discount shown" : y === null ? "discount ended" : "list price moved";
  return { before, after, summary: `${q.name}: ${before} → ${after} (${what})` };
}
