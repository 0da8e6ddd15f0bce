/**
 * Round 22: a reader's message that is one line of a plan card rewritten ("Nightly backups" →
 * "Hourly snapshots") is matched by the real-pages scorer to the engine's feature removed with the
 * old line and feature added with the new one — one event a reader wrote once and the engine says
 * in two lines, as a rename (test/intel/support/real-pages-score.ts, `lineAsMessage`). On
 * development, readers wrote card lines so on several sites (a CPU model on each of three plans, a
 * stream limit, a tagline of a course). Pages of ours, scored as a real case is.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scoreCaseGoal, type Labels } from "./score-case.ts";

const dir = mkdtempSync(join(tmpdir(), "round22-lines-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const URL_ = "https://ferrywell.example/pricing";
const card = (name: string, price: string, bullets: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="button" href="/signup">Choose ${name}</a></div>`;
const page = (line: string) => `<!doctype html><html><head><title>Pricing — Ferrywell</title></head><body><main><h1>Pricing</h1><div class="pricing">${card("Dock", "$15/month", ["Route planner", line])}${card("Harbour", "$45/month", ["Route planner", "Crew roster"])}</div></main></body></html>`;
const score = (slug: string, labels: Labels) => scoreCaseGoal(dir, URL_, slug, page("Nightly backups"), page("Hourly snapshots"), labels);

describe("a card line rewritten, written as a message (round 22)", () => {
  test("the old line removed and the new one added are the reader's one message", () => {
    expect(score("line", [{ type: "messaging_change", plan: "Dock", before: "Nightly backups", after: "Hourly snapshots" }])).toEqual({ found: 1, goalFound: 0, expected: 1, falses: 0 });
  });

  test("a message whose lines are not both the engine's changes is not matched", () => {
    // (Since round 23 the engine says the line replaced once: one alert unmatched, not two.)
    expect(score("one-side", [{ type: "messaging_change", plan: "Dock", before: "Nightly backups", after: "Hourly backups" }])).toEqual({ found: 0, goalFound: 0, expected: 1, falses: 1 });
  });
});
