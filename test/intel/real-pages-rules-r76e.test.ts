/**
 * Round 76, part e, on real pages (issue 25): a billing switch served on its annual side whose
 * monthly side only the page's app state holds, as each side's price per currency —
 * `tiers: {starter: {year: {usd: 12, eur: 11}, month: {usd: 16, eur: 15}}}`. served-sides.ts read
 * a number as a price only under a key naming a price or a side; a number under a currency code
 * was none, so the cards kept their annual side as the monthly amount. A number under a known
 * currency code inside a side is that side's price in that currency; the monthly side is taken only
 * when the data's annual side is the price the card shows, in the card's currency. Small pages of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://ledgerly.example/pricing";
const card = (name: string, price: string) =>
  `<div class="card"><h3>${name}</h3><p class="price">${price}</p><p class="note">per user per month, billed annually</p>` +
  `<ul><li>Shared ledgers</li><li>Bank sync</li></ul><a href="/signup">Try it free</a></div>`;
const page = (state: unknown, cards: string) =>
  `<!doctype html><html lang="en"><head><title>Ledgerly — pricing</title></head><body><main><h1>Plans for every team</h1>` +
  `<div class="switch"><label>Billed monthly</label><input type="checkbox" checked><label>Billed annually</label></div>` +
  `<div class="grid">${cards}</div></main>` +
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: state } })}</script></body></html>`;
const plans = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
const tiers = (starter: object, growth: object) => ({ pricing: { tiers: { starter, growth } } });
const cards = card("Starter", "€11") + card("Growth", "€24");

describe("rules76e: the monthly side of a switch served annually, per currency in the page's app state", () => {
  test("cards on their annual side take the monthly side from `{year: {eur}, month: {eur}}` (fails without the rule)", () => {
    const got = plans(page(tiers({ year: { usd: 12, eur: 11 }, month: { usd: 16, eur: 15 } }, { year: { usd: 26, eur: 24 }, month: { usd: 32, eur: 30 } }), cards));
    const starter = got.find((p) => p.name === "Starter");
    const growth = got.find((p) => p.name === "Growth");
    expect(starter?.amount).toBe(15);
    expect(starter?.annual_amount).toBe(11);
    expect(growth?.amount).toBe(30);
    expect(growth?.annual_amount).toBe(24);
  });

  test("another currency's figures are not read: the data's euro annual side is not the price shown", () => {
    // The dollar annual side equals the shown figure, the euro one does not: no monthly side is taken.
    const got = plans(page(tiers({ year: { usd: 11, eur: 10 }, month: { usd: 15, eur: 14 } }, { year: { usd: 24, eur: 22 }, month: { usd: 30, eur: 28 } }), cards));
    expect(got.find((p) => p.name === "Starter")?.amount).toBe(11);
    expect(got.find((p) => p.name === "Growth")?.amount).toBe(24);
  });

  test("numbers under a currency code with no billing side named are not read as a monthly side", () => {
    const got = plans(page(tiers({ list: { usd: 12, eur: 11 }, other: { usd: 16, eur: 15 } }, { list: { usd: 26, eur: 24 }, other: { usd: 32, eur: 30 } }), cards));
    expect(got.find((p) => p.name === "Starter")?.amount).toBe(11);
    expect(got.find((p) => p.name === "Growth")?.amount).toBe(24);
  });
});

// A card's footnote naming its other side: "*Billed annually or $X on-demand" under "$P per node, per month*".
const FOOT_URL = "https://gaugewise.example/pricing";
const footCard = (name: string, price: string, foot: string) =>
  `<div class="plan"><h3>${name}</h3><p class="eyebrow">Starting at</p><div class="price"><sup>$</sup><span class="amount">${price}</span><span class="helper">Per node,<br>per month*</span></div>` +
  `<a href="/trial" class="btn">Start trial</a><ul><li>Dashboards</li><li>Alerts</li></ul><p class="fine-print">${foot}</p></div>`;
const footPage = (cards: string) =>
  `<!doctype html><html lang="en"><head><title>Gaugewise — pricing</title></head><body><main><h1>Pricing</h1><div class="row">${cards}</div></main></body></html>`;
const footPlans = (html: string) => extractSite([{ url: FOOT_URL, html }], { url: FOOT_URL, abstain: false }).plans;

describe("rules76e: a footnote naming the monthly side after \"billed annually or\"", () => {
  test("\"$10 per node, per month*\" over \"*Billed annually or $12 on-demand\" is $12 a month, $10 billed annually (fails without the rule)", () => {
    const got = footPlans(footPage(footCard("Basic", "10", "*Billed annually or $12 on-demand.") + footCard("Plus", "20", "*Billed annually or $25 if billed monthly.")));
    const basic = got.find((p) => p.name === "Basic");
    const plus = got.find((p) => p.name === "Plus");
    expect(basic?.amount).toBe(12);
    expect(basic?.annual_amount).toBe(10);
    expect(plus?.amount).toBe(25);
    expect(plus?.annual_amount).toBe(20);
  });

  test("no pair from a footnote figure more than twice the card's price, or one followed by no billing side (per extra node)", () => {
    const got = footPlans(footPage(footCard("Basic", "10", "*Billed annually or $120 on-demand.") + footCard("Plus", "20", "*Billed annually or $25 per extra node.")));
    // No pair is made: $120 is no monthly side of $10 (the card reader reads that card as before).
    expect(got.find((p) => p.name === "Basic")?.annual_amount ?? null).not.toBe(10);
    expect(got.find((p) => p.name === "Plus")?.annual_amount ?? null).not.toBe(20);
  });
});
