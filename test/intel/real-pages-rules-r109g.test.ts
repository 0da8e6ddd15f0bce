/**
 * Round 109g, on real pages (issue 25): a free card's name with a lasting note after a separator,
 * and a one-page app site whose one price is a heading in a box with its buy button.
 *
 * "Free · always" over "₹0" names the plan "Free": the note after the middle dot says how long it
 * stays free (lasting-tail.ts); a paid card's "Pro · Lifetime" keeps its term. And a one-page site
 * (no pricing address, no pricing section) that prints its one price as a heading of its own —
 * `<h3>$6.49</h3>` beside a "Get It Now" button — sells the product at it, paid once where the page
 * speaks of no subscription (price-heading-box.ts, sole-price.ts); the line above the box (a quote's
 * author) names nothing. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { withoutLastingTail } from "../../src/intel/extract/lasting-tail";

const plansOf = (url: string, html: string, abstain = false) =>
  extractSite([{ url, html }], { url, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period, free: p.free }));

const card = (tier: string, price: string, cadence: string, items: string[]) =>
  `<div class="tile"><div class="tile-name">${tier}</div><div class="tile-price">${price}</div><div class="tile-cadence">${cadence}</div>` +
  `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a class="tile-btn" href="https://app.lanternly.example/signup">Start</a></div>`;
const pricing = (freeTitle: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing | Lanternly</title></head><body><header><a href="/">Lanternly</a></header><main>` +
  `<h1>Pricing</h1><div class="tiles">` +
  card(freeTitle, "$0", "Keep your notes here", ["One notebook", "Search", "Sync on two devices"]) +
  card("Plus", "$8", "/month", ["Unlimited notebooks", "Search inside files", "Sync everywhere"]) +
  card("Studio", "$20", "/month", ["Everything in Plus", "Shared spaces", "Admin console"]) +
  `</div></main><footer>© Lanternly</footer></body></html>`;

describe("a free card's name with a lasting note after a separator (round 109g)", () => {
  test("'Free · always' over a zero price: the plan is 'Free'", () => {
    const names = plansOf("https://lanternly.example/pricing", pricing("Free · always")).map((p) => p.name);
    expect(names).toContain("Free");
    expect(names).not.toContain("Free · always");
  });

  test("the note in other languages and separators the tables know", () => {
    expect(withoutLastingTail("Gratis | für immer")).toBe("Gratis");
    expect(withoutLastingTail("Free • forever")).toBe("Free");
    expect(withoutLastingTail("Gratuit · toujours")).toBe("Gratuit");
  });

  test("a paid card's term, a free word inside a name, or no separator: the line stays", () => {
    expect(withoutLastingTail("Pro · Lifetime")).toBe("Pro · Lifetime");
    expect(withoutLastingTail("Studio | forever")).toBe("Studio | forever");
    expect(withoutLastingTail("Free Team · always")).toBe("Free Team · always");
    expect(withoutLastingTail("Free always")).toBe("Free always");
    expect(withoutLastingTail("Free · always on")).toBe("Free · always on");
  });
});

const onePage = (box: string, faq = "") =>
  `<!doctype html><html lang="en"><head><title>Knobby — tune your speakers from the menu bar</title></head><body>` +
  `<div class="hero"><h1>Knobby</h1><h4>Tune your speakers from the menu bar</h4><a href="https://shop.knobby.example/buy">Get it now</a></div>` +
  `<div class="section"><div class="tile"><h4>Presets</h4><p>Save a sound for every room and switch with one click.</p></div>` +
  `<div class="tile"><h4>Shortcuts</h4><p>Your own keys for louder and softer.</p></div></div>` +
  `<div class="quotes"><p>"I stopped reaching for the knob on my amplifier."</p><div class="author">Marisol</div></div>` +
  `<div class="section"><div class="grid">${box}<div class="content"><p>Refunds within 14 days of your purchase, no questions asked.</p></div></div></div>` +
  `<div class="faq"><h5>Which speakers work?</h5><p>Most USB and Bluetooth speakers sold in the last 6 years work well.</p>${faq}</div>` +
  `<footer>Made by one person</footer></body></html>`;
const buyBox = (heading: string) => `<div class="content"><h3 class="heading">${heading}</h3><div class="stretch"><a href="https://shop.knobby.example/buy" class="button">Get It Now</a></div></div>`;

describe("a one-page site's one price set as a heading in a box with its buy button (round 109g)", () => {
  test("the product at that price, paid once, named after the product (not the quote's author above)", () => {
    const plans = plansOf("https://knobby.example/", onePage(buyBox("$6.49")), false);
    expect(plans).toEqual([{ name: "Knobby", amount: 6.49, period: "one_time", free: false }]);
  });

  test("a price in a paragraph of the box, not a heading of its own, is still no offer guessed", () => {
    const box = `<div class="content"><p>All of it for $6.49, today.</p><div class="stretch"><a href="https://shop.knobby.example/buy" class="button">Get It Now</a></div></div>`;
    expect(plansOf("https://knobby.example/", onePage(box), false)).toEqual([]);
  });

  test("a heading price with no button in its box, or two priced headings, are no buy box", () => {
    expect(plansOf("https://knobby.example/", onePage(`<div class="content"><h3>$6.49</h3><p>Worth every cent.</p></div>`), false)).toEqual([]);
    const two = buyBox("$6.49") + `<div class="content"><h3>$12.99</h3><div><a href="https://shop.knobby.example/family" class="button">Get It Now</a></div></div>`;
    expect(plansOf("https://knobby.example/", onePage(two), false)).toEqual([]);
  });

  test("a page that speaks of a subscription: the bare heading price is not read as paid once", () => {
    const faq = `<h5>Can I stop?</h5><p>Your subscription renews until you cancel it.</p>`;
    const plans = plansOf("https://knobby.example/", onePage(buyBox("$6.49"), faq), false);
    expect(plans.some((p) => p.period === "one_time")).toBe(false);
  });
});
