/**
 * Round 22 (issue 25, point 4: a plan's limits are its terms, not features): several limits of one
 * plan that move in one check are one alert for that plan, saying each ("Limits changed: Reef:
 * 2 GB RAM → 4 GB RAM; 20 GB SSD → 40 GB SSD; added 2 Slots"), not a "feature added" per spec line;
 * one limit alone keeps its own line. The real-pages scorer matches such an alert to every reader's
 * label of one of its limits (a limit added or removed, or a message with its figures both sides).
 * Pages of ours: a game-server host's two plan cards, two versions.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";
import { scoreCase } from "./score-case.ts";

const URL_ = "https://kelpforge.example/pricing";
const card = (name: string, price: string, bullets: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="button" href="/order">Order</a></div>`;
const page = (reef: string[], abyss: string[]) => `<!doctype html><html><head><title>Plans — Kelpforge</title></head><body><main><h1>Server plans</h1><div class="plans">${card("Reef", "$8/month", reef)}${card("Abyss", "$20/month", abyss)}</div></main></body></html>`;
const OLD = page(["2 GB RAM", "20 GB SSD", "1 vCPU", "Daily backups"], ["8 GB RAM", "80 GB SSD", "4 vCPU", "Daily backups"]);
const NEW = page(["4 GB RAM", "40 GB SSD", "1 vCPU", "2 Slots", "Daily backups"], ["8 GB RAM", "80 GB SSD", "4 vCPU", "Unlimited Slots", "Daily backups"]);
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });

describe("a plan's limits moved together (round 22)", () => {
  test("several limits of one plan are one alert naming each; one limit alone stays its own line", () => {
    const cs = diffFacts(read(OLD), read(NEW));
    expect(cs.map((c) => `${c.type} ${c.summary}`)).toEqual([
      "feature_added Limits changed: Reef: 2 GB RAM → 4 GB RAM; 20 GB SSD → 40 GB SSD; added 2 Slots",
      "feature_added Limit added: Abyss: Unlimited Slots",
    ]);
    expect(cs[0]).toMatchObject({ subject: "Reef limits", before: "2 GB RAM; 20 GB SSD", after: "4 GB RAM; 40 GB SSD; 2 Slots" });
  });

  test("a part that takes something away makes the plan's alert a removal; the order of the card's lines does not matter", () => {
    const fewer = page(["4 GB RAM", "1 vCPU", "Daily backups"], ["8 GB RAM", "80 GB SSD", "4 vCPU", "Daily backups"]);
    const shuffled = page(["Daily backups", "1 vCPU", "20 GB SSD", "2 GB RAM"], ["8 GB RAM", "80 GB SSD", "4 vCPU", "Daily backups"]);
    const one = diffFacts(read(OLD), read(fewer));
    expect(one.map((c) => `${c.type} ${c.summary}`)).toEqual(["feature_removed Limits changed: Reef: 2 GB RAM → 4 GB RAM; removed 20 GB SSD"]);
    expect(diffFacts(read(shuffled), read(fewer))).toEqual(one);
  });
});

describe("the scorer matches a plan's limits alert to each label of its limits (round 22)", () => {
  const dir = mkdtempSync(join(tmpdir(), "round22-limits-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a limit added, and a quota moved written as a message, are both that one alert", () => {
    const labels = [
      { type: "feature_added" as const, plan: "Reef", feature: "2 Slots" },
      { type: "messaging_change" as const, plan: "Reef", before: "2 GB RAM", after: "4 GB RAM" },
      { type: "feature_added" as const, plan: "Abyss", feature: "Unlimited Slots" },
    ];
    expect(scoreCase(dir, URL_, "labelled", OLD, NEW, labels)).toEqual({ found: 3, expected: 3, falses: 0 });
  });

  test("a label of another plan, or of a limit the alert does not name, is not matched", () => {
    const labels = [
      { type: "feature_added" as const, plan: "Abyss", feature: "2 Slots" },
      { type: "feature_added" as const, plan: "Reef", feature: "3 Slots" },
    ];
    expect(scoreCase(dir, URL_, "other", OLD, NEW, labels)).toEqual({ found: 0, expected: 2, falses: 2 });
  });
});

describe("a reader's limits joined in one label (round 22)", () => {
  const dir = mkdtempSync(join(tmpdir(), "round22-joined-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("each part one of the plan's alert's limits on that side: the alert is the label's", () => {
    const joined = [{ type: "feature_added" as const, plan: "Reef", feature: "4 GB RAM, 40 GB SSD, 2 Slots" }];
    expect(scoreCase(dir, URL_, "joined", OLD, NEW, joined)).toEqual({ found: 1, expected: 1, falses: 1 });
    const wrongSide = [{ type: "feature_removed" as const, plan: "Reef", feature: "4 GB RAM, 40 GB SSD, 2 Slots" }];
    expect(scoreCase(dir, URL_, "wrong-side", OLD, NEW, wrongSide)).toEqual({ found: 0, expected: 1, falses: 2 });
  });
});

describe("a moved limit labelled by its new words (round 22)", () => {
  const dir = mkdtempSync(join(tmpdir(), "round22-moved-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a quota lowered written as the new quota removed is the plan's alert", () => {
    const labels = [{ type: "feature_removed" as const, plan: "Reef", feature: "4 GB RAM" }, { type: "feature_added" as const, plan: "Abyss", feature: "Unlimited Slots" }];
    expect(scoreCase(dir, URL_, "moved", OLD, NEW, labels)).toEqual({ found: 2, expected: 2, falses: 0 });
  });
});

describe("a reader's label joining a feature and a limit of the plan's alert (round 22)", () => {
  const dir = mkdtempSync(join(tmpdir(), "round22-mixed-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("each part found, the feature by its own change, the limit in the plan's alert", () => {
    const withSupport = page(["4 GB RAM", "40 GB SSD", "1 vCPU", "2 Slots", "Daily backups", "Priority support"], ["8 GB RAM", "80 GB SSD", "4 vCPU", "Unlimited Slots", "Daily backups"]);
    const labels = [{ type: "feature_added" as const, plan: "Reef", feature: "Priority support and 2 Slots" }, { type: "feature_added" as const, plan: "Abyss", feature: "Unlimited Slots" }];
    expect(scoreCase(dir, URL_, "mixed", OLD, withSupport, labels)).toEqual({ found: 2, expected: 2, falses: 0 });
  });
});
