/**
 * Round 18: three labels the real-pages scorer (test/intel/support/real-pages-score.ts) matches
 * because a reader would agree the engine reported what they wrote (docs/monitoring.md, "Monitoring
 * on real versions, round 18"), each on a small page pair of ours scored as a real case is:
 *  - a price change of a plan that turned free, beside the free tier changed: the one
 *    "Solo: €39/month → Free (free tier added)" stands for both labels;
 *  - a price change of a free trial's length ("Free for 30 days" → "Free for 14 days") is the
 *    engine's "Free trial: 30 days → 14 days";
 *  - a feature named by its title ("Audit trail") is the change of the feature whose name begins
 *    with those words ("Audit trail with CSV export").
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scoreCase, type Labels } from "./score-case.ts";

const dir = mkdtempSync(join(tmpdir(), "round18-scorer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const URL_ = "https://murmurly.example/pricing";

const card = (name: string, price: string, bullets: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul></div>`;
const page = (lead: string, cards: string[], note = "") => `<!doctype html><html><head><title>Pricing — Murmurly</title><meta name="description" content="Voice notes for small teams."></head><body><main><h1>Pricing</h1><p>${lead}</p><div class="pricing">${cards.join("")}</div>${note ? `<a class="button" href="/signup">${note}</a>` : ""}</main></body></html>`;

const score = (slug: string, old: string, now: string, changes: Labels) => scoreCase(dir, URL_, slug, old, now, changes);

describe("labels the scorer matches (round 18)", () => {
  test("a plan made free: the reader's price change and free tier changed are the engine's one change", () => {
    const studio = card("Studio", "€99/month", ["20 voices", "Team workspace"]);
    const old = page("Pick a plan.", [card("Solo", "€39/month", ["5 voices", "Email support"]), studio]);
    const now = page("Pick a plan.", [card("Solo", "€0/month", ["5 voices", "Email support"]), studio]);
    const labels = [{ type: "pricing_change" as const, plan: "Solo", before: "€39/month", after: "Free" }, { type: "free_tier_changed" as const, before: "false", after: "true" }];
    expect(score("free-made", old, now, labels)).toEqual({ found: 2, expected: 2, falses: 0 });
    expect(score("free-made-2", old, now, [...labels].reverse())).toEqual({ found: 2, expected: 2, falses: 0 });
  });

  test("a free trial shortened, written as the trial's price change, is the engine's trial change", () => {
    const cards = [card("Solo", "€39/month", ["5 voices"]), card("Studio", "€99/month", ["20 voices"])];
    const got = score("trial", page("Pick a plan.", cards, "Start a 30-day free trial"), page("Pick a plan.", cards, "Start a 14-day free trial"), [{ type: "pricing_change", plan: "Free Trial", before: "Free for 30 days", after: "Free for 14 days" }]);
    expect(got).toEqual({ found: 1, expected: 1, falses: 0 });
  });

  test("a feature named by its title is the change of the feature read with more words after it", () => {
    const old = page("Pick a plan.", [card("Solo", "€39/month", ["5 voices", "Email support"]), card("Studio", "€99/month", ["20 voices", "Team workspace"])]);
    const now = page("Pick a plan.", [card("Solo", "€39/month", ["5 voices", "Email support"]), card("Studio", "€99/month", ["20 voices", "Team workspace", "Audit trail with CSV export"])]);
    expect(score("title", old, now, [{ type: "feature_added", plan: "Studio", feature: "Audit trail" }])).toEqual({ found: 1, expected: 1, falses: 0 });
    // One word is no title: "Audit" alone names nothing a reader would recognise.
    expect(score("title-1", old, now, [{ type: "feature_added", plan: "Studio", feature: "Audit" }])).toEqual({ found: 0, expected: 1, falses: 1 });
  });
});
