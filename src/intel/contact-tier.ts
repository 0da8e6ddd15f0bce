/**
 * The contact-sales card that closes a plan grid, reported beside a grid the model is not sure of
 * priced (round 29, part g; docs/intel.md).
 *
 * Round 10 reports a contact-sales card as surely as the grid it closes when two priced cards
 * before it are sure; round 11 a free or contact card whose every other card is sure. Subscription
 * pages whose paid cards the model doubts (a price with no period, a price per day, a period
 * inferred) or has no paid card at all (a free card and "Enterprise — Contact sales") fall between
 * the two: counted on development, 4 sites' "Enterprise" cards read exact and withheld this way
 * (confidence 0.69–0.75). Such a card has no amount to misread; what can be wrong is that it is no
 * plan at all — a "Support — Contact us" box after a free card, a page section read as a card.
 *
 * So, structurally (no name list): the card is in a grid of **three or more** cards on a pricing
 * page, it is the grid's **last** card, its price slot **says** to ask ("Contact sales", "Custom":
 * a slot left empty is the mark of a section read as a card, `contact_unstated`), and some other
 * card of the grid is one the model is sure of (not asked: bullets — one of the four lists none as
 * read, and no withheld look-alike on development has a slot that says to ask). On development the rule
 * adds no wrong or invented plan; its nearest look-alike (a support box after a free card, a grid
 * of two) stays withheld.
 */
import type { Assessed } from "./confidence.ts";

/** The contact cards `sure` (the plans the model is sure of) should also hold, by the rule above. */
export function closingContactCards(assessed: readonly Assessed[], sure: ReadonlySet<Assessed>): Assessed[] {
  const grid = (a: Assessed) => assessed.filter((b) => b.signals.in_card_grid === 1 && b.signals.on_pricing_page === 1 && b.signals.set_size === a.signals.set_size);
  return assessed.filter((a, i) => {
    if (sure.has(a)) return false;
    const s = a.signals;
    if (!(s.contact_sales === 1 && s.contact_unstated === 0 && s.in_card_grid === 1 && s.on_pricing_page === 1)) return false;
    const cards = grid(a);
    // Its grid has three cards or more, it is the last of them, and another of them is sure.
    return cards.length >= 3 && cards[cards.length - 1] === a && !assessed.slice(i + 1).some((b) => cards.includes(b)) && cards.some((b) => b !== a && sure.has(b));
  });
}
