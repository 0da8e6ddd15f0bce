/**
 * Priced cards read on both billing sides, reported beside the sure cards of their grid (round 86,
 * part k; docs/intel.md, "Round 86, part k").
 *
 * A card that shows both sides of a billing switch ("$12" with "$15 if billed monthly" under it;
 * "$40 per user a month, when paying yearly" beside the monthly figure) carries two
 * signals the confidence model weighs against it: an annual side (`annual_side`) and a text reader
 * that finds the other side's price first under the name (`text_other_side`). On a card read right
 * the two are what a two-sided card looks like; the model, fitted when such cards were rare, doubts
 * them at 0.67–0.75. Development's well-known pages held them back this way (a chat vendor's paid
 * cards in rupees, an AI vendor's "Pro" between a sure free and a sure top card, a monitoring
 * vendor's per-host cards between sure ones).
 *
 * So, like contact-tier.ts's gate for a grid's contact card: a priced card of a grid (card origin,
 * on a pricing page, the same set size, consecutive: `cardGrids`) is reported when
 * - it is read by the month with an annual side below its price (a discount for paying by the
 *   year: not zero, not a year's total), the text reader finds its name with one of its two
 *   prices (`agrees` or `other_side`, no other verdict), and the page shows one currency;
 * - every other card of its grid is either sure or such a two-sided card, and the sure ones are at
 *   least as many as the doubted two-sided ones (a grid the model is mostly sure of is a plan grid;
 *   a row of product cards the model doubts nearly whole, one sure among four, is not vouched for).
 * What such a card can still get wrong — a price read from another card — the text reader's
 * disagreement withholds afterwards (abstain).
 */
import type { Assessed } from "./confidence.ts";
import { cardGrids } from "./card-grids.ts";

/** Whether a plan is a two-sided card as the gate above reads one (its own fields and signals only). */
function twoSidedCard(a: Assessed): boolean {
  const p = a.plan;
  const s = a.signals;
  if (!(s.in_card_grid === 1 && s.on_pricing_page === 1 && s.currencies_on_page === 0)) return false;
  if (p.amount === null || p.amount <= 0 || p.period !== "month") return false;
  if (p.annual_amount === null || p.annual_amount <= 0 || p.annual_amount >= p.amount) return false;
  return s.text_agrees === 1 || s.text_other_side === 1;
}

/** The two-sided cards `sure` (the plans the model is sure of) should also hold, by the rule above. */
export function twoSidedCards(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  const out: Assessed[] = [];
  for (const grid of cardGrids(assessed)) {
    const doubted = grid.filter((b) => !sure.has(b));
    const sureCount = grid.length - doubted.length;
    if (doubted.length === 0 || sureCount === 0 || sureCount < doubted.length || !doubted.every(twoSidedCard)) continue;
    out.push(...doubted);
  }
  return out;
}
