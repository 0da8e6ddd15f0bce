/**
 * Round 19: a reader's feature label that is the feature's name with a gloss after it — a
 * parenthesis ("Data export (paid plans)", "跨设备云同步 (cross-device cloud sync)") or the row's
 * value ("Welcome bonus 300 pts") — is matched by the real-pages scorer to the change of the
 * feature whose whole name opens the label (test/intel/support/real-pages-score.ts), on a page pair
 * of ours scored as a real case is. One word that says little ("Audit (Pro)") matches nothing.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scoreCase, type Labels } from "./score-case.ts";

const dir = mkdtempSync(join(tmpdir(), "round19-scorer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const URL_ = "https://pebblecrate.example/pricing";

const card = (name: string, price: string, bullets: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul></div>`;
const page = (extra: string[]) => `<!doctype html><html><head><title>Pricing — Pebblecrate</title><meta name="description" content="Parcel tracking for makers."></head><body><main><h1>Pricing</h1><div class="pricing">${card("Solo", "$12/month", ["Parcel tracking", "Email alerts", ...extra])}${card("Studio", "$39/month", ["Parcel tracking", "Team inbox", ...extra])}</div></main></body></html>`;

const score = (slug: string, old: string, now: string, changes: Labels) => scoreCase(dir, URL_, slug, old, now, changes);

describe("labels with a gloss (round 19)", () => {
  test("a label that glosses the feature's name in a parenthesis, or gives its value, is that feature's change", () => {
    expect(score("gloss", page([]), page(["Label printing"]), [{ type: "feature_added", feature: "Label printing (paid plans)" }])).toEqual({ found: 1, expected: 1, falses: 0 });
    expect(score("gloss-cjk", page([]), page(["跨设备云同步"]), [{ type: "feature_added", feature: "跨设备云同步 (cross-device cloud sync)" }])).toEqual({ found: 1, expected: 1, falses: 0 });
    expect(score("value", page([]), page(["Welcome bonus"]), [{ type: "feature_added", feature: "Welcome bonus 300 pts" }])).toEqual({ found: 1, expected: 1, falses: 0 });
  });

  test("a name of one short word, or other words after the name, is no gloss", () => {
    expect(score("one-word", page([]), page(["Audit"]), [{ type: "feature_added", feature: "Audit (Pro)" }])).toEqual({ found: 0, expected: 1, falses: 1 });
    expect(score("more-words", page([]), page(["Label printing"]), [{ type: "feature_added", feature: "Label printing and stickers" }])).toEqual({ found: 0, expected: 1, falses: 1 });
  });
});
