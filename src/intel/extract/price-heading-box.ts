/**
 * Round 109, part g: a one-page site that sells one thing prints its price as a heading of its
 * own — `<h3>$8.99</h3>` — with the button that buys it in the same small box ("Get It Now" under
 * the figure), and names no plan: the page has no pricing address, no "#pricing" section and no
 * "Pricing" heading, so the sole-price reader (sole-price.ts) was never asked, for a home page's one
 * price is no offer guessed (round 65b: a priced button or a figure in the prose may be anything).
 *
 * A price set as a heading by itself is not prose: the page presents the figure as the thing to read
 * in its block, and the button beside it is how to pay it. Read as the product's price box when
 *   - a visible heading (h1–h4) holds one price and nothing else but a period or a once-word
 *     (its whole text a price: "$8.99", "€12 / month"), short;
 *   - the heading's own box (its parent, or the parent's parent when the parent holds only it) is
 *     small — the heading, a button, a line — and holds a link or a button with words;
 *   - the page has exactly one such heading (two priced headings are a list the card readers own).
 * The sole-price reader still asks everything else (one amount on the whole page, no unit price,
 * no second offer). On a page that states no recurrence anywhere (page-period.ts) the box's price
 * is paid once: the corpus's convention for a bare price (round 22b), the box's button being the
 * sign of buying that quiet-purchase.ts asks of a price in prose.
 *
 * Cheap: only the page's headings are looked at (a few dozen), and a heading's text is tested for a
 * price only when it is short and holds a digit.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices } from "./money.ts";

/** A heading whose whole text is a price: at most this long. */
const MAX_HEADING = 24;
/** The box around the price heading: at most this much text (the heading, a button, a short line). */
const MAX_BOX = 160;
/** What may stand beside the price in its heading: a period or a once-word, nothing that names. */
const PRICE_REST = /^[\s\u00a0]*(?:(?:\/|per\s+)?\s*(?:mo|month|yr|year|user|seat)s?|one[-\s]?time|once|only)?[\s\u00a0.*]*$/i;

const pricedHeading = (page: Page, el: HElement, text: string): boolean => {
  if (text.length > MAX_HEADING || !/\d/.test(text) || page.isHidden(el)) return false;
  const prices = findPrices(text);
  if (prices.length !== 1) return false;
  const p = prices[0]!;
  return PRICE_REST.test(text.slice(0, p.index)) && PRICE_REST.test(text.slice(p.end));
};

/** The heading's box: its parent, widened once when the parent holds nothing but the heading. */
function boxOf(page: Page, h: HElement): HElement | null {
  let box = h.parent;
  if (box && box.tag !== "#root" && page.text(box).trim() === page.text(h).trim()) box = box.parent;
  return box && box.tag !== "#root" && box.tag !== "body" ? box : null;
}

/** A link or button with words inside `box`, after the heading (the box's way to pay). */
function buttonIn(page: Page, box: HElement, h: HElement): boolean {
  const stack: HElement[] = [box];
  while (stack.length) {
    const e = stack.pop()!;
    for (const c of e.children) {
      if (c.kind !== "element") continue;
      if (c.order > h.order && (c.tag === "a" || c.tag === "button") && !page.isHidden(c) && /\p{L}/u.test(page.text(c))) return true;
      stack.push(c);
    }
  }
  return false;
}

/** The price heading and its box. */
export interface PriceHeadingBox {
  heading: HElement;
  box: HElement;
}

const memo = new WeakMap<Page, PriceHeadingBox | null>();

/** The page's one heading that is a price in a small box with a button (see above), else null. Memoised per page. */
export function priceHeadingBox(page: Page): PriceHeadingBox | null {
  if (memo.has(page)) return memo.get(page)!;
  let found: PriceHeadingBox | null = null;
  let count = 0;
  for (const h of page.headings) {
    if (h.level > 4 || !pricedHeading(page, h.el, h.text)) continue;
    if (++count > 1) {
      found = null;
      break;
    }
    const box = boxOf(page, h.el);
    found = box && page.text(box).length <= MAX_BOX && buttonIn(page, box, h.el) ? { heading: h.el, box } : null;
  }
  memo.set(page, found);
  return found;
}

const within = (el: HElement, outer: HElement) => {
  for (let e: HElement | null = el; e; e = e.parent) if (e === outer) return true;
  return false;
};

/** Whether `el` (a price's element) lies in the page's price heading (see above). */
export const inPriceHeading = (page: Page, el: HElement): boolean => {
  const b = priceHeadingBox(page);
  return b !== null && within(el, b.heading);
};

/** Whether `el` lies outside the box of the page's price heading, when the page has one: no name of the box's price is read there. */
export const outsidePriceBox = (page: Page, el: HElement): boolean => {
  const b = priceHeadingBox(page);
  return b !== null && !within(el, b.box);
};
