/**
 * Round 34, part a, on real pages (issue 25; docs/intel.md, "Round 34, part a"): a page's own section
 * and navigation words ("Why", "Cennik", "Kontakt", "Pricing FAQ", "PLANOS", "常见问题") are never a
 * plan's whole name. Developed on waves 8–12 and 14–28, checked on wave 13's totals. Each rule on a
 * small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { cardLabel } from "../../src/intel/extract/label-words";

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Tidemark pricing</title></head><body><main>${body}</main></body></html>`;
const URL = "https://tidemark.example/pricing";
const raw = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul><li>Dock alerts</li></ul></div>`;

describe("rules34a: a page's section or navigation word is never a plan's whole name", () => {
  test("a section's question over its price ('Why $29/month?') names no second plan", () => {
    // Without the rule the section was read as a plan named "Why" at $29 a month.
    const html = page(
      "en",
      `<h1>Tidemark</h1><section>${card("Tidemark Chat", "$29/month")}</section>` +
        `<section><h2>Why $29/month?</h2><p>Other tools charge thousands for setup. We built this for small shops.</p></section>`,
    );
    expect(raw(html)).toEqual([["Tidemark Chat", 29, "USD", "month"]]);
  });

  test("menu words repeated as the cards' titles (Polish 'Cennik', 'Kontakt') name no plan", () => {
    // Without the rule: plans "Cennik" (99 zł a month) and "Kontakt" (no price).
    const html = page(
      "pl",
      `<header><ul><li><a href="/">Start</a></li><li><a href="/cennik">Cennik</a></li><li><a href="/kontakt">Kontakt</a></li></ul></header>` +
        `<h1>Cennik</h1><div class="row">${card("Cennik", "99 zł / miesiąc")}<div class="card"><h3>Kontakt</h3><p>Zapytaj o ofertę</p></div></div>`,
    );
    const plans = raw(html);
    expect(plans.map((p) => p[0])).not.toContain("Cennik");
    expect(plans.map((p) => p[0])).not.toContain("Kontakt");
    // The price itself is still read (the one-price reader names it by the product).
    expect(plans.map((p) => p.slice(1))).toEqual([[99, "PLN", "month"]]);
  });

  test("the one-price reader takes no section word for the offer's name ('Kontakt' over 'Ab 49 € im Monat')", () => {
    const html = page("de", `<section><h2>Kontakt</h2><p>Ab 49 € im Monat</p><a href="/k">Schreiben Sie uns</a></section>`);
    const plans = raw(html);
    expect(plans.map((p) => p[0])).not.toContain("Kontakt");
    expect(plans.map((p) => p.slice(1))).toEqual([[49, "EUR", "month"]]);
  });

  test("kept: real names that contain a section word, and 'Custom' or 'Services' tiers", () => {
    const html = page(
      "en",
      `<section class="plans">${card("Search Pro", "$19/mo")}${card("Pricing Plus", "$49/mo")}${card("Contact Center", "$99/mo")}${card("Services", "$199/mo")}${card("Custom", "$499/mo")}</section>`,
    );
    expect(raw(html).map((p) => p[0])).toEqual(["Search Pro", "Pricing Plus", "Contact Center", "Services", "Custom"]);
  });

  test("cardLabel: section and menu words in the engine's languages, whole lines only", () => {
    for (const w of ["Why", "Pricing FAQ", "PLANOS", "Planes", "Tarifs", "Cennik", "Ceník", "Kontakt", "Contato", "Contatti", "Search", "References", "Hinnasto", "Тарифы", "Контакти", "常见问题", "联系我们", "よくある質問", "요금제", "Kontakt:"]) {
      expect(cardLabel(w)).toBe(true);
    }
    for (const w of ["Search Pro", "Pricing Plus", "Kontakt Pro", "Why Not", "Planos Premium", "Custom", "Services", "Support", "Windows", "Pro"]) {
      expect(cardLabel(w)).toBe(false);
    }
  });
});
