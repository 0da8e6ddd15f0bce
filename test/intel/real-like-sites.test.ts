/**
 * The whole-site corpus (test/fixtures/real-like-sites, see its README — reconstructions, not
 * copies): each site read as home + features/product + pricing pages, compared with what an
 * analyst writes down (test/intel/support/real-like-sites.ts): name, headline, description, every
 * plan, every feature they list and none they would never list, every signal with its value.
 */
import { describe, expect, test } from "bun:test";
import { buildProfile } from "../../src/intel/analyze/profile.ts";
import { extractSite } from "../../src/intel/extract-site.ts";
import { keyOf } from "../../src/intel/extract/text.ts";
import { shape } from "./support/real-like.ts";
import { loadSitePages, SITE_CASES, scoreSite, siteUrl } from "./support/real-like-sites.ts";

describe("real-like whole sites: identity, plans, features and signals", () => {
  for (const c of SITE_CASES) {
    test(c.dir, () => {
      const pages = loadSitePages(c);
      const facts = extractSite(pages, { url: siteUrl(c), strict: true });
      expect(facts.pages).toEqual(pages.map((p) => p.url).sort());
      expect(c.name).toContain(facts.name?.value ?? "");
      expect(facts.headline?.value).toBe(c.headline);
      expect(facts.headline?.evidence.url).toBe(siteUrl(c));
      expect(c.description).toContain(facts.description?.value ?? "");
      expect(facts.plans.map(shape)).toEqual(c.plans.map(shape));
      if (c.usage) expect(facts.usage_prices.length).toBeGreaterThan(0);

      const names = facts.features.map((f) => keyOf(f.name));
      for (const f of c.features) expect(names).toContain(keyOf(f));
      for (const f of c.notFeatures) expect(names).not.toContain(keyOf(f));
      // Every feature is one the analyst listed or would accept (limits, section names).
      const ok = new Set([...c.features, ...c.alsoOk].map(keyOf));
      expect(names.filter((n) => !ok.has(n))).toEqual([]);
      for (const f of facts.features) expect(pages.map((p) => p.url)).toContain(f.evidence.url);
      // A plan's limits are the plan's, never the site's features (issue 25).
      const limits = facts.plans.flatMap((p) => p.limits ?? []).map(keyOf);
      for (const l of c.limits ?? []) {
        expect(limits).toContain(keyOf(l));
        expect(names).not.toContain(keyOf(l));
      }

      const score = scoreSite(c, facts);
      expect(score.signals.missing).toEqual([]);
      expect(score.signals.wrong).toEqual([]);
      for (const s of facts.signals) {
        expect(pages.map((p) => p.url)).toContain(s.evidence.url);
        expect(s.evidence.snippet.length).toBeGreaterThan(0);
        expect(s.evidence.snippet.length).toBeLessThanOrEqual(160);
      }
      const kinds = facts.signals.map((s) => s.kind);
      for (const k of c.notSignals) expect(kinds).not.toContain(k);

      const profile = buildProfile(facts);
      expect(profile.headline).toBe(c.headline);
      expect(profile.pricing.free_tier).toBe(c.plans.some((p) => p.free));
    });
  }

  test("the same site read in any page order gives the same facts, byte for byte", () => {
    for (const c of SITE_CASES) {
      const pages = loadSitePages(c);
      const a = JSON.stringify(extractSite(pages, { url: siteUrl(c), strict: true }));
      const b = JSON.stringify(extractSite([...pages].reverse(), { url: siteUrl(c), strict: true }));
      expect(b).toBe(a);
    }
  });

  test("the home page alone still gives the headline, description and home features", () => {
    for (const c of SITE_CASES) {
      const facts = extractSite([loadSitePages(c)[0]], { url: siteUrl(c), strict: true });
      expect(facts.headline?.value).toBe(c.headline);
      expect(c.description).toContain(facts.description?.value ?? "");
      const bad = new Set(c.notFeatures.map(keyOf));
      for (const f of facts.features) expect(bad.has(keyOf(f.name))).toBe(false);
    }
  });
});
