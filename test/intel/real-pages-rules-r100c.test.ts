/**
 * Round 100, part c, on real pages (issue 25): the contact tier set apart below the priced grid.
 * Two constructions:
 * - a wide card of the grid's own template right under the grid, named in the grid's name slot,
 *   no figure in it, its slot or button saying to ask ("Custom / Contact Sales"): a contact-sales
 *   plan (extract/contact-apart.ts, read by plans-page.ts beside round 45f's priced card apart);
 * - a box under the cards headed by a custom offer's name ("Custom plan"), a sentence and a
 *   "Contact us" link: round 86f's enterprise box, headed otherwise (extract/enterprise-block.ts).
 * Not read: a "Need more?" banner built otherwise than the cards, a card of the template in a
 * section of its own under another heading, a card apart named outside the grid's name slot, a
 * box headed "Custom integrations" or asking "Need something custom?". Small pages of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { customOfferHeading } from "../../src/intel/extract/enterprise-block";
import { contactBoxesBesideSureGrid } from "../../src/intel/contact-box";
import type { Assessed } from "../../src/intel/confidence";

const URL = "https://lanternforge.example/pricing";
const card = (name: string, price: string, button: string, extra = "") =>
  `<div class="tier-card${extra}"><div class="tier-card__name">${name}</div><div class="tier-card__price">${price}</div>` +
  `<ul><li>Shared boards</li><li>Weekly digests</li><li>Email support</li></ul><a href="/start" class="btn">${button}</a></div>`;
const grid = card("Studio", "$29 per month", "Start trial") + card("Atelier", "$79 per month", "Start trial", " tier-card--featured");
const page = (below: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing | Lanternforge</title></head><body><main><section class="pricing">` +
  `<h1>Pricing</h1><p>Plans for studios of every size.</p><div class="tier-grid">${grid}</div>${below}` +
  `<p class="note">Prices in USD, taxes extra.</p></section></main><footer><a href="/contact">Contact</a></footer></body></html>`;
const plansOf = (html: string, abstain = false) =>
  extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, contact: p.contact_sales }));

const wideCard =
  `<div class="tier-card" style="max-width:800px"><div class="tier-card__name">Custom / Contact Sales</div>` +
  `<div class="tier-card__desc">For fleets of studios with their own procurement rules.</div>` +
  `<ul><li>Single sign-on</li><li>Procurement review</li><li>Dedicated onboarding</li></ul><a href="/contact" class="btn">Contact Sales</a></div>`;

describe("a contact card of the grid's template under the grid (round 100c)", () => {
  test("is the grid's contact-sales tier, in the raw reading and the product", () => {
    for (const abstain of [false, true]) {
      const plans = plansOf(page(wideCard), abstain);
      expect(plans.map((p) => [p.name, p.amount])).toEqual([["Studio", 29], ["Atelier", 79], ["Custom / Contact Sales", null]]);
      expect(plans[2]!.contact).toBe(true);
    }
  });

  test("a \"Need more?\" banner built otherwise is no plan", () => {
    const banner = `<div class="help-banner"><h3>Need more seats?</h3><p>Talk to us about volume.</p><a href="/contact">Contact sales</a></div>`;
    expect(plansOf(page(banner)).map((p) => p.name)).toEqual(["Studio", "Atelier"]);
  });

  test("a card of the template in a section of its own, under another heading, is not the grid's tier", () => {
    const apart = `<h2>For agencies</h2>${wideCard}`;
    expect(plansOf(page(apart)).map((p) => p.name)).toEqual(["Studio", "Atelier"]);
  });

  test("a card of the template named outside the grid's name slot is not read", () => {
    const other = wideCard.replace(`<div class="tier-card__name">Custom / Contact Sales</div>`, `<p class="lede">Custom / Contact Sales</p>`);
    expect(plansOf(page(other)).map((p) => p.name)).toEqual(["Studio", "Atelier"]);
  });
});

describe("a box headed by a custom offer's name under the cards (round 100c)", () => {
  const box = (heading: string) =>
    `<div class="custom-box"><div><h3>${heading}</h3><div class="lede">Tell us what your studio needs and we will put together a plan and a quote for it.</div></div>` +
    `<a href="mailto:sales@lanternforge.example" class="btn">Contact us</a></div>`;

  test("\"Custom plan\" over a sentence and a contact link is a contact-sales plan", () => {
    const plans = plansOf(page(box("Custom plan")));
    expect(plans.map((p) => [p.name, p.amount, p.contact])).toEqual([["Studio", 29, false], ["Atelier", 79, false], ["Custom plan", null, true]]);
  });

  test("a box that asks a question is no plan", () => {
    for (const h of ["Need something custom?", "Need a custom plan?"]) expect(plansOf(page(box(h))).map((p) => p.name)).toEqual(["Studio", "Atelier"]);
  });

  test("the heading words: a custom offer's name, whole", () => {
    for (const h of ["Custom", "Custom plan", "Sur mesure", "Individuell", "定制版", "Custom:"]) expect(customOfferHeading(h)).toBe(true);
    for (const h of ["Custom domains", "Custom integrations", "Need something custom?", "Customers", "Build a custom plan today"]) expect(customOfferHeading(h)).toBe(false);
  });
});

describe("the gate: a contact box beside a grid the model is sure of (round 100c)", () => {
  const HOME = "https://lanternforge.example/";
  const onePage = (below: string) =>
    `<!doctype html><html lang="en"><head><title>Lanternforge — boards for studios</title></head><body><main>` +
    `<section class="hero"><h1>Boards for studios</h1><p>Plan, review and ship your studio's work in one place.</p></section>` +
    `<section id="licence"><h2>Commercial licence</h2><div class="tier-grid">${grid}</div>${below}</section></main></body></html>`;
  const box = `<div class="custom-box"><div><h3>Custom plan</h3><div class="lede">Tell us what your studio needs and we will put together a plan and a quote for it.</div></div>` +
    `<a href="mailto:sales@lanternforge.example" class="btn">Contact us</a></div>`;
  const read = (html: string, abstain: boolean) => extractSite([{ url: HOME, html }], { url: HOME, abstain }).plans.map((p) => p.name);

  test("on a one-page site's licence section the box is reported with the sure priced cards", () => {
    expect(read(onePage(box), false)).toEqual(["Studio", "Atelier", "Custom plan"]);
    expect(read(onePage(box), true)).toEqual(["Studio", "Atelier", "Custom plan"]);
  });

  const assessed = (name: string, amount: number | null, signals: Record<string, number>, url = HOME) =>
    ({ plan: { name, amount, contact_sales: amount === null, evidence: { url } }, signals: { beside_grid: 0, contact_sales: 0, contact_unstated: 0, text_agrees: 0, in_card_grid: 0, ...signals }, confidence: 0.7 }) as unknown as Assessed;
  const studio = assessed("Studio", 29, { in_card_grid: 1 });
  const atelier = assessed("Atelier", 79, { in_card_grid: 1 });
  const boxOf = (signals: Record<string, number> = {}) => assessed("Custom plan", null, { beside_grid: 1, contact_sales: 1, text_agrees: 1, ...signals });

  test("only beside two sure priced cards of the same page, the text agreeing, the page's one contact plan", () => {
    const b = boxOf();
    expect(contactBoxesBesideSureGrid([studio, atelier, b], new Set([studio, atelier]))).toEqual([b]);
    // One sure priced card, or the grid's cards on another page: not vouched for.
    expect(contactBoxesBesideSureGrid([studio, atelier, b], new Set([studio]))).toEqual([]);
    const other = assessed("Atelier", 79, { in_card_grid: 1 }, "https://lanternforge.example/other");
    expect(contactBoxesBesideSureGrid([studio, other, b], new Set([studio, other]))).toEqual([]);
    // The text reader does not find it, or its slot says nothing: not vouched for.
    const quiet = boxOf({ text_agrees: 0 });
    expect(contactBoxesBesideSureGrid([studio, atelier, quiet], new Set([studio, atelier]))).toEqual([]);
    const unstated = boxOf({ contact_unstated: 1 });
    expect(contactBoxesBesideSureGrid([studio, atelier, unstated], new Set([studio, atelier]))).toEqual([]);
    // A second contact plan on the page: which one is the tier is not the box's to say.
    const enterprise = assessed("Enterprise", null, { in_card_grid: 1, contact_sales: 1 });
    expect(contactBoxesBesideSureGrid([studio, atelier, enterprise, b], new Set([studio, atelier]))).toEqual([]);
  });
});
