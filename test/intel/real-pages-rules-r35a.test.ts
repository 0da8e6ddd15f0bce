/**
 * Round 35, part a, on real pages (issue 25; docs/intel.md, "Round 35, part a"): a fee paid once to
 * start, printed just before the plan's price, in every language the period and label tables know
 * (start-fee-words.ts). On small pages of our own (never text from a real page):
 * - "$300 Setup $90 /month" and its kin in Spanish, Portuguese, German, French, Italian, Dutch,
 *   Polish, Turkish, Japanese, Chinese and Korean: the plan's price is the second figure;
 * - the look-alikes: a service sold once whose only price is an installation ("€499 one-time
 *   installation"), a price list whose next row is named "Installation of …", "No setup fee"
 *   under a price, and a fee word in a bullet far from the price — each keeps its price.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { NOT_A_PLAN_PRICE_AFTER } from "../../src/intel/extract/money";

const PAGE = "https://fernlatch.example/pricing";
const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Fernlatch</title></head><body><main><h1>Fernlatch</h1>${body}</main></body></html>`;
/** A row of cards: a heading, one price line, two bullets. */
const cards = (rows: [string, string, string?][]) =>
  `<div class="plans">${rows
    .map(([name, price, bullet]) => `<div class="plan"><h3>${name}</h3><h4 class="price">${price}</h4><ul><li>${bullet ?? "Latch sync"}</li><li>Fern reports</li></ul><a href="/buy">Start</a></div>`)
    .join("")}</div>`;
const read = (body: string, lang: string) =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();

describe("a start fee printed before the plan's price", () => {
  test("Spanish: \"$300Instalación $90.00Mensual\" — the plan is the monthly figure", () => {
    const body = cards([
      ["Inicial", "$300Instalación $90.00Mensual"],
      ["Medio", "$450Instalación $140.00Mensual"],
      ["Pleno", "$900Instalación $260.00Mensual"],
    ]);
    expect(read(body, "es")).toEqual(["Inicial: 90 USD /month", "Medio: 140 USD /month", "Pleno: 260 USD /month"]);
  });

  test("English: \"$250 Setup $40 /month\"", () => {
    const body = cards([
      ["Basic", "$250 Setup $40 /month"],
      ["Team", "$400 Setup $75 /month"],
    ]);
    expect(read(body, "en")).toEqual(["Basic: 40 USD /month", "Team: 75 USD /month"]);
  });

  // The word table, one construction per language: the figure before a start word is no plan's price.
  const tails: [string, string][] = [
    ["pt", "Instalação R$ 89,90 /mês"],
    ["pt", "Adesão R$ 49 /mês"],
    ["de", "Einrichtung 29 € / Monat"],
    ["de", "Einrichtungsgebühr: 29 € / Monat"],
    ["fr", "frais d'installation 19 € / mois"],
    ["fr", "mise en service 19 € / mois"],
    ["it", "attivazione 15 € / mese"],
    ["nl", "opstartkosten € 25 / maand"],
    ["pl", "aktywacja 49 zł / mies."],
    ["pl", "wdrożenie 49 zł / mies."],
    ["tr", "kurulum 300 TL / ay"],
    ["ja", "初期費用 5,500円／月"],
    ["ja", "入会金：11,000円"],
    ["zh", "开通费 ¥99/月"],
    ["ko", "설치비 ₩9,900/월"],
  ];
  for (const [lang, tail] of tails)
    test(`${lang}: "${tail}" after a figure marks that figure a fee`, () => {
      expect(NOT_A_PLAN_PRICE_AFTER.test(` ${tail}`)).toBe(true);
    });
});

describe("what stays a price", () => {
  test("a service sold once whose only price is its installation keeps it", () => {
    const body = cards([
      ["Self-hosted", "€499 one-time installation"],
      ["Cloud", "€29 /month"],
    ]);
    expect(read(body, "en")).toEqual(["Cloud: 29 EUR /month", "Self-hosted: 499 EUR /one_time"]);
  });

  test("a row's price followed by the next row's label \"Installation of …\" is no fee", () => {
    expect(NOT_A_PLAN_PRICE_AFTER.test(" Installation des box TV : 1h")).toBe(false);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" Installation of a printer")).toBe(false);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" Alta velocidad")).toBe(false);
  });

  test("\"No setup fee\" under the price and a setup bullet leave the monthly price", () => {
    const body = cards([
      ["Starter", "$19 /month", "No setup fee"],
      ["Scale", "$49 /month", "Guided onboarding and setup"],
    ]);
    expect(read(body, "en")).toEqual(["Scale: 49 USD /month", "Starter: 19 USD /month"]);
  });
});
