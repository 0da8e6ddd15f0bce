/**
 * Round 11 on real pages (issue 25; docs/intel.md, "Round 11"), part a: plans as rows of a price
 * table and plans written as prose in a document, and the confidence model refitted on waves 1–4.
 * Developed on waves 1–4, kept only when wave 5's totals were no worse. Each rule on a small page
 * of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing | Vendor</title></head><body><main>${body}</main></body></html>`;
const read = (body: string, opts: { abstain?: boolean } = {}) => extractSite([{ url: "https://vendor.example/docs/pricing", html: page(body) }], { strict: true, ...opts });
const rows = (body: string) => read(body).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.annual_amount, p.inferred ?? []]);

/** A documentation page that lists its plans as paragraphs: a bold name, then a price line. */
const proseRun = (priceLine: (monthly: number, annual: number) => string) =>
  `<h1>Plans and billing</h1><p>Vendor has three plans. You can pay monthly or yearly.</p>` +
  `<p><strong>Solo</strong></p><p>${priceLine(12, 10)}</p><p>Features: one seat, five projects.</p>` +
  `<p><strong>Team</strong></p><p>${priceLine(36, 30)}</p><p>Features: ten seats, all projects.</p>` +
  `<h3>Studio</h3><p>${priceLine(90, 75)}</p><p>Features: fifty seats, audit log.</p>`;

describe("round 11: plans written as prose", () => {
  test('runs of a bold name and a "Price:" line are plans; the monthly side is the price, the annual side its annual amount', () => {
    expect(rows(proseRun((m, a) => `Price: $${a}/month (annual) or $${m}/month (monthly)`))).toEqual([
      ["Solo", 12, "USD", "month", 10, []],
      ["Team", 36, "USD", "month", 30, []],
      ["Studio", 90, "USD", "month", 75, []],
    ]);
  });

  test("a price line with one price keeps its own period, and none is inferred when it states none", () => {
    expect(rows(proseRun((m) => `Price: €${m} per month, excl. VAT`)).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      ["Solo", 12, "EUR", "month"],
      ["Team", 36, "EUR", "month"],
      ["Studio", 90, "EUR", "month"],
    ]);
    expect(rows(proseRun((m) => `$${m}`)).map((r) => [r[0], r[3]])).toEqual([
      ["Solo", null],
      ["Team", null],
      ["Studio", null],
    ]);
  });

  test("prices inside sentences, a lone name/price pair, or a line of two unrelated prices are not a run of plans", () => {
    expect(rows(proseRun((m) => `Most teams of this size spend about $${m} a month on hosting.`))).toEqual([]);
    // A lone pair is no run; since round 15 the page's one price is read on its own, named by the line above it.
    expect(rows(`<h1>Plans</h1><p><strong>Solo</strong></p><p>Price: $12/month</p><p>Write to us for anything else.</p>`)).toEqual([["Solo", 12, "USD", "month", null, []]]);
    expect(rows(proseRun((m) => `Price: $${m} setup, then $${m * 2} per month for hosting`))).toEqual([]);
  });

  test("a page whose cards already show the plans is not read again as prose", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Reports</li></ul><a href="/signup">Start</a></div>`;
    const facts = read(`<h1>Pricing</h1><div class="plans">${card("Basic", "$19/mo")}${card("Startup", "$49/mo")}</div>` + proseRun((m) => `Price: $${m}/month`));
    expect(facts.plans.map((p) => p.name)).toEqual(["Basic", "Startup"]);
  });
});

describe("round 11: plans as rows that sell themselves", () => {
  const row = (name: string, price: string, action: string) => `<tr><td>${name}</td><td>${price}</td><td>${action}</td></tr>`;
  const table = (corner: string, action: (slug: string) => string) =>
    `<h1>Buy Vendor</h1><table><tr><th>${corner}</th><th>Price</th><th></th></tr>` +
    row("Single seat", "$49", action("single")) +
    row("Team of five", "$199", action("team")) +
    row("Whole site", "$499", action("site")) +
    `</table>`;

  test('rows under a corner that names no plan ("Seats", "Storage") are plans when every row has a buy link or button', () => {
    expect(rows(table("Seats", (s) => `<a href="/store/${s}">Buy now</a>`)).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["Single seat", 49, "USD"],
      ["Team of five", 199, "USD"],
      ["Whole site", 499, "USD"],
    ]);
    expect(rows(table("Storage", (s) => `<a href="https://shop.vendor.example/checkout?item=${s}">Get it</a>`)).map((r) => r[0])).toEqual(["Single seat", "Team of five", "Whole site"]);
    expect(rows(table("Seats", () => `<button type="button">Purchase</button>`)).map((r) => r[0])).toEqual(["Single seat", "Team of five", "Whole site"]);
  });

  test("the same rows with links that buy nothing (a competitor list, a provider list) are not plans", () => {
    expect(rows(table("Provider", (s) => `<a href="https://${s}.example/">Visit site</a>`))).toEqual([]);
    expect(rows(table("Provider", () => ``))).toEqual([]);
  });
});

describe("round 11: one plan's billing terms as a table", () => {
  const termsCard = (name: string, terms: [string, string][]) =>
    `<div class="offer"><div class="label">${name}</div><div>For people who work alone</div><table><thead><tr><th>Billing</th><th>Amount</th></tr></thead><tbody>` +
    terms.map(([t, p]) => `<tr><td>${t}</td><td>${p}</td></tr>`).join("") +
    `</tbody></table><a href="/signup">Start</a></div>`;

  test("a block named before a table of terms is a plan priced by its monthly row, its yearly row the annual amount", () => {
    const body = `<h1>Prices</h1>` +
      termsCard("Solo", [["Monthly", "$30 / month"], ["Quarterly", "$84 every 3 months"], ["Yearly", "$300 / year"]]) +
      termsCard("Agency", [["Monthly", "$90 / month"], ["Yearly", "$900 / year"]]);
    expect(rows(body)).toEqual([
      ["Solo", 30, "USD", "month", 25, []],
      ["Agency", 90, "USD", "month", 75, []],
    ]);
  });

  test("a terms table with no monthly row, or rows that are not terms, is not read this way", () => {
    expect(rows(`<h1>Prices</h1>` + termsCard("Solo", [["Quarterly", "$84"], ["Yearly", "$300"]]))).toEqual([]);
    const notTerms = rows(`<h1>Prices</h1>` + termsCard("Solo", [["Monthly", "$30"], ["Setup", "$50"]]));
    expect(notTerms.some((r) => r[0] === "Solo")).toBe(false);
  });
});

describe("round 11: plans as a definition list", () => {
  test("terms naming plans, each described by a price line, are plans", () => {
    const body = `<h1>Plans</h1><dl><dt>Solo</dt><dd>$12 per month</dd><dt>Team</dt><dd>$36 per month</dd></dl>`;
    expect(rows(body).map((r) => [r[0], r[1], r[3]])).toEqual([
      ["Solo", 12, "month"],
      ["Team", 36, "month"],
    ]);
    expect(rows(`<h1>Glossary</h1><dl><dt>Credit</dt><dd>One run of a job.</dd><dt>Seat</dt><dd>One person who signs in.</dd></dl>`)).toEqual([]);
  });
});
