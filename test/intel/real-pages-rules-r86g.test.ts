/**
 * Round 86, part g, on real pages (issue 25; docs/intel.md, "Round 86, parts a–g"): a home page's
 * pricing section of two cards read as "Read documentation $0" and an unpriced-per-seat "Cloud".
 * - A card whose template left its title slot empty (<div class="title"></div>) shows its name
 *   only in a chip over the price ("Self-Hosted"); the card reader refused the chip (a pill usually
 *   sits over a name) and took a button whose analytics class holds "name" ("event-name--signup")
 *   for a name-classed element. A button is never the name; a chip is the name when the title slot
 *   is empty and the chip is the card's sole line before the price.
 * - The terms' line qualifies the price in parentheses ("Paid once (per user)") under a tagline,
 *   past the 40 characters the per-user words are looked for in: the unit is the price's.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://tallyhearth.example/";
const section = (chip: string, title: string) =>
  `<section id="plans"><h2>Pricing</h2><ul class="plans-list grid">` +
  `<li class="flex flex-col card"><div class="title text-lg">${title}</div><div class="body mt-4">` +
  `<div class="plan-chip rounded-full">${chip}</div><div class="price-wrapper"><div class="price"><sup>$</sup> 0</div></div>` +
  `<div class="details"><span>Full say</span> <span>on your own box</span></div></div>` +
  `<div class="info">Free for home use</div>` +
  `<a href="https://code.tallyhearth.example" class="btn btn-outline track-event-name--open_docs">Open the manual</a></li>` +
  `<li class="flex flex-col card card-main"><div class="title text-lg">Hosted</div><div class="body mt-4">` +
  `<div class="price-wrapper"><div class="price"><sup>$</sup> 25</div><div class="price-old line-through">$40</div></div>` +
  `<div class="details"><span>The easy way</span> <span>for most households</span></div></div>` +
  `<div class="info">One-time payment (per user)</div>` +
  `<a href="https://app.tallyhearth.example/join" class="btn btn-fill track-event-name--join">Join</a></li>` +
  `</ul></section>`;
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Tallyhearth — household ledger</title></head><body><h1>Count it. Together.</h1>${body}</body></html>`;

describe("rules86g: a chip in an empty title slot, a per-user note on the terms' line", () => {
  test("the free card is named by its chip, not by its button (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html: page(section("Self-Run", "")) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => p.name)).toEqual(["Self-Run", "Hosted"]);
    expect(plans[0]!.amount).toBe(0);
    expect(plans.some((p) => /manual/i.test(p.name))).toBe(false);
  });

  test("the paid card is one-time and per user (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html: page(section("Self-Run", "")) }], { url: URL, abstain: false }).plans;
    const hosted = plans.find((p) => p.name === "Hosted")!;
    expect(hosted.amount).toBe(25);
    expect(hosted.period).toBe("one_time");
    expect(hosted.per_user).toBe(true);
  });

  test("a chip over a named title stays a ribbon", () => {
    const plans = extractSite([{ url: URL, html: page(section("Open source", "Community")) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => p.name)).toEqual(["Community", "Hosted"]);
  });

  test("a ribbon phrase in the chip names nothing", () => {
    const plans = extractSite([{ url: URL, html: page(section("Most popular", "")) }], { url: URL, abstain: false }).plans;
    expect(plans.some((p) => /popular/i.test(p.name))).toBe(false);
  });
});
