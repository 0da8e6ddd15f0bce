/**
 * Two of the gaps round 12 noticed on real page versions (issue 25, round 14), through diffFacts on
 * hand-built facts and then through the monitoring check on a loopback site:
 *  - a limit reworded into a feature with its words reordered ("10 GB storage" → "Storage: 10 GB")
 *    is one bullet read the other way: neither a limit removed nor a feature added, either way;
 *  - a paid plan offered at $0 for now beside its struck list price ("$0 ~~$69~~") is a price
 *    change a reader sees, never "free tier added" (nor, when it ends, "free tier removed").
 */
import { describe, expect, test } from "bun:test";
import type { FeatureFact, PlanFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";
import { monitoredSite, trackVersions } from "./helpers";

const PRICING = "https://stackmill.example/pricing";

function plan(name: string, amount: number, o: Partial<PlanFact> = {}): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: "USD", period: "month", per_user: false, free: amount === 0, trial_days: null, contact_sales: false, price_text: `$${amount}/mo`, features: [], limits: [], source: "page", evidence: { url: PRICING, snippet: name }, ...o };
}
const bullet = (name: string): FeatureFact => ({ name, source: "plan", evidence: { url: PRICING, snippet: name } });
function site(plans: PlanFact[]): SiteFacts {
  const features = [...new Set(plans.flatMap((p) => p.features))].map(bullet);
  return { url: "https://stackmill.example/", final_url: "https://stackmill.example/", pages: ["https://stackmill.example/", PRICING], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: "subscription", features, more_features: [], signals: [] };
}
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);

describe("round 14 gaps through diffFacts", () => {
  test("a limit reworded into a feature with its words reordered is no change, either way", () => {
    const asLimit = site([plan("Pro", 29, { features: ["Custom domains"], limits: ["10 GB storage"] })]);
    const asFeature = site([plan("Pro", 29, { features: ["Custom domains", "Storage: 10 GB"] })]);
    expect(diffFacts(asLimit, asFeature)).toEqual([]);
    expect(diffFacts(asFeature, asLimit)).toEqual([]);
    // "Up to" only says the bullet is a quantity.
    const upTo = site([plan("Pro", 29, { features: ["Custom domains"], limits: ["Up to 10 GB storage"] })]);
    expect(diffFacts(upTo, asFeature)).toEqual([]);
    expect(diffFacts(asFeature, upTo)).toEqual([]);
    // Another quantity is still a change.
    const more = site([plan("Pro", 29, { features: ["Custom domains", "Storage: 50 GB"] })]);
    expect(brief(diffFacts(asLimit, more))).toEqual(["feature_added Feature added: Storage: 50 GB (in Pro)", "feature_removed Limit removed: Pro: 10 GB storage"]);
  });

  test("a $0 promotion beside its list price is a price change, not a free tier", () => {
    const paid = site([plan("Starter", 0), plan("Pro", 69)]);
    const promo = site([plan("Starter", 0), plan("Pro", 0, { list_amount: 69 })]);
    expect(brief(diffFacts(paid, promo))).toEqual(["pricing_change Pro: $69/month → $0 (promotion, list $69)"]);
    expect(brief(diffFacts(promo, paid))).toEqual(["pricing_change Pro: $0 (promotion, list $69) → $69/month"]);
    // Without a free plan beside it, still no free tier either way.
    const paidOnly = site([plan("Pro", 69)]);
    const promoOnly = site([plan("Pro", 0, { list_amount: 69 })]);
    expect(brief(diffFacts(paidOnly, promoOnly))).toEqual(["pricing_change Pro: $69/month → $0 (promotion, list $69)"]);
    expect(brief(diffFacts(promoOnly, paidOnly))).toEqual(["pricing_change Pro: $0 (promotion, list $69) → $69/month"]);
    // A plan made free with no list price is still the free tier added.
    expect(brief(diffFacts(paidOnly, site([plan("Pro", 0)])))).toEqual(["free_tier_changed Pro: $69/month → Free (free tier added)"]);
  });
});

/**
 * Stackmill's pricing page: v1; v2 rewords Pro's storage bullet with its words reordered; v3 offers
 * Pro at $0 for now beside its struck $69; v4 ends the promotion.
 */
function pricingPage(v: "v1" | "v2" | "v3" | "v4"): string {
  const card = (name: string, price: string, bullets: string[]) =>
    `<div class="plan-card"><h3>${name}</h3><p class="price">${price}<span>/month</span></p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup?plan=${name.toLowerCase()}">Get started</a></div>`;
  // The split reads "Up to 10 GB storage" as a limit and "Storage 10 GB" as a feature.
  const storage = v === "v1" ? "Up to 10 GB storage" : "Storage 10 GB";
  const pro = v === "v3" ? "<s>$69</s> $0" : "$69";
  return `<!doctype html><html lang="en"><head><title>Pricing – Stackmill</title></head><body>
<main><h1>Pricing</h1><div class="plan-grid">
${card("Starter", "$0", ["Up to 1 GB storage", "One project", "Community support"])}
${card("Pro", pro, [storage, "Custom domains", "Email support"])}
</div></main></body></html>`;
}
const homePage = () => `<!doctype html><html lang="en"><head><title>Stackmill</title><meta name="description" content="Hosting for small teams."></head><body><h1>Ship sites in minutes</h1><a href="/pricing">Pricing</a></body></html>`;

let version: "v1" | "v2" | "v3" | "v4" = "v1";
const fixture = monitoredSite((path) => (path === "/" ? homePage() : path === "/pricing" ? pricingPage(version) : null));

describe("a tracked competitor whose limit is reworded and whose plan goes to $0 for a while", () => {
  test("the reworded limit raises nothing; the promotion is a price change each way", async () => {
    version = "v1";
    const site = await trackVersions(fixture.app(), "round14@example.com", `http://stackmill.test:${fixture.port()}/`, "Stackmill");
    version = "v2";
    await site.next();
    expect(await site.brief()).toEqual([]);
    version = "v3";
    await site.next();
    expect(await site.brief()).toEqual(["pricing_change Pro: $69/month → $0 (promotion, list $69)"]);
    version = "v4";
    await site.next();
    expect((await site.brief()).sort()).toEqual(["pricing_change Pro: $0 (promotion, list $69) → $69/month", "pricing_change Pro: $69/month → $0 (promotion, list $69)"]);
  });
});
