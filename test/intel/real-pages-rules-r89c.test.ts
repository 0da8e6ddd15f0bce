/**
 * Round 89, part c, on real pages (issue 25; docs/intel.md): a one-product landing page restates its
 * one price in several of its own bands — the hero, the pricing section, a closing call to action,
 * each a `<section>` straight under the body or `<main>`. The card grouping read those bands as a
 * set of plan cards named by each band's heading (the hero's slogan), so the page's one offer came
 * out under its slogan, and the lone card inside the pricing band was never read. A group all of
 * whose cards are the page's own bands, the hero or the pricing band among them, is no set of plans
 * (extract/page-sections.ts); pages whose plans are their top-level sections, with neither among
 * them, stay as round 52e's test pins them. And a Japanese saving written after the figure
 * ("¥1,000引き", "割引", "オフ") prices no plan (money.ts), as "$5 off" does not.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://quillfast.example/";
const landing = (pricing: string) =>
  `<!doctype html><html lang="en"><head><title>Quillfast — Notes that write themselves</title>` +
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Quillfast"}</script></head><body>` +
  `<nav><a href="#pricing">Pricing</a></nav>` +
  `<section class="hero"><h1>Notes that write themselves</h1><p>Start free for 14 days.</p>` +
  `<p class="hero-note">Then $12/month • Cancel anytime</p><a class="btn" href="/start">Start writing</a></section>` +
  `<section class="features"><h2>Why people switch</h2><ul><li>Drafts from your voice memos</li><li>Sync on every device</li></ul></section>` +
  pricing +
  `<footer><p>© Quillfast</p></footer></body></html>`;
const oneCard =
  `<section id="pricing" class="pricing"><div class="pricing-card"><h2>Ready to write less?</h2>` +
  `<div class="pricing-price"><span class="price-new">$12</span><span class="price-period">/month</span></div>` +
  `<ul class="pricing-features"><li>Unlimited notes</li><li>Voice drafts</li></ul>` +
  `<a class="btn" href="/start">Start free for 14 days</a></div></section>`;

describe("rules89c: the page's own bands are no plan cards", () => {
  test("the hero's slogan names no plan; the one offer is read under the product's name (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html: landing(oneCard) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => p.name)).not.toContain("Notes that write themselves");
    expect(plans.map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([["Quillfast", 12, "USD", "month"]]);
  });

  test("plan cards that are sections inside the pricing band are still a set of plans", () => {
    const card = (name: string, price: string) =>
      `<section class="plan"><h3>${name}</h3><p class="price">${price}<span>/month</span></p><ul><li>Unlimited notes</li></ul><a class="btn" href="/start">Choose ${name}</a></section>`;
    const grid = `<section id="pricing"><h2>Pricing</h2><div class="plans">${card("Solo", "$12")}${card("Team", "$30")}</div></section>`;
    const plans = extractSite([{ url: URL, html: landing(grid) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount])).toEqual([
      ["Solo", 12],
      ["Team", 30],
    ]);
  });

  test("a pricing band's grid of unheaded cards is read, not folded into the hero's band (fails without the rule)", () => {
    const card = (name: string, price: string, note: string) =>
      `<article class="tier"><div class="tier-name">${name}</div><div class="tier-desc">For people who take notes every day.</div>` +
      `<div class="price"><strong>${price}</strong></div><div class="price-note">${note}</div>` +
      `<ul><li>Unlimited notes</li><li>Voice drafts</li></ul><button class="btn">Choose ${name}</button></article>`;
    const html =
      `<!doctype html><html lang="en"><head><title>Quillfast pricing</title></head><body><main>` +
      `<section class="wrap hero"><h1>Your notes, everywhere.</h1><button class="btn">Go unlimited - $24/year</button></section>` +
      `<section class="wrap tiers" id="tiers">${card("Basic", "$0", "Free for good")}${card("Unlimited", "$24/year", "Billed once a year")}</section>` +
      `</main></body></html>`;
    const url = "https://quillfast.example/pricing";
    const plans = extractSite([{ url, html }], { url, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount])).toEqual([
      ["Basic", 0],
      ["Unlimited", 24],
    ]);
    expect(plans.find((p) => p.name === "Unlimited")?.period).toBe("year");
  });

  test("bands that state two different prices give no plan named by a band's heading", () => {
    const upsell =
      `<section class="cta"><h2>Teams love it too</h2><p>Seats from $30/month</p><a class="btn" href="/teams">Talk to us</a></section>`;
    const plans = extractSite([{ url: URL, html: landing(upsell) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => p.name)).not.toContain("Notes that write themselves");
    expect(plans.map((p) => p.name)).not.toContain("Teams love it too");
  });

  test("a Japanese saving after the figure (\"¥1,000引き\") prices no plan (fails without the rule)", () => {
    const html =
      `<!doctype html><html lang="ja"><head><title>ノートン | 料金</title></head><body><main>` +
      `<section id="price"><h2>料金</h2><div class="grid">` +
      `<div class="plan-box"><h3>通常版</h3><p class="price">¥4,800 / 月</p><a class="btn" href="/buy">申し込む</a></div>` +
      `<div class="note-box"><h3>先着10名の特典</h3><p>¥1,000 引き（初月のみ）</p><a class="btn" href="/buy">詳しく見る</a></div>` +
      `</div></section></main></body></html>`;
    const url = "https://noteon.example/price";
    const plans = extractSite([{ url, html }], { url, abstain: false }).plans;
    expect(plans.map((p) => p.amount)).not.toContain(1000);
  });
});
