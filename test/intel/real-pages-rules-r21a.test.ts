/**
 * Round 21, part a, on real pages (issue 25; docs/intel.md, "Round 21, part a"): plans the engine
 * did not read at all, counted across the development waves by construction: a pricing page whose
 * path is in a language the engine did not know (so the home page was read, or no pricing-page
 * reader ran). Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite, isPricingUrl } from "../../src/intel/extract-site";
import { discoverPages } from "../../src/intel/discover";

const doc = (title: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (pages: { url: string; html: string }[], url = pages[0].url) =>
  extractSite(pages, { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules21a: the pricing page's path in the page's language", () => {
  test("Portuguese, Romanian, Spanish and Czech path words, and a hyphenated file name", () => {
    for (const path of ["/planos/", "/app/planos.html", "/preturi/", "/preturi", "/planes/", "/cenik/", "/ceny/", "/hinnat/", "/tarification", "/pricing-page.html", "/pricing-a.html"])
      expect(isPricingUrl(`https://lumbrera.example${path}`)).toBe(true);
    // Whole words only: a path that merely starts with one is another page.
    for (const path of ["/planosaurus/", "/cenikova/", "/blog/planetas/", "/airplanes/"]) expect(isPricingUrl(`https://lumbrera.example${path}`)).toBe(false);
  });

  test("a '/preturi/' page is the pricing page: the home page's teaser is not read as a plan beside it", () => {
    const card = (name: string, price: string) => `<div class="pachet"><h3>${name}</h3><p>${price}</p><ul><li>Suport</li><li>Rapoarte</li></ul><a href="/cont">Alege</a></div>`;
    const home = {
      url: "https://lumbrera.example/",
      html: doc("Lumbrera", `<h1>Contabilitate simplă</h1><section class="oferte">${card("Ofertă de vară", "19 € / lună")}${card("Ofertă de iarnă", "29 € / lună")}</section>`, "ro"),
    };
    const pricing = {
      url: "https://lumbrera.example/preturi/",
      html: doc("Lumbrera", `<h1>Alegeți pachetul</h1><section class="pachete">${card("Esențial", "49 € / lună")}${card("Complet", "99 € / lună")}</section>`, "ro"),
    };
    // Without the path word the two pages' plans were merged: four plans, two of them the home page's.
    expect(plansOf([home, pricing], home.url)).toEqual([
      ["Esențial", 49, "EUR", "month"],
      ["Complet", 99, "EUR", "month"],
    ]);
  });

  test("discovery follows a '/planos/' link whatever its text", () => {
    const home = { url: "https://lumbrera.example/", html: doc("Lumbrera", `<header><nav><a href="/sobre">Sobre</a><a href="/planos/">Assine já</a></nav></header><h1>Lumbrera</h1>`, "pt-BR") };
    expect(discoverPages(home)[0]).toMatchObject({ url: "https://lumbrera.example/planos/", kind: "pricing" });
  });
});
