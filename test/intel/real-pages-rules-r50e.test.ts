/**
 * Round 50, part e, on real pages (issue 25; docs/intel.md, "Round 50, part e"): one-time prices
 * read with another period. Counted on development (waves 8–12, 30–42): the case plans billed once
 * that the product misses or reads with another period, by where the "once" word stands. The word
 * in its own element right after the price ("€1 <small>one-time</small>" beside "€49<small>/mo</small>")
 * is read as the "/mo" beside it is — money.ts `billingAfter` on the price's tail, which runs across
 * the element's edge — so no construction of where the word stands passed three sites in three
 * waves; the one page read with the month (wave 42) read its cards' "one-time" too, and lost it to
 * the figure restated in each card's button (and a list line's "month") beside structured-data
 * offers with no period, whose default month then stood. These tests pin what is read. Small pages of our own, never text
 * from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter } from "../../src/intel/extract/money";

const html = (body: string, head = "") => `<!doctype html><html lang="en"><head><title>Pricing</title>${head}</head><body><main><h1>Lanternly</h1>${body}</main></body></html>`;
const PAGE = "https://lanternly.example/pricing";
const read = (body: string, abstain: boolean, head = "") =>
  extractSite([{ url: PAGE, html: html(body, head) }], { url: PAGE, abstain }).plans.map((p) => `${p.name}: ${p.amount}/${p.period}`);

/** A card: a name, the price in its own element with its words in a <small> after it, a list. */
const card = (name: string, price: string, items: string[], button = "") =>
  `<article class="tier"><h2>${name}</h2><p class="tier-price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>${button}</article>`;
const grid = (cards: string[]) => `<section class="tiers"><div class="grid">${cards.join("")}</div></section>`;
/** Three cards: a once price, a monthly one, a once one; each price as written, each card's button if any. */
const three = (once: (figure: string) => string, month: string, buttons = ["", "", ""]) =>
  grid([
    card("Harbour Note", once("€3"), ["One harbour reviewed", "Sent within two days"], buttons[0]),
    card("Fleet", month, ["Every harbour, every week", "Alerts by email"], buttons[1]),
    card("Survey", once("€1,500"), ["A full survey of one coast", "Written report"], buttons[2]),
  ]);
const READ_ONCE = ["Harbour Note: 3/one_time", "Fleet: 29/month", "Survey: 1500/one_time"];

describe("rules50e: where the \"once\" word after a price stands", () => {
  test("the price's tail runs across the element's edge: a <small> after the price says its period", () => {
    // (What the card reader hands billingAfter for "€3 <small>one-time</small>" and "€29<small>/mo</small>".)
    expect(billingAfter(" one-time\nA written review of one harbour").period).toBe("one_time");
    expect(billingAfter("/mo\nEvery harbour, every week").period).toBe("month");
  });

  test("\"one-time\" in its own element after the price, beside cards with \"/mo\" in theirs: paid once, not the month", () => {
    const body = grid([
      card("Harbour Note", "€3 <small>one-time</small>", ["One harbour reviewed", "Sent within two days"]),
      card("Fleet", "€29<small>/mo</small>", ["Every harbour, every week", "Alerts by email"]),
      card("Admiralty", "€99<small>/mo</small>", ["Everything in Fleet", "A call each quarter"]),
      card("Survey", "€1,500 <small>one-time</small>", ["A full survey of one coast", "Written report"]),
    ]);
    expect(read(body, false)).toEqual(["Harbour Note: 3/one_time", "Fleet: 29/month", "Admiralty: 99/month", "Survey: 1500/one_time"]);
  });

  test("the same word in the price's own text node reads the same", () => {
    expect(read(three((f) => `${f} one-time`, "€29/mo"), false)).toEqual(READ_ONCE);
  });

  test("the table's words in the element after the price (\"one-off\", round 49d) are read there too", () => {
    expect(read(three((f) => `${f} <small>one-off</small>`, "€29<small>/mo</small>"), false)).toEqual(READ_ONCE);
  });

  // The wave-42 page's construction (docs, "Left"): each card restates its price in its button with
  // no period, and the page's structured data lists the same offers, the monthly ones with a
  // billing duration and the once ones with none.
  const smallOnce = (f: string) => `${f} <small>one-time</small>`;
  const restated = three(smallOnce, "€29<small>/mo</small>", [`<a class="btn" href="/note">Get a €3 Note</a>`, `<a class="btn" href="/fleet">Get Fleet for €29/mo</a>`, `<a class="btn" href="/survey">Get the Survey for €1,500</a>`]);
  const offer = (name: string, price: number, month: boolean) => ({ "@type": "Offer", name, price, priceCurrency: "EUR", ...(month ? { priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "EUR", billingDuration: "P1M" } } : {}) });
  const ld = `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name: "Lanternly", offers: [offer("Harbour Note", 3, false), offer("Fleet", 29, true), offer("Survey", 1500, false)] })}</script>`;

  test("a card that restates its once price in its button: still paid once where the page has no structured data", () => {
    expect(read(restated, false)).toEqual(READ_ONCE);
  });

  test("the same cards beside structured data whose once offers state no period: paid once (round 90h)", () => {
    // Pinned as the month until round 90h: the button's bare "€3" was taken as the card's monthly
    // side, so the offer's default month (inferred) stood. A card that leads with its once price is
    // sold once (once-leads.ts): the button's restatement is no side of it, the card's "one-time" wins.
    expect(read(restated, false, ld)).toEqual(READ_ONCE);
    expect(read(three(smallOnce, "€29<small>/mo</small>"), false, ld)).toEqual(READ_ONCE);
  });
});
