/**
 * Round 40, part b, on real pages (issue 25; docs/intel.md, "Round 40, part b"): a free card named
 * by its price word. A free card's price slot ("Free", "Gratis", "Kostenlos") is its price, never
 * its name nor part of it; the name is the slot its kin cards name themselves in. Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { isPriceWord, slotNameWithPriceWord } from "../../src/intel/extract/price-word-name";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1>${body}</main></body></html>`;
const bullets = `<ul><li>Two projects</li><li>Email support</li><li>Shared workspace</li></ul>`;
/** A card whose title is a paragraph and whose price is set as its heading (the free card's h3 holds the word). */
const titledCard = (name: string, price: string, cta: string) =>
  `<div class="plan"><div class="top"><img src="/logo.png" alt=""><p class="label">${name}</p></div>${bullets}<h3 class="text-center">${price}</h3><a href="/signup">${cta}</a></div>`;
/** A card whose title and price slot are two divs in one title box, read as one line. */
const boxCard = (name: string, price: string) =>
  `<div class="tiers-item"><div class="tiers-box"><div class="tiers-box-title"><div class="label medium">${name}</div>${price}<div class="tag primary"><div class="label tertiary">+ Usage Fees</div></div></div><div class="tiers-box-content">${bullets}<div class="button-wrap"><a href="/signup" class="button large">Start</a></div></div></div></div>`;
const freeSlot = (word: string) => `<div class="h3-pricing">${word}</div>`;
const paidSlot = (amount: string, per: string) => `<div class="h2-pricing-wrap"><div class="h3-pricing">${amount}</div><div class="label pricing">${per}</div></div>`;
const read = (html: string, url = "https://gridly.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.free]);

describe("rules40b: the price word is the card's price, the heading its name", () => {
  test("English: a card titled Starter whose price heading says Free is named Starter", () => {
    const html = doc(`<section class="plans">${titledCard("Starter", "Free", "Start")}${titledCard("Team", "$12 / month", "Buy")}${titledCard("Business", "$40 / month", "Buy")}</section>`);
    expect(read(html)).toEqual([["Starter", 0, true], ["Team", 12, false], ["Business", 40, false]]);
  });

  test("Spanish: STARTER over a price slot reading Gratis is named STARTER", () => {
    const html = doc(`<section class="plans">${titledCard("STARTER", "Gratis", "Empezar")}${titledCard("PROFESIONAL", "9,99 € / mes", "Comprar")}${titledCard("ILIMITADO", "49,99 € / mes", "Comprar")}</section>`, "es");
    expect(read(html, "https://tarjetas.example/precios").map((p) => p[0])).toEqual(["STARTER", "PROFESIONAL", "ILIMITADO"]);
  });

  test("English: a title and its Free price slot in one title box read as one line are the title alone", () => {
    const html = doc(`<section class="tiers">${boxCard("Hobby", freeSlot("Free"))}${boxCard("Pro", paidSlot("$150", "/mo"))}${boxCard("Scale", paidSlot("$900", "/mo"))}</section>`);
    expect(read(html)).toEqual([["Hobby", 0, true], ["Pro", 150, false], ["Scale", 900, false]]);
  });

  test("German: Basis and its Kostenlos price slot read as one line are Basis", () => {
    const html = doc(`<section class="tiers">${boxCard("Basis", freeSlot("Kostenlos"))}${boxCard("Profi", paidSlot("19 €", "/ Monat"))}${boxCard("Firma", paidSlot("49 €", "/ Monat"))}</section>`, "de");
    expect(read(html, "https://rechner.example/preise")[0]).toEqual(["Basis", 0, true]);
  });

  test("the word tables: a free word alone, with its forever, in brackets; not a name with the word", () => {
    for (const w of ["Free", "Gratis", "Gratuit", "Kostenlos", "Grátis", "Gratuito", "Бесплатно", "免费", "無料", "무료", "Ücretsiz", "Miễn phí", "(Free)", "Free — forever"]) expect(isPriceWord(w)).toBe(true);
    for (const w of ["Free Trial", "Free plan", "Pro", "Freedom", "Free for students", "Jira Free"]) expect(isPriceWord(w)).toBe(false);
    expect(slotNameWithPriceWord("Hobby Free", "Hobby")).toBe(true);
    expect(slotNameWithPriceWord("Basic (Gratis)", "Basic")).toBe(true);
    expect(slotNameWithPriceWord("Pros Free", "Pro")).toBe(false);
    expect(slotNameWithPriceWord("Hobby Plus", "Hobby")).toBe(false);
  });
});

describe("rules40b: look-alikes kept", () => {
  test("a card really named Free (its heading says Free, its price $0) keeps its name", () => {
    const html = doc(`<section class="plans">${boxCard("Free", paidSlot("$0", "/mo"))}${boxCard("Pro", paidSlot("$15", "/mo"))}${boxCard("Team", paidSlot("$45", "/mo"))}</section>`);
    expect(read(html)[0]).toEqual(["Free", 0, true]);
  });

  test("a heading that says the word in one element (\"Acme Free\") keeps it", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${bullets}<a href="/signup">Start</a></div>`;
    const html = doc(`<section class="plans">${card("Acme Free", "Free")}${card("Acme Pro", "$15 / month")}${card("Acme Team", "$45 / month")}</section>`);
    expect(read(html)[0]).toEqual(["Acme Free", 0, true]);
  });

  test("\"Free Trial\" as a heading is no free word for a name, and Pro priced \"Free for students\" stays Pro", () => {
    expect(slotNameWithPriceWord("Pro Free for students", "Pro")).toBe(false);
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${bullets}<a href="/signup">Start</a></div>`;
    const html = doc(`<section class="plans">${card("Basic", "$5 / month")}${card("Pro", "$15 / month")}<p>Pro is free for students.</p></section>`);
    expect(read(html).map((p) => p[0])).toEqual(["Basic", "Pro"]);
  });
});
