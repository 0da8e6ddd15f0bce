/**
 * Round 37, part c, on real pages (issue 25; docs/intel.md, "Round 37, part c"): a price list's
 * table whose every row is labelled by a band of one count ("1-40 | $3,000", "41-200 | $9,000",
 * "200+ | Ask us") prices tiers of that count, each named by its band (count-bands.ts). Before, the
 * name reader refused a label opening with a number and the list reader took its labels from a
 * column holding letters, so such tables read nothing. On small pages of our own:
 * - two columns ("Number of seats | Price"), three columns (a details column beside the bands), a
 *   unit after the band ("1-5 kennels"), and the band test itself;
 * - the look-alikes: bands that overlap or skip (a feature grid's numbers, not tiers), opening hours
 *   ("9:00-12:00"), sizes ("7x10 m"), a band among named rows, one band alone, and a card's limit
 *   line ("1-50 boards") under a real name.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { countBands } from "../../src/intel/extract/count-bands";

const PAGE = "https://kestrelbay.example/pricing";
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Kestrel Bay pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
const read = (body: string) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency}`)
    .sort();

describe("rows named by bands of one count", () => {
  test("two columns: each band names its tier, the open band without a price is left out", () => {
    // (An open band written with thousands, "1,000+", right after a price cell is joined to that
    // price by the tokenizer — round 36c's cause, not this rule's — so the open band here is "500+".)
    const body = table(["Number of seats", "Price per year"], [["1-40", "$3,000"], ["41-200", "$9,000"], ["201-500", "$20,000"], ["500+", "Ask us"]]);
    expect(read(body)).toEqual(["1-40: 3000 USD", "201-500: 20000 USD", "41-200: 9000 USD"]);
  });

  test("three columns: the band column names the rows, not the details column beside it", () => {
    const rows = [["Number of kennels", "Includes", "Price"], ["1-5", "Booking only", "€40"], ["6-20", "Booking + reminders", "€90"], ["20-60", "Booking + reminders", "€150"], ["60+", "Booking + reminders", "Let's talk"]];
    const body = `<table>${rows.map((r, i) => `<tr>${r.map((c) => (i ? `<td>${c}</td>` : `<th>${c}</th>`)).join("")}</tr>`).join("")}</table>`;
    // The open band priced by a contact line ("Let's talk") is a contact-sales tier since round 46b
    // (word-price-cells.ts), as a case reader counts it; "Ask us" above is no contact line.
    expect(read(body)).toEqual(["1-5: 40 EUR", "20-60: 150 EUR", "6-20: 90 EUR", "60+: null null"]);
  });

  test("a band with its unit, and spaced dashes", () => {
    expect(countBands(["1 - 5 kennels", "6 - 20 kennels", "21+ kennels"])).toBe(true);
    expect(countBands(["0 – 30,000", "30,000 – 100,000", "100,000+"])).toBe(true);
  });
});

describe("look-alikes that are no tiers", () => {
  test("bands that overlap, skip or mix units tile no count", () => {
    expect(countBands(["1-10", "5-20"])).toBe(false);
    expect(countBands(["1-10", "40-80"])).toBe(false);
    expect(countBands(["1-10 users", "11-20 projects"])).toBe(false);
    expect(countBands(["500+", "1-10", "11-20"])).toBe(false);
  });

  test("hours, sizes, dates and one band alone are no bands", () => {
    expect(countBands(["9:00-12:00", "12:00-17:00"])).toBe(false);
    expect(countBands(["7x10 m", "7x15 m"])).toBe(false);
    expect(countBands(["21/3", "28/3"])).toBe(false);
    expect(countBands(["1-10"])).toBe(false);
  });

  test("a band among named rows does not name its row", () => {
    const body = table(["Service", "Price"], [["Wash", "$20"], ["1-10", "$35"], ["Trim", "$30"]]);
    expect(read(body)).not.toContain("1-10: 35 USD");
  });

  test("a card's limit line under a real name stays the card's allowance", () => {
    const card = (name: string, price: string, limit: string) => `<div class="plan-card"><h3>${name}</h3><div class="price">${price}<small>/month</small></div><ul><li>${limit}</li><li>Email support</li></ul><a href="/go">Start</a></div>`;
    const body = `<div class="plans">${card("Starter", "$9", "1-50 boards")}${card("Growth", "$29", "51-250 boards")}${card("Scale", "$79", "251-1,000 boards")}</div>`;
    const names = read(body).map((l) => l.split(":")[0]);
    expect(names).toEqual(["Growth", "Scale", "Starter"]);
  });
});
