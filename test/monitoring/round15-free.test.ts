/**
 * Gap (c) of round 12 (issue 25, round 15): a page that turns entirely free and shows no plan card
 * is no "free tier removed". Through diffFacts on hand-built facts and then through the monitoring
 * check on a loopback site:
 *  - the free card gone while the page that showed it says "free" in prose (a free_plan signal):
 *    the free tier stays — no free-tier event, the paid plans removed are the change;
 *  - the free card gone with no card read at all and nothing said: the check cannot tell "all
 *    free" from "all paid", so the card is a plan removed (high), never the critical tier removed;
 *  - a paid card giving way to a page that says "free": the free tier added (medium).
 */
import { describe, expect, test } from "bun:test";
import type { PlanFact, SignalFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";
import { monitoredSite, trackVersions } from "./helpers";

const HOME = "https://tallyfern.example/";
const PRICING = "https://tallyfern.example/pricing";

function plan(name: string, amount: number): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: "USD", period: "month", per_user: false, free: amount === 0, trial_days: null, contact_sales: false, price_text: amount ? `$${amount}/mo` : "Free", features: [], limits: [], source: "page", evidence: { url: PRICING, snippet: name } };
}
const saysFree = (label: string, url = PRICING): SignalFact => ({ kind: "free_plan", label, value: null, evidence: { url, snippet: label } });
function site(plans: PlanFact[], signals: SignalFact[] = []): SiteFacts {
  return { url: HOME, final_url: HOME, pages: [HOME, PRICING], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: plans.length ? "freemium" : "unknown", features: [], more_features: [], signals };
}
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);

describe("a page that turns entirely free, through diffFacts (round 15, gap c)", () => {
  const cards = site([plan("Free", 0), plan("Pro", 29)]);

  test("the free card gone where the pricing page now says free: no free-tier event", () => {
    expect(brief(diffFacts(cards, site([], [saysFree("free forever")])))).toEqual(["plan_removed Plan removed: Pro ($29/month)"]);
  });

  test("no card read and nothing said: the free card is a plan removed, not the tier", () => {
    expect(brief(diffFacts(cards, site([])))).toEqual(["plan_removed Plan removed: Free (Free)", "plan_removed Plan removed: Pro ($29/month)"]);
    // A home page's "free forever" says nothing of the pricing page's card.
    expect(brief(diffFacts(cards, site([], [saysFree("free forever", HOME)])))).toEqual(["plan_removed Plan removed: Free (Free)", "plan_removed Plan removed: Pro ($29/month)"]);
  });

  test("cards read on both sides: the free plan gone is still the free tier removed (and the plan removed, round 45h)", () => {
    expect(brief(diffFacts(cards, site([plan("Pro", 29)])))).toEqual(["free_tier_changed Free tier: Free plan → none", "plan_removed Plan removed: Free (Free)"]);
  });

  test("a paid card giving way to a page that says free is the free tier added", () => {
    expect(brief(diffFacts(site([plan("Pro", 29)]), site([], [saysFree("free: it's free")])))).toEqual(["plan_removed Plan removed: Pro ($29/month)", 'free_tier_changed Free tier: none → free ("free: it\'s free")']);
  });

  test("a free card back where the page said free in prose is a plan added, not the tier added", () => {
    expect(brief(diffFacts(site([], [saysFree("free forever")]), cards))).toEqual(["plan_added Plan added: Free (Free)", "plan_added Plan added: Pro ($29/month)"]);
  });
});

/**
 * Tallyfern's pricing page: v1 a Free and a Pro card; v2 no card, a paragraph saying it is free
 * forever for everyone.
 */
function pricingPage(v: "v1" | "v2"): string {
  const card = (name: string, price: string, bullets: string[]) =>
    `<div class="plan-card"><h3>${name}</h3><p class="price">${price}<span>/month</span></p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup">Get started</a></div>`;
  const body =
    v === "v1"
      ? `<div class="plan-grid">${card("Free", "$0", ["One ledger", "Community support"])}${card("Pro", "$29", ["Unlimited ledgers", "Priority support"])}</div>`
      : `<p>Tallyfern is now free forever for everyone: every ledger, every report, no card needed.</p>`;
  return `<!doctype html><html lang="en"><head><title>Pricing – Tallyfern</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
}
const homePage = () => `<!doctype html><html lang="en"><head><title>Tallyfern</title><meta name="description" content="Ledgers for clubs."></head><body><h1>Books for small clubs</h1><a href="/pricing">Pricing</a></body></html>`;
let version: "v1" | "v2" = "v1";
const fixture = monitoredSite((path) => (path === "/" ? homePage() : path === "/pricing" ? pricingPage(version) : null));

describe("a tracked competitor whose pricing page turns entirely free", () => {
  test("the paid plan is removed; the free tier is not", async () => {
    version = "v1";
    const site = await trackVersions(fixture.app(), "round15-free@example.com", `http://tallyfern.test:${fixture.port()}/`, "Tallyfern");
    version = "v2";
    await site.next();
    expect(await site.brief()).toEqual(["plan_removed Plan removed: Pro ($29/month)"]);
  });
});
