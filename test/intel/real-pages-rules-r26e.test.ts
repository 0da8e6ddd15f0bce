/**
 * Round 26, part e, on real pages (issue 25; docs/intel.md, "Round 26, part e"): the free tier.
 * Counted on development waves 8–12 and 14–20, checked on wave 13's totals. Each rule on a small
 * page of our own (never text from a real page), with the nearest look-alike it must not read.
 */
import { describe, expect, test } from "bun:test";
import { buildPage } from "../../src/intel/page";
import { extractSignals } from "../../src/intel/extract/signals";
import { withheldFreeHolds } from "../../src/intel/extract/withheld-free";
import type { PlanFact } from "../../src/intel/facts";

const PRICING = "https://wrenfold.example/pricing/";
const html = (body: string, title: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Wrenfold</h1>${body}</main></body></html>`;

/** A plan as the confidence model would have withheld it: read from the page, free, doubted. */
const withheldPlan = (name: string, priceText: string, url = PRICING): PlanFact => ({
  name,
  amount: 0,
  annual_amount: null,
  list_amount: null,
  currency: null,
  period: null,
  per_user: false,
  free: true,
  trial_days: null,
  contact_sales: false,
  price_text: priceText,
  features: [],
  source: "page",
  evidence: { url, snippet: `${name} ${priceText}` },
});
/** The signals of one page read with only withheld plans (none reported), the page an offers page. */
const signalsWith = (body: string, withheld: PlanFact[], url = "https://wrenfold.example/services/") => {
  const page = buildPage({ url, html: html(body, "Wrenfold", "en") });
  const doubted = withheld.map((p) => ({ ...p, evidence: { ...p.evidence, url } }));
  // The page is an offers page because plans were read from it (extract-site.ts offersPage).
  return extractSignals([page], [], (u) => doubted.some((p) => p.evidence.url === u), doubted);
};
const freeSignal = (signals: ReturnType<typeof signalsWith>) => signals.some((s) => s.kind === "free_plan");

describe("rules26e: a withheld free plan says free only where its price holds up by itself", () => {
  test("a zero that states its period does", () => {
    expect(withheldFreeHolds(withheldPlan("Hobby", "$0 / month"))).toBe(true);
    expect(freeSignal(signalsWith(`<p>Hobby</p><p>$0 / month</p><p>Team</p><p>$12 / month</p>`, [withheldPlan("Hobby", "$0 / month")]))).toBe(true);
  });

  test("a bare zero beside other firms' prices does not (a row of fees at nothing)", () => {
    const body = `<h2>What others charge</h2><p>Typical agency</p><p>18 000 Kč</p><p>Hidden fees</p><p>0 Kč</p><h2>Ours</h2><p>Website from 4 500 Kč</p>`;
    expect(withheldFreeHolds(withheldPlan("Hidden fees", "0 Kč"))).toBe(false);
    expect(freeSignal(signalsWith(body, [withheldPlan("Hidden fees", "0 Kč")]))).toBe(false);
  });

  test("a free word is read as the page's lone free line, with its guards: a trial card is none", () => {
    const trial = `<div class="tiers"><div class="tier"><h3>Trial</h3><p>Free</p><p>Two weeks</p></div><div class="tier"><h3>Studio</h3><p>€45 once</p></div></div>`;
    expect(withheldFreeHolds(withheldPlan("Free", "Free"))).toBe(false);
    expect(freeSignal(signalsWith(trial, [withheldPlan("Free", "Free")]))).toBe(false);
    // The same card with no trial around it: the lone free line says free.
    const free = `<div class="tiers"><div class="tier"><h3>Basic</h3><p>Free</p><p>Three notebooks</p></div><div class="tier"><h3>Studio</h3><p>€45 once</p></div></div>`;
    expect(freeSignal(signalsWith(free, [withheldPlan("Basic", "Free")]))).toBe(true);
  });
});
