/**
 * Round 26, part c, on real pages (issue 25; docs/intel.md, "Round 26, part c"): a grid of plan
 * cards named in a div or a paragraph, with no heading element, beside another priced box (a
 * checkout summary, a one-time donation, a one-off audit). Each rule on a small page of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { gridApart, gridOfOwnCards } from "../../src/intel/extract/card-grid";
import type { HElement } from "../../src/intel/html/parse";

const doc = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const plansOf = (html: string) =>
  extractSite([{ url: "https://quillmoss.example/pricing", html }], { url: "https://quillmoss.example/pricing", abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
/** A card named in a div, its price in another, a list of what it includes: no heading element. */
const divCard = (name: string, price: string) =>
  `<div class="tile"><div class="tile-label">${name}</div><div class="tile-amount">${price}<span>/mo</span></div><ul><li>Shared notebooks</li><li>Export to PDF</li></ul></div>`;

describe("rules26c: a grid of cards named without headings beside another priced box", () => {
  test("the grid beside a checkout box that repeats the chosen plan's price: every card read", () => {
    // The checkout box (an h2 and "Selected: Team — $24/mo") and the grid are the two priced
    // children of one wrapper: the grid was taken for one card of that wrapper, and only its
    // first plan was read, the checkout box as a second plan.
    const html = doc(`<div class="wrap"><div class="tiles">${divCard("Solo", "$8")}${divCard("Team", "$24")}${divCard("Studio", "$60")}</div>
      <div class="checkout"><h2>Finish your order</h2><p>Selected: <b>Team</b> — <b>$24/mo</b></p><form><label>Email</label><input type="email"></form></div></div>`);
    expect(plansOf(html).slice(0, 3)).toEqual([
      ["Solo", 8, "USD", "month"],
      ["Team", 24, "USD", "month"],
      ["Studio", 60, "USD", "month"],
    ]);
  });

  test("cards that are links themselves, named in a paragraph, beside a one-off offer", () => {
    const linkCard = (name: string, price: string) => `<a class="pick" href="/join"><p class="kicker">${name}</p><p class="figure">${price}/month</p><p>Early episodes</p></a>`;
    const html = doc(`<div class="col"><div class="box"><h3>Back the show</h3><p>Or give once: $15 one time</p><a href="/give">Give</a></div>
      <div class="grid">${linkCard("Bronze", "$3")}${linkCard("Silver", "$6")}${linkCard("Gold", "$12")}</div></div>`);
    expect(plansOf(html).filter((p) => p[3] === "month")).toEqual([
      ["Bronze", 3, "USD", "month"],
      ["Silver", 6, "USD", "month"],
      ["Gold", 12, "USD", "month"],
    ]);
  });

  test("not a card's own two price lines: monthly and yearly sides stay one card", () => {
    // The nearest look-alike: one card whose price block holds two priced lines. Neither line has
    // a list or a button of its own, so the block is the card's, and the row reads two plans.
    const sides = (m: string, y: string) => `<div class="sides"><p>${m} per month</p><p>or ${y} per year</p></div>`;
    const card = (name: string, m: string, y: string) => `<div class="tile"><h3>${name}</h3>${sides(m, y)}<ul><li>Notebooks</li></ul><a href="/go">Choose</a></div>`;
    const html = doc(`<div class="tiles">${card("Solo", "$8", "$80")}${card("Team", "$24", "$240")}</div>`);
    expect(plansOf(html).map((p) => p[0])).toEqual(["Solo", "Team"]);
  });

  test("the test itself: two priced, named cards with a list or an action make a grid; price lines do not", () => {
    const el = (name: string) => ({ kind: "element", tag: "div", attrs: { class: name }, children: [], parent: null, order: 0 }) as unknown as HElement;
    const [a, b, c] = [el("a"), el("b"), el("c")];
    const tests = (own: Set<HElement>) => ({ prices: () => 1, named: () => true, action: (e: HElement) => own.has(e), bullets: () => false });
    expect(gridOfOwnCards([a, b, c], tests(new Set([a, c])))).toBe(true);
    expect(gridOfOwnCards([a, b, c], tests(new Set([b])))).toBe(false);
    expect(gridOfOwnCards([a, b], { prices: () => 1, named: () => false, action: () => true, bullets: () => true })).toBe(false);
  });

  test("not a block smaller than the row's card: add-on tiles beside a section of plans join that row", () => {
    // A row whose card holds eight prices (the plans) and a block of two priced, named tiles with
    // buttons (add-ons): the block holds fewer prices than the row's card, so it is no grid apart.
    const el = (name: string) => ({ kind: "element", tag: "div", attrs: { class: name }, children: [], parent: null, order: 0 }) as unknown as HElement;
    const [grid, x, y, plans, box] = [el("grid"), el("x"), el("y"), el("plans"), el("box")];
    const count = new Map<HElement, number>([[grid, 2], [x, 1], [y, 1], [plans, 8], [box, 1]]);
    const t = { prices: (e: HElement) => count.get(e) ?? 0, named: () => true, action: () => true, bullets: () => false };
    expect(gridApart(grid, [x, y], [plans], t)).toBe(false);
    expect(gridApart(grid, [x, y], [box], t)).toBe(true);
  });
});
