/**
 * The real-like corpus: reconstructions of well-known SaaS pricing pages (test/fixtures/real-like,
 * see its README — not copies), each read as a lone saved page the way a scan of its pricing URL
 * would, and compared plan by plan with what a reader of the page writes down
 * (test/intel/support/real-like.ts). A wrong plan (an add-on, a table cell, another product's
 * card, a FAQ price) fails the case as much as a missed one.
 */
import { describe, expect, test } from "bun:test";
import { buildProfile } from "../../src/intel/analyze/profile.ts";
import { extractSite } from "../../src/intel/extract-site.ts";
import { CASES, loadCase, shape } from "./support/real-like.ts";

describe("real-like pricing pages, plan by plan", () => {
  for (const c of CASES) {
    test(c.file, () => {
      const page = loadCase(c);
      const facts = extractSite([page], { strict: true });
      expect(facts.name?.value).toBe(c.name);
      expect(facts.plans.map(shape)).toEqual(c.plans.map(shape));
      expect(facts.pricing_model).toBe(c.model);
      for (const p of facts.plans) {
        expect(p.evidence.url).toBe(c.url);
        expect(p.evidence.snippet.length).toBeGreaterThan(0);
        expect(p.price_text.length).toBeGreaterThan(0);
      }
      const profile = buildProfile(facts);
      expect(profile.pricing.starting_price === null ? null : [profile.pricing.starting_price, profile.pricing.starting_price_per_user]).toEqual(c.start);
      expect(profile.pricing.trial_days).toBe(c.trial);
      expect(profile.pricing.free_tier).toBe(c.freeTier ?? c.plans.some((p) => p.free));
      const names = facts.features.map((f) => f.name);
      for (const f of c.features) expect(names).toContain(f);
      for (const l of c.limits ?? []) {
        expect(facts.plans.flatMap((p) => p.limits ?? [])).toContain(l);
        expect(names).not.toContain(l);
      }
      const kinds = new Set(facts.signals.map((s) => s.kind));
      for (const k of c.signals) expect([...kinds]).toContain(k);
      if (c.usage) expect(facts.usage_prices.length).toBeGreaterThan(0);
    });
  }
});

describe("real-like pages: what is never a feature or a plan", () => {
  test("cookie banners, FAQ questions, CTAs and badges are not features; plan names are not CTAs or badges", () => {
    for (const c of CASES) {
      const facts = extractSite([loadCase(c)], { strict: true });
      for (const f of facts.features) {
        expect(f.name).not.toMatch(/cookie|^accept(?: all)?$|^reject|frequently asked|^get started$|^try for free$|^contact sales$|most popular/i);
        expect(f.name).not.toMatch(/\?$/);
      }
      for (const p of facts.plans) expect(p.name).not.toMatch(/^(?:most popular|recommended|best value|get started|buy now|try for free|contact sales)$/i);
    }
  });

  test("a saved pricing page served as the only page at / gives the same plans", () => {
    for (const c of CASES) {
      const page = loadCase(c);
      const home = { url: new URL("/", c.url).href, html: page.html };
      expect(extractSite([home], { strict: true }).plans.map(shape)).toEqual(extractSite([page], { strict: true }).plans.map(shape));
    }
    // (Every real-like page read twice, strictly: seconds on a loaded machine. A timeout, not a
    // budget — no test asserts wall-clock time; bun's default 5 s failed it under load.)
  }, 60_000);
});
