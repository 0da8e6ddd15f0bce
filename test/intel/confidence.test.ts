/**
 * Confidence (issue 25, item 7): where a plan's period, currency or per-user billing was
 * inferred rather than read beside its price, the plan says so (`inferred`), and the text built
 * from it — a report's sentences, a change alert's summary — does not present it as read
 * ("$29 (period not stated)"). The marks on small pages, the wording, then a report and a
 * monitoring check of a loopback site whose prices state no period.
 * Round 9 (docs/intel.md): the confidence model over structural signals — signals read off small
 * pages of ours, confidence by the weights' signs, the threshold and page threshold — and what
 * abstaining looks like in facts, profiles and monitoring.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { abstain, confidenceOf, planSignals } from "../../src/intel/confidence";
import { CONFIDENCE_MODEL } from "../../src/intel/confidence-weights";
import { buildProfile } from "../../src/intel/analyze/profile";
import { profileSchema } from "../../src/intel/analyze/schemas";
import type { PlanFact } from "../../src/intel/facts";
import { inferredNote, monthlyPrice } from "../../src/intel/price-text";
import { diffFacts, priceLabel } from "../../src/monitoring/diff";
import { reportSchema, type ReportSummary } from "../../src/reports/schemas";
import { createMonitoringApp, type MonitoringTestApp } from "../monitoring/helpers";
import { createReportsApp, type ReportsTestApp } from "../reports/helpers";

const PRICING = "https://acme.example/pricing";
const page = (body: string, head = "") => `<!doctype html><html><head><title>Acme pricing</title>${head}</head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Kanban view</li></ul><a href="/signup">Start</a></div>`;
const plans = (html: string) => extractSite([{ url: PRICING, html }], { strict: true }).plans.map((p) => [p.name, p.period, p.currency, p.per_user, p.inferred]);
const jsonLd = (offers: object[]) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "SoftwareApplication", name: "Acme", offers })}</script>`;

describe("what the extractor marks inferred", () => {
  test("a bare price beside a priced period keeps its own unsaid (round 19d); the period stays null, marked not stated", () => {
    expect(plans(page(`<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$29")}</div>`))).toEqual([
      ["Basic", "month", "USD", false, []],
      ["Pro", null, "USD", false, ["period"]],
    ]);
    // A page that states no recurrence anywhere sells its bare prices once: inferred too (round 22b).
    expect(plans(page(`<div class="plans">${card("Solo", "$29")}${card("Team", "$49")}</div>`))).toEqual([
      ["Solo", "one_time", "USD", false, ["period"]],
      ["Team", "one_time", "USD", false, ["period"]],
    ]);
  });

  test("a price whose own words name a period is read, even when the side chosen carried none", () => {
    expect(plans(page(`<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$29/month billed annually, or $35 month-to-month")}</div>`)).map((p) => p[4])).toEqual([[], []]);
  });

  test("per user said once in a note beside the cards is inferred; said at the price, read", () => {
    const note = `<p>All prices are per user.</p><div class="plans">${card("Basic", "$10/month")}${card("Pro", "$20/month")}</div>`;
    expect(plans(page(note))).toEqual([
      ["Basic", "month", "USD", true, ["per_user"]],
      ["Pro", "month", "USD", true, ["per_user"]],
    ]);
    expect(plans(page(`<div class="plans">${card("Basic", "$10/user/month")}${card("Pro", "$20/user/month")}</div>`)).map((p) => p[4])).toEqual([[], []]);
  });

  test("structured data without a currency or a period: both inferred, unless the visible card states them", () => {
    const offers = [
      { "@type": "Offer", name: "Basic", price: "10", priceCurrency: "USD", priceSpecification: { "@type": "UnitPriceSpecification", price: "10", priceCurrency: "USD", billingDuration: "P1M" } },
      { "@type": "Offer", name: "Pro", price: "20" },
    ];
    expect(plans(page("<p>Plans for every team.</p>", jsonLd(offers)))).toEqual([
      ["Basic", "month", "USD", false, []],
      ["Pro", "month", "USD", false, ["period", "currency"]],
    ]);
    expect(plans(page(`<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$20/month")}</div>`, jsonLd(offers))).map((p) => p[4])).toEqual([[], []]);
  });

  test("a period read beats one inferred: structured data without one, a card of the same price that says '/year'", () => {
    const facts = extractSite([{ url: PRICING, html: page(`<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$120/year")}</div>`, jsonLd([{ "@type": "Offer", name: "Pro", price: "120", priceCurrency: "USD" }])) }], { strict: true });
    expect(facts.plans.map((p) => [p.name, p.amount, p.period, p.annual_amount, p.inferred])).toEqual([
      ["Basic", 10, "month", null, []],
      ["Pro", 120, "year", 10, []],
    ]);
  });

  test("free and contact-sales plans carry no mark: 0 is 0 in any period, and no price has nothing to infer", () => {
    expect(plans(page(`<div class="plans">${card("Free", "Free")}${card("Pro", "$29")}${card("Enterprise", "Contact sales")}</div>`)).map((p) => [p[0], p[4]])).toEqual([
      ["Free", []],
      ["Pro", ["period"]],
      ["Enterprise", []],
    ]);
  });
});

describe("text built from an inferred value says so", () => {
  test("the notes, and prices with them", () => {
    expect([inferredNote([]), inferredNote(["period"]), inferredNote(["period", "currency"]), inferredNote(["per_user"]), inferredNote(["currency", "per_user"])]).toEqual([
      "",
      "period not stated",
      "period and currency not stated",
      "per user stated elsewhere on the page",
      "currency not stated; per user stated elsewhere on the page",
    ]);
    expect(monthlyPrice(29, "USD", false)).toBe("$29/month");
    expect(monthlyPrice(29, "USD", false, ["period"])).toBe("$29 (period not stated)");
    expect(monthlyPrice(1200, "EUR", true, ["per_user"])).toBe("€1,200/user/month (per user stated elsewhere on the page)");
    const plan = { name: "Pro", amount: 29, currency: "USD", period: "month", per_user: false, free: false, contact_sales: false, inferred: ["period"] } as PlanFact;
    expect(priceLabel(plan)).toBe("$29 (period not stated)");
    expect(priceLabel({ ...plan, period: "year", inferred: [] })).toBe("$29/year");
  });
});

/** A competitor whose pricing page states no period anywhere. */
const BARE = (solo: string) => ({
  "/": `<!doctype html><html><head><title>Barely | Booking for salons</title><meta name="description" content="Barely books every chair of a busy salon, online and by text."></head><body><main><h1>Book every chair</h1><a href="/pricing">Pricing</a></main></body></html>`,
  // "Cancel any time": the page speaks of a subscription but never says how often its prices are
  // paid — so no period is inferred (a page that states no recurrence at all sells once, round 22b).
  "/pricing": page(`<div class="plans">${card("Solo", solo)}${card("Team", "$49")}</div><p>Cancel any time.</p>`),
});
const serveHtml = (html: string) => () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });

describe("a report on a site whose prices state no period", () => {
  let t: ReportsTestApp;
  beforeAll(async () => {
    t = await createReportsApp();
    for (const [path, html] of Object.entries(BARE("$29"))) t.sites.on("barely", path, serveHtml(html));
  });
  afterAll(() => t.close());

  // Round 9: prices that state no period are read (inferred, above) but the confidence model
  // withholds them in the product: the report names them as seen, never as read (docs/intel.md).
  test("withholds prices whose period the page does not state, says they were seen, never says '/month'", async () => {
    const res = await t.requestReport(["barely", "plain-cards"]);
    const { report_id, checkout_url } = (await res.json()) as { report_id: string; checkout_url: string };
    await t.pay(checkout_url);
    await t.runJobs();
    const body = reportSchema.parse(await (await t.request(`/api/reports/get?id=${report_id}`)).json());
    const summary = body.summary as ReportSummary;
    const barely = summary.per_competitor.find((p) => p.name === "Barely")!;
    expect(barely.profile!.pricing.plans).toEqual([]);
    expect(barely.profile!.pricing.withheld_plans!.map((w) => [w.name, w.price_text])).toEqual([
      ["Solo", "$29"],
      ["Team", "$49"],
    ]);
    expect(barely.profile!.pricing.note).toBe("Prices found but not certain enough to report (Solo, Team).");
    expect(summary.cross_analysis.price_ladder.entries.map((e) => e.competitor)).toEqual(["Salonbook"]);
    const all = [summary.overview, ...summary.recommendations.map((r) => r.detail), ...barely.strengths.map((s) => s.detail)].join("\n");
    expect(all).not.toContain("$29/month");
    const page = await (await t.request(`/reports/${report_id}`)).text();
    expect(page).not.toContain("$29/month");
    expect(page).toContain("Prices found but not certain enough to report: Solo (“$29”), Team (“$49”).");
  });
});

describe("a change alert on a site whose prices state no period", () => {
  let t: MonitoringTestApp;
  let site: ReturnType<typeof Bun.serve>;
  let solo = "$29";
  beforeAll(async () => {
    t = await createMonitoringApp();
    site = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (req) => serveHtml(BARE(solo)[new URL(req.url).pathname as "/"] ?? "<h1>Not found</h1>")() });
  });
  afterAll(async () => {
    await t.close();
    site.stop(true);
  });

  // Round 9: both prices are withheld (their period is not stated). Round 14 (docs/monitoring.md):
  // a plan withheld on both sides with a price read each time compares its two readings, so the
  // move is reported, saying what was inferred (real page versions: such moves were real changes).
  test("a withheld price that changes raises one alert that says the period was not stated", async () => {
    const c = await t.customer("bare@example.com", "tracker");
    const res = await t.track(c.auth, `http://barely.test:${site.port}/`, "Barely");
    const { id } = (await res.json()) as { id: string };
    await t.runJobs();
    solo = "$35";
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    const changes = await t.changes(c.auth, id);
    expect(changes.map(({ type, subject, summary }) => ({ type, subject, summary }))).toEqual([{ type: "pricing_change", subject: "Solo", summary: "Solo: $29 (period not stated) → $35 (period not stated) (+20.7%)" }]);
  });
});

// ---------------------------------------------------------------------------------------------
// Round 9: the confidence model (src/intel/confidence.ts) and abstention.

const ladder = `<div class="plans">${card("Basic", "$10/month")}${card("Pro", "$29/month")}${card("Team", "$49/month")}</div>`;
const assessed = (pages: { url: string; html: string }[]) => assessSite(pages, { strict: true }).assessed;

describe("the confidence model: signals, confidence, threshold", () => {
  test("signals come from where and how the plan was read", () => {
    const onPricing = assessed([{ url: PRICING, html: page(ladder) }]);
    expect(onPricing.map((a) => a.plan.name)).toEqual(["Basic", "Pro", "Team"]);
    const pro = onPricing[1]!.signals;
    expect([pro.in_card_grid, pro.on_pricing_page, pro.period_stated, pro.currency_shown, pro.prices_ascend, pro.period_inferred, pro.in_table]).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(pro.set_size).toBeCloseTo(3 / 8);
    // The same cards on a home page, their prices stating no period: other signals, lower confidence.
    const onHome = assessed([{ url: "https://acme.example/", html: page(`<div class="plans">${card("Basic", "$10")}${card("Pro", "$29")}${card("Team", "$49")}</div>`) }]);
    const homePro = onHome[1]!;
    expect([homePro.signals.on_pricing_page, homePro.signals.period_stated, homePro.signals.period_inferred]).toEqual([0, 0, 1]);
    expect(homePro.confidence).toBeLessThan(onPricing[1]!.confidence);
  });

  test("round 12: a second, smaller set of plans is a minor set; a priceless card that says nothing where its price would be is unstated; a sentence-case name", () => {
    const packs = `<div class="plans">${card("Priority", "$99/month")}${card("Dedicated", "$199/month")}</div>`;
    const read = assessed([{ url: PRICING, html: page(`${ladder}<h2>Support packs</h2>${packs}`) }]);
    expect(read.map((a) => [a.plan.name, a.signals.minor_set])).toEqual([["Basic", 0], ["Pro", 0], ["Team", 0], ["Priority", 1], ["Dedicated", 1]]);
    expect(read[3]!.confidence).toBeLessThan(read[1]!.confidence);
    // One grid alone is no minor set, whatever its size.
    expect(assessed([{ url: PRICING, html: page(packs) }]).map((a) => a.signals.minor_set)).toEqual([0, 0]);
    const pro = read[1]!.plan;
    const ctx = { origin: null, pricingPage: true, lang: null, alsoStructured: false };
    expect(planSignals({ ...pro, amount: null, price_text: "" }, [pro], ctx).contact_unstated).toBe(1);
    expect(planSignals({ ...pro, amount: null, price_text: "Contact us" }, [pro], ctx).contact_unstated).toBe(0);
    expect(planSignals(pro, [pro], ctx).contact_unstated).toBe(0);
    // A name in sentence case (a later word lowercase) reads like a heading or a status, not a plan.
    const named = (name: string) => planSignals({ ...pro, name }, [pro], ctx).name_sentence_case;
    expect(["Pricing tiers", "Subscription activated", "Team access"].map(named)).toEqual([1, 1, 1]);
    expect(["Pro", "Small Business", "Basic plan", "12 months", "Pro+ 2"].map(named)).toEqual([0, 0, 0, 0, 0]);
  });

  test("each signal moves the confidence by its weight's sign", () => {
    const base = assessed([{ url: PRICING, html: page(ladder) }])[1]!.signals;
    const conf = (over: Partial<typeof base>) => confidenceOf({ ...base, ...over });
    expect(conf({ period_inferred: 1 })).toBeLessThan(conf({}));
    expect(conf({ currencies_on_page: 1 })).toBeLessThan(conf({}));
    expect(conf({ on_pricing_page: 0 })).toBeLessThan(conf({}));
    expect(conf({})).toBeGreaterThanOrEqual(CONFIDENCE_MODEL.threshold);
    // A model with a weight of its own: the confidence is the logistic of bias + weight × signal.
    const model = { bias: 0, weights: { free: 2 }, threshold: 0.5, pageThreshold: 0 };
    expect(confidenceOf({ ...base, free: 1 }, model)).toBeCloseTo(1 / (1 + Math.exp(-2)));
  });

  test("below the threshold a plan is withheld; a page whose plans are weak on the whole reports none", () => {
    const all = assessed([{ url: PRICING, html: page(ladder) }]).map((a, i) => ({ ...a, confidence: [0.99, 0.5, 0.97][i]! }));
    const model = { ...CONFIDENCE_MODEL, threshold: 0.9, pageThreshold: 0 };
    const split = abstain(all, model);
    expect(split.kept.map((a) => a.plan.name)).toEqual(["Basic", "Team"]);
    expect(split.withheld.map((a) => a.plan.name)).toEqual(["Pro"]);
    // Mean 0.82 under a page threshold of 0.85: every plan withheld.
    expect(abstain(all, { ...model, pageThreshold: 0.85 }).kept).toEqual([]);
    expect(abstain([], model)).toEqual({ kept: [], withheld: [] });
  });
});

describe("abstaining, as the product sees it", () => {
  const home = { url: "https://acme.example/", html: page(`<div class="plans">${card("Basic", "$10")}${card("Pro", "$29")}</div>`) };
  test("extractSite reports every plan read unless asked to abstain; abstaining names what it withheld", () => {
    expect(extractSite([home], { strict: true }).plans.map((p) => p.name)).toEqual(["Basic", "Pro"]);
    const facts = extractSite([home], { strict: true, abstain: true });
    expect(facts.plans).toEqual([]);
    expect(facts.withheld_plans!.map((w) => [w.name, w.price_text])).toEqual([
      ["Basic", "$10"],
      ["Pro", "$29"],
    ]);
    for (const w of facts.withheld_plans!) expect(w.confidence).toBeLessThan(CONFIDENCE_MODEL.threshold);
    const profile = profileSchema.parse(buildProfile(facts));
    expect(profile.pricing.withheld_plans!.map((w) => w.name)).toEqual(["Basic", "Pro"]);
    expect(profile.pricing.note).toBe("Prices found but not certain enough to report (Basic, Pro).");
    expect(profile.pricing.starting_price).toBeNull();
    // A plain pricing page loses nothing, and says nothing was withheld.
    const plain = extractSite([{ url: PRICING, html: page(ladder) }], { strict: true, abstain: true });
    expect(plain.plans.map((p) => p.name)).toEqual(["Basic", "Pro", "Team"]);
    expect(plain.withheld_plans).toBeUndefined();
    expect(buildProfile(plain).pricing.note).toBeNull();
  });

  test("monitoring: a plan withheld on either side is neither removed, added nor repriced", () => {
    const before = extractSite([{ url: PRICING, html: page(ladder) }], { abstain: true });
    const after = structuredClone(before);
    const [pro] = after.plans.splice(1, 1);
    after.withheld_plans = [{ name: pro!.name, price_text: "$35", confidence: 0.5, evidence: pro!.evidence }];
    expect(diffFacts(before, after)).toEqual([]);
    // Without the abstention the same facts say the plan went away (its card gone from the page
    // too: a card the page still shows was read once, round 31's monitoring rule).
    const gone = structuredClone(after);
    delete gone.withheld_plans;
    delete gone.page_lines;
    expect(diffFacts(before, gone).map((c) => [c.type, c.subject])).toEqual([["plan_removed", "Pro"]]);
  });
});
