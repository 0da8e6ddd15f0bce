/**
 * Round 90j, on real pages (issue 25): a comparison table whose header has two rows, the upper one
 * grouping the plan columns by kind with cells that span several columns ("Individual" over two
 * plans, "Site" over three). Read cell by cell against the price row, the grouping row named the
 * last prices by the groups and dropped the first ones; the row under it, one cell per column, names
 * the plans (group-header.ts). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://tidemark.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Tidemark — licences</title></head><body><main><h1>Licences for every lab</h1>${body}</main></body></html>`;
const read = (body: string) =>
  extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map(
    (p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}${p.free ? " free" : ""}`,
  );

const row = (label: string, cells: string[]) => `<tr><td><strong>${label}</strong></td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;

const groupedTable = (groups: string) =>
  `<section><h2>Licences</h2><table class="licences"><thead>${groups}` +
  `<tr><th></th><th>Student</th><th>Solo</th><th>Lab</th><th>Department</th><th>Campus</th></tr></thead><tbody>` +
  row("Seats", ["1", "1", "4", "20", "80"]) +
  row("Price", ["Free", "€900 / year", "€3,200 / year", "€11,000 / year", "€30,000 / year"]) +
  row("Renewal", ["Yearly", "Yearly", "Yearly", "Yearly", "Yearly"]) +
  `</tbody></table></section>`;

describe("rules90j: a header row grouping the plan columns", () => {
  test("groups spanning columns over the plans' names: the plans are named by the row under the groups (fails without the rule)", () => {
    const groups = `<tr><th></th><th colspan="2">Personal</th><th colspan="3">Institution</th></tr>`;
    expect(read(groupedTable(groups))).toEqual([
      "Student: 0 EUR/month free",
      "Solo: 900 EUR/year",
      "Lab: 3200 EUR/year",
      "Department: 11000 EUR/year",
      "Campus: 30000 EUR/year",
    ]);
  });

  test("no group's name is read as a plan", () => {
    const groups = `<tr><th></th><th colspan="2">Personal</th><th colspan="3">Institution</th></tr>`;
    const names = read(groupedTable(groups)).map((l) => l.split(":")[0]);
    expect(names).not.toContain("Personal");
    expect(names).not.toContain("Institution");
  });

  test("a header of one row is read as before", () => {
    expect(read(groupedTable(""))).toEqual([
      "Student: 0 EUR/month free",
      "Solo: 900 EUR/year",
      "Lab: 3200 EUR/year",
      "Department: 11000 EUR/year",
      "Campus: 30000 EUR/year",
    ]);
  });

  test("a row repeating billing terms under each group names no plans: the grouping row is not traded for it", () => {
    const table =
      `<section><h2>Licences</h2><table><thead><tr><th></th><th colspan="2">Solo</th><th colspan="2">Lab</th></tr>` +
      `<tr><th></th><th>Monthly</th><th>Yearly</th><th>Monthly</th><th>Yearly</th></tr></thead><tbody>` +
      row("Price", ["€90 / month", "€900 / year", "€300 / month", "€3,000 / year"]) +
      `</tbody></table></section>`;
    const names = read(table).map((l) => l.split(":")[0]);
    expect(names).not.toContain("Monthly");
    expect(names).not.toContain("Yearly");
  });
});
