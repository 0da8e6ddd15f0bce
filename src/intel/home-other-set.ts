/**
 * Round 109, part a (docs/intel.md): a home page whose cards reuse another page's plan names at
 * other prices.
 *
 * A site none of whose pages read is known as a pricing page by its address has its plans read off
 * every page read, home page included, and merged by name. A host often sells several products
 * from one template — shared hosting on the home page, VPS on a product page — with the same tier
 * names ("Starter", "Business") at other prices. Merged by name, the home page's card (read first,
 * its address sorting first) priced the product page's plan, and the two readings of one name
 * disagreeing left every plan of the site unsure.
 *
 * When the home page and another page read each show a set of cards, and some card of the home
 * page's set is named like a card of the other page's at another price while none of its cards
 * agrees with any of the other page's readings (its price, annual side or list price), the home
 * page's set is another product's: the deeper page — the one fetched for its prices — reads the
 * plans. A home page teaser that repeats a plan at its price, or at its annual side, keeps its set.
 */
import type { PlanFact } from "./facts.ts";
import { planKey } from "./extract/text.ts";

const readings = (p: PlanFact): number[] => [p.amount, p.annual_amount, p.list_amount].filter((n): n is number => n !== null);

/**
 * Whether `home` — the home page's cards — is another product's set beside `others`, the cards of
 * the other pages read: a name shared at another price, no card agreeing.
 */
export function homeSetOfOtherProduct(home: readonly PlanFact[], others: readonly PlanFact[]): boolean {
  if (home.length < 2 || others.length < 2) return false;
  const byKey = new Map<string, PlanFact[]>();
  for (const p of others) {
    const k = planKey(p.name);
    byKey.set(k, [...(byKey.get(k) ?? []), p]);
  }
  let clash = false;
  for (const h of home) {
    if (h.amount === null) continue;
    for (const o of others) {
      // Any card of the home page agreeing with a reading of the other pages: one product's set, a teaser.
      if (h.currency === o.currency && readings(o).some((n) => readings(h).includes(n))) return false;
    }
    const twins = byKey.get(planKey(h.name)) ?? [];
    if (twins.some((o) => o.amount !== null && o.currency === h.currency && o.amount !== h.amount)) clash = true;
  }
  return clash;
}
