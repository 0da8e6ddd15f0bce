/**
 * Round 56, part b, on real pages (issue 25; docs/intel.md, "Round 56, part b"): the free
 * open-source or free editions that the README's free-tier convention (session 31) counts as a free
 * tier when the pricing or home page offers them as a way to use the product, counted on development
 * by how each site says it (page, words, where). The one shape on three sites in three waves that
 * turns no guard — a free open-source licence named on the pricing page ("Open source license",
 * "GPL-2.0 license", "will remain under the AGPLv3 license"; 22 sites in 13 waves, every one recorded
 * with a free tier) — is a free tier (open-licence.ts, read by signals.ts). The other tests pin what
 * is read of the shapes left (the "X is a free and open source …" sentence is miniflux's and
 * lightgallery's, and gyroflow-toolbox's and dropzone's of another product) and the guards. Small
 * pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const HOME = "https://inkwell.example/";
const PRICING = "https://inkwell.example/pricing";
const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Inkwell</a> <a href="/pricing">Pricing</a></header><main>${body}</main></body></html>`;

/** Two paid licence cards, no free one. */
const CARDS = `<h1>Pricing</h1><section class="plans"><div class="plan-grid">
<div class="plan-card"><h3>Team</h3><div class="plan-price">$120 / lifetime</div><ul><li>Up to 8 developers</li><li>Email support</li></ul><a class="btn" href="/buy/team">Purchase</a></div>
<div class="plan-card"><h3>Organization</h3><div class="plan-price">$260 / lifetime</div><ul><li>Unlimited developers</li><li>Priority support</li></ul><a class="btn" href="/buy/org">Purchase</a></div>
</div></section>`;

/** Whether the site has a free tier: its pricing page with `before` above the cards and `after` below, its home page with `home`. */
const freeTier = (after: string, home = "<h1>Inkwell</h1><p>A gallery widget for the web.</p>", before = "") =>
  hasFreeTier(extractSite([{ url: HOME, html: html("Inkwell", home) }, { url: PRICING, html: html("Pricing — Inkwell", before + CARDS + after) }], { url: HOME, abstain: false }));

/** A "Community Edition" card beside the paid ones, its price "no charge" (no free word the card reader knows). */
const community = (line: string) =>
  `<section class="plans"><div class="plan-grid"><div class="plan-card"><h3>Community Edition</h3><ul><li>Upstream container image</li><li>${line}</li><li>No warranty</li></ul><div class="plan-price">no charge</div></div></div></section>`;

describe("rules56b: a free open-source licence named on the pricing page is a free tier", () => {
  test("an \"Open source license\" section offering the GPLv3 beside the paid licences, no free word (fails without the rule)", () => {
    expect(freeTier(`<section><h2>Open source license</h2><p>If you are creating an open source application under a license compatible with the GNU GPL v3, you may use Inkwell under the terms of the GPLv3.</p></section>`)).toBe(true);
  });

  test("a \"Community Edition\" card whose lines name its \"GPL-2.0 license\" and whose price is \"no charge\" (fails without the rule)", () => {
    expect(freeTier("", undefined, community("GPL-2.0 license"))).toBe(true);
  });

  test("\"Inkwell will remain under the AGPLv3 license\" in a FAQ answer of the pricing page (fails without the rule)", () => {
    const faq = `<section class="faq"><h2>Licensing FAQ</h2><div class="faq-item"><h3 class="question">Will you change the licence?</h3><div class="answer"><p>No. Inkwell will remain under the AGPLv3 license, and no existing feature will become paid.</p></div></div></section>`;
    expect(freeTier(faq)).toBe(true);
  });
});

describe("rules56b: what is no open-source licence offered", () => {
  test("the home page's \"released under the MIT license\" of a free library beside a paid hosted service (dropzone's: another product): none", () => {
    const home = `<h1>Inkwell Cloud</h1><p>Use the free JavaScript library Inkwell.js to handle your uploads. Inkwell.js has always been open source, released under the MIT license. If you don't want to maintain your own server, simply use Inkwell Cloud.</p>`;
    expect(freeTier("", home)).toBe(false);
  });

  test("a footer link \"Open Source Licenses\" (the third-party software an app ships): none", () => {
    expect(freeTier(`<footer><a href="/licenses">Open Source Licenses</a></footer>`)).toBe(false);
  });

  // Left by round 56b (a card reader's price word, "no charge"); read since round 89k, whose
  // open-edition.ts takes the card's name "Community Edition" as the product's free edition.
  test("the same card without its licence line (\"no charge\" alone): read by its name, Community Edition (round 89k)", () => {
    expect(freeTier("", undefined, community("Rolling release"))).toBe(true);
  });
});

// Each row: what the page says, where, and what the engine reads now (the shapes left, and the guards).
const ROWS: { name: string; after?: string; home?: string; before?: string; read: boolean }[] = [
  // Round 86h: read now — "free and open-source" with the free word first is a free-claim phrase (free-claim.ts WIDER_CLAIMS).
  { name: "the pricing page's \"is a free and open-source library, however … choose the commercial license\" alone (lightgallery's first line): read (round 86h)",
    before: `<p>Inkwell is a free and open-source library, however, if you use it for business or commercial sites, choose a commercial license to keep your source proprietary.</p>`, read: true },
  // Round 90d: read now — the product said to be open source, no trial offered (open-source-claim.ts).
  { name: "\"Inkwell is Open Source. Purchase a licence to support its development\" above the cards (pgloader's shape, no licence named): read (round 90d)",
    before: `<p>Inkwell is Open Source. Purchase a licence to support the development of Inkwell and get priority on the issues that matter to you.</p>`, read: true },
  { name: "the home page's \"a free and open source project distributed under the Apache 2.0 License\" (miniflux's shape, a home page): read (round 86h; miniflux is recorded with a free tier now)",
    home: `<h1>Inkwell</h1><h2>Free, open source and self-hosted</h2><p>Inkwell is a free and open source project distributed under the permissive Apache 2.0 License.</p>`, read: true },
  { name: "guard: \"being open source, it can be built yourself from GitHub\" (gyroflow-toolbox's): none",
    after: `<p>There is no free trial. Being open source, Inkwell can also be built yourself from its GitHub repository.</p>`, read: false },
  { name: "guard: \"Source code is available at GitHub\" beside a sold SDK (armory3d's): none",
    after: `<p>Source code is available at GitHub.</p>`, read: false },
  { name: "\"Inkwell's core is free and open source\" on the pricing page: a free tier (round 18d)",
    after: `<p>Inkwell's core is free and open source. The licences below add support and extra plugins.</p>`, read: true },
];

describe("rules56b: pinned as read (the shapes left; docs, Left)", () => {
  for (const row of ROWS) test(row.name, () => expect(freeTier(row.after ?? "", row.home, row.before ?? "")).toBe(row.read));
});
