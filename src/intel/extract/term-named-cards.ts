/**
 * Round 34, part b (docs/intel.md): cards named by their billing term. A page that sells one
 * product by the month or by the year often shows it as two or three sibling cards, "Monthly
 * $3/mo" and "Yearly $20/yr", each marked by its term in its attributes (`class="plan-card
 * plan-annual"`, `data-plan="monthly"`, `id="pp-yearly"`) for the script that selects it. The card
 * finder takes an element whose attributes name a billing side for one side of a price toggle (a
 * card's "$10/mo" and "$100/yr" blocks) and never for a card, so no card group formed: the lone-card
 * reader then read the first card and took the other's price for its annual side, and the yearly
 * plan was lost.
 *
 * What tells the two apart is structural, not a page's words: a toggle's side is a price block,
 * while a term card names itself — it holds a name-classed element (`plan-name`, `price-name`)
 * whose whole text is the term ("Monthly", "Yearly", "Annuel", "Jährlich", "Aylık": term-card.ts's
 * word tables, every language they carry). A side hidden by the page (the toggle's other state)
 * is no card on screen either.
 */
import { namedMonthly, namedYearly } from "./term-card.ts";

/**
 * A name line that is a billing term and nothing more: one word, no figure ("Yearly", "Mensal").
 * A side's label that says more ("unlimited yearly price:", "Billed yearly") is a price block's.
 */
export function termNameLine(text: string): boolean {
  const t = text.replace(/\s+/g, " ").trim();
  if (!t || t.length > 24 || /[\d\s]/.test(t)) return false;
  return namedMonthly(t) || namedYearly(t);
}

/**
 * Whether an element marked by its attributes as a billing side is a card all the same: on screen,
 * and named in a name-classed element (its text given, null when it has none) by its term alone.
 */
export function termNamedCard(classedName: string | null, hidden: boolean): boolean {
  return !hidden && classedName !== null && termNameLine(classedName);
}

/**
 * Round 90, part a (docs/intel.md): a card marked by a billing term that is a whole card. A page
 * that sells one product by the month and by the year, side by side, often marks each card by its
 * term for the checkout script (`<article class="price-card" data-plan="pro-monthly">`, `class=
 * "pricing-card pricing-card--annual"`) and names it in a slot whose class says neither "name" nor
 * "title" (`price-card__plan`, a "badge"), or by more than the term ("Annual Pro"): the rule above
 * finds no name-classed term, and the card was taken for one side of a price toggle and dropped,
 * its plan with it.
 *
 * What a toggle's side never holds is the card's own body: the list of what the plan includes and
 * the button that buys it are shared by both sides, outside them. An element marked by a term that
 * holds both, on screen, besides its name, is the card itself. A side hidden by the page (the other
 * state of a toggle) is still no card.
 */
export function wholeCardSide(hidden: boolean, listed: boolean, actionable: boolean, named: boolean): boolean {
  return !hidden && listed && actionable && named;
}

/**
 * Round 109, part h (docs/intel.md): a card marked by a billing term, named apart from the cards
 * beside it. A page that sells a subscription and a licence paid once side by side marks each card
 * for its stylesheet by the way it is paid (`<div class="plan plan-monthly">` beside `<div class=
 * "plan plan-lifetime">`), names it in a name-classed slot by something other than a term
 * ("Subscription", "Lifetime"), and gives it its own button, but lists no features: round 90a's
 * rule, which asks for the card's list, does not hold, the card was taken for one side of a price
 * toggle, and its plan was lost.
 *
 * A toggle's sides belong to one plan: they share a name, or carry none (the name sits outside
 * them, over both). So an element marked by a term that holds its own button and a
 * name-classed slot naming it (a name, not a term or a figure), while a sibling built alike names
 * itself otherwise, is a card of a row, not a side. That holds in a pane the page hides too (a
 * second row of the same cards behind a tab): the names, not the pane, say card or side, and a
 * hidden row's cards taken for sides had their prices folded into the shown row's. `siblingNames`
 * are the name-classed texts of the element's siblings built alike (null where a sibling has none).
 */
export function namedApartCard(actionable: boolean, name: string | null, siblingNames: readonly (string | null)[]): boolean {
  if (!actionable || name === null || siblingNames.length === 0) return false;
  const own = plainName(name);
  if (own === null || termNameLine(own)) return false;
  return siblingNames.some((n) => n !== null && plainName(n) !== null && plainName(n) !== own);
}

/** A name slot's text as a name: short, with letters, no figure (a price or a count is no name); else null. */
function plainName(text: string): string | null {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length >= 2 && t.length <= 40 && /\p{L}/u.test(t) && !/\d/.test(t) ? t.toLowerCase() : null;
}
