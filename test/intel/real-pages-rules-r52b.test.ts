/**
 * Round 52, part b, on real pages (issue 25; docs/intel.md, "Round 52, part b"): price lists — pages
 * with no monthly or yearly plan — counted on development (waves 8–12, 30–44) by construction. The
 * rule: a page that sells one thing at one price, names no period anywhere and sets a buy word
 * beside the price is the product's one-time offer (quiet-purchase.ts, read by sole-price.ts); the
 * offer is named by the product, by the buy page's h1 when the site's name is no name ("$25"), and
 * never by a way to pay ("PayPal" over the price). The other tests pin what is read and what is left.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const HOME = "https://quillmark.example/";
const BUY = "https://quillmark.example/buy.html";
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Quillmark</a></header><main>${body}</main></body></html>`;
const home = page("Quillmark", `<h1>Quillmark</h1><p>Notes that stay on your computer.</p>`);
const read = (buyTitle: string, body: string, homeHtml = home, abstain = false) =>
  extractSite([{ url: HOME, html: homeHtml }, { url: BUY, html: page(buyTitle, body) }], { url: HOME, abstain }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`);

describe("rules52b: one product's buy box on a page that names no period", () => {
  test("a price in a purchase sentence is the product's one-time offer (empty without the rule)", () => {
    const body = `<h2>Get the full version</h2><p>You can purchase the full version of Quillmark for only $15.00 USD. Updates to version 1 are included.</p><p>$15.00 USD</p>`;
    expect(read("Quillmark — buy", body)).toEqual(["Quillmark: 15 USD/one_time"]);
    // The product keeps it too (the confidence model does not withhold it).
    expect(read("Quillmark — buy", body, home, true)).toEqual(["Quillmark: 15 USD/one_time"]);
  });

  test("a way to pay on the line above the price names nothing: the product names the offer", () => {
    const body = `<h2>How would you like to pay?</h2><p>Credit card</p><p>PayPal</p><p>For $49 you receive a Quillmark licence by email, for every computer in your home.</p>`;
    expect(read("Buy Quillmark", body)).toEqual(["Quillmark: 49 USD/one_time"]);
  });

  test("a site named by no words takes the buy page's h1 as the product's name", () => {
    const priced = page("$25", `<h1>$25</h1><p>Get it now.</p>`);
    const body = `<h1>Quillmark Full Version</h1><p>Desktop notes extension</p><p>$25 USD</p><ul><li>No watermark</li></ul><p>Pay $25 with PayPal</p>`;
    expect(read("Get Quillmark Full Version — $25", body, priced)).toEqual(["Quillmark Full Version: 25 USD/one_time"]);
  });

  test("the same price with no buy word beside it is no offer", () => {
    const body = `<h2>Why Quillmark</h2><p>Make your $10 notebook smarter than a tablet.</p><p>Download it and try.</p>`;
    expect(read("Quillmark", body)).toEqual([]);
  });

  test("a page that speaks of a recurrence anywhere keeps the bare price unread", () => {
    const body = `<h2>Get the full version</h2><p>You can purchase Quillmark for $15.</p><p>Subscribe to our newsletter for release notes.</p>`;
    expect(read("Quillmark — buy", body)).toEqual([]);
  });
});

describe("rules52b: price lists — what is read and what is left", () => {
  test("a once word beside the one price was read before the rule and still is", () => {
    const body = `<h2>Get the full version</h2><p>Quillmark is a one-time purchase: $29.</p>`;
    expect(read("Quillmark — buy", body)).toEqual(["Quillmark: 29 USD/one_time"]);
  });

  test("left: one price in three currencies side by side is not read (not one amount)", () => {
    const body = `<p>Try Quillmark free for 2 weeks!</p><p><a href="/buy">Buy Quillmark</a> €8 / $10 / £6.50</p>`;
    expect(read("Quillmark", body)).toEqual([]);
  });

  test("left: a pack priced per a count of credits is a unit price to the sole reader", () => {
    const body = `<h2>Buy Credits</h2><p>$5.99 / 100 credits</p><p>Everyone starts with 25 free credits.</p>`;
    expect(read("Quillmark", body)).toEqual([]);
  });

  test("left: two licences each priced in its own section's prose are not read", () => {
    const body = `<h2>Commercial Licenses</h2><p>Commercial licenses cost $79, including VAT.</p><a href="/c">Purchase a Commercial License</a>` +
      `<h2>Personal Licenses</h2><p>Personal licenses cost $49, including VAT.</p><a href="/p">Purchase a Personal License</a>`;
    expect(read("Quillmark: License & Pricing", body)).toEqual([]);
  });

  test("left: \"No recurring payments\" in a card's list is no once word: the cards keep no period", () => {
    const card = (n: string, p: string) => `<div class="pricing__item"><h3>${n}</h3><div class="pricing__price">${p}<span>/ 1 website</span></div><ul><li>Unlimited invitations</li><li>No recurring payments</li></ul><a href="/go">Get it</a></div>`;
    expect(read("Pricing", `<h1>Pricing</h1><div class="grid">${card("Standard", "$79")}${card("Premium", "$84")}</div>`)).toEqual(["Standard: 79 USD/null", "Premium: 84 USD/null"]);
  });
});
