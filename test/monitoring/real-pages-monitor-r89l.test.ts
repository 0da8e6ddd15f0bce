/**
 * Round 89, part l. A heading that asks is no feature, in any script: the feature reader already
 * left out headings ending in "?", but not in the full-width "？" or the Arabic "؟", nor with a
 * closing quote after it — so an FAQ's questions rewritten were reported by monitoring as features
 * added and removed. A name that only holds a question inside it, and a feature that states what a
 * plan gives, are read and compared as before.
 *
 * Pages of ours, extracted and diffed by the engine.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const URL_ = "https://ferrowick.example/pricing";
const plan = (name: string, price: string, bullets: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="button" href="/signup">Start ${name}</a></div>`;
const cards = `<div class="pricing">${plan("Solo", "$9/month", ["Kiln log", "Glaze notes"])}${plan("Studio", "$29/month", ["Kiln log", "Shared shelves"])}</div>`;
// A grid of tiles under h3 headings: the feature reader takes each heading for a feature.
const tiles = (names: string[]) => `<!doctype html><html><head><title>Pricing — Ferrowick</title></head><body><main><h1>Ferrowick pricing</h1>${cards}<section class="features"><h2>Everything a pottery studio needs</h2><div class="features-grid">${names.map((t) => `<div class="feature"><h3>${t}</h3><p>Answered by our team.</p></div>`).join("")}</div></section></main></body></html>`;
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });

describe("a question is no feature to watch (round 89 l)", () => {
  test("FAQ questions in any script rewritten are no features, and no change", () => {
    const before = read(tiles(["Firing schedules", "هل يمكنني الإلغاء في أي وقت؟", "料金はいつ請求されますか？"]));
    const after = read(tiles(["Firing schedules", "كيف تتم الفوترة والدفع؟", "\"Can I switch plans later?\"", "プランはあとで変更できますか？"]));
    expect(before.features.map((f) => f.name)).toEqual(expect.arrayContaining(["Firing schedules"]));
    expect([...before.features, ...after.features].filter((f) => /[?？؟]/.test(f.name))).toEqual([]);
    expect(diffFacts(before, after).filter((c) => c.type === "feature_added" || c.type === "feature_removed")).toEqual([]);
  });

  test("a question inside a feature's name keeps it a feature", () => {
    const names = read(tiles(["Firing schedules", "「焼成できる？」に即答", "Glaze recipes"])).features.map((f) => f.name);
    expect(names).toContain("「焼成できる？」に即答");
    expect(names).toContain("Glaze recipes");
  });

  test("a feature that states what it gives is still compared", () => {
    const changes = diffFacts(read(tiles(["Firing schedules", "Can I cancel at any time?", "Clay inventory"])), read(tiles(["Firing schedules", "Can I cancel at any time?", "Glaze recipes"])));
    expect(changes.map((c) => c.summary)).toContain("Feature replaced: Clay inventory → Glaze recipes");
  });


});
