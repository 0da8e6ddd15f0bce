/**
 * Round 17, part b, on real pages (issue 25; docs/intel.md, "Round 17, part b"): pricing pages that
 * read no plan though they show plans. Developed on waves 2–10, checked on wave 11's totals. Each
 * rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string, title = "Lumenboard pricing", lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Lumenboard plans</h1>${body}</main></body></html>`;
const URL = "https://lumenboard.example/pricing";
const raw = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.annual_amount, p.currency, p.period, p.contact_sales]);

describe("rules17b: a plans-in-columns table with a price row per billing side", () => {
  const table = (rows: string) =>
    `<table><thead><tr><th>Spark</th><th>Studio</th><th>Agency</th></tr></thead><tbody><tr><td>3 boards</td><td>10 boards</td><td>Unlimited boards</td></tr>${rows}</tbody></table>`;
  const annual = `<tr class="yearly-billing"><td><b>€8/mo</b></td><td><b>€16/mo</b></td><td><b>Talk to sales</b></td></tr>`;
  const monthly = `<tr class="monthly-billing"><td><b>€10/mo</b></td><td><b>€20/mo</b></td><td><b>Talk to sales</b></td></tr>`;

  test("two price rows whose first cells are prices are price rows, not a list of other things", () => {
    // Without the rule the priced first cells were taken for the labels of rows of other things.
    expect(raw(page(table(`<tr><td>€10/mo</td><td>€20/mo</td><td>€45/mo</td></tr><tr><td>€100/yr</td><td>€200/yr</td><td>€450/yr</td></tr>`))).map((p) => p.slice(0, 2))).toEqual([
      ["Spark", 10],
      ["Studio", 20],
      ["Agency", 45],
    ]);
  });

  test("the row marked monthly prices the plans, the row marked annual is their annual side", () => {
    const want = [
      ["Spark", 10, 8, "EUR", "month", false],
      ["Studio", 20, 16, "EUR", "month", false],
      ["Agency", null, null, null, null, true],
    ];
    expect(raw(page(table(annual + monthly)))).toEqual(want);
    expect(raw(page(table(monthly + annual)))).toEqual(want);
  });

  test("rows labelled by their billing side read the same way; unmarked rows keep the first", () => {
    const rows = `<tr><td>Billed annually</td><td>€8/mo</td><td>€16/mo</td><td>€36/mo</td></tr><tr><td>Billed monthly</td><td>€10/mo</td><td>€20/mo</td><td>€45/mo</td></tr>`;
    const html = page(`<table><thead><tr><th></th><th>Spark</th><th>Studio</th><th>Agency</th></tr></thead><tbody>${rows}</tbody></table>`);
    expect(raw(html).map((p) => p.slice(0, 3))).toEqual([
      ["Spark", 10, 8],
      ["Studio", 20, 16],
      ["Agency", 45, 36],
    ]);
    const plain = `<tr><td>€10/mo</td><td>€20/mo</td><td>€45/mo</td></tr><tr><td>€12/mo</td><td>€24/mo</td><td>€50/mo</td></tr>`;
    expect(raw(page(table(plain))).map((p) => p.slice(0, 3))).toEqual([
      ["Spark", 10, null],
      ["Studio", 20, null],
      ["Agency", 45, null],
    ]);
  });
});

describe("rules17b: cards with a first month's introductory price, named by a count", () => {
  const card = (name: string, price: string, intro: string) =>
    `<div style="padding:24px"><p>${name}</p><p>CHF ${price}<span> / Monat</span></p><p>1. Monat: CHF ${intro}</p><p>Monatlich kündbar</p></div>`;
  const grid = (cards: string) => page(`<div class="grid">${cards}</div>`, "Lumenboard Preise", "de");

  test("the introductory price is no price of the plan's: each card reads its regular price", () => {
    // Without the rule each card's two price lines formed a little group of their own.
    const html = grid(card("Solo", "12", "6") + card("Duo", "20", "10") + card("Studio", "32", "16"));
    expect(raw(html).map((p) => p.slice(0, 2))).toEqual([
      ["Solo", 12],
      ["Duo", 20],
      ["Studio", 32],
    ]);
  });

  test("a count as a card's first line names it (\"4 Stunden / Monat\")", () => {
    const html = grid(card("4 Stunden / Monat", "40", "20") + card("8 Stunden / Monat", "70", "35") + card("12 Stunden / Monat", "95", "45"));
    expect(raw(html).map((p) => p.slice(0, 2))).toEqual([
      ["4 Stunden / Monat", 40],
      ["8 Stunden / Monat", 70],
      ["12 Stunden / Monat", 95],
    ]);
  });
});
