/**
 * Round 51, part c, on real pages (issue 25; docs/intel.md, "Round 51, part c"): plan names that
 * are not names, counted on development (waves 8–12, 30–43, raw reading) by where the invented
 * plan's name came from — a price word, a billing or period line, the site's name, a heading, a
 * button, a badge, a fragment. No construction that a rule could read without losing names readers
 * chose passed the bar (three sites in three waves), so these tests pin what is read: the shapes
 * that must stay names, and the ones left (the docs' "Left"). Small pages of our own, never text
 * from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://ledgerloom.example/pricing";
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Ledgerloom</title></head><body><header><a href="/">Ledgerloom</a></header><main>${body}</main></body></html>`;
const raw = (body: string) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`);
const LIST = `<ul><li>Daily backups</li><li>Email support</li></ul>`;

/** A card: its heading, a line, the list, then the price in two spans (figure, unit). */
const card = (name: string, price: string, unit: string) =>
  `<div class="plan"><h3>${name}</h3><p>Made for the way you work.</p>${LIST}<div class="price"><span>${price}</span><span>${unit}</span></div><a href="/signup">Start</a></div>`;

/** A card with a badge over its heading, the price and a note in its footer. */
const badged = (badge: string, heading: string, price: string, note: string) =>
  `<article class="pricing-card"><div class="pricing-badge">${badge}</div><h2>${heading}</h2><p class="pricing-subtitle">For quick checks on links.</p>${LIST}` +
  `<div class="pricing-footer"><div class="pricing-price"><span>${price}</span><span>${note}</span></div><button>Choose</button></div></article>`;

describe("rules51c: names that are not names — what is read", () => {
  test("a free card whose price slot says \"Free\" is named by its heading, as its kin are (round 40b)", () => {
    const page = `<h1>Plans</h1><div class="plans">${card("Discoverer", "Free", "monthly")}${card("Starter", "€9", "monthly")}${card("Small", "€19", "monthly")}</div>`;
    expect(raw(page)).toEqual(["Discoverer: 0 EUR/month", "Starter: 9 EUR/month", "Small: 19 EUR/month"]);
  });

  test("cards named by a period stay so named (\"Monthly\", \"Annual\"): readers chose such names on 11 sites of development, so a period word is no sign of a non-name", () => {
    const page = `<h1>Plans</h1><div class="plans">${card("Monthly", "$8", "/month")}${card("Annual", "$77", "/year")}</div>`;
    expect(raw(page)).toEqual(["Monthly: 8 USD/month", "Annual: 77 USD/year"]);
  });

  test("a billing note under the price (\"billed monthly\") does not name a card headed by its name", () => {
    const note = (name: string, price: string) =>
      `<div class="plan"><h3>${name}</h3><p>Managed hosting for one workspace.</p><div class="price"><span>${price}</span><span>/mo</span></div><p><span>billed monthly</span></p>${LIST}<a href="/signup">Start</a></div>`;
    const page = `<h1>Plans</h1><div class="plans">${note("Loom Cloud", "$20")}${note("Loom Cloud Max", "$49")}</div>`;
    expect(raw(page)).toEqual(["Loom Cloud: 20 USD/month", "Loom Cloud Max: 49 USD/month"]);
  });

  test("a badge over a heading that shares none of its words: the heading names the card", () => {
    const page = `<h1>Plans</h1><section class="pricing-grid">${badged("Basic", "Free Tier", "$0", "forever")}${badged("Top", "Premium Tier", "$6.99", "per month")}</section>`;
    expect(raw(page)).toEqual(["Free Tier: 0 USD/month", "Premium Tier: 6.99 USD/month"]);
  });

  test("left: a badge that is the heading's first word (\"Free\" over \"Free Tier\") — the cards are read as one plan named \"Tier\" (1 site, 1 wave: no rule)", () => {
    const page = `<h1>Plans</h1><section class="pricing-grid">${badged("Free", "Free Tier", "$0", "forever")}${badged("Premium", "Premium Tier", "$6.99", "per month")}</section>`;
    expect(raw(page)).toEqual(["Tier: 0 USD/month"]);
  });

  test("left: the billing sides of one plan set as cards of their own (\"Monthly Plan\", \"Annual Plan\" under \"Premium\") are read as two plans", () => {
    const side = (name: string, price: string, unit: string) => `<div class="option"><h4>${name}</h4><div class="price"><span>${price}</span><span>${unit}</span></div></div>`;
    const page = `<h1>Plans</h1><div class="plan"><h2>Premium</h2><p>Everything for agents.</p><div class="options">${side("Monthly Plan", "$10", "/month")}${side("Annual Plan", "$8", "/month billed annually")}</div></div>`;
    expect(raw(page)).toEqual(["Monthly Plan: 10 USD/month", "Annual Plan: 8 USD/month"]);
  });
});
