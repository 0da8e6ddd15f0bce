/**
 * A comparison table under the cards that restates their plans under other names (round 18b,
 * docs/intel.md): "PRO $199" in the feature table under the card "Scale $199", a ribbon glued to a
 * column's name ("Most chosen Pro" over the card "Pro"). The table reader names plans from the
 * header row, so such a column is the same plan read again — an invented plan.
 *
 * What a reader uses: the table is the cards' comparison (some of its plans already merged with a
 * card by name), and each of its other plans shows a price, currency and period one of the cards
 * shows. A table that adds any plan of its own (a new name at a new price) keeps all of them: two
 * plans may share a price (two licences at $29.95, two agencies at 999), and a table of its own —
 * nothing merged by name — is read as before.
 */
import type { PlanFact } from "../facts.ts";

/**
 * The table plans among `fresh` (the table's plans that no card took by name, of `total` table
 * plans) that restate the cards' prices, or none.
 */
export function restatedColumns(fresh: readonly PlanFact[], total: number, cards: readonly PlanFact[]): Set<PlanFact> {
  const priced = cards.filter((p) => p.amount !== null && p.amount > 0);
  if (priced.length < 2 || fresh.length === 0 || fresh.length === total) return new Set();
  // A free column restates a free card as a priced column restates a priced one ("Free" over the
  // card "Free API": session 32, a table whose every column shortens a card's name).
  const freeCard = cards.some((p) => p.free || p.amount === 0);
  const same = (t: PlanFact) =>
    (freeCard && (t.free || t.amount === 0)) ||
    (t.amount !== null &&
      t.amount > 0 &&
      priced.some((p) => p.amount === t.amount && (p.currency ?? t.currency) === t.currency && (p.period === null || t.period === null || p.period === t.period)));
  return fresh.every(same) ? new Set(fresh) : new Set();
}
