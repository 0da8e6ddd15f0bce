/**
 * Round 20, part c, on real pages (issue 25; docs/intel.md, "Round 20, part c"): a card with two
 * prices — which one is charged, or nothing. Decided on waves 1–12, then checked on wave 14 and
 * on wave 13's totals. (Its struck-digits rule was dropped at merge: docs/intel.md says why.) Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Quillmoor pricing</title></head><body><main><h1>Quillmoor plans</h1>${body}</main></body></html>`;
const URL = "https://quillmoor.example/pricing";
const raw = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

const grid = (cards: string[]) => `<section class="plans">${cards.join("")}</section>`;

describe("rules20c: a list price the next words replace with the price charged", () => {
  const card = (name: string, price: string) =>
    `<div class="plan"><h3>${name}</h3><p class="amount">${price}</p><ul><li>Fibra óptica</li><li>Suporte local</li></ul><a href="/assinar">Assinar</a></div>`;

  test("Portuguese 'de R$ … por R$ …/mês'", () => {
    // Without the rule each plan read its list price (the first one).
    const html = page(grid([card("Casa", "de R$89,90 por R$69,90/mês"), card("Turbo", "de R$129,90 por R$99,90/mês")]), "pt-BR");
    expect(raw(html)).toEqual([
      ["Casa", 69.9, "BRL", "month"],
      ["Turbo", 99.9, "BRL", "month"],
    ]);
  });

  test("'was … now …' and 'antes … ahora …'", () => {
    expect(raw(page(grid([card("Casa", "was $49 now $39/month"), card("Turbo", "was $99 now $79/month")])))).toEqual([
      ["Casa", 39, "USD", "month"],
      ["Turbo", 79, "USD", "month"],
    ]);
    expect(raw(page(grid([card("Casa", "antes 50 € ahora 40 €/mes"), card("Turbo", "antes 90 € ahora 70 €/mes")]), "es"))).toEqual([
      ["Casa", 40, "EUR", "month"],
      ["Turbo", 70, "EUR", "month"],
    ]);
  });

  test("the price charged first: '… au lieu de …', '… instead of …' (already read so; a guard)", () => {
    expect(raw(page(grid([card("Casa", "39 €/mois au lieu de 49 €"), card("Turbo", "79 €/mois au lieu de 99 €")]), "fr"))).toEqual([
      ["Casa", 39, "EUR", "month"],
      ["Turbo", 79, "EUR", "month"],
    ]);
    expect(raw(page(grid([card("Casa", "$39/month instead of $49"), card("Turbo", "$79/month instead of $99")])))).toEqual([
      ["Casa", 39, "USD", "month"],
      ["Turbo", 79, "USD", "month"],
    ]);
  });

  test("'de R$…' alone is a floor, not a list price", () => {
    // No word between: the first price stays the one read.
    const html = page(grid([card("Casa", "a partir de R$69,90/mês"), card("Turbo", "a partir de R$99,90/mês")]), "pt-BR");
    expect(raw(html).map((p) => p[1])).toEqual([69.9, 99.9]);
  });
});
