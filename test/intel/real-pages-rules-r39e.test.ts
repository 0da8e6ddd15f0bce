/**
 * Round 39, part e, on real pages (issue 25; docs/intel.md, "Round 39, part e"): a price list's
 * table with one row whose price the reader cannot read ("€120 / €180", two options in one cell)
 * was refused whole; now that row is left out when three or more rows are read (unread-row.ts).
 * On small pages of our own:
 * - the list read without its odd row, in two languages' number writing;
 * - the look-alikes kept refused: two odd rows (a table of specifications or a timetable), the odd
 *   row priced per unit (a rate per km, a stay per person and night), a usage tariff priced per SMS,
 *   a volume-discount table of percentages, and a list of only two rows read beside the odd one.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { pricedPerUnit } from "../../src/intel/extract/unread-row";

const PAGE = "https://harbourwheels.example/prices";
/** A page named a price list holding one table: a header row, then one row of cells per entry. */
function listPage(head: [string, string], rows: [string, string][]): string {
  const row = (cells: string[], tag: string) => "<tr>" + cells.map((c) => `<${tag}>${c}</${tag}>`).join("") + "</tr>";
  const body = `<table>${row(head, "th")}${rows.map((r) => row(r, "td")).join("")}</table>`;
  return `<!doctype html><html lang="en"><head><title>Price list — Harbour Wheels</title></head><body><main><h1>Price list</h1>${body}</main></body></html>`;
}
/** The plans read from such a page, as "name: amount currency", sorted. */
function plansOf(head: [string, string], rows: [string, string][]): string[] {
  const site = extractSite([{ url: PAGE, html: listPage(head, rows) }], { url: PAGE, abstain: false });
  return site.plans.map((p) => `${p.name}: ${p.amount} ${p.currency}`).sort();
}
const SERVICE: [string, string] = ["Service", "Price"];

describe("a price list with one row the reader cannot price", () => {
  test("the odd row (two options in one cell) is left out, the rest of the list read", () => {
    const rows: [string, string][] = [["Tyre change", "€40"], ["Wheel alignment", "€65"], ["Brake pads", "€90"], ["Full service (small / large car)", "€120 / €180"]];
    expect(plansOf(SERVICE, rows)).toEqual(["Brake pads: 90 EUR", "Tyre change: 40 EUR", "Wheel alignment: 65 EUR"]);
  });

  test("the odd row anywhere in the table, the others still read", () => {
    const rows: [string, string][] = [["Tyre change", "€40"], ["Full service (small / large car)", "€120 / €180"], ["Wheel alignment", "€65"], ["Brake pads", "€90"], ["Winter check", "€35"]];
    expect(plansOf(SERVICE, rows)).toEqual(["Brake pads: 90 EUR", "Tyre change: 40 EUR", "Wheel alignment: 65 EUR", "Winter check: 35 EUR"]);
  });
});

describe("look-alikes kept refused", () => {
  test("two odd rows: the column is not one of prices", () => {
    const rows: [string, string][] = [["Tyre change", "€40"], ["Wheel alignment", "€65"], ["Brake pads", "€90"], ["Full service", "€120 / €180"], ["Detailing", "€60 / €95"]];
    expect(plansOf(SERVICE, rows)).toEqual([]);
  });

  test("the odd row priced per unit: a rate per km beside fixed prices is a tariff, not an odd row", () => {
    const rows: [string, string][] = [["Tow in town", "€55"], ["Battery jump", "€28"], ["Motorbike tow", "€48"], ["Tow between cities", "€1.20 – €1.50 per km"]];
    expect(plansOf(SERVICE, rows)).toEqual([]);
  });

  test("a usage tariff priced per SMS reads no plan", () => {
    const rows: [string, string][] = [["Domestic", "€0.05 per SMS"], ["Europe", "€0.07 per SMS"], ["World", "€0.12 per SMS"], ["Premium numbers", "€0.20 / €0.40"]];
    expect(plansOf(["Destination", "Price"], rows)).toEqual([]);
  });

  test("a volume-discount table of percentages reads no plan", () => {
    const rows: [string, string][] = [["1-4", "—"], ["5-9", "10%"], ["10-19", "15%"], ["20+", "20%"]];
    expect(plansOf(["Licences", "Discount"], rows)).toEqual([]);
  });

  test("two rows read beside the odd one are too few to call the table a list", () => {
    const rows: [string, string][] = [["Tyre change", "€40"], ["Wheel alignment", "€65"], ["Full service", "€120 / €180"]];
    expect(plansOf(SERVICE, rows)).toEqual([]);
  });

  test("a unit after a slash or a per word, in several languages; two options are no unit", () => {
    expect(pricedPerUnit("$1.800 – $2.000 por km")).toBe(true);
    expect(pricedPerUnit("35€ /hlö/vrk")).toBe(true);
    expect(pricedPerUnit("60 € pro Stunde")).toBe(true);
    expect(pricedPerUnit("500 ₽ за км")).toBe(true);
    expect(pricedPerUnit("300,000₩ / 500,000₩")).toBe(false);
    expect(pricedPerUnit("15万円～")).toBe(false);
  });
});
