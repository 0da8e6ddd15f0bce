/**
 * Round 14 on real pages (issue 25; docs/intel.md, "Round 14"): the free tier. Developed on waves
 * 1–7, kept only when wave 8's totals were no worse. Each rule on a small page of our own, never
 * text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { extractSignals } from "../../src/intel/extract/signals";
import { buildPage } from "../../src/intel/page";
import type { PlanFact } from "../../src/intel/facts";

const HOME = "https://vendor.example/";
const PRICING = "https://vendor.example/pricing";
const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const site = (pricing: string, url = PRICING, home = page("Vendor", "<h1>Vendor</h1><p>We make tools.</p>")) =>
  extractSite(
    [
      { url: HOME, html: home },
      { url, html: pricing },
    ],
    { url: HOME, abstain: true },
  );
const free = (pricing: string, url?: string, home?: string) => {
  const facts = site(pricing, url, home);
  return { free: hasFreeTier(facts), signal: facts.signals.find((s) => s.kind === "free_plan")?.label ?? null };
};

// Two offers laid out as prose blocks no card reader groups: a heading, a paragraph, the word.
const offers = (freeWord: string, around = "") =>
  page(
    "Vendor — Pricing",
    `<h1>Pricing</h1><section><h2>Hobby</h2><p>For side projects and trying things out at home.</p>${around}<div><span>${freeWord}</span></div></section>` +
      `<section><h2>Company</h2><p>For teams that need the whole toolbox, billed by agreement.</p><div><span>Ask us</span></div></section>`,
  );

describe("round 14: a pricing page's line that says only 'free' is a free tier", () => {
  test("a 'Free' line, a 'Kostenlos' line, a 'Free. Forever.' line on the pricing page", () => {
    expect(free(offers("Free"))).toEqual({ free: true, signal: "free: free" });
    expect(free(offers("Kostenlos"))).toEqual({ free: true, signal: "free: kostenlos" });
    expect(free(offers("Free. Forever."))).toEqual({ free: true, signal: "free: free. forever." });
  });

  test("a page titled for its plans in other words ('Planes', 'Licenses') counts as the pricing page", () => {
    const titled = (title: string) => offers("Gratis").replace("<title>Vendor — Pricing</title>", `<title>${title}</title>`).replace("<h1>Pricing</h1>", "<h1>Vendor</h1>");
    expect(free(titled("Vendor · Planes"), "https://vendor.example/planes/").free).toBe(true);
    expect(free(titled("Vendor · Licenses"), "https://vendor.example/licensing/").free).toBe(true);
    // Neither a pricing path nor a title about plans: a "Gratis" line says nothing.
    expect(free(titled("Vendor · Our story"), "https://vendor.example/story/").free).toBe(false);
  });

  test("a free line near a trial or its length is the trial, not a free tier", () => {
    expect(free(offers("Free", "<p>Free trial</p>")).free).toBe(false);
    expect(free(offers("Free", "<p>for 30 days</p>")).free).toBe(false);
    expect(free(offers("Free", "<p>14 Tage</p>")).free).toBe(false);
  });

  test("a figure is never the line: '$0' or '0 €' beside a setup fee or an included item", () => {
    expect(free(offers("$0", "<p>Setup fee</p>")).free).toBe(false);
    expect(free(offers("0 €", "<p>(included)</p>")).free).toBe(false);
  });

  test("a table's data cell that says 'Free' prices a fee or a feature, not a plan — unless its row is the price row", () => {
    const fees = `<table><tr><th>Fee</th><th>Amount</th></tr><tr><td>Withdrawals</td><td>Free</td></tr><tr><td>Refunds</td><td>$2 each</td></tr></table>`;
    expect(free(page("Vendor — Pricing", `<h1>Pricing</h1><p>One rate for every shop.</p>${fees}`)).free).toBe(false);
    const compare = `<table><tr><th></th><th>Solo</th><th>Studio</th></tr><tr><td>Projects</td><td>3</td><td>Unlimited</td></tr><tr><td>Price</td><td>Free</td><td>$12 a month</td></tr></table>`;
    expect(free(page("Vendor — Pricing", `<h1>Pricing</h1>${compare}`)).free).toBe(true);
  });

  test("a 'Free' line on the home page alone is no free tier; a sentence that merely uses the word is none either", () => {
    const plain = page("Vendor — Pricing", "<h1>Pricing</h1><p>Talk to us for a quote.</p>");
    expect(free(plain, PRICING, page("Vendor", "<h1>Vendor</h1><div><span>Free</span></div>")).free).toBe(false);
    expect(free(page("Vendor — Pricing", "<h1>Pricing</h1><p>Feel free to ask for a quote.</p>")).free).toBe(false);
  });
});

describe("round 14: a free plan the model withholds still says the page has a free tier", () => {
  const plan = (name: string, amount: number): PlanFact => ({
    name,
    amount,
    annual_amount: null,
    list_amount: null,
    currency: "USD",
    period: amount ? "month" : null,
    per_user: false,
    free: amount === 0,
    trial_days: null,
    contact_sales: false,
    // Round 26 part e: a withheld zero says free only with its period ("$0 / month"); a bare "$0"
    // or "0 Kč" is left to the page's lone free line (withheld-free.ts, docs/intel.md).
    price_text: amount ? `$${amount}` : "$0 / month",
    features: [],
    source: "page",
    evidence: { url: PRICING, snippet: "" },
  });
  const pricing = buildPage({ url: PRICING, html: page("Vendor — Pricing", "<h1>Pricing</h1><p>Plans for every team.</p>") });
  const freeSignal = (kept: PlanFact[], withheld: PlanFact[]) => extractSignals([pricing], kept, () => true, withheld).find((s) => s.kind === "free_plan")?.label ?? null;

  test("withheld 'Starter $0' beside a reported 'Team $20': the free_plan signal names it", () => {
    expect(freeSignal([plan("Team", 20)], [plan("Starter", 0)])).toBe("free plan: Starter");
  });

  test("a withheld priced plan says nothing of a free tier", () => {
    expect(freeSignal([plan("Team", 20)], [plan("Starter", 5)])).toBeNull();
  });
});

describe("round 14: a card of a grid whose price states no period is a signal of its own", () => {
  const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Reports</li><li>Exports</li></ul><a href="/signup">Choose</a></div>`;
  const signals = (...cards: string[]) =>
    assessSite([{ url: PRICING, html: page("Vendor — Pricing", `<h1>Pricing</h1><div class="plans">${cards.join("")}</div>`) }], { url: PRICING }).assessed.map((a) => [a.plan.name, a.signals.grid_period_unstated]);

  test("'$49' with no period in a grid card sets it; '$19/mo', a free card and a contact card do not", () => {
    expect(signals(card("Basic", "$19/mo"), card("Audit", "$49"), card("Starter", "Free"), card("Scale", "Contact us"))).toEqual([
      ["Basic", 0],
      ["Audit", 1],
      ["Starter", 0],
      ["Scale", 0],
    ]);
  });

  test("a period a card of the grid names for all ('billed monthly' under one price) is stated for its siblings", () => {
    const billed = card("Scale", "$99").replace("</p>", "</p><p>billed monthly</p>");
    expect(signals(card("Basic", "$19"), card("Team", "$49"), billed)).toEqual([
      ["Basic", 0],
      ["Team", 0],
      ["Scale", 0],
    ]);
  });
});
