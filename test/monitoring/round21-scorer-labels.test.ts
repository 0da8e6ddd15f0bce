/**
 * Round 21: a reader's trial length written as a message or a free-tier line ("Start 7-day free
 * trial" → "Start 14-day free trial" on the Pro card; "Support by email" → "3 day trial & support
 * by email") is matched by the real-pages scorer to the engine's "Free trial: 7 days → 14 days" by
 * the days on each side, a side without days standing for "none" (test/intel/support/
 * real-pages-score.ts). On development seven sites' readers wrote trials so. Pages of ours, scored
 * as a real case is.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scoreCase, scoreCaseGoal, type Labels } from "./score-case.ts";

const dir = mkdtempSync(join(tmpdir(), "round21-scorer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const URL_ = "https://tidemark.example/pricing";

const card = (name: string, price: string, bullets: string[], cta: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="button" href="/signup">${cta}</a></div>`;
const page = (cta: string) => `<!doctype html><html><head><title>Pricing — Tidemark</title><meta name="description" content="Tide tables for harbour masters."></head><body><main><h1>Pricing</h1><div class="pricing">${card("Solo", "$12/month", ["Tide tables", "Email alerts"], "Buy Solo")}${card("Pro", "$39/month", ["Tide tables", "Team inbox"], cta)}</div></main></body></html>`;

const score = (slug: string, old: string, now: string, changes: Labels) => scoreCase(dir, URL_, slug, old, now, changes);

describe("a trial's length written as a message (round 21)", () => {
  test("a message with the trial's days before and after is the engine's trial change", () => {
    expect(score("longer", page("Start 7-day free trial"), page("Start 14-day free trial"), [{ type: "messaging_change", plan: "Pro", before: "Start 7-day free trial", after: "Start 14-day free trial" }])).toEqual({ found: 1, expected: 1, falses: 0 });
    expect(score("came", page("Buy Pro"), page("Start a 3 day trial"), [{ type: "messaging_change", plan: "Pro", before: "Buy Pro", after: "Start a 3 day trial" }])).toEqual({ found: 1, expected: 1, falses: 0 });
  });

  test("other days, a message that names no trial, or the same days: no match", () => {
    expect(score("other-days", page("Start 7-day free trial"), page("Start 14-day free trial"), [{ type: "messaging_change", plan: "Pro", before: "Start 7-day free trial", after: "Start 30-day free trial" }])).toEqual({ found: 0, expected: 1, falses: 1 });
    expect(score("no-trial", page("Start 7-day free trial"), page("Start 14-day free trial"), [{ type: "messaging_change", plan: "Pro", before: "Ships in 7 days", after: "Ships in 14 days" }])).toEqual({ found: 0, expected: 1, falses: 1 });
  });

  test("beside the reader's free-tier line for the same trial, the message leaves the change to it", () => {
    const labels: Labels = [
      { type: "messaging_change", plan: "Pro", before: "Start 7-day free trial", after: "Start 14-day free trial" },
      { type: "free_tier_changed", before: "free trial 7 days", after: "free trial 14 days" },
    ];
    // The free-tier line (a goal label) is the one found, whichever the reader wrote first.
    expect(scoreCaseGoal(dir, URL_, "both", page("Start 7-day free trial"), page("Start 14-day free trial"), labels)).toEqual({ found: 1, goalFound: 1, expected: 2, falses: 0 });
  });
});
