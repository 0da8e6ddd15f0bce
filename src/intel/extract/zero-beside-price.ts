/**
 * A zero beside the card's price (issue 25, round 41 part b): a card that shows a positive price
 * also holds a "0" in another slot — a script's placeholder ("Anual $0000" that an odometer fills
 * beside "$699 MXN"), what is "due today" before "then £25/mo". Read first, the zero made the
 * card a free plan and the page's free tier true: the worst wrong a reader can make (a founder
 * reads "they have a free plan"). A card has one price; where a slot shows a positive amount in
 * any currency, a zero that states no period of its own is not that price (nor its currency).
 *
 * Only a zero in a labelled slot ("Due today", "Yearly") is set aside. Kept, because they are a
 * free plan's own price: a bare "$0" ("$0, then $10/mo above 500 contacts"), "Free $0", "Starting at $0", a zero with its period ("$0 /month", "Free $0 per
 * month", "$0/mo then $0.28 per 1K events" — its own pay-as-you-go line decides that one), a zero
 * that says it lasts or is free ("$0 forever", "0 € gratis": a free card, even where the grouping
 * let the next card's price in), a zero alone in its card ("$0", "Free"), and a zero whose positive
 * neighbour is struck or hidden (a list price, the other billing side's variant).
 */
import type { PriceToken } from "./money.ts";
import { billingAfter } from "./money.ts";
import { FOREVER_WORD, FOREVER_WORD_ALTERNATIVES, FREE_WORD_ALTERNATIVES } from "./free-words.ts";
import { dayCount } from "./period-words.ts";

/** The zero's own line opens with a forever or free word, in any language of the tables (literal alternatives: linear). */
const LASTING_OR_FREE = new RegExp(`^[\\s:–—-]*(?:${FOREVER_WORD_ALTERNATIVES}|${FREE_WORD_ALTERNATIVES})`, "iu");

/** A label has letters; the free and floor words are the price slot's own. */
const LABEL = /\p{L}/u;
const FREE_BEFORE = new RegExp(`(?:${FOREVER_WORD_ALTERNATIVES}|${FREE_WORD_ALTERNATIVES})[\\s:–—-]*$`, "iu");
const FLOOR_BEFORE = /\b(?:start(?:s|ing)?\s+(?:at|from)|from|only|just)\s*$/i;

export interface SlotPoint {
  tok: PriceToken;
  hidden: boolean;
  struck: boolean;
  tail: string;
  /** The same line's text before the figure. */
  before: string;
}

/** The zero `p` is another slot's figure: the card shows a positive price. */
export function zeroBesidePrice(p: SlotPoint, pts: readonly SlotPoint[]): boolean {
  if (p.tok.amount !== 0 || p.struck) return false;
  // The zero's own words, up to its line's end: "$0 /month" on its line is a free plan's price.
  const line = p.tail.split("\n")[0]!;
  // Round 90b: a zero whose line states a trial's length ("7日間 ¥0 無料", "$0 for 14 days", "14
  // Tage 0 € testen") is what the trial costs, set above the price the plan is then billed at.
  if (trialZero(p.before, line) && pts.some((o) => o !== p && !o.struck && !o.hidden && o.tok.amount > 0)) return true;
  if (billingAfter(line).period !== null || LASTING_OR_FREE.test(line)) return false;
  // Only a labelled slot ("Due today £0", "Yearly $0000"): a bare "$0", "Free $0" or "Starting at
  // $0" is the card's own price slot, and a positive price after it a usage step ("$0, then $10/mo
  // above 500 contacts": a free plan).
  if (!LABEL.test(p.before) || FREE_BEFORE.test(p.before) || FLOOR_BEFORE.test(p.before)) return false;
  return pts.some((o) => o !== p && !o.struck && !o.hidden && o.tok.amount > 0);
}

/**
 * A trial's zero (round 90b): the zero's line — its label before it and its words after it — counts
 * days or weeks ("7日間 ¥0", "$0 for 14 days", "0 € für 30 Tage") and says nothing lasting
 * ("forever"). Beside a positive price in the same card, that zero is the trial, and the positive
 * price what the plan costs after it; the card's free word ("無料", "free") belongs to the trial.
 * Alone in its card the zero is left to the trial-card reader (trial-card.ts).
 */
function trialZero(before: string, line: string): boolean {
  const own = `${before} ${line}`;
  return dayCount(own) !== null && !FOREVER_WORD.test(own);
}
