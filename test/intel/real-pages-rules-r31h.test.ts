/**
 * Round 31, part h, on real pages (issue 25; docs/intel.md, "Round 31, part h"): subscription
 * plans no reader takes. Counted on development waves 8–12 and 14–25, checked on wave 13's
 * totals. The rule on small pages of our own (never text from a real page), with the nearest
 * look-alikes it must leave alone:
 * - a row of three or more cards built of divs (each named in a div, no heading element) beside
 *   one wide card is a group of its own, read card by card — not folded into the wide card's group
 *   as one card named after its first;
 * - NOT a card's own price block (a monthly and a yearly line, two prices): still one card;
 * - NOT a row whose cards open with their prices, nor a row of two, nor service cards priced once,
 *   nor testimonials whose figures sit in sentences (the plan card beside them is still read); a
 *   "Need more?" box under the row is no plan.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { parseHtml } from "../../src/intel/html/parse";
import { namedCardRow } from "../../src/intel/extract/named-card-row";

const PAGE = "https://quillhaven.example/pricing";
const html = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing — Quillhaven</title></head><body><main><h1>Plans for every writer</h1>${body}</main></body></html>`;
const read = (body: string, abstain = false) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: "https://quillhaven.example/", abstain }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency ?? ""}/${p.period ?? ""}${p.annual_amount !== null ? ` (annual ${p.annual_amount})` : ""}`).sort();

/** A card of divs: its name in a div, no heading element (Tailwind-built pages). */
const divCard = (name: string, price: string, items: string[]) =>
  `<div class="relative p-8 rounded-lg border flex flex-col"><div class="text-sm mb-2">${name}</div><div class="text-5xl font-medium">${price}</div><div class="text-base mb-4">/mo</div><p class="text-base mb-6">For writers who publish</p><button class="block w-full py-3">Start ${name}</button><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul></div>`;
const wideCard = `<div class="mt-4 p-8 rounded-lg border"><h3 class="text-sm mb-2">Studio</h3><div class="text-5xl font-medium">€59</div><div class="text-base mb-4">/mo</div><p>For teams of editors</p><button class="block w-full py-3">Start Studio</button><ul><li>10 seats</li><li>Shared style guides</li></ul></div>`;

describe("a row of cards built of divs beside a wide card", () => {
  test("the row of three and the wide card under it are four plans", () => {
    const body = `<section><div class="mx-auto"><div class="grid md:grid-cols-3 gap-4">${divCard("Draft", "€0", ["3 manuscripts", "Export to PDF"])}${divCard("Author", "€12", ["20 manuscripts", "Export to EPUB"])}${divCard("Press", "€29", ["Unlimited manuscripts", "Print-ready files"])}</div>${wideCard}</div></section>`;
    expect(read(body)).toEqual(["Author: 12 EUR/month", "Draft: 0 EUR/month", "Press: 29 EUR/month", "Studio: 59 EUR/month"]);
  });

  test("NOT: a card's own price block — a monthly line over a yearly one — stays one card with its annual side", () => {
    const priceBlock = (m: string, y: string) => `<div class="price"><div class="price-line">${m} / month</div><div class="price-line">${y} / month billed yearly</div></div>`;
    const card = (name: string, m: string, y: string) => `<div class="plan"><h3>${name}</h3>${priceBlock(m, y)}<ul><li>Unlimited drafts</li></ul><a href="/signup">Choose</a></div>`;
    const body = `<div class="plans">${card("Author", "$12", "$10")}${card("Press", "$29", "$24")}</div>`;
    expect(read(body)).toEqual(["Author: 12 USD/month (annual 10)", "Press: 29 USD/month (annual 24)"]);
  });
});

describe("the look-alikes beside a row of cards", () => {
  test("NOT: testimonials with figures in a row above a plan card — the plan card is still read, no testimonial is", () => {
    const quote = (who: string, fig: string) => `<div class="relative p-6 rounded-lg border"><div class="text-sm font-bold">${who}</div><p class="text-base">“Quillhaven saved our studio ${fig} on printing.”</p><div class="text-xs">Verified customer</div></div>`;
    const body = `<section><div class="mx-auto"><div class="grid md:grid-cols-3 gap-4">${quote("Mira Holt", "$300 a month")}${quote("Jon Wren", "$1,200 a year")}${quote("Ada Lusk", "$45 a week")}</div><div class="mt-4 p-8 rounded-lg border"><h3>Author</h3><div class="text-5xl">$12</div><div>/mo</div><button>Start</button><ul><li>Unlimited drafts</li></ul></div></div></section>`;
    expect(read(body)).toEqual(["Author: 12 USD/month"]);
  });

  test("NOT: a \"Need more?\" box under the row is no plan, and the row's three cards are read", () => {
    const needMore = `<div class="mt-4 p-8 rounded-lg border"><div class="text-sm">Need more?</div><div>From $99</div><div>/mo</div><a href="/contact">Talk to us</a></div>`;
    const body = `<section><div class="mx-auto"><div class="grid">${divCard("Draft", "$0", ["3 manuscripts"])}${divCard("Author", "$12", ["20 manuscripts"])}${divCard("Press", "$29", ["Unlimited manuscripts"])}</div>${needMore}</div></section>`;
    expect(read(body)).toEqual(["Author: 12 USD/month", "Draft: 0 USD/month", "Press: 29 USD/month"]);
  });
});

describe("namedCardRow: what a row of named cards is", () => {
  const doc = (body: string) => parseHtml(`<div id="row">${body}</div>`).elements.find((e) => e.attrs.id === "row")!;
  const cardsOf = (body: string) => doc(body).children.filter((c) => c.kind === "element") as ReturnType<typeof doc>[];
  const lines = (c: ReturnType<typeof doc>) =>
    c.children.flatMap((x) => (x.kind === "element" ? [x.children.map((t) => (t.kind === "text" ? t.text : "")).join("").trim()] : []));
  const alike = (a: ReturnType<typeof doc>, b: ReturnType<typeof doc>) => a.attrs.class === b.attrs.class;
  const box = (first: string, second: string) => `<div class="tile"><div>${first}</div><div>${second}</div><div>/mo</div></div>`;

  test("three cards of one build, each opening with a name", () => {
    expect(namedCardRow(cardsOf(box("Draft", "€0") + box("Author", "€12") + box("Press", "€29")), alike, lines)).toBe(true);
  });

  test("NOT: cards that open with their price (a price block's lines)", () => {
    expect(namedCardRow(cardsOf(box("€12 / month", "Author") + box("€10 / month", "billed yearly") + box("€120 / year", "once")), alike, lines)).toBe(false);
  });

  test("NOT: two cards (a monthly and a yearly box look the same), nor cards of another build", () => {
    expect(namedCardRow(cardsOf(box("Monthly", "€12") + box("Yearly", "€120")), alike, lines)).toBe(false);
    const mixed = box("Draft", "€0") + `<div class="quote"><div>Mira</div><div>€12</div></div>` + box("Press", "€29");
    expect(namedCardRow(cardsOf(mixed), alike, lines)).toBe(false);
  });

  test("NOT: service cards of a price list, priced once (\"Crown\" | \"€450\")", () => {
    const services = `<div class="tile"><div>Crown</div><div>€450</div></div><div class="tile"><div>Implant</div><div>€1,200</div></div><div class="tile"><div>Whitening</div><div>€180</div></div>`;
    expect(namedCardRow(cardsOf(services), alike, lines)).toBe(false);
  });

  test("NOT: testimonials whose figures sit in sentences", () => {
    const quotes = box("Mira Holt", "Saved our studio $300 a month on printing") + box("Jon Wren", "We spend $1,200 a year less on proofs") + box("Ada Lusk", "Cut $45 a week from our costs");
    expect(namedCardRow(cardsOf(quotes), alike, lines)).toBe(false);
  });
});
