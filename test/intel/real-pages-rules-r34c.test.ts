/**
 * Round 34, part c, on real pages (issue 25; docs/intel.md, "Round 34, part c"): a currency written
 * out as a word after the figure. On small pages and lines of our own (never text from a real page):
 * - what is read: the euro spelt out ("120 Euros", "45 euro", "300 евро", "80 ευρώ"), the Moroccan
 *   dirham's "dh" ("199dh/mois", "450 DH"); a page priced only so reads its plans;
 * - the look-alikes: the word running on into another word ("50 Europe", "3 dhow", "12 Dhs"), the
 *   word before the figure ("Euro 2024"), and the words that name several currencies ("FCFA",
 *   the bare riyal "ريال", "dirhams"), which stay unread.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const PAGE = "https://quillmoor.example/pricing";
const html = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Quillmoor</h1>${body}</main></body></html>`;
/** A row of cards: each a heading, a price line and two bullets. */
const cards = (rows: [string, string][]) =>
  `<div class="plans">${rows
    .map(([name, price]) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Unlimited notebooks</li><li>Sync on all devices</li></ul><a href="/signup">Start</a></div>`)
    .join("")}</div>`;
const read = (body: string, lang = "en") =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();
const prices = (text: string) => findPrices(text).map((t) => `${t.amount} ${t.currency}`);

describe("a currency written out after the figure is read", () => {
  test("the euro spelt out, in the languages of our pages", () => {
    expect(prices("Quillmoor costs 120 Euros per month")).toEqual(["120 EUR"]);
    expect(prices("45 euro al mese")).toEqual(["45 EUR"]);
    expect(prices("ab 9,50 Euro im Monat")).toEqual(["9.5 EUR"]);
    expect(prices("300 евро в месяц")).toEqual(["300 EUR"]);
    expect(prices("80 ευρώ το μήνα")).toEqual(["80 EUR"]);
  });

  test("the names of other currencies that are one country's alone", () => {
    expect(prices("49 reais por mês")).toEqual(["49 BRL"]);
    expect(prices("980 yen a month")).toEqual(["980 JPY"]);
    expect(prices("99 złotych miesięcznie")).toEqual(["99 PLN"]);
    expect(prices("299 гривень на місяць")).toEqual(["299 UAH"]);
  });

  test("the Moroccan dirham's \"dh\", glued or spaced, in any case", () => {
    expect(prices("199dh/mois")).toEqual(["199 MAD"]);
    expect(prices("450 DH par mois")).toEqual(["450 MAD"]);
    expect(prices("1 200 Dh / an")).toEqual(["1200 MAD"]);
  });

  test("cards priced in \"dh\" read as plans, by the month", () => {
    const body = cards([["Essentiel", "149dh/mois"], ["Business", "299dh/mois"]]);
    expect(read(body, "fr")).toEqual(["Business: 299 MAD /month", "Essentiel: 149 MAD /month"]);
  });

  test("cards priced with the euro spelt out read as plans", () => {
    const body = cards([["Solo", "12 Euros / month"], ["Team", "39 Euros / month"]]);
    expect(read(body)).toEqual(["Solo: 12 EUR /month", "Team: 39 EUR /month"]);
  });
});

describe("look-alikes stay unread", () => {
  test("the word running on into another word, or set before the figure", () => {
    expect(prices("50 Europe-wide offices")).toEqual([]);
    expect(prices("ships in 3 dhows")).toEqual([]);
    expect(prices("Our team at Euro 2024")).toEqual([]);
    expect(prices("80 ευρωπαϊκές χώρες")).toEqual([]);
  });

  test("\"Dhs\", how the Emirates write their dirham, is not read as the Moroccan one", () => {
    expect(prices("99 Dhs per month")).toEqual([]);
  });

  test("words that name several currencies are left unread: the bare riyal, dirhams (FCFA is read since round 50c: XOF, or XAF where the page settles it)", () => {
    expect(prices("Premium 2 500 FCFA par mois")).toEqual(["2500 XOF"]);
    expect(prices("29 ريال شهرياً")).toEqual([]);
    expect(prices("150 dirhams par mois")).toEqual([]);
    // Cards priced so are read in the West African franc (round 50c).
    const plans = read(cards([["Basique", "2 500 FCFA / mois"], ["Premium", "5 000 FCFA / mois"]]), "fr");
    expect(plans.filter((p) => !p.endsWith(": null null /null")).length).toBe(2);
  });
});
