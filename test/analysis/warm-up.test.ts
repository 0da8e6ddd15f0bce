/**
 * The analysis worker's warm-up (src/analysis/warm-up.ts) must exercise what a real site's first
 * analysis would otherwise pay for: discovery, and extraction reaching the plan readers. If the
 * readers change so that the warm-up page reads no plan, the warm-up would only warm the parser
 * and a fresh worker's first site would again pay for compiling the rest — this test says so.
 */
import { expect, test } from "bun:test";
import { warmUp } from "../../src/analysis/warm-up";

test("the warm-up site is read through to its plans, prices and features", () => {
  const facts = warmUp();
  expect(facts).not.toBeNull();
  expect(facts!.plans.map((p) => p.name)).toEqual(expect.arrayContaining(["Free", "Team", "Business"]));
  expect(facts!.plans.some((p) => p.amount !== null && p.amount > 0)).toBe(true);
  expect(facts!.features.length).toBeGreaterThan(0);
});
