/**
 * Round 30, part e, on real pages (issue 25; docs/intel.md, "Round 30, part e"): subscription plans
 * read wrong, counted by field and construction on development waves 8–12 and 14–24, checked on
 * wave 13's totals. The rule, on small pages of our own (never text from a real page), with the
 * nearest look-alikes it must leave alone:
 * - a comparison table of plans in columns whose price row opens with a label naming the period
 *   ("Cost per month (USD)", "月額料金") gives each bare price of that row the period — not a row
 *   numbering a year of a cost comparison ("Year 1"), not a row of a span ("12 months"), not a row
 *   priced per project, not a billing side's row ("Billed yearly"), and never over a cell's own period.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { rowLabelPeriod } from "../../src/intel/extract/row-label-period";

const PAGE = "https://quillory.example/pricing";
const html = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Quillory</h1>${body}</main></body></html>`;
/** A table of three plans in columns: a header row of names, then the given rows (label, cells). */
const table = (rows: [string, string[]][], names = ["Seed", "Sprout", "Grove"]) =>
  `<table><thead><tr><th></th>${names.map((n) => `<th>${n}</th>`).join("")}</tr></thead><tbody>${rows
    .map(([label, cells]) => `<tr><td>${label}</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
const read = (body: string, lang = "en") =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`);

describe("a price row's own label gives its bare prices their period", () => {
  test("\"Cost per month (USD)\" over three bare prices: each a month's price", () => {
    const body = table([
      ["Cost per month (USD)", ["$120", "$180", "$260"]],
      ["Posts per week", ["3", "5", "7"]],
      ["Reports", ["Monthly", "Monthly", "Weekly"]],
    ]);
    expect(read(body)).toEqual(["Seed: 120 USD /month", "Sprout: 180 USD /month", "Grove: 260 USD /month"]);
  });

  test("a Japanese row \"月額料金（税込）\": each a month's price", () => {
    const body = table(
      [
        ["月額料金（税込）", ["9,800円", "14,300円", "21,600円"]],
        ["広さ", ["1.5㎡", "2.4㎡", "3.2㎡"]],
      ],
      ["S", "M", "L"],
    );
    expect(read(body, "ja")).toEqual(["S: 9800 JPY /month", "M: 14300 JPY /month", "L: 21600 JPY /month"]);
  });

  test("\"Annual fee\": each a year's price", () => {
    const body = table([["Annual fee", ["€90", "€150", "€240"]]]);
    expect(read(body)).toEqual(["Seed: 90 EUR /year", "Sprout: 150 EUR /year", "Grove: 240 EUR /year"]);
  });

  test("a cell's own period wins over the row's", () => {
    const body = table([["Monthly pricing", ["$10", "$100/year", "$30"]]]);
    expect(read(body)).toEqual(["Seed: 10 USD /month", "Sprout: 100 USD /year", "Grove: 30 USD /month"]);
  });

  test("NOT: a row numbering a year of a cost comparison (\"Year 1\") gives no period", () => {
    expect(rowLabelPeriod("Year 1")).toBeNull();
    expect(rowLabelPeriod("Anno 2")).toBeNull();
    const body = table([["Year 1", ["€49", "€290", "€130"]], ["Year 2", ["€0", "€290", "€130"]]], ["Ours", "Agency", "Freelancer"]);
    expect(read(body).every((p) => !p.endsWith("/year") && !p.endsWith("/month"))).toBe(true);
  });

  test("NOT: a span, a unit that is no period, or a billing side's label", () => {
    expect(rowLabelPeriod("12 months")).toBeNull();
    expect(rowLabelPeriod("Price per project")).toBeNull();
    expect(rowLabelPeriod("Price")).toBeNull();
    expect(rowLabelPeriod("Billed yearly")).toBeNull();
    expect(rowLabelPeriod("Pay monthly")).toBeNull();
    expect(rowLabelPeriod("A label far longer than a row's label ever is, per month, with more words")).toBeNull();
    const body = table([["Price per project", ["$400", "$900", "$1,500"]]]);
    expect(read(body).some((p) => p.endsWith("/month") || p.endsWith("/year"))).toBe(false);
  });
});
