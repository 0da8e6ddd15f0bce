/**
 * Round 31, part i, on real pages (issue 25; docs/intel.md, "Round 31, part i"): subscription plans
 * read exact that the confidence model withholds. Counted on development waves 8–12 and 14–25,
 * checked on wave 13's totals. The signal on small pages of our own (never text from a real page),
 * with the nearest look-alikes it must leave alone:
 * - three or more prices written from one template, digits aside ("$150" / "$200" / "$250"),
 *   climbing in page order under distinct names of at most three words, are a ladder of tiers
 *   (`price_ladder`) — not prices in no order, not two prices, not prices of different shapes, not
 *   services named by descriptions, not one set read twice under the same names.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { inPriceLadder, priceTemplate, type LadderPlan } from "../../src/intel/price-ladder";

const plan = (name: string, amount: number | null, price_text: string): LadderPlan => ({ name, amount, price_text });
const site = (...rows: [string, number | null, string][]) => rows.map(([n, a, t]) => plan(n, a, t));
const rungs = (all: LadderPlan[]) => all.map((p) => inPriceLadder(p, all));

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Tessaloom</h1>${body}</main></body></html>`;
const card = (name: string, price: string, items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Choose</a></div>`;
const PAGE = "https://tessaloom.example/pricing/";
const reported = (body: string) => extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: true }).plans.map((p) => `${p.name}: ${p.amount}`);
const signals = (body: string) =>
  assessSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).assessed.map((a) => `${a.plan.name}: ${a.signals.price_ladder}`);

describe("a price's template: the price as written, its numbers taken out", () => {
  test("group and decimal marks belong to the number; the sign, the unit and the words stay", () => {
    expect(priceTemplate("$1,050")).toBe("$#");
    expect(priceTemplate("$150")).toBe("$#");
    expect(priceTemplate("69 000 kr/vecka")).toBe("# kr/vecka");
    expect(priceTemplate("1.190 €")).toBe("# €");
    expect(priceTemplate("$ 25.99  per Month")).toBe("$ # per month");
    expect(priceTemplate("Contact us")).toBe("contact us");
  });

  test("a long run of separators and digits is read in one pass (no backtracking blow-up)", () => {
    const long = "1 ".repeat(50_000) + "x";
    expect(priceTemplate(long)).toBe("# x");
  });
});

describe("a ladder of prices: one template, climbing, under short distinct names", () => {
  test("three tiers with bare prices climbing in page order", () => {
    expect(rungs(site(["Start", 150, "$150"], ["Growth", 200, "$200"], ["Scale", 250, "$250"]))).toEqual([true, true, true]);
  });

  test("prices of another template beside the ladder are no rung of it; a free card is none", () => {
    const all = site(["Free", 0, "$0"], ["Start", 9, "$9/mo"], ["Growth", 29, "$29/mo"], ["Scale", 99, "$99/mo"], ["Audit", 500, "$500 once"]);
    expect(rungs(all)).toEqual([false, true, true, true, false]);
  });

  test("NOT: prices that do not climb in the order shown (add-ons, a list of services)", () => {
    expect(rungs(site(["Start", 250, "$250"], ["Growth", 150, "$150"], ["Scale", 300, "$300"]))).toEqual([false, false, false]);
    expect(rungs(site(["Start", 150, "$150"], ["Growth", 150, "$150"], ["Scale", 300, "$300"]))).toEqual([false, false, false]);
  });

  test("NOT: two prices of one template (a pair is as often two usage prices as two tiers)", () => {
    expect(rungs(site(["Start", 150, "$150"], ["Growth", 200, "$200"]))).toEqual([false, false]);
  });

  test("NOT: names of four words or more (a consultation, a room, a call to action glued to each name)", () => {
    expect(rungs(site(["Call with a lawyer", 50, "€50"], ["Contract review by partner", 300, "€300"], ["Court representation", 2000, "€2000"]))).toEqual([false, false, false]);
  });

  test("NOT: one set read twice under the same names", () => {
    expect(rungs(site(["A", 10, "10 kr"], ["B", 20, "20 kr"], ["A", 30, "30 kr"]))).toEqual([false, false, false]);
  });

  test("a grid of three cards at bare prices carries the signal; the same grid out of order does not", () => {
    const ladder = `<div class="plans">${card("Start", "$150", ["5 posts"])}${card("Growth", "$200", ["10 posts"])}${card("Scale", "$250", ["20 posts"])}</div>`;
    expect(signals(ladder)).toEqual(["Start: 1", "Growth: 1", "Scale: 1"]);
    const jumbled = `<div class="plans">${card("Start", "$200", ["5 posts"])}${card("Growth", "$150", ["10 posts"])}${card("Scale", "$250", ["20 posts"])}</div>`;
    expect(signals(jumbled)).toEqual(["Start: 0", "Growth: 0", "Scale: 0"]);
  });

  test("capitalised tiers at bare prices climbing are reported; the model's weight is what lifts them, and the same cards out of order stay withheld", () => {
    const grid = (prices: string[]) =>
      `<p>Monthly retainers for social accounts.</p><div class="plans">${card("START", prices[0]!, ["5 posts"])}${card("GROWTH", prices[1]!, ["10 posts"])}${card("SCALE", prices[2]!, ["20 posts"])}</div>`;
    expect(reported(grid(["$150", "$200", "$250"]))).toEqual(["START: 150", "GROWTH: 200", "SCALE: 250"]);
    expect(reported(grid(["$200", "$150", "$250"]))).toEqual([]);
  });
});
