/**
 * Round 20, part a, on real pages (issue 25; docs/intel.md, "Round 20, part a"): the free tier in
 * every language. Developed on waves 1–12, seen on wave 14 and the check set's totals before any
 * page of them. Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { FREE_WORD, TRIAL_WORD } from "../../src/intel/extract/free-words";

const page = (body: string, title: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Kestrelnote</h1>${body}</main></body></html>`;
const HOME = "https://kestrelnote.example/";
const PRICING = "https://kestrelnote.example/pricing/";
const read = (body: string, title: string, lang: string) => extractSite([{ url: PRICING, html: page(body, title, lang) }], { url: PRICING, abstain: false });
const card = (name: string, price: string, items: string[]) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">→</a></div>`;

describe("rules20a: a free card's price in the languages of the table", () => {
  const cases: [string, string, string, string, string][] = [
    ["tr", "Fiyatlar", "Başlangıç", "Ücretsiz", "₺149 / ay"],
    ["pl", "Cennik", "Podstawowy", "Za darmo", "49 zł / miesiąc"],
    ["cs", "Ceník", "Základ", "Zdarma", "199 Kč / měsíc"],
    ["zh", "价格", "入门版", "免费", "¥29 / 月"],
    ["ru", "Цены", "Старт", "Бесплатно", "490 ₽ / месяц"],
  ];
  for (const [lang, title, freeName, freeWord, paidPrice] of cases) {
    test(`${lang}: "${freeWord}" on a card is a free plan`, () => {
      const facts = read(`<div class="plans">${card(freeName, freeWord, ["1", "2"])}${card("Pro", paidPrice, ["3", "4"])}</div>`, title, lang);
      expect(hasFreeTier(facts)).toBe(true);
      expect(facts.plans.find((p) => p.name === freeName)?.free).toBe(true);
    });
  }

  test("a free price that goes on \"forever\", after a separator, in any language", () => {
    for (const [lang, title, price, paid] of [["en", "Pricing", "Free / forever", "$9 / month"], ["pl", "Cennik", "Za darmo — na zawsze", "49 zł / miesiąc"], ["tr", "Fiyatlar", "Ücretsiz, sonsuza dek", "₺149 / ay"]] as const) {
      const facts = read(`<div class="plans">${card("Starter", price, ["1", "2"])}${card("Pro", paid, ["3", "4"])}</div>`, title, lang);
      expect(facts.plans.find((p) => p.name === "Starter")?.free).toBe(true);
    }
  });

  test("a lone free line in Finnish on a pricing page no card is read from", () => {
    const facts = read(`<p>Kestrelnote</p><p>Ilmainen</p><p>Perusmuistiot ja yksi laite</p><p>Lue lisää</p>`, "Hinnat", "fi");
    expect(hasFreeTier(facts)).toBe(true);
  });
});

describe("rules20a: a trial is no free tier, in the same languages", () => {
  test("a free line beside a trial word of any language is skipped", () => {
    // "Ücretsiz" two lines from "deneme" (trial): a trial's price, no free tier.
    const facts = read(`<p>Kestrelnote</p><p>Ücretsiz</p><p>Deneme sürümü, bir hafta</p><p>Pro ₺149 / ay</p>`, "Fiyatlar", "tr");
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("a trial's column priced free is no free plan (免费试用, Essai gratuit)", () => {
    const table = (trial: string, free: string, row: string, month: string, year: string) =>
      `<table><tr><th></th><th>${trial}</th><th>Pro</th><th>Max</th></tr><tr><td>${row}</td><td>${free}</td><td>${month}</td><td>${year}</td></tr><tr><td>Notes</td><td>3</td><td>∞</td><td>∞</td></tr></table>`;
    const zh = read(table("免费试用", "免费", "价格", "¥29/月", "¥290/年"), "价格", "zh");
    expect(zh.plans.map((p) => p.name)).toContain("Pro");
    expect(zh.plans.some((p) => p.free)).toBe(false);
    const fr = read(table("Essai gratuit", "Gratuit", "Prix", "9 €/mois", "90 €/an"), "Tarifs", "fr");
    expect(fr.plans.map((p) => p.name)).toContain("Pro");
    expect(fr.plans.some((p) => p.free)).toBe(false);
  });

  test("the table's words match whole words only, in any script", () => {
    expect(FREE_WORD.test("Freedom to write")).toBe(false);
    expect(FREE_WORD.test("Plan ücretsiz")).toBe(true);
    expect(FREE_WORD.test("入门版免费")).toBe(true);
    expect(TRIAL_WORD.test("Contest winners")).toBe(false);
    expect(TRIAL_WORD.test("Kostenlos testen")).toBe(true);
  });
});

describe("rules20a: a markup zero in any language the page shows free in", () => {
  test("a Turkish page saying Ücretsiz keeps its markup's 0", () => {
    const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Kestrelnote","offers":[{"@type":"Offer","name":"Başlangıç","price":"0","priceCurrency":"TRY"},{"@type":"Offer","name":"Pro","price":"149","priceCurrency":"TRY"}]}</script>`;
    const html = `<!doctype html><html lang="tr"><head><title>Kestrelnote</title>${ld}</head><body><main><h1>Planlar</h1><p>Başlangıç planı sonsuza dek ücretsiz kalır.</p><p>Pro ₺149 / ay ile gelir.</p></main></body></html>`;
    const facts = extractSite([{ url: PRICING, html }, { url: HOME, html: page("<p>Notlar</p>", "Kestrelnote", "tr") }], { url: HOME, abstain: false });
    expect(facts.plans.find((p) => p.amount === 0 || p.free)).toBeDefined();
  });
});
