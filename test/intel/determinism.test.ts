/**
 * Same HTML, same facts, byte for byte — also when the pages arrive in another order.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { extractSite } from "../../src/intel/extract-site.ts";
import { buildProfile } from "../../src/intel/analyze/profile.ts";
import { buildRoast } from "../../src/intel/analyze/roast.ts";
import { buildScan } from "../../src/intel/analyze/scan.ts";
import { loadSite, SITES_DIR } from "./support/sites.ts";

const sites = readdirSync(SITES_DIR).filter((s) => !s.startsWith("encoding-windows"));

describe("determinism", () => {
  test("every fixture site: identical JSON twice and with the pages in reverse and rotated order", () => {
    for (const site of sites) {
      const pages = loadSite(site, `${site}.example`);
      const once = JSON.stringify(extractSite(pages));
      expect(JSON.stringify(extractSite(pages))).toBe(once);
      expect(JSON.stringify(extractSite([...pages].reverse()))).toBe(once);
      expect(JSON.stringify(extractSite([...pages.slice(1), pages[0]]))).toBe(once);
    }
  });

  test("scan and roast are stable too", () => {
    const a = extractSite(loadSite("next-data", "shipyard.example"));
    const b = extractSite(loadSite("nuxt", "formwise.example"));
    const at = "2026-11-22T12:00:00.000Z";
    const scan = () => JSON.stringify(buildScan(buildProfile(a), buildProfile(b), at));
    const roast = () => JSON.stringify(buildRoast(a, buildProfile(a), at));
    expect(scan()).toBe(scan());
    expect(roast()).toBe(roast());
  });
});
