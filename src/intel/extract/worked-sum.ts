/**
 * Round 96, part g (docs/intel.md): a worked bill is no list of plans. A usage-priced page shows
 * what a typical customer pays with a small table of resources — "Service | $/hr | $/mo" over
 * "API (small) | $0.04", "Storage | | $25", and a last row "Total | | $40" — or a calculator's
 * estimate laid out the same way. Its rows are line items of one bill: the table readers that name a
 * plan by a row's label (a price list's two columns, plans in rows) took "Storage $25" for a plan.
 *
 * What tells a bill apart is arithmetic, not words: a row labelled as a total ("Total", "Compute
 * total", "Gesamtsumme", TOTAL_LABEL's words) whose figure is the sum of the figures above it in its
 * column — all of them, or those since the column's previous total. The label alone is not enough (a
 * plan comparison's "Total per year" row is the plans' price row), nor the sum alone (a bundle may
 * cost what its parts do): both together are how a bill is written, and a price list never sums
 * its own services. At least two figures must be added, so a one-line "Total" restating one
 * price proves nothing.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { TOTAL_LABEL } from "./plans-page.ts";

/** A row label that says it is a sum: a total word alone, or closing the label ("Compute total", "Monthly subtotal"). */
const TOTAL_CLOSE = /(?<!\p{L})(?:total|subtotal|sum|summe|gesamt|totaal|totale|итого)[:.]?$/iu;
const totalLabel = (label: string): boolean => {
  const t = label.replace(/\s+/g, " ").trim();
  return t.length > 0 && t.length <= 40 && (TOTAL_LABEL.test(t) || TOTAL_CLOSE.test(t));
};

/** The columns of a bill summed at most (a bill is a few columns wide: item, rate, amount). */
const MAX_COLUMNS = 12;

/** Printed figures are rounded: a sum within a cent, or half a percent of the total, is that sum. */
const sameSum = (sum: number, total: number): boolean => Math.abs(sum - total) <= Math.max(0.011, total * 0.005);

/**
 * Whether a table's rows (cells per row, the first cell each row's label) are a worked bill: some row
 * labelled as a total prices, in a column, the sum of two or more figures above it in that column.
 * `amountOf` is the figure a cell prints as a price, or null.
 */
export function workedSum(page: Page, rows: readonly HElement[][], amountOf: (cell: HElement) => number | null): boolean {
  if (rows.length < 3 || rows.length > 60) return false;
  // Each cell's figure and each row's label are read once: a hostile table of many "Total" rows would
  // otherwise ask the caller (a search of the page's price points) for the same cells again and again.
  // A bill is a few columns wide; past MAX_COLUMNS only the first are summed.
  const figures = new Map<HElement, number | null>();
  const figure = (cell: HElement) => {
    let v = figures.get(cell);
    if (v === undefined) figures.set(cell, (v = amountOf(cell)));
    return v;
  };
  const totals = rows.map((cells) => cells.length > 0 && totalLabel(page.text(cells[0]!, "all")));
  for (let r = 1; r < rows.length; r++) {
    const cells = rows[r]!;
    if (cells.length < 2 || !totals[r]) continue;
    for (let c = 1; c < Math.min(cells.length, MAX_COLUMNS); c++) {
      const total = figure(cells[c]!);
      if (total === null || total <= 0) continue;
      // The figures above in the same column (rows of the same width), and where the last total stood.
      let all = 0;
      let allCount = 0;
      let since = 0;
      let sinceCount = 0;
      for (let k = 0; k < r; k++) {
        const above = rows[k]!;
        if (above.length !== cells.length) continue;
        const a = figure(above[c]!);
        if (a === null) continue;
        all += a;
        allCount++;
        if (totals[k]) {
          since = 0;
          sinceCount = 0;
        } else {
          since += a;
          sinceCount++;
        }
      }
      if ((allCount >= 2 && sameSum(all, total)) || (sinceCount >= 2 && sameSum(since, total))) return true;
    }
  }
  return false;
}
