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
    expect(rows(`<h1>Plans</h1><p><strong>Solo</strong></p><p>Price: $12/month</p><p>Write to us for anything else.</p>`)).toEqual([]);
    expect(rows(proseRun((m) => `Price: $${m} setup, then $${m * 2} per month for hosting`))).toEqual([]);
  });

  test("a page whose cards already show the plans is not read again as prose", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Reports</li></ul><a href="/signup">Start</a></div>`;
    const facts = read(`<h1>Pricing</h1><div class="plans">${card("Basic", "$19/mo")}${card("Startup", "$49/mo")}</div>` + proseRun((m) => `Price: $${m}/month`));
    expect(facts.plans.map((p) => p.name)).toEqual(["Basic", "Startup"]);
  });
});
