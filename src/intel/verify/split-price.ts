/**
 * A price whose sign and figure stand on lines of their own ("$" | "35" | "Billed monthly"), joined
 * into one line for the text reader (round 29, part g; docs/intel.md).
 *
 * Cards style the currency sign apart from the figure (a `<sup>$</sup>` in a block of its own), so
 * the page's visible text carries them on two lines. The card readers read the card's elements and
 * see "$35"; the text reader reads lines, finds no price on either, and takes the next price it
 * meets — an "Equivalent to around 132 SAR" under the card, the next card's price — as the plan's:
 * a disagreement, which withholds the plan outright, or nothing, which the model weighs against it.
 * Counted on development before it was written: 12 plans read exact on 4 sites (a booking SaaS, a
 * Danish business tool, a website builder, a massage studio) print their prices so.
 *
 * Only a line that is a sign alone — a few characters, no digit, no price on its own — beside a line
 * that is a figure alone, which together read as exactly one price (findPrices, the engine's one
 * price grammar): "USD" | "1,200" is a price, "Pro" | "35" or "Users" | "5" are not. Linear: one
 * pass, each line looked at once.
 */
import { findPrices } from "../extract/money.ts";

/** A line that may be a currency sign or code alone: short, no digit. */
const SIGN_ALONE = /^[^\d\s]{1,4}$/u;
/** A line that is a figure alone ("35", "1,200", "9.99"). */
const FIGURE_ALONE = /^\d[\d.,\u00a0\u202f ]{0,12}$/;

/** Whether `text` reads as one price and nothing else. */
function onePrice(text: string): boolean {
  const prices = findPrices(text);
  return prices.length === 1 && prices[0]!.index === 0 && prices[0]!.end === text.length;
}

/** The lines with each sign-alone line joined to the figure-alone line after it (or before it, for a sign written after the figure). */
export function joinSplitPrices(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (next !== undefined) {
      const signFirst = SIGN_ALONE.test(line) && FIGURE_ALONE.test(next) ? `${line} ${next}` : null;
      const figureFirst = !signFirst && FIGURE_ALONE.test(line) && SIGN_ALONE.test(next) ? `${line} ${next}` : null;
      const joined = signFirst ?? figureFirst;
      if (joined !== null && onePrice(joined)) {
        out.push(joined);
        i++;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
