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

describe("round 13: the card's button names the plan", () => {
  /** A card whose heading is a tagline and whose tier stands in a small line above it. */
  const tagged = (tier: string, tagline: string, price: string, button: string) =>
    `<article class="card"><p class="small">${tier}</p><h2>${tagline}</h2><p class="price">${price}</p><ul><li>Reports</li><li>Exports</li></ul><a href="/buy">${button}</a></article>`;
  const plans = (...cards: string[]) =>
    extractSite([{ url: URL, html: page("en", `<section class="plans">${cards.join("")}</section>`) }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount]);

  test("a button 'Choose Standard' under a tagline heading names the card by the line above it", () => {
    expect(plans(tagged("Standard", "No ads", "$10/mo", "Choose Standard"), tagged("Pro", "More bookings", "$30/mo", "Choose Pro"))).toEqual([
      ["Standard", 10],
      ["Pro", 30],
    ]);
  });

  test("a button that names the heading, or names nothing of the card, leaves the heading the name", () => {
    expect(plans(tagged("Best value", "Standard", "$10/mo", "Choose Standard"), tagged("For teams", "Pro", "$30/mo", "Choose Pro"))).toEqual([
      ["Standard", 10],
      ["Pro", 30],
    ]);
    // (No button names a line of the card: the heading stays the name, whatever it says.)
    const unnamed = plans(tagged("Standard", "No ads", "$10/mo", "Sign up today"), tagged("Pro", "More bookings", "$30/mo", "Sign up today"));
    expect(unnamed[0]).toEqual(["No ads", 10]);
    expect(unnamed.map(([n]) => n)).not.toContain("Standard");
    expect(unnamed.map(([n]) => n)).not.toContain("Pro");
  });
});
