/**
 * Round 65, part b, on real pages (issue 25; docs/intel.md, "Round 65, part b"): the lead's read of
 * the pages of waves 55–57 read empty. A one-page site that sells one plan shows its card in the
 * pricing section and says the price again in the closing call to action ("14-day free trial ·
 * $8.99/month · Get the app"). The two sections, each holding that price, were taken for a group of
 * two cards; neither read as a plan, and a page with a group never tried the lone card. Now a group
 * none of whose cards reads as a plan does not stop the lone card's reading, and a lone card's price
 * said twice is one price: the card is the block around one of its showings. And a lone card whose
 * only line above its price is a tier's word in a badge's dress ("PROFESSIONAL" in a
 * `pricing-badge`, no heading) is named by it: readCard passes over badges, as ribbons on one card
 * among others.
 * The last-resort reading of one price (sole-price.ts) ran only on a pricing page (by its path or
 * title) or an upgrade page; a one-page site has neither, its pricing a section of the home page.
 * Now the page with a pricing section (`<section id="pricing">`, a "Pricing" heading) is read for
 * one price too (not for priceless cards or order forms, more often feature tiles and sign-ups on a
 * home page). There, a button that gets what it prices names it ("Get Analytics Pro — $14.99") and
 * is a purchase; and a ribbon over the price ("Flexible Payment" in a badge) names nothing: the
 * card's title under its price does.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://quicktranslate.example/";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>QuickTranslate — translate where you type</title></head><body><header><a href="/">QuickTranslate</a></header><main>${body}</main></body></html>`;
const plans = (body: string) =>
  extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}`);

const hero = `<section class="hero"><h1>Translate where you type</h1><p>Select text, press one shortcut, and the translation replaces it.</p><a class="btn" href="/download">Download for Mac</a></section>`;
const features = `<section class="features"><h2>Everything you need</h2><div class="grid"><div><h3>One shortcut</h3><p>Works in every app.</p></div><div><h3>Any language</h3><p>Detects the source language.</p></div></div></section>`;
const pricing = (price: string) =>
  `<section id="pricing"><div class="wrap"><p class="eyebrow">Pricing</p><h2>Simple monthly pricing</h2><p>One plan, everything included.</p>` +
  `<article class="card"><p class="name">QuickTranslate Pro</p><p class="price">${price}</p><ul><li>Unlimited translations</li><li>All 12 languages</li><li>Custom tone styles</li></ul><a class="btn" href="/subscribe">Start free for 14 days</a></article></div></section>`;
const closing = (line: string) => `<section class="cta"><div class="wrap"><h2>Ready to write in any language?</h2><p>14-day free trial</p><p>${line}</p><a class="btn" href="/download">Get the app</a></div></section>`;

describe("rules65b: a lone plan card whose price the closing call to action says again", () => {
  test("the card's \"$8.99 USD / month\" and the closing \"$8.99/month\": one plan, QuickTranslate Pro (fails without the rule)", () => {
    expect(plans(hero + features + pricing(`$8.99 <span>USD / month</span>`) + closing("macOS only · $8.99/month"))).toEqual(["QuickTranslate Pro: 8.99 USD/month"]);
  });

  test("the card alone, no price in the closing section: the same plan (the lone card as before)", () => {
    expect(plans(hero + features + pricing(`$8.99 <span>USD / month</span>`) + closing("macOS only"))).toEqual(["QuickTranslate Pro: 8.99 USD/month"]);
  });

  test("a different price in the closing section is no repeat: no lone card is guessed", () => {
    const names = plans(hero + features + pricing(`$8.99 <span>USD / month</span>`) + closing("Teams from $49/month"));
    expect(names).not.toContain("QuickTranslate Pro: 8.99 USD/month");
  });
});

const badgeCard = (label: string) =>
  `<section id="pricing"><h2 class="section-title">Simple, transparent pricing</h2><p>Everything you need in one subscription</p>` +
  `<div class="pricing-card"><div class="pricing-badge">${label}</div><div class="pricing-price">$5.99<span>/month</span></div><p>For students, teachers and teams</p><ul><li>10 decks a month</li><li>Speaker notes</li></ul><a class="btn" href="/subscribe">Subscribe now</a></div></section>`;

describe("rules65b: a lone card named only by a badge-styled tier label", () => {
  test("\"PROFESSIONAL\" in a pricing-badge over \"$5.99/month\": the plan PROFESSIONAL (fails without the rule)", () => {
    expect(plans(hero + features + badgeCard("PROFESSIONAL"))).toEqual(["PROFESSIONAL: 5.99 USD/month"]);
  });

  test("a badge's phrase (\"Most popular\") names no plan", () => {
    expect(plans(hero + features + badgeCard("Most popular")).map((p) => p.split(":")[0])).not.toContain("Most popular");
  });
});

const onePage = (section: string) =>
  `<!doctype html><html lang="en"><head><title>Lumen — see your usage</title></head><body><main>${hero}${features}${section}<footer><p>Built in the open. MIT licensed.</p></footer></main></body></html>`;
const site = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}`);

describe("rules65b: one price on a one-page site's pricing section", () => {
  const buttonSection = (id: string) =>
    `<section id="${id}"><h2>Unlock deeper insights with Analytics Pro</h2><p>Project rankings, exports and cost forecasts.</p><a class="btn" href="https://checkout.example/buy/lumen">Get Analytics Pro — $14.99</a><p>The free tier includes the dashboard and session history.</p></section>`;

  test("\"Get Analytics Pro — $14.99\" in the pricing section's button: Analytics Pro, $14.99 paid once (fails without the rule)", () => {
    expect(site(onePage(buttonSection("pricing")))).toEqual(["Analytics Pro: 14.99 USD/one_time"]);
  });

  test("the same button in a section that is no pricing section: nothing read (a home page's one price is not guessed an offer)", () => {
    expect(site(onePage(buttonSection("insights")))).toEqual([]);
  });

  test("a ribbon over the price names nothing; the card's title under its price does (fails without the rule)", () => {
    const card = `<section id="purchase"><h2>Get Started Today</h2><div class="pricing-card"><div class="popular-badge">Flexible Payment</div><div class="price-tag"><span class="currency">$</span><span class="amount">5</span><span class="period">/month</span></div><h3>Monthly Subscription</h3><ul><li>Cancel anytime</li><li>All features included</li></ul><input type="email" placeholder="Your email"><div id="paypal-button"></div></div></section>`;
    expect(site(onePage(card))).toEqual(["Monthly Subscription: 5 USD/month"]);
  });
});
