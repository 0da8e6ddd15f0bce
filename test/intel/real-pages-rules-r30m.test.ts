/**
 * Round 30 (monitor30), in the monitoring diff: a plan's limit one check read whose line the other
 * check's page still shows was read in one version only — no limit added or removed (round 24's
 * line test, which features already pass through, now for limits). docs/monitoring.md, "Round 30
 * (monitor30)". Pages of ours: a tide-alert app for boat crews, in versions.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const URL_ = "https://tidecrew.example/pricing";
const card = (name: string, price: string, bullets: string[], note = "") => `<div class="card"><h3>${name}</h3><p class="price">${price}</p>${note}<ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul></div>`;
const page = (cards: string, extra = "") => `<!doctype html><html><head><title>Pricing — Tidecrew</title></head><body><main><h1>Plans for boat crews</h1><div class="pricing">${cards}</div>${extra}</main></body></html>`;
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const lines = (a: string, b: string) => diffFacts(read(a), read(b)).map((c) => `${c.type} ${c.summary}`);
const FLEET = card("Fleet", "$45/month", ["20 boats", "Tide alerts", "Crew roster"]);
/** The older version: Skiff's "2 boats" is a bullet, read as its limit. */
const OLD = page(card("Skiff", "$15/month", ["2 boats", "Tide alerts"]) + FLEET);
/** The newer version: the same words set as a note under the price, a line the limit split does not read. */
const NOTE = page(card("Skiff", "$15/month", ["Tide alerts"], "<p>2 boats</p>") + FLEET);

describe("a limit whose line the other page still shows is no change (round 30)", () => {
  test("the reading moved, not the page: the limit read in one version only is no limit removed", () => {
    const [old, now] = [read(OLD), read(NOTE)];
    expect(old.plans.find((p) => p.name === "Skiff")?.limits).toEqual(["2 boats"]);
    expect(now.plans.find((p) => p.name === "Skiff")?.limits).toEqual([]);
    expect(diffFacts(old, now)).toEqual([]);
  });

  test("and the other way round: no limit added", () => {
    expect(lines(NOTE, OLD)).toEqual([]);
  });

  test("a limit whose line left the page is still a limit removed", () => {
    expect(lines(OLD, page(card("Skiff", "$15/month", ["Tide alerts"]) + FLEET))).toEqual(["feature_removed Limit removed: Skiff: 2 boats"]);
  });

  test("the nearest look-alike: the words inside a longer line are no line of the page — still removed", () => {
    expect(lines(OLD, page(card("Skiff", "$15/month", ["Tide alerts"]) + FLEET, "<p>Every plan starts at 2 boats</p>"))).toEqual(["feature_removed Limit removed: Skiff: 2 boats"]);
  });

  test("a real limit added, its line new to the page, is still reported", () => {
    const more = page(card("Skiff", "$15/month", ["2 boats", "Tide alerts", "3 crew logins"]) + card("Fleet", "$45/month", ["20 boats", "Tide alerts", "Crew roster", "30 crew logins"]));
    expect(lines(OLD, more).sort()).toEqual(["feature_added Limit added: Fleet: 30 crew logins", "feature_added Limit added: Skiff: 3 crew logins"]);
  });

  test("a limit that moved is judged as before: its new line is no line of the old page", () => {
    const raised = page(card("Skiff", "$15/month", ["4 boats", "Tide alerts"]) + FLEET);
    expect(lines(OLD, raised)).toEqual(["feature_added Limit raised: Skiff: 2 boats → 4 boats"]);
  });

  test("facts stored without page lines compare as before", () => {
    const [old, now] = [read(OLD), read(NOTE)];
    delete old.page_lines;
    delete now.page_lines;
    expect(diffFacts(old, now).map((c) => c.summary)).toEqual(["Limit removed: Skiff: 2 boats"]);
  });
});
