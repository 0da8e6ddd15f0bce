/**
 * Round 48, part b (docs/intel.md): a list price whose strike covers its digits but not its
 * currency sign. `isStruck` asks the innermost element that holds a whole price token; when the
 * sign sits in an element of its own, that element is the card's price block, which nothing
 * strikes, and the list price was read as the price charged. Three development sites in three
 * waves print it:
 *
 * - `$<s>250</s> $125` — the digits in `<s>`, the sign outside (wave 14);
 * - `<small style="…line-through">De R$</small> <span style="…line-through">79,00</span>` — sign and
 *   digits in two struck elements (wave 25);
 * - `<span>$</span> <span><span class="double-strike">3</span></span> <span>1</span>/month` — ONE
 *   sign before the struck list price and the price charged (wave 40); a page that drops the
 *   spaces between the elements reads "$31/month".
 *
 * The rule reads the third form, where the strike leaves the sign to the figure after it: a token
 * whose every digit sits in a struck element, followed across nothing but spaces (and the line
 * page.ts sets between two sibling amounts) by a bare figure no strike marks, in one short slot, is
 * the struck list price, and that figure is the price charged in the same currency. When the strike
 * covers only a token's first digits ("$31", the 3 struck) the token is the two run together: read
 * as the two. The first two forms (the price charged with a sign of its own) are left as they are:
 * striking such a token alone added unseen changes to the check set's monitoring in rounds 20c, 39c
 * and 48b. Only markings `isStruck` already reads count (a tag, a class named so, a class a page's
 * style strikes, an inline style); the order or size of two figures never makes one struck.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { parseNumber, type PriceToken } from "./money.ts";

/**
 * A bare figure just after a struck token: spaces and at most one line break (page.ts puts one
 * between two amounts in sibling spans, sibling-amounts.ts), then digits not run into a letter, a
 * percent or more digits, and ending its line or followed by its period ("1/month", "1 per month"):
 * "~~$49~~ 2 months free" gives no price.
 */
const BARE_FIGURE = /^[ \u00a0\u202f]*\n?[ \u00a0\u202f]*((?:\d{1,3}(?:,\d{3})+|\d{1,7})(?:[.,]\d{1,2})?)(?![\d%\p{L}]|[.,]\d)(?=[ \u00a0\u202f]*(?:[/／\n]|per\b|$))/u;
/** The price slot holding the shared sign and both figures is short: a sign, two figures, a period. */
const SLOT_MAX = 60;

export interface StruckDigits {
  /** The tokens, with the run-together pairs split and the shared-sign figures added. */
  tokens: PriceToken[];
  /** Tokens struck by their digits' elements (the ones `isStruck` on the token's element misses). */
  struck: Set<PriceToken>;
  /**
   * The price block of each token made here: the element holding the shared sign and the figure,
   * as a token read whole has it (the figure's own element is a part of the block, not the price).
   */
  holder: Map<PriceToken, HElement>;
}

export function struckDigits(page: Page, tokens: PriceToken[], isStruck: (el: HElement) => boolean): StruckDigits {
  const struck = new Set<PriceToken>();
  const holder = new Map<PriceToken, HElement>();
  const text = page.all;
  let out = null as PriceToken[] | null;
  const at = (i: number) => page.elementAt("all", i, i + 1);
  for (let k = 0; k < tokens.length; k++) {
    const tok = tokens[k]!;
    const first = tok.index + tok.raw.search(/\d/);
    if (first < tok.index) continue;
    const firstEl = at(first);
    // Only a strike inside the token (the token's own element struck is isStruck's case already).
    if (!isStruck(firstEl) || isStruck(page.elementAt("all", tok.index, tok.end))) continue;
    let last = tok.end - 1;
    while (last > first && !/\d/.test(text[last])) last--;
    if (isStruck(at(last))) {
      // Struck only with the price charged beside it in the same short slot, the sign shared:
      // "$ ~~3~~ 1/month". (Struck alone, "$<s>250</s>" over "$125", it adds unseen changes to the
      // check set's monitoring, as rounds 20c and 39c measured: docs/intel.md, round 48b.)
      const m = BARE_FIGURE.exec(text.slice(tok.end, tok.end + 16));
      const next = tokens[k + 1];
      if (!m) continue;
      const index = tok.end + m[0].length - m[1].length;
      const amount = parseNumber(m[1]);
      const el = at(index);
      if (amount === null || amount <= 0 || (next && next.index < index + m[1].length) || isStruck(el) || el === firstEl) continue;
      const now: PriceToken = { amount, currency: tok.currency, raw: m[1], index, end: index + m[1].length };
      const block = page.elementAt("all", tok.index, now.end);
      const [bs, be] = page.range(block, "all");
      if (be - bs > SLOT_MAX) continue;
      (out ??= [...tokens]).push(now);
      struck.add(tok);
      holder.set(now, block);
      continue;
    }
    // "$31" with the 3 struck: the struck element ends inside the token's digits.
    const split = page.range(firstEl, "all")[1];
    if (split <= first || split > last || !/\d/.test(text[split - 1]) || !/^\d/.test(text.slice(split, tok.end))) continue;
    const listAmount = parseNumber(text.slice(first, split));
    const nowAmount = parseNumber(text.slice(split, tok.end).replace(/\D+$/, ""));
    if (listAmount === null || nowAmount === null || listAmount <= 0 || nowAmount <= 0) continue;
    const list: PriceToken = { amount: listAmount, currency: tok.currency, raw: text.slice(tok.index, split), index: tok.index, end: split };
    const now: PriceToken = { amount: nowAmount, currency: tok.currency, raw: text.slice(split, tok.end), index: split, end: tok.end };
    out ??= [...tokens];
    out.splice(out.indexOf(tok), 1, list, now);
    struck.add(list);
    const block = page.elementAt("all", tok.index, tok.end);
    holder.set(list, block);
    holder.set(now, block);
  }
  return { tokens: out ? out.sort((a, b) => a.index - b.index) : tokens, struck, holder };
}
