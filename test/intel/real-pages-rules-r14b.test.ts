/**
 * Round 14, part b, on real pages (issue 25; docs/intel.md, "Round 14"): recall of the raw
 * reading. Developed on waves 1–7, kept only when wave 8's totals (product and raw) were no worse.
 * Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { MAGNITUDE_AFTER, NOT_A_PLAN_PRICE_AFTER } from "../../src/intel/extract/money";

const URL = "https://vendor.example/pricing";
const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>Vendor</title></head><body><main><h1>Vendor</h1>${body}</main></body></html>`;
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>A</li><li>B</li></ul><a href="/signup">→</a></div>`;
const read = (lang: string, ...cards: string[]) =>
  extractSite([{ url: URL, html: page(lang, `<div class="plans">${cards.join("")}</div>`) }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

describe("round 14b: a word glued after a price that merely starts with k, m or b is no magnitude", () => {
  test("'490 Kč měsíčně' is a monthly price, not 490 million", () => {
    expect(read("cs", card("Start", "490 Kč měsíčně"), card("Plus", "990 Kč měsíčně"))).toEqual([
      ["Start", 490, "month"],
      ["Plus", 990, "month"],
    ]);
  });

  test("the magnitude letters still count standing alone", () => {
    expect(MAGNITUDE_AFTER.test("m users")).toBe(true);
    expect(MAGNITUDE_AFTER.test("B processed")).toBe(true);
    expect(MAGNITUDE_AFTER.test("k saved")).toBe(true);
    expect(MAGNITUDE_AFTER.test(" měsíčně")).toBe(false);
    expect(MAGNITUDE_AFTER.test(" miesięcznie")).toBe(false);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" měsíčně")).toBe(false);
    expect(NOT_A_PLAN_PRICE_AFTER.test("M in revenue")).toBe(true);
  });
});

describe("round 14b: an original price written beside a promotional one is no card of its own", () => {
  /** A card whose price block holds the promotional price and, below it, the original price in words. */
  const promo = (name: string, price: string, was: string) =>
    `<div class="card"><h2>${name}</h2><ul><li>Reports</li><li>Exports</li></ul><div class="foot"><div class="price-block"><span class="big">${price}<aside>Sale</aside></span><span class="small">monthly / <strong>original price ${was}</strong></span></div><a href="/contact">Sign up</a></div></div>`;
  test("the promotional price is the card's, under its own heading", () => {
    const plans = extractSite([{ url: URL, html: page("en", `<section class="plans">${promo("Starter", "€49", "€69")}${promo("Growth", "€89", "€129")}</section>`) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.period])).toEqual([
      ["Starter", 49, "month"],
      ["Growth", 89, "month"],
    ]);
  });
});

describe("round 14b: a table priced by quantity lists its tiers in rows", () => {
  const table = (corner: string, rows: [string, string, string][]) =>
    `<h2>Prices</h2><table><tr><th>${corner}</th><th>Monatspreis</th><th>Jahrespreis</th></tr>${rows.map(([a, b, c]) => `<tr><td>${a}</td><td>${b}</td><td>${c}</td></tr>`).join("")}</table>`;
  const readTable = (html: string) => extractSite([{ url: URL, html: page("de", html) }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

  test("'Anzahl Fahrzeuge' over rows 'bis 3', 'bis 10': each row a tier named by its count, the month column its price", () => {
    expect(readTable(table("Anzahl Fahrzeuge", [["bis 3", "59 €", "590 €"], ["bis 10", "119 €", "1.190 €"]]))).toEqual([
      ["bis 3", 59, "month"],
      ["bis 10", 119, "month"],
    ]);
    expect(readTable(table("Number of users", [["1", "€20", "€200"], ["2-5", "€35", "€350"]]))).toEqual([
      ["1", 20, "month"],
      ["2-5", 35, "month"],
    ]);
  });

  test("the year column beside the month column is the row's annual side", () => {
    const plans = extractSite([{ url: URL, html: page("de", table("Anzahl Fahrzeuge", [["bis 3", "60 €", "600 €"], ["bis 10", "120 €", "1.200 €"]])) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.annual_amount])).toEqual([
      ["bis 3", 60, 50],
      ["bis 10", 120, 100],
    ]);
  });

  test("rows that are not counts under such a corner stay unread as tiers", () => {
    expect(readTable(table("Number of users", [["Alpha Corp", "€20", "€200"], ["Beta Inc", "€35", "€350"]]))).toEqual([]);
  });
});
