/**
 * Round 54, part b, on real pages (issue 25; docs/intel.md, "Round 54, part b"): pages whose free
 * tier is read wrong, counted on development (waves 8–12, 30–46) by construction, direction, site
 * and wave. The construction that recurs with one shape and cases that agree — a free use offered to
 * a class of users ("free for open source projects", "a free licence to academic and non-profit
 * institutions"), on three sites in three waves, each recorded with a free tier and no free card —
 * is a free tier (class-free.ts, read by free-claim.ts). The other tests pin what is read of the
 * constructions left: a product itself "free and open source" (where the cases disagree), a free
 * claim in a FAQ answer, a home page's "it's free" beside a trial-only pricing page. Small pages of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const HOME = "https://quillmark.example/";
const PRICING = "https://quillmark.example/pricing";
const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Quillmark</a> <a href="/pricing">Pricing</a></header><main>${body}</main></body></html>`;

/** Two paid licence cards, no free one. */
const CARDS = `<h1>Buy a licence</h1><section class="plans"><div class="plan-grid">
<div class="plan-card"><h3>Developer</h3><div class="plan-price">$149 / year</div><ul><li>One developer</li><li>Email support</li></ul><a class="btn" href="/buy/dev">Buy</a></div>
<div class="plan-card"><h3>Team</h3><div class="plan-price">$499 / year</div><ul><li>Five developers</li><li>Priority support</li></ul><a class="btn" href="/buy/team">Buy</a></div>
</div></section>`;

/** Whether the site has a free tier, its pricing page with `pricing` after the cards and its home page with `home`. */
const freeTier = (pricing: string, home = "<h1>Quillmark</h1><p>A typesetting library for Java.</p>") =>
  hasFreeTier(extractSite([{ url: HOME, html: html("Quillmark", home) }, { url: PRICING, html: html("Pricing — Quillmark", CARDS + pricing) }], { url: HOME, abstain: false }));

describe("rules54b: a free use offered to a class of users is a free tier", () => {
  test("\"Free for open source projects.\" under the paid cards (fails without the rule)", () => {
    expect(freeTier(`<p>Free for open source projects.</p>`)).toBe(true);
  });

  test("a free licence offered to academic and non-profit institutions, in a section of its own (fails without the rule)", () => {
    const section = `<section><h2>Academia and charities</h2><p>To academic and other non-profit research institutions, we will generally offer a free Quillmark licence under certain conditions. Please contact us to see if you qualify.</p></section>`;
    expect(freeTier(section)).toBe(true);
  });

  test("said only in a list on the home page (fails without the rule)", () => {
    const home = `<h1>Quillmark</h1><ul><li>Ships with samples.</li><li>Is free for other open source projects.</li><li>Works with Java 8 and later.</li></ul>`;
    expect(freeTier("", home)).toBe(true);
  });
});

describe("rules54b: what is no free use for a class of users", () => {
  test("a discount for non-profits (\"50% off\") is none", () => {
    expect(freeTier(`<p>If you are running a non-profit or a free clinic, there is 50% off every licence.</p>`)).toBe(false);
  });

  test("a trial offered to students is none", () => {
    expect(freeTier(`<p>Students get Quillmark free for 30 days.</p>`)).toBe(false);
  });

  test("\"free open source tools\" of the company's (no recipient) is none", () => {
    expect(freeTier(`<h2>Community</h2><p>Free open source tools and extensions.</p>`)).toBe(false);
  });
});

describe("rules54b: pinned as read (the constructions left; docs, Left)", () => {
  test("the product itself \"is free and open source\" on the pricing page: a free tier (round 18d's claim)", () => {
    expect(freeTier(`<p>Quillmark's core library is free and open source. Enterprise pricing is tiered by the number of developers.</p>`)).toBe(true);
  });

  // Round 86h: the cases agree now (miniflux is recorded with a free tier) and free-claim.ts reads the phrase.
  test("the home page's \"a free and open source project\" beside paid hosting: a free tier (round 86h)", () => {
    expect(freeTier("", `<h1>Quillmark</h1><p>Quillmark is a free and open source project distributed under the Apache 2.0 licence.</p>`)).toBe(true);
  });

  test("the same class-of-users sentence in a FAQ answer is not read (left: the signals skip FAQ answers)", () => {
    const faq = `<section class="faq"><h2>Frequently asked questions</h2><div class="faq-item"><h3 class="question">When do I need a licence?</h3><div class="answer"><p>If you are developing an open-source product and earn no money from it, you may use Quillmark free of charge.</p></div></div></section>`;
    expect(freeTier(faq)).toBe(false);
  });

  // Round 57b: read right now (home-free-beside-trial.ts); this test pinned the invented free tier before.
  test("a home page's \"Install — it's free\" beside a pricing page of trial-only cards: no free tier (round 57b)", () => {
    const home = `<h1>Quillmark</h1><p><a href="/install">Install for Chrome — it's free</a></p>`;
    expect(freeTier(`<p>All plans include the 7-day free trial — card required upfront.</p>`, home)).toBe(false);
  });
});
