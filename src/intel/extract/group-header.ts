/**
 * Round 90j: a comparison table's header of two rows, the upper one grouping the columns. A table
 * whose plans fall into kinds heads them twice:
 *
 *     |            Individual          |               Site                 |   ← cells spanning columns
 *     | Academic   | Single User       | Small    | Medium    | Large      |   ← one cell per column
 *     | Price | Free | £1,250 / year   | £5,000 / year | £15,000 / year | £25,000 / year |
 *
 * The upper row's cells each span several columns (`colspan`), so it has fewer cells than the price
 * row: read cell by cell against the price row's cells it named the last prices by the groups
 * ("Individual £15,000", "Site £25,000") and dropped the first ones. The plans are named by the row
 * under it, whose cells stand one per column; the upper row only says which kind each plan is.
 *
 * What stays: a header of one row, or a grouping row with no row of names under it (nothing better
 * to read), is taken as before.
 */
import type { HElement } from "../html/parse.ts";

/** Spans past this are no layout a pricing table draws (and a hostile page's "colspan=1e9" stays small). */
const MAX_SPAN = 50;

/** How many columns a table cell covers: its `colspan`, 1 when absent or unreadable. */
export function cellSpan(cell: HElement): number {
  const n = Number.parseInt(cell.attrs.colspan ?? "", 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, MAX_SPAN) : 1;
}

/** Whether a row groups the columns under it: one of its cells spans two or more. */
export function groupsColumns(cells: readonly HElement[]): boolean {
  return cells.some((c) => cellSpan(c) > 1);
}

/**
 * The row naming a table's plan columns among the rows above its price row (`above`, top to bottom):
 * the first row with two or more names (`named`) — unless that row groups the columns and a later
 * named row above the price row stands one cell per column, as many cells as the price row has,
 * none spanning, and no two of its cells alike (`text`): that row names the plans. A row repeating
 * its words under each group ("Monthly | Yearly | Monthly | Yearly") names the groups' billing
 * terms, not plans: the grouping row is kept as before.
 */
export function namesRow(
  above: readonly HElement[][],
  named: (cells: readonly HElement[]) => boolean,
  width: number,
  text: (cell: HElement) => string,
): HElement[] | undefined {
  const i = above.findIndex(named);
  if (i < 0) return undefined;
  const first = above[i]!;
  if (!groupsColumns(first)) return first;
  const distinct = (cells: readonly HElement[]) => {
    const words = cells.map((c) => text(c).trim().toLowerCase()).filter((w) => w.length > 0);
    return new Set(words).size === words.length;
  };
  const under = above.slice(i + 1).find((cells) => named(cells) && cells.length === width && !groupsColumns(cells) && distinct(cells));
  return under ?? first;
}
