/**
 * A price list's price cell written as a range of two whole prices: "$89.000 – $110.000",
 * "250円～1,240円", "£850 to £1100" (issue 25, round 29 part b; docs/intel.md).
 *
 * The table reader (price-list.ts `priceListRows`) takes a price cell holding one price point; a
 * cell holding two is not a price, and its figures refuse the whole table — so one range row
 * among a tow firm's ten "Desde $55.000" rows left all ten unread. The corpus records a range at
 * its lower end (test/intel/real-pages/README.md; price-range.ts reads "150–250 €" so, round 28d),
 * and this reads such a cell the same way.
 *
 * Guards against its look-alikes: the two prices are the cell's only ones, in one currency, the
 * lower first; nothing but a dash, a tilde or "to" between them (a list price and a sale price,
 * "$20 $15", or two columns' prices run together are not a range). Both ends carry a currency, so
 * no name's number is taken for a lower end (price-range.ts's quarter guard is for a bare lower
 * end; "250円～1,240円" is a range). At most a short lead-in without figures before ("from", "od")
 * and nothing after — a range priced per unit ("$1.800 – $2.000 por km") or per period is left as it was (not read).
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import type { PriceToken } from "./money.ts";

/** What may stand between a range's two ends: a dash, a tilde (the Japanese wave dash too) or "to". */
const JOINER = /^[ \u00a0]?(?:[-–—~〜～]|to)[ \u00a0]?$/iu;

/** The range's lower end when `cell` shows exactly the two prices `toks` as "low – high"; null otherwise. */
export function rangeCellLow(page: Page, cell: HElement, toks: readonly PriceToken[]): PriceToken | null {
  if (toks.length !== 2) return null;
  const [low, high] = toks[0].amount <= toks[1].amount ? [toks[0], toks[1]] : [toks[1], toks[0]];
  if (low.currency !== high.currency || low.amount <= 0 || low.amount >= high.amount) return null;
  const text = page.text(cell, "all").replace(/\s+/g, " ").trim();
  if (text.length > 80) return null;
  const at = text.indexOf(low.raw);
  const upAt = at < 0 ? -1 : text.indexOf(high.raw, at + low.raw.length);
  if (upAt < 0) return null;
  const lead = text.slice(0, at);
  if (lead.length > 12 || /\d/.test(lead)) return null;
  if (!JOINER.test(text.slice(at + low.raw.length, upAt))) return null;
  if (text.slice(upAt + high.raw.length).trim() !== "") return null;
  return low;
}
