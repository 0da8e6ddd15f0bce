/**
 * The period of a card named by a term longer than one unit (round 89e; docs/intel.md, "Round 89,
 * part e"). A site that sells one product by term names its cards "1 mois" / "3 mois" / "12 mois"
 * and prints each card's price for the whole term ("26,90 €"), often with what it comes to by the
 * month on the next line ("≈ 8,97 € par mois"). The card reader then borrowed the month from that
 * line or a sibling, and read "12 mois" at 94,90 € a month. The name states what the price pays for:
 * where the price's own words (up to the next price) state no period, a card whose whole name is a
 * term of two units or more takes the period the name states — the year for "12 months" (twelve
 * months, as term-names.ts reads them), none for "3 mois" (a quarter has no period of the engine's). A price that says
 * its own period ("₺955 /ay" under "3 Aylık Plan", the month's share of a longer term) keeps it.
 */
import { termName } from "../term-names.ts";
import { billingAfter, type Period } from "./money.ts";

/** The period a term-named card's price takes from its name, or undefined to keep the one read. */
export function termCardPeriod(name: string, amount: number | null, points: readonly { tok: { amount: number }; tail: string; hidden: boolean; struck: boolean }[]): Period | null | undefined {
  const m = /^(\d{1,2})\D/.exec(name.trim());
  if (!m || Number(m[1]) < 2 || amount === null || amount <= 0) return undefined;
  const term = termName(name);
  if (!term) return undefined;
  const own = points.find((p) => !p.hidden && !p.struck && p.tok.amount === amount);
  if (!own) return undefined;
  const b = billingAfter(own.tail);
  if (b.period !== null || b.billedMonthly || b.billedAnnually || b.billedEither) return undefined;
  return term.period;
}

/**
 * Whether a plan's whole name is a term of several units the engine has no period for ("3 mois",
 * "6 Months", "2 Anos"): its bare price is for that term, so the text reader's "≈ 8,97 € par mois"
 * beside it (what the term comes to by the month) gives it no period (extract-site.ts).
 */
export function termWithoutPeriod(name: string): boolean {
  const m = /^(\d{1,2})\D/.exec(name.trim());
  const term = m && Number(m[1]) >= 2 ? termName(name) : null;
  return term !== null && term.period === null;
}
