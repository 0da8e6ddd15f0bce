/**
 * Rules from the sixth round on real pages (issue 25; docs/intel.md, "Rounds on real pages"), each
 * on a small page of our own — never text from a real page: how prices are written (currencies,
 * icon fonts), what a card is and what names it, what is not a plan, tables, periods.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const page = (body: string, head = "") => `<!doctype html><html><head><title>Pricing | Vendor</title>${head}</head><body>${body}</body></html>`;
const read = (body: string, head = "", url = "https://vendor.example/pricing") => extractSite([{ url, html: page(body, head) }], { strict: true });
const rows = (body: string, head = "") => read(body, head).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);
const card = (name: string, price: string, extra = "") => `<div class="card"><h3>${name}</h3><p>${price}</p>${extra}<a href="/signup">Get started</a></div>`;
const grid = (...cards: string[]) => `<main><div class="grid">${cards.join("")}</div></main>`;

describe("sixth round: how prices are written", () => {
  test("yen and won signs after the number; codes of more currencies, before or after it", () => {
    expect(findPrices("980円 月額").map((t) => [t.amount, t.currency])).toEqual([[980, "JPY"]]);
    expect(findPrices("9,900원").map((t) => [t.amount, t.currency])).toEqual([[9900, "KRW"]]);
    expect(findPrices("1500 SAR / Yearly").map((t) => [t.amount, t.currency])).toEqual([[1500, "SAR"]]);
    expect(findPrices("RM 49 · AED 120 · 500 PKR").map((t) => t.currency)).toEqual(["AED", "PKR"]);
  });

  test("a name pages use instead of the code, and a dollar sign settled by the code beside it", () => {
    expect(findPrices("NTD 1099 /月").map((t) => [t.amount, t.currency])).toEqual([[1099, "TWD"]]);
    expect(findPrices("$1,499 MXN / month").map((t) => [t.amount, t.currency])).toEqual([[1499, "MXN"]]);
    expect(findPrices("MXN $1,499 al mes").map((t) => [t.amount, t.currency])).toEqual([[1499, "MXN"]]);
    // A code that is also a programming language is no currency.
    expect(findPrices("Runs on PHP 8.2")).toEqual([]);
  });

  test("a currency drawn by an icon font beside a bare number", () => {
    const html = grid(
      card("Solo", `<i class="fa fa-usd"></i> 0 <small>/ per month</small>`),
      card("Team", `<i class="fa fa-usd"></i> 50 <small>/ per month</small>`),
      card("Studio", `<span class="bi bi-currency-euro"></span>90 / month`),
    );
    expect(rows(html)).toEqual([
      ["Solo", 0, "USD", "month", false],
      ["Team", 50, "USD", "month", false],
      ["Studio", 90, "EUR", "month", false],
    ]);
  });

  test("a static pricing file (pricing.html) is the pricing page: a home page teaser adds no plans", () => {
    const pricing = page(grid(card("Basic", "$10/month"), card("Plus", "$20/month")));
    const home = page(`<main><section class="hero"><h2>Try it free for 3 days</h2><p>then $10/mo</p><a href="/s">Start</a></section><section><h2>Cancel anytime</h2><p>$20/month</p><a href="/s">Buy</a></section></main>`);
    const facts = extractSite([{ url: "https://vendor.example/", html: home }, { url: "https://vendor.example/pricing.html", html: pricing }], { url: "https://vendor.example/", strict: true });
    expect(facts.plans.map((p) => p.name)).toEqual(["Basic", "Plus"]);
  });
});

describe("sixth round: what a card is and what names it", () => {
  test("a card classed after its price ('price-card') is a card, not a price block", () => {
    const html = `<main><div class="pricing-grid">${["Free:$0", "Pro:$9", "Max:$29"].map((x) => `<div class="price-card"><div class="price-name">${x.split(":")[0]}</div><div class="price-amount">${x.split(":")[1]}<span class="period">/month</span></div><ul><li>Everything</li></ul><a href="/s">Start</a></div>`).join("")}</div></main>`;
    expect(rows(html).map((r) => [r[0], r[1]])).toEqual([["Free", 0], ["Pro", 9], ["Max", 29]]);
  });

  test("a heading after the price ('Features') does not name the card: the line before the price does", () => {
    const c = (name: string, n: number) => `<div class="box"><span class="label">${name}</span><h2 class="big">€ <span>${n}</span> Per Month</h2><div><h2>Features</h2><ul><li>${n} wallets</li></ul></div><a href="/s">Order</a></div>`;
    expect(rows(`<main><div class="row">${c("Plus", 49)}${c("Premium", 249)}</div></main>`).map((r) => [r[0], r[1]])).toEqual([["Plus", 49], ["Premium", 249]]);
  });

  test("a name set under the price names the card when nothing stands before the price", () => {
    const c = (name: string, n: number) => `<div class="col"><div class="amount">€ ${n} / month</div><h3>${name}</h3><ul><li>Support</li></ul><a href="/s">Buy</a></div>`;
    expect(rows(`<main><div class="row">${c("Small", 125)}${c("Medium", 199)}</div></main>`).map((r) => [r[0], r[1]])).toEqual([["Small", 125], ["Medium", 199]]);
  });

  test("'Starts at' before the price is no name; the words before a price inside a sentence are none either", () => {
    const c = (name: string, n: number) => `<div class="item"><h3>${name}</h3><div class="price-wrapper"><h4>Starts at </h4><h4>$${n}/Month</h4></div><a href="/s">Go</a></div>`;
    expect(rows(`<main><div class="row">${c("Starter", 25)}${c("Growth", 150)}</div></main>`).map((r) => [r[0], r[1]])).toEqual([["Starter", 25], ["Growth", 150]]);
  });
});
