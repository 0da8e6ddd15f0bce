/**
 * Round 20, part b, on real pages (issue 25; docs/intel.md, "Round 20, part b"): what a price is
 * written with — period words and abbreviations of many languages (period-words.ts), the krone
 * before its figure in an element of its own, and currencies written as local words (money.ts).
 * Decided on waves 1–12, checked on wave 14 and wave 13's totals. Each rule on a small page of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter, findPrices } from "../../src/intel/extract/money";

const URL = "https://vendor.example/pricing";
const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>Vendor</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const read = (lang: string, body: string) =>
  extractSite([{ url: URL, html: page(lang, body) }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);
const card = (name: string, price: string, button = "Vælg") =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Fælles kalender</li><li>Rapporter</li></ul><a href="/order">${button}</a></div>`;

describe("rules20b: period words of other languages", () => {
  test("Danish 'kr/md.' is a month and 'pr. bruger' a price per user", () => {
    const grid = `<div class="plans">${card("Lille", "149 kr/md. pr. bruger")}${card("Stor", "299 kr/md. pr. bruger")}</div>`;
    expect(read("da", grid)).toEqual([
      ["Lille", 149, "DKK", "month", true],
      ["Stor", 299, "DKK", "month", true],
    ]);
  });
  test("a one-time price in Danish ('engangsbeløb') beside a monthly one keeps its own period", () => {
    const grid = `<div class="plans">${card("Opstart", "9.500 kr engangsbeløb")}${card("Drift", "499 kr/md.")}</div>`;
    expect(read("da", grid)).toEqual([
      ["Opstart", 9500, "DKK", "one_time", false],
      ["Drift", 499, "DKK", "month", false],
    ]);
  });
  test("abbreviations after a slash or a per word, in several languages", () => {
    const cases: [string, string][] = [
      ["/kk + alv 24%", "month"], ["/mies.", "month"], ["/měs.", "month"], ["/lună", "month"], ["/bln", "month"],
      ["/mån", "month"], [" pr. md.", "month"], [" pe lună", "month"], ["/år", "year"], [" per år", "year"],
      ["/vuosi", "year"], [" rocznie", "year"], [" årligt", "year"], [" jaarlijks", "year"], [" o singură dată", "one_time"],
      [" tek seferlik", "one_time"], [" разово", "one_time"], [" / مرّة واحدة", "one_time"],
    ];
    for (const [tail, period] of cases) expect([tail, billingAfter(tail).period]).toEqual([tail, period]);
  });
  test("the same letters are no period where they are another word", () => {
    for (const tail of [" 5 år garanti", " i år", " Markdown export", " Lunar edition", " mc server", " kk"]) expect([tail, billingAfter(tail).period]).toEqual([tail, null]);
  });
});

describe("rules20b: where and how the currency is written", () => {
  test("'kr' in an element of its own before the figure is the krone of a Danish page", () => {
    const price = (n: string) => `<span class="cur">kr</span><span class="amount">${n}</span><span class="per">/md.</span>`;
    const grid = `<div class="plans">${card("Basis", price("199"))}${card("Plus", price("1.299,00"))}</div>`;
    expect(read("da", grid)).toEqual([
      ["Basis", 199, "DKK", "month", false],
      ["Plus", 1299, "DKK", "month", false],
    ]);
  });
  test("local currency words after the figure: lei, Ft, TL, лв, грн, the Gulf abbreviations", () => {
    const got = (t: string) => findPrices(t).map((p) => [p.amount, p.currency]);
    expect(got("49 lei/lună")).toEqual([[49, "RON"]]);
    expect(got("4 990 Ft/hó")).toEqual([[4990, "HUF"]]);
    expect(got("299 TL/ay")).toEqual([[299, "TRY"]]);
    expect(got("29 лв")).toEqual([[29, "BGN"]]);
    expect(got("199 грн")).toEqual([[199, "UAH"]]);
    expect(got("120 ر.س / شهر")).toEqual([[120, "SAR"]]);
    expect(got("99 د.إ")).toEqual([[99, "AED"]]);
  });
  test("the same letters are no currency where they are another word", () => {
    for (const t of ["500 ft of cable", "Lei 5 stars", "TL;DR 5 steps", "Mo.–Fr. 9–17 Uhr", "Leilani 99", "12 TLS certs"]) expect([t, findPrices(t)]).toEqual([t, []]);
  });
});

describe("rules20b: a set's own note that its prices are paid once, in its language", () => {
  test("'Engangspris' above project cards makes their bare prices one-time; monthly cards beside them keep their month", () => {
    const grid =
      `<section><h2>Flytning</h2><p>Engangspris, ingen binding.</p><div class="plans">${card("Flyt S", "12.000 kr")}${card("Flyt M", "18.000 kr")}</div></section>` +
      `<section><h2>Drift</h2><div class="plans">${card("Drift", "199 kr/md.")}${card("Drift Plus", "399 kr/md.")}</div></section>`;
    expect(read("da", grid).map((p) => [p[0], p[1], p[3]])).toEqual([
      ["Flyt S", 12000, "one_time"],
      ["Flyt M", 18000, "one_time"],
      ["Drift", 199, "month"],
      ["Drift Plus", 399, "month"],
    ]);
  });
});

describe("rules20b: the page's root is no zone", () => {
  test("a <body> a theme classes 'has-megamenu' still has its cards read", () => {
    const grid = `<div class="plans">${card("Lille", "149 kr/md.")}${card("Stor", "299 kr/md.")}</div>`;
    const html = `<!doctype html><html lang="da"><head><title>Vendor</title></head><body class="page has-megamenu mega-menu-primary"><main><h1>Priser</h1>${grid}</main></body></html>`;
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);
    expect(plans).toEqual([
      ["Lille", 149, "month"],
      ["Stor", 299, "month"],
    ]);
  });
});
