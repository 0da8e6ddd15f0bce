/**
 * Round 89, part h, on real pages (issue 25): a structured-data offer beside the page's own card of
 * the same plan. The merge took structured data first, so an offer's bare price read monthly by
 * convention beat a card the page sells once ("one-time" packs), and an offer priced with tax beat
 * the card's price a reader sees. The card's reading now wins where the two disagree; structured
 * data fills what the card does not show (offer-beside-card.ts). A card on its annual-billing side
 * beside an offer at the monthly price stays two sides of one plan. Small pages of our own, never
 * text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";

const URL = "https://quillmoth.example/pricing";
const ld = (offers: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"SoftwareApplication","name":"Quillmoth","offers":[${offers}]}</script>`;
const offer = (name: string, price: number, currency = "USD") => `{"@type":"Offer","name":"${name}","price":"${price}","priceCurrency":"${currency}"}`;
const page = (jsonLd: string, body: string) => `<!doctype html><html lang="en"><head><title>Quillmoth pricing</title>${jsonLd}</head><body><h1>Pricing</h1>${body}</body></html>`;
const read = (html: string) => assessSite([{ url: URL, html }], { url: URL }).assessed.map((a) => `${a.plan.name}: ${a.plan.amount} ${a.plan.currency} /${a.plan.period}`);
const card = (name: string, price: string, note: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><p>${note}</p><ul><li>Transcripts in minutes</li><li>Export to text</li></ul><a href="/buy">Buy ${name}</a></div>`;

describe("rules89h: structured data's offer beside the page's own card", () => {
  test("packs the cards sell once are paid once, not read monthly from structured data's bare prices (fails without the rule)", () => {
    const pack = (name: string, credits: number, price: string, rate: string) => `<div class="pack"><h3>${name}</h3><div class="credits">${credits}</div><div class="pack-price">${price}</div><div class="rate">${rate}/min</div><a href="/buy">Buy now</a></div>`;
    const html = page(ld([offer("Small pack", 5), offer("Large pack", 15)].join(",")), `<h2>Buy credits</h2><p>1 credit is 1 minute of transcription. Credits last 30 days from purchase.</p><p>Teams: a subscription billed each month is on its way.</p>
<div class="packs">${pack("Small pack", 250, "$5", "$0.02")}${pack("Large pack", 1000, "$15", "$0.015")}</div>`);
    expect(read(html)).toEqual(["Small pack: 5 USD /one_time", "Large pack: 15 USD /one_time"]);
  });

  test("an offer priced with tax beside its card's price without it: the card's price (fails without the rule)", () => {
    const html = page(ld(offer("Team", 22)), `<div class="plans">${card("Team", "$20 / month", "excl. tax")}</div>`);
    expect(read(html)).toEqual(["Team: 20 USD /month"]);
  });

  test("a card on its annual-billing side beside an offer at the monthly price stays the plan's two sides", () => {
    const html = page(ld([offer("Solo", 12), offer("Studio", 30)].join(",")), `<p>Prices shown billed annually.</p>
<div class="plans">${card("Solo", "$10/month", "billed annually")}${card("Studio", "$25/month", "billed annually")}</div>`);
    expect(read(html)).toEqual(["Solo: 12 USD /month", "Studio: 30 USD /month"]);
  });

  test("an offer in another currency than its card is left as structured data says", () => {
    const html = page(ld(offer("Team", 18, "EUR")), `<div class="plans">${card("Team", "$20 / month", "cancel anytime")}</div>`);
    expect(read(html)[0]).toBe("Team: 18 EUR /month");
  });
});
