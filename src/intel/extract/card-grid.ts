/**
 * A grid of plan cards that name themselves without a heading element (round 26, part c).
 *
 * The card finder tells a real grid of cards from a card's own price lines by headings: a group
 * whose cards open with two or more headings is a grid, any other group of prices inside a row
 * of cards is one card's second price line ("$24.95 /year" over "That's only $2.08/month") and
 * joins that row as a card. Hand-built and framework-built pages often name their cards in a
 * `div`, `p` or `span` ("plan-name", "sponsor-tier", utility classes only), so a grid of three
 * named, priced cards with lists and buttons beside a priced checkout box or a one-time donation
 * box was swallowed as ONE card of the outer group, and only its first plan was read.
 *
 * What a card's price lines never are: several elements each holding a price, words besides it
 * (room for a name) and something of their own to do — a list of what is included or a link or
 * button to buy. Two such cards make a grid, with or without headings. And a card's price lines
 * hold fewer prices than a card of the row they would join: a block of named, priced items that is
 * smaller than the row's cards (a plan section's add-on tiles beside it) still joins the row.
 */
import type { HElement } from "../html/parse.ts";

/** The card finder's own tests of one element (plans-page.ts), passed in so they are not copied. */
export interface CardTests {
  /** How many price tokens the finder kept inside the element. */
  prices(el: HElement): number;
  /** Words besides its prices and billing words: somewhere for a plan name. */
  named(el: HElement): boolean;
  /** A link, a button or a submit input, the element itself included (a card that is a link). */
  action(el: HElement): boolean;
  /** A bulleted list item inside it (not the element itself: a row of priced list items is a list, not cards). */
  bullets(el: HElement): boolean;
}

/** At least two of `cards` are cards of their own: priced, named, with a list or an action. */
export function gridOfOwnCards(cards: Iterable<HElement>, t: CardTests): boolean {
  let own = 0;
  for (const c of cards) {
    if (t.prices(c) > 0 && t.named(c) && (t.bullets(c) || t.action(c))) own++;
    if (own >= 2) return true;
  }
  return false;
}

/**
 * Whether `grid` (a group inside a row, its cards `gridCards`) is a grid of cards of its own rather
 * than one card's price lines to add to the row `rowCards`: its cards are cards of their own, and
 * it holds at least as many prices as each card of the row.
 */
export function gridApart(grid: HElement, gridCards: Iterable<HElement>, rowCards: Iterable<HElement>, t: CardTests): boolean {
  const held = t.prices(grid);
  for (const c of rowCards) if (t.prices(c) > held) return false;
  return gridOfOwnCards(gridCards, t);
}
