/**
 * Round 105, part c, on real pages (issue 25; session 44): plans reported under a name no reader
 * sees, each from one general cause.
 * - A name line with its payment note after a separator ("Desk Edition · one-time purchase") is
 *   the name before it (extract/once-tail.ts, read by plans-page.ts `planName` and the text reader).
 * - A row of cards each badged with a tier's word over a title that is none ("Starter" over "Solo
 *   desk") is named by the badges (extract/tier-badge-row.ts, read by plans-page.ts `kickerBefore`).
 * - A card headed "Free" that prints its price as a figure ("$0 per month") is named "Free": the
 *   group label over it names no card (price-word-name.ts `firstLineOverPriceWord`).
 * - A grid of like feature tiles, one telling the price in its text, is no card named by another
 *   tile's heading (plans-page.ts `likeTiles`).
 * - A card whose name slot holds the word it is priced at ("Custom"), read by a line that repeats
 *   the word with a noun ("Custom Sessions"), is named by the slot (slot-names.ts `namesBySlot`).
 * And the failure side of each: a lifetime or monthly term after the separator stays; a ribbon on
 * one card, or badges that are no tiers, name nothing; a pill over a "Free" that is the card's only
 * price still names it (round 51c); a card of unlike blocks still reads.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { withoutOnceTail } from "../../src/intel/extract/once-tail";
import { tierBadgeRow } from "../../src/intel/extract/tier-badge-row";

const URL = "https://lanternpost.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing - Lanternpost</title></head><body><main><h1>Pricing</h1><section class="pricing">${body}</section></main></body></html>`;
const plans = (html: string, abstain = false) => extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => `${p.name}: ${p.amount} ${p.period}`);

describe("rules105c: a paid-once note after a separator on the name's line", () => {
  const card = (title: string, price: string) => `<div class="offer-card"><div class="label">${title}</div><div class="price">${price}</div><p>Final price, no renewal</p><ul><li>Scan any drive</li><li>Restore to any folder</li></ul><a href="/buy">Buy now — ${price}</a></div>`;

  test("a lone card 'Desk Edition · one-time purchase' is the plan 'Desk Edition', reported", () => {
    const got = plans(page(card("Desk Edition &middot; one-time purchase", "$34.00")), true);
    expect(got).toEqual(["Desk Edition: 34 one_time"]);
  });

  test("the note in the table's languages too", () => {
    expect(withoutOnceTail("Vollpaket · Einmalzahlung")).toBe("Vollpaket");
    expect(withoutOnceTail("Studio | pago único")).toBe("Studio");
    expect(withoutOnceTail("Desk Edition • one-time purchase")).toBe("Desk Edition");
  });

  test("a licence's term or a billing term after the separator names a plan of its own: it stays", () => {
    expect(withoutOnceTail("Pro · Lifetime")).toBe("Pro · Lifetime");
    expect(withoutOnceTail("Pro · Monthly")).toBe("Pro · Monthly");
    expect(withoutOnceTail("Team · 5 seats")).toBe("Team · 5 seats");
    // No spaces around the dot: one word.
    expect(withoutOnceTail("Desk·once")).toBe("Desk·once");
  });
});

describe("rules105c: a row of tier badges over titles that are no tiers", () => {
  const card = (badge: string, title: string, price: string, badgeClass = "card-badge") =>
    `<div class="plan-card"><div class="${badgeClass}">${badge}</div><div class="plan-title">${title}</div><p class="desc">Lanternpost for your newsroom.</p><div class="price">${price}<span>/mo</span></div><ul><li>Shared inbox</li><li>Audit log</li></ul><a href="/signup">Get started</a></div>`;

  test("'Starter' / 'Professional' / 'Enterprise' pills over 'Standalone' / 'Shared Desk' / 'Multi-Desk'", () => {
    const html = page(`<div class="grid">${card("Starter", "Standalone", "$49")}${card("Professional", "Shared Desk", "$129")}${card("Enterprise", "Multi-Desk", "$399")}</div>`);
    const got = plans(html);
    expect(got).toEqual(["Starter: 49 month", "Professional: 129 month", "Enterprise: 399 month"]);
  });

  test("a ribbon on one card names nothing; the titles stay", () => {
    const plain = (title: string, price: string) => card("", title, price).replace('<div class="card-badge"></div>', "");
    const html = page(`<div class="grid">${plain("Standalone", "$49")}${card("Most popular", "Shared Desk", "$129")}${plain("Multi-Desk", "$399")}</div>`);
    expect(plans(html)).toEqual(["Standalone: 49 month", "Shared Desk: 129 month", "Multi-Desk: 399 month"]);
  });

  test("badges that are tiers over titles that are tiers too ('Starter' over 'Basic'): the titles stay", () => {
    const html = page(`<div class="grid">${card("Starter", "Basic", "$49")}${card("Professional", "Team", "$129")}${card("Enterprise", "Business", "$399")}</div>`);
    expect(plans(html)).toEqual(["Basic: 49 month", "Team: 129 month", "Business: 399 month"]);
  });

  test("the row's test: every badge a distinct tier word, no title a tier or holding its badge", () => {
    expect(tierBadgeRow([{ badge: "Starter", title: "Solo desk" }, { badge: "Pro", title: "Shared desk" }])).toBe(true);
    expect(tierBadgeRow([{ badge: "Starter", title: "Solo desk" }, { badge: "Best value", title: "Shared desk" }])).toBe(false);
    expect(tierBadgeRow([{ badge: "Starter", title: "Basic" }, { badge: "Pro", title: "Team" }])).toBe(false);
    expect(tierBadgeRow([{ badge: "Pro", title: "Pro Max" }, { badge: "Team", title: "Team Max" }])).toBe(false);
    expect(tierBadgeRow([{ badge: "Pro", title: "Solo desk" }, { badge: "Pro", title: "Shared desk" }])).toBe(false);
    expect(tierBadgeRow([{ badge: "Pro", title: "Solo desk" }])).toBe(false);
  });
});

describe("rules105c: a card headed 'Free' that prints its price as a figure", () => {
  test("a group label over the first card ('Hosted' over 'Free' / '$0 per month') names no card", () => {
    const card = (label: string, name: string, price: string) =>
      `<div class="plan-card">${label ? `<div class="group-tag">${label}</div>` : ""}<h3>${name}</h3><p>For side projects and small teams.</p><div class="amount">${price}</div><ul><li>10 inboxes</li><li>Search</li></ul><a href="/signup">Start</a></div>`;
    const html = page(`<div class="grid">${card("Hosted", "Free", "$0 per month")}${card("", "Plus", "$12 per month")}${card("", "Scale", "$40 per month")}</div>`);
    expect(plans(html)).toEqual(["Free: 0 month", "Plus: 12 month", "Scale: 40 month"]);
  });

  test("a pill over a 'Free' that is the card's only price still names the card (round 51c)", () => {
    const card = (pill: string, price: string) => `<div class="plan-card"><span class="pill">${pill}</span><h3>${price}</h3><ul><li>10 inboxes</li><li>Search</li></ul><a href="/signup">Start</a></div>`;
    const html = page(`<div class="grid">${card("Hobby", "Free")}${card("Plus", "$12/month")}${card("Scale", "$40/month")}</div>`);
    expect(plans(html).some((p) => p.startsWith("Hobby: 0 "))).toBe(true);
  });
});

describe("rules105c: a grid of like feature tiles, one telling the price in its text", () => {
  const tile = (title: string, text: string) => `<div class="tile"><h2>${title}</h2><p>${text}</p></div>`;
  const hero = `<h2 class="hero-price">$9 / month, flat</h2><p>One price per mailbox. Everything included.</p><a href="/signup">Try it</a>`;

  test("the first tile's heading names no plan of the price another tile's text tells", () => {
    const html = page(`${hero}<div class="features">${tile("Phone support", "Our editors answer within a day.")}${tile("50 GB archive", "You pay $9 / month per mailbox, archive included.")}${tile("Offsite copies", "Every message kept in two places.")}${tile("Audit trail", "Who read what, and when.")}</div>`);
    expect(plans(html).some((p) => p.startsWith("Phone support"))).toBe(false);
  });

  test("a card of unlike blocks — a name block, a price block, a list — still reads", () => {
    const card = (name: string, price: string) => `<div class="plan-card"><div class="head"><h3>${name}</h3><p>For newsrooms.</p></div><div class="cost"><h4>Price</h4><span>${price}</span></div><div class="list"><h4>Includes</h4><ul><li>Search</li></ul></div><a href="/signup">Start</a></div>`;
    const html = page(`<div class="grid">${card("Plus", "$12/month")}${card("Scale", "$40/month")}</div>`);
    expect(plans(html)).toEqual(["Plus: 12 month", "Scale: 40 month"]);
  });
});

describe("rules105c: a card whose name slot holds the word it is priced at", () => {
  // The name in a pill of its own (no heading), the price under it, the allowance under that.
  const card = (name: string, price: string, allowance: string) =>
    `<div class="tier-box"><div class="tier-top"><span class="tier-circle">${name}</span></div>${price ? `<h4 class="tier-cost">${price}</h4>` : ""}<p class="tier-amount">${allowance}</p><a href="/contact">Talk to us</a></div>`;

  test("'Custom' in the slot its kin hold names in, over 'Custom Sessions': the card is 'Custom'", () => {
    const html = page(`<div class="tier-row">${card("Spark", "$5/Month", "1K Sessions")}${card("Flare", "$15/Month", "10K Sessions")}${card("Blaze", "$35/Month", "50K Sessions")}${card("Custom", "", "Custom Sessions")}</div>`);
    const got = plans(html);
    expect(got).toContain("Custom: null null");
    expect(got.some((p) => p.startsWith("Custom Sessions"))).toBe(false);
  });

  test("a card whose slot names it otherwise keeps that name", () => {
    const html = page(`<div class="tier-row">${card("Spark", "$5/Month", "1K Sessions")}${card("Flare", "$15/Month", "10K Sessions")}${card("Blaze", "$35/Month", "50K Sessions")}${card("Inferno", "Custom", "Custom Sessions")}</div>`);
    expect(plans(html)).toContain("Inferno: null null");
  });
});
