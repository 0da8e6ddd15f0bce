/**
 * Round 32, part b, on real pages (issue 25; docs/intel.md, "Round 32, part b"): cards of a grid
 * read under the ribbon set above their title. Developed on waves 8–12 and 14–26, checked on wave
 * 13's totals. Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { ribbonClass, ribbonMayName } from "../../src/intel/extract/ribbon-over-title";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Quaymark pricing</title></head><body><main><h1>Quaymark plans</h1>${body}</main></body></html>`;
const URL = "https://quaymark.example/pricing";
const raw = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules32b: a badge over a card's title is a ribbon, not the plan's name", () => {
  const card = (ribbon: string, title: string, price: string, titleClass = "deck-name", ribbonCls = "deck-badge") =>
    `<div class="deck"><div class="${ribbonCls}">${ribbon}</div><h3 class="${titleClass}">${title}</h3><p>Moorings and more.</p>` +
    `<div class="deck-price">$${price}<span>/mo</span></div><ul><li>Berth alerts</li><li>Crew chat</li></ul><a href="/go">Choose</a></div>`;

  test("every card under a ribbon, titled by one long word or the product's name", () => {
    // Without the rule the first card was named "Starting Point", the last "Quaymark Fleet"'s ribbon.
    const html = page(
      `<section class="decks">${card("Starting Point", "Pay-As-You-Dock", "25")}${card("Most Popular", "Harbour Master", "60")}${card("Top Tier", "Quaymark Fleet", "140")}</section>`,
    );
    expect(raw(html)).toEqual([
      ["Pay-As-You-Dock", 25, "USD", "month"],
      ["Harbour Master", 60, "USD", "month"],
      ["Quaymark Fleet", 140, "USD", "month"],
    ]);
  });

  test("a tag class too, over a two-word title with a lower-case word", () => {
    const html = page(`<section class="decks">${card("First step", "DOCK check", "30", "deck-title", "deck__tag")}${card("Full care", "DOCK plus", "90", "deck-title", "deck__tag")}</section>`);
    expect(raw(html).map((p) => p[0])).toEqual(["DOCK check", "DOCK plus"]);
  });

  test("not read: over a sentence the badge still names the card (round 19a's tagline)", () => {
    const html = page(`<section class="decks">${card("Basic", "Keep every boat in sight", "25")}${card("Plus", "Run the whole marina", "60")}</section>`);
    expect(raw(html).map((p) => p[0])).toEqual(["Basic", "Plus"]);
  });

  test("not changed: a kicker's or a label's class over the product's name still names the card", () => {
    const html = page(
      `<section class="decks">${card("Basic", "Quaymark Dock", "25", "deck-name", "deck-label")}${card("Plus", "Quaymark Dock Plus", "60", "deck-name", "deck-label")}</section>`,
    );
    expect(raw(html).map((p) => p[0])).toEqual(["Basic", "Plus"]);
  });

  test("ribbonClass and ribbonMayName", () => {
    expect(ribbonClass("package-badge outline")).toBe(true);
    expect(ribbonClass("pkg__tag")).toBe(true);
    expect(ribbonClass("plan-tag")).toBe(false);
    expect(ribbonClass("badge-label")).toBe(false);
    expect(ribbonClass("deck-name")).toBe(false);
    expect(ribbonMayName("Every van on one map")).toBe(true);
    expect(ribbonMayName("START consult")).toBe(false);
    expect(ribbonMayName("Pay-Per-Seat")).toBe(false);
    expect(ribbonMayName("Acme Fleet Plus")).toBe(false);
  });
});
