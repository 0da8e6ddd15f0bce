/**
 * Round 35, part c, on real pages (issue 25; docs/intel.md, "Round 35, part c"): a one-time licence
 * sold as a page's only offer, its launch price printed beside a list price struck by a CSS class or
 * an inline style rather than an <s>/<del> tag. The sole-price reader now judges "struck" as the card
 * reader does (plans-page.ts `isStruck`). On small pages of our own (never text from a real page):
 * - what is read: the offer at the price charged, paid once, whichever way the list price is struck;
 * - the look-alike: the same two prices with nothing struck are two amounts, no sole offer: unread.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://tallowbyte.example/pricing";
const html = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head><title>Pricing</title>${head}</head><body><main><h1>Tallowbyte</h1>${body}</main></body></html>`;
const offer = (listAttrs: string) =>
  `<div class="offer"><p>Lifetime Licence</p><div><span ${listAttrs}>$80</span> <span>$35</span> <span>one-time</span></div><p>All updates of this version.</p></div>`;
const read = (body: string, head = "") =>
  extractSite([{ url: PAGE, html: html(body, head) }], { url: PAGE, abstain: false })
    .plans.filter((p) => p.amount !== 0)
    .map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();

describe("a sole licence beside a struck list price", () => {
  test("struck by a class, the page's stylesheet or an inline style: the charged price, paid once", () => {
    expect(read(offer(`class="text-lg line-through"`))).toEqual(["Lifetime Licence: 35 USD /one_time"]);
    expect(read(offer(`class="was"`), "<style>.was{text-decoration:line-through}</style>")).toEqual(["Lifetime Licence: 35 USD /one_time"]);
    expect(read(offer(`style="text-decoration: line-through"`))).toEqual(["Lifetime Licence: 35 USD /one_time"]);
  });

  test("the look-alike: two prices, neither struck, are two amounts and no sole offer", () => {
    expect(read(offer(`class="price-main"`))).toEqual([]);
    expect(read(offer(""))).toEqual([]);
  });
});
