/**
 * Round 96, part g, on real pages (issue 25): a worked bill is no list of plans. A usage-priced
 * page works out what a typical setup costs in a small table of resources — each row a line item,
 * a last row "Total" whose figure is the sum of the rows above — and the price-list reader took
 * "Storage | $20" for a plan (extract/worked-sum.ts, read by plans-page.ts tablePlans).
 * Not dropped: a price list whose rows sum to nothing, a "Total" row that does not add up the rows
 * above (a plan comparison's "Total per year" price row), and a "Bundle" row costing its parts.
 *
 * And a price row whose cells all open with the same words ("At least" over "$80/mo or 4% of
 * spend", and over "$300/mo or 8%"): the words qualify the prices, they name no plan, and the header
 * row names the columns (plans-page.ts tablePlans). With it, a table whose optional end tags are left
 * out (`<th>Pro<tbody>`, as HTML allows and minifiers write) is parsed as browsers do: the section
 * closes the open cell and row (html/parse.ts), instead of nesting the body in the header's last cell.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { tableRows } from "../../src/intel/extract/plans-page";
import { workedSum } from "../../src/intel/extract/worked-sum";
import { findPrices } from "../../src/intel/extract/money";
import { parseHtml } from "../../src/intel/html/parse";

const URL = "https://brookvault.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing | Brookvault</title></head><body><main>` +
  `<h1>Brookvault Pricing</h1><p>Pay only for what your archives use. Billed on the first day of each month.</p>` +
  body +
  `</main></body></html>`;
const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>` +
  rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("") +
  `</tbody></table>`;
const plansOf = (html: string, abstain = false) =>
  extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount }));

/** A worked example of a month's bill: line items, their sum on the last row. */
const bill = (total: string) =>
  `<h2>Example: a small archive</h2><ul><li>1x indexer</li><li>40 GB kept</li></ul>` +
  table(["Resource", "$/mo"], [
    ["Indexer", "$12"],
    ["Storage", "$20"],
    ["<strong>Total</strong>", `<strong>${total}</strong>`],
  ]);

describe("rules96g: a worked bill, and a qualifier over a price row, name no plan", () => {
  test("a cost example whose total row sums its line items reads no plan (fails without the rule)", () => {
    expect(plansOf(page(bill("$32")))).toEqual([]);
    expect(plansOf(page(bill("$32")), true)).toEqual([]);
  });

  test("a sub-total row and a total over it, in two columns (an hourly and a monthly one), is a bill", () => {
    const html = page(
      table(["Resource", "$/hr", "$/mo"], [
        ["Indexer", "$0.05", ""],
        ["Database", "$0.10", ""],
        ["Compute total", "$0.15", "$108"],
        ["Storage", "", "$20"],
        ["Total", "", "$128"],
      ]),
    );
    const p = buildPage({ url: URL, html });
    const t = p.doc.elements.find((e) => e.tag === "table")!;
    const amountOf = (c: Parameters<typeof p.text>[0]) => findPrices(p.text(c, "all"))[0]?.amount ?? null;
    expect(workedSum(p, tableRows(p, t), amountOf)).toBe(true);
    expect(plansOf(html)).toEqual([]);
  });

  test("a 'Total' row that is not the sum of the rows above leaves the list a list", () => {
    expect(plansOf(page(bill("$45")))).toEqual([
      { name: "Indexer", amount: 12 },
      { name: "Storage", amount: 20 },
    ]);
  });

  test("a price list whose last row costs what the others add up to, under no total's label, is still read", () => {
    const html = page(
      table(["Service", "Price"], [
        ["Archive audit", "$12"],
        ["Migration", "$20"],
        ["Audit and migration", "$32"],
      ]),
    );
    expect(plansOf(html).map((p) => p.name)).toEqual(["Archive audit", "Migration", "Audit and migration"]);
  });

  test("a plan comparison's 'Total per year' price row is the plans' price, not a bill", () => {
    const html = page(
      table(["", "Starter", "Growth"], [
        ["Archives", "3", "20"],
        ["Total per year", "$120", "$480"],
      ]),
    );
    expect(plansOf(html)).toEqual([
      { name: "Starter", amount: 120 },
      { name: "Growth", amount: 480 },
    ]);
  });

  test("a table whose end tags are left out: the body is the table's, not the last header cell's (fails without the rule)", () => {
    const doc = parseHtml(`<table><thead><tr><th><th>Lite<th>Plus<tbody><tr><td>Seats<td>2<td>10<tr><td>Price<td>$5<td>$9</table>`);
    const tbody = doc.elements.find((e) => e.tag === "tbody")!;
    expect(tbody.parent?.tag).toBe("table");
    expect(doc.elements.filter((e) => e.tag === "th").every((th) => th.children.every((c) => c.kind === "text"))).toBe(true);
  });

  test("a price row whose cells open with the same qualifier is named by the header row (fails without the rule)", () => {
    const html = page(
      `<table><thead><tr><th><th>Starter<th>Scale<th>Dedicated<tbody>` +
        `<tr><td>Archives kept<td>5<td>50<td>Unlimited` +
        `<tr><td>Plan price<td>At least<li>$80/mo or</li><li>4% of storage spend</li><td>At least<li>$300/mo or</li><li>8% of storage spend</li><td>Talk to our sales team` +
        `<tr><td>Storage<td>Pay as you go<td>Pay as you go<td>Committed</table>`,
    );
    const got = plansOf(html).filter((p) => p.amount !== null);
    expect(got).toEqual([
      { name: "Starter", amount: 80 },
      { name: "Scale", amount: 300 },
    ]);
  });
});
