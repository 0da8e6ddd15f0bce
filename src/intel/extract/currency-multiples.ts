/**
 * Units pages price in that have no ISO 4217 code of their own but are a fixed multiple of one:
 * the Iranian toman ("۱,۰۰۰,۰۰۰ تومان /ماه") is ten rials. Iranian pages price in tomans, the
 * code is the rial's (IRR), so a price read in tomans is recorded in rials, amount × 10 — as the
 * corpus records it (test/intel/real-pages/README.md, `currency`). This is the one place that
 * conversion is made: findPrices (money.ts) builds every price token a page's text gives through
 * it, so no reader downstream ever sees a toman.
 */

/** A unit → the coded currency it is a multiple of, and the factor. */
const MULTIPLES = new Map<string, { code: string; factor: number }>([["تومان", { code: "IRR", factor: 10 }]]);

/** The words of the table, for the suffix words money.ts reads after a number. */
export const MULTIPLE_UNIT_WORDS = [...MULTIPLES.keys()];

/** A price read in `unit` as the coded currency's amount, or null when `unit` is no such unit. */
export function inCodedUnit(unit: string, amount: number): { amount: number; currency: string } | null {
  const m = MULTIPLES.get(unit);
  return m ? { amount: Math.round(amount * m.factor * 100) / 100, currency: m.code } : null;
}
