/**
 * Round 105h: a price labelled, on the line over it, as a start fee paid once — "1. installation
 * (une fois)" over "80 €", then "2. abonnement mensuel" over "29 € / mois" — is that fee, not the plan's
 * price.
 *
 * start-fee-words.ts reads a fee by its label right before the price on one line, and only labels
 * that say "fee" ("frais d'installation", "Setup fee"): a bare start word before a price is a price
 * list's row, a service sold at that price. A card that sets its steps out as labelled lines, the
 * setup first and the subscription second, says more: the label names a start AND says it is paid
 * once ("installation (une fois)", "Setup (one-time)", "Einrichtung einmalig"), and another price
 * follows it in the card. Read as the plan's price, the setup fee priced the plan (its monthly price
 * lost) as soon as the card's name could be read.
 *
 * Or the label names a start without the once ("1. installation (first shop)") and the figure
 * under it states no period while the next one, the subscription's, is by the month or the year: the
 * same two steps.
 *
 * Guards: the label is a short line (a step's label, not a sentence), it holds a start word
 * (start-fee-words.ts START_FEE_NAMED) and a paid-once word (money.ts ONCE_WORD) or stands over a
 * bare figure before a recurring one, and another price comes within a few lines after this one — a
 * service sold once at its only price keeps it.
 */
import { billingAfter, findPrices, ONCE_WORD } from "./money.ts";
import { START_FEE_NAMED } from "./start-fee-words.ts";

const MAX_LABEL = 40;
/** How far after the fee the plan's own price may come: the next step's label and its figure. */
const NEXT_PRICE_WITHIN = 80;

/**
 * Whether the price at `[index, end)` of `text` is a start fee its label, on its line or the line
 * over it, says is paid once, with another price (at `nextIndex`, or null) following it.
 */
export function onceStartFee(text: string, index: number, end: number, nextIndex: number | null): boolean {
  if (nextIndex === null || nextIndex - end > NEXT_PRICE_WITHIN) return false;
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  let label = text.slice(lineStart, index).trim();
  if (!label && lineStart > 0) {
    const prevStart = text.lastIndexOf("\n", lineStart - 2) + 1;
    label = text.slice(prevStart, lineStart - 1).trim();
  }
  if (!label || label.length > MAX_LABEL) return false;
  // (A start word, not the bare fee nouns START_FEE_NAMED also knows: "no account fees" is a pitch.)
  if (!START_FEE_NAMED.test(label.replace(/(?<![\p{L}\p{N}])(?:fees?|frais)(?![\p{L}\p{N}])/giu, " "))) return false;
  if (ONCE_WORD.test(label)) return true;
  // (The next price's words: up to the price after it, on its own lines.)
  const between = text.slice(end, nextIndex);
  const next = findPrices(text.slice(nextIndex, nextIndex + NEXT_PRICE_WITHIN))[0];
  if (!next || next.index !== 0) return false;
  const after = text.slice(nextIndex + next.end, nextIndex + next.end + 40);
  // (The fee's own words on its line; the line under it is the next step's label.)
  const own = billingAfter(between.split("\n")[0] ?? "").period;
  const period = billingAfter(after).period;
  return own === null && (period === "month" || period === "year");
}
