/**
 * diffFacts rule by rule, on hand-built facts: prices and percentages, periods, currencies,
 * contact-sales plans, plan matching and renames, the free tier and trials, all-plans repricing,
 * features, messaging, evidence and page-set noise, empty facts, availability changes, order.
 */
import { describe, expect, test } from "bun:test";
import type { FeatureFact, PlanFact, SignalFact, SiteFacts, TextFact } from "../../src/intel/facts.ts";
import { MAX_FEATURE_NAMES } from "../../src/intel/extract/features.ts";
import { CHANGE_TYPES, GROUPED_FEATURES, SEVERITIES, diffFacts, restoredChange, severityRank, unavailableChange, type DetectedChange } from "../../src/monitoring/diff.ts";

const HOME = "https://acme.example/";
const PRICING = "https://acme.example/pricing";

function plan(name: string, amount: number | null, o: Partial<PlanFact> = {}): PlanFact {
  return {
    name,
    amount,
    annual_amount: null,
    list_amount: null,
    currency: amount === null ? null : "USD",
    period: amount === null ? null : "month",
    per_user: false,
    free: amount === 0,
    trial_days: null,
    contact_sales: amount === null,
    price_text: amount === null ? "Contact sales" : amount === 0 ? "Free" : `$${amount}/mo`,
    features: [],
    source: "page",
    evidence: { url: PRICING, snippet: `${name} ${amount ?? "Contact sales"}`, selector: "div.plan-card" },
    ...o,
  };
}
const feature = (name: string, o: Partial<FeatureFact> = {}): FeatureFact => ({ name, source: "heading", evidence: { url: HOME, snippet: name }, ...o });
const text = (value: string, url = HOME): TextFact => ({ value, evidence: { url, snippet: `h1: ${value}` } });

function site(o: Partial<SiteFacts> = {}): SiteFacts {
  return {
    url: HOME,
    final_url: HOME,
    pages: [HOME, PRICING],
    name: text("Acme"),
    title: text("Acme – Projects"),
    description: text("Acme keeps projects moving."),
    headline: text("Projects, calmly"),
    plans: [],
    usage_prices: [],
    pricing_model: "subscription",
    features: [],
    signals: [],
    ...o,
  };
}
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.severity} ${c.type} ${c.summary}`);
const diffPlans = (a: PlanFact[], b: PlanFact[]) => diffFacts(site({ plans: a }), site({ plans: b }));

describe("the contract", () => {
  test("change types and severities are the documented lists, severities ascending", () => {
    expect([...CHANGE_TYPES]).toEqual(["pricing_change", "plan_added", "plan_removed", "free_tier_changed", "feature_added", "feature_removed", "messaging_change", "page_unavailable", "page_restored"]);
    expect([...SEVERITIES]).toEqual(["low", "medium", "high", "critical"]);
    expect(severityRank("critical")).toBeGreaterThan(severityRank("high"));
    expect(severityRank("low")).toBe(0);
  });

  test("identical facts give no change", () => {
    const f = site({ plans: [plan("Free", 0), plan("Pro", 29), plan("Enterprise", null)], features: [feature("Kanban boards")] });
    expect(diffFacts(f, structuredClone(f))).toEqual([]);
  });
});

describe("pricing_change", () => {
  test("a 20.7% rise is high, with both prices and a signed one-decimal percentage", () => {
    const [c] = diffPlans([plan("Free", 0), plan("Pro", 29), plan("Team", 49)], [plan("Free", 0), plan("Pro", 35), plan("Team", 49)]);
    expect(c).toEqual({
      type: "pricing_change",
      severity: "high",
      summary: "Pro: $29/month → $35/month (+20.7%)",
      subject: "Pro",
      before: "$29/month",
      after: "$35/month",
      evidence: { before: plan("Pro", 29).evidence, after: plan("Pro", 35).evidence },
    });
  });

  test("under 10% is medium; exactly 10% is high; cuts carry a minus sign", () => {
    const others = [plan("Team", 49)];
    expect(brief(diffPlans([plan("Pro", 29), ...others], [plan("Pro", 30), ...others]))).toEqual(["medium pricing_change Pro: $29/month → $30/month (+3.4%)"]);
    expect(brief(diffPlans([plan("Pro", 10), ...others], [plan("Pro", 11), ...others]))).toEqual(["high pricing_change Pro: $10/month → $11/month (+10.0%)"]);
    expect(brief(diffPlans([plan("Pro", 99), ...others], [plan("Pro", 95), ...others]))).toEqual(["medium pricing_change Pro: $99/month → $95/month (-4.0%)"]);
    expect(brief(diffPlans([plan("Pro", 40), ...others], [plan("Pro", 29.99), ...others]))).toEqual(["high pricing_change Pro: $40/month → $29.99/month (-25.0%)"]);
    // The severity reads the printed figure: 9.97% prints +10.0% and is high; a cent is +0.0%.
    expect(brief(diffPlans([plan("Pro", 29.99), ...others], [plan("Pro", 32.98), ...others]))).toEqual(["high pricing_change Pro: $29.99/month → $32.98/month (+10.0%)"]);
    expect(brief(diffPlans([plan("Pro", 29.99), ...others], [plan("Pro", 30), ...others]))).toEqual(["medium pricing_change Pro: $29.99/month → $30/month (+0.0%)"]);
  });

  test("a period change compares per month: $29/month → $290/year is -16.7% per month", () => {
    const others = [plan("Team", 49)];
    expect(brief(diffPlans([plan("Pro", 29), ...others], [plan("Pro", 290, { period: "year" }), ...others]))).toEqual(["high pricing_change Pro: $29/month → $290/year (-16.7% per month)"]);
    // The same money billed yearly: a change of period, not of price.
    expect(brief(diffPlans([plan("Pro", 29), ...others], [plan("Pro", 348, { period: "year" }), ...others]))).toEqual(["medium pricing_change Pro: $29/month → $348/year (same per month)"]);
    // A one-time price does not compare with a subscription: no percentage, high.
    expect(brief(diffPlans([plan("Pro", 29), ...others], [plan("Pro", 299, { period: "one_time" }), ...others]))).toEqual(["high pricing_change Pro: $29/month → $299 one-time"]);
  });

  test("currency: the fact's symbol; a currency switch has no percentage and is high", () => {
    const others = [plan("Team", 49)];
    expect(brief(diffPlans([plan("Pro", 29, { currency: "EUR" }), ...others], [plan("Pro", 35, { currency: "EUR" }), ...others]))).toEqual(["high pricing_change Pro: €29/month → €35/month (+20.7%)"]);
    expect(brief(diffPlans([plan("Pro", 29, { currency: "GBP" }), ...others], [plan("Pro", 30, { currency: "GBP" }), ...others]))).toEqual(["medium pricing_change Pro: £29/month → £30/month (+3.4%)"]);
    expect(brief(diffPlans([plan("Pro", 29, { currency: "CHF" }), ...others], [plan("Pro", 31, { currency: "CHF" }), ...others]))).toEqual(["medium pricing_change Pro: 29 CHF/month → 31 CHF/month (+6.9%)"]);
    expect(brief(diffPlans([plan("Pro", 1200), ...others], [plan("Pro", 1250), ...others]))).toEqual(["medium pricing_change Pro: $1,200/month → $1,250/month (+4.2%)"]);
    expect(brief(diffPlans([plan("Pro", 29), ...others], [plan("Pro", 29, { currency: "EUR" }), ...others]))).toEqual(["high pricing_change Pro: $29/month → €29/month"]);
  });

  test("per-user pricing shows in the label; switching to per-user is high", () => {
    const others = [plan("Team", 49)];
    expect(brief(diffPlans([plan("Pro", 9, { per_user: true }), ...others], [plan("Pro", 10, { per_user: true }), ...others]))).toEqual(["high pricing_change Pro: $9/user/month → $10/user/month (+11.1%)"]);
    expect(brief(diffPlans([plan("Pro", 29), ...others], [plan("Pro", 29, { per_user: true }), ...others]))).toEqual(["high pricing_change Pro: $29/month → $29/user/month"]);
  });

  test("contact-sales plans: no amount to compare; gaining or losing a price is high", () => {
    const base = [plan("Pro", 29), plan("Team", 49)];
    expect(diffPlans([...base, plan("Enterprise", null)], [...base, plan("Enterprise", null, { price_text: "Talk to us" })])).toEqual([]);
    expect(brief(diffPlans([...base, plan("Enterprise", null)], [...base, plan("Enterprise", 499)]))).toEqual(["high pricing_change Enterprise: Contact sales → $499/month"]);
    expect(brief(diffPlans([...base, plan("Enterprise", 499)], [...base, plan("Enterprise", null)]))).toEqual(["high pricing_change Enterprise: $499/month → Contact sales"]);
  });

  test("what is printed and an annual price appearing or vanishing are not compared", () => {
    const a = [plan("Pro", 29, { price_text: "$29/mo", annual_amount: 24, list_amount: 39 }), plan("Team", 49)];
    const b = [plan("Pro", 29, { price_text: "US$ 29 per month", annual_amount: null, list_amount: 39, source: "json-ld" }), plan("Team", 49, { annual_amount: 40 })];
    expect(diffPlans(a, b)).toEqual([]);
    // Round 90l: the struck list price leaving a held price is the discount's end (list-price-moves.ts).
    const ended = [plan("Pro", 29, { price_text: "US$ 29 per month", annual_amount: null, list_amount: null, source: "json-ld" }), plan("Team", 49, { annual_amount: 40 })];
    expect(brief(diffPlans(a, ended))).toEqual(["medium pricing_change Pro: $29/month (list $39) → $29/month (discount ended)"]);
  });

  test("the annual-billing price moving while the charged price holds is a pricing_change of its own", () => {
    const a = [plan("Pro", 29, { annual_amount: 24 }), plan("Team", 49, { annual_amount: 40, per_user: true })];
    const b = [plan("Pro", 29, { annual_amount: 29 }), plan("Team", 49, { annual_amount: 39, per_user: true })];
    const cs = diffPlans(a, b);
    // Both priced plans moved: all repriced, critical.
    expect(brief(cs)).toEqual(["critical pricing_change Pro (billed annually): $24/month → $29/month (+20.8%)", "critical pricing_change Team (billed annually): $40/user/month → $39/user/month (-2.5%)"]);
    expect(cs[0]).toMatchObject({ subject: "Pro", before: "$24/month billed annually", after: "$29/month billed annually" });
    expect(brief(diffPlans([...a, plan("Max", 99)], [...b, plan("Max", 99)]))).toEqual(["high pricing_change Pro (billed annually): $24/month → $29/month (+20.8%)", "medium pricing_change Team (billed annually): $40/user/month → $39/user/month (-2.5%)"]);
    // When the charged price moved too, one change says it (the annual side is not repeated).
    expect(brief(diffPlans([plan("Pro", 29, { annual_amount: 24 }), plan("Max", 99)], [plan("Pro", 35, { annual_amount: 29 }), plan("Max", 99)]))).toEqual(["high pricing_change Pro: $29/month → $35/month (+20.7%)"]);
  });

  test("every priced plan repriced at once is critical; a single priced plan stays high", () => {
    const before = [plan("Free", 0), plan("Starter", 9), plan("Pro", 29), plan("Enterprise", null)];
    const after = [plan("Free", 0), plan("Starter", 12), plan("Pro", 30), plan("Enterprise", null)];
    expect(brief(diffPlans(before, after))).toEqual(["critical pricing_change Pro: $29/month → $30/month (+3.4%)", "critical pricing_change Starter: $9/month → $12/month (+33.3%)"]);
    // Two of three moved: not all.
    expect(brief(diffPlans([...before, plan("Team", 49)], [...after, plan("Team", 49)]))).toEqual(["high pricing_change Starter: $9/month → $12/month (+33.3%)", "medium pricing_change Pro: $29/month → $30/month (+3.4%)"]);
    // One priced plan: a repricing of one plan is just that.
    expect(brief(diffPlans([plan("Free", 0), plan("Pro", 29)], [plan("Free", 0), plan("Pro", 35)]))).toEqual(["high pricing_change Pro: $29/month → $35/month (+20.7%)"]);
  });
});

describe("plans added, removed, renamed", () => {
  test("a new plan and a dropped plan are high", () => {
    const cs = diffPlans([plan("Pro", 29), plan("Team", 49)], [plan("Pro", 29), plan("Business", 99)]);
    expect(brief(cs)).toEqual(["high plan_added Plan added: Business ($99/month)", "high plan_removed Plan removed: Team ($49/month)"]);
    expect(cs[0]).toMatchObject({ subject: "Business", before: null, after: "$99/month", evidence: { before: null, after: plan("Business", 99).evidence } });
    expect(cs[1]).toMatchObject({ subject: "Team", before: "$49/month", after: null, evidence: { before: plan("Team", 49).evidence, after: null } });
  });

  test("names match across case, punctuation, whitespace and a trailing 'plan'", () => {
    const before = [plan("Pro", 29), plan("Team", 49), plan("Enterprise", null)];
    for (const names of [["PRO", "team", "ENTERPRISE"], ["Pro.", "Team ", "Enterprise!"], ["Pro plan", "Team  Plan", "Enterprise tier"]]) {
      const after = [plan(names[0], 29), plan(names[1], 49), plan(names[2], null)];
      expect(diffPlans(before, after)).toEqual([]);
    }
    // "Business+" is a different plan from "Business".
    expect(brief(diffPlans([plan("Business", 99), plan("Pro", 29)], [plan("Business+", 99), plan("Business", 99), plan("Pro", 29)]))).toEqual(["high plan_added Plan added: Business+ ($99/month)"]);
  });

  test("a rename at the same price is one low messaging_change, not removed + added", () => {
    const cs = diffPlans([plan("Free", 0), plan("Startup", 49), plan("Scale", 99)], [plan("Free", 0), plan("Launch", 49), plan("Scale", 99)]);
    expect(cs).toEqual([
      {
        type: "messaging_change",
        severity: "low",
        summary: "Plan renamed: Startup → Launch (same price, $49/month)",
        subject: "Launch",
        before: "Startup",
        after: "Launch",
        evidence: { before: plan("Startup", 49).evidence, after: plan("Launch", 49).evidence },
      },
    ]);
    // Contact-sales and free plans rename too.
    expect(brief(diffPlans([plan("Pro", 29), plan("Enterprise", null)], [plan("Pro", 29), plan("Scale", null)]))).toEqual(["low messaging_change Plan renamed: Enterprise → Scale (same price, Contact sales)"]);
    expect(brief(diffPlans([plan("Free", 0), plan("Pro", 29)], [plan("Hobby", 0), plan("Pro", 29)]))).toEqual(["low messaging_change Plan renamed: Free → Hobby (same price, Free)"]);
  });

  test("a rename with a new price, or an ambiguous one, is removed + added", () => {
    expect(brief(diffPlans([plan("Startup", 49), plan("Scale", 99)], [plan("Launch", 59), plan("Scale", 99)]))).toEqual(["high plan_added Plan added: Launch ($59/month)", "high plan_removed Plan removed: Startup ($49/month)"]);
    // Two plans at $10 became two others at $10: which is which is a guess, so no rename.
    expect(brief(diffPlans([plan("A", 10), plan("B", 10)], [plan("C", 10), plan("D", 10)]))).toEqual([
      "high plan_added Plan added: C ($10/month)",
      "high plan_added Plan added: D ($10/month)",
      "high plan_removed Plan removed: A ($10/month)",
      "high plan_removed Plan removed: B ($10/month)",
    ]);
  });
});

describe("free_tier_changed", () => {
  test("the free plan removed: the tier removed (critical) and the plan removed (round 45h: both facts)", () => {
    const cs = diffPlans([plan("Hobby", 0), plan("Pro", 29)], [plan("Pro", 29)]);
    expect(cs).toEqual([
      { type: "free_tier_changed", severity: "critical", summary: "Free tier: Hobby (Free) → none", subject: "Hobby", before: "Free", after: null, evidence: { before: plan("Hobby", 0).evidence, after: null } },
      { type: "plan_removed", severity: "high", summary: "Plan removed: Hobby (Free)", subject: "Hobby", before: "Free", after: null, evidence: { before: plan("Hobby", 0).evidence, after: null } },
    ]);
  });

  test("the free plan now priced: critical, standing in for the pricing_change", () => {
    expect(brief(diffPlans([plan("Starter", 0), plan("Pro", 29)], [plan("Starter", 9), plan("Pro", 29)]))).toEqual(["critical free_tier_changed Starter: Free → $9/month (free tier removed)"]);
  });

  test("a free plan appearing is the tier added (medium) and a plan added (round 45h); a paid plan made free is the tier's alert alone", () => {
    expect(brief(diffPlans([plan("Pro", 29)], [plan("Free", 0), plan("Pro", 29)]))).toEqual(["high plan_added Plan added: Free (Free)", "medium free_tier_changed Free tier: none → Free plan"]);
    expect(brief(diffPlans([plan("Starter", 9), plan("Pro", 29)], [plan("Starter", 0), plan("Pro", 29)]))).toEqual(["medium free_tier_changed Starter: $9/month → Free (free tier added)"]);
  });

  test("one of two free plans dropped: the tier stays, the plan is removed (high)", () => {
    expect(brief(diffPlans([plan("Free", 0), plan("Students", 0), plan("Pro", 29)], [plan("Free", 0), plan("Pro", 29)]))).toEqual(["high plan_removed Plan removed: Students (Free)"]);
    // A plan moving to free while another free plan exists: a price change.
    expect(brief(diffPlans([plan("Free", 0), plan("Pro", 29), plan("Team", 49)], [plan("Free", 0), plan("Pro", 0), plan("Team", 49)]))).toEqual(["high pricing_change Pro: $29/month → Free"]);
  });

  test("free trial length: longer, shorter, gone, new — medium", () => {
    const withTrial = (d: number | null) => [plan("Pro", 29, { trial_days: d }), plan("Team", 49, { trial_days: d })];
    expect(brief(diffPlans(withTrial(14), withTrial(30)))).toEqual(["medium free_tier_changed Free trial: 14 days → 30 days"]);
    expect(brief(diffPlans(withTrial(14), withTrial(null)))).toEqual(["medium free_tier_changed Free trial: 14 days → none"]);
    expect(brief(diffPlans(withTrial(null), withTrial(7)))).toEqual(["medium free_tier_changed Free trial: none → 7 days"]);
    // A site-wide trial signal counts when no plan states one.
    const signal = (value: number): SignalFact => ({ kind: "free_trial", label: `${value}-day free trial`, value, evidence: { url: HOME, snippet: "trial" } });
    expect(brief(diffFacts(site({ signals: [signal(14)] }), site({ signals: [signal(21)] })))).toEqual(["medium free_tier_changed Free trial: 14 days → 21 days"]);
  });
});

describe("features", () => {
  const withFeatures = (names: string[], o: Partial<SiteFacts> = {}) => site({ features: names.map((n) => feature(n)), ...o });

  test("added and removed are medium, naming the plans that list them", () => {
    const before = withFeatures(["Kanban boards", "Gantt charts"], { plans: [plan("Pro", 29, { features: ["Gantt charts"] })] });
    const after = withFeatures(["Kanban boards", "Audit log", "Time tracking"], { plans: [plan("Pro", 29, { features: ["Audit log", "Time tracking"] })] });
    const cs = diffFacts(before, after);
    expect(brief(cs)).toEqual(["medium feature_added Feature added: Audit log (in Pro)", "medium feature_added Feature added: Time tracking (in Pro)", "medium feature_removed Feature removed: Gantt charts (was in Pro)"]);
    expect(cs[0]).toMatchObject({ subject: "Audit log", before: null, after: "Audit log", evidence: { before: null, after: feature("Audit log").evidence } });
  });

  test("case, punctuation, whitespace and order are not changes", () => {
    const before = withFeatures(["Single sign-on (SSO)", "Kanban boards", "A/B testing", "Time tracking"]);
    const after = withFeatures(["time  tracking.", "single sign on SSO", "kanban Boards", "A B Testing"]);
    expect(diffFacts(before, after)).toEqual([]);
  });

  test("a list at the extractor's cap proves nothing about what it cut", () => {
    const many = Array.from({ length: 60 }, (_, i) => `Feature number ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
    // Both at the cap, one feature in, the last one pushed out: either may sit past the cap on the
    // other side, so neither is reported.
    expect(diffFacts(withFeatures(many), withFeatures(["Brand new thing", ...many.slice(0, 59)]))).toEqual([]);
    // Before complete (under the cap), after at the cap: additions are known, removals are not.
    expect(brief(diffFacts(withFeatures(many.slice(0, 59)), withFeatures(["Brand new thing", ...many.slice(1, 60)])))).toEqual(["medium feature_added Feature added: Brand new thing", "medium feature_added Feature added: Feature number hc"]);
    // After under the cap: a removal is known.
    expect(brief(diffFacts(withFeatures(many), withFeatures(many.slice(1))))).toEqual(["medium feature_removed Feature removed: Feature number aa"]);
  });
});

describe("features past the display cap (issue 25)", () => {
  const WORDS = ["Audit", "Billing", "Calendar", "Dashboard", "Export", "Forms", "Gantt", "Invoices", "Kanban", "Labels", "Maps", "Notes", "Portal", "Quotes", "Reports"];
  const KINDS = ["sync", "views", "rules", "alerts", "history", "sharing", "templates", "search", "imports", "widgets"];
  const names = WORDS.flatMap((w) => KINDS.map((k) => `${w} ${k}`)); // 150
  /** Facts as extractSite gives them now: the first 60 shown, the rest by name and page. */
  const full = (list: string[]) => site({ features: list.slice(0, 60).map((n) => feature(n)), more_features: list.length > 60 ? [{ url: HOME, names: list.slice(60) }] : [] });

  test("a feature added or removed past the cap is reported, with the page as its evidence", () => {
    const cs = diffFacts(full(names), full([...names.filter((n) => n !== "Reports search"), "Roadmap sharing"]));
    // (One line gone and one come off any plan are one line replaced, round 23: both names said.)
    expect(brief(cs)).toEqual(["medium feature_removed Feature replaced: Reports search → Roadmap sharing"]);
    expect(cs[0].evidence.after).toEqual({ url: HOME, snippet: "Roadmap sharing" });
    // Moving a feature across the cap (order) is no change.
    expect(diffFacts(full(names), full([...names].reverse()))).toEqual([]);
  });

  test(`more than ${GROUPED_FEATURES} in or out in one check make one grouped change each way, every name in before/after`, () => {
    const added = ["Zebra one", "Zebra two", "Zebra three", "Zebra four", "Zebra five", "Zebra six", "Zebra seven"];
    const cs = diffFacts(full(names), full([...names.slice(7), ...added]));
    expect(brief(cs)).toEqual(["medium feature_added 7 features added: Zebra five, Zebra four, Zebra one and 4 more", "medium feature_removed 7 features removed: Audit alerts, Audit history, Audit rules and 4 more"]);
    expect(cs[0]).toMatchObject({ subject: "7 features", before: null, after: [...added].sort().join("; ") });
    expect(cs[1].before?.split("; ")).toHaveLength(7);
  });

  test("an old snapshot (no names past the cap) at the cap compared with the full set: no false additions, real removals still seen", () => {
    const old = site({ features: names.slice(0, 60).map((n) => feature(n)) });
    expect(diffFacts(old, full(names))).toEqual([]);
    expect(brief(diffFacts(old, full(names.filter((n) => n !== "Audit sync"))))).toEqual(["medium feature_removed Feature removed: Audit sync"]);
    // At the bound of names read, absence proves nothing either.
    const bound = Array.from({ length: MAX_FEATURE_NAMES }, (_, i) => `Thing ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26) % 26)}${String.fromCharCode(97 + Math.floor(i / 676))}`);
    expect(diffFacts(full(bound), full(["Brand new thing", ...bound.slice(1)]))).toEqual([]);
  });
});

describe("plan limits (issue 25)", () => {
  const limited = (free: string[], pro: string[]) => site({ plans: [plan("Free", 0, { limits: free }), plan("Pro", 29, { limits: pro })] });

  test("raised, lowered, added and removed, plan by plan and thing by thing; several of one plan in one alert (round 22)", () => {
    const cs = diffFacts(limited(["Up to 3 boards", "10 GB storage", "5 users"], ["Up to 50 boards"]), limited(["Up to 5 boards", "2 users", "1,000 automation runs/month"], ["Unlimited boards"]));
    expect(brief(cs)).toEqual([
      "medium feature_added Limit raised: Pro: Up to 50 boards → Unlimited boards",
      "medium feature_removed Limits changed: Free: 5 users → 2 users; Up to 3 boards → Up to 5 boards; added 1,000 automation runs/month; removed 10 GB storage",
    ]);
    expect(diffFacts(limited(["Up to 3 boards"], []), limited(["up to 3 boards."], []))).toEqual([]);
    // The same quantity of the same thing, reworded around it, allows the same: no change.
    expect(diffFacts(limited(["Up to 100 recurring jobs (depends on DB speed)"], []), limited(["Up to 100 recurring jobs (depends on DB)"], []))).toEqual([]);
  });

  test("a feature reworded by a hyphen or a plural is the same feature (real pages, issue 25)", () => {
    const named = (...names: string[]) => site({ features: names.map((n) => feature(n)) });
    expect(diffFacts(named("Add-ons Billing", "Daily backups"), named("Addon billing", "Daily backup"))).toEqual([]);
    expect(brief(diffFacts(named("Daily backups"), named("Daily backups", "Audit log")))).toEqual(["medium feature_added Feature added: Audit log"]);
  });

  test("facts stored before limits were split (limits among the features) compare with today's without a change", () => {
    const old = site({
      plans: [plan("Free", 0, { features: ["Up to 3 boards", "Kanban view"] }), plan("Pro", 29, { features: ["Unlimited boards", "Gantt charts"] })],
      features: ["Up to 3 boards", "Kanban view", "Unlimited boards", "Gantt charts"].map((n) => feature(n, { source: "plan", evidence: { url: PRICING, snippet: n } })),
    });
    const now = site({
      plans: [plan("Free", 0, { features: ["Kanban view"], limits: ["Up to 3 boards"] }), plan("Pro", 29, { features: ["Gantt charts"], limits: ["Unlimited boards"] })],
      features: ["Kanban view", "Gantt charts"].map((n) => feature(n, { source: "plan", evidence: { url: PRICING, snippet: n } })),
      more_features: [],
    });
    for (const p of old.plans) delete p.limits;
    expect(diffFacts(old, now)).toEqual([]);
  });
});

describe("messaging_change", () => {
  test("a new headline or description is low, quoted before → after", () => {
    const cs = diffFacts(site(), site({ headline: text("Ship every project on time"), description: text("Acme keeps every project moving.") }));
    expect(brief(cs)).toEqual([
      'low messaging_change Description: "Acme keeps projects moving." → "Acme keeps every project moving."',
      'low messaging_change Headline: "Projects, calmly" → "Ship every project on time"',
    ]);
    expect(cs[1]).toMatchObject({ subject: "headline", before: "Projects, calmly", after: "Ship every project on time" });
  });

  test("case, punctuation, whitespace, dates and © years in the text are not a message", () => {
    const before = site({ headline: text("Projects, calmly."), description: text("Updated November 2, 2026 — © 2025 Acme keeps projects moving") });
    const after = site({ headline: text("projects  calmly!"), description: text("Updated 23 Nov 2026 — © 2026 Acme keeps projects moving.") });
    expect(diffFacts(before, after)).toEqual([]);
  });

  test("a headline appearing or vanishing is a change; long text is cut in the summary", () => {
    expect(brief(diffFacts(site({ headline: null }), site()))).toEqual(['low messaging_change Headline: none → "Projects, calmly"']);
    const long = "A".repeat(50) + " " + "b".repeat(60);
    const [c] = diffFacts(site(), site({ headline: text(long) }));
    expect(c.summary.length).toBeLessThan(130);
    expect(c.after).toBe(long);
  });
});

describe("noise in facts never makes a change", () => {
  test("evidence snippets, selectors and URL query strings differ: nothing", () => {
    const before = site({ plans: [plan("Pro", 29), plan("Team", 49)], features: [feature("Kanban boards")] });
    const after = structuredClone(before);
    after.plans[0].evidence = { url: `${PRICING}?v=456`, snippet: "Pro $29 per month — updated 23 Nov", selector: "main > div.card:nth-child(3)" };
    after.features[0].evidence = { url: `${HOME}?utm_source=x#top`, snippet: "Kanban boards!" };
    after.headline!.evidence = { url: `${HOME}?cb=1763926861`, snippet: "different" };
    after.plans.reverse();
    expect(diffFacts(before, after)).toEqual([]);
  });

  test("signals, title, usage prices and the pricing model are not compared", () => {
    const after = site({ title: text("Acme – Projects (2026 edition)"), signals: [{ kind: "customer_count", label: "9,000+ teams", value: 9000, evidence: { url: HOME, snippet: "x" } }], pricing_model: "freemium", usage_prices: [text("$0.10 per GB")] });
    expect(diffFacts(site(), after)).toEqual([]);
  });

  test("facts from a page only one side read are not compared (the page set is availability's business)", () => {
    const before = site({ plans: [plan("Pro", 29), plan("Team", 49)], features: [feature("Kanban boards", { evidence: { url: PRICING, snippet: "k" } })] });
    const after = site({ pages: [HOME], plans: [], features: [] });
    expect(diffFacts(before, after)).toEqual([]);
    expect(diffFacts(after, before)).toEqual([]);
  });
});

describe("empty facts", () => {
  test("facts missing fields (an old snapshot's JSON) do not throw", () => {
    const bare = { url: HOME } as unknown as SiteFacts;
    expect(() => diffFacts(bare, site({ plans: [plan("Pro", 29)] }))).not.toThrow();
    expect(() => diffFacts(site({ plans: [plan("Pro", 29, { features: undefined as unknown as string[], evidence: undefined as unknown as PlanFact["evidence"] })] }), bare)).not.toThrow();
    expect(diffFacts(bare, bare)).toEqual([]);
  });


  test("nothing read on either side: no change", () => {
    const empty = site({ pages: [], name: null, title: null, description: null, headline: null, pricing_model: "unknown" });
    expect(diffFacts(empty, empty)).toEqual([]);
  });

  test("the pricing page read but showing no plans: each plan removed, the free plan too (round 15: not the tier)", () => {
    const before = site({ plans: [plan("Free", 0), plan("Pro", 29), plan("Enterprise", null)] });
    const after = site({ plans: [] });
    // A check that read no card cannot tell "all free" from "all paid" (round 15, gap c; round15-free.test.ts):
    // the free card is a plan removed, never the critical free tier removed.
    expect(brief(diffFacts(before, after))).toEqual(["high plan_removed Plan removed: Enterprise (Contact sales)", "high plan_removed Plan removed: Free (Free)", "high plan_removed Plan removed: Pro ($29/month)"]);
    // And back: plans appear (the first check is the runner's baseline, never diffed).
    expect(brief(diffFacts(after, before))).toEqual(["high plan_added Plan added: Enterprise (Contact sales)", "high plan_added Plan added: Free (Free)", "high plan_added Plan added: Pro ($29/month)", "medium free_tier_changed Free tier: none → Free plan"]);
  });
});

describe("order", () => {
  test("severity first, then type, then subject — whatever order the facts came in", () => {
    const before = site({ plans: [plan("Free", 0), plan("A", 10), plan("B", 20), plan("C", 30)], features: [feature("X"), feature("Y")], headline: text("Old") });
    const after = site({ plans: [plan("C", 31), plan("B", 25), plan("D", 40), plan("Free", 0)], features: [feature("Z"), feature("X")], headline: text("New") });
    const cs = diffFacts(before, after);
    expect(brief(cs)).toEqual([
      "high pricing_change B: $20/month → $25/month (+25.0%)",
      "high plan_added Plan added: D ($40/month)",
      "high plan_removed Plan removed: A ($10/month)",
      "medium pricing_change C: $30/month → $31/month (+3.3%)",
      "medium feature_removed Feature replaced: Y → Z",
      'low messaging_change Headline: "Old" → "New"',
    ]);
    const shuffled = structuredClone(after);
    shuffled.plans.reverse();
    shuffled.features.reverse();
    expect(diffFacts(before, shuffled)).toEqual(cs);
  });
});

describe("availability", () => {
  test("page_unavailable is medium and says how many checks failed and why", () => {
    expect(unavailableChange(PRICING, 2, "HTTP 503")).toEqual({
      type: "page_unavailable",
      severity: "medium",
      summary: `${PRICING}: available → unavailable (2 failed checks in a row: HTTP 503)`,
      subject: PRICING,
      before: "available",
      after: "unavailable: HTTP 503",
      evidence: { before: null, after: { url: PRICING, snippet: "2 failed checks in a row: HTTP 503" } },
    });
    const long = unavailableChange(PRICING, 3, `timeout\n${"x".repeat(500)}`);
    expect(long.summary.length).toBeLessThan(260);
    expect(long.evidence.after!.snippet.length).toBeLessThanOrEqual(160);
    expect(unavailableChange(PRICING, 2, "").after).toBe("unavailable: no answer");
  });

  test("page_restored is low", () => {
    expect(restoredChange(PRICING)).toEqual({
      type: "page_restored",
      severity: "low",
      summary: `${PRICING}: unavailable → available again`,
      subject: PRICING,
      before: "unavailable",
      after: "available",
      evidence: { before: null, after: { url: PRICING, snippet: "The page answered again." } },
    });
  });
});
