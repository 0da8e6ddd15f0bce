/**
 * Round 30, part d, on real pages (issue 25; docs/intel.md, "Round 30, part d"): subscription plans
 * read exact that the confidence model withholds. Counted on development waves 8–12 and 14–24,
 * checked on wave 13's totals. The rule on small pages of our own (never text from a real page),
 * with the nearest look-alike it must leave alone:
 * - a sentence-case name of two or three words that another plan of the site names from the same
 *   template, one word changed ("Solo seat" / "Team seat"), is a ladder of tiers (`name_ladder`) —
 *   not a heading or a feature line with no such sibling, not a pair of names, not a call to action glued to every name.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { inNameLadder } from "../../src/intel/name-ladder";

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Quorvane</h1>${body}</main></body></html>`;
const card = (name: string, price: string, items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Choose</a></div>`;
const PAGE = "https://quorvane.example/pricing/";
const reported = (body: string) => extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: true }).plans.map((p) => `${p.name}: ${p.amount}`);
const signals = (body: string) =>
  assessSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).assessed.map((a) => `${a.plan.name}: ${a.signals.name_sentence_case}/${a.signals.name_ladder}`);

describe("a ladder of plan names: one template, one word changed", () => {
  test("two or three words, one of them changed, in place, on three rungs or more", () => {
    expect(inNameLadder("Solo seat", ["Team seat", "Studio seat"])).toBe(true);
    expect(inNameLadder("Bundle 20 reports", ["Bundle 5 reports", "Bundle 100 reports"])).toBe(true);
    expect(inNameLadder("Studio yearly", ["Studio monthly", "Studio weekly", "Pro"])).toBe(true);
  });

  test("NOT: a pair of names from one template (two headings as often as two tiers)", () => {
    expect(inNameLadder("Short window", ["Long window"])).toBe(false);
    expect(inNameLadder("Solo seat", ["Team seat", "Team seat"])).toBe(false);
  });

  test("NOT: names with no sibling of the same template, one-word names, or more than one word changed", () => {
    expect(inNameLadder("Open source", ["Pro", "Team"])).toBe(false);
    expect(inNameLadder("Priority support included", ["Solo seat", "Team seat"])).toBe(false);
    expect(inNameLadder("Solo", ["Team"])).toBe(false);
    expect(inNameLadder("Solo seat", ["Team plan extra"])).toBe(false);
    expect(inNameLadder("Solo seat", ["Team licence"])).toBe(false);
    expect(inNameLadder("Solo seat", ["Solo seat"])).toBe(false);
  });

  test("NOT: a call to action glued to every card's name (four words and more)", () => {
    expect(inNameLadder("Basic Start for free", ["Grow Start for free", "Scale Start for free"])).toBe(false);
  });

  test("a grid of seat tiers named from one template carries the signal beside its sentence case", () => {
    const body = `<div class="plans">${card("Solo seat", "$12/mo", ["1 editor"])}${card("Team seat", "$18/mo", ["Shared libraries"])}${card("Studio seat", "$30/mo", ["Branching"])}</div>`;
    expect(signals(body)).toEqual(["Solo seat: 1/1", "Team seat: 1/1", "Studio seat: 1/1"]);
  });

  test("NOT: a card named by a feature line beside title-case plans", () => {
    const body = `<div class="plans">${card("Pro", "$12/mo", ["1 editor"])}${card("Team", "$18/mo", ["Shared libraries"])}${card("Priority support included", "$30/mo", ["Phone line"])}</div>`;
    expect(signals(body)).toEqual(["Pro: 0/0", "Team: 0/0", "Priority support included: 1/0"]);
  });

  test("packs named from one template with bare prices are reported; the model's weight is what lifts them", () => {
    const body = `<div class="plans">${card("Pack 10 reports", "€19", ["PDF export"])}${card("Pack 50 reports", "€79", ["PDF export"])}${card("Pack 200 reports", "€249", ["PDF export", "Support"])}</div>`;
    expect(reported(body)).toEqual(["Pack 10 reports: 19", "Pack 50 reports: 79", "Pack 200 reports: 249"]);
  });

  test("NOT: services in sentence case with no common template, nor two packs alone, are reported", () => {
    const services = `<div class="plans">${card("Quick report", "€19", ["PDF export"])}${card("Full site review", "€79", ["PDF export"])}${card("Audit with workshop", "€249", ["PDF export", "Support"])}</div>`;
    expect(reported(services)).toEqual([]);
    const pair = `<div class="plans">${card("Pack 10 reports", "€19", ["PDF export"])}${card("Pack 50 reports", "€79", ["PDF export"])}</div>`;
    expect(reported(pair)).toEqual([]);
  });
});
