/**
 * Round 29, part b, on real pages (issue 25; docs/intel.md, "Round 29, part b"): a price list's
 * table cell written as a range of two whole prices ("£40 – £60", "300円～900円") is read at its
 * lower end (cell-range.ts), where before it refused the whole table. Each rule on a small page of
 * our own, never text from a real page; each guard with the nearest look-alike that is no range.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
/** A two-column table of a label and a price a row. */
const table = (lines: [string, string][]) => `<table><tbody>${lines.map(([l, p]) => `<tr><td>${l}</td><td>${p}</td></tr>`).join("")}</tbody></table>`;
const URL_ = "https://oakgarage.example/prices/";

describe("rules29b: a price list's cell of two prices as a range", () => {
  test("one range row among single prices: every row read, the range at its lower end", () => {
    const html = doc("Prices", `<h1>Oak garage prices</h1>${table([["Oil change", "£45"], ["Brake pads", "£60 – £95"], ["MOT test", "£54"]])}`);
    expect(plansOf(URL_, html)).toEqual([
      ["Oil change", 45, "GBP", "one_time"],
      ["Brake pads", 60, "GBP", "one_time"],
      ["MOT test", 54, "GBP", "one_time"],
    ]);
  });

  test("a table of ranges only, written with a wave dash and the currency after each end", () => {
    const html = doc("料金", `<h1>料金表</h1>${table([["初診", "300円～900円"], ["再診", "100円～500円"], ["延長", "200円～400円"]])}`);
    expect(plansOf("https://sakuraclinic.example/ryokin.html", html)).toEqual([
      ["初診", 300, "JPY", "one_time"],
      ["再診", 100, "JPY", "one_time"],
      ["延長", 200, "JPY", "one_time"],
    ]);
  });

  test("a range priced per unit is no service's price: the table stays unread", () => {
    const html = doc("Prices", `<h1>Oak garage prices</h1>${table([["Oil change", "£45"], ["Towing", "£2 – £3 per mile"], ["MOT test", "£54"]])}`);
    expect(plansOf(URL_, html)).toEqual([]);
  });

  test("two prices that are no range — a small car's and a large car's — leave the table unread", () => {
    const html = doc("Prices", `<h1>Oak garage prices</h1>${table([["Oil change", "£45"], ["Brake pads", "£60 / £95"], ["MOT test", "£54"]])}`);
    expect(plansOf(URL_, html)).toEqual([]);
  });

  test("two prices in two currencies are two prices, not a range", () => {
    const html = doc("Prices", `<h1>Oak garage prices</h1>${table([["Oil change", "£45"], ["Brake pads", "£60 – €95"], ["MOT test", "£54"]])}`);
    expect(plansOf(URL_, html)).toEqual([]);
  });
});
