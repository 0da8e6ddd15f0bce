/**
 * Round 86f (docs/intel.md, "Round 86, part f"): a free plan a big vendor's page names only in the
 * header row of its comparison table. The cards above sell the paid plans ("Essential", "Plus",
 * "Premium"); the table under them compares one more column first ("Basic" | "Essential" | "Plus"
 * | "Premium"), the free plan the page's banner prices at "$0" with no name. The header's names are
 * the cards' names, in the cards' order, with one more before them: that one is the free plan.
 *
 * Pure over the header's labels; plans-page.ts finds the row, checks the column holds no price and
 * that the page shows its zero.
 */
import { planKey } from "./text.ts";

/**
 * The index in `labels` of the one name that leads the cards' names, when the labels are (after an
 * optional title cell) that name and then every card's name in the cards' order, nothing else; null
 * otherwise. A header that adds two names, skips a card or reorders them is another table.
 */
export function leadingExtraColumn(labels: readonly string[], cardNames: readonly string[]): number | null {
  if (cardNames.length < 2) return null;
  const cards = cardNames.map(planKey);
  const keys = labels.map(planKey);
  const first = keys.indexOf(cards[0]!);
  // (The extra column is right before the first card's; a title cell may open the row.)
  if (first < 1 || first > 2 || keys.length - first !== cards.length) return null;
  for (let i = 0; i < cards.length; i++) if (keys[first + i] !== cards[i]) return null;
  const extra = first - 1;
  if (!keys[extra] || cards.includes(keys[extra]!)) return null;
  return extra;
}
