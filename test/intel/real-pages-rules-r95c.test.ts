/**
 * Round 95, part c, on real pages (issue 25): a one-page site whose pricing section (round 82l) shows
 * cards that its structured data also offers. The merged plan's source is structured data, and
 * pricing-section.ts lifted only plans the page reader alone gave — so the cards a site marked up
 * lost the section's pricing-page weight while an unmarked card of the same grid kept it, and the
 * model withheld them. A plan structured data gives and a card of the page shows inside the section
 * is that card — when the card's price as shown states the amount read (or its annual side) — and
 * is weighed as read on a pricing page. Structured data's offers that no card shows, a card showing
 * another figure than the offer's, and marked-up cards outside the pricing section are not lifted.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const URL = "https://lanternfig.example/";
const ld = (offers: string[]) =>
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"SoftwareApplication","name":"Lanternfig","offers":[${offers.join(",")}]}</script>`;
const offer = (name: string, price: number) => `{"@type":"Offer","name":"${name}","price":"${price}","priceCurrency":"USD"}`;
const home = (jsonLd: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>Lanternfig — field notes for birders</title>${jsonLd}</head><body><header><nav><a href="#how">How it works</a><a href="#plans">Pricing</a></nav></header><main><section class="hero"><h1>Field notes for birders</h1><p>Lanternfig keeps every sighting with its place and its song.</p></section>${body}</main></body></html>`;
const card = (name: string, price: string, bullets: string[]) =>
  `<div class="tier"><h3>${name}</h3><div class="tier-price">${price}</div><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/start">Choose ${name}</a></div>`;
const grid = (cards: string[]) => `<div class="tiers">${cards.join("")}</div>`;
const assessed = (html: string) => new Map(assessSite([{ url: URL, html }], { url: URL }).assessed.map((a) => [a.plan.name, a]));
const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`);

const tiers = grid([
  card("Pro", "$ 12 /mo", ["Unlimited sightings", "Song recognition"]),
  card("Flock", "$ 9 /seat · monthly", ["Shared lists", "Guide accounts"]),
  card("Sanctuary", "Custom", ["Reserves and parks", "Contact us"]),
]);

describe("rules95c: structured data's plans that a card shows in the pricing section are read on a pricing page", () => {
  test("marked-up cards inside the page's pricing section weigh like the unmarked one beside them (fails without the rule)", () => {
    const html = home(ld([offer("Pro", 12), offer("Flock", 9)]), `<section id="plans"><h2>Choose your notebook</h2>${tiers}</section>`);
    const got = assessed(html);
    expect(got.get("Pro")?.plan.source).toBe("json-ld");
    expect(got.get("Pro")?.signals.on_pricing_page).toBe(1);
    expect(got.get("Flock")?.signals.on_pricing_page).toBe(1);
    expect(got.get("Sanctuary")?.signals.on_pricing_page).toBe(1);
    expect(reported(html)).toEqual(expect.arrayContaining(["Pro: 12 USD /month", "Flock: 9 USD /month"]));
  });

  test("the same cards outside any pricing section are not lifted", () => {
    const html = home(ld([offer("Pro", 12), offer("Flock", 9)]), `<section id="how"><h2>How it works</h2>${tiers}</section>`);
    const got = assessed(html);
    expect(got.get("Pro")?.signals.on_pricing_page).toBe(0);
    expect(got.get("Flock")?.signals.on_pricing_page).toBe(0);
  });

  test("a marked-up card whose shown price is not the offer's amount (nor its annual side) is not lifted; its sibling showing the amount is", () => {
    const html = home(ld([offer("Pro", 12), offer("Flock", 9)]), `<section id="plans"><h2>Choose your notebook</h2>${grid([card("Pro", "$ 15 /mo", ["Unlimited sightings", "Song recognition"]), card("Flock", "$ 9 /mo", ["Shared lists", "Guide accounts"])])}</section>`);
    const got = assessed(html);
    expect(got.get("Pro")?.plan.amount).toBe(12);
    expect(got.get("Pro")?.signals.on_pricing_page).toBe(0);
    expect(got.get("Flock")?.signals.on_pricing_page).toBe(1);
  });

  test("an offer only structured data gives — no card of its name on the page — is not lifted; the card beside it is", () => {
    const html = home(ld([offer("Pro", 12), offer("Aviary", 49)]), `<section id="plans"><h2>Choose your notebook</h2>${grid([card("Pro", "$ 12 /mo", ["Unlimited sightings", "Song recognition"])])}</section>`);
    const got = assessed(html);
    expect(got.get("Pro")?.signals.on_pricing_page).toBe(1);
    expect(got.get("Aviary")?.signals.on_pricing_page).toBe(0);
  });
});
