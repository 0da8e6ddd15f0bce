/**
 * A page that is itself a price list (round 25, part b; docs/intel.md): a local business's services
 * or packages, each a label and one price, in a two-column table ("Teenus | EUR", "Massage | 60").
 *
 * Two-column tables are no plans on their own: 35 tables on 26 development sites are rightly read
 * as "other" (rivals' prices, add-ons, hours, per-token rates), 12 of them two-column. What tells a
 * price list apart is the page: its title, first heading or path names it a price list ("Hinnakiri",
 * "Cenik", "Цены", "/cenas.html") and no plan cards were read beside the table. Only there, and
 * only for a table whose every row is one label and one price, are the rows plans.
 *
 * A column whose header names its currency alone ("EUR", "Cena, €", "Giá tiền (VNĐ)",
 * "Orientējošā maksa mēnesī, EUR") prices its bare-number cells in that currency: the page prints
 * "60" under it, which is no price point anywhere else.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices, parseNumber, statesPeriod, type PriceToken } from "./money.ts";
import { cellLabel } from "./cell-label.ts";
import { countBands } from "./count-bands.ts";
import { listSurvivesUnread } from "./unread-row.ts";
import { PRICING_PATH_WORDS } from "../pricing-path-words.ts";

/**
 * Words of a title or first heading that name a price list, beside the pricing-path words every
 * pricing page is known by (pricing-path-words.ts, which holds the price-list paths too:
 * "hinnakiri", "cenas", "cjenik", "cenovnik", "ceni", "arak", "bang-gia"): "price list",
 * "tariffs" and their kin as written, with their letters ("cenrādis", "árak", "bảng giá") and in
 * other scripts ("ціни", "цены", "прайс", "قیمت"). Round 28a: Icelandic "verð", "verðskrá" and
 * Lithuanian "kainos", "kainoraštis" (prices, price list), counted on development pages titled so.
 */
const TITLE_WORDS = ["price ?list", "tariffs?", "preisliste", "listino(?: prezzi)?", "lista de precios", "tabela de pre[çc]os", "cenr[āa]dis", "[áa]rak", "[áa]rlista", "bảng giá", "pricing", "prices", "verð(?:skrá)?", "kainos", "kainora[šs]tis"].join("|");
const TITLE_NON_LATIN = "ціни|цены|цени|цене|прайс|ценоразпис|قیمت|الأسعار|מחירון|מחירים|τιμές|τιμοκατάλογος|ราคา|料金|価格|价格";

const LIST_PATH = new RegExp(String.raw`\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:${PRICING_PATH_WORDS})(?:\/|\.(?:html?|php|aspx?)$|[-_][a-z0-9_-]*(?:\/|\.html?)?$|$)`, "i");
const LIST_TITLE = new RegExp(String.raw`(?<!\p{L})(?:${PRICING_PATH_WORDS}|${TITLE_WORDS})(?!\p{L})|${TITLE_NON_LATIN}`, "iu");

const memo = new WeakMap<Page, boolean>();

/**
 * Round 89b: a page below the site's root whose section heading (h2–h3) is a price word and nothing
 * more — "価格", "Prices", "Price list" — a documentation page for corporate customers whose address
 * and title name the audience ("/enterprise.html", "法人のお客様へ") and whose prices stand under such a
 * heading. A documentation generator's permalink mark ("#", "¶") is no part of the heading's words.
 */
const SECTION_TITLE = new RegExp(String.raw`^(?:${TITLE_WORDS}|${TITLE_NON_LATIN})$`, "iu");
function priceSection(page: Page, path: string): boolean {
  if (path.replace(/\/+$/, "").replace(/\/index\.html?$/i, "") === "") return false;
  return page.headings.some((h) => h.level >= 2 && h.level <= 3 && SECTION_TITLE.test(h.text.replace(/\s*[#¶]\s*$/, "").trim()));
}

/** Whether the page calls itself a price list: by its path, its title or its first h1 (read once per page). */
export function priceListPage(page: Page): boolean {
  const known = memo.get(page);
  if (known !== undefined) return known;
  const { path, title, h1 } = pageNames(page);
  const v = LIST_PATH.test(path) || LIST_TITLE.test(title) || (h1 !== null && LIST_TITLE.test(h1)) || priceSection(page, path);
  memo.set(page, v);
  return v;
}

/**
 * What a page is named by: its path, decoded ("" when the address does not parse), its title (200
 * characters) and its first h1's text (120; null without one). Read by this module and by
 * paid-once-list.ts, each with its own words.
 */
export function pageNames(page: Page): { path: string; title: string; h1: string | null } {
  let path = "";
  try {
    path = decodeURIComponent(new URL(page.url).pathname);
  } catch {
    path = "";
  }
  const h1 = page.doc.elements.find((e) => e.tag === "h1");
  return { path, title: (page.title ?? "").slice(0, 200), h1: h1 ? page.text(h1, "all").slice(0, 120) : null };
}

/** The currency a column header names alone, as its last short word ("EUR", "Cena, €", "(VNĐ)", "mēnesī, EUR"); null when none. */
export function headerCurrency(header: string): string | null {
  const t = header.replace(/\s+/g, " ").trim();
  if (!t || t.length > 60 || /\d/.test(t)) return null;
  const m = /(?:^|[\s,(/])\(?([^\s,()/]{1,4})\)?\.?$/u.exec(t);
  if (!m) return null;
  const tok = m[1];
  const read = findPrices(`1 ${tok}`)[0] ?? findPrices(`${tok} 1`)[0];
  return read && read.amount === 1 ? read.currency : null;
}

/** A cell that is a bare amount and nothing else ("60", "1.000.000", "28,50"). */
const BARE_AMOUNT = /^\d{1,3}(?:[ .,\u00a0]\d{3}){0,3}(?:[.,]\d{1,2})?$|^\d{1,9}(?:[.,]\d{1,2})?$/;

export interface ListRow {
  /** The row's label cell and its text. */
  label: string;
  labelCell: HElement;
  priceCell: HElement;
  amount: number;
  currency: string | null;
  /** The price as the page shows it (the cell's text, with the header's currency when the cell is a bare number). */
  priceText: string;
  /** The price column's header text ("Orientējošā maksa mēnesī, EUR"), "" when the table has none. */
  header: string;
  /** A price grid's option (its column's heading): the rows of each option are a set of their own. */
  group?: string;
}

/** Columns a price list's table may have: a label, a price and a few columns of details beside them (round 28a). */
const MAX_COLUMNS = 6;

/**
 * Which columns of a price list's table hold the label and the price. Two columns: the first and
 * the second. More (round 28a: "Servizio | Dettagli | Prezzo", "STT | Tên gói | Số lượng | Giá"):
 * only under a header row, with ONE column of prices — a second column of other prices (before and
 * after tax, the client's price and the expert's share) leaves the price charged unsaid, and a table
 * priced in several columns is a comparison, so both are refused; a column printed twice with the
 * same values is one column. The label is the first column left of the price whose cells hold
 * letters; every other column (details, durations, counts, row numbers) holds no price at all —
 * not even one the price readers pass over ("$0.00595" an hour beside "$4.00" a month: a server's
 * rates) — and no link or button (a rival's "Visit site", a row that sells itself: round 11's
 * readers'). Every column is named in the header: an unnamed one holds actions, not details.
 */
function listColumns(page: Page, rows: HElement[][], priceOf: (cell: HElement) => PriceToken | null, headed: boolean): { label: number; price: number } | null {
  const width = rows[0].length;
  if (width === 2) return { label: 0, price: 1 };
  if (!headed) return null;
  const text = (c: HElement) => page.text(c, "all").replace(/\s+/g, " ").trim();
  const header = rows[0].map(text);
  const data = rows.slice(1);
  const priced = (cells: HElement[], i: number) => priceOf(cells[i]) !== null || (headerCurrency(header[i]) !== null && BARE_AMOUNT.test(text(cells[i])));
  const columns = header.map((_, i) => data.filter((cells) => priced(cells, i)).length);
  const price = columns.indexOf(Math.max(...columns));
  if (price < 1 || columns[price] < 2) return null;
  for (let i = 0; i < width; i++) {
    if (i === price || columns[i] === 0) continue;
    // The same price printed twice is one column; any other priced column is another price.
    if (data.some((cells) => text(cells[i]) !== text(cells[price]))) return null;
  }
  if (header.some((h) => h === "")) return null;
  for (let i = 0; i < width; i++) {
    if (i === price) continue;
    for (const cells of data) {
      const t = text(cells[i]);
      if ((t !== text(cells[price]) && findPrices(t).length > 0) || actionIn(page, cells[i])) return null;
    }
  }
  const lettered = (i: number) => data.every((cells) => !priced(cells, price) || /\p{L}/u.test(text(cells[i])));
  // A column of bands of one count ("1-50 | Support only | $5,000") names the rows without a letter (count-bands.ts, round 37c).
  const banded = (i: number) => countBands(data.map((cells) => text(cells[i])));
  for (let i = 0; i < price; i++) if (columns[i] === 0 && (lettered(i) || banded(i))) return { label: i, price };
  return null;
}

/**
 * A price grid (round 29, part d; docs/intel.md): a price list's table whose header names two or
 * more options of each row's service — "| Kinkku | Kasvis | Lohi" over "15 hlö", "Materials by the
 * customer | Materials by us", "WordPress | Next.js" — and whose every data row prices its label once
 * under each option. Counted on development: six sites list their services so, and every case reads
 * each cell as a plan named by its row, the option its group.
 *
 * Guards, each against a look-alike counted beside it: every data row is priced in every option
 * column (a plan comparison prices one row and lists features under it); an option's heading names
 * no billing period ("Monthly | Annual" are one plan's two sides), no tax ("excl. VAT | incl. VAT"),
 * no share ("Expert receives 80%") and no currency ("Price USD"); and no option column is a fixed
 * multiple of another (a price shown two ways — before and after tax, per day and per ten days, in
 * som and its dollar equivalent — whose cases keep one column, not always the same one). Two options
 * priced alike in every row beside a third priced otherwise are still options (ratio 1 is no
 * derivation); a table whose every priced column prints the same prices is read before this, as
 * one column (`listColumns`). The label is the first column, its header cell may be empty (the
 * grid's corner); every other column holds prices.
 */
function gridColumns(page: Page, rows: HElement[][], priceOf: (cell: HElement) => PriceToken | null): { label: number; prices: number[] } | null {
  const width = rows[0].length;
  if (width < 3 || rows.length < 3) return null;
  const text = (c: HElement) => page.text(c, "all").replace(/\s+/g, " ").trim();
  const header = rows[0].map(text);
  const data = rows.slice(1);
  const prices = header.map((_, i) => i).slice(1);
  if (prices.some((i) => header[i] === "" || !/\p{L}/u.test(header[i]) || NOT_AN_OPTION.test(header[i]) || statesPeriod(header[i]) || headerCurrency(header[i]) !== null)) return null;
  if (new Set(prices.map((i) => header[i].toLowerCase())).size !== prices.length) return null;
  const amounts: number[][] = [];
  for (const cells of data) {
    if (!/\p{L}/u.test(text(cells[0])) || priceOf(cells[0]) !== null || actionIn(page, cells[0])) return null;
    const row = prices.map((i) => priceOf(cells[i]));
    if (row.some((t) => t === null || t.amount <= 0) || new Set(row.map((t) => t!.currency)).size !== 1) return null;
    amounts.push(row.map((t) => t!.amount));
  }
  for (let a = 0; a < prices.length; a++)
    for (let b = a + 1; b < prices.length; b++) {
      const ratio = amounts[0][b] / amounts[0][a];
      if (ratio !== 1 && amounts.every((r) => Math.abs(r[b] / r[a] - ratio) < 0.01 * ratio)) return null;
    }
  return { label: 0, prices };
}

/**
 * Option headings that are no option: a tax ("Alv 0 %", "incl. VAT", "MwSt"), a share or a
 * percentage ("Expert receives 80%", "1割負担"), a heading that names a price ("Our price |
 * Elsewhere", "Old price | New price", "Founder price | Standard price": one service's price set
 * against another price, of which the cases keep one) or a rival ("market", "elsewhere").
 */
const NOT_AN_OPTION = /%|割|価格|料金|价格|(?<!\p{L})(?:vat|tax|gst|alv|mwst|ust|moms|btw|iva|tva|dph|pdv|áfa|afa|ндс|пдв|ддс|prices?|pricing|costs?|rates?|fees?|preise?|prix|precios?|prezz[oi]|preços?|cena|cijena|hinta|hind|kaina|ár|ціна|цена|elsewhere|market|competitors?|others?)(?!\p{L})/iu;

/** Whether a cell holds a link or a button (a bounded walk of its subtree). */
function actionIn(page: Page, cell: HElement): boolean {
  const end = Math.min(page.subtreeEnd(cell), cell.order + 200);
  for (let o = cell.order + 1; o <= end; o++) {
    const e = page.doc.elements[o - 1];
    if ((e.tag === "a" && e.attrs.href !== undefined) || e.tag === "button") return true;
  }
  return false;
}

/**
 * The rows of a price-list table: every row the same cells; an optional header row first (its price
 * cell holds no figure); every other row a label with no figure of its price and a price cell that
 * is one price point (`priceOf`) or, under a header naming a currency, one bare amount. Two columns,
 * or more under a header when one column holds the prices (`listColumns`). A row whose price cell is
 * words ("on request", "vienošanās") is left out. Null when the table is not such a list: fewer
 * than two priced rows, a repeated label, or any other shape.
 */
export function priceListRows(page: Page, rows: HElement[][], priceOf: (cell: HElement) => PriceToken | null): ListRow[] | null {
  if (rows.length < 2 || rows.length > 200) return null;
  const width = rows[0].length;
  if (width < 2 || width > MAX_COLUMNS || rows.some((cells) => cells.length !== width)) return null;
  const text = (c: HElement) => page.text(c, "all").replace(/\s+/g, " ").trim();
  const first = rows[0];
  const headed = width === 2 ? !/\d/.test(text(first[1])) && priceOf(first[1]) === null : first.every((c) => !/\d/.test(text(c)) && priceOf(c) === null);
  const cols = listColumns(page, rows, priceOf, headed);
  if (!cols) {
    // A grid of options (a price per option and row) reads each option column as such a list.
    const grid = headed ? gridColumns(page, rows, priceOf) : null;
    if (!grid) return null;
    const columns = grid.prices.map((price) => priceListRows(page, rows.map((cells) => [cells[grid.label], cells[price]]), priceOf)?.map((r) => ({ ...r, group: r.header })) ?? null);
    return columns.every((c) => c !== null) ? columns.flat() : null;
  }
  const header = headed ? text(first[cols.price]) : "";
  const currency = headed ? headerCurrency(header) : null;
  const out: ListRow[] = [];
  const unread: string[] = [];
  const seen = new Set<string>();
  for (const cells of headed ? rows.slice(1) : rows) {
    const labelCell = cells[cols.label];
    const priceCell = cells[cols.price];
    // The label without a note or a details link printed after it in the cell (cell-label.ts).
    const label = cellLabel(page, labelCell);
    const shown = text(priceCell);
    if (!label || priceOf(labelCell) !== null) return null;
    const tok = priceOf(priceCell);
    let amount: number | null = tok?.amount ?? null;
    let cur = tok?.currency ?? null;
    if (tok === null && currency !== null && BARE_AMOUNT.test(shown)) {
      amount = parseNumber(shown);
      cur = currency;
    }
    if (amount === null) {
      // Words for a price ("on request") leave the row out; a figure not read as a price is set
      // aside, and decides below whether the table is a list at all (unread-row.ts, round 39e).
      if (/\d/.test(shown)) unread.push(shown);
      continue;
    }
    const key = label.toLowerCase();
    if (seen.has(key)) return null;
    seen.add(key);
    out.push({ label, labelCell, priceCell, amount, currency: cur, priceText: tok === null ? `${shown} ${currency}` : shown, header });
  }
  // Rows at nothing ("$0 (included)") beside priced ones list what a purchase includes, not what
  // the page sells: a price list shows one free row at most (a first consultation).
  if (out.filter((r) => r.amount === 0).length >= 2) return null;
  // One odd row beside three or more read leaves the list standing; more, or a rate per unit, do not.
  if (!listSurvivesUnread(unread, out.length)) return null;
  return out.length >= 2 ? out : null;
}

/** The title words, for a reader that tells a price list from a plan page (paid-once-list.ts, round 28c). */
export { TITLE_WORDS as LIST_TITLE_WORDS, TITLE_NON_LATIN as LIST_TITLE_NON_LATIN };
