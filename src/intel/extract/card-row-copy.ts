/**
 * Round 105h: a plan set written twice in one box — a comparison table for wide screens and a row of
 * cards for narrow ones.
 *
 * Page builders draw the plans' comparison table (a header row of plan names, a price row, feature
 * rows) and, beside it in the same box, the same plans again as a row of cards that the stylesheet
 * shows on a phone instead. Each of the two holds prices, so the card grouping took the two as the
 * box's two "cards": the table read as one plan and the card row as another, each named by whatever
 * line came first ("Free" over "$1,900/month"), while the row's own group of cards — one priced,
 * its free and contact twins beside it — lost to the group around it (an inner group wins only
 * with two cards titled by heading elements, and builders' cards name themselves in a classed div).
 *
 * So the inner group wins when its container is itself one of the outer group's cards and it is a
 * row of three or more cards built alike (alike classes), each named — a heading or a name-classed
 * element — more cards than the outer group has: the outer "cards" were boxes of plans, not plans.
 * What stays: a card's own price block (two prices inside a card: fewer than three, not named
 * cards), and a row of sections each holding a grid (the inner container is inside a card, not the
 * card itself — the rule for headed grids keeps reading those).
 */
import type { HElement } from "../html/parse.ts";

const MIN_ROW = 3;

/**
 * Whether the group of `inner` cards inside `container` is the real row and the outer group (its
 * `outerCards`) the boxes holding it: the container is one of the outer cards and the inner cards
 * are three or more, all named and built alike, more than the outer cards.
 */
export function cardRowCopy(
  outerCards: readonly HElement[],
  container: HElement,
  inner: ReadonlySet<HElement>,
  named: (card: HElement) => boolean,
  alike: (a: HElement, b: HElement) => boolean,
): boolean {
  if (!outerCards.includes(container) || inner.size < MIN_ROW || inner.size <= outerCards.length) return false;
  const cards = [...inner];
  const first = cards[0]!;
  return cards.every((c) => c.tag === first.tag && alike(first, c) && named(c));
}
