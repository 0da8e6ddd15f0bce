/**
 * Round 39, part b, on real pages (issue 25; docs/intel.md, "Round 39, part b"): currencies a
 * dollar sign leaves open. Every prefixed dollar read as its own money before the bare "$", and a
 * bare "$" settled only by what the page writes, never by its locale alone. Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";
import { PREFIXED_DOLLARS } from "../../src/intel/extract/dollar-signs";

const doc = (body: string, lang = "en", title = "Pricing") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Unlimited boards</li><li>Email support</li></ul><a href="/signup">Choose</a></div>`;
const grid = (...cards: string[]) => `<h1>Plans</h1><section class="plans">${cards.join("")}</section>`;
const read = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.inferred?.includes("currency") ?? false]);
const first = (text: string) => findPrices(text).map((t) => [t.amount, t.currency]);

describe("rules39b: every prefixed dollar is its own money", () => {
  test("each sign of the table reads its currency, spaced or glued to the figure", () => {
    for (const [sign, code] of PREFIXED_DOLLARS) {
      expect(first(`Team ${sign}1,200 a year`)).toEqual([[1200, code]]);
      expect(first(`Team ${sign} 45`)).toEqual([[45, code]]);
    }
  });

  test("the signs the table added: Taiwan's, Namibia's, the Dominican and Singapore's second spelling, the Mexican peso's", () => {
    expect(first("專業版 NT$ 990 /月")).toEqual([[990, "TWD"]]);
    expect(first("Entry N$150 per month")).toEqual([[150, "NAD"]]);
    expect(first("Básico RD$ 1,500 al mes")).toEqual([[1500, "DOP"]]);
    expect(first("Growth SG$59 / mo")).toEqual([[59, "SGD"]]);
    expect(first("Pro Mex$299 al mes")).toEqual([[299, "MXN"]]);
  });

  test("US$ is the US dollar on a page whose locale names another region", () => {
    const html = doc(grid(card("Basic", "US$ 5 / 月"), card("Plus", "US$ 12 / 月")), "zh-TW");
    expect(read("https://lanternapp.example/pricing", html)).toEqual([
      ["Basic", 5, "USD", false],
      ["Plus", 12, "USD", false],
    ]);
  });

  test("a prefixed sign on a page of cards is read in its money", () => {
    const html = doc(grid(card("Starter", "NT$ 290 / month"), card("Studio", "NT$ 890 / month")));
    expect(read("https://pinecrest.example/pricing", html).map((p) => [p[1], p[2], p[3]])).toEqual([
      [290, "TWD", false],
      [890, "TWD", false],
    ]);
  });

  test("look-alikes: a sign inside a word, a sign with no figure after it", () => {
    // "N$" and "R$" glued to a word's letters are no sign.
    expect(first("SUN$5 coupon")).toEqual([]);
    expect(first("the BAR$12 tab")).toEqual([]);
    // "R$" in a sentence without a number, then a figure with its own sign.
    expect(first("Pague em R$ ou em dólares: $9 por mês")).toEqual([[9, "USD"]]);
    expect(first("N$ is the Namibian dollar's sign.")).toEqual([]);
  });
});

describe("rules39b: a bare dollar is settled by the page's own words, not its locale", () => {
  const cards = grid(card("Solo", "$4 / month"), card("Team", "$9 / month"));

  test("a locale alone leaves the bare dollar the US dollar, marked inferred: the page left it open", () => {
    expect(read("https://quillmark.example/zh-tw/pricing", doc(cards, "zh-TW"))).toEqual([
      ["Solo", 4, "USD", true],
      ["Team", 9, "USD", true],
    ]);
    expect(read("https://quillmark.example/pricing", doc(cards, "en-AU")).map((p) => [p[2], p[3]])).toEqual([
      ["USD", true],
      ["USD", true],
    ]);
  });

  test("a bare dollar on a page with no other region, or in the United States, is read as the US dollar", () => {
    for (const lang of ["en", "en-US", "es"]) {
      expect(read("https://quillmark.example/pricing", doc(cards, lang)).map((p) => [p[2], p[3]])).toEqual([
        ["USD", false],
        ["USD", false],
      ]);
    }
  });

  test("the dollar's code or name on the page settles it, with or without the locale, marked inferred", () => {
    const coded = doc(`${cards}<p class="note">All prices in TWD</p>`, "zh-TW");
    expect(read("https://quillmark.example/pricing", coded)).toEqual([
      ["Solo", 4, "TWD", true],
      ["Team", 9, "TWD", true],
    ]);
    const named = doc(grid(card("Solo", "$120 新台幣/月"), card("Team", "$360 新台幣/月")), "en");
    expect(read("https://quillmark.example/pricing", named).map((p) => p[2])).toEqual(["TWD", "TWD"]);
  });

  test("a locale that names another dollar than the page's hint leaves the dollar as read", () => {
    // A code alone in the title is a hint, weaker than a code beside a price: the locale contradicts it.
    const html = doc(cards, "en-NZ", "Plans (AUD)");
    expect(read("https://quillmark.example/pricing", html).map((p) => p[2])).toEqual(["USD", "USD"]);
  });
});
