/**
 * A price list's rows beside service cards (round 30, part c; docs/intel.md).
 *
 * The price-list readers (price-lines.ts, price-rows.ts) read only where no card was read: rows of a
 * label and a price beside plan cards are, most often, what the cards are not — a SaaS page's add-ons
 * ("Extra AI feature £450" under £45/month plans), usage prices ("Day passes at $2"), or another
 * room's seasons beside a room's nightly card. Counted on development (both readings): five sites
 * where those readers take rows beside cards read on the same price-list page. On two (a dental
 * clinic, a physiotherapy studio) the cards are themselves services paid once — "Преглед 20 лв.",
 * a package card — and the rows are the rest of the same price list, every row a plan in the case;
 * on the other three the cards are plans billed by the month (the rows add-ons and usage prices) or
 * stays priced with no period (the rows the same seasons of another room).
 *
 * So rows beside cards are plans only when every card read is a service paid once: at least one
 * priced card, every priced card paid once, none free, none per user, none billed by a period (a
 * card with no price, "TECAR + Masaj — on request", is allowed). Guards the caller adds or this
 * module applies: no row under an add-on heading (the readers' own guard), every price the page
 * shows inside the rows or inside the cards read (a price elsewhere is a thing neither reader
 * understood), and a list whose row repeats a card, name and price ("Basse saison 355 €" in a card
 * and in the rows), restates the cards — it is left out whole.
 */
import type { PlanFact } from "../facts.ts";
import type { ListRow } from "./price-list.ts";
import { planKey } from "./text.ts";

/** Whether the cards read on a price-list page are services paid once, so a price list beside them may be read too. */
export function serviceCardsOnly(cards: readonly PlanFact[]): boolean {
  const priced = cards.filter((p) => p.amount !== null);
  if (priced.length === 0) return false;
  return priced.every((p) => p.amount! > 0 && !p.free && !p.per_user && p.period === "one_time" && p.annual_amount === null);
}

/**
 * The lists that do not restate a card: a row with a card's name and its price ("Basse saison 355 €"
 * in a card and in a room's rows) means the cards were read out of these rows, so the list is left
 * out whole. The same name at another price is another service ("Преглед 20 лв." for adults, a
 * children's list's "Преглед 5 лв.").
 */
export function listsApartFromCards(lists: readonly ListRow[][], cards: readonly PlanFact[]): ListRow[][] {
  const priced = new Set(cards.map((p) => `${planKey(p.name)}|${p.amount}`));
  return lists.filter((rows) => !rows.some((r) => priced.has(`${planKey(r.label)}|${r.amount}`)));
}
