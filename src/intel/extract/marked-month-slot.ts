/**
 * A bare price in the monthly slot of a card's own billing switch (issue 25, round 105d).
 *
 * Site builders and hosting templates give each card a slot per billing side and tag each slot in
 * its markup — `<div class="price_item js-tab-content" data-index="monthly-price-1">$ 29.95</div>`
 * beside `<div … data-index="yearly-price-1">` — and print the period only as a word the designer
 * may leave out on one card ("$ 9.95 /month", "$ 19.95 /month", then a bare "$ 29.95"). The card
 * reader already sorts such a price onto the monthly side by those attributes (plans-page.ts
 * `variantFromAttrs`); its period stayed unknown, because a set's period is never borrowed from
 * the cards beside it (round 19d). The slot's own markup is no neighbour: it says the figure is the
 * month's. Only when the card holds both slots — the price's, marked monthly, and another element
 * marked the annual or yearly side (filled or empty) — so that the marks are a switch's, not a
 * stray word in a class ("monthly-special" on a promotion).
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

/** How the card reader tells a toggle's side from an element's attributes (and its ancestors' up to `stop`). */
type SideOf = (el: HElement, stop: HElement | null) => "annual" | "monthly" | null;

/** Elements of a card looked at for the annual slot: a card's markup, not a page's. */
const MAX_CARD_ELEMENTS = 400;

/**
 * True when `price` (an element of `card`) sits in a slot its markup marks as the monthly side and
 * the card also holds an element marked, by its own attributes, as the annual side.
 */
export function monthSlotMarked(page: Page, card: HElement, price: HElement, sideOf: SideOf): boolean {
  if (sideOf(price, card) !== "monthly") return false;
  const end = Math.min(page.subtreeEnd(card), card.order + MAX_CARD_ELEMENTS);
  for (let o = card.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1];
    if (e && sideOf(e, e.parent) === "annual") return true;
  }
  return false;
}
