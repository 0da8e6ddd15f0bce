/**
 * Plans the confidence model withheld (docs/intel.md "Round 9") in monitoring, round 12: a plan
 * reported by one check and withheld by the other was read by both, and its withheld reading
 * stands in for its price, so a price that moved is seen (said with what was inferred); withheld on
 * both sides with a price read each time, the two readings are compared (round 14). Withheld on
 * one side and absent on the other, or a reading with no price: left out of both, never "added"
 * or "removed" (unless that check reported no plan at all: round20-withheld-lineup.test.ts).
 * Through diffFacts, then a tracked competitor on loopback.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { PlanFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";
import { createMonitoringApp, serveSite, type MonitoringTestApp } from "./helpers";

const PRICING = "https://acme.example/pricing";
function plan(name: string, amount: number | null, o: Partial<PlanFact> = {}): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: amount === null ? null : "USD", period: amount === null ? null : "month", per_user: false, free: amount === 0, trial_days: null, contact_sales: false, price_text: amount === null ? "" : `$${amount}/mo`, features: [], limits: [], source: "page", evidence: { url: PRICING, snippet: name }, ...o };
}
const withheld = (p: PlanFact, reading = true) => ({ name: p.name, price_text: p.price_text, confidence: 0.4, evidence: p.evidence, ...(reading ? { reading: p } : {}) });
function site(plans: PlanFact[], held: PlanFact[] = [], reading = true): SiteFacts {
  return { url: "https://acme.example/", final_url: "https://acme.example/", pages: ["https://acme.example/", PRICING], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: "subscription", features: [], more_features: [], signals: [], ...(held.length ? { withheld_plans: held.map((p) => withheld(p, reading)) } : {}) };
}
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.severity} ${c.type} ${c.summary}`);
const team = plan("Team", 49);

describe("withheld plans through diffFacts", () => {
  test("reported on one side, withheld on the other: its reading is compared, either way round", () => {
    const read = site([plan("Solo", 29), team]);
    const held = site([team], [plan("Solo", 35, { inferred: ["period"] })]);
    expect(brief(diffFacts(read, held))).toEqual(["high pricing_change Solo: $29/month → $35 (period not stated) (+20.7%)"]);
    expect(brief(diffFacts(held, read))).toEqual(["high pricing_change Solo: $35 (period not stated) → $29/month (-17.1%)"]);
    // The same price read with and without its period word is one offer.
    expect(diffFacts(read, site([team], [plan("Solo", 29, { period: null, inferred: ["period"] })]))).toEqual([]);
  });

  test("withheld on both sides with a price read each time: the two readings are compared (round 14)", () => {
    expect(brief(diffFacts(site([team], [plan("Solo", 29)]), site([team], [plan("Solo", 35)])))).toEqual(["high pricing_change Solo: $29/month → $35/month (+20.7%)"]);
    expect(diffFacts(site([team], [plan("Solo", 29)]), site([team], [plan("Solo", 29)]))).toEqual([]);
    // One of the two readings shows no price: nothing to compare.
    expect(diffFacts(site([team], [plan("Solo", 29)]), site([team], [plan("Solo", null)]))).toEqual([]);
  });

  test("withheld against absent, a reading without a price, facts stored before readings: no change", () => {
    expect(diffFacts(site([team]), site([team], [plan("Solo", 35)]))).toEqual([]);
    expect(diffFacts(site([team], [plan("Solo", 35)]), site([team]))).toEqual([]);
    expect(diffFacts(site([plan("Solo", 29), team]), site([team], [plan("Solo", null)]))).toEqual([]);
    expect(diffFacts(site([plan("Solo", 29), team]), site([team], [plan("Solo", 35)], false))).toEqual([]);
  });
});

const page = (solo: string) =>
  `<!doctype html><html><head><title>Acme pricing</title></head><body><main><h1>Pricing</h1><div class="plans">${[
    ["Solo", solo],
    ["Team", "$49/month"],
  ]
    .map(([name, price]) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Kanban view</li></ul><a href="/signup">Start</a></div>`)
    .join("")}</div></main></body></html>`;
const HOME = `<!doctype html><html><head><title>Acme</title></head><body><h1>Boards for busy teams</h1><a href="/pricing">Pricing</a></body></html>`;

let t: MonitoringTestApp;
let server: ReturnType<typeof Bun.serve>;
let solo = "$29/month";
beforeAll(async () => {
  t = await createMonitoringApp();
  server = serveSite((path) => (path === "/" ? HOME : path === "/pricing" ? page(solo) : null));
});
afterAll(async () => {
  server.stop(true);
  await t.close();
});

describe("a tracked competitor whose plan is withheld after a price change", () => {
  // "$35" with no period word is withheld by the confidence model; "$29/month" was reported.
  test("the move is one alert that says the period was not stated", async () => {
    const c = await t.customer("withheld@example.com", "tracker");
    const res = await t.track(c.auth, `http://acme.test:${server.port}/`, "Acme");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await t.runJobs();
    expect(await t.changes(c.auth, id)).toEqual([]);
    solo = "$35";
    t.clock.advance(60_000);
    await t.checkNow(c.auth, id);
    const changes = await t.changes(c.auth, id);
    expect(changes.map(({ type, severity, subject, summary }) => ({ type, severity, subject, summary }))).toEqual([{ type: "pricing_change", severity: "high", subject: "Solo", summary: "Solo: $29/month → $35 (period not stated) (+20.7%)" }]);
  });
});
