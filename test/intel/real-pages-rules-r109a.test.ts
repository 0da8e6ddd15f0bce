/**
 * Round 109a, on real pages (issue 25): hosting companies' product pages.
 *
 * A host's plan cards each titled by a plain link to the plan's own page ("<a href="/vps/pebble-1">
 * Pebble-1</a>" over the price): the link is the card's title, not a control (linked-title.ts) —
 * where every card beside it opens with such a link; a lone card, or links that lead nowhere
 * ("#"), are left as before. And a home page whose cards reuse a product page's tier names at
 * other prices (shared hosting on the home page, VPS on the product page): the home page's set is
 * another product's, and the product page reads the plans (home-other-set.ts). Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { homeSetOfOtherProduct } from "../../src/intel/home-other-set";
import type { PlanFact } from "../../src/intel/facts";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Pebblehost</a><a href="/vps.html">VPS</a><a href="/web.html">Web hosting</a></nav>` +
  `<main>${body}</main><footer><a href="/privacy">Privacy</a> © Pebblehost</footer></body></html>`;

const linkedCard = (name: string, href: string, price: string, specs: string[]) =>
  `<div class="slide"><div class="tariff"><div class="tariff-top"><div class="tariff-caption"><a href="${href}">${name}</a></div>` +
  `<div class="tariff-cost"><span>from</span> ${price}<span class="per">/month</span></div></div>` +
  `<div class="tariff-specs">${specs.map((s) => `<div class="spec"><div class="spec-label">${s.split(":")[0]}</div><div>${s.split(":")[1]}</div></div>`).join("")}</div>` +
  `<div class="tariff-foot"><button type="button" class="button"><span>Order</span></button></div></div></div>`;
const linkedGrid = (cards: string[]) => `<section><h2>Virtual servers for every project</h2><div class="slider"><div class="track">${cards.join("")}</div></div></section>`;
const pebbles = [
  linkedCard("Pebble-1", "/vps/pebble-1.html", "$4", ["Disk space: 10 GB", "Memory: 1 GB"]),
  linkedCard("Pebble-2", "/vps/pebble-2.html", "$8", ["Disk space: 25 GB", "Memory: 2 GB"]),
  linkedCard("Pebble-3", "/vps/pebble-3.html", "$15", ["Disk space: 50 GB", "Memory: 4 GB"]),
];

const plansOf = (pages: { url: string; html: string }[], abstain = false) =>
  extractSite(pages, { url: "https://pebblehost.example/", abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));

describe("a card titled by a link to the plan's own page (round 109a)", () => {
  test("every card opening with a link to its page: the links name the plans", () => {
    const html = page("VPS | Pebblehost", linkedGrid(pebbles));
    const plans = plansOf([{ url: "https://pebblehost.example/vps.html", html }]);
    expect(plans).toEqual([
      { name: "Pebble-1", amount: 4, period: "month" },
      { name: "Pebble-2", amount: 8, period: "month" },
      { name: "Pebble-3", amount: 15, period: "month" },
    ]);
  });

  test("links that lead nowhere ('#') are controls, and name no plan", () => {
    const html = page("VPS | Pebblehost", linkedGrid(pebbles.map((c) => c.replace(/href="\/vps\/[^"]+"/, 'href="#"'))));
    const names = plansOf([{ url: "https://pebblehost.example/vps.html", html }]).map((p) => p.name);
    expect(names).not.toContain("Pebble-1");
    expect(names).not.toContain("Pebble-2");
  });

  test("nor a link that opens one card only, the others opening with plain text", () => {
    const plain = pebbles.slice(1).map((c) => c.replace(/<a href="[^"]+">([^<]+)<\/a>/, "$1"));
    const html = page("VPS | Pebblehost", linkedGrid([pebbles[0]!, ...plain]));
    const names = plansOf([{ url: "https://pebblehost.example/vps.html", html }]).map((p) => p.name);
    expect(names).toContain("Pebble-2");
    expect(names).not.toContain("Pebble-1");
  });
});

const card = (name: string, price: string, every: string) =>
  `<div class="col"><div class="pack"><h3>${name}</h3><div class="amount">${price}</div><p>${every}</p><ul><li>Free SSL</li><li>Daily backups</li></ul><a class="btn" href="/order?plan=${name.toLowerCase()}">Buy Now</a></div></div>`;
const grid = (heading: string, cards: string[]) => `<section><h2>${heading}</h2><div class="row">${cards.join("")}</div></section>`;
const vpsPage = page("VPS hosting | Pebblehost", grid("Small-business VPS", [card("Starter", "$6.50", "Every Month"), card("Pro", "$12.50", "Every Month"), card("Business", "$24.50", "Every Month"), card("Ultra", "$48.50", "Every Month")]));

describe("a home page whose cards reuse a product page's names at other prices (round 109a)", () => {
  test("the home page's set is another product's: the product page reads the plans", () => {
    const home = page("Pebblehost — web hosting", grid("Web hosting deals", [card("Starter", "$19.50", "Every 3 months"), card("Business", "$26.90", "Every 3 months")]));
    const plans = plansOf([{ url: "https://pebblehost.example/", html: home }, { url: "https://pebblehost.example/vps.html", html: vpsPage }]);
    expect(plans).toEqual([
      { name: "Starter", amount: 6.5, period: "month" },
      { name: "Pro", amount: 12.5, period: "month" },
      { name: "Business", amount: 24.5, period: "month" },
      { name: "Ultra", amount: 48.5, period: "month" },
    ]);
  });

  test("a home page card agreeing with the product page keeps the home page's set", () => {
    const plan = (name: string, amount: number): PlanFact => ({ name, amount, annual_amount: null, list_amount: null, currency: "USD", period: "month", per_user: false, free: false, trial_days: null, contact_sales: false, price_text: `$${amount}`, features: [], source: "page", evidence: { url: "https://pebblehost.example/", snippet: name } });
    const product = [plan("Starter", 6.5), plan("Pro", 12.5), plan("Business", 24.5)];
    // Another product's set: a shared name at another price, no card agreeing.
    expect(homeSetOfOtherProduct([plan("Starter", 19.5), plan("Business", 26.9)], product)).toBe(true);
    // A teaser: one card at the product page's price — one product's set.
    expect(homeSetOfOtherProduct([plan("Starter", 6.5), plan("Business", 26.9)], product)).toBe(false);
    // No shared name: nothing to say.
    expect(homeSetOfOtherProduct([plan("Lite", 19.5), plan("Max", 26.9)], product)).toBe(false);
    // A single home card is no set.
    expect(homeSetOfOtherProduct([plan("Starter", 19.5)], product)).toBe(false);
  });
});
