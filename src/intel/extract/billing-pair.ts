/**
 * A card's own line naming both billing sides (round 24, part b): "$20 Per seat / month if billed
 * annually. $25 if billed monthly.", "$50 per seat / month paid annually OR $60 per seat / month
 * paid monthly", a tooltip "₹294.75 per user/month, when paying monthly" under "₹245.25 per
 * user/month, when paying yearly". When one of a card's prices is followed by words of annual
 * billing and another by words of monthly billing, those words settle which is which — over a
 * theme's class (a theme marks both prices `annual`), a toggle's state or which of them is hidden:
 * the card itself says it. The plan's `amount` is the monthly-billing price and its annual side the
 * other (test/intel/real-pages/README.md, "A billing switch served with its annual side showing").
 *
 * Bounded: the card's own prices and the words each is followed by (a price's tail already stops
 * at the next price), no page-wide search.
 */
import { billingAfter } from "./money.ts";

export interface PairPoint {
  tok: { amount: number; currency: string | null };
  tail: string;
  struck: boolean;
}

/**
 * The card's monthly-billing and annual-billing prices when its own words pair them; null when
 * they do not. A pair is one currency, and the monthly-billing price the dearer one (paying
 * monthly never costs less): two prices the other way round are something else (a yearly total, a
 * second product), and a lone side pairs nothing.
 */
export function billingPair<P extends PairPoint>(points: readonly P[]): { monthly: P; annual: P } | null {
  let monthly: P | null = null;
  let annual: P | null = null;
  for (const p of points) {
    if (p.struck || p.tok.amount <= 0) continue;
    const b = billingAfter(p.tail);
    if (b.billedEither || b.billedAnnually === b.billedMonthly) continue;
    // A price per year billed annually is the yearly total, not the monthly rate of annual billing.
    if (b.billedAnnually && b.period !== "year") annual ??= p;
    else if (b.billedMonthly) monthly ??= p;
  }
  if (!monthly || !annual || monthly.tok.currency !== annual.tok.currency) return null;
  return monthly.tok.amount > annual.tok.amount ? { monthly, annual } : null;
}
