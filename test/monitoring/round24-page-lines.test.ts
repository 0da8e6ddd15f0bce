/**
 * Round 24 (issue 25: no change on noise): a feature one check read and the other did not is no
 * change where the other check's page still shows the feature's line — the reading moved (a
 * features section's tiles read in one version, the same words set as plain lines in the next),
 * not the page. On development waves 1–12 and 14–18 the single feature changes whose words were a
 * whole line of the other version's page were 15 alerts no reader wrote down on 12 sites and none a
 * reader did (docs/monitoring.md, "Monitoring on real versions, round 24"). Facts carry each page's
 * short lines as hashes (extract/page-lines.ts); facts stored before that say nothing of it.
 * Pages of ours: a tide-alert app for boat crews, two versions.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { lineHash, MAX_LINE_KEYS, pageLineHashes } from "../../src/intel/extract/page-lines.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const URL_ = "https://tidecrew.example/pricing";
const card = (name: string, price: string, bullets: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul></div>`;
const CARDS = `<div class="pricing">${card("Skiff", "$15/month", ["2 boats", "Tide alerts"])}${card("Fleet", "$45/month", ["20 boats", "Tide alerts", "Crew roster"])}</div>`;
/** A features section: each tile opens with a short heading, read as a feature. */
const tiles = (names: string[]) => `<section class="features"><h2>Built for harbour crews</h2>${names.map((n) => `<div class="feature"><h3>${n}</h3><p>Works from the dock.</p></div>`).join("")}</section>`;
/** The same words set as plain lines of a strip: on the page, not read as features. */
const strip = (names: string[]) => `<section class="proof"><h2>Built for harbour crews</h2>${names.map((n) => `<p><strong>${n}</strong></p>`).join("")}<p>Works from the dock.</p></section>`;
const page = (extra: string) => `<!doctype html><html><head><title>Pricing — Tidecrew</title></head><body><main><h1>Plans for boat crews</h1>${CARDS}${extra}</main></body></html>`;
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const lines = (a: string, b: string) => diffFacts(read(a), read(b)).map((c) => `${c.type} ${c.summary}`);
const THREE = ["Offline charts", "Mooring log", "Weather radar"];

describe("a feature whose line the other page still shows is no change (round 24)", () => {
  test("tiles read as features in one version, the same words as plain lines in the next: nothing removed", () => {
    const [old, now] = [read(page(tiles(THREE))), read(page(strip(THREE)))];
    // The reading moved: the older version reads the tiles, the newer one does not.
    expect(old.features.map((f) => f.name)).toEqual(expect.arrayContaining(THREE));
    expect(now.features.map((f) => f.name)).not.toContain("Mooring log");
    expect(diffFacts(old, now)).toEqual([]);
  });

  test("and the other way round: words already on the older page, read as tiles now, are nothing added", () => {
    expect(lines(page(strip(THREE)), page(tiles(THREE)))).toEqual([]);
  });

  test("a tile whose words left the page is still a feature removed", () => {
    expect(lines(page(tiles(THREE)), page(strip(["Offline charts", "Weather radar"])))).toEqual(["feature_removed Feature removed: Mooring log"]);
  });

  test("a tile that came with words the older page never showed is still a feature added", () => {
    expect(lines(page(strip(THREE)), page(tiles([...THREE, "Fuel tracker"])))).toEqual(["feature_added Feature added: Fuel tracker"]);
  });

  test("facts stored before page lines existed compare as before", () => {
    const [old, now] = [read(page(tiles(THREE))), read(page(strip(THREE)))];
    delete old.page_lines;
    delete now.page_lines;
    expect(diffFacts(old, now).map((c) => c.summary)).toEqual(["Feature removed: Mooring log", "Feature removed: Offline charts", "Feature removed: Weather radar"]);
  });

  test("a line the other check shows on another page proves nothing for this one", () => {
    const [old, now] = [read(page(tiles(THREE))), read(page(strip(THREE)))];
    now.page_lines = now.page_lines!.map((p) => ({ ...p, url: "https://tidecrew.example/about" }));
    expect(diffFacts(old, now)).toHaveLength(3);
  });
});

describe("a plan whose name the other page still shows, where a check read no plan, is no change (round 24)", () => {
  const cards = (skiff: string, fleet: string) => `<div class="pricing">${card("Skiff", skiff, ["2 boats", "Tide alerts"])}${card("Fleet", fleet, ["20 boats", "Tide alerts", "Crew roster"])}</div>`;
  const bare = (body: string) => `<!doctype html><html><head><title>Pricing — Tidecrew</title></head><body><main><h1>Plans for boat crews</h1>${body}</main></body></html>`;
  const priced = bare(cards("$15/month", "$45/month"));
  // The next version draws its prices with a script: the cards and their names are still there, no plan is read.
  const drawn = bare(cards('<span data-price="skiff"></span>', '<span data-price="fleet"></span>'));
  const readSure = (html: string) => extractSite([{ url: URL_, html }], { url: URL_, abstain: true });

  test("prices drawn by a script in one version: the plans still named on the page are neither removed nor added", () => {
    const [old, now] = [readSure(priced), readSure(drawn)];
    expect(old.plans.map((p) => p.name)).toEqual(["Skiff", "Fleet"]);
    expect(now.plans).toEqual([]);
    expect(diffFacts(old, now)).toEqual([]);
    expect(diffFacts(now, old)).toEqual([]);
  });

  test("a page whose cards and names went is still every plan removed", () => {
    const gone = bare("<p>Tidecrew is free while we rebuild.</p>");
    expect(diffFacts(readSure(priced), readSure(gone)).filter((c) => c.type === "plan_removed").map((c) => c.summary)).toEqual(["Plan removed: Fleet ($45/month)", "Plan removed: Skiff ($15/month)"]);
  });

  test("where both checks read plans, a plan gone from the cards is removed even if its name stays on the page", () => {
    const one = bare(`${cards("$15/month", "$45/month").replace(/<div class="card"><h3>Fleet.*?<\/div>/, "")}<p>Fleet</p>`);
    expect(readSure(one).plans.map((p) => p.name)).toEqual(["Skiff"]);
    expect(diffFacts(readSure(priced), readSure(one)).filter((c) => c.type === "plan_removed").map((c) => c.subject)).toEqual(["Fleet"]);
  });
});

describe("page lines are small and bounded (round 24)", () => {
  test("a line's hash ignores case, punctuation and glyphs, not letters or numbers", () => {
    expect(lineHash("✓ Météo radar!")).toBe(lineHash("météo — RADAR"));
    expect(lineHash("Météo radar")).not.toBe(lineHash("Meteo radar"));
    expect(lineHash("2 boats")).not.toBe(lineHash("20 boats"));
    expect(lineHash("Weather radar")).not.toBe(lineHash("Weather radars"));
    expect(lineHash(" — ")).toBeNull();
  });

  test("a page of a hundred thousand lines keeps at most MAX_LINE_KEYS hashes, and long lines none", () => {
    const many = Array.from({ length: 100_000 }, (_, i) => `Line ${i}`).join("\n");
    expect(pageLineHashes({ visible: many }).length).toBeLessThanOrEqual(MAX_LINE_KEYS);
    expect(pageLineHashes({ visible: `${"word ".repeat(100)}\nShort line` })).toEqual([lineHash("Short line")!]);
  });

  test("the facts carry each page read with its lines", () => {
    const f = read(page(strip(THREE)));
    expect(f.page_lines!.map((p) => p.url)).toEqual([URL_]);
    expect(f.page_lines![0]!.hashes).toContain(lineHash("Mooring log")!);
  });
});
