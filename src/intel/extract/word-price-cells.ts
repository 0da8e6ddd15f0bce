/**
 * Round 46, part b (docs/intel.md, "Round 46, part b"): a plan that exists only in a table whose
 * price place holds a word instead of a figure — "Free", "免费", "Contact us", "Let's Talk",
 * "联系我们" — as a card's free or contact line does. The table reader (plans-page.ts, tablePlans
 * and rowPlans) looked for figures only: a plans-in-columns table needed two priced cells in one
 * row ("Pricing (user/month) | Free | € 50" has one; "价格 | 免费 | 联系我们 | 联系我们" none), and a
 * plans-in-rows table dropped the row with no figure ("Create Demo Apps | Free", "500+ | Let's Talk").
 *
 * Only the price place counts, never a feature row: in columns, a row every cell of which (after
 * its label) is a price or such a word, labelled as the price row ("Price", "Pricing", "Plans",
 * "价格"); in rows, the cell in the column the table's other rows are priced in, in a table already
 * read as plans in rows (its corner names plans, or counts, or every row sells itself); a table
 * priced by count ("Number of …" over "1-50", "500+") stays one when its last band says a word.
 * Counted on development: 6 sites in 5 waves (12, 31, 33, 34, 38).
 */
import type { HElement } from "../html/parse.ts";
import { alternatives } from "./free-words.ts";
import { CJK_PRICE_LABELS } from "./label-words.ts";

/**
 * A price row's label in a language whose words `\b` cannot bound: a card's CJK price label ("价格",
 * "價格", "料金", "가격"; label-words.ts) or a table's own words for it ("价钱", "定价", "费用"), with
 * an optional unit in brackets ("价格（元/月）").
 */
const CJK_PRICE_LABEL = new RegExp(String.raw`^(?:${alternatives({ card: CJK_PRICE_LABELS, table: ["价钱", "定价", "費用", "费用"] })})(?:\s*[(（].{0,20}[)）])?$`, "u");

/**
 * Plans in columns: whether `cells` is the table's price row with some or all of its figures given
 * as words. Every cell after the first is a price or a word, at least two of them, at least one a
 * word (a row of figures alone is the reader's ordinary price row); the first cell, unpriced, is a
 * price-row label (`priceLabel`, the reader's words for one, or a CJK one here) — with no figure at
 * all it must say so in letters, as a feature row ("Support | Free | Contact us") never does.
 */
export function wordPriceRow(
  cells: readonly HElement[],
  priced: (c: HElement) => boolean,
  word: (c: HElement) => boolean,
  label: string,
  priceLabel: (l: string) => boolean,
): boolean {
  if (cells.length < 3 || priced(cells[0]!)) return false;
  const rest = cells.slice(1);
  const figures = rest.filter(priced).length;
  const words = rest.filter((c) => !priced(c) && word(c)).length;
  if (words === 0 || figures + words !== rest.length || figures + words < 2) return false;
  const l = label.replace(/\s+/g, " ").trim();
  const labelled = priceLabel(l) || CJK_PRICE_LABEL.test(l);
  return figures > 0 ? labelled : labelled && /\p{L}/u.test(l);
}

/**
 * Plans in rows: the column most priced rows are priced in (the first priced cell of each), or null
 * when fewer than two rows are priced. A row with no figure is read at this column only.
 */
export function priceColumn(firstPriced: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const i of firstPriced) if (i > 0) counts.set(i, (counts.get(i) ?? 0) + 1);
  let best: number | null = null;
  for (const [i, n] of counts) if (n >= 2 && (best === null || n > counts.get(best)!)) best = i;
  return best;
}
