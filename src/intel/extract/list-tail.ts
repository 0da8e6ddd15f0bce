/**
 * Round 54, part d (docs/intel.md): a card's list of what the plan includes is no part of its
 * price's words. A price's tail (the text after it up to the next price, clipped to the card) runs
 * on into the card's bullets when the price states no period of its own, and billingAfter then
 * read a bullet's "1 month commercial support" or "3 months support" as the price's period:
 * lifetime licences paid once read by the month. The tail now ends where the first list item after the price begins — an `li`
 * that neither holds the price nor belongs to a list holding it (a card built as one list, its
 * price an item of it, keeps its "per month" item). A once word in the card's text, and a pack's
 * count in its first bullet ("200,000 credits"), are still read by plans-page.ts: what a bullet
 * says of buying once is the card's; a duration in it is not.
 *
 * Bounded: the card's first 400 elements.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

/** Where, in `stream` and from `tailAt`, the first list item after a price inside `card` starts; null when none does. */
export function listItemAfter(page: Page, card: HElement, priceEl: HElement, tailAt: number, stream: "visible" | "all"): number | null {
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 400; o++) {
    const e = page.doc.elements[o - 1];
    if (!e || e.tag !== "li") continue;
    if (page.contains(e, priceEl) || (e.parent && page.contains(e.parent, priceEl))) continue;
    const at = page.range(e, stream)[0];
    if (at >= tailAt) return at - tailAt;
  }
  return null;
}
