/**
 * Round 92, part i: a comparison table drawn as a flat grid of cells. Site builders that lay a
 * table out with CSS grid (Webflow's "grid" element, `display: grid` with one column per plan)
 * write no `<table>`: every cell is a child of one container, row after row, and the browser
 * wraps them into rows by the column count the stylesheet sets:
 *
 *     <div class="pricing-grid">
 *       <div></div>       <div>Starter</div>   <div>Lite</div>             <div>Pro</div>
 *       <div></div>       <div>Free</div>      <div>$9 Billed monthly</div> <div>$22 Billed monthly</div>
 *       <div>Exports</div><div>Yes</div>      <div>Yes</div>              <div>Yes</div>
 *       …
 *
 * The card reader took each priced cell for a card: the cells carry no name (the names sit a row
 * above, in other children of the same container), so the priced plans were lost and the one cell
 * with a word in place of a price ("Free") read alone, its period borrowed from its neighbours.
 * Read as the table it draws, the plans are its columns, named by the header row — the table
 * reader's own reading (plans-page.ts `tablePlans`), given these rows.
 *
 * The stylesheet's column count is not read (classes and stylesheets vary); the grid says it
 * itself: the top-left corner of a comparison table is an empty cell, and so is the corner of
 * every row whose label column is blank (the price row, the buttons' row). The next empty child
 * after the first one opens the second row, so its index is the row width. Guards (each keeps out
 * what is not such a table):
 * - the container is no table part and no list, and its children are all of one tag: a run of
 *   mixed blocks (a heading, a paragraph, a card row) is a section, not a grid;
 * - the first child is empty and the second empty one comes at index 3 to 9: a corner and two to
 *   eight plan columns (a pricing comparison's width);
 * - the children fill three or more whole rows (a header, a price row, a feature row at least) of
 *   that width, and no more than MAX_CELLS;
 * - every cell of the header row but the corner holds text (the columns' names), and every row's
 *   first cell is blank or a label without a price (a row's label, never a plan);
 * - every cell is short (a cell of a table, not a card whose name, price and bullets sit inside).
 * A grid of cards (each child a whole card) has no empty corner; a run of empty spacer divs between
 * blocks gives no whole rows of short cells: neither is read. Pure structure, no word of a site.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

/** A pricing comparison is a handful of plan columns beside the label column: a corner and two to eight. */
const MIN_WIDTH = 3;
const MAX_WIDTH = 9;
/** A header, a price row and one feature row at least: two rows alone are two rows of cards as often. */
const MIN_ROWS = 3;
/** Bounded: a hostile page of thousands of sibling divs is not cut into rows. */
const MAX_CELLS = 400;
/** A table cell's text ("$9 USD Billed monthly", "Automatic synchronization"), not a card's. */
const MAX_CELL_TEXT = 120;

const TABLE_PART = /^(?:table|thead|tbody|tfoot|tr|td|th|ul|ol|dl|select|nav|header|footer|form)$/;

/**
 * The rows of `el` when it is a comparison table drawn as a flat grid (see the module comment), or
 * null. `priced(text)` says whether a text holds a price: a row's label cell must not.
 */
export function flatGridRows(page: Page, el: HElement, priced: (text: string) => boolean): HElement[][] | null {
  if (TABLE_PART.test(el.tag)) return null;
  const cells = el.children.filter((c): c is HElement => c.kind === "element");
  if (cells.length < MIN_WIDTH * MIN_ROWS || cells.length > MAX_CELLS) return null;
  const tag = cells[0]!.tag;
  if (!cells.every((c) => c.tag === tag)) return null;
  // (Lengths first, from the stream's offsets: no cell's text is cut out of a page of long blocks.)
  const length = (c: HElement) => {
    const [start, end] = page.range(c, "all");
    return end - start;
  };
  if (cells.some((c) => length(c) > MAX_CELL_TEXT + 20)) return null;
  const texts = cells.map((c) => page.text(c, "all").trim());
  if (texts[0] !== "") return null;
  const width = texts.indexOf("", 1);
  if (width < MIN_WIDTH || width > MAX_WIDTH || cells.length % width !== 0) return null;
  if (cells.length / width < MIN_ROWS) return null;
  if (texts.some((t) => t.length > MAX_CELL_TEXT)) return null;
  // The header names every column but the corner.
  if (texts.slice(1, width).some((t) => t === "" || priced(t))) return null;
  const rows: HElement[][] = [];
  for (let at = 0; at < cells.length; at += width) {
    // Each row opens with its label, or with a blank where the label column has none.
    if (texts[at] !== "" && priced(texts[at]!)) return null;
    rows.push(cells.slice(at, at + width));
  }
  return rows;
}

/** A comparison table drawn as a flat grid: its container and its rows of cells. */
export interface FlatGrid {
  container: HElement;
  rows: HElement[][];
}

/** Every flat-grid comparison table on the page, with its rows, in page order (hidden ones left out). */
export function flatGrids(page: Page, priced: (text: string) => boolean): FlatGrid[] {
  const out: FlatGrid[] = [];
  for (const el of page.doc.elements) {
    if (el.children.length < MIN_WIDTH * MIN_ROWS || page.isHidden(el)) continue;
    const rows = flatGridRows(page, el, priced);
    if (rows) out.push({ container: el, rows });
  }
  return out;
}
