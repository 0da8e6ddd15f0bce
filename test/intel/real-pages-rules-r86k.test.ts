/**
 * Round 86, part k, on real pages (issue 25): plans read right and withheld on well-known
 * companies' pages.
 *
 * - A priced card read on both billing sides (its yearly discount shown, its monthly price in a
 *   line under it) between cards the model is sure of: the model weighs the annual side and the
 *   text reader's finding the other side first against it, though that is what a two-sided card
 *   looks like (two-sided-cards.ts). A grid the model doubts nearly whole is not vouched for.
 * - A card with no price of its own whose bullet gives a saving as a percentage ("40% cost
 *   reduction") is an unpriced twin of its priced siblings, so the contact card that closes the
 *   grid closes a grid of three (contact-tier.ts).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const URL = "https://lanternly.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing — Lanternly</title></head><body><main><h1>Pricing</h1><p>Light up your garden parties.</p>${body}</main></body></html>`;
const card = (name: string, price: string, note: string, bullets: string[]) =>
  `<div class="tier-card"><h3 class="tier-title">${name}</h3><div class="tier-price"><div class="tier-amount">${price}</div><div data-desc=""><div class="tier-note rich"><p>${note}</p></div></div></div><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/start">Get started</a></div>`;
const grid = (cards: string[]) => `<div class="tier-grid">${cards.join("")}</div>`;
const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => p.name);
const raw = (html: string) => assessSite([{ url: URL, html }], { url: URL }).facts.plans;

const twoSided = page(
  grid([
    card("Spark", "$0", "Free for everyone", ["3 lanterns", "One garden"]),
    card("Glow", "<s>$24</s> $12 per month, when you are paying annually", "$15 if billed monthly.", ["20 lanterns", "Five gardens", "Colour themes"]),
    card("Blaze", "$60", "Per month", ["Unlimited lanterns", "Unlimited gardens", "Priority help"]),
  ]),
);

describe("rules86k: plans read right and withheld", () => {
  test("a card read on both billing sides between sure cards is reported (fails without the rule)", () => {
    const glow = raw(twoSided).find((p) => p.name === "Glow");
    expect(glow).toMatchObject({ amount: 15, annual_amount: 12, period: "month" });
    expect(reported(twoSided)).toEqual(["Spark", "Glow", "Blaze"]);
  });

  test("a grid of two-sided cards the model mostly doubts is not vouched for by one sure card", () => {
    // Product cards with names of their own, each two-sided, doubted by the model; one sure plan beside them.
    const cards = ["Moth relay", "Wisp beacon", "Ember hub"].map((n, i) =>
      card(n, `<s>$${10 + i}</s> $${5 + i} per device a month, when you pay annually`, `$${7 + i} if billed monthly.`, ["One extra"]),
    );
    const html = page(grid([...cards, card("Blaze", "$60", "Per month", ["Unlimited lanterns", "Unlimited gardens"])]));
    const shown = reported(html);
    expect(raw(html).find((p) => p.name === "Wisp beacon")).toMatchObject({ amount: 8, annual_amount: 6 });
    expect(shown).toEqual(["Blaze"]);
  });

  test("a card with only a saving as a percentage is an unpriced twin, and the contact card closes a grid of three (fails without the rule)", () => {
    const html = page(
      grid([
        card("Spark", "Free", "For trying it out", ["3 lanterns", "One garden"]),
        `<div class="tier-card"><h3 class="tier-title">Metered</h3><div class="tier-note"><p>For parties that grow.</p></div><ul><li>Bulk orders (40% cost reduction)</li><li>Higher lantern limits</li></ul><a href="/keys">Upgrade</a></div>`,
        card("Estate", "Contact sales", "For whole estates", ["Dedicated lamplighter", "Custom colours"]),
      ]),
    );
    expect(raw(html).map((p) => p.name)).toEqual(["Spark", "Metered", "Estate"]);
    expect(reported(html)).toContain("Estate");
  });

  test("a rate as a percentage still prices a card by use", () => {
    const html = page(
      grid([
        card("Spark", "Free", "For trying it out", ["3 lanterns", "One garden"]),
        `<div class="tier-card"><h3 class="tier-title">Metered</h3><div class="tier-note"><p>2% of each ticket sold.</p></div><ul><li>Higher lantern limits</li></ul><a href="/keys">Upgrade</a></div>`,
        card("Estate", "Contact sales", "For whole estates", ["Dedicated lamplighter", "Custom colours"]),
      ]),
    );
    expect(raw(html).map((p) => p.name)).not.toContain("Metered");
  });
});
