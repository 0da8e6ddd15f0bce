/**
 * A line under a price that counts the months or years of something the plan includes — "1 month
 * commercial support", "3 months support", "12 months of updates", "1 year of pattern updates" —
 * states no billing period (round 90, part c; docs/intel.md, "Round 90, part c").
 *
 * The text reader (text-reader.ts) reads the billing words in the few lines after the price it finds
 * under a plan's name, so such a feature line two lines down gave a licence bought once a monthly
 * price ("$29.99 ⏎ 5 projects ⏎ 1 month commercial support"): the text "disagreed" with the card
 * reader's right reading, and a disagreement withholds the plan whatever its confidence. A span of
 * support or updates is a term of what is bought, not how often it is paid for; a line that says
 * how often the price is paid ("per month", "1 year subscription", "billed every 3 months") names
 * no such thing and is left as it is.
 */

/** A count of months or years, then (after "of" and up to two words) support, updates, maintenance or a warranty, as the line's start. */
const INCLUDED_SPAN = new RegExp(
  String.raw`^[ \t]*(?:\d{1,2}|one|two|three|six|twelve)[ \t]+(?:months?|years?|monate?n?|jahre?n?|mois|ans?|mes(?:es)?|años?)[ \t]+(?:(?:of|de|d'|an)[ \t]+)?(?:[\p{L}-]+[ \t]+){0,2}?` +
    String.raw`(?:support|updates?|upgrades?|maintenance|warranty|assistance|help|soporte|actualizaciones|mises?[ \t]+à[ \t]+jour|garantie|garantía|wartung)(?![\p{L}])`,
  "iu",
);

/** The tail after a price with its lines that count an included span blanked out (spaces of the same length: the window the billing words are read in stays the same). */
export function withoutIncludedSpans(tail: string): string {
  if (!/month|year|monat|jahr|mois|\ban|mes|año/i.test(tail)) return tail;
  return tail
    .split("\n")
    .map((line) => (INCLUDED_SPAN.test(line) ? " ".repeat(line.length) : line))
    .join("\n");
}
