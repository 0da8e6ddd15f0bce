/**
 * Round 69, part c, on real pages (issue 25; docs/intel.md, "Round 69, parts b–f"): the lead's read of
 * wave 62 once round 69 had closed on it. The second reader, the visible text alone
 * (verify/text-reader.ts), reads a plan's period in the words after its price, up to the next
 * plan's name. A next card titled with its badge on the same line ("⭐ Monthly — Popular") was no
 * name it knew, so a weekly pass's "6,999₫ / $0.29 · 7 days" took that card's "Monthly" as its
 * period, and the plan was reported at a month. A line that is another plan's name and a badge
 * after a dash now stops the window. And "£50pa" is a price by the year (per annum), on a desktop
 * CMS's cards. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter, statesPeriod } from "../../src/intel/extract/money";

const URL = "https://tapbot.example/buy.html";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>TapBot — buy a licence</title></head><body><main><h1>Buy a licence</h1>${body}</main></body></html>`;
const plans = (body: string) =>
  extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}`);

const card = (label: string, price: string, per: string) =>
  `<div class="plan-card"><div class="plan-label">${label}</div><div class="plan-price">${price} <span class="alt">/ ${per}</span></div><div class="plan-per">${per === "$0.29" ? "~1,000₫/day · 7 days" : per === "$1.19" ? "~997₫/day · 30 days" : "~819₫/day · 365 days"}</div><a class="buy" href="/app">Buy in the app</a></div>`;

describe("rules69c: a next plan's name with its badge ends the text reader's window", () => {
  test("a weekly pass beside \"⭐ Monthly — Popular\" is not read by the month (fails without the rule)", () => {
    const body = `<div class="pricing-grid">${card("Weekly", "6,999₫", "$0.29")}${card("⭐ Monthly — Popular", "29,900₫", "$1.19")}${card("Yearly", "299,000₫", "$11.99")}</div>`;
    const got = plans(body);
    expect(got.find((p) => p.startsWith("Weekly:"))).toBe("Weekly: 6999 VND/-");
  });

  test("\"£50pa\" and \"£85 p.a.\" are prices by the year; \"£50 pages\" is not (fails without the rule)", () => {
    expect(billingAfter("pa").period).toBe("year");
    expect(billingAfter(" p.a.").period).toBe("year");
    expect(statesPeriod("£50pa")).toBe(true);
    expect(statesPeriod("£50 pages")).toBe(false);
    expect(billingAfter(" paid monthly").period).not.toBe("year");
  });
});
