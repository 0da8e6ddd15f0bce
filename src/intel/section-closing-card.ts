/**
 * The unpriced card that closes a grid of a one-page site's pricing section (round 89, part a;
 * docs/intel.md, "Round 89, part a").
 *
 * A one-page site's pricing section weighs its plans like a pricing page (pricing-section.ts), but
 * not a card with nothing the engine reads as a price where the price would be: alone, such a card
 * is as likely a free edition or a discount box as a plan. The last card of a plan grid is often
 * just that — a top tier whose slot says to ask in words the contact reader does not know, or
 * only a "coming soon" badge over a waitlist button — and round 11's rule for a grid's unpriced
 * card (confidence.ts, abstain) cannot vouch for it, for it asks the card itself to be on a
 * pricing page.
 *
 * So the grid vouches for it, as it does on a pricing page: a card without a price (no amount),
 * listing what it includes, read on the same page as the cards before it, is reported when it is
 * the last card of a grid of three or more (card origin, the same set size, consecutive) whose
 * other cards are all read on a pricing page or in the pricing section, all sure, and one of them
 * priced. A free edition or discount box read as a card is the one left out by the order (it
 * opens the grid, or another unpriced card stands beside it) or by the grid it sits in (a doubted
 * card among its siblings).
 * On development (waves 45–81) the rule reports 4 such cards, all read exact (top tiers of Turkish,
 * Portuguese and English one-page sites); the unpriced cards of section grids it leaves withheld
 * were a free edition and a discount box of one grid (each the other's doubted sibling).
 */
import type { Assessed } from "./confidence.ts";

/** The unpriced closing cards `sure` (the plans the model is sure of) should also hold, by the rule above. */
export function sectionClosingCards(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  const out: Assessed[] = [];
  assessed.forEach((a, i) => {
    const s = a.signals;
    if (sure.has(a) || s.on_pricing_page === 1 || s.in_card_grid !== 1 || a.plan.amount !== null || s.no_bullets === 1) return;
    const size = Math.round(s.set_size * 8);
    if (size < 3 || size >= 8 || i + 1 < size) return;
    // The last card: no later plan of the same grid shape.
    const sameShape = (b: Assessed) => b.signals.in_card_grid === 1 && b.signals.set_size === s.set_size;
    if (assessed.slice(i + 1).some(sameShape)) return;
    const before = assessed.slice(i + 1 - size, i);
    const fits = (b: Assessed) => sameShape(b) && b.signals.on_pricing_page === 1 && sure.has(b) && b.plan.evidence.url === a.plan.evidence.url;
    if (before.every(fits) && before.some((b) => b.plan.amount !== null && b.plan.amount > 0)) out.push(a);
  });
  return out;
}
