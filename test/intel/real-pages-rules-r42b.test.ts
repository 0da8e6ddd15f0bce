/**
 * Round 42, part b, on real pages (issue 25; docs/intel.md, "Round 42, part b"): a group of priced
 * cards none or one of which the card reader names. The chain of tags and classes every priced card
 * carries once, whose texts are all different and of a name's shape, names the cards
 * (parallel-slot.ts). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1>${body}</main></body></html>`;
const bullets = `<ul><li>Five pages</li><li>Email support</li><li>Hosting help</li></ul>`;
/**
 * A card whose title sits in a plain line under a heading that holds its price ("from $99"), an
 * icon above them and, on some cards, a ribbon: the card reader alone finds no name in it.
 */
const card = (title: string, price: string, ribbon = "", lead = "from", cta = "Contact") =>
  `<div class="col-lg-4"><div class="item${ribbon ? " item--featured" : ""}"><div class="top">${ribbon ? `<div class="flag"><p>${ribbon}</p></div>` : ""}<div class="icon"><img src="i.png" alt=""></div><div class="title-wrap"><h3 class="title"><span>${lead}</span> ${price}</h3><p>${title}</p></div></div><div class="content"><div class="feature"><p>Includes:</p>${bullets}</div><div class="cta"><a class="btn" href="/contact">${cta}</a></div></div></div></div>`;
const row = (...cards: string[]) => `<section class="row">${cards.join("")}</section>`;
const read = (html: string, url = "https://sites.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount]);
const names = (html: string, url?: string) => read(html, url).map((p) => p[0]);

describe("rules42b: a group none of whose cards is named, named by its parallel slot", () => {
  test("three cards, their titles in one slot under a price heading, are named by it", () => {
    const html = doc(row(card("Starter Site", "$99"), card("Shop Site", "$179"), card("Web App", "$299")));
    expect(read(html)).toEqual([["Starter Site", 99], ["Shop Site", 179], ["Web App", 299]]);
  });

  test("one card named by its ribbon alone: the others take the slot, the featured card's extra class notwithstanding", () => {
    const html = doc(row(card("Starter Site", "$99"), card("Shop Site", "$179"), card("Admin Panel", "$149", "OPTION")));
    const got = read(html);
    expect(got).toContainEqual(["Starter Site", 99]);
    expect(got).toContainEqual(["Shop Site", 179]);
  });

  test("German: the same template named in its own words", () => {
    const html = doc(row(card("Visitenkarte", "99 €", "", "ab", "Anfragen"), card("Onlineshop", "179 €", "", "ab", "Anfragen")), "de");
    expect(names(html, "https://seiten.example/preise")).toEqual(["Visitenkarte", "Onlineshop"]);
  });
});

describe("rules42b: look-alikes the parallel slot must not name", () => {
  test("a slot whose text repeats in every card (one word on each) is no name", () => {
    const html = doc(row(card("Website", "$99"), card("Website", "$179"), card("Website", "$299")));
    expect(names(html)).toEqual([]);
  });

  test("taglines in the slot (sentences) name nothing, under one heading and without a title", () => {
    const html = doc(`<h2>Websites</h2>${row(card("Made for small teams that want to grow fast.", "$99"), card("Built for agencies with many clients to serve.", "$179"))}`);
    expect(names(html)).toEqual([]);
  });

  test("who a card suits (Best for freelancers) is a tagline, not a name", () => {
    const html = doc(row(card("Best for freelancers", "$99"), card("Best for agencies", "$179")));
    expect(names(html)).toEqual([]);
  });

  test("purchase actions and ribbon words in the slot name nothing", () => {
    expect(names(doc(row(card("Buy now", "$30"), card("Order now", "$50"))))).toEqual([]);
    expect(names(doc(row(card("Most popular", "$30"), card("Best value", "$50"))))).toEqual([]);
  });

  test("texts that differ only in their figures count an allowance, not a name", () => {
    const html = doc(row(card("Total credits: 3300", "$30"), card("Total credits: 6000", "$50"), card("Total credits: 13000", "$100")));
    expect(names(html)).toEqual([]);
  });

  test("a list's feature lines, the only different texts, name nothing", () => {
    const feat = (first: string, price: string) =>
      `<div class="col"><div class="item"><div class="amount">${price}<span> / month</span></div><ul><li>${first}</li><li>Email support</li></ul><a class="btn" href="/signup">Start</a></div></div>`;
    expect(names(doc(row(feat("Unlimited pages", "$9"), feat("Priority support", "$19"))))).toEqual([]);
  });

  test("a label inline with its price in a paragraph is a list's row, not a card's title", () => {
    const html = doc(`<div class="list"><p><strong>Hosting</strong>: $13.50/mo</p><p><strong>Extra work</strong>: $15 per hour</p><p><strong>Paper invoice</strong>: $2 per invoice</p></div>`);
    expect(names(html)).not.toContain("Extra work");
    expect(names(html)).not.toContain("Paper invoice");
  });

  test("feature columns without a price and stat tiles stay unread", () => {
    const col = (t: string) => `<div class="col"><div class="item"><h3>${t}</h3><p>Sync</p>${bullets}</div></div>`;
    expect(names(doc(row(col("Fast"), col("Secure"))))).toEqual([]);
    const tile = (n: string, l: string) => `<div class="stat"><div class="num">${n}</div><div class="lbl">${l}</div></div>`;
    expect(names(doc(`<section class="stats">${tile("$2M", "Paid to creators")}${tile("$40", "Average order")}${tile("$5", "Lowest fee")}</section>`))).toEqual([]);
  });

  test("a Need more? box beside the named cards is no plan", () => {
    const html = doc(`${row(card("Starter Site", "$99"), card("Shop Site", "$179"))}<div class="more"><h3>Need more?</h3><p>Talk to us about a bigger site.</p></div>`);
    expect(names(html)).toEqual(["Starter Site", "Shop Site"]);
  });
});
