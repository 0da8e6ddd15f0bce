/**
 * Round 23, part a, on real pages (issue 25; docs/intel.md, "Round 23, part a"): plans the engine
 * did not read at all, counted by construction across the development waves. Each rule on a small
 * page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules23a: a card whose price lines are headings of their own", () => {
  test("a card titled by one heading, its price and its yearly price in two more, is a card of its row", () => {
    // Each paid card holds two priced headings ("$12/mo" over "$120 / yr"): those two formed a
    // group of their own inside the card, as if they were cards, and the row never formed.
    const card = (name: string, price: string, second: string) =>
      `<div class="col-sm-4 tier"><h2>${name}</h2><h1><strong>${price}</strong>/mo</h1><h6>${second}</h6><h4>Weekly digest</h4></div>`;
    const html = doc("Loomtide", `<h1 class="title">Loomtide plans</h1><div class="row">${card("Sketch", "$0", "No card needed")}${card("Studio", "$12", "$120 / yr, two months free")}${card("Atelier", "$40", "$400 / yr, two months free")}</div>`);
    expect(plansOf("https://loomtide.example/pricing", html)).toEqual([
      ["Sketch", 0, "USD", "month"],
      ["Studio", 12, "USD", "month"],
      ["Atelier", 40, "USD", "month"],
    ]);
  });
});
