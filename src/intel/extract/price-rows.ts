/**
 * A price list laid out as rows of elements rather than a table (round 28, part b; docs/intel.md):
 * a box whose children are rows, each row a label cell and a price cell side by side — "Garsoniera
 * | 350 RON", "Консультация психиатра | (leader) | 4 700 ₽", "TECAR Simplă (description) | 20 min
 * | 120 lei" — the layout a flex or grid stylesheet draws as a two- or three-column table. Counted on
 * development: four sites list their services so and read none of them right, because no reader
 * looks at such rows (the table reader takes `<table>` only, price-lines.ts `<li>` only); the card
 * reader at most takes a section of rows for one card named by the section's heading.
 *
 * The rule is price-list.ts's two-column table, read from other markup: every row the same tag
 * and the same number of cells (two to four); the first cell a label with no figure, exactly one
 * cell holding one price and little else (a lead-in "de la", a period or "sis. alv"), the other
 * cells no price (a duration, an empty leader); an optional first row of column names with no
 * figure. A box is refused whole when any row breaks the shape — a feature grid with numbers
 * ("Storage | 10 GB"), opening hours ("Mon–Fri | 9–17"), a contact block (an address and a phone
 * number: no currency) — or when a row is priced per unit ("10 RON/mp", "$0.01 per request": a
 * unit price, not a service); a row holding a link, a button, a heading or a list is a card, and
 * fewer than three rows priced on the page are a calculator's breakdown or a summary. The caller
 * adds price-lines.ts's page-wide guards: a price-list page
 * that is not the site's root, no plan read by any other reader, no add-on heading over the rows,
 * and every price the page shows inside the rows read.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices, USAGE_UNIT } from "./money.ts";
import type { ListRow } from "./price-list.ts";
import { holdsTag } from "./price-lines.ts";
import { rangeCellLow } from "./cell-range.ts";
import { classedRows } from "./classed-rows.ts";

/** Rows a box may hold, boxes a page may yield, and elements looked at (a hostile page may have fifty thousand). */
const MAX_ROWS = 80;
const MAX_BOXES = 40;
const MAX_ELEMENTS = 20_000;
/** A row longer than this is a card or a paragraph, not a label and a price. */
const MAX_ROW_CHARS = 240;
const MAX_LABEL_CHARS = 100;
/** A note under the rows (a cancellation rule, a tax line) is a sentence or two. */
const MAX_NOTE_CHARS = 600;
/** Around the price in its cell: a lead-in before ("de la", "from", "alkaen"), a period or a tax note after. */
const MAX_BEFORE_CHARS = 12;
const MAX_AFTER_CHARS = 24;

/** Markup that other readers own (tables, lists) or that never holds a price list (menus, forms). */
const NOT_A_ROW = /^(?:tr|td|th|li|dt|dd|option|script|style|template|svg|br|hr|img|picture|input|button|select|textarea)$/;
const HEADING = /^h[1-6]$/;
/** What a card holds and a price list's row does not: a link or button to act on, a heading, a list of features. */
const CARD_PART = /^(?:a|button|h[1-6]|ul|ol|dl|table|form|input|select)$/;
/** A price list lists at least this many services: two rows priced are a calculator's breakdown or a summary. */
const MIN_ROWS = 3;
const NOT_IN = /^(?:table|ul|ol|dl|nav|header|footer|aside|form|menu|select)$/;
/** Per-area units a price list's unit prices use beside the engine's usage units: m², mp, sqm, "/m2". */
const AREA_UNIT = /^\s*(?:\/\s*|per\s+)?(?:m2|m²|mp|sqm|sq\.?\s?m|sq\.?\s?ft|кв\.?\s?м)(?![\p{L}\d])/iu;

interface Row {
  el: HElement;
  cells: HElement[];
}

/** How many characters of the page's text an element holds, without taking them. */
function spanOf(page: Page, el: HElement): number {
  const [start, end] = page.range(el, "all");
  return end - start;
}

function elementChildren(page: Page, el: HElement): HElement[] {
  return el.children.filter((c): c is HElement => c.kind === "element" && !page.isHidden(c));
}

/** Whether an element's own text (outside its child elements) is only whitespace: a row is all cells. */
function noOwnText(el: HElement): boolean {
  return el.children.every((c) => c.kind !== "text" || c.text.trim() === "");
}

function insideOther(el: HElement): boolean {
  for (let e: HElement | null = el, i = 0; e && i < 40; e = e.parent, i++) if (NOT_IN.test(e.tag) || e.attrs.role === "navigation") return true;
  return false;
}

/**
 * A label cell's name: its text, or — when the cell is several parts ("<strong>TECAR Simplă</strong>
 * <span>description</span> <span>Recomandat</span>") — its first part, the rest being a description
 * or a badge.
 */
function labelText(page: Page, cell: HElement): string {
  const parts = elementChildren(page, cell).filter((c) => page.text(c, "all").trim() !== "");
  const own = cell.children.some((c) => c.kind === "text" && c.text.trim() !== "");
  const t = !own && parts.length >= 2 ? page.text(parts[0], "all") : page.text(cell, "all");
  return t.replace(/\s+/g, " ").trim();
}

/**
 * One row read: its label and its one price; "words" for a row with no figure (a first row of column
 * names, or a row priced in words: "Бесплатно", "on request"); null when it is no such row.
 */
function readRow(page: Page, row: Row): ListRow | "words" | null {
  // Measured before any text is taken: a hostile page nests thousands of boxes of long rows.
  if (spanOf(page, row.el) > MAX_ROW_CHARS || holdsTag(row.el, CARD_PART)) return null;
  const text = page.text(row.el, "all");
  const texts = row.cells.map((c) => page.text(c, "all").replace(/\s+/g, " ").trim());
  if (!/\d/.test(text)) return texts.filter((t) => t !== "").length >= 2 ? "words" : null;
  const priced = texts.map((t) => findPrices(t));
  const at = priced.findIndex((p) => p.length > 0);
  if (at <= 0 || priced.some((p, i) => i !== at && p.length > 0)) return null;
  // A price cell of two prices written as a range ("€300–€360") is read at its lower end, as
  // price-list.ts's table cells are (cell-range.ts, round 29b; round 30a for rows).
  const range = priced[at].length === 2 ? rangeCellLow(page, row.cells[at], priced[at]) : null;
  if (priced[at].length !== 1 && !range) return null;
  const tok = range ?? priced[at][0];
  const cellText = texts[at];
  const i = cellText.indexOf(tok.raw.trim());
  if (i < 0) return null;
  const before = cellText.slice(0, i).trim();
  const after = range ? "" : cellText.slice(i + tok.raw.trim().length).trim();
  if (before.length > MAX_BEFORE_CHARS || after.length > MAX_AFTER_CHARS || /\d/.test(before) || /\d/.test(after)) return null;
  // A price per unit (per square metre, per request, per GB) prices a quantity, not a service.
  if (USAGE_UNIT.test(after) || AREA_UNIT.test(after)) return null;
  const label = labelText(page, row.cells[0]);
  if (!label || label.length > MAX_LABEL_CHARS || !/\p{L}/u.test(label) || findPrices(texts[0]).length) return null;
  // The cells between the label and the price, and after it, are short terms (a duration, a leader, a note).
  if (texts.some((t, k) => k !== 0 && k !== at && t.length > 40)) return null;
  return { label, labelCell: row.cells[0], priceCell: row.cells[at], amount: tok.amount, currency: tok.currency, priceText: `${tok.raw.trim()}${after ? ` ${after}` : ""}`, header: "" };
}

/**
 * The page's boxes of rows read as price lists: each box's rows (its element children of one tag,
 * each two to four cells, the same count) a label and one price, at least two priced, labels
 * distinct; a first row of column names and rows priced in words allowed.
 */
export function priceRows(page: Page): ListRow[][] {
  const out: ListRow[][] = [];
  let seen = 0;
  for (const box of page.doc.elements) {
    if (++seen > MAX_ELEMENTS || out.length >= MAX_BOXES) break;
    if (NOT_A_ROW.test(box.tag) || box.tag === "table") continue;
    const kids = elementChildren(page, box);
    // A heading may open the box: the section's title over its rows ("<h2>Consultations</h2>" + rows).
    if (kids.length > 0 && HEADING.test(kids[0].tag)) kids.shift();
    if (kids.length < 2 || kids.length > MAX_ROWS + 1) continue;
    // Rows of one class with notes between them ("Sis. kipulääkkeet" under a row) are read without
    // the notes (classed-rows.ts); otherwise every child is a row.
    const mixed = kids.some((k) => k.tag !== kids[0].tag || !noOwnText(k));
    const classed = mixed ? classedRows(page, kids) : null;
    if (mixed && !classed) continue;
    if (classed) kids.splice(0, kids.length, ...classed);
    const tag = kids[0].tag;
    if (NOT_A_ROW.test(tag) || kids.some((k) => k.tag !== tag || !noOwnText(k))) continue;
    const rows: Row[] = kids.map((el) => ({ el, cells: elementChildren(page, el) }));
    // A last row with no price is a note under the list ("Cancellations … by 16:00"), not a row of it.
    const last = rows[rows.length - 1].el;
    if (spanOf(page, last) <= MAX_NOTE_CHARS && findPrices(page.text(last, "all")).length === 0) rows.pop();
    if (rows.length < 2) continue;
    const width = rows[rows.length - 1].cells.length;
    if (width < 2 || width > 4 || rows.some((r) => r.cells.length !== width)) continue;
    if (page.isHidden(box) || insideOther(box)) continue;
    const read = rows.map((r) => readRow(page, r));
    if (read[0] === "words") read.shift();
    if (read.some((r) => r === null)) continue;
    const listed = read.filter((r): r is ListRow => typeof r === "object" && r !== null);
    // Rows priced in words beside a few priced ones are a grid of terms ("SSO | Yes"), not a price list.
    if (listed.length < 2 || read.length - listed.length >= listed.length) continue;
    const labels = new Set(listed.map((r) => r.label.toLowerCase()));
    if (labels.size !== listed.length) continue;
    // Rows at nothing beside priced ones list what a purchase includes (price-list.ts's rule).
    if (listed.filter((r) => r.amount === 0).length >= 2) continue;
    out.push(listed);
  }
  return out.reduce((n, rows) => n + rows.length, 0) >= MIN_ROWS ? out : [];
}
