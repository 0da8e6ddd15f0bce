/**
 * Round 30, part e (docs/intel.md): the period a comparison table gives its plans once, in the label
 * that opens its price row — "Cost Per Month (USD) | $150 | $200 | $250", "Monthly Pricing | $450 |
 * $650", "月額利用料（税込） | 11,200円 | 17,500円". Each cell then holds a bare price; the column
 * reader read only the cell's own words, so the plans were left with no period (or the page-wide
 * guess), while the row says what every cell of it costs. Counted on development's recurring pages:
 * 4 sites price a table of plans in columns this way, none with a row label that says otherwise.
 *
 * Only a month or a year, and only a label without a figure: "Anno 1 | €49,90 | ~€290" (year one of
 * a cost comparison), "Year 2", "12 months", "3 Monate" count a span or number a year; they give no
 * period. A row labelled by its billing ("Billed monthly", "Pay yearly") is a billing side, which the
 * table reader pairs with its other row (`billingSideRows`): those words are not read here either
 * (money.ts strips them before it looks for a period). A price per something else ("Price per
 * project") names no period and is left alone.
 */
import { billingAfter, type Period } from "./money.ts";

/** At most this long: a row label, not a sentence or a cell of notes. */
const MAX_LABEL = 60;

/** The month or year a price row's label gives its bare prices; null when it gives none. */
export function rowLabelPeriod(label: string): Period | null {
  const t = label.replace(/\s+/g, " ").trim();
  if (!t || t.length > MAX_LABEL || /\p{N}/u.test(t)) return null;
  // The label read as the words after a price ("per month", "/mo", "月額" or "monthly" anywhere in it).
  const period = billingAfter(` ${t}`).period;
  return period === "month" || period === "year" ? period : null;
}
