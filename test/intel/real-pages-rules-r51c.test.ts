/**
 * Round 51, part c, on real pages (issue 25; docs/intel.md, "Round 51, part c"): plan names that
 * are not names, counted on development (waves 8–12, 30–43, raw reading) by where the invented
 * plan's name came from — a price word, a billing or period line, the site's name, a heading, a
 * button, a badge, a fragment. The rule: a free card named by its price word alone while the card
 * opens with a line that is a name takes that line (price-word-name.ts `firstLineOverPriceWord`,
 * read by plans-page.ts). The other tests pin what is read: the shapes that must stay names, and
 * the ones left (the docs' "Left"). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://ledgerloom.example/pricing";
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Ledgerloom</title></head><body><header><a href="/">Ledgerloom</a></header><main>${body}</main></body></html>`;
const raw = (body: string) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`);
const LIST = `<ul><li>Daily backups</li><li>Email support</li></ul>`;

/** A card: its heading, a line, the list, then the price in two spans (figure, unit). */
const card = (name: string, price: string, unit: string) =>
  `<div class="plan"><h3>${name}</h3><p>Made for the way you work.</p>${LIST}<div class="price"><span>${price}</span><span>${unit}</span></div><a href="/signup">Start</a></div>`;

/** A card with a badge over its heading, the price and a note in its footer. */
const badged = (badge: string, heading: string, price: string, note: string) =>
  `<article class="pricing-card"><div class="pricing-badge">${badge}</div><h2>${heading}</h2><p class="pricing-subtitle">For quick checks on links.</p>${LIST}` +
  `<div class="pricing-footer"><div class="pricing-price"><span>${price}</span><span>${note}</span></div><button>Choose</button></div></article>`;

/** A selectable card: its title in a `<label>` beside a screen reader's "Select <title>", then the price. */
const selectable = (id: string, name: string, price: string, unit: string, note: string) =>
  `<article><div><label for="t-${id}"><span><span>${name}</span></span><span><input id="t-${id}" type="radio" name="plan" value="${name}"><span class="sr-only">Select ${name}</span></span></label>` +
  `<p>Run it the way you like.</p><div><span>${price}</span>${unit ? `<span>${unit}</span>` : ""}</div><p><span>${note}</span></p>${LIST}<a href="/go">Go</a></div></article>`;

describe("rules51c: a free card named by its price word takes the line it opens with", () => {
  test("a card titled in a <label> with the price \"Free\" is named by its title, not \"Free\"", () => {
    const page = `<h2>Choose a plan</h2><div class="grid">${selectable("a", "Self-Hosted", "Free", "", "")}${selectable("b", "Loom Cloud", "$20", "/mo", "")}${selectable("c", "Loom Cloud Max", "$49", "/mo", "")}</div>`;
    const names = raw(page).map((l) => l.split(":")[0]);
    expect(names).toContain("Self-Hosted");
    expect(names).not.toContain("Free");
  });

  test("a card headed \"Free\" keeps the name, with or without a badge over it", () => {
    const plain = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${LIST}<a href="/go">Go</a></div>`;
    const badge = (b: string, name: string, price: string) => `<div class="plan"><span class="badge">${b}</span><h3>${name}</h3><p class="price">${price}</p>${LIST}<a href="/go">Go</a></div>`;
    expect(raw(`<h2>Plans</h2><div class="plans">${plain("Free", "$0")}${plain("Pro", "$9/mo")}${plain("Team", "$29/mo")}</div>`)).toEqual(["Free: 0 USD/month", "Pro: 9 USD/month", "Team: 29 USD/month"]);
    expect(raw(`<h2>Plans</h2><div class="plans">${badge("Most popular", "Free", "$0")}${badge("New", "Pro", "$9/mo")}${badge("Best value", "Team", "$29/mo")}</div>`)).toEqual(["Free: 0 USD/month", "Pro: 9 USD/month", "Team: 29 USD/month"]);
  });

  test("left: the same cards with \"billed monthly\" under the paid prices — the paid cards are not read (round 76b: the note names no plan; before, one plan named by it)", () => {
    const page = `<h2>Choose a plan</h2><div class="grid">${selectable("a", "Self-Hosted", "Free", "", "")}${selectable("b", "Loom Cloud", "$20", "/mo", "billed monthly")}${selectable("c", "Loom Cloud Max", "$49", "/mo", "billed monthly")}</div>`;
    expect(raw(page)).toEqual(["Self-Hosted: 0 null/month"]);
  });
});

describe("rules51c: names that are not names — what is read", () => {
  test("a free card whose price slot says \"Free\" is named by its heading, as its kin are (round 40b)", () => {
    const page = `<h1>Plans</h1><div class="plans">${card("Discoverer", "Free", "monthly")}${card("Starter", "€9", "monthly")}${card("Small", "€19", "monthly")}</div>`;
    expect(raw(page)).toEqual(["Discoverer: 0 EUR/month", "Starter: 9 EUR/month", "Small: 19 EUR/month"]);
  });

  test("cards named by a period stay so named (\"Monthly\", \"Annual\"): readers chose such names on 11 sites of development, so a period word is no sign of a non-name", () => {
    const page = `<h1>Plans</h1><div class="plans">${card("Monthly", "$8", "/month")}${card("Annual", "$77", "/year")}</div>`;
    expect(raw(page)).toEqual(["Monthly: 8 USD/month", "Annual: 77 USD/year"]);
  });

  test("a billing note under the price (\"billed monthly\") does not name a card headed by its name", () => {
    const note = (name: string, price: string) =>
      `<div class="plan"><h3>${name}</h3><p>Managed hosting for one workspace.</p><div class="price"><span>${price}</span><span>/mo</span></div><p><span>billed monthly</span></p>${LIST}<a href="/signup">Start</a></div>`;
    const page = `<h1>Plans</h1><div class="plans">${note("Loom Cloud", "$20")}${note("Loom Cloud Max", "$49")}</div>`;
    expect(raw(page)).toEqual(["Loom Cloud: 20 USD/month", "Loom Cloud Max: 49 USD/month"]);
  });

  test("a badge over a heading that shares none of its words: the heading names the card", () => {
    const page = `<h1>Plans</h1><section class="pricing-grid">${badged("Basic", "Free Tier", "$0", "forever")}${badged("Top", "Premium Tier", "$6.99", "per month")}</section>`;
    expect(raw(page)).toEqual(["Free Tier: 0 USD/month", "Premium Tier: 6.99 USD/month"]);
  });

  // (Left here until round 86i: a heading whose whole text is the name holds no badge of its own line.)
  test("a badge that is the heading's first word (\"Free\" over \"Free Tier\"): the heading names the card (round 86i)", () => {
    const page = `<h1>Plans</h1><section class="pricing-grid">${badged("Free", "Free Tier", "$0", "forever")}${badged("Premium", "Premium Tier", "$6.99", "per month")}</section>`;
    expect(raw(page)).toEqual(["Free Tier: 0 USD/month", "Premium Tier: 6.99 USD/month"]);
  });

  test("left: the billing sides of one plan set as cards of their own (\"Monthly Plan\", \"Annual Plan\" under \"Premium\") are read as two plans", () => {
    const side = (name: string, price: string, unit: string) => `<div class="option"><h4>${name}</h4><div class="price"><span>${price}</span><span>${unit}</span></div></div>`;
    const page = `<h1>Plans</h1><div class="plan"><h2>Premium</h2><p>Everything for agents.</p><div class="options">${side("Monthly Plan", "$10", "/month")}${side("Annual Plan", "$8", "/month billed annually")}</div></div>`;
    expect(raw(page)).toEqual(["Monthly Plan: 10 USD/month", "Annual Plan: 8 USD/month"]);
  });
});
