import { describe, expect, test } from "bun:test";
import { buildProfile, startingPrice } from "../../src/intel/analyze/profile.ts";
import { buildRoast, estimateSize, findWeaknesses, WEAKNESS_WEIGHTS } from "../../src/intel/analyze/roast.ts";
import { buildScan, comparePricing, differentiationScore } from "../../src/intel/analyze/scan.ts";
import { compareFeatures } from "../../src/intel/analyze/feature-match.ts";
import { profileSchema, roastResultSchema, scanResultSchema, type Profile } from "../../src/intel/analyze/schemas.ts";
import { extractSite } from "../../src/intel/extract-site.ts";
import type { PlanFact } from "../../src/intel/facts.ts";
import { loadSite } from "./support/sites.ts";

const AT = "2026-11-22T12:00:00.000Z";
const catalog = [{ slug: "taskly", name: "Taskly", category: "Project Management", url: "https://www.taskly.example" }];
const profileOf = (site: string, host: string) => buildProfile(extractSite(loadSite(site, host)), catalog);

describe("profile", () => {
  test("SPEC shape, starting price, free tier, trial and catalog match", () => {
    const p = profileOf("free-trial", "taskly.example");
    expect(profileSchema.parse(p)).toEqual(p);
    expect(p.name).toBe("Taskly");
    expect(p.pricing.model).toBe("freemium");
    expect([p.pricing.starting_price, p.pricing.currency, p.pricing.starting_price_per_user]).toEqual([8, "USD", true]);
    expect([p.pricing.free_tier, p.pricing.free_trial, p.pricing.trial_days]).toEqual([true, true, 30]);
    expect(p.catalog_match).toEqual({ slug: "taskly", name: "Taskly", category: "Project Management" });
    expect(p.pricing.plans[1]).toMatchObject({ name: "Team", amount: 8, currency: "USD", period: "month", per_user: true, price_text: "$8 per user / month" });
  });

  const plan = (amount: number | null, period: PlanFact["period"], currency = "USD"): PlanFact => ({
    name: `p${amount}`, amount, annual_amount: null, list_amount: null, currency, period, per_user: false, free: amount === 0, trial_days: null,
    contact_sales: amount === null, price_text: "", features: [], source: "page", evidence: { url: "https://x.example/", snippet: "" },
  });
  test("starting price: lowest paid monthly equivalent, yearly / 12, one-time only without recurring plans, main currency", () => {
    expect(startingPrice([plan(0, "month"), plan(1200, "year"), plan(120, "month"), plan(null, null)])?.amount).toBe(100);
    expect(startingPrice([plan(49, "one_time"), plan(10, "month")])?.amount).toBe(10);
    expect(startingPrice([plan(49, "one_time"), plan(79, "one_time")])?.amount).toBe(49);
    expect(startingPrice([plan(5, "month", "EUR"), plan(20, "month"), plan(30, "month")])?.amount).toBe(20);
    expect(startingPrice([plan(0, "month"), plan(null, null)])).toBeNull();
  });
});

describe("scan", () => {
  const you = profileOf("free-trial", "taskly.example");
  const them = profileOf("toggle-hidden", "planboard.example");

  test("shape and pricing comparison", () => {
    const scan = buildScan(you, them, AT);
    expect(scanResultSchema.parse(scan)).toEqual(scan);
    expect(scan.analyzed_at).toBe(AT);
    expect(scan.pricing_comparison).toEqual({
      your_starting_price: 8, competitor_starting_price: 10, currency: "USD", difference_percent: 25, cheaper: "you",
      summary: "Taskly starts at $8/user/month, Planboard at $10/user/month: the competitor is 25% more expensive.",
    });
  });

  const withPricing = (p: Profile, start: number | null, currency: string | null, perUser: boolean): Profile => ({ ...p, pricing: { ...p.pricing, starting_price: start, currency, starting_price_per_user: perUser } });
  test("only the same currency and basis compare", () => {
    expect(comparePricing(withPricing(you, 10, "USD", true), withPricing(them, 10, "EUR", true))).toMatchObject({ cheaper: "unknown", difference_percent: null, summary: "Prices are in different currencies (USD and EUR), so they are not compared." });
    expect(comparePricing(withPricing(you, 10, "USD", true), withPricing(them, 30, "USD", false)).summary).toBe("Taskly charges per user and Planboard a flat price, so starting prices are not directly comparable.");
    expect(comparePricing(withPricing(you, null, null, false), withPricing(them, 30, "USD", false))).toMatchObject({ cheaper: "unknown", competitor_starting_price: 30 });
    expect(comparePricing(withPricing(you, 20, "USD", false), withPricing(them, 15, "USD", false))).toMatchObject({ cheaper: "competitor", difference_percent: -25 });
    expect(comparePricing(withPricing(you, 20, "USD", false), withPricing(them, 20, "USD", false))).toMatchObject({ cheaper: "equal", difference_percent: 0 });
  });

  test("feature matching is fuzzy where it should be", () => {
    expect(compareFeatures(["SSO", "Kanban boards", "Time tracking", "Invoices"], ["Single sign-on (SAML)", "Kanban board", "Gantt charts"])).toEqual({
      you_only: ["Time tracking", "Invoices"], competitor_only: ["Gantt charts"], shared: ["SSO", "Kanban boards"],
    });
    expect(compareFeatures(["Single sign-on (SSO)"], ["SSO"]).shared).toEqual(["Single sign-on (SSO)"]);
    expect(compareFeatures(["Two-factor authentication"], ["MFA"]).shared).toEqual(["Two-factor authentication"]);
    expect(compareFeatures([], [])).toEqual({ you_only: [], competitor_only: [], shared: [] });
  });

  test("differentiation score formula", () => {
    const gaps = { you_only: ["a", "b"], competitor_only: ["c"], shared: ["d"] };
    const pricing = { your_starting_price: 10, competitor_starting_price: 15, currency: "USD", difference_percent: 50, cheaper: "you" as const, summary: "" };
    // 100 × (0.6 × 3/4 + 0.25 × 0.5 + 0.15 × 1) = 72.5 → 73
    expect(differentiationScore(gaps, pricing, false)).toBe(73);
    expect(differentiationScore({ you_only: [], competitor_only: [], shared: [] }, { ...pricing, difference_percent: null }, true)).toBe(43);
  });
});

describe("roast", () => {
  test("shape, size, weaknesses with evidence, score and verdict", () => {
    const facts = extractSite(loadSite("contact-only", "fleetline.example"));
    const roast = buildRoast(facts, buildProfile(facts), AT);
    expect(roastResultSchema.parse(roast)).toEqual(roast);
    expect(roast.name).toBe("Fleetline");
    expect(roast.weaknesses[0].title).toBe("No public pricing");
    expect(roast.weaknesses[0].evidence.url).toBe("https://fleetline.example/pricing");
    expect(roast.positioning_score).toBe(100 - WEAKNESS_WEIGHTS.no_pricing);
    expect(roast.verdict).toBe("Fleetline hides its prices, so buyers who want a number will find one at a competitor.");
    expect(roast.top_features.length).toBeLessThanOrEqual(5);
    expect(roast.estimated_size).toEqual({
      label: "enterprise",
      signals: ["10,000+ customers claimed", "compliance: SOC 2, GDPR", "SSO/SAML offered", "uptime SLA", "enterprise language", "careers page (hiring)", "sales-led: demo or talk-to-sales", "contact-sales plan"],
    });
  });

  test("a bare page collects the absence weaknesses, each with evidence of what was checked", () => {
    const facts = extractSite([{ url: "https://solo.example/", html: "<html><head><title>Solo</title></head><body><h1>The future of work, reimagined</h1></body></html>" }]);
    const kinds = findWeaknesses(facts, buildProfile(facts)).map((w) => w.kind);
    expect(kinds).toEqual(["no_pricing", "no_trial", "vague_headline", "no_social_proof", "few_features", "no_description"]);
    const roast = buildRoast(facts, buildProfile(facts), AT);
    expect(roast.positioning_score).toBe(100 - 20 - 15 - 15 - 15 - 10 - 5);
    expect(roast.weaknesses.every((w) => w.evidence.snippet.startsWith("Checked 1 page(s)") || w.evidence.url === "https://solo.example/")).toBe(true);
    expect(estimateSize(facts)).toEqual({ label: "solo", points: 0, signals: [] });
  });

  test("no free plan or trial is shown by the pages checked, never by a paid plan's card (which says nothing of trials)", () => {
    const html = `<html><head><title>Paid | Pricing</title></head><body><main><h1>Pricing</h1><div class="plans"><div class="plan"><h3>Basic</h3><p>$10/month</p><a href="/buy">Buy</a></div><div class="plan"><h3>Pro</h3><p>$20/month</p><a href="/buy">Buy</a></div></div></main></body></html>`;
    const facts = extractSite([{ url: "https://paid.example/pricing", html }]);
    const noTrial = findWeaknesses(facts, buildProfile(facts)).find((w) => w.kind === "no_trial")!;
    expect(noTrial.evidence.snippet).toStartWith("Checked 1 page(s) (https://paid.example/pricing): no free plan or trial mentioned");
  });
});
