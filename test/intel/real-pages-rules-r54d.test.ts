/**
 * Round 54, part d, on real pages (issue 25; docs/intel.md, "Round 54, part d"): wrong plans of
 * development (waves 8–12, 30–46) counted by field and construction. A card's list of what the plan
 * includes is no part of its price's words: a bullet's "1 month of support" under a bare price paid
 * once is no period (src/intel/extract/list-tail.ts, read where plans-page.ts clips a price's tail).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const HOME = "https://tourkit.example/";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Tourkit — Pricing</title></head><body><header><a href="/">Tourkit</a></header><main><h1>Pricing</h1>${body}</main></body></html>`;
const home = `<!doctype html><html lang="en"><head><title>Tourkit</title></head><body><main><h1>Guided tours for web apps</h1><p>A small library for product tours.</p></main></body></html>`;
/** A card: its name, its price in a block of its own, then a list of what it includes. */
const card = (name: string, price: string, items: string[]) =>
  `<div class="tier"><div class="head"><h3>${name}</h3><div class="price"><span>$</span><span>${price}</span></div></div><div class="body"><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a class="btn" href="/buy">Buy now</a></div></div>`;
const licences = (intro: string) =>
  page(`<h2>Commercial licence</h2><p>${intro}</p><div class="tiers">${[
    card("Solo", "19", ["One project", "Updates for life"]),
    card("Studio", "49", ["Five projects", "1 month of email support"]),
    card("Agency", "149", ["Unlimited projects", "6 months of priority support"]),
  ].join("")}</div>`);
const read = (html: string) =>
  extractSite([{ url: HOME, html: home }, { url: "https://tourkit.example/pricing", html }], { url: HOME, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`);

describe("rules54d: a card's bullets are no part of its price's words", () => {
  test("licences paid once: a bullet's months of support are no period (fails without the rule: month)", () => {
    expect(read(licences("Pay once, use it for ever."))).toEqual(["Solo: 19 USD/one_time", "Studio: 49 USD/one_time", "Agency: 149 USD/one_time"]);
  });

  test("the same cards on a page that states no once word keep no period rather than the month", () => {
    // (No once word: the period is what the page says elsewhere — here nothing, so the cards are paid once by inference.)
    const plans = read(licences("Pick the licence that fits your team."));
    expect(plans.every((p) => !p.endsWith("/month"))).toBe(true);
  });

  test("a card built as one list keeps its price's period in the item after the price", () => {
    const listCard = (name: string, price: string) => `<ul class="tier"><li><h3>${name}</h3></li><li class="price">$${price}</li><li>per month</li><li>Email support</li></ul>`;
    const html = page(`<div class="tiers">${listCard("Basic", "9")}${listCard("Plus", "29")}</div>`);
    expect(read(html)).toEqual(["Basic: 9 USD/month", "Plus: 29 USD/month"]);
  });

  test("a period on the price's own line or in the block after it is read as before", () => {
    const own = (name: string, price: string) => `<div class="tier"><h3>${name}</h3><div class="price">$${price}</div><p>per month</p><ul><li>12 months of history</li><li>Email support</li></ul></div>`;
    const html = page(`<div class="tiers">${own("Basic", "9")}${own("Plus", "29")}</div>`);
    expect(read(html)).toEqual(["Basic: 9 USD/month", "Plus: 29 USD/month"]);
  });
});
