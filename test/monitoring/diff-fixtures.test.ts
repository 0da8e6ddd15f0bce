/**
 * The three-version fixture sites (test/fixtures/monitoring): v1 → v2 changes only noise and must
 * give no change and the same page text hash; v1 → v3 (and v2 → v3) make real changes and must
 * give exactly the expected list — types, severities, subjects, summaries, values and evidence.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";
import { pageTextHash } from "../../src/monitoring/normalise.ts";
import { MONITORING_SITES, monitoringPage, monitoringPages, type MonitoringSite, type Version } from "../fixtures/monitoring/sites.ts";

const facts = (site: MonitoringSite, version: Version) => extractSite(monitoringPages(site, version), { strict: true, url: `https://${site}.example/` });
const shape = (c: DetectedChange) => ({ type: c.type, severity: c.severity, subject: c.subject, summary: c.summary, before: c.before, after: c.after });

type Expected = ReturnType<typeof shape>;
const EXPECTED: Record<MonitoringSite, Expected[]> = {
  // JSON-LD + cards: a price rise, a new plan with two new bullets (they come with it, round 16),
  // a feature dropped from the home grid and the Starter card, a new headline.
  tasklane: [
    { type: "pricing_change", severity: "high", subject: "Pro", summary: "Pro: $29/month → $35/month (+20.7%)", before: "$29/month", after: "$35/month" },
    { type: "plan_added", severity: "high", subject: "Business", summary: "Plan added: Business ($59/month) with 2 features: Advanced permissions, Portfolio reporting", before: null, after: "$59/month with Advanced permissions; Portfolio reporting" },
    { type: "feature_removed", severity: "medium", subject: "Gantt charts", summary: "Feature removed: Gantt charts (was in Starter)", before: "Gantt charts", after: null },
    { type: "messaging_change", severity: "low", subject: "headline", summary: 'Headline: "Every project, one calm place" → "Ship every project on time"', before: "Every project, one calm place", after: "Ship every project on time" },
  ],
  // Comparison table: the free column goes (critical, and the plan removed: round 45h), a rename at the same price (not removed +
  // added), a small price cut (medium), a new row, a new meta description.
  pulsemetrics: [
    { type: "free_tier_changed", severity: "critical", subject: "Hobby", summary: "Free tier: Hobby (Free) → none", before: "Free", after: null },
    { type: "plan_removed", severity: "high", subject: "Hobby", summary: "Plan removed: Hobby (Free)", before: "Free", after: null },
    { type: "pricing_change", severity: "medium", subject: "Scale", summary: "Scale: $99/month → $95/month (-4.0%)", before: "$99/month", after: "$95/month" },
    { type: "feature_added", severity: "medium", subject: "Session replay", summary: "Feature added: Session replay", before: null, after: "Session replay" },
    {
      type: "messaging_change",
      severity: "low",
      subject: "description",
      summary: 'Description: "Product analytics with funnels, retention and dashboards, without writing SQL." → "Product analytics and session replay for teams that ship weekly."',
      before: "Product analytics with funnels, retention and dashboards, without writing SQL.",
      after: "Product analytics and session replay for teams that ship weekly.",
    },
    { type: "messaging_change", severity: "low", subject: "Launch", summary: "Plan renamed: Startup → Launch (same price, $49/month)", before: "Startup", after: "Launch" },
  ],
  // Per-user euro cards with a hidden annual toggle: every priced plan repriced (critical), a free
  // plan appears (the tier added, medium, and the plan added: round 45h), the trial grows, a bullet is dropped.
  mailroost: [
    { type: "pricing_change", severity: "critical", subject: "Basic", summary: "Basic: €9/user/month → €10/user/month (+11.1%)", before: "€9/user/month", after: "€10/user/month" },
    { type: "pricing_change", severity: "critical", subject: "Premium", summary: "Premium: €39/user/month → €45/user/month (+15.4%)", before: "€39/user/month", after: "€45/user/month" },
    { type: "pricing_change", severity: "critical", subject: "Standard", summary: "Standard: €19/user/month → €21/user/month (+10.5%)", before: "€19/user/month", after: "€21/user/month" },
    { type: "plan_added", severity: "high", subject: "Free", summary: "Plan added: Free (Free)", before: null, after: "Free" },
    { type: "free_tier_changed", severity: "medium", subject: "Free", summary: "Free tier: none → Free plan", before: null, after: "Free" },
    { type: "free_tier_changed", severity: "medium", subject: "free trial", summary: "Free trial: 14 days → 30 days", before: "14 days", after: "30 days" },
    // The new Free plan's "Up to 500 contacts" is its limit, part of the plan added: no "Feature added" (issue 25).
    { type: "feature_removed", severity: "medium", subject: "Phone support", summary: "Feature removed: Phone support (was in Premium)", before: "Phone support", after: null },
  ],
};

/** The pages whose visible text (or title/description) v3 changes. */
const CHANGED_PAGES: Record<MonitoringSite, string[]> = {
  tasklane: ["/", "/pricing"],
  pulsemetrics: ["/", "/pricing"],
  mailroost: ["/pricing"],
};

/**
 * Proof that v2 carries every kind of noise: [kind, page, text in v1, text in v2]. Element order
 * and attribute order are shown by the position of a card or attribute.
 */
const NOISE: Record<MonitoringSite, [string, string, string, string][]> = {
  tasklane: [
    ["nonce", "/", 'nonce="c2VjcmV0LW5vbmNlLTEyMw"', 'nonce="bm9uY2UtNDU2LXJvdGF0ZWQ"'],
    ["CSRF token", "/", 'name="_csrf" value="Yk3v9QmX2pL7rT0aZc4WnB8sHdE1fJ6u"', 'name="_csrf" value="Pq8Lm2Xv5Tz9Rb1Wc7Yd3Ke6Hg0Nf4Sa"'],
    ["script contents", "/pricing", '"renderedAt":1762071250000', '"renderedAt":1763926862000'],
    ["cache-busting query string", "/pricing", 'href="/assets/app.css?v=123"', 'href="/assets/app.css?v=456"'],
    ["date", "/pricing", "Prices last updated November 2, 2026.", "Prices last updated 23 Nov 2026."],
    ["time", "/", "checked 08:14 UTC", "checked 7:41 pm UTC"],
    ["© year", "/", "&copy; 2025 Tasklane", "&copy; 2026 Tasklane"],
    ["tracking id", "/", "'G-7QK2M4XZ1P'", "'G-9RW5N2BV7K'"],
    ["element order", "/pricing", '<div class="plan-grid">\n    <div class="plan-card" data-plan="free"', '<div class="plan-grid">\n    <div class="plan-card" data-plan="enterprise"'],
    ["attribute order", "/", '<a class="btn" href="/demo">', '<a href="/demo" class="btn">'],
    ["whitespace", "/pricing", "<li>Audit log</li>", "<li>  Audit log</li>"],
  ],
  pulsemetrics: [
    ["CSRF token", "/", 'value="q7Zp0W3mLx9KfT2cVb8Nd4Rs6Hy1Ju5E"', 'value="M2bX8qRv4Lp0Wz6Tc1Ny9Kd3Hs7Gf5Ja"'],
    ["script contents (build id, request id)", "/", '"requestId":"req_8d1c3a77e2b94f05"', '"requestId":"req_f3a0d92b61c74e18"'],
    ["cache-busting query string", "/", 'href="/pricing?v=123"', 'href="/pricing?v=456"'],
    ["date and time", "/pricing", "Last deploy 2026-11-02 08:14", "Last deploy 2026-11-23 19:41"],
    ["relative time", "/", "Updated 3 hours ago", "Updated 12 minutes ago"],
    ["© year", "/", "© 2025 PulseMetrics", "© 2025–2026 PulseMetrics"],
    ["printed build hash", "/", "Build 4f1b2a9c3d7e", "Build 9e0c7d2b5a14"],
    ["tracking id", "/", "gtm.js?id=GTM-PM4XK7Q", "gtm.js?id=GTM-PM9ZT2R"],
    ["element order (table rows)", "/pricing", 'Contact us</td></tr>\n        <tr><th scope="row">Events per month</th>', 'Contact us</td></tr>\n        <tr><th scope="row">SAML single sign-on</th>'],
    ["whitespace", "/pricing", "<td>Contact us</td>", "<td> Contact us</td>"],
  ],
  mailroost: [
    ["nonce", "/", '"nonce":"7d1e9a4c2b"', '"nonce":"e60b3f17a9"'],
    ["script contents", "/pricing", "'render-1762071250'", "'render-1763926862'"],
    ["cache-busting query string", "/", "style.css?ver=123", "style.css?ver=456"],
    ["date", "/", "Published 02.11.2026", "Published 23.11.2026"],
    ["© year", "/pricing", "Copyright 2025 Mailroost", "Copyright 2026 Mailroost"],
    ["tracking id (consent id)", "/", 'data-consent="cn-20261102-5f8a1d"', 'data-consent="cn-20261123-b27c40"'],
    ["element order (cards)", "/pricing", '<div class="grid plans">\n    <div class="card plan">\n      <h3>Basic</h3>', '<div class="grid plans">\n    <div class="card plan">\n      <h3>Premium</h3>'],
    ["attribute order", "/pricing", '<link rel="stylesheet" id="theme-css"', '<link id="theme-css" rel="stylesheet"'],
  ],
};

describe("monitoring fixture sites", () => {
  for (const site of MONITORING_SITES) {
    describe(site, () => {
      const v1 = facts(site, "v1");
      const v2 = facts(site, "v2");
      const v3 = facts(site, "v3");

      test("the baseline reads as a real site (plans, features, headline)", () => {
        expect(v1.plans.length).toBeGreaterThanOrEqual(3);
        expect(v1.features.length).toBeGreaterThanOrEqual(5);
        expect(v1.headline).not.toBeNull();
      });

      test("v2 carries the noise it claims", () => {
        for (const [kind, path, before, after] of NOISE[site]) {
          const a = monitoringPage(site, "v1", path)!;
          const b = monitoringPage(site, "v2", path)!;
          expect({ kind, v1: a.includes(before), v2: b.includes(after), gone: b.includes(before) }).toEqual({ kind, v1: true, v2: true, gone: false });
        }
      });

      test("v1 → v2 changes only noise: no change, equal page text hashes", () => {
        expect(diffFacts(v1, v2)).toEqual([]);
        expect(diffFacts(v2, v1)).toEqual([]);
        for (const path of ["/", "/pricing"]) {
          const a = monitoringPage(site, "v1", path)!;
          const b = monitoringPage(site, "v2", path)!;
          // The noise really is there: the bytes differ.
          expect(a).not.toBe(b);
          expect(pageTextHash(b)).toBe(pageTextHash(a));
        }
      });

      test("v1 → v3 gives exactly the expected changes", () => {
        const changes = diffFacts(v1, v3);
        expect(changes.map(shape)).toEqual(EXPECTED[site]);
        // Evidence of both snapshots wherever the fact exists on that side.
        for (const c of changes) {
          expect(c.evidence.before === null).toBe(c.before === null);
          expect(c.evidence.after === null).toBe(c.after === null);
          for (const e of [c.evidence.before, c.evidence.after]) if (e) expect(e.url).toStartWith(`https://${site}.example/`);
        }
      });

      test("v2 → v3 gives the same list (noise on both sides changes nothing)", () => {
        expect(diffFacts(v2, v3).map(shape)).toEqual(EXPECTED[site]);
      });

      test("v3 → v3 and v1 → v1 give nothing", () => {
        expect(diffFacts(v3, v3)).toEqual([]);
        expect(diffFacts(v1, facts(site, "v1"))).toEqual([]);
      });

      test("the page text hash moves exactly on the pages v3 changed", () => {
        for (const path of ["/", "/pricing"]) {
          const same = pageTextHash(monitoringPage(site, "v2", path)!) === pageTextHash(monitoringPage(site, "v3", path)!);
          expect({ path, changed: !same }).toEqual({ path, changed: CHANGED_PAGES[site].includes(path) });
        }
      });
    });
  }
});
