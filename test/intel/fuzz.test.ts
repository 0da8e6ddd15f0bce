/**
 * Property-based fuzzing: random and hostile HTML must never throw out of the engine, and the
 * parsed tree stays within the parser's bounds (depth, element count). Hostile shapes: deep
 * nesting, huge attributes, lone surrogates and other broken encodings, giant text nodes,
 * malformed JSON-LD and app state, price strings of a million characters. Run strict, so the
 * production safety net (a failing extractor costs only its own facts) cannot hide a bug from
 * the fuzzer. How long each page takes is not asserted here (a test must not depend on the
 * machine's speed): `npm run bench` measures the slowest against a budget (test/bench/intel.ts),
 * and in the server every page is read under the analysis pool's CPU budget.
 */
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { buildProfile } from "../../src/intel/analyze/profile.ts";
import { buildRoast } from "../../src/intel/analyze/roast.ts";
import { discoverPages } from "../../src/intel/discover.ts";
import { extractSite } from "../../src/intel/extract-site.ts";
import { MAX_DEPTH, MAX_ELEMENTS, parseHtml, textContent, type HDocument } from "../../src/intel/html/parse.ts";
import { HOSTILE_PAGES } from "../helpers/hostile-pages.ts";

const AT = "2026-11-22T12:00:00.000Z";

/** Runs the whole engine on one page; throws what any part of it throws. */
function runEngine(html: string, url = "https://fuzz.example/pricing") {
  const pages = [{ url, html }];
  // strict: an extractor bug fails the property instead of being dropped by the safety net.
  const facts = extractSite(pages, { strict: true });
  buildRoast(facts, buildProfile(facts), AT);
  discoverPages({ url: "https://fuzz.example/", html });
  JSON.stringify(facts);
}

const maxDepth = (doc: HDocument) => doc.elements.reduce((m, e) => Math.max(m, e.depth), 0);

const TAGS = ["div", "span", "p", "li", "ul", "section", "h2", "h3", "table", "tr", "td", "th", "a", "s", "del", "sup", "footer", "nav", "details", "form", "template", "noscript", "svg", "br", "img", "button"];
const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 20 });
const priceText = fc.oneof(
  fc.constantFrom("$29/mo", "€9,99", "9,99 €", "USD 9 / month", "£1.200,50 per year", "$1,200/yr", "Free", "Contact sales", "Custom", "$0", "+$10 per additional user", "save $120 a year", "billed annually", "per user / month"),
  fc.tuple(fc.constantFrom("$", "€", "£", "US$", "CHF "), fc.string({ unit: fc.constantFrom("0", "1", "9", ",", ".", " "), maxLength: 30 })).map(([c, n]) => c + n),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }), loneSurrogates, priceText, fc.constantFrom("&amp;", "&euro;", "&#x1F600;", "&#xD800;", "&bogus;", "&#99999999;"));
const attrs = fc.array(
  fc.tuple(fc.constantFrom("class", "id", "style", "hidden", "aria-hidden", "data-monthly-price", "data-annual", "href", "x-show", "aria-checked", "data-w-tab"), fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("hidden", "display:none", "true", "annual", "monthly", "29", "/pricing", "mailto:x", "price-annual hidden", "line-through"))),
  { maxLength: 4 },
).map((as) => as.map(([k, v]) => `${k}="${v.replace(/"/g, "&quot;")}"`).join(" "));
const jsonish = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.constantFrom('{"@type":"Product","offers":{"@type":"Offer","name":"Pro","price":"29","priceCurrency":"USD"}}', '{"@graph":[{"offers":[', '{"plans":[{"name":"A","price":1},{"name":"B","price":{"monthly":"x"}}]}', "[[1,2],[0]]", '[{"a":0}]', "null"),
);
const script = fc.oneof(
  jsonish.map((j) => `<script type="application/ld+json">${j}</script>`),
  jsonish.map((j) => `<script id="__NEXT_DATA__" type="application/json">${j}</script>`),
  jsonish.map((j) => `<script id="__NUXT_DATA__" type="application/json">${j}</script>`),
  jsonish.map((j) => `<script>window.__INITIAL_STATE__ = ${j}; window.__NUXT__=(function(a){return a})(1)</script>`),
);
const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...TAGS), attrs).map(([t, a]) => `<${t} ${a}>`) },
  { weight: 2, arbitrary: fc.constantFrom(...TAGS).map((t) => `</${t}>`) },
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: script },
  { weight: 1, arbitrary: fc.constantFrom("<!--", "-->", "<![CDATA[", "<", ">", "</", "<script>", "<style>", "<title>", "</div></div></div>", "<table><tr><td>") },
);
const soup = fc.array(fragment, { maxLength: 300 }).map((parts) => parts.join(""));

describe("fuzz: nothing escapes, the tree stays within its bounds", () => {
  test("random tag soup with prices, toggles, JSON-LD and app state", () => {
    fc.assert(
      fc.property(soup, (html) => {
        runEngine(html);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });

  test("random card grids (the shapes the card finder walks)", () => {
    const card = fc.tuple(fc.string({ maxLength: 12 }), priceText, fc.array(text, { maxLength: 4 }), attrs).map(
      ([name, price, feats, a]) => `<div class="card" ${a}><h3>${name}</h3><p class="price">${price}</p><ul>${feats.map((f) => `<li>${f}</li>`).join("")}</ul></div>`,
    );
    fc.assert(
      fc.property(fc.array(card, { maxLength: 12 }), fc.nat({ max: 50 }), (cards, depth) => {
        const html = "<main>" + "<div>".repeat(depth) + cards.join("") + "</div>".repeat(depth) + "</main>";
        runEngine(html);
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  for (const [name, make] of HOSTILE_PAGES) {
    test(`hostile: ${name}`, () => {
      const html = make();
      runEngine(html);
      const doc = parseHtml(html);
      expect(doc.elements.length).toBeLessThanOrEqual(MAX_ELEMENTS);
      expect(maxDepth(doc)).toBeLessThanOrEqual(MAX_DEPTH);
    });
  }

  // The shape that flaked in CI under a wall-clock bound: 20,000 cards, each left open, nest
  // 60,000 elements 20,000 deep. The depth bound flattens them: a tree of at most MAX_DEPTH levels
  // and a few elements per level, the deeper cards' words kept in the deepest element.
  test("hostile: 20,000 unclosed nested cards stop at the depth bound", () => {
    const html = `<div class="card"><h3>Pro</h3><p>$9/mo</p>`.repeat(20_000);
    runEngine(html);
    const doc = parseHtml(html);
    expect(maxDepth(doc)).toBe(MAX_DEPTH);
    expect(doc.elements.length).toBeLessThan(3 * MAX_DEPTH + 3);
    // No card's words are lost: the deepest kept element holds those of the cards past the bound.
    expect(textContent(doc.root).split("$9/mo").length - 1).toBe(20_000);
    const deepest = doc.elements.findLast((e) => e.depth === MAX_DEPTH)!;
    expect(textContent(deepest).split("$9/mo").length - 1).toBeGreaterThan(19_000);
  });
});
