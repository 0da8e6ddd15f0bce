/**
 * Round 13 on real pages (issue 25; docs/intel.md, "Round 13, part b"): recall of the raw reading.
 * Developed on waves 1–6, kept only when wave 7's totals (product and raw) were no worse. Each rule
 * on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter } from "../../src/intel/extract/money";

const URL = "https://vendor.example/pricing";
const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>Vendor</title></head><body><main><h1>Vendor</h1>${body}</main></body></html>`;
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>A</li><li>B</li></ul><a href="/signup">→</a></div>`;
const read = (lang: string, ...cards: string[]) =>
  extractSite([{ url: URL, html: page(lang, `<div class="plans">${cards.join("")}</div>`) }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

describe("round 13: month and year words in Czech and Arabic", () => {
  test("a Czech card's 'za měsíc' / 'ročně' after the price is its period", () => {
    expect(read("cs", card("Start", "490 Kč za měsíc"), card("Plus", "990 Kč za měsíc"))).toEqual([
      ["Start", 490, "month"],
      ["Plus", 990, "month"],
    ]);
    expect(read("cs", card("Start", "4 900 Kč ročně"), card("Plus", "9 900 Kč ročně"))).toEqual([
      ["Start", 4900, "year"],
      ["Plus", 9900, "year"],
    ]);
  });

  test("an Arabic card's '/شهر' and '/سنة' after the price is its period", () => {
    expect(read("ar", card("أساسي", "$5/شهر"), card("متقدم", "$15/شهر"))).toEqual([
      ["أساسي", 5, "month"],
      ["متقدم", 15, "month"],
    ]);
    expect(read("ar", card("أساسي", "$50/سنة"), card("متقدم", "$150/سنة"))).toEqual([
      ["أساسي", 50, "year"],
      ["متقدم", 150, "year"],
    ]);
  });

  test("the words only count standing alone: 'months' in another word, or a count of months, is no period", () => {
    // "أشهر" (months, after a count) and "شهرين" (two months) begin otherwise or run on: not "/month".
    expect(billingAfter(" أشهر").period).toBeNull();
    expect(billingAfter(" شهرين").period).toBeNull();
    // A Czech word that merely starts like the month word is not it; the adverb is.
    expect(billingAfter(" měsíčník").period).toBeNull();
    expect(billingAfter(" měsíčně bez DPH").period).toBe("month");
  });
});
