/**
 * The product cards of a store's group page, reported whole (issue 25, round 105f).
 *
 * A host's store (store-page.ts: a group's address, the store's group menu, its order control)
 * shows one product group as a grid of cards, each a product with its price by the billing cycle
 * the store sells. The confidence model doubts them for what such a grid looks like, not for what
 * was read: the store's script shows the price block (so the captured markup hides it and the text
 * reader finds no price: `text_absent`), names are product codes ("VPS-2 Gen 3": a digit, three
 * words), the specs are rows, not bullets. The store's own shape is the evidence the model lacks:
 * a grid of cards (card origin, one set size, consecutive: `cardGrids`) on such a page is reported
 * when every card of it is priced by the month above zero in the page's one currency, neither its
 * period nor its currency inferred, its annual side (a year's total by the month) no dearer than
 * its price, and the text reader contradicts none of them (no other price, side or period). A
 * grid with one card that fails is not vouched for.
 */
import type { Assessed } from "./confidence.ts";
import { cardGrids } from "./card-grids.ts";

function storeCard(a: Assessed): boolean {
  const p = a.plan;
  const s = a.signals;
  if (s.store_page !== 1 || s.in_card_grid !== 1 || s.currencies_on_page !== 0) return false;
  if (p.amount === null || p.amount <= 0 || p.period !== "month" || p.per_user) return false;
  if ((p.inferred ?? []).some((f) => f === "period" || f === "currency")) return false;
  if (p.annual_amount !== null && (p.annual_amount <= 0 || p.annual_amount > p.amount)) return false;
  return s.text_disagrees === 0 && s.text_other_side === 0 && s.text_period_differs === 0 && s.text_range === 0;
}

/** The cards of store grids whose every card is a store card by the rule above. */
export function storeGridCards(assessed: readonly Assessed[]): Assessed[] {
  return cardGrids(assessed).filter((grid) => grid.every(storeCard)).flat();
}

/**
 * The cards of a store's group page priced only by their billing-cycle menus (round 109e,
 * extract/cycle-menu.ts): the store's order control is their price, and the text reader, which
 * keeps no text of a form control, finds none (`text_absent`); a quarter's price has no period of
 * ours (`period_missing`). The store's shape is the evidence again: every such card of the page is
 * vouched for when each is priced above zero in the page's one currency, not inferred, its annual
 * side below its price, and the text reader contradicts none of them. One that fails, none is.
 */
function storeMenuCard(a: Assessed): boolean {
  const p = a.plan;
  const s = a.signals;
  if (s.store_page !== 1 || s.currencies_on_page !== 0) return false;
  if (p.amount === null || p.amount <= 0 || p.per_user || (p.inferred ?? []).includes("currency")) return false;
  if (p.annual_amount !== null && (p.annual_amount <= 0 || p.annual_amount > p.amount)) return false;
  return s.text_disagrees === 0 && s.text_other_side === 0 && s.text_range === 0;
}

export function storeMenuCards(assessed: readonly Assessed[]): Assessed[] {
  const menus = assessed.filter((a) => a.signals.cycle_menu === 1);
  return menus.length && menus.every(storeMenuCard) ? menus : [];
}
