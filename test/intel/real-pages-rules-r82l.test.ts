/**
 * Round 82, part l, on real pages (issue 25): a one-page site whose plans sit in a pricing section of
 * its home page (`<section id="tarifs">`, a nav link "Pricing" to "#offer") and that has no pricing
 * page. The plans read inside the section the page names as its pricing are weighed as read on a
 * pricing page (the confidence model's on_pricing_page); a misread card there (a name stating
 * another period than the one read, a card with nothing where the price would be) is not lifted.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const URL = "https://quillmoss.example/";
const home = (nav: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>Quillmoss — notes that sort themselves</title></head><body><header><nav>${nav}</nav></header><main><section class="hero"><h1>Notes that sort themselves</h1><p>Quillmoss files every note where you will look for it.</p></section>${body}</main></body></html>`;
const card = (name: string, price: string, bullets: string[]) => `<article class="card"><h3>${name}</h3><p class="amount">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/signup">Start</a></article>`;
const grid = (cards: string[]) => `<div class="grid">${cards.join("")}</div>`;
const onPricing = (html: string) => new Map(assessSite([{ url: URL, html }], { url: URL }).assessed.map((a) => [a.plan.name, a.signals.on_pricing_page]));
const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => p.name);

const plans = grid([card("Sprout", "$0", ["50 notes", "1 device"]), card("Bloom", "$7 / month", ["Unlimited notes", "Sync"]), card("Orchard", "$19 / month", ["Shared shelves", "Priority help"])]);

describe("rules82l: a one-page site's pricing section is its pricing page for the confidence model", () => {
  test("plans in a section whose id is a pricing word are read on a pricing page (fails without the rule)", () => {
    const html = home(`<a href="#how">How it works</a>`, `<section id="tarifs"><h2>Choose your shelf</h2>${plans}</section>`);
    const got = onPricing(html);
    expect(got.get("Bloom")).toBe(1);
    expect(got.get("Orchard")).toBe(1);
  });

  test("the target of an in-page link named \"Pricing\" is the pricing section (fails without the rule)", () => {
    const html = home(`<a href="#how">How it works</a><a href="#offer">Pricing</a>`, `<section id="offer"><h2>Choose your shelf</h2>${plans}</section>`);
    expect(onPricing(html).get("Bloom")).toBe(1);
    expect(reported(html)).toEqual(expect.arrayContaining(["Bloom", "Orchard"]));
  });

  test("a section headed by a pricing word is the pricing section (fails without the rule)", () => {
    const html = home("", `<section class="s3"><h2>Pricing</h2>${plans}</section>`);
    expect(onPricing(html).get("Orchard")).toBe(1);
  });

  test("cards outside the pricing section are not lifted", () => {
    const html = home(`<a href="#offer">Pricing</a>`, `<section id="extras"><h2>Add-ons</h2>${grid([card("Ink pack", "$3 / month", ["More themes"]), card("Vault", "$5 / month", ["Backups"])])}</section><section id="offer"><h2>Choose your shelf</h2>${plans}</section>`);
    const got = onPricing(html);
    expect(got.get("Bloom")).toBe(1);
    if (got.has("Vault")) expect(got.get("Vault")).toBe(0);
  });

  test("a card whose name states another period than the one read, or that shows no price at all, is not lifted", () => {
    const misread = grid([card("Monthly", "$4 / month", ["Sync"]), card("Yearly", "$30 / month", ["Sync", "Themes"]), card("Teams", "", ["Shared shelves"])]);
    const got = onPricing(home(`<a href="#pricing">Pricing</a>`, `<section id="pricing"><h2>Plans</h2>${misread}</section>`));
    expect(got.get("Monthly")).toBe(1);
    if (got.has("Yearly")) expect(got.get("Yearly")).toBe(0);
    if (got.has("Teams")) expect(got.get("Teams")).toBe(0);
  });

  test("a page without a pricing section gives its plans no pricing-page weight", () => {
    const got = onPricing(home(`<a href="#how">How it works</a>`, `<section id="how"><h2>How it works</h2>${plans}</section>`));
    expect(got.get("Bloom")).toBe(0);
  });
});
