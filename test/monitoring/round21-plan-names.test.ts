/**
 * Round 21: a card's title read as a plan in one check and as a feature in the other. A name either
 * check reads as a plan (reported or withheld) is no feature added or removed: the plan's own
 * change says what moved (docs/monitoring.md, "Monitoring on real versions, round 21"). On
 * development (8 sites) this was platform cards that became a features grid's tiles, billing toggles
 * ("Annual") read as a plan and as a feature, tier names inside another tier's list. Pages of ours,
 * read as the product reads them (with abstention).
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";

const HOME = "https://quillnest.example/";
const PRICES = "https://quillnest.example/pricing";
const homePage = `<!doctype html><html><head><title>Quillnest</title></head><body><h1>Quillnest</h1><p>Offline dictation for writers.</p><a href="/pricing">Pricing</a></body></html>`;
const card = (name: string, price: string, bullets: string[]) =>
  `<div class="pricing-card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/buy">Buy now</a></div>`;
const tiles = (names: [string, string][]) =>
  `<section class="features"><h2>Runs where you write</h2><div class="grid">${names.map(([n, line]) => `<div class="tile"><h3>${n}</h3><p>${line}</p></div>`).join("")}</div></section>`;
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Quillnest pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const read = (html: string) => extractSite([{ url: HOME, html: homePage }, { url: PRICES, html }], { url: HOME, abstain: true });
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);

const desktop = `<section class="pricing">${card("Quillnest Desktop", "$79 one-time", ["Lifetime licence", "Offline dictation"])}</section>`;
const platformTiles: [string, string][] = [["Mac", "Apple silicon and Intel."], ["Windows", "Windows 10 and later."], ["Linux", "An AppImage for any distribution."]];
/** One card per platform, each a plan … */
const platforms = read(page(`<section class="pricing">${["Mac", "Windows", "Linux"].map((n) => card(n, "$79 one-time", ["Lifetime licence", "Offline dictation"])).join("")}</section>`));
/** … then one licence, the platforms now tiles of a features grid. */
const licence = read(page(desktop + tiles(platformTiles)));

describe("a plan's name read as a feature in the other check", () => {
  test("the pages of ours are read that way (the case the rule is for)", () => {
    expect(platforms.plans.map((p) => p.name)).toEqual(["Mac", "Windows", "Linux"]);
    expect(licence.plans.map((p) => p.name)).toEqual(["Quillnest Desktop"]);
    expect(licence.features.map((f) => f.name)).toContain("Mac");
  });

  test("the platforms are plans removed, never features added as well; either way round", () => {
    expect(brief(diffFacts(platforms, licence))).toEqual([
      "plan_added Plan added: Quillnest Desktop ($79 one-time)",
      "plan_removed Plan removed: Linux ($79 one-time)",
      "plan_removed Plan removed: Mac ($79 one-time)",
      "plan_removed Plan removed: Windows ($79 one-time)",
    ]);
    expect(brief(diffFacts(licence, platforms)).filter((s) => s.startsWith("feature_"))).toEqual([]);
  });

  test("a tile that names no plan is still a feature change", () => {
    const android = read(page(desktop + tiles([...platformTiles, ["Android", "Phones and tablets."]])));
    expect(brief(diffFacts(platforms, android)).filter((s) => s.startsWith("feature_"))).toEqual(["feature_added Feature added: Android"]);
  });
});
