/**
 * Round 105, part g, on real pages (issue 25; session 44): plan cards headed by their edition's
 * logo, the name only in the image's alt ("<img alt="Quillmark logo">", "<img alt="Quillmark
 * Team">"), no name in the card's text (a tagline, the price, the list): the alt names the card
 * where the cards beside it open with logos of other names and one alt calls itself a logo
 * (logo-name.ts). Read with the page's billing switch as Webflow serves it, its annual tab the
 * active pane and the monthly pane hidden: the monthly side is the price, the annual side its
 * annual amount.
 *
 * And its failure side: cards opening with pictures (alts that describe an illustration), cards
 * whose image alts are all alike, and logo-like alts where no alt says "logo" name no plan.
 *
 * Also (worked-line.ts): a sum worked out on one line in a card's payment box ("4 months × $3.50 +
 * 2% fee = $14.28", a hidden modal) is no price — neither its rate nor its result is the card's
 * price or its other billing side; an "=" alone ("Yearly = $90") still is a price.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://quillmark.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing | Quillmark</title></head><body><div class="section hero"><h1>Plans for every writing team</h1></div><div class="section pricing">${body}</div></body></html>`;
const list = (items: string[]) => `<div class="check-list">${items.map((i) => `<div class="check-row"><img src="/img/tick.png" alt="Green tick" class="tick"/><p class="check-text">${i}</p></div>`).join("")}</div>`;
const card = (alt: string, price: string, ribbon = "") =>
  `<div class="price-column"><div class="price-card">${ribbon ? `<div class="ribbon-wrap"><div class="popular-tag"><div>${ribbon}</div></div></div>` : ""}<img src="/img/edition.png" alt="${alt}" class="image-12"/><p>Shared notebooks, drafts and reviews for writers who work together.</p><div class="price-wrap"><div class="price-number"><span class="sign">$</span>${price}</div><p class="price-per">per user per month</p></div>${list(["Unlimited notebooks", "Version history", "Comments and mentions"])}<a href="#compare" class="button w-button">Compare plans</a></div></div>`;
const tabs = (annual: string, monthly: string) =>
  `<div data-current="Annual" class="tabs w-tabs"><div class="tab-menu w-tab-menu"><a data-w-tab="Annual" class="tab w-inline-block w-tab-link w--current"><div>Billed Annually</div></a><a data-w-tab="Monthly" class="tab w-inline-block w-tab-link"><div>Billed Monthly</div></a></div><div class="w-tab-content"><div data-w-tab="Annual" class="w-tab-pane w--tab-active"><div class="price-row">${annual}</div></div><div data-w-tab="Monthly" class="w-tab-pane"><div class="price-row">${monthly}</div></div></div></div>`;
const plans = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.period}${p.per_user ? " per user" : ""}${p.annual_amount !== null ? ` (annual ${p.annual_amount})` : ""}`);

describe("rules105g: plan names drawn as logos", () => {
  test("a Webflow switch served on its annual side, each card headed by its edition's logo", () => {
    const got = plans(page(tabs(card("Quillmark logo", "12") + card("Quillmark Team", "30", "MOST POPULAR"), card("Quillmark logo", "15") + card("Quillmark Team", "36", "MOST POPULAR"))));
    expect(got).toContain("Quillmark: 15 month per user (annual 12)");
    expect(got).toContain("Quillmark Team: 36 month per user (annual 30)");
  });

  test("a plain grid of logo-headed cards", () => {
    const got = plans(page(`<div class="price-row">${card("Quillmark Solo logo", "9") + card("Quillmark Studio logo", "24")}</div>`));
    expect(got).toContain("Quillmark Solo: 9 month per user");
    expect(got).toContain("Quillmark Studio: 24 month per user");
  });
});

describe("rules105g: images that name no plan", () => {
  test("cards opening with illustrations", () => {
    const got = plans(page(`<div class="price-row">${card("Writer at a desk illustration", "9") + card("Two writers sharing a notebook", "24")}</div>`));
    expect(got.some((p) => /writer|illustration|desk/i.test(p))).toBe(false);
  });

  test("cards whose images carry one alt", () => {
    const got = plans(page(`<div class="price-row">${card("Quillmark logo", "9") + card("Quillmark logo", "24")}</div>`));
    expect(got.some((p) => /quillmark/i.test(p))).toBe(false);
  });

  test("capitalised alts where none says it is a logo", () => {
    const got = plans(page(`<div class="price-row">${card("Sunrise", "9") + card("Mountain Lake", "24")}</div>`));
    expect(got.some((p) => /sunrise|mountain/i.test(p))).toBe(false);
  });
});

describe("rules105g: a sum worked out on one line", () => {
  const HOST = "https://fernrelay.example/";
  const shop = (box: string) =>
    `<!doctype html><html lang="en"><head><title>Fern Relay</title><style>.pay-modal{display:none}</style></head><body><h1>Quiet tunnels for your traffic</h1><div class="plans">` +
    `<div class="plan"><h3>Tunnel Service</h3><p>Starting at $3.50 per month</p><p>Pick a region and go.</p><button class="buy">Pay by card</button><div class="pay-modal" hidden><h3>Pay by transfer</h3>${box}</div></div>` +
    `<div class="plan"><h3>Mirror Storage</h3><p>Starting at $6.50 per month</p><p>Replicated buckets.</p><button class="buy">Pay by card</button></div>` +
    `<div class="plan"><h3>Tiny Server</h3><p>Starting at $4.00 per month</p><p>Root access included.</p><button class="buy">Pay by card</button></div>` +
    `</div></body></html>`;
  const read = (html: string) => extractSite([{ url: HOST, html }], { url: HOST, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.period}${p.annual_amount !== null ? ` (annual ${p.annual_amount})` : ""}`);

  test("a payment box's worked sum leaves the card's price alone", () => {
    const got = read(shop(`<p class="sum"><span>4</span> months × $3.50 + 2% fee = <b>$<span>14.28</span></b></p><p class="sum">You chose <b>12 months</b> x $3.00 = <b>$<span>36.00</span></b></p>`));
    expect(got).toContain("Tunnel Service: 3.5 month");
    expect(got).toContain("Mirror Storage: 6.5 month");
  });

  test("an equals sign with no multiplication is a price as before", () => {
    const got = read(shop(`<p class="sum">Yearly = $90</p>`));
    expect(got.some((p) => p.startsWith("Tunnel Service:") && p !== "Tunnel Service: 3.5 month")).toBe(true);
  });
});
