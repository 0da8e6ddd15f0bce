/**
 * Round 29, part d, on real pages (issue 25; docs/intel.md, "Round 29, part d"): a price list's
 * table whose header names options of each row's service ("| Vanilla | Chocolate" over "12 slices")
 * and whose every row is priced under each option is a price grid: one plan per cell, named by its
 * row, the option its group (price-list.ts `gridColumns`). Each rule on a small page of our own,
 * never text from a real page; each guard with the nearest look-alike that is no grid.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.group ?? null, p.amount, p.currency]);
/** A table with a header row (its first cell the corner) and rows of a label and prices. */
const grid = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map(([l, ...ps]) => `<tr><th>${l}</th>${ps.map((p) => `<td>${p}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
const URL_ = "https://maplebakery.example/prices/";
const page = (table: string) => doc("Price list", `<h1>Maple bakery price list</h1>${table}`);

describe("rules29d: a price grid of options", () => {
  test("every cell of a grid of three options is a plan named by its row, the option its group", () => {
    const html = page(grid(["", "Vanilla", "Chocolate", "Lemon"], [["12 slices", "40 €", "45 €", "42 €"], ["20 slices", "60 €", "66 €", "63 €"], ["30 slices", "85 €", "92 €", "88 €"]]));
    expect(plansOf(URL_, html)).toEqual([
      ["12 slices", "Vanilla", 40, "EUR"],
      ["20 slices", "Vanilla", 60, "EUR"],
      ["30 slices", "Vanilla", 85, "EUR"],
      ["12 slices", "Chocolate", 45, "EUR"],
      ["20 slices", "Chocolate", 66, "EUR"],
      ["30 slices", "Chocolate", 92, "EUR"],
      ["12 slices", "Lemon", 42, "EUR"],
      ["20 slices", "Lemon", 63, "EUR"],
      ["30 slices", "Lemon", 88, "EUR"],
    ]);
  });

  test("two options priced alike beside a third priced otherwise are still three options", () => {
    const html = page(grid(["", "Plain", "Seeded", "Rye"], [["Small loaf", "$4", "$4", "$5"], ["Large loaf", "$7", "$7", "$9"], ["Family loaf", "$10", "$10", "$12"]]));
    expect(plansOf(URL_, html).map(([n, g, a]) => `${n} / ${g} / ${a}`)).toEqual([
      "Small loaf / Plain / 4",
      "Large loaf / Plain / 7",
      "Family loaf / Plain / 10",
      "Small loaf / Seeded / 4",
      "Large loaf / Seeded / 7",
      "Family loaf / Seeded / 10",
      "Small loaf / Rye / 5",
      "Large loaf / Rye / 9",
      "Family loaf / Rye / 12",
    ]);
  });

  test("columns printing the same prices in every row stay one column (round 28a's rule): no grid", () => {
    const html = page(grid(["Service", "Your materials", "Our materials"], [["Socket", "$20", "$20"], ["Switch", "$15", "$15"], ["Lamp", "$30", "$30"]]));
    expect(plansOf(URL_, html)).toEqual([
      ["Socket", null, 20, "USD"],
      ["Switch", null, 15, "USD"],
      ["Lamp", null, 30, "USD"],
    ]);
  });
});

describe("rules29d: look-alikes that are no grid of options", () => {
  const named = (html: string) => plansOf(URL_, html).filter(([, g]) => g !== null);

  test("two billing sides (Monthly | Yearly) are one plan's two prices, not two options", () => {
    const html = page(grid(["Garden care", "Monthly", "Yearly"], [["Lawn mowing", "$40", "$400"], ["Hedge trimming", "$25", "$240"], ["Leaf removal", "$30", "$290"]]));
    expect(named(html)).toEqual([]);
  });

  test("a price before and after tax is one price shown two ways", () => {
    const html = page(grid(["Service", "excl. VAT", "incl. VAT"], [["Cleaning", "40 €", "48 €"], ["Polishing", "55 €", "67 €"], ["Waxing", "30 €", "37 €"]]));
    expect(named(html)).toEqual([]);
  });

  test("headings that name a price (ours against the market's, an old against a new one) are no options", () => {
    const html = page(grid(["Service", "Market price", "Our price"], [["Logo", "$900", "$300"], ["Website", "$4000", "$1500"], ["Flyer", "$150", "$60"]]));
    expect(named(html)).toEqual([]);
  });

  test("a column that is a fixed multiple of another (a night and a week) is a derived price", () => {
    const html = page(grid(["Room", "Night", "Seven nights"], [["Single", "€50", "€350"], ["Double", "€80", "€560"], ["Suite", "€120", "€840"]]));
    expect(named(html)).toEqual([]);
  });

  test("a row not priced under every option leaves the grid unread", () => {
    const html = page(grid(["", "Vanilla", "Chocolate"], [["12 slices", "40 €", "45 €"], ["20 slices", "60 €", "on request"], ["30 slices", "85 €", "92 €"]]));
    expect(named(html)).toEqual([]);
  });

  test("a plan comparison (one price row, feature rows under it) is still read by its columns", () => {
    const html = doc("Pricing", `<h1>Pricing</h1>${grid(["", "Starter", "Team"], [["Price", "$9/month", "$29/month"], ["Projects", "3", "Unlimited"], ["Support", "Email", "Priority"]])}`);
    expect(plansOf("https://tasknest.example/pricing", html)).toEqual([
      ["Starter", null, 9, "USD"],
      ["Team", null, 29, "USD"],
    ]);
  });
});
