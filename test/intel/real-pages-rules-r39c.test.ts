/**
 * Round 39, part c, on real pages (issue 25; docs/intel.md, "Round 39, part c — struck list
 * prices"): no rule was written — every development list price the engine reads at its list amount
 * is marked in a way it cannot see (struck markup on part of the figure, 2 sites; a linked
 * stylesheet, 1 site). These tests pin what the count found read right, so a later rule cannot lose
 * it: of two amounts in one card's price slot for the same period, the one marked as struck or as the
 * former price is the list price, for each marking development pages use; and the look-alikes (two
 * amounts that are not a list price and a price) keep no list price. Small pages of our own, never
 * text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://quillmoor.example/pricing";
const html = (cards: string[], head = "") =>
  `<!doctype html><html lang="en"><head><title>Pricing</title>${head}</head><body><main><h1>Plans</h1><div class="plans">${cards.join("")}</div></main></body></html>`;
const card = (name: string, slot: string, feature: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${slot}</div><ul><li>${feature}</li><li>Email support</li></ul><a href="/signup">Choose ${name}</a></div>`;
/** Three cards whose price slots are drawn by `slot(list, price)`. */
const grid = (slot: (list: number, price: number) => string, head = "") =>
  html(
    [card("Solo", slot(29, 19), "1 project"), card("Team", slot(59, 39), "10 projects"), card("Studio", slot(99, 79), "Unlimited projects")],
    head,
  );
const read = (page: string) =>
  extractSite([{ url: PAGE, html: page }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period} list ${p.list_amount}`)
    .sort();
const CHARGED = ["Solo: 19 USD /month list 29", "Studio: 79 USD /month list 99", "Team: 39 USD /month list 59"];

describe("a struck or former price beside the price charged is the list price", () => {
  test("struck by a tag: <s>, <del>, <strike>", () => {
    for (const tag of ["s", "del", "strike"]) expect(read(grid((l, p) => `<${tag}>$${l}</${tag}> <span>$${p}</span> <span>/month</span>`))).toEqual(CHARGED);
  });

  test("struck by a class whose name says so, a class the page's own <style> strikes, or an inline style", () => {
    expect(read(grid((l, p) => `<span class="old-price">$${l}</span> <span>$${p}</span> <span>/month</span>`))).toEqual(CHARGED);
    expect(read(grid((l, p) => `<span class="tag-b">$${l}</span> <span>$${p}</span> <span>/month</span>`, "<style>.tag-b{color:#999;text-decoration:line-through}</style>"))).toEqual(CHARGED);
    expect(read(grid((l, p) => `<span style="color:#999; text-decoration: line-through">$${l}</span> <span>$${p}</span> <span>/month</span>`))).toEqual(CHARGED);
  });

  test("marked as the former price in words, the figure charged after it", () => {
    expect(read(grid((l, p) => `<span>was $${l}, now $${p}</span> <span>/month</span>`))).toEqual(CHARGED);
    expect(read(grid((l, p) => `<span>Regular price $${l}</span> <span>$${p}</span> <span>/month</span>`))).toEqual(CHARGED);
  });
});

describe("two amounts that are not a list price and a price keep no list price", () => {
  test("a monthly and a yearly amount in one card: the month's price, the year's as its annual side", () => {
    expect(read(grid((_, p) => `<span>$${p}/month</span> <span>or $${p * 10} per year</span>`))).toEqual([
      "Solo: 19 USD /month list null",
      "Studio: 79 USD /month list null",
      "Team: 39 USD /month list null",
    ]);
  });

  test("a price and a setup fee, a 'from' price beside a range: the price, no list price", () => {
    const charged = ["Solo: 19 USD /month list null", "Studio: 79 USD /month list null", "Team: 39 USD /month list null"];
    expect(read(grid((_, p) => `<span>$${p}</span> <span>/month</span><p>+ $${p * 3} one-time setup fee</p>`))).toEqual(charged);
    expect(read(grid((l, p) => `<span>From $${p}/month</span> <p>$${p} – $${l} per month, by team size</p>`))).toEqual(charged);
  });

  test("two amounts in two currencies: one price in the first currency, no list price", () => {
    expect(read(grid((l, p) => `<span>$${l} / €${p} per month</span>`))).toEqual([
      "Solo: 29 USD /month list null",
      "Studio: 99 USD /month list null",
      "Team: 59 USD /month list null",
    ]);
  });

  test("the same two figures with nothing marking either: no list price is invented from their order", () => {
    const lines = read(grid((l, p) => `<span>$${l}</span> <span>$${p}</span> <span>/month</span>`));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toEndWith("list null");
  });
});
