/**
 * Round 43, part b, on real pages (issue 25; docs/intel.md, "Round 43, part b"): a price whose
 * cents sit in an element of their own (split-cents.ts). Small pages of our own, never text from
 * a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1><section class="plans">${body}</section></main></body></html>`;
const bullets = `<ul><li>Ten projects</li><li>Email support</li><li>Weekly backups</li></ul>`;
const card = (name: string, price: string, after = "<p>per month</p>") =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div>${after}${bullets}<a class="btn" href="/signup">Start</a></div>`;
const read = (html: string, url = "https://tools.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

describe("rules43b: cents in an element of their own join the whole number", () => {
  test("cents in a sup: $19<sup>99</sup> reads 19.99", () => {
    const got = read(doc(card("Basic", "$19<sup>99</sup>") + card("Team", "$39<sup>99</sup>")));
    expect(got).toEqual([["Basic", 19.99, "month"], ["Team", 39.99, "month"]]);
  });

  test("cents in a classed span carrying their point: $19<span class=cents>.99</span>", () => {
    const got = read(doc(card("Basic", `$19<span class="cents">.99</span>`) + card("Team", `$39<span class="cents">.99</span>`)));
    expect(got).toEqual([["Basic", 19.99, "month"], ["Team", 39.99, "month"]]);
  });

  test("a space after the whole number before the cents element: $14 <span class=price-cents>95</span>", () => {
    const got = read(doc(card("Light", `$4 <span class="price-cents">95</span>`) + card("Heavy", `$14 <span class="price-cents">95</span>`)));
    expect(got).toEqual([["Light", 4.95, "month"], ["Heavy", 14.95, "month"]]);
  });

  test("a price split into blocks, its fraction block carrying the point", () => {
    const price = (whole: string) =>
      `<div class="amount"><div class="amount__symbol">$</div> <div class="amount__integer"> ${whole} </div> <div class="amount__fraction">.99</div></div>`;
    const got = read(doc(card("Basic", price("9")) + card("Team", price("29"))));
    expect(got).toEqual([["Basic", 9.99, "month"], ["Team", 29.99, "month"]]);
  });

  test("German: € 9<sup>,90</sup> reads 9.90", () => {
    const de = (name: string, price: string) => card(name, price, "<p>pro Monat</p>");
    const got = read(doc(de("Basis", "€ 9<sup>,90</sup>") + de("Team", "€ 19<sup>,90</sup>"), "de"), "https://werkzeug.example/preise");
    expect(got).toEqual([["Basis", 9.9, "month"], ["Team", 19.9, "month"]]);
  });
});

describe("rules43b: a number after a price that is not its cents stays apart", () => {
  test("a footnote mark in a sup: $19<sup>1</sup> stays 19", () => {
    const got = read(doc(card("Basic", "$19<sup>1</sup>") + card("Team", "$39<sup>1</sup>")));
    expect(got).toEqual([["Basic", 19, "month"], ["Team", 39, "month"]]);
  });

  test("a period in a sup: $19<sup>/mo</sup> stays 19 a month", () => {
    const got = read(doc(card("Basic", "$19<sup>/mo</sup>", "") + card("Team", "$39<sup>/mo</sup>", "")));
    expect(got).toEqual([["Basic", 19, "month"], ["Team", 39, "month"]]);
  });

  test("a count after a price in plain text: $19 99 users is no 19.99", () => {
    const got = read(doc(card("Basic", "$19 <span>99 users</span>") + card("Team", "$39 <span>99 users</span>")));
    expect(got.map((p) => p[1])).toEqual([19, 39]);
  });

  test("a count set small after the price is no cents: $19<small>99 users</small>", () => {
    const got = read(doc(card("Basic", "$19<small>99 users</small>") + card("Team", "$39<small>99 users</small>")));
    expect(got.map((p) => p[1])).not.toContain(19.99);
  });
});
