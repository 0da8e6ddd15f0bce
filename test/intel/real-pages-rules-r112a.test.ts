/**
 * Round 112, part a, on real pages (issue 25): a price named the list price by its markup alone —
 * a block whose class or id says "full price" (or "old price", "was price"), beside a sale block a
 * script fills and shows only while a promotion runs — is the price charged when the sale block is
 * hidden or empty: it is then the card's (or the page's) only price, and nothing draws a strike on
 * it (named-list-price.ts, read by plans-page.ts `readCard` and sole-price.ts). Not so: a card that
 * also shows an unstruck price (the named one stays the list price), a price struck by a tag, an
 * inline style or a class the page's own stylesheet strikes. Small pages of our own, never text
 * from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { unstruckWhenOnlyNamed, type NamedStrike } from "../../src/intel/extract/named-list-price";

const URL = "https://quillforge.example/courses/fiction";
/** A course's buying card: its price in a "full price" block, an empty sale block hidden beside it. */
const card = (title: string, priceBlock: string, note: string) =>
  `<div class="col"><div class="card offer-card"><div class="card-body"><div class="card-title">${title}</div>` +
  `<div class="anchor">8 workshops · 30 hours of video</div>` +
  priceBlock +
  `<div id="sale-price" style="display: none;"><span class="currency">$</span><span class="value"></span><span class="save">OFF</span></div>` +
  `<div class="buttons"><a class="btn" href="https://school.example/enroll?p=1">Enroll Now</a></div>` +
  `<div class="note">${note}</div></div></div></div>`;
const fullPrice = (amount: number, wrap = (s: string) => s) =>
  `<div class="full-price"><div>${wrap(`<span class="currency">$</span> <span class="value">${amount}</span>`)}</div><div class="frequency">&nbsp;</div></div>`;
const page = (cards: string, style = "") =>
  `<!doctype html><html lang="en"><head><title>Fiction Writing Bootcamp</title>${style}</head><body><main>` +
  `<section><h1>Fiction Writing Bootcamp</h1><p>Write your first novel in twelve weeks, with feedback on every chapter.</p></section>` +
  `<div id="pricing"><h2>Join the next cohort</h2><div class="row">${cards}</div></div></main></body></html>`;
const read = (html: string, abstain = true) =>
  extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

const twoCards = (wrap?: (s: string) => string, style = "") =>
  page(
    card("Self-Paced", fullPrice(297, wrap), "One-time payment · Lifetime access") +
      card("With Mentoring", fullPrice(599, wrap), "One-time payment · Lifetime access"),
    style,
  );

describe("a price in a block named the full price, the sale block beside it hidden and empty (round 112a)", () => {
  test("is the price charged, in the product and the raw reading", () => {
    for (const abstain of [true, false]) {
      expect(read(twoCards(), abstain)).toEqual([
        ["Self-Paced", 297, "USD", "one_time"],
        ["With Mentoring", 599, "USD", "one_time"],
      ]);
    }
  });

  test("a one-product page whose only price sits in such a block sells at it", () => {
    const html = page(card("Enrol today", fullPrice(297), "One-time payment · Lifetime access"));
    expect(read(html, false).map((p) => [p[1], p[2], p[3]])).toEqual([[297, "USD", "one_time"]]);
  });

  test("a drawn strike keeps the price struck: a tag, an inline style, the page's own stylesheet", () => {
    expect(read(twoCards((s) => `<del>${s}</del>`), false)).toEqual([]);
    expect(read(twoCards((s) => `<span style="text-decoration: line-through">${s}</span>`), false)).toEqual([]);
    expect(read(twoCards((s) => `<span class="gone">${s}</span>`, `<style>.gone { text-decoration: line-through; }</style>`), false)).toEqual([]);
  });

  test("beside a shown sale price the named block stays the list price", () => {
    const sale = (amount: number) => `<div class="now-price"><span class="currency">$</span> <span class="value">${amount}</span></div>`;
    const html = page(
      card("Self-Paced", fullPrice(297) + sale(197), "One-time payment · Lifetime access") +
        card("With Mentoring", fullPrice(599) + sale(449), "One-time payment · Lifetime access"),
    );
    expect(read(html, false)).toEqual([
      ["Self-Paced", 197, "USD", "one_time"],
      ["With Mentoring", 449, "USD", "one_time"],
    ]);
  });

  test("the rule on its own", () => {
    const struck = (...pts: NamedStrike[]) => unstruckWhenOnlyNamed(pts).map((p) => p.struck);
    expect(struck({ struck: true, struckByName: true })).toEqual([false]);
    expect(struck({ struck: true, struckByName: true }, { struck: false })).toEqual([true, false]);
    expect(struck({ struck: true, struckByName: true }, { struck: true })).toEqual([true, true]);
    expect(struck()).toEqual([]);
  });
});
