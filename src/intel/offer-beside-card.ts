/**
 * Round 89, part h (docs/intel.md, "Round 89, part h"): a structured-data offer beside the page's
 * own card of the same plan — the card's reading wins where the two disagree; structured data only
 * fills what the card does not show.
 *
 * A site's JSON-LD (`SoftwareApplication`/`Product` offers) is written once and rarely kept in step
 * with the page: it carries the price with tax where the card shows it without ("¥20,000 （税抜）"
 * on the card, 22000 in the offer), an old price, or a bare price with no period, which the engine
 * reads monthly by convention (docs/intel.md) while the card beside it is a pack or a licence paid
 * once. The merge takes structured data first, so its figure used to win over the card a reader
 * sees. Two rules, both only between an offer and a card read under the same name:
 *
 * - the period: an offer's period the engine inferred (the offer stated none) gives way to the
 *   card's period of the same price, read or inferred from the page's own words ("one-time",
 *   "No subscription" beside a row of packs) — the page's inference beats a convention;
 * - the price: structured data's one priced offer (a `SoftwareApplication` with a single offer),
 *   priced otherwise than the card (no relation the merge already knows — cents, the annual side, a
 *   yearly total), takes the card's price, its annual side and wording, in the same currency.
 *   Several offers all priced otherwise than their cards are left as they were: another reading of
 *   the whole set (a slider's first step, a region's prices), which the text reader's disagreement
 *   withholds (round 12). A card whose price is zero or none is not taken over a priced offer (a card
 *   that says "Free trial" or "Contact us" is another matter, handled by the merge).
 */
import { markInferred, type PlanFact } from "./facts.ts";

const inferred = (p: PlanFact, f: "period") => p.inferred?.includes(f) ?? false;

/** The card's period over the offer's inferred one, at the same price: whether it was taken. */
export function cardPeriodOverDefault(offer: PlanFact, card: PlanFact): boolean {
  if (offer.source === "page" || card.source !== "page") return false;
  if (!inferred(offer, "period") || card.period === null || card.period === offer.period) return false;
  if (offer.amount === null || card.amount !== offer.amount || offer.amount <= 0) return false;
  offer.period = card.period;
  markInferred(offer, "period", inferred(card, "period"));
  if (offer.period === "year") offer.annual_amount = Math.round((offer.amount / 12) * 100) / 100;
  else if (offer.period === "one_time") offer.annual_amount = null;
  return true;
}

/**
 * The card's price over an offer of the same name priced otherwise (after the merge's own
 * relations were tried): whether it was taken.
 */
export function cardPriceOverOffer(offer: PlanFact, card: PlanFact): boolean {
  if (offer.source === "page" || card.source !== "page") return false;
  if (offer.amount === null || card.amount === null || card.amount <= 0 || offer.amount <= 0) return false;
  if (offer.amount === card.amount || offer.amount === card.annual_amount || offer.annual_amount === card.amount) return false;
  // (A card served on its annual-billing side, its price the per-month share billed yearly, beside
  // an offer at the monthly-billing price: two sides of one plan, which the merge joins.)
  if (card.annual_amount !== null && card.annual_amount === card.amount) return false;
  if (offer.currency !== null && card.currency !== null && offer.currency !== card.currency) return false;
  // (A card by the month beside an offer by the year, or the other way round, prices another side.)
  if (offer.period !== null && card.period !== null && offer.period !== card.period && !inferred(offer, "period")) return false;
  offer.amount = card.amount;
  offer.annual_amount = card.annual_amount;
  offer.list_amount = card.list_amount;
  offer.price_text = card.price_text;
  if (card.period !== null) {
    offer.period = card.period;
    markInferred(offer, "period", inferred(card, "period"));
  }
  return true;
}
