/**
 * Round 90, part a, on real pages (issue 25): a card marked by its billing term that is a whole
 * card. Two cards of one product, by the month and by the year, each marked by its term for the
 * checkout script (`data-plan="studio-monthly"`) and named in a slot whose class says neither "name"
 * nor "title", were taken for the two sides of a price toggle and dropped. An element marked by a
 * term that holds its own list and its own button is the card itself (term-named-cards.ts
 * `wholeCardSide`); a toggle's side, a price block inside one card, is still no card.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { wholeCardSide } from "../../src/intel/extract/term-named-cards";

const URL = "https://quillpond.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing — Quillpond</title></head><body><main>` +
  `<section class="plans"><h2>Pick how you pay</h2><p>Every plan opens the whole sketch library.</p><div class="plan-row">${body}</div></section>` +
  `<section class="faq"><h2>Questions</h2><p>You can cancel from your account page.</p></section>` +
  `</main></body></html>`;
const card = (mark: string, name: string, price: string, per: string, cta: string) =>
  `<article class="qp-card" data-plan="${mark}"><p class="qp-card__plan">${name}</p>` +
  `<div class="qp-card__amount"><span class="qp-card__sign">$</span><span class="qp-card__value">${price}</span><span class="qp-card__per">${per}</span></div>` +
  `<p class="qp-card__note">Sketch as much as you like.</p>` +
  `<ul class="qp-card__list"><li>All brush packs</li><li>Layer export</li><li>New packs while active</li></ul>` +
  `<button type="button" class="qp-card__cta">${cta}</button></article>`;
const raw = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));

describe("rules90a: a card marked by its billing term that holds a card's whole body", () => {
  test("a free card and two cards marked monthly / yearly: all three read (fails without the rule)", () => {
    const free = `<article class="qp-card" data-plan="free"><p class="qp-card__plan">Free</p><div class="qp-card__amount"><span class="qp-card__sign">$</span><span class="qp-card__value">0</span><span class="qp-card__per">forever</span></div><ul class="qp-card__list"><li>Three brush packs</li><li>Watermarked export</li></ul><a class="qp-card__cta" href="/start">Start free</a></article>`;
    const html = page(free + card("studio-monthly", "Monthly", "19", "/ month", "Start monthly") + card("studio-yearly", "Yearly", "190", "/ year", "Get the year"));
    const plans = raw(html);
    expect(plans.filter((p) => p.amount !== 0)).toEqual([
      { name: "Monthly", amount: 19, period: "month" },
      { name: "Yearly", amount: 190, period: "year" },
    ]);
    expect(plans.some((p) => p.name === "Free" && p.amount === 0)).toBe(true);
  });

  test("a toggle's two price blocks inside one card stay one plan's sides, not two plans", () => {
    const html = page(
      `<article class="qp-card"><p class="qp-card__plan">Studio</p>` +
        `<div class="qp-price price-monthly">$19 / month</div><div class="qp-price price-yearly" style="display:none">$190 / year</div>` +
        `<ul class="qp-card__list"><li>All brush packs</li><li>Layer export</li></ul><a class="qp-card__cta" href="/buy">Buy Studio</a></article>` +
        `<article class="qp-card"><p class="qp-card__plan">Team</p>` +
        `<div class="qp-price price-monthly">$49 / month</div><div class="qp-price price-yearly" style="display:none">$490 / year</div>` +
        `<ul class="qp-card__list"><li>Everything in Studio</li><li>Shared folders</li></ul><a class="qp-card__cta" href="/buy">Buy Team</a></article>`,
    );
    const names = raw(html).map((p) => p.name);
    expect(names).toEqual(["Studio", "Team"]);
  });

  test("a whole card per billing side, both on screen: one plan each with its yearly side, not four plans", () => {
    const side = (mark: string, name: string, price: string, per: string) =>
      `<div class="qp-card plan-${mark}"><p class="qp-card__plan">${name}</p><div class="qp-amt">$${price} ${per}</div><ul><li>All brush packs</li><li>Layer export</li></ul><button type="button">Choose ${name}</button></div>`;
    const html = page(side("monthly", "Studio", "19", "/ month") + side("yearly", "Studio", "190", "/ year") + side("monthly", "Team", "49", "/ month") + side("yearly", "Team", "490", "/ year"));
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.period, p.annual_amount])).toEqual([
      ["Studio", 19, "month", 15.83],
      ["Team", 49, "month", 40.83],
    ]);
  });

  test("the test: on screen, a list, a button and a name; a hidden side or a bare price block is no card", () => {
    expect(wholeCardSide(false, true, true, true)).toBe(true);
    expect(wholeCardSide(true, true, true, true)).toBe(false);
    expect(wholeCardSide(false, false, true, true)).toBe(false);
    expect(wholeCardSide(false, true, false, true)).toBe(false);
    expect(wholeCardSide(false, true, true, false)).toBe(false);
  });
});
