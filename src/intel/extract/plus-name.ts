/**
 * A plan named "Plus" printed just before its price (round 82, part j; docs/intel.md).
 *
 * "plus $6/mo per person" is an add-on's price, and money.ts's NOT_A_PLAN_PRICE_BEFORE skips a price
 * after the word "plus". But plan grids name a tier "Plus" ("PLUS", "Team Plus"), and a card that
 * prints its name and its price on one line ("<span>PLUS</span> <strong>899K/month</strong>") then
 * loses its price: the word before it is the card's name, not the conjunction. What tells them
 * apart is the markup: the name is an element of its own whose whole text is the capitalised word,
 * the price another element; the add-on's "plus" runs in the sentence with its price.
 */
import type { Page } from "../page.ts";
import { NOT_A_PLAN_PRICE_BEFORE } from "./money.ts";

/** The word "plus" closing the words before a price, capitalised ("Plus", "PLUS"), with its offset. */
const TRAILING_PLUS = /(?<!\p{L})(?:Plus|PLUS)\s*$/u;
/** An element's whole text is the word alone (a name's element), perhaps with a trailing colon. */
const PLUS_ONLY = /^(?:Plus|PLUS)\s*:?$/u;

/**
 * Whether the "plus" ending `before` (the page's `all` text up to a price at `priceIndex`) is a plan's
 * name in an element of its own rather than the word joining an add-on's price to a base price.
 */
export function plusNamesPrice(page: Page, before: string, priceIndex: number): boolean {
  const m = TRAILING_PLUS.exec(before);
  // Only the word can be what made the price look like an add-on's: with it gone, the rest must read clean.
  if (!m || NOT_A_PLAN_PRICE_BEFORE.test(before.slice(0, m.index))) return false;
  const start = priceIndex - before.length + m.index;
  const el = page.elementAt("all", start, start + 4);
  if (!PLUS_ONLY.test(page.text(el, "all").trim())) return false;
  // The price sits outside the name's element (the name is no part of a sentence holding it).
  const [, end] = page.range(el, "all");
  return end <= priceIndex;
}
