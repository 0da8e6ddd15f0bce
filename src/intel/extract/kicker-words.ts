import { findPrices } from "./money.ts";
import { FREE_WORD, TRIAL_WORD } from "./free-words.ts";
import { labelPeriod } from "./page-period.ts";
import { capitalsLabel } from "./caps-kicker.ts";
import { purposeTitle } from "./tagline-words.ts";

/**
 * Round 36, part b: the shape of a card's label set over its title — a kicker ("Solo Coach" over
 * "Up to 30 active clients", "PRO" over a tagline). Two readers take such a label for the plan's
 * name: kickerAbove (a label classed "kicker", "eyebrow", "tier"… over a title that is a tagline)
 * and the card reader's fallback when the title names no plan (a limit, a count, a sentence). The
 * second read only ONE word, so a two-word tier ("Solo Coach", "Pro Coach") dropped its card and
 * its price with it, while the first read two. A tier's name is a word or two whatever the page's
 * language, so both take the one shape below; anything longer over a title is its tagline.
 *
 * One or two words, each a letter then up to 15 letters, digits or "+" ("Pro", "Team+", "Solo
 * Coach", "Équipe Pro"); no digit opens it ("30 seats" is a limit) and no punctuation ("For
 * agencies, studios" is a tagline). Linear: two fixed groups, no nested quantifier.
 */
export const KICKER_WORDS = /^\p{L}[\p{L}\p{N}+]{1,15}(?: \p{L}[\p{L}\p{N}+]{1,15})?$/u;

/** A kicker of one word: "Starter", "PRO". */
const ONE_WORD = /^\p{L}[\p{L}\p{N}+]{1,15}$/u;

/**
 * The name a card takes from the label over its title when the title names no plan: the first of
 * the lines above the title (each already read by planName; null where it is no name) with a
 * kicker's shape. One word names the card over any title, as before. Two words only over a title
 * that states an allowance — a figure in it that is no price, "Up to 30 active clients", "10
 * sièges": that title is what the tier includes, so the label over it is the tier. Over a sentence
 * or a headline ("Find the weak link in your setup") two words are a section's eyebrow or a
 * product's name; over a heading that is the price ("From 3.5 €") the lines above are the card's
 * bullets, not a tier. Nor is a label that states the plan's terms — a free, trial or period word
 * in any language the tables know ("Always free", "Monthly pass" over "200 reports", round 7):
 * it says how the allowance is paid for, the count then being the card's only title.
 */
export function kickerOverTitle(labels: readonly (string | null)[], title: string): string | null {
  const allowance = /\d/.test(title) && findPrices(title).length === 0;
  const tier = (n: string) => KICKER_WORDS.test(n) && !FREE_WORD.test(n) && !TRIAL_WORD.test(n) && labelPeriod(n) === null;
  // (Round 86e, caps-kicker.ts: two words in capitals opening the card, over a title of purpose —
  // "SOLO DESK" over "For makers just starting" — are the tier's label too.)
  const first = labels[0];
  if (first && capitalsLabel(first) && purposeTitle(title) && tier(first)) return first;
  return labels.find((n): n is string => !!n && (ONE_WORD.test(n) || (allowance && tier(n)))) ?? null;
}

/**
 * Round 76, part b: a kicker that is only a billing term — one word, a month's or a year's adjective
 * in any language page-period.ts knows ("Mensual", "Anual", "Monthly", "Yearly", "Monatlich") — set
 * over a card's title says how that card is billed, not what it is called: three cards "Mensual" /
 * "Mensual" / "Anual" over "PRO", "PRO + Escuela", "PRO Anual" (a Colombian accounting suite) read
 * two plans named "Mensual" and "Anual" once their titles looked like the product's name. Such a
 * label never outranks the title under it. Not caught: two words ("Monthly pass", "Annual Pro": a
 * term and a tier), nor a card whose only name is the term ("Monthly" over "$4.99": no title under it).
 */
export const termKicker = (word: string): boolean => ONE_WORD.test(word) && labelPeriod(word) !== null;
