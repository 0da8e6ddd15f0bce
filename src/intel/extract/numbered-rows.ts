/**
 * A table of numbered offers with no header row (round 82, part j; docs/intel.md): an established
 * vendor's price list of support contracts, licences and services, one offer a row —
 * "1. | <b>Public Forum.</b> Help from the community. | Free | More Info",
 * "2. | <b>Annual Maintenance.</b> Private e-mail advice. | $1500/year | Purchase".
 *
 * The row readers take a table's first row for its header and its first cell for a row's name: here
 * the first row is an offer like the others and the first cell its number, so the table read as a
 * list of "other" things and nothing was reported. What marks the shape: every row opens with its
 * number, the numbers count up by one, and the next cell opens with the offer's name set in bold.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";

/** A row's number as its own cell: "1.", "2)", "#3", "4". */
const ORDINAL = /^#?\s?(\d{1,2})[.)]?$/;
/** Bold markup a name is set in at the head of its cell. */
const BOLD = new Set(["b", "strong"]);

export interface NumberedRow {
  cells: HElement[];
  /** The offer's name: the bold lead of the cell after the number, its closing stop dropped. */
  name: string;
  /** The index of the name's cell in `cells`. */
  at: number;
}

/** The bold element that opens a cell (a wrapper or two deep), or null. */
function boldLead(cell: HElement): HElement | null {
  let kids = cell.children.filter((n) => n.kind === "element" || n.text.trim() !== "");
  for (let depth = 0; depth < 3; depth++) {
    const first = kids[0];
    if (!first || first.kind !== "element") return null;
    if (BOLD.has(first.tag)) return first;
    kids = first.children.filter((n) => n.kind === "element" || n.text.trim() !== "");
  }
  return null;
}

/**
 * The rows of a numbered offer table, or null when `rows` is not one: two or more rows of the same
 * width (three cells or more, none a header cell), each opening with its number, counting up by one,
 * the next cell led by a bold name of at most eight words.
 */
export function numberedRows(page: Page, rows: readonly HElement[][]): NumberedRow[] | null {
  if (rows.length < 2 || rows.length > 40) return null;
  const width = rows[0]!.length;
  if (width < 3) return null;
  const out: NumberedRow[] = [];
  let last: number | null = null;
  for (const cells of rows) {
    if (cells.length !== width || cells.some((c) => c.tag === "th")) return null;
    const n = ORDINAL.exec(page.text(cells[0]!, "all").trim());
    if (!n || (last !== null && Number(n[1]) !== last + 1)) return null;
    last = Number(n[1]);
    const bold = boldLead(cells[1]!);
    const name = bold ? page.text(bold, "all").replace(/\s+/g, " ").trim().replace(/[.:]$/, "") : "";
    if (!name || name.length > 80 || name.split(" ").length > 8) return null;
    out.push({ cells, name, at: 1 });
  }
  return out;
}
