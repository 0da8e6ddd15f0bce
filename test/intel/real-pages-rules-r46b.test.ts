/**
 * Round 46, part b, on real pages (issue 25; docs/intel.md, "Round 46, part b"): plans that exist
 * only in a table whose price place holds a word — "Free", "Contact us", "Let's Talk" — instead of a
 * figure (word-price-cells.ts). Counted on development: 6 sites in 5 waves (31, 33, 34, 38; the
 * wave-12 band table's contact row is left). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1>${body}</main></body></html>`;
const table = (...rows: string[][]) =>
  `<table>${rows.map((r, i) => `<tr>${r.map((c) => (i === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join("")}</tr>`).join("")}</table>`;
const read = (html: string, url = "https://tools.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.contact_sales]);

describe("rules46b: a table's price place holding a word", () => {
  test("plans in columns: a labelled price row with one figure and a free word", () => {
    const got = read(doc(table(["", "Basic", "Team"], ["Price (per month)", "Free", "$40"], ["Projects", "3", "Unlimited"], ["Support", "Forum", "Email"])));
    expect(got).toContainEqual(["Basic", 0, false]);
    expect(got).toContainEqual(["Team", 40, false]);
    expect(got).toHaveLength(2);
  });

  test("plans in columns: a price row of words only, labelled as the price row", () => {
    const got = read(doc(table(["", "Open", "Business", "Corporate"], ["Price", "Free", "Contact us", "Contact us"], ["Licence", "MIT", "Commercial", "Commercial"])));
    expect(got).toEqual([
      ["Open", 0, false],
      ["Business", null, true],
      ["Corporate", null, true],
    ]);
  });

  test("plans in columns: such a row's plans are named by the header above it, never by its own cells", () => {
    const got = read(doc(table(["", "Scanner Free", "Scanner Pro"], ["Plans", "Free", "$99 <a href='/buy'>Buy licence</a> sales@tool.example"], ["Scans", "3", "Unlimited"])));
    expect(got.map((g) => g[0])).toEqual(["Scanner Free", "Scanner Pro"]);
  });

  test("plans in rows: the row with a word where the others have a figure", () => {
    const got = read(doc(table(["Plan", "Monthly fee"], ["Hobby", "Free"], ["Solo", "$50"], ["Studio", "$100"], ["Agency", "$250"])));
    expect(got).toContainEqual(["Hobby", 0, false]);
    expect(got).toHaveLength(4);
  });

  test("plans in rows: a last band priced by a contact word ('500+ | Let's Talk')", () => {
    const got = read(doc(table(["Number of seats", "Includes", "Price per year"], ["1-50", "Support", "$5,000"], ["51-250", "Support and plugins", "$15,000"], ["500+", "Support and plugins", "Let's Talk"])));
    expect(got).toContainEqual(["500+", null, true]);
    expect(got).toHaveLength(3);
  });

  test("a feature row of words is no price row: a table with no figure and no price label reads nothing", () => {
    const got = read(doc(table(["", "Basic", "Team", "Enterprise"], ["Support", "Free", "Contact us", "Contact us"], ["Projects", "3", "10", "Unlimited"])));
    expect(got).toEqual([]);
  });

  test("a row of one figure and a free word not labelled as the price row stays out", () => {
    const got = read(doc(table(["", "Basic", "Team"], ["Extra seats", "Free", "$5"], ["Projects", "3", "Unlimited"])));
    expect(got).toEqual([]);
  });

  test("pinned: a header naming the plans with no price row at all reads no plan (left without a rule)", () => {
    const got = read(doc(table(["Feature", "Free", "Premium"], ["Speed", "Standard", "Instant"], ["Batch", "Limited", "Unlimited"])));
    expect(got).toEqual([]);
  });
});
