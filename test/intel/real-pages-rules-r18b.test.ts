/**
 * Round 18, part b, on real pages (issue 25; docs/intel.md, "Round 18, part b"): plans the raw
 * reading invents. Developed on waves 1–11, checked on wave 12's totals. Each rule on a small page
 * of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Quillmark pricing</title></head><body><main><h1>Quillmark plans</h1>${body}</main></body></html>`;
const URL = "https://quillmark.example/pricing";
const raw = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules18b: a comparison table that restates the cards under other names (restated.ts)", () => {
  const card = (name: string, price: string) =>
    `<div class="tier"><h3>${name}</h3><p class="price">$${price}<span>/mo</span></p><ul><li>Unlimited drafts</li><li>Shared inbox</li></ul><a href="/signup?plan=${name}">Choose ${name}</a></div>`;
  const cards = `<section class="tiers">${card("Hobby", "0")}${card("Writer", "12")}${card("Studio", "39")}</section>`;
  const table = (cols: string[], prices: string[]) =>
    `<h2>Compare every feature</h2><table><thead><tr><th>Feature</th>${cols.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>` +
    `<tr><td>Price</td>${prices.map((p) => `<td>${p}</td>`).join("")}</tr>` +
    `<tr><td>Drafts</td><td>3</td><td>Unlimited</td><td>Unlimited</td></tr><tr><td>Seats</td><td>1</td><td>1</td><td>5</td></tr></tbody></table>`;
  const want = [
    ["Hobby", 0, "USD", "month"],
    ["Writer", 12, "USD", "month"],
    ["Studio", 39, "USD", "month"],
  ];

  test("a column that repeats a card's price under another name is that card read again", () => {
    // Without the rule "Team Pick" was a fourth plan at $39.
    expect(raw(page(cards + table(["Hobby", "Writer", "Team Pick"], ["$0", "$12/mo", "$39/mo"])))).toEqual(want);
  });

  test("a table that adds a plan of its own keeps its columns, even one at a card's price", () => {
    const names = raw(page(cards + table(["Hobby", "Agency", "Team Pick"], ["$0", "$99/mo", "$39/mo"]))).map((p) => p[0]);
    expect(names).toContain("Agency");
    expect(names).toContain("Team Pick");
  });
});
