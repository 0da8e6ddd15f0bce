/**
 * Round 19, part c, on real pages (issue 25; docs/intel.md, "Round 19, part c"): pages that sell
 * one thing and read no plan. The last-resort reader of a page's one price (extract/sole-price.ts)
 * now runs on an upgrade page too, reads a price on a buy button as paid once, reads the offer's two
 * billing sides, names the offer by an edition of the product, and the money reader no longer takes
 * a code written after a price for the prefix of the next figure. Developed on waves 1–12, checked
 * on wave 13's totals. Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const HOME = "https://quillnest.example/";
const page = (body: string, title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`;
const home = page(`<header><a href="/">Quillnest</a></header><main><h1>Quillnest</h1><p>Notes that file themselves.</p></main>`, "Quillnest");
const raw = (url: string, html: string) =>
  extractSite([{ url: HOME, html: home }, { url, html }], { url: HOME, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.annual_amount]);

describe("rules19c: currency codes beside a dollar price", () => {
  test("'$12.50 USD' then '30-day trial' on the next line is one price, not two", () => {
    expect(findPrices("$12.50 USD\n30-day money-back guarantee").map((t) => [t.raw, t.amount])).toEqual([["$12.50", 12.5]]);
    // A code that opens its own price stays one ("USD 9/mo", "Total: USD 40").
    expect(findPrices("Solo: USD 9/mo").map((t) => t.amount)).toEqual([9]);
    // A sign spelt with letters is no code: "R$ 29,00 R$ 249,00" is two prices.
    expect(findPrices("R$ 29,00 R$ 249,00 /mês /ano").map((t) => t.amount)).toEqual([29, 249]);
  });

  test("a code glued to the dollar sign settles the dollar: 'USD$9.99', 'CAD$25'", () => {
    expect(findPrices("a one-time payment of USD$9.99.").map((t) => [t.raw, t.amount, t.currency])).toEqual([["USD$9.99", 9.99, "USD"]]);
    expect(findPrices("Lifetime: CAD$25").map((t) => [t.amount, t.currency])).toEqual([[25, "CAD"]]);
  });
});

describe("rules19c: the one price of an upgrade page", () => {
  // A price in a sentence: no card reader takes it, only the reader of a page's one price.
  const upgrade = page(
    `<main><h1>Go further with Quillnest</h1><p>Everything in the free app, and more.</p><p>Unlock every theme with a one-time payment of $24, yours forever.</p><a href="/checkout">Unlock</a></main>`,
    "Go further – Quillnest",
  );

  test("a page at /upgrade/ that prints one price paid once is one plan", () => {
    expect(raw("https://quillnest.example/upgrade/", upgrade)).toEqual([["Quillnest", 24, "USD", "one_time", null]]);
  });

  test("a page that is neither a pricing nor an upgrade page is not read so", () => {
    expect(raw("https://quillnest.example/story/", upgrade)).toEqual([]);
  });
});

describe("rules19c: a price on a buy button, the offer's billing sides, its edition's name", () => {
  const url = "https://quillnest.example/pricing";

  test("a bare price printed on a buy button, on a page with nothing by the month, is paid once", () => {
    const html = page(`<main><h1>Get Quillnest</h1><p>The desktop app for Windows and Mac.</p><a class="btn" href="/order">Buy Quillnest ($19.99)</a><p>Download a free trial first.</p></main>`, "Get Quillnest");
    expect(raw(url, html)).toEqual([["Quillnest", 19.99, "USD", "one_time", null]]);
  });

  test("not when the page speaks of a subscription, nor on a button that does not buy", () => {
    const html = page(`<main><h1>Get Quillnest</h1><p>Renews automatically; cancel any time.</p><a class="btn" href="/order">Buy Quillnest ($19.99)</a></main>`, "Get Quillnest");
    expect(raw(url, html)).toEqual([]);
    const bare = page(`<main><h1>Get Quillnest</h1><p>The desktop app.</p><a class="btn" href="/learn">Learn about Quillnest ($19.99)</a></main>`, "Get Quillnest");
    expect(raw(url, bare)).toEqual([]);
  });

  test("one offer by the month and by the year is one plan with its annual side, named by the product's edition", () => {
    const html = page(`<main><h1>Quillnest Plus</h1><p>Unlock themes and sync.</p><div class="choose"><p><a href="/buy?m">$6 / month</a></p><p><a href="/buy?y">$60 / year</a></p></div></main>`, "Quillnest Plus");
    expect(raw(url, html)).toEqual([["Quillnest Plus", 6, "USD", "month", 5]]);
  });

  test("two amounts that are not the two sides of one offer are still nothing", () => {
    const html = page(`<main><h1>Quillnest Plus</h1><p>Sync $6 / month, teams $90 / year.</p><a href="/buy">Buy</a></main>`, "Quillnest Plus");
    expect(raw(url, html)).toEqual([]);
  });

  test("the edition on the price's own line, after an action's words", () => {
    const html = page(`<main><h1>Unlock every tool</h1><p>A calmer way to take notes.</p><a class="btn" href="/pay">Upgrade to Quillnest Pro - $7/mo</a></main>`, "Unlock");
    expect(raw(url, html)).toEqual([["Quillnest Pro", 7, "USD", "month", null]]);
  });
});

describe("rules19c: a product name that is a price names nothing", () => {
  test("a home page titled by its price gives the one offer no name, so no plan", () => {
    const priced = page(`<main><h1>$19</h1><p>Notes that file themselves.</p></main>`, "$19");
    const html = page(`<main><h1>Get it</h1><p>The full version is a one-time payment of $19.</p><a href="/pay">Checkout</a></main>`, "Buy");
    const url = "https://quillnest.example/pricing";
    expect(extractSite([{ url: HOME, html: priced }, { url, html }], { url: HOME, abstain: false }).plans.map((p) => p.name)).toEqual([]);
  });
});
