/**
 * Round 105, part c: a card's name line that carries its payment note after a separator — "Full
 * version · one-time purchase", "Desktop licence | Einmalkauf", "Pro · pago único". The page sets
 * the name and the way it is paid on one line, parted by a middle dot, a bullet or a bar; the
 * name reader took the whole line, so the plan was reported under a name no reader sees (the
 * name and its note glued) and the plan the page names counted missing.
 *
 * The note after the separator says how the price is paid, never which plan it is: the name is
 * the part before it. Read only when
 *   - the line splits once on " · ", " • " or " | " (spaces both sides: "A·B" inside a word
 *     stays), into a head with a letter and a tail of at most three words;
 *   - the tail is wholly a paid-once phrase, in the words the period readers already know
 *     (money.ts `oneTimeIn` in English and its neighbours, period-words.ts `onceWordIn` for the
 *     table's languages) — no new vocabulary here;
 *   - the tail is no licence's term that names a plan of its own ("Pro · Lifetime",
 *     "Studio | Perpetual": a lifetime card beside a monthly one of the same tier is another plan,
 *     and cutting its term would merge the two).
 * A tail that says a month or a year ("Pro · Monthly") is left alone for the same reason: the
 * term cards of one tier are told apart by it.
 *
 * Linear: one split on a fixed separator, then the existing readers' bounded regexes.
 */
import { oneTimeIn } from "./money.ts";
import { onceWordIn } from "./period-words.ts";

/** " · ", " • ", " | " with spaces (or a no-break space) on both sides. */
export const SEPARATOR = /[ \t\u00a0]+[·•|][ \t\u00a0]+/u;
/** A term that names a licence plan of its own, not a payment note. */
const TERM_NAME = /\b(?:lifetime|forever|perpetual|lebenslang|dauerhaft|à vie|vitalici[oa]|a vita)\b/iu;

/** The name before a paid-once note set after a separator ("Vollversion · Einmalkauf" → "Vollversion"); the line itself otherwise. */
export function withoutOnceTail(line: string): string {
  const parts = line.split(SEPARATOR);
  if (parts.length !== 2) return line;
  const [head, tail] = parts.map((p) => p.trim());
  if (!/\p{L}/u.test(head) || !tail || tail.split(/\s+/).length > 3) return line;
  if (TERM_NAME.test(tail)) return line;
  return oneTimeIn(tail) || onceWordIn(tail) ? head : line;
}
