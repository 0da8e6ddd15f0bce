/**
 * Round 18 (issue 25): a plan card's one limit line rewritten in a check — the one limit the plan
 * lost and the one it gained name a thing in common ("5 voices + Scots" → "5 native voices") — is
 * one change that names both sides ("Limit changed: Solo: 5 voices + Scots → 5 native voices"),
 * not a limit removed and another added — each line with the only one of the other side naming its
 * thing. Two limits that count nothing in common, or two alike on one side, are still removed and
 * added one by one (which became which would be a guess).
 */
import { describe, expect, test } from "bun:test";
import type { PlanFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";

const PRICING = "https://murmurly.example/pricing";

function plan(name: string, amount: number, limits: string[], features: string[] = []): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: "EUR", period: "month", per_user: false, free: amount === 0, trial_days: null, contact_sales: false, price_text: `€${amount}/mo`, features, limits, source: "page", evidence: { url: PRICING, snippet: name } };
}
function site(plans: PlanFact[]): SiteFacts {
  return { url: "https://murmurly.example/", final_url: "https://murmurly.example/", pages: ["https://murmurly.example/", PRICING], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: "subscription", features: [], more_features: [], signals: [] };
}
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);
const solo = (...limits: string[]) => site([plan("Solo", 19, limits), plan("Studio", 49, ["20 voices", "Up to 900 minutes / month"])]);

describe("a plan's one limit line rewritten (round 18)", () => {
  test("the same quantity of the thing in other words is one limit changed, either way round", () => {
    expect(brief(diffFacts(solo("5 voices + Scots", "Up to 300 minutes / month"), solo("5 native voices", "Up to 300 minutes / month")))).toEqual(["feature_removed Limit changed: Solo: 5 voices + Scots → 5 native voices"]);
    expect(brief(diffFacts(solo("5 native voices"), solo("5 voices + Scots")))).toEqual(["feature_removed Limit changed: Solo: 5 native voices → 5 voices + Scots"]);
  });

  test("another quantity and other words are one limit raised or lowered", () => {
    expect(brief(diffFacts(solo("3 recordings per day"), solo("8 recording sessions / day")))).toEqual(["feature_added Limit raised: Solo: 3 recordings per day → 8 recording sessions / day"]);
    expect(brief(diffFacts(solo("8 recording sessions / day"), solo("3 recordings per day")))).toEqual(["feature_removed Limit lowered: Solo: 8 recording sessions / day → 3 recordings per day"]);
  });

  test("each line pairs with the only one of the other side naming its thing, beside limits that come or go", () => {
    // Several of one plan's limits moved are one alert for the plan (round 22), each said as alone.
    expect(brief(diffFacts(solo("5 voices + Scots", "3 recordings per day"), solo("5 native voices", "8 recording sessions / day", "2 workspaces")))).toEqual([
      "feature_removed Limits changed: Solo: 5 voices + Scots → 5 native voices; 3 recordings per day → 8 recording sessions / day; added 2 workspaces",
    ]);
  });

  test("limits that count nothing in common, or two alike on a side, stay removed and added", () => {
    expect(brief(diffFacts(solo("5 voices"), solo("2 workspaces")))).toEqual(["feature_removed Limits changed: Solo: added 2 workspaces; removed 5 voices"]);
    expect(brief(diffFacts(solo("5 voices + Scots", "3 cloned voices"), solo("8 native voices")))).toEqual(["feature_removed Limits changed: Solo: added 8 native voices; removed 3 cloned voices; removed 5 voices + Scots"]);
  });
});
