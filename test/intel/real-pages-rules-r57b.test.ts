/**
 * Round 57, part b, on real pages (issue 25; docs/intel.md, "Round 57, part b"): the free tier read
 * wrong on development, re-counted after rounds 54b–56b. The one shape on three sites in three waves
 * that turns no case recorded the other way — a free word only the home page says, beside a pricing
 * page that sells paid plans with a free trial (a newsletter's "Free forever", the trial's "it's
 * free" install button, another product's "Completely free … open source") — is no free tier
 * (home-free-beside-trial.ts, read by signals.ts). The other tests pin what is read of the shapes
 * left. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const HOME = "https://quillmark.example/";
const PRICING = "https://quillmark.example/pricing";
const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Quillmark</a> <a href="/pricing">Pricing</a></header><main>${body}</main></body></html>`;

/** Two paid cards; `trial` is said under them. */
const cards = (trial: string) => `<h1>Pricing</h1><section class="plans"><div class="plan-grid">
<div class="plan-card"><h3>Basic</h3><div class="plan-price">$6 / month</div><ul><li>500 rewrites a month</li><li>Email support</li></ul><a class="btn" href="/signup?plan=basic">Choose Basic</a></div>
<div class="plan-card"><h3>Pro</h3><div class="plan-price">$12 / month</div><ul><li>Unlimited rewrites</li><li>Priority support</li></ul><a class="btn" href="/signup?plan=pro">Choose Pro</a></div>
</div>${trial}</section>`;

const TRIAL = `<p class="footnote">Every plan starts with a 7-day free trial. Cancel any time.</p>`;

/** Whether the site has a free tier: its home page with `home`, its pricing page with `trial` under the cards and `after` below. */
const freeTier = (home: string, trial = TRIAL, after = "") =>
  hasFreeTier(extractSite([{ url: HOME, html: html("Quillmark", `<h1>Quillmark</h1>${home}`) }, { url: PRICING, html: html("Pricing — Quillmark", cards(trial) + after) }], { url: HOME, abstain: false }));

describe("rules57b: a free word on the home page only, beside paid plans with a free trial, is no free tier", () => {
  test("the trial's install button \"Install for Chrome — it's free\" (fails without the rule)", () => {
    expect(freeTier(`<p>Calmer feeds, one click away.</p><a class="btn" href="https://chrome.example/quillmark">Install for Chrome — it's free</a>`)).toBe(false);
  });

  test("a newsletter's \"Free forever · One email a week\" on the home page (fails without the rule)", () => {
    expect(freeTier(`<section id="newsletter"><h2>The weekly brief</h2><p>Subscribe → Free forever · One email a week · Unsubscribe anytime</p></section>`)).toBe(false);
  });

  test("another product's \"Completely free … open source\" on the home page (fails without the rule)", () => {
    expect(freeTier(`<section><h2>Completely free</h2><p>Quillmark.js has always been and will always be open source. Completely free, released under the MIT license.</p></section>`)).toBe(false);
  });
});

describe("rules57b: what the rule keeps", () => {
  const HOME_FREE = `<p>Quillmark is free forever for personal notes.</p>`;

  test("the same home-page claim with no trial on the pricing page: a free tier (the open-source editions' and sideloaded apps' shape)", () => {
    expect(freeTier(HOME_FREE, "")).toBe(true);
  });

  test("a free word the pricing page itself says keeps the home page's too: a free tier", () => {
    expect(freeTier(HOME_FREE, TRIAL, `<section><h2>Not ready to pay?</h2><p>Quillmark is free forever for personal notes.</p></section>`)).toBe(true);
  });

  test("a free card at $0 beside the trial's paid cards: a free tier", () => {
    const free = `<div class="plan-grid"><div class="plan-card"><h3>Free</h3><div class="plan-price">$0 / month</div><ul><li>50 rewrites a month</li></ul><a class="btn" href="/signup">Start free</a></div></div>`;
    expect(freeTier(HOME_FREE, TRIAL, free)).toBe(true);
  });

  test("a trial only (no free word anywhere): none", () => {
    expect(freeTier(`<p>Calmer feeds, one click away.</p>`)).toBe(false);
  });
});

describe("rules57b: pinned as read (the shapes left)", () => {
  test("a pricing page that sells an upgrade from a free app, no free word (\"Upgrade to Pro — Unlock unlimited summaries\"): none (echomind-pro's, missed)", () => {
    const upgrade = `<section><h2>Upgrade to Quillmark Pro</h2><p>Unlock unlimited summaries and advanced features.</p></section>`;
    expect(freeTier(`<p>A reading assistant for your browser.</p>`, "", upgrade)).toBe(false);
  });

  test("the home page's \"Free, open source and self-hosted\" beside a hosted plan with a trial: none (miniflux's, missed; the rule's shape recorded free)", () => {
    expect(freeTier(`<h2>Free, open source and self-hosted</h2><p>Run it on your own server.</p>`)).toBe(false);
  });
});
