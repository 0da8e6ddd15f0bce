/**
 * Round 92, part e, on real pages (issue 25): packs named by the count they buy. A page selling its
 * use by the unit names each card by how many units it holds ("1 report", "5 reports", "20
 * reports") and prints a bare price, beside one plan that recurs ("Unlimited $149 / month"): the
 * counted cards are bought once (counted-packs.ts, read by plans-page.ts `defaultPeriod`). Not a
 * lone counted name, not a ladder of seats or sites (a plan sized by its scope), not counted terms.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { countedPacks } from "../../src/intel/extract/counted-packs";

const URL = "https://ledgerlark.example/pricing";
const page = (cards: string[]) =>
  `<!doctype html><html lang="en"><head><title>Pricing — Ledgerlark</title></head><body><main><h1>Pricing</h1><p>Audit reports for small landlords.</p><section class="plans">${cards.join("")}</section></main></body></html>`;
const card = (name: string, price: string, lines: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><div class="plan-price">${price}</div><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a class="btn" href="/signup">Choose</a></div>`;

const read = (html: string) =>
  assessSite([{ url: URL, html }], { url: URL }).assessed.map((a) => [a.plan.name, a.plan.amount, a.plan.period]);

describe("rules92e: packs on a ladder of counts are bought once", () => {
  test("counted packs beside a monthly plan are paid once (fails without the rule)", () => {
    const html = page([
      card("1 report", "$19", ["One property", "PDF export"]),
      card("5 reports", "$79", ["Five properties", "PDF export"]),
      card("20 reports", "$249", ["Twenty properties", "Priority checks"]),
      card("Unlimited", "$149 / month", ["Every property", "Team access"]),
    ]);
    expect(read(html)).toEqual([
      ["1 report", 19, "one_time"],
      ["5 reports", 79, "one_time"],
      ["20 reports", 249, "one_time"],
      ["Unlimited", 149, "month"],
    ]);
  });

  test("a ladder of seats or sites is no ladder of packs: the bare prices keep no period", () => {
    const html = page([
      card("1 user", "$19", ["One seat"]),
      card("5 users", "$79", ["Five seats"]),
      card("Unlimited", "$149 / month", ["Every seat"]),
    ]);
    expect(read(html)).toEqual([
      ["1 user", 19, null],
      ["5 users", 79, null],
      ["Unlimited", 149, "month"],
    ]);
  });

  test("the ladder, not one name: a lone count, counted terms, one count twice", () => {
    expect([...countedPacks(["1 report", "Pro", "Unlimited"])]).toEqual([]);
    expect([...countedPacks(["1 report", "1 reports"])]).toEqual([]);
    expect([...countedPacks(["10 sites", "50 sites"])]).toEqual([]);
    expect([...countedPacks(["10 GB", "50 GB"])]).toEqual([]);
    expect([...countedPacks(["500 contacts", "2,500 contacts"])]).toEqual([]);
    expect([...countedPacks(["1 month", "6 months"])]).toEqual([]);
    expect([...countedPacks(["10 кредитов", "25 кредитов", "Безлимит"])]).toEqual([0, 1]);
  });
});
