/**
 * Round 19, part a, on real pages (issue 25; docs/intel.md, "Round 19, part a"): the plan's name —
 * the engine read the right price and named it by a ribbon, a tagline or a label. Developed on
 * waves 1–12, checked on wave 13's totals. Each rule on a small page of our own, never text from a
 * real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Ferrowind pricing</title></head><body><main><h1>Ferrowind plans</h1>${body}</main></body></html>`;
const URL = "https://ferrowind.example/pricing";
const raw = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules19a: a ribbon pinned over the card's edge is not its name", () => {
  // Cards named by a plain line (no heading), one of them under a ribbon in words no badge list knows.
  const card = (name: string, price: string, ribbon = "") =>
    `<div class="rounded-xl border p-6 relative">${ribbon}<div class="text-sm uppercase font-semibold">${name}</div>` +
    `<div class="text-4xl">€${price}<span>/month</span></div><ul><li>Unlimited rotas</li><li>Shift swaps</li></ul><a href="/start?p=${name}">Start</a></div>`;
  const want = [
    ["Crew", 0, "EUR", "month"],
    ["Fleet", 15, "EUR", "month"],
  ];

  test("a Tailwind 'absolute' pill over the card", () => {
    // Without the rule the second card was named "Shipping today".
    const ribbon = `<div class="absolute -top-3 left-6 rounded-full px-3 text-xs">Shipping today</div>`;
    expect(raw(page(`<section class="grid grid-cols-2">${card("Crew", "0")}${card("Fleet", "15", ribbon)}</section>`))).toEqual(want);
  });

  test("an inline position: absolute ribbon", () => {
    const ribbon = `<span style="position: absolute; top: -12px; right: 16px">Staff pick</span>`;
    expect(raw(page(`<section class="grid grid-cols-2">${card("Crew", "0")}${card("Fleet", "15", ribbon)}</section>`))).toEqual(want);
  });
});

describe("rules19a: a kicker names the card only over a tagline or the product's name", () => {
  const card = (kicker: string, title: string, price: string) =>
    `<div class="offer"><span class="plan-tag">${kicker}</span><h2>${title}</h2><p>Everything a small yard needs.</p>` +
    `<div class="price">$${price}<span>/month</span></div><ul><li>Berth booking</li><li>Tide alerts</li></ul><a href="/join">Join</a></div>`;

  test("a title of capitalised words is the tier's name, the tag above it a category", () => {
    // Without the rule both cards were named by their tags, "Harbour" and "Ocean".
    const html = page(`<section class="offers">${card("Harbour", "Dock Basic", "9")}${card("Ocean", "Dock Plus", "29")}</section>`);
    expect(raw(html)).toEqual([
      ["Dock Basic", 9, "USD", "month"],
      ["Dock Plus", 29, "USD", "month"],
    ]);
  });

  test("over a tagline the kicker still names the card", () => {
    const html = page(`<section class="offers">${card("Basic", "Keep the boats moving", "9")}${card("Plus", "Run a whole marina", "29")}</section>`);
    expect(raw(html).map((p) => p[0])).toEqual(["Basic", "Plus"]);
  });

  test("a tag is stripped from a title only on a word's edge", () => {
    // "Dock" tagged over "Docker Suite" (one card of three): never "er Suite".
    const html = page(`<section class="offers">${card("Harbour", "Dock Basic", "9")}${card("Dock", "Docker Suite", "29")}${card("Ocean", "Dock Plus", "49")}</section>`);
    expect(raw(html).map((p) => p[0])).toEqual(["Dock Basic", "Docker Suite", "Dock Plus"]);
  });
});

describe("rules19a: a label above a name-classed tagline names the card", () => {
  const card = (label: string, tagline: string, price: string, labelClass = "offer-label") =>
    `<div class="offer"><div class="${labelClass}">${label}</div><div class="offer-name">${tagline}</div>` +
    `<div class="offer-price">£${price}<span>/month</span></div><ul><li>Route planning</li><li>Driver app</li></ul><a href="/go">Go</a></div>`;

  test("a label's class over a sentence in a name's class", () => {
    // Without the rule the cards were named "The essentials" and "Room to grow".
    const html = page(`<section class="offers">${card("Essentials", "The essentials", "19")}${card("Growth", "Room to grow", "49")}</section>`);
    expect(raw(html)).toEqual([
      ["Essentials", 19, "GBP", "month"],
      ["Growth", 49, "GBP", "month"],
    ]);
  });

  test("a badge's class too, in two words; a capitalised name stays the name", () => {
    const html = page(`<section class="offers">${card("Full fleet", "Every van on one map", "49", "offer-badge")}${card("Core", "Fleet Core", "19")}</section>`);
    expect(raw(html).map((p) => p[0])).toEqual(["Full fleet", "Fleet Core"]);
  });

  test("a status on the badge ('Coming soon') is no name", () => {
    const html = page(`<section class="offers">${card("Core", "Fleet Core", "19")}${card("Coming soon", "Fleet insights", "49", "offer-badge")}</section>`);
    expect(raw(html).map((p) => p[0])).not.toContain("Coming soon");
  });
});
