/**
 * Properties of the diff and the hash over random pages (the arbitraries style of
 * test/intel/fuzz.test.ts): diffFacts(x, x) is always [], diffFacts never throws on facts that
 * extractSite builds from random HTML, noise injected into a random page changes neither its facts'
 * diff nor its text hash, and the diff does not depend on the order facts arrive in.
 */
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { extractSite } from "../../src/intel/extract-site.ts";
import type { SiteFacts } from "../../src/intel/facts.ts";
import { CHANGE_TYPES, SEVERITIES, diffFacts } from "../../src/monitoring/diff.ts";
import { pageTextHash } from "../../src/monitoring/normalise.ts";

const TAGS = ["div", "span", "p", "li", "ul", "section", "h2", "h3", "table", "tr", "td", "th", "a", "s", "del", "sup", "footer", "nav", "details", "template", "noscript", "br", "button"];
const priceText = fc.oneof(
  fc.constantFrom("$29/mo", "€9,99", "9,99 €", "USD 9 / month", "£1.200,50 per year", "$1,200/yr", "Free", "Contact sales", "Custom", "$0", "per user / month", "14-day free trial"),
  fc.tuple(fc.constantFrom("$", "€", "£", "US$", "CHF "), fc.string({ unit: fc.constantFrom("0", "1", "9", ",", "."), maxLength: 8 })).map(([c, n]) => c + n),
);
const text = fc.oneof(fc.string({ maxLength: 30 }), priceText, fc.constantFrom("&amp;", "&euro;", "Pro", "Team plan", "Enterprise", "Unlimited projects", "SSO"));
const attrs = fc
  .array(fc.tuple(fc.constantFrom("class", "id", "hidden", "data-plan", "href", "scope"), fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("card", "price", "plan-card", "hidden", "row", "/pricing"))), { maxLength: 3 })
  .map((as) => as.map(([k, v]) => `${k}="${v.replace(/"/g, "&quot;")}"`).join(" "));
const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...TAGS), attrs).map(([t, a]) => `<${t} ${a}>`) },
  { weight: 2, arbitrary: fc.constantFrom(...TAGS).map((t) => `</${t}>`) },
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom('<script type="application/ld+json">{"@type":"Product","offers":{"@type":"Offer","name":"Pro","price":"29","priceCurrency":"USD"}}</script>', "<h1>Welcome</h1>", '<meta name="description" content="Hello">') },
);
const soup = fc.array(fragment, { maxLength: 120 }).map((parts) => parts.join(""));
/** Card grids: the shapes that give plans, features and free tiers. */
const card = fc.tuple(fc.constantFrom("Free", "Starter", "Pro", "Team", "Business", "Enterprise", "PRO", "Pro plan"), priceText, fc.array(fc.constantFrom("Unlimited projects", "SSO", "Audit log", "Guest access", "Time tracking"), { maxLength: 3 })).map(
  ([name, price, feats]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${feats.map((f) => `<li>${f}</li>`).join("")}</ul></div>`,
);
const cards = fc.array(card, { maxLength: 6 }).map((cs) => `<main><h1>Pricing</h1><div class="grid">${cs.join("")}</div></main>`);
const html = fc.oneof(soup, cards);

const facts = (h: string, url = "https://fuzz.example/pricing") => extractSite([{ url, html: h }], { strict: true, url });

function valid(changes: ReturnType<typeof diffFacts>) {
  for (const c of changes) {
    expect(CHANGE_TYPES).toContain(c.type);
    expect(SEVERITIES).toContain(c.severity);
    expect(typeof c.summary).toBe("string");
    expect(c.summary).not.toContain("\n");
    expect(c.summary).not.toMatch(/undefined|NaN|Infinity|\[object/);
  }
}

/** Plans and features in reverse order, evidence rewritten: the same facts as far as a diff goes. */
function reshuffle(f: SiteFacts): SiteFacts {
  const g = structuredClone(f);
  g.plans.reverse();
  g.features.reverse();
  for (const p of g.plans) p.evidence = { url: `${p.evidence.url}?v=456`, snippet: `${p.evidence.snippet} (moved)` };
  return g;
}

describe("diffFacts properties", () => {
  test("diffFacts(x, x) is [] for facts of any random page, and for a copy in another order", () => {
    fc.assert(
      fc.property(html, (h) => {
        const f = facts(h);
        expect(diffFacts(f, f)).toEqual([]);
        expect(diffFacts(f, structuredClone(f))).toEqual([]);
        expect(diffFacts(f, reshuffle(f))).toEqual([]);
      }),
      { numRuns: 150, seed: 20261123 },
    );
  });

  test("diffFacts never throws on two random pages and its changes are well formed", () => {
    fc.assert(
      fc.property(html, html, (a, b) => {
        const fa = facts(a);
        const fb = facts(b);
        const changes = diffFacts(fa, fb);
        valid(changes);
        // Deterministic: the same list whatever order the facts came in (evidence aside, which
        // reshuffle rewrites).
        const strip = (cs: typeof changes) => cs.map(({ evidence: _, ...c }) => c);
        expect(strip(diffFacts(reshuffle(fa), reshuffle(fb)))).toEqual(strip(changes));
      }),
      { numRuns: 150, seed: 17 },
    );
  });

  test("card grids: noise injected around the cards changes neither facts' diff nor the text hash", () => {
    const noise = fc.record({
      nonce: fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 8, maxLength: 24 }),
      csrf: fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"), minLength: 16, maxLength: 44 }),
      v: fc.nat({ max: 99999 }),
      year: fc.integer({ min: 2019, max: 2030 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      track: fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 12, maxLength: 16 }),
    });
    const dress = (body: string, n: { nonce: string; csrf: string; v: number; year: number; day: number; hour: number; track: string }) =>
      `<html><head><meta name="csrf-token" content="${n.csrf}"><link rel="stylesheet" href="/a.css?v=${n.v}"><script nonce="${n.nonce}">gtag('config','G-${n.track.toUpperCase().slice(0, 10)}',{t:${n.v}})</script></head><body data-session="${n.track}">` +
      `<p>Prices updated November ${n.day}, 2026 at ${n.hour}:05 UTC</p>${body}<form><input type="hidden" name="_csrf" value="${n.csrf}"></form><footer><p>© ${n.year} Acme · build ${n.track}</p></footer></body></html>`;
    fc.assert(
      fc.property(cards, noise, noise, (body, n1, n2) => {
        const a = dress(body, n1);
        const b = dress(body, n2);
        expect(diffFacts(facts(a), facts(b))).toEqual([]);
        expect(pageTextHash(a)).toBe(pageTextHash(b));
      }),
      { numRuns: 100, seed: 42 },
    );
  });

  test("pageTextHash never throws on random HTML", () => {
    fc.assert(
      fc.property(soup, (h) => {
        expect(pageTextHash(h)).toMatch(/^[0-9a-f]{64}$/);
      }),
      { numRuns: 150, seed: 9 },
    );
  });
});
