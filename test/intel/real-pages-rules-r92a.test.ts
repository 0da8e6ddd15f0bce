/**
 * Round 92, part a, on real pages (issue 25): a plan the confidence gate withheld only for the shape
 * of its name. A French site's three plan cards, its middle tier named as French writes names
 * ("Petite équipe": a later word in lower case, which the model weighs as a heading read as a name):
 * the other two cards the model is sure of, and the text reader finds the name with its price, so
 * the set vouches for it (name-shape-cards.ts). Not in a pair, and not in a set with a card doubted
 * for another reason (a price without a period).
 * And a term set the model doubts whole: a bot's supporter page selling one thing "Monthly" at a bare
 * "$2.49" and "Yearly" at "$19.99", no card sure for a sibling to vouch — each name states its term
 * and the text reader pairs each with its price (term-names.ts `wholeTermSets`). Not a set with a
 * term the engine has no period for ("Quarterly"), nor cards named otherwise.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const URL = "https://tallybird.example/";
const page = (cards: string[]) =>
  `<!doctype html><html lang="fr"><head><title>Tarifs — Tallybird</title></head><body><main><h1>Nos tarifs</h1><section class="offres">${cards.join("")}</section></main></body></html>`;
const card = (name: string, price: string, lines: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><div class="plan-price">${price}</div><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a class="btn" href="/inscription">Choisir</a></div>`;
const DISCOVERY = card("Découverte", "0 € / mois", ["Un tableau", "Deux membres"]);
const SMALL_TEAM = card("Petite équipe", "12 € / mois", ["Dix tableaux", "Dix membres"]);
const AGENCY = card("Agence", "39 € / mois", ["Tableaux illimités", "Accès clients"]);
const AGENCY_NO_PERIOD = card("Agence", "39 €", ["Tableaux illimités", "Accès clients"]);

const raw = (html: string) => assessSite([{ url: URL, html }], { url: URL }).assessed;
const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => p.name);

describe("rules92a: a card doubted only for its name's shape, in a set the model is sure of", () => {
  test("the sentence-case tier between two sure cards is reported (fails without the rule)", () => {
    const html = page([DISCOVERY, SMALL_TEAM, AGENCY]);
    const read = raw(html);
    expect(read.map((a) => [a.plan.name, a.plan.amount, a.plan.currency, a.plan.period])).toEqual([
      ["Découverte", 0, "EUR", "month"],
      ["Petite équipe", 12, "EUR", "month"],
      ["Agence", 39, "EUR", "month"],
    ]);
    // The model alone doubts it for its name (sentence case), and is sure of the other two.
    const small = read[1]!;
    expect(small.signals.name_sentence_case).toBe(1);
    expect(small.signals.text_agrees).toBe(1);
    expect(small.confidence).toBeLessThan(0.75);
    expect(read[0]!.confidence).toBeGreaterThanOrEqual(0.75);
    expect(read[2]!.confidence).toBeGreaterThanOrEqual(0.75);
    expect(reported(html)).toEqual(["Découverte", "Petite équipe", "Agence"]);
  });

  test("a pair vouches too little: the sentence-case card stays withheld", () => {
    const html = page([DISCOVERY, SMALL_TEAM]);
    expect(raw(html).map((a) => a.plan.name)).toEqual(["Découverte", "Petite équipe"]);
    expect(reported(html)).toEqual(["Découverte"]);
  });

  test("nor in a set with a card doubted for another reason (a price with no period)", () => {
    const html = page([DISCOVERY, SMALL_TEAM, AGENCY_NO_PERIOD]);
    expect(raw(html).map((a) => a.plan.name)).toEqual(["Découverte", "Petite équipe", "Agence"]);
    expect(reported(html)).toEqual(["Découverte"]);
  });
});

describe("rules92a: a term set the model doubts whole", () => {
  const BOT = "https://pipbot.example/";
  const bot = (cards: string[]) =>
    `<!doctype html><html lang="en"><head><title>Pipbot Premium</title></head><body><main><h1>Support Pipbot</h1><p>Unlock the extras for your server.</p><div class="tiers">${cards.join("")}</div></main></body></html>`;
  const tier = (name: string, price: string) => `<div class="tier-card"><h3>${name}</h3><p class="tier-price">${price}</p><a class="btn" href="/checkout">Subscribe</a></div>`;
  const read = (html: string) => assessSite([{ url: BOT, html }], { url: BOT }).assessed;
  const shown = (html: string) => extractSite([{ url: BOT, html }], { url: BOT, abstain: true }).plans.map((p) => [p.name, p.amount, p.period]);

  test("\"Monthly\" and \"Yearly\" at bare prices, neither sure, are reported together (fails without the rule)", () => {
    const html = bot([tier("Monthly", "$2.49"), tier("Yearly", "$19.99")]);
    const all = read(html);
    expect(all.map((a) => [a.plan.name, a.plan.amount, a.plan.period, a.signals.term_set, a.signals.text_agrees])).toEqual([
      ["Monthly", 2.49, "month", 1, 1],
      ["Yearly", 19.99, "year", 1, 1],
    ]);
    expect(all.every((a) => a.confidence < 0.75)).toBe(true);
    expect(shown(html)).toEqual([
      ["Monthly", 2.49, "month"],
      ["Yearly", 19.99, "year"],
    ]);
  });

  test("a set with a term the engine has no period for (\"Quarterly\", read with none) stays withheld", () => {
    const html = bot([tier("Monthly", "$2.49"), tier("Quarterly", "$6.99")]);
    expect(read(html).map((a) => [a.plan.name, a.plan.period])).toEqual([
      ["Monthly", "month"],
      ["Quarterly", null],
    ]);
    expect(shown(html)).toEqual([]);
  });

  test("cards named otherwise are no term set", () => {
    const html = bot([tier("Monthly", "$2.49"), tier("Supporter", "$19.99")]);
    expect(read(html).map((a) => a.plan.name)).toEqual(["Monthly", "Supporter"]);
    expect(shown(html)).toEqual([]);
  });
});
