/**
 * Round 48, part b, on real pages (issue 25; docs/intel.md, "Round 48, part b — a struck list price
 * read as the plan's price"): a strike that covers a price's digits but not its currency sign
 * (src/intel/extract/struck-digits.ts). Three development sites in three waves print it — the digits
 * in `<s>` with the sign outside (wave 14), sign and digits in two struck elements (wave 25), one
 * sign before a struck figure and the figure charged (wave 40) — and the engine read the struck
 * figure as the price. The rule reads the third form (the sign shared with the price charged); the
 * first two are pinned as they are read, the list price as the price: marking their strike alone
 * added unseen changes to the check set's monitoring (rounds 20c, 39c and this one). Small pages of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://larchwick.example/pricing";
const html = (cards: string[], head = "") =>
  `<!doctype html><html lang="en"><head><title>Pricing</title>${head}</head><body><main><h1>Plans</h1><div class="plans">${cards.join("")}</div></main></body></html>`;
const card = (name: string, slot: string, feature: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${slot}</div><ul><li>${feature}</li><li>Email support</li></ul><a href="/signup">Choose ${name}</a></div>`;
/** Three cards whose price slots are drawn by `slot(list, price)` (single-digit figures with `small`). */
const grid = (slot: (list: number, price: number) => string, head = "", small = false) =>
  html(
    small
      ? [card("Solo", slot(3, 1), "1 project"), card("Team", slot(6, 4), "10 projects"), card("Studio", slot(9, 7), "Unlimited projects")]
      : [card("Solo", slot(29, 19), "1 project"), card("Team", slot(59, 39), "10 projects"), card("Studio", slot(99, 79), "Unlimited projects")],
    head,
  );
const read = (page: string, abstain = false) =>
  extractSite([{ url: PAGE, html: page }], { url: PAGE, abstain })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period} list ${p.list_amount}`)
    .sort();
const CHARGED = ["Solo: 19 USD /month list 29", "Studio: 79 USD /month list 99", "Team: 39 USD /month list 59"];

describe("one sign before a figure struck by its digits and the price charged: the struck figure is the list price", () => {
  test("one sign before the struck figure and the figure charged, struck by a class the page's style strikes", () => {
    const slot = (l: number, p: number) => `<span class="cur">$</span> <span class="amt"><span class="was">${l}</span></span> <span class="amt">${p}</span>/month`;
    expect(read(grid(slot, "<style>.was{color:red;text-decoration:line-through}</style>"))).toEqual(CHARGED);
    // A class whose name says so, and the product reading (the model keeps them).
    expect(read(grid((l, p) => `<span>$</span> <span class="double-strike">${l}</span> <span>${p}</span>/month`), true)).toEqual(CHARGED);
  });

  test("the same slot with no space between the elements: two-digit figures (set on two lines) and single digits ('$31/month' as text)", () => {
    expect(read(grid((l, p) => `<span>$</span><span class="strike">${l}</span><span>${p}</span>/month`))).toEqual(CHARGED);
    expect(read(grid((l, p) => `<span>$</span><span class="strike">${l}</span><span>${p}</span>/month`, "", true))).toEqual(["Solo: 1 USD /month list 3", "Studio: 7 USD /month list 9", "Team: 4 USD /month list 6"]);
  });
});

describe("what stays as it was", () => {
  const LIST_READ = ["Solo: 29 USD /month list null", "Studio: 99 USD /month list null", "Team: 59 USD /month list null"];
  test("left (pinned as read): the digits struck with the price charged carrying a sign of its own — <s> or <del> with the sign outside, sign and digits in two struck elements", () => {
    for (const tag of ["s", "del"]) expect(read(grid((l, p) => `<strong>$<${tag}>${l}</${tag}></strong><br><strong>$${p}</strong> <span>/month</span>`))).toEqual(LIST_READ);
    const struck = "text-decoration: line-through";
    expect(read(grid((l, p) => `<span><small style="${struck}">Was $</small> <span style="${struck}">${l}</span></span> <span>$${p}</span> <span>/month</span>`))).toEqual(LIST_READ);
  });

  test("a whole struck figure (isStruck's case) is unchanged", () => {
    expect(read(grid((l, p) => `<s>$${l}</s> <span>$${p}</span> <span>/month</span>`))).toEqual(CHARGED);
  });

  test("a figure after a struck one that is no price — a count of months, a percentage — gives no price", () => {
    const months = read(grid((l) => `<span>$</span> <span class="strike">${l}</span> <span>2</span> months free`));
    expect(months.some((p) => / 2 USD /.test(p))).toBe(false);
    const off = read(grid((l) => `<span>$</span> <span class="strike">${l}</span> <span>30</span>% off`));
    expect(off.some((p) => / 30 USD /.test(p))).toBe(false);
  });

  test("digits struck only in part of a figure that is no pair stay one figure: '$<span>1</span>9' with no strike reads $19", () => {
    expect(read(grid((_, p) => `<span>$<span class="big">${String(p)[0]}</span>${String(p).slice(1)}</span> <span>/month</span>`))).toEqual([
      "Solo: 19 USD /month list null",
      "Studio: 79 USD /month list null",
      "Team: 39 USD /month list null",
    ]);
  });
});
