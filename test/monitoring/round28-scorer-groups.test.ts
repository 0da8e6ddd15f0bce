/**
 * Round 28: a grouped price list's reader writes a change's plan as "Name (Group)" so that two rows
 * of one name stay apart; the engine names a plan by its name alone. The real-pages scorer drops the
 * suffix where it is one of the case's groups (test/intel/support/real-pages-score.ts,
 * `withoutGroup`, monitor28) — four development cases of wave 22 write 139 changes so. Pages of ours.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractSite } from "../../src/intel/extract-site.ts";
import { scoreVersions, type RealCase } from "../intel/support/real-pages-score.ts";

const dir = mkdtempSync(join(tmpdir(), "round28-groups-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const URL_ = "https://ferrywell.example/pricing";
const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul><li>Route planner</li><li>Crew roster</li></ul><a class="button" href="/signup">Choose ${name}</a></div>`;
const page = (...cards: string[]) => `<!doctype html><html><head><title>Pricing — Ferrywell</title></head><body><main><h1>Pricing</h1><div class="pricing">${cards.join("")}</div></main></body></html>`;
const before = page(card("Harbour", "$45/month"), card("Marina", "$90/month"));
const now = page(card("Dock", "$19/month"), card("Harbour", "$45/month"), card("Marina", "$90/month"));

function score(slug: string, plan: string, group: string | undefined) {
  mkdirSync(join(dir, slug), { recursive: true });
  writeFileSync(join(dir, slug, "pricing.html"), now);
  writeFileSync(join(dir, slug, "old.html"), before);
  const plans = [
    { name: "Dock", amount: 19, currency: "USD", period: "month", per_user: false, group },
    { name: "Harbour", amount: 45, currency: "USD", period: "month", per_user: false, group },
    { name: "Marina", amount: 90, currency: "USD", period: "month", per_user: false, group },
  ];
  const c: RealCase = { slug, company: slug, repo: "ours/scored", commit: "b".repeat(40), pages: [{ role: "pricing", path: "pricing.html", url: URL_ }], plans, versions: [{ commit: "a".repeat(40), file: "old.html", changes: [{ type: "plan_added", plan, after: "$19/month" }] }] };
  const r = scoreVersions(dir, c, extractSite([{ url: URL_, html: now }], { url: URL_ }));
  return { found: r.found, expected: r.expected, falses: r.falses };
}

describe("a change's plan written with its group (round 28)", () => {
  test("'Dock (Boats)' on a case whose plans are grouped under 'Boats' is the engine's Dock", () => {
    expect(score("grouped", "Dock (Boats)", "Boats")).toEqual({ found: 1, expected: 1, falses: 0 });
  });

  test("a bracket that is no group of the case stays part of the name", () => {
    expect(score("not-a-group", "Dock (Boats)", undefined)).toEqual({ found: 0, expected: 1, falses: 1 });
  });
});
