/**
 * Round 22, part b, on real pages (issue 25; docs/intel.md, "Round 22, part b"): the period of a
 * bare price ("Starter — $49") from what the rest of its page says (test/intel/real-pages/README.md,
 * "Conventions"), always marked inferred; and the monitoring diff, which pairs a renamed plan whose
 * period one version inferred. Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { diffFacts } from "../../src/monitoring/diff";
import type { PlanFact, SiteFacts } from "../../src/intel/facts";

const PRICING = "https://quillmoor.example/pricing/";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Quillmoor</h1>${body}</main></body></html>`;
const read = (body: string) => extractSite([{ url: PRICING, html: page(body) }], { url: PRICING, abstain: false });
const card = (name: string, price: string, items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/contact">Get started</a></div>`;
const grid = (cards: [string, string][]) => `<div class="plans">${cards.map(([n, p]) => card(n, p, ["Written summary", "Two revisions"])).join("")}</div>`;
const reports = grid([["Snapshot", "$120"], ["Standard", "$340"], ["In-depth", "$780"]]);
const periods = (f: SiteFacts) => f.plans.filter((p) => p.amount).map((p) => [p.name, p.period, (p.inferred ?? []).includes("period")]);

describe("rules22b: a bare price takes the period the rest of its page states", () => {
  test("a page that states no recurrence anywhere sells its bare prices once (inferred)", () => {
    expect(periods(read(`<h2>Research reports</h2><p>Pick a report; we deliver it within a week of the order.</p>${reports}`))).toEqual([
      ["Snapshot", "one_time", true],
      ["Standard", "one_time", true],
      ["In-depth", "one_time", true],
    ]);
  });

  test("a heading of its own that says the prices are monthly gives them the month (inferred)", () => {
    expect(periods(read(`<h2>Monthly plans</h2>${reports}<p>Cancel by email.</p>`))).toEqual([
      ["Snapshot", "month", true],
      ["Standard", "month", true],
      ["In-depth", "month", true],
    ]);
    expect(periods(read(`${reports}<p>All prices are per month</p>`)).map((x) => x[1])).toEqual(["month", "month", "month"]);
  });

  test("a monthly / yearly switch is not this rule: the bare prices keep no period", () => {
    const toggle = `<div class="billing-toggle"><button>Monthly</button><button>Yearly</button></div>`;
    expect(periods(read(`<h2>Monthly plans</h2>${toggle}${reports}`)).map((x) => x[1])).toEqual([null, null, null]);
    // A switch whose selected side the cards' group sees: that side's period, read, not inferred.
    const selected = `<div class="plans-wrap"><div class="switch"><button class="active">Monthly billing</button><button>Annual billing</button></div>${reports}</div>`;
    expect(periods(read(`<h2>Monthly plans</h2>${selected}`)).map((x) => x[2])).toEqual([false, false, false]);
  });

  test("a page that prices other things by the month: a set of bare prices is paid once (round 26a), inferred", () => {
    // Was "leaves a bare price without a period"; round 26a (service-cards.ts) counted the
    // construction on development: cased paid once 50 times on 13 sites, null 16 times on 8.
    const addon = `<section><h2>Extras</h2><p>Priority support: $15/month</p></section>`;
    expect(periods(read(`${reports}${addon}`)).map((x) => x[1])).toEqual(["one_time", "one_time", "one_time"]);
    expect(periods(read(`${reports}${addon}`)).map((x) => x[2])).toEqual([true, true, true]);
  });

  test("allowances counted per hour or per day are a service over time: no period is inferred", () => {
    const tiers = grid([["Micro", "$3"], ["Small", "$7"], ["Large", "$15"]]).replace(/Written summary/g, "400 requests per hour");
    expect(periods(read(tiers)).map((x) => x[1])).toEqual([null, null, null]);
  });

  test("a rented server's sizes (bandwidth, vCPU) are a service over time: no period is inferred", () => {
    const sizes = grid([["Small", "£3"], ["Medium", "£6"], ["Large", "£12"]]).replace(/Written summary/g, "2 vCPU").replace(/Two revisions/g, "Bandwidth: Unmetered");
    expect(periods(read(`<h2>Cloud nodes</h2>${sizes}`)).map((x) => x[1])).toEqual([null, null, null]);
  });

  test("a term counted in Cyrillic ('3 месяца', '6 сар') is a period stated: no period is inferred", () => {
    const terms = grid([["3 месяца", "₽900"], ["6 месяцев", "₽1600"], ["12 месяцев", "₽2900"]]);
    // (Round 89e: a card named "12 месяцев" whose bare price states no period is priced for its
    // term, twelve months — the year, as term-names.ts reads "12 months"; term-card-period.ts.)
    expect(periods(read(terms)).map((x) => x[1])).toEqual([null, null, "year"]);
  });

  test("structured data's bare price is paid once, not monthly, on a page that states no recurrence", () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Service", name: "Snapshot", offers: { "@type": "Offer", price: "120", priceCurrency: "USD" } })}</script>`;
    const f = read(`${ld}<h2>Research reports</h2><p>One report, delivered in a week.</p><p>Snapshot — from the land registry.</p>`);
    const p = f.plans.find((x) => x.name === "Snapshot");
    expect(p && [p.amount, p.period, (p.inferred ?? []).includes("period")]).toEqual([120, "one_time", true]);
  });
});

describe("rules22b: monitoring pairs a renamed plan whose period one version inferred", () => {
  const plan = (name: string, period: PlanFact["period"], inferred: PlanFact["inferred"]): PlanFact => ({
    name, amount: 19, annual_amount: null, list_amount: null, currency: "EUR", period, per_user: false, free: false, trial_days: null,
    contact_sales: false, price_text: "€19", features: [], limits: [], inferred, source: "page", evidence: { url: PRICING, snippet: "€19" },
  });
  const facts = (plans: PlanFact[]) => ({ ...read(""), plans }) as SiteFacts;

  test("'1 screening €19' (no period) → 'Screening €19' (paid once, inferred) is a rename", () => {
    const changes = diffFacts(facts([plan("1 screening", null, ["period"])]), facts([plan("Screening", "one_time", ["period"])]));
    expect(changes.map((c) => c.type)).toEqual(["messaging_change"]);
  });

  test("two periods both read beside the price are still a plan removed and one added", () => {
    const changes = diffFacts(facts([plan("1 screening", "month", [])]), facts([plan("Screening", "one_time", [])]));
    expect(changes.map((c) => c.type).sort()).toEqual(["plan_added", "plan_removed"]);
  });
});
