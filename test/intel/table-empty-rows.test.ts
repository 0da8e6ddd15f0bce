/**
 * A table with an empty row (`<tr></tr>`, which a browser draws as nothing) is read as the rows it
 * shows. Found on a development page in round 21: the readers of a table's rows took each row's
 * first cell for granted, threw on the empty one, and the page lost every plan its table priced.
 * Read `strict`, so an extractor's failure fails the test instead of being swallowed.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const url = "https://tarifa.example/pricing";
const page = (table: string) => `<!doctype html><html lang="en"><head><title>Tarifa</title></head><body><main><h1>Pricing</h1>${table}</main></body></html>`;
const row = (name: string, price: string) => `<tr><td>${name}</td><td>${price}</td></tr>`;
const header = "<tr><th>Plan</th><th>Price</th></tr>";
const rows = [row("Starter", "$9 / month"), row("Team", "$29 / month"), row("Agency", "$79 / month")];
const plansOf = (table: string) => extractSite([{ url, html: page(`<table>${table}</table>`) }], { url, abstain: false, strict: true }).plans.map((p) => [p.name, p.amount, p.period]);
const expected = [
  ["Starter", 9, "month"],
  ["Team", 29, "month"],
  ["Agency", 79, "month"],
];

describe("a table's empty rows", () => {
  test("the plans in rows, without an empty row (the baseline)", () => {
    expect(plansOf(header + rows.join(""))).toEqual(expected);
  });
  test("an empty row between the plans", () => {
    expect(plansOf(header + rows[0] + "<tr></tr>" + rows.slice(1).join(""))).toEqual(expected);
  });
  test("an empty row before the header, and one with only whitespace at the end", () => {
    expect(plansOf("<tr></tr>" + header + rows.join("") + "<tr>  </tr>")).toEqual(expected);
  });
});
