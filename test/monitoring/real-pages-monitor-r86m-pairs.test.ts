/**
 * Round 86m (second part): version pairs as a check reads them. (1) A one-page site whose home is
 * its pricing page (one source file, "/#pricing"): the scorer read an old pricing version beside
 * the current home, a pair no check ever reads, and the home's current lines hid every feature the
 * newer version added (round 24's line test). Every page served from the pricing page's file is
 * read from the version's file. (2) A headline whose letters were split or joined by a space (a
 * first letter styled apart) is no message changed. Pages of ours: a tide-table app.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";
import { casePages, type RealCase } from "../intel/support/real-pages-score.ts";

const URL_ = "https://tidecard.example/";
const page = (headline: string) => `<!doctype html><html><head><title>Tidecard</title></head><body><main><h1>${headline}</h1><div class="pricing"><div class="card"><h3>Skipper</h3><p class="price">$6/month</p><ul><li>Tide tables</li><li>Moon phases</li></ul></div><div class="card"><h3>Harbour</h3><p class="price">$15/month</p><ul><li>Tide tables</li><li>Crew sharing</li></ul></div></div></main></body></html>`;
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });

describe("a headline split by a space (round 86m)", () => {
  test("the same letters with a space added or dropped are no message", () => {
    expect(diffFacts(read(page("T ide tables for every harbour")), read(page("Tide tables for every harbour")))).toEqual([]);
  });
  test("other words are still a message", () => {
    expect(diffFacts(read(page("Tide tables for every harbour")), read(page("Tide tables for every marina"))).map((c) => c.type)).toEqual(["messaging_change"]);
  });
});

describe("the scorer reads a one-page site's version for every page of that file (round 86m)", () => {
  const dir = mkdtempSync(join(tmpdir(), "r86m-pairs-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  test("home and pricing from one source file both read the old version", () => {
    mkdirSync(join(dir, "tidecard"));
    writeFileSync(join(dir, "tidecard", "pricing.html"), "NEW");
    writeFileSync(join(dir, "tidecard", "home.html"), "NEW");
    writeFileSync(join(dir, "tidecard", "pricing.abc1234.html"), "OLD");
    const c = { slug: "tidecard", pages: [{ role: "pricing", path: "site/index.html", url: `${URL_}#pricing` }, { role: "home", path: "site/index.html", url: URL_ }] } as unknown as RealCase;
    expect(casePages(dir, c, "pricing.abc1234.html")!.pages.map((p) => p.html)).toEqual(["OLD", "OLD"]);
    const apart = { ...c, pages: [c.pages[0]!, { role: "home", path: "site/home.html", url: URL_ }] } as RealCase;
    expect(casePages(dir, apart, "pricing.abc1234.html")!.pages.map((p) => p.html)).toEqual(["OLD", "NEW"]);
  });
});
