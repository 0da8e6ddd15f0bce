/**
 * Round 27, part c, on real pages (issue 25; docs/intel.md, "Round 27, part c"): the confidence
 * model's view of prices paid once. A price paid once read from a table (a price list's columns or
 * rows) is a signal of its own, `table_one_time`; the same services as cards, or a table of monthly
 * plans, are not. Each page is a small one of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const URL = "https://harbourlight.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing — Harbourlight Studio</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
/** Each plan read (every one, withheld too) as [period, table_one_time]. */
const signal = (html: string) => assessSite([{ url: URL, html }], { url: URL, abstain: false }).assessed.map((a) => [a.plan.period, a.signals.table_one_time]);

describe("round 27c: a price paid once read from a table", () => {
  test("a table of services paid once carries the signal", () => {
    const html = page(`<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>
      <tr><td>Portrait session</td><td>€120 one-time</td></tr>
      <tr><td>Family session</td><td>€180 one-time</td></tr>
      <tr><td>Wedding film</td><td>€950 one-time</td></tr></tbody></table>`);
    expect(signal(html)).toEqual([["one_time", 1], ["one_time", 1], ["one_time", 1]]);
  });

  test("bare prices in a table's columns on a page that states no recurrence: paid once, inferred, and the signal", () => {
    const html = page(`<table><thead><tr><th></th><th>Portrait</th><th>Family</th><th>Wedding</th></tr></thead><tbody>
      <tr><td>Price</td><td>€120</td><td>€180</td><td>€950</td></tr>
      <tr><td>Edited photos</td><td>20</td><td>40</td><td>400</td></tr></tbody></table>`);
    const { assessed } = assessSite([{ url: URL, html }], { url: URL, abstain: false });
    expect(assessed.map((a) => [a.plan.name, a.plan.period, a.plan.inferred?.includes("period") ?? false, a.signals.table_one_time])).toEqual([
      ["Portrait", "one_time", true, 1],
      ["Family", "one_time", true, 1],
      ["Wedding", "one_time", true, 1],
    ]);
    // Weighed by the model (round 27c's partial refit), the table's services are reported.
    expect(extractSite([{ url: URL, html }], { url: URL }).plans.map((p) => p.name)).toEqual(["Portrait", "Family", "Wedding"]);
  });

  test("the same services as cards do not: the card grid is where invented plans paid once are read", () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul><li>Edited photos</li><li>Online gallery</li></ul><a href="/book">Book</a></div>`;
    const html = page(`<div class="cards">${card("Portrait session", "€120 one-time")}${card("Family session", "€180 one-time")}${card("Wedding film", "€950 one-time")}</div>`);
    expect(signal(html)).toEqual([["one_time", 0], ["one_time", 0], ["one_time", 0]]);
  });

  test("a table of plans billed by the month does not", () => {
    const html = page(`<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody>
      <tr><td>Starter</td><td>€12/month</td></tr>
      <tr><td>Studio</td><td>€29/month</td></tr>
      <tr><td>Agency</td><td>€79/month</td></tr></tbody></table>`);
    expect(signal(html)).toEqual([["month", 0], ["month", 0], ["month", 0]]);
  });
});
