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
  /** The words before the price on its line, where the card reader keeps them. */
  before?: string;
}

/**
 * A footnote giving the other side of a card's price: "*Billed annually or $18 on-demand", "billed
 * annually or $25 if billed monthly", "… or $12 month-to-month" (issue 25, round 76e). The price it
 * names is the monthly-billing one; the card's price above it, the side billed annually. Only the
 * phrase right before and right after that price: "billed annually or" with nothing between.
 */
const ANNUAL_OR_BEFORE = /\b(?:billed|paid)\s+(?:annually|yearly)\s+or\s*$/i;
/** Whether the words before a price ("*Billed annually or $") make it the other billing side of the price before. */
export const otherSideAfterAnnual = (before: string): boolean => ANNUAL_OR_BEFORE.test(before.slice(-40));
const MONTHLY_SIDE_AFTER = /^\s*(?:on[-\s]demand|month[-\s]to[-\s]month|(?:if\s+|when\s+)?(?:billed|paid)\s+monthly|monthly)\b/i;

/**
 * A footnote giving the price without the card's commitment (round 82, part h: "Rp. 550.000 per
 * bulan" over "* Minimal 12 Bulan" and "* Atau Rp.600.000,- tanpa Minimal" — or the same without
 * a minimum): "or" right before the price and "without a minimum / commitment / contract" right
 * after it, in the languages below. Paying with no commitment is paying month by month: that price
 * is the card's monthly side, the card's own price the side committed for a term.
 */
const OR_BEFORE = /(?:^|[\s*(])(?:or|atau|ou|o|oder|of|eller|lub|nebo)\s*$/i;
const UNCOMMITTED_AFTER =
  /^[\s,.\-–]*(?:(?:without|with\s+no|no)\s+(?:a\s+|any\s+)?(?:minimum|commitment|contract|lock-?in)|tanpa\s+(?:minimal|kontrak|komitmen)|sans\s+engagement|ohne\s+(?:vertragsbindung|mindestlaufzeit)|sin\s+(?:permanencia|compromiso)|sem\s+(?:fidelidade|compromisso)|senza\s+vincol[oi])/i;

/** Whether a price is a footnote's monthly side: "billed annually or $18 on-demand", "or $12 without a contract". */
const footnoteMonthly = (p: PairPoint): boolean => {
  const before = (p.before ?? "").slice(-40);
  const after = p.tail.slice(0, 40);
  return (ANNUAL_OR_BEFORE.test(before) && MONTHLY_SIDE_AFTER.test(after)) || (OR_BEFORE.test(before) && UNCOMMITTED_AFTER.test(after));
};

/**
 * The card's sides when a footnote names its monthly side (above): the annual side is the card's
 * first price before it in the same currency, cheaper and at least half of it (so a unit such as
 * "per $1,000 of spend" or a yearly total is never taken). Null otherwise.
 */
function footnotePair<P extends PairPoint>(points: readonly P[]): { monthly: P; annual: P } | null {
  const i = points.findIndex((p) => !p.struck && p.tok.amount > 0 && footnoteMonthly(p));
  if (i < 0) return null;
  const monthly = points[i]!;
  const annual = points.slice(0, i).find((p) => !p.struck && p.tok.currency === monthly.tok.currency && p.tok.amount < monthly.tok.amount && p.tok.amount * 2 >= monthly.tok.amount);
  return annual ? { monthly, annual } : null;
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
  if (monthly && annual && monthly.tok.currency === annual.tok.currency && monthly.tok.amount > annual.tok.amount) return { monthly, annual };
  return footnotePair(points);
}
