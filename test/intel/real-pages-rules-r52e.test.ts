/**
 * Round 52, part e, on real pages (issue 25; docs/intel.md, "Round 52, part e"): plans the engine
 * reports without a price, counted on development (waves 8–12, 30–44, product and raw) by what
 * tells a heading or page section read as a plan from a tier the page announces without a price.
 * A block with no price and no price word, admitted because it is built like its priced siblings
 * (bullets or a button), is one of the page's own sections when its siblings are the page's
 * sections — its parent is `<body>` or `<main>`, or a sibling is the hero that holds the page's
 * `<h1>` — on three sites in three waves; such a block is no plan (page-section.ts, read by
 * plans-page.ts). The tests pin the priceless tiers kept and what is left. Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://notebox.example/pricing";
/** The page's `<body>` as given: the tests place blocks at the page's top level themselves. */
const raw = (body: string) =>
  extractSite([{ url: URL, html: `<!doctype html><html lang="en"><head><title>Notebox pricing</title></head><body>${body}</body></html>` }], { url: URL, abstain: false }).plans.map(
    (p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}${p.contact_sales ? " contact" : ""}`,
  );

const LIST = `<ul><li>Unlimited notes</li><li>Sync on every device</li></ul>`;
/** A page section carrying one plan: a heading, a price, two lines, a button. */
const box = (cls: string, name: string, price: string) => `<div class="${cls}"><h2>${name}</h2><p class="price">${price}</p>${LIST}<a class="button" href="/buy">Subscribe</a></div>`;
/** A card of a grid. */
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${LIST}<a class="button" href="/go">Choose ${name}</a></div>`;
const NAV = `<div class="topnav"><a href="/">Home</a> <a href="/docs">Docs</a></div>`;

describe("rules52e: a page section with no price beside priced sections is no plan", () => {
  test("beside the hero that holds the page's title: a payment and refund notice built like the plan boxes is not read", () => {
    const notice = `<div class="box"><h2>Payment and refunds</h2><ul><li>Paid by card</li><li>Refunds within 14 days of purchase</li></ul><a class="button" href="/help">Read the FAQ</a></div>`;
    const page = `${NAV}<div class="wrap"><div class="intro"><h1>Notebox Premium</h1><p>Everything you write, in one place.</p></div>${box("box", "Monthly", "$5 / month")}${box("box", "Yearly", "$50 / year")}${notice}</div>`;
    expect(raw(page)).toEqual(["Monthly: 5 USD/month", "Yearly: 50 USD/year"]);
  });

  test("at the page's top level (no title anywhere): a quick start's steps before the plan sections are not read", () => {
    const steps = `<section class="quickstart card"><h2>Quick Start Guide</h2><ol><li>Join our server</li><li>Choose a plan below</li><li>You're all set</li></ol><a class="button" href="/manage">Manage subscription</a></section>`;
    const plan = (name: string, price: string) => `<section class="devs card"><h2>${name}</h2><p>${price}</p>${LIST}<a class="button" href="/buy">Subscribe</a></section>`;
    const page = `${NAV}${steps}${plan("Monthly Plan", "€5/MO")}${plan("Yearly Plan", "€50/YR")}<section class="footer"><h4>Notebox</h4><p>© Notebox</p></section>`;
    expect(raw(page)).toEqual(["Monthly Plan: 5 EUR/month", "Yearly Plan: 50 EUR/year"]);
  });
});

describe("rules52e: priceless tiers kept", () => {
  test("a tier announced without a price in a grid under the page's hero stays a plan (amount null)", () => {
    const scale = `<div class="plan"><h3>Scale</h3>${LIST}<a class="button" href="/waitlist">Join the waitlist</a></div>`;
    const page = `<main><section class="hero"><h1>Pricing</h1><p>Plans for every team.</p></section><section class="plans"><div class="grid">${card("Starter", "$9 / month")}${card("Growth", "$29 / month")}${scale}</div></section></main>`;
    expect(raw(page)).toEqual(["Starter: 9 USD/month", "Growth: 29 USD/month", "Scale: null null/null"]);
  });

  test("\"Free\" and \"Contact us\" cards straight in <main> beside the page's title are kept: they state their price in words", () => {
    const page = `<main><div class="head"><h1>Pricing</h1><p>Choose a plan</p></div>${card("Free", "Free")}${card("Pro", "$10 / month")}${card("Enterprise", "Contact us")}</main>`;
    expect(raw(page)).toEqual(["Free: 0 USD/month", "Pro: 10 USD/month", "Enterprise: null null/null contact"]);
  });
});

describe("rules52e: left", () => {
  test("left: a \"talk to an expert\" section with a contact button beside priced sections and the hero is read as a contact-sales plan", () => {
    const expert = `<div class="box"><h2>Speak with an expert</h2><p>We help you move your notes over.</p><a class="button" href="/contact">Contact us</a></div>`;
    const page = `<main><section class="hero"><h1>Notebox pricing</h1><p>Simple prices.</p></section>${box("box", "Monthly", "$5 / month")}${box("box", "Yearly", "$50 / year")}${expert}</main>`;
    expect(raw(page)).toContain("Speak with an expert: null null/null contact");
  });

  test("the cost: a tier without a price in a row of cards that stands beside the hero is refused with the sections (none on development)", () => {
    const scale = `<div class="plan"><h3>Scale</h3>${LIST}<a class="button" href="/waitlist">Join the waitlist</a></div>`;
    const page = `<div class="wrap"><div class="hero"><h1>Pricing</h1><p>Plans for every team.</p></div>${card("Starter", "$9 / month")}${card("Growth", "$29 / month")}${scale}</div>`;
    expect(raw(page)).toEqual(["Starter: 9 USD/month", "Growth: 29 USD/month"]);
  });
});
