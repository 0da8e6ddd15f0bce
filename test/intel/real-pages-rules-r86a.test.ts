/**
 * Round 86, part a, on real pages (issue 25): a site that sells one product by term — cards named
 * "Monthly", "Quarterly", "Half Yearly", "Yearly", "1 month" / "3 months" — each with a bare price.
 * The confidence model doubted such cards (a period inferred or missing, no bullets, no pricing
 * path) though their names state the term: plans of a set named by two or more distinct terms, read
 * with the period the name states, carry the signal `term_set` (term-names.ts), and a card of the set
 * the model still doubts is reported beside a sibling of the set it is sure of. A name that says
 * another period than the one read gets no lift. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { termName } from "../../src/intel/term-names";

const URL = "https://tallowbird.example/";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Tallowbird — reminders for your candles</title></head><body><main><section class="hero"><h1>Never forget a wick</h1><p>Tallowbird tells you when each candle needs a trim.</p></section>${body}</main></body></html>`;
const card = (name: string, price: string) => `<div class="option"><h3>${name}</h3><p class="cost">${price}</p><a href="/join">Choose</a></div>`;
const grid = (cards: string[]) => `<div class="options">${cards.join("")}</div>`;
const read = (html: string) => assessSite([{ url: URL, html }], { url: URL });
const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => p.name);

const terms = page(grid([card("Monthly", "$3"), card("Quarterly", "$8"), card("Half Yearly", "$14"), card("Yearly", "$25")]));

describe("rules86a: plans named by their billing terms", () => {
  test("a set of cards named by terms is reported, the terms without a period of their own too (fails without the rule)", () => {
    expect(reported(terms)).toEqual(["Monthly", "Quarterly", "Half Yearly", "Yearly"]);
    const periods = new Map(read(terms).facts.plans.map((p) => [p.name, p.period]));
    expect(periods.get("Monthly")).toBe("month");
    expect(periods.get("Yearly")).toBe("year");
    expect(periods.get("Quarterly")).toBeNull();
  });

  test("counted terms (\"1 month\", \"3 months\") are a term set (fails without the rule)", () => {
    const html = page(grid([card("1 month", "$3 / month"), card("3 months", "$8"), card("12 months", "$25 / year")]));
    const signals = new Map(read(html).assessed.map((a) => [a.plan.name, a.signals.term_set]));
    expect(signals.get("1 month")).toBe(1);
    expect(signals.get("3 months")).toBe(1);
    expect(reported(html)).toEqual(["1 month", "3 months", "12 months"]);
  });

  test("one card named \"Monthly\" beside named tiers is no term set", () => {
    const html = page(grid([card("Monthly", "$3"), card("Studio", "$8"), card("Guild", "$25")]));
    expect(read(html).assessed.every((a) => a.signals.term_set === 0)).toBe(true);
  });

  test("a name that states another period than the one read gets no lift", () => {
    const html = page(grid([card("Monthly", "$3 / month"), card("Yearly", "$2 / month")]));
    const signals = new Map(read(html).assessed.map((a) => [a.plan.name, a.signals.term_set]));
    expect(signals.get("Yearly")).toBe(0);
  });

  test("termName reads whole names only", () => {
    expect(termName("Yearly Plan")).toEqual({ period: "year", key: "1 year" });
    expect(termName("12 mois")).toEqual({ period: "year", key: "1 year" });
    expect(termName("3 месяца")?.period).toBeNull();
    expect(termName("Lifetime")?.period).toBe("one_time");
    expect(termName("Pro anual")).toBeNull();
    expect(termName("Monthly support")).toBeNull();
    expect(termName("x".repeat(5000))).toBeNull();
  });
});
