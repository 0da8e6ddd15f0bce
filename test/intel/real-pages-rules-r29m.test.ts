/**
 * Round 29 (monitor29), in the monitoring diff: where both checks reported plans, a priced plan
 * withheld on one side at a confidence just below the model's threshold (0.7 or more) and absent on
 * the other is a plan added or removed; below that, round 12's rule holds (an add-on or a note
 * withheld beside sure plans is no change). docs/monitoring.md, "Round 29 (monitor29)".
 */
import { describe, expect, test } from "bun:test";
import type { PlanFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";

const HOME = "https://larkspur.example/";
const PRICES = "https://larkspur.example/pricing";
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);

function plan(name: string, amount: number | null): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: amount === null ? null : "USD", period: amount === null ? null : "month", per_user: false, free: amount === 0, trial_days: null, contact_sales: false, price_text: amount === null ? "" : `$${amount}/month`, inferred: [], features: [], limits: [], source: "page", evidence: { url: PRICES, snippet: name } };
}
/** A check: its reported plans, and its withheld ones each with the model's confidence. */
function site(plans: PlanFact[], held: [PlanFact, number][] = []): SiteFacts {
  return { url: HOME, final_url: HOME, pages: [HOME, PRICES], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: "subscription", features: [], more_features: [], signals: [], ...(held.length ? { withheld_plans: held.map(([p, confidence]) => ({ name: p.name, price_text: p.price_text, confidence, evidence: p.evidence, reading: p })) } : {}) };
}

describe("a plan withheld just below the threshold, absent on the other side (round 29)", () => {
  test("a real plan added: the new card read at 0.72 beside a sure one is a plan added", () => {
    const before = site([plan("Starter", 19)]);
    const after = site([plan("Starter", 19)], [[plan("Pro", 49), 0.72]]);
    expect(brief(diffFacts(before, after))).toEqual(["plan_added Plan added: Pro ($49/month)"]);
  });

  test("a real plan removed: the card that went, read at 0.7, is a plan removed", () => {
    const before = site([plan("Starter", 19)], [[plan("Team", 99), 0.7]]);
    const after = site([plan("Starter", 19)]);
    expect(brief(diffFacts(before, after))).toEqual(["plan_removed Plan removed: Team ($99/month)"]);
  });

  test("an add-on withheld well below the threshold beside sure plans is still no change", () => {
    expect(diffFacts(site([plan("Starter", 19)]), site([plan("Starter", 19)], [[plan("Extra storage", 5), 0.4]]))).toEqual([]);
    expect(diffFacts(site([plan("Starter", 19)], [[plan("Setup fee", 250), 0.69]]), site([plan("Starter", 19)]))).toEqual([]);
  });

  test("a reading with no price stands for no plan, however sure", () => {
    expect(diffFacts(site([plan("Starter", 19)]), site([plan("Starter", 19)], [[plan("Enterprise", null), 0.74]]))).toEqual([]);
  });

  test("a name the other check withheld too is compared by the withheld readings, not added", () => {
    // Withheld on both sides at one price: the same card, no change (round 14's stand-ins).
    const before = site([plan("Starter", 19)], [[plan("Pro", 49), 0.72]]);
    const after = site([plan("Starter", 19)], [[plan("Pro", 49), 0.71]]);
    expect(diffFacts(before, after)).toEqual([]);
  });

  test("the same pages either way round give the mirror change", () => {
    const a = site([plan("Starter", 19)]);
    const b = site([plan("Starter", 19)], [[plan("Pro", 49), 0.73]]);
    expect(brief(diffFacts(b, a))).toEqual(["plan_removed Plan removed: Pro ($49/month)"]);
  });
});
