/**
 * Round 92, part d, on real pages (issue 25): a ribbon set over a card's title read as the plan's
 * name. Two readers took the ribbon's words over the title under it: round 13b's button rule
 * ("Join the Garden" under a "Garden Tier" ribbon over the title "Open Garden": the button echoed
 * the ribbon's word, and the card was renamed after the ribbon), and round 52c's trial card (a
 * "Trial" ribbon over the title "10-Day Trial": the first line naming a trial won). A badge, pill or
 * ribbon is set on a card to sell it, never its tier: both now pass over a line the page marks as a
 * badge — by its class, written in camelCase too ("tileBadge", name-badge.ts `badgeClass`) — and a
 * trial's title may carry its length ("10-Day Trial", trial-card.ts). Small pages of our own, never
 * text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { badgeClass } from "../../src/intel/extract/name-badge";
import { trialCardName } from "../../src/intel/extract/trial-card";

const URL = "https://seedvault.example/pricing";
const page = (cards: string) =>
  `<!doctype html><html lang="en"><head><title>Seedvault pricing</title></head><body><main>` +
  `<h1>Plans for every grower</h1><div class="tileGrid">${cards}</div></main></body></html>`;
const plans = (cards: string) => extractSite([{ url: URL, html: page(cards) }], { url: URL, abstain: false }).plans;
const names = (cards: string) => plans(cards).map((p) => p.name);

const tile = (badge: string, name: string, price: string, button: string) =>
  `<div class="tileCard">${badge}<h3 class="tileName">${name}</h3><p class="tileTagline">Keep your seed records in one place.</p>` +
  `<div class="tilePrice"><span class="tileAmount">${price}</span></div>` +
  `<ul class="tileList"><li>Seed catalogue</li><li>Sowing calendar</li></ul><a class="tileButton" href="/signup">${button}</a></div>`;
const rest =
  tile(`<div class="tileBadge">Early grower</div>`, "Sprout", "$6 / per month", "Start for $6/mo") +
  tile(`<div class="tileBadge">Most popular</div>`, "Orchard", "$18 / per month", "Start for $18/mo");

describe("rules92d: a ribbon in a camelCase badge class over the title, echoed by the button", () => {
  test("the title names the card, not the ribbon its button echoes (fails without the rule)", () => {
    const cards = tile(`<div class="tileBadge tileBadge--free">Garden Tier</div>`, "Open Garden", "$0 / forever", "Join the Garden") + rest;
    expect(names(cards)).toEqual(["Open Garden", "Sprout", "Orchard"]);
  });

  test("a plain line over a tagline title that the button names still names the card (round 13b)", () => {
    // Not a badge: an unclassed line "Garden" over the heading "Shared seed boards", and the button
    // "Choose Garden" — the button's line is the tier.
    const card = `<div class="tileCard"><p>Garden</p><h3>Shared seed boards</h3><div class="tilePrice">$0 / forever</div>` +
      `<ul><li>Seed catalogue</li></ul><a href="/signup">Choose Garden</a></div>`;
    expect(names(card + rest)[0]).toBe("Garden");
  });

  test("camelCase badge classes, and the look-alikes that are none", () => {
    expect(badgeClass("tileBadge")).toBe(true);
    expect(badgeClass("planCardRibbon tileRibbon--top")).toBe(true);
    expect(badgeClass("PricingCard_popularBadge__x1")).toBe(true);
    expect(badgeClass("plan-badge")).toBe(true);
    expect(badgeClass("priceTag")).toBe(false);
    expect(badgeClass("honeyBadger")).toBe(false);
    expect(badgeClass("badgeless")).toBe(false);
    expect(badgeClass("tileName")).toBe(false);
  });
});

describe("rules92d: a trial's ribbon over the trial's title", () => {
  const trialCard = (badge: string, title: string) =>
    `<div class="plan-card">${badge}<div class="plan-name">${title}</div><div class="plan-desc">Every tool, no card needed</div>` +
    `<div class="plan-price"><div class="plan-amount">Free</div><div class="plan-period">for 10 days</div></div>` +
    `<ul class="plan-list"><li>Seed catalogue</li><li>Sowing calendar</li></ul><a class="btn" href="/signup">Start now</a></div>`;
  const paid = (name: string, amount: string) =>
    `<div class="plan-card"><div class="plan-name">${name}</div><div class="plan-desc">For growing gardens</div>` +
    `<div class="plan-price"><div class="plan-amount">${amount}</div><div class="plan-period">/month</div></div>` +
    `<ul class="plan-list"><li>Seed catalogue</li></ul><a class="btn" href="/signup">Choose</a></div>`;
  const grid = (first: string) => first + paid("Basic", "$5") + paid("Plus", "$15");

  test("\"Trial\" in a badge over \"10-Day Trial\": the title names the trial (fails without the rule)", () => {
    const read = plans(grid(trialCard(`<div class="plan-badge">Trial</div>`, "10-Day Trial")));
    const trial = read.find((p) => p.amount === 0);
    expect(trial?.name).toBe("10-Day Trial");
    expect(trial?.free).toBe(false);
    expect(read.map((p) => p.name)).toEqual(["10-Day Trial", "Basic", "Plus"]);
  });

  test("a trial's name with its length, and what is not one", () => {
    expect(trialCardName(["10-Day Trial", "Free"])).toBe("10-Day Trial");
    expect(trialCardName(["7 day free trial"])).toBe("7 day free trial");
    expect(trialCardName(["Free Trial"])).toBe("Free Trial");
    // A length before anything but a trial's name, or a trial's terms, names no trial card.
    expect(trialCardName(["14-day trial included", "Free"])).toBeNull();
    expect(trialCardName(["30 days money back"])).toBeNull();
    expect(trialCardName(["Starter", "For small gardens"])).toBeNull();
  });

  test("a badge that alone names the trial keeps naming it; a paid card under a trial badge is no trial", () => {
    // No title under the ribbon: the badge is the only trial line and still names the card.
    expect(trialCardName(["Free trial", "Free"])).toBe("Free trial");
    const paidTrial = `<div class="plan-card"><div class="plan-badge">Trial</div><div class="plan-name">Orchard</div>` +
      `<div class="plan-price"><div class="plan-amount">$25</div><div class="plan-period">/month</div></div><ul class="plan-list"><li>Seed catalogue</li></ul></div>`;
    const read = plans(paid("Basic", "$5") + paid("Plus", "$15") + paidTrial);
    expect(read.map((p) => [p.name, p.amount])).toEqual([["Basic", 5], ["Plus", 15], ["Orchard", 25]]);
  });
});
