/**
 * Feature changes a reader would not see (issue 25, round 15), through diffFacts on hand-built
 * facts and then through the monitoring check on a loopback site:
 *  - a plan card's bullets are compared only where the other check read plan cards too: a check
 *    that read no card (the cards went unread, or the page turned into prose) says nothing about
 *    them — the plans removed or added are the change, never one "Feature removed" per bullet;
 *  - a plan's limits compare only between plans read from the same kind of block (a table's
 *    column on one side and a card on the other list other lines);
 *  - a limit named with more or fewer words for the same quantity ("1 member" → "1 team member"),
 *    or carried whole by a bullet of the other card ("5 agent slots (20 in all)" → the limit "5
 *    agent slots"), is the bullet read another way: no limit added or removed;
 *  - a typo fixed or made in a feature's name ("buitenlnadse" → "buitenlandse") keeps the feature;
 *  - a card's checkout lines (test/intel/features-r15.test.ts) come and go without an alert.
 */
import { describe, expect, test } from "bun:test";
import type { FeatureFact, PlanFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, sameFeatureReworded, type DetectedChange } from "../../src/monitoring/diff.ts";
import { monitoredSite, trackVersions } from "./helpers";

const PRICING = "https://loomcart.example/pricing";

function plan(name: string, amount: number, o: Partial<PlanFact> = {}): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: "USD", period: "month", per_user: false, free: amount === 0, trial_days: null, contact_sales: false, price_text: `$${amount}/mo`, features: [], limits: [], source: "page", evidence: { url: PRICING, snippet: name }, ...o };
}
const feature = (name: string, source: FeatureFact["source"] = "plan"): FeatureFact => ({ name, source, evidence: { url: PRICING, snippet: name } });
function site(plans: PlanFact[], extra: FeatureFact[] = [], o: Partial<SiteFacts> = {}): SiteFacts {
  const features = [...[...new Set(plans.flatMap((p) => p.features))].map((n) => feature(n)), ...extra];
  return { url: "https://loomcart.example/", final_url: "https://loomcart.example/", pages: ["https://loomcart.example/", PRICING], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: "subscription", features, more_features: [], signals: [], ...o };
}
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);

describe("card bullets through diffFacts (round 15)", () => {
  const cards = site([plan("Basic", 19, { features: ["Online store", "Email support"] }), plan("Pro", 49, { features: ["Online store", "Abandoned carts", "Priority support"] })]);

  test("against a check that read no card, a card's bullets are neither removed nor added", () => {
    const prose = site([]);
    expect(brief(diffFacts(cards, prose))).toEqual(["plan_removed Plan removed: Basic ($19/month)", "plan_removed Plan removed: Pro ($49/month)"]);
    expect(brief(diffFacts(prose, cards))).toEqual(["plan_added Plan added: Basic ($19/month)", "plan_added Plan added: Pro ($49/month)"]);
  });

  test("a card withheld by the confidence model is a card read: its bullets still compare", () => {
    const withheld = site([], [feature("Online store"), feature("Email support")], {
      withheld_plans: [{ name: "Basic", price_text: "$19", confidence: 0.4, evidence: { url: PRICING, snippet: "Basic" } }],
    });
    const got = brief(diffFacts(cards, withheld));
    // Only the removed Pro card listed them: its plan_removed carries them (round 16).
    expect(got).toContain("plan_removed Plan removed: Pro ($49/month) with 2 features: Abandoned carts, Priority support");
  });

  test("feature headings and a features section's checklist still compare against a check with no card", () => {
    const before = site([], [feature("Gift cards", "heading"), feature("Multi-currency", "plan")]);
    const after = site([], [feature("Gift cards", "heading")]);
    expect(brief(diffFacts(before, after))).toEqual(["feature_removed Feature removed: Multi-currency"]);
    // A heading gone while the cards went unread is still a feature removed.
    const withCards = site([plan("Pro", 49, { features: ["Abandoned carts"] })], [feature("Gift cards", "heading")]);
    expect(brief(diffFacts(withCards, site([])))).toEqual(["plan_removed Plan removed: Pro ($49/month)", "feature_removed Feature removed: Gift cards"]);
  });

  test("with cards read on both sides, a bullet gone is still a feature removed", () => {
    const fewer = site([plan("Basic", 19, { features: ["Online store", "Email support"] }), plan("Pro", 49, { features: ["Online store", "Priority support"] })]);
    expect(brief(diffFacts(cards, fewer))).toEqual(["feature_removed Feature removed: Abandoned carts (was in Pro)"]);
  });
});

describe("limits read another way through diffFacts (round 15)", () => {
  const inTable = (p: PlanFact): PlanFact => ({ ...p, evidence: { ...p.evidence, selector: "table.compare > tbody > tr > td" } });
  const inCard = (p: PlanFact): PlanFact => ({ ...p, evidence: { ...p.evidence, selector: "main > div.plan-grid > div.plan-card" } });

  test("a plan read from a table's column on one side and from a card on the other compares no limits", () => {
    const table = site([inTable(plan("Starter", 19)), inTable(plan("Pro", 49))]);
    const cards = site([inCard(plan("Starter", 19, { limits: ["3,000 executions / month"] })), inCard(plan("Pro", 49, { limits: ["12,000 executions / month"] }))]);
    expect(diffFacts(table, cards).filter((c) => c.summary.startsWith("Limit"))).toEqual([]);
    expect(diffFacts(cards, table).filter((c) => c.summary.startsWith("Limit"))).toEqual([]);
    // Cards on both sides: a limit that came is still a limit added.
    const fewer = site([inCard(plan("Starter", 19)), inCard(plan("Pro", 49, { limits: ["12,000 executions / month"] }))]);
    expect(brief(diffFacts(fewer, cards))).toEqual(["feature_added Limit added: Starter: 3,000 executions / month"]);
  });

  test("the same quantity named with more or fewer words is no change; another quantity or thing is", () => {
    const short = site([plan("Basic", 9, { limits: ["1 member"] })]);
    const long = site([plan("Basic", 9, { limits: ["1 team member"] })]);
    expect(diffFacts(short, long)).toEqual([]);
    expect(diffFacts(long, short)).toEqual([]);
    // Round 18: one limit out and one in naming the same thing is one change, said both ways.
    expect(brief(diffFacts(short, site([plan("Basic", 9, { limits: ["3 team members"] })])))).toEqual(["feature_added Limit raised: Basic: 1 member → 3 team members"]);
    expect(brief(diffFacts(short, site([plan("Basic", 9, { limits: ["1 chatbot"] })])))).toEqual(["feature_removed Limits changed: Basic: added 1 chatbot; removed 1 member"]);
  });

  test("a limit carried whole by a bullet of the other card is not added nor removed", () => {
    const asFeature = site([plan("Pro", 49, { features: ["5 agent slots (20 in all)", "Priority support"] })]);
    const asLimit = site([plan("Pro", 49, { features: ["Priority support"], limits: ["5 agent slots"] })]);
    // The bullet's words changed ("(20 in all)" went): that much is a feature change, one event, no limit added.
    expect(brief(diffFacts(asFeature, asLimit))).toEqual(["feature_removed Feature removed: 5 agent slots (20 in all) (was in Pro)"]);
    expect(brief(diffFacts(asLimit, asFeature))).toEqual(["feature_added Feature added: 5 agent slots (20 in all) (in Pro)"]);
    // Another number in the bullet is another quantity: the limit is new.
    const other = site([plan("Pro", 49, { features: ["8 agent slots (20 in all)", "Priority support"] })]);
    expect(brief(diffFacts(other, asLimit))).toContain("feature_added Limit added: Pro: 5 agent slots");
  });
});

describe("a typo in a feature's name through diffFacts (round 15)", () => {
  test("one letter changed, added, dropped or two swapped in a long word keeps the feature", () => {
    expect(sameFeatureReworded("Binnenlandse- en buitenlnadse PEP lijsten", "Binnenlandse- en buitenlandse PEP lijsten")).toBe(true);
    expect(sameFeatureReworded("Abandoned carts", "Abandonned carts")).toBe(true);
    expect(sameFeatureReworded("Priority support", "Priorty support")).toBe(true);
    // Short words, numbers and other words are not typos.
    expect(sameFeatureReworded("API docs", "API dogs")).toBe(false);
    expect(sameFeatureReworded("Import orders", "Export orders")).toBe(false);
    expect(sameFeatureReworded("Backups 30 days", "Backups 31 days")).toBe(false);
    const before = site([plan("Pro", 49, { features: ["Abandoned carts", "Gift cards"] })]);
    expect(diffFacts(before, site([plan("Pro", 49, { features: ["Abandonned carts", "Gift cards"] })]))).toEqual([]);
  });
});

/**
 * Loomcart's pricing page: v1 two plan cards with bullets; v2 the cards give way to a paragraph
 * ("pricing on request"); v3 the cards come back; v4 a typo slips into a bullet ("Abandonned carts");
 * v5 the cards gain checkout lines ("Secure via Stripe", "EU VAT included", "Most popular", a trial offer).
 */
function pricingPage(v: "v1" | "v2" | "v3" | "v4" | "v5"): string {
  const card = (name: string, price: string, bullets: string[]) =>
    `<div class="plan-card"><h3>${name}</h3><p class="price">${price}<span>/month</span></p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup?plan=${name.toLowerCase()}">Get started</a></div>`;
  const body =
    v === "v2"
      ? `<p>We are reworking our plans. Write to sales@loomcart.example and we will quote for your shop.</p>`
      : `<div class="plan-grid">${card("Basic", "$19", ["Online store", "Email support", "Discount codes", ...(v === "v5" ? ["Secure via Stripe", "EU VAT included"] : [])])}${card("Pro", "$49", [...(v === "v5" ? ["Most popular"] : []), v === "v4" ? "Abandonned carts" : "Abandoned carts", "Priority support", "Gift cards", ...(v === "v5" ? ["FREE 14-DAY TRIAL"] : [])])}</div>`;
  return `<!doctype html><html lang="en"><head><title>Pricing – Loomcart</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
}
const homePage = () => `<!doctype html><html lang="en"><head><title>Loomcart</title><meta name="description" content="Shops for makers."></head><body><h1>Sell what you make</h1><a href="/pricing">Pricing</a></body></html>`;

let version: "v1" | "v2" | "v3" | "v4" | "v5" = "v1";
const fixture = monitoredSite((path) => (path === "/" ? homePage() : path === "/pricing" ? pricingPage(version) : null));

describe("a tracked competitor whose plan cards give way to prose and come back", () => {
  test("the plans go and come back; their bullets raise no feature change, nor does a typo or a checkout line", async () => {
    version = "v1";
    const site = await trackVersions(fixture.app(), "round15@example.com", `http://loomcart.test:${fixture.port()}/`, "Loomcart");
    const sorted = async () => (await site.brief()).sort();
    version = "v2";
    await site.next();
    expect(await sorted()).toEqual(["plan_removed Plan removed: Basic ($19/month)", "plan_removed Plan removed: Pro ($49/month)"]);
    version = "v3";
    await site.next();
    const back = ["plan_added Plan added: Basic ($19/month)", "plan_added Plan added: Pro ($49/month)", "plan_removed Plan removed: Basic ($19/month)", "plan_removed Plan removed: Pro ($49/month)"];
    expect(await sorted()).toEqual(back);
    // A typo is no feature removed and added.
    version = "v4";
    await site.next();
    expect(await sorted()).toEqual(back);
    // Checkout lines are no features added (the feature reader leaves them out); the trial offer is
    // said once, as the free trial it is.
    version = "v5";
    await site.next();
    expect(await sorted()).toEqual(["free_tier_changed Free trial: none → 14 days", ...back]);
  });
});

/**
 * Runbox's pricing page: v1 a comparison table (plans read from its columns, no bullets); v2 the
 * same plans as cards with their quotas; v3 "1 member" reworded "1 team member" and "5 agent
 * slots (20 in all)" cut to "5 agent slots" (read as a limit).
 */
function runboxPage(v: "v1" | "v2" | "v3"): string {
  const card = (name: string, price: string, bullets: string[]) =>
    `<div class="plan-card"><h3>${name}</h3><p class="price">${price}<span>/month</span></p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup">Get started</a></div>`;
  const body =
    v === "v1"
      ? `<table class="compare"><thead><tr><th></th><th>Starter</th><th>Pro</th></tr></thead><tbody><tr><td>Price</td><td>$19/month</td><td>$49/month</td></tr><tr><td>Executions</td><td>3,000 / month</td><td>12,000 / month</td></tr></tbody></table>`
      : `<div class="plan-grid">${card("Starter", "$19", [v === "v3" ? "1 team member" : "1 member", "3,000 executions / month", "Email support"])}${card("Pro", "$49", ["12,000 executions / month", v === "v3" ? "5 agent slots" : "5 agent slots (20 in all)", "Priority support"])}</div>`;
  return `<!doctype html><html lang="en"><head><title>Pricing – Runbox</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
}
const runboxHome = () => `<!doctype html><html lang="en"><head><title>Runbox</title><meta name="description" content="Run code safely."></head><body><h1>Run untrusted code</h1><a href="/pricing">Pricing</a></body></html>`;
let runboxVersion: "v1" | "v2" | "v3" = "v1";
const runbox = monitoredSite((path) => (path === "/" ? runboxHome() : path === "/pricing" ? runboxPage(runboxVersion) : null));

describe("a tracked competitor whose table becomes cards, then whose card limits are reworded", () => {
  test("no limit is added by the change of block, nor by the rewording", async () => {
    runboxVersion = "v1";
    const site = await trackVersions(runbox.app(), "round15-limits@example.com", `http://runbox.test:${runbox.port()}/`, "Runbox");
    runboxVersion = "v2";
    await site.next();
    const afterCards = await site.brief();
    expect(afterCards.filter((c) => c.includes("Limit "))).toEqual([]);
    runboxVersion = "v3";
    await site.next();
    // One event for the one bullet whose words went; "1 member" → "1 team member" raises nothing.
    expect((await site.brief()).filter((c) => !afterCards.includes(c))).toEqual(["feature_removed Feature removed: 5 agent slots (20 in all) (was in Pro)"]);
  });
});
