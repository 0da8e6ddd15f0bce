/**
 * Round 100, part f, on real pages (issue 25): a cross-sell catalogue of product tiles is no plan
 * set. A site selling several products shows them as priced tiles ("Harbor Relay $6/mo — Order
 * now"), each tile's button leading to that product's own page of the site, where its plans are
 * sold; the tiles' figures are starting prices, not plans (extract/product-page-tiles.ts).
 * Still read: plan cards whose buttons sign up or check out (the same path with another query, a
 * cart, another host's billing), cards that link to a feature page beside their sign-up button,
 * cards that list what they include (a plan's bullets) and two tiles only. Small pages of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const HOME = "https://kettlecraft.example/";
// The plans page lives at a product path, as a multi-product site's do: no pricing page by its path.
const PRICING = "https://kettlecraft.example/bot-hosting";

const tile = (name: string, price: string, href: string, button = "Order now") =>
  `<div class="col-4"><div class="tile"><div class="tile-head"><strong>${name}</strong>` +
  `<h3 class="price"><sup>$</sup><span class="value">${price}</span><small>/</small><span>mo</span></h3>` +
  `<div class="button"><a href="${href}" class="btn">${button}</a></div></div></div></div>`;
const home = (tiles: string) =>
  `<!doctype html><html lang="en"><head><title>Kettlecraft — hosting for hobby servers</title></head><body><main>` +
  `<section class="hero"><h1>Hosting for hobby servers</h1><p>Spin up a server in minutes.</p></section>` +
  `<section id="products"><h2>Choose from our other servers</h2><div class="row">${tiles}</div></section>` +
  `</main><footer><a href="/pricing">Pricing</a></footer></body></html>`;
const crossSell =
  tile("Harbor Relay", "6.00", "/harbor-relay-hosting") +
  tile("Lantern Mesh", "9.00", "/lantern-mesh-server") +
  tile("Quarry Sync", "6.00", "/quarry-sync-hosting") +
  tile("Beacon Forge", "12.00", "/beacon-forge-hosting");

const plan = (name: string, price: string, href: string) =>
  `<div class="plan"><h3>${name}</h3><div class="amount">$${price}<span>/month</span></div>` +
  `<ul><li>Dedicated memory</li><li>Daily backups</li><li>Mod manager</li></ul><a href="${href}" class="btn">Rent now</a></div>`;
const pricing =
  `<!doctype html><html lang="en"><head><title>Pricing | Kettlecraft</title></head><body><main><h1>Bot hosting plans</h1>` +
  `<div class="plans">${plan("Pebble", "2.50", "https://billing.kettlecraft.example/store?add=11")}` +
  `${plan("Cobble", "3.50", "https://billing.kettlecraft.example/store?add=12")}${plan("Boulder", "7.50", "https://billing.kettlecraft.example/store?add=13")}</div>` +
  `</main></body></html>`;

const plansOf = (pages: { url: string; html: string }[], abstain: boolean) =>
  extractSite(pages, { url: HOME, abstain }).plans.map((p) => [p.name, p.amount]);

describe("a grid of tiles each leading to its own product page (round 100f)", () => {
  test("is no plan set beside the pricing page's plans, in the raw reading and the product", () => {
    for (const abstain of [false, true])
      expect(plansOf([{ url: HOME, html: home(crossSell) }, { url: PRICING, html: pricing }], abstain)).toEqual([["Pebble", 2.5], ["Cobble", 3.5], ["Boulder", 7.5]]);
  });

  test("nor on the home page alone", () => {
    expect(plansOf([{ url: HOME, html: home(crossSell) }], false)).toEqual([]);
  });

  test("tiles whose buttons sign up or check out are plans", () => {
    const signUp =
      tile("Harbor", "6.00", "/signup?plan=harbor", "Start") + tile("Lantern", "9.00", "/signup?plan=lantern", "Start") + tile("Quarry", "12.00", "/signup?plan=quarry", "Start");
    expect(plansOf([{ url: HOME, html: home(signUp) }], false)).toEqual([["Harbor", 6], ["Lantern", 9], ["Quarry", 12]]);
    const cart = tile("Harbor", "6.00", "/cart/harbor") + tile("Lantern", "9.00", "/cart/lantern") + tile("Quarry", "12.00", "/cart/quarry");
    expect(plansOf([{ url: HOME, html: home(cart) }], false)).toEqual([["Harbor", 6], ["Lantern", 9], ["Quarry", 12]]);
  });

  test("tiles with a feature page's link beside their sign-up button are plans", () => {
    const withFeatures = (name: string, price: string, slug: string) =>
      tile(name, price, `/features/${slug}`, "Learn more").replace(`</div></div></div></div>`, `<a href="/signup?plan=${slug}">Sign up</a></div></div></div></div>`);
    const html = home(withFeatures("Harbor", "6.00", "harbor") + withFeatures("Lantern", "9.00", "lantern") + withFeatures("Quarry", "12.00", "quarry"));
    expect(plansOf([{ url: HOME, html }], false)).toEqual([["Harbor", 6], ["Lantern", 9], ["Quarry", 12]]);
  });

  test("cards that list what they include are plans, whatever page their button leads to", () => {
    const listed = (name: string, price: string, href: string) => tile(name, price, href, `Get ${name}`).replace(`<div class="button">`, `<ul><li>Daily backups</li><li>Mod manager</li></ul><div class="button">`);
    const html = home(listed("Harbor", "6.00", "/harbor") + listed("Lantern", "9.00", "/lantern") + listed("Quarry", "12.00", "/quarry"));
    expect(plansOf([{ url: HOME, html }], false)).toEqual([["Harbor", 6], ["Lantern", 9], ["Quarry", 12]]);
  });

  test("two tiles are too few to call a catalogue", () => {
    const two = tile("Harbor", "6.00", "/harbor-hosting") + tile("Lantern", "9.00", "/lantern-hosting");
    expect(plansOf([{ url: HOME, html: home(two) }], false)).toEqual([["Harbor", 6], ["Lantern", 9]]);
  });
});
