/**
 * Round 44, part c, on real pages (issue 25; docs/intel.md, "Round 44, part c"): a peso page's bare
 * "$". The locale settles no currency (round 39, part b); a bare "$" kept as the US dollar on a
 * Spanish page localized for a peso's region is marked inferred, and a Spanish page priced in US
 * dollars is left as read. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang: string, locale = "") =>
  `<!doctype html><html lang="${lang}"><head><title>Precios</title>${locale ? `<meta property="og:locale" content="${locale}">` : ""}</head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Ventas ilimitadas</li><li>Soporte por correo</li></ul><a href="/registro">Elegir</a></div>`;
const grid = (...cards: string[]) => `<h1>Planes</h1><section class="plans">${cards.join("")}</section>`;
const read = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.inferred?.includes("currency") ?? false]);

describe("rules44c: a bare dollar on a page localized for a peso's region", () => {
  test("es-AR: the bare \"$\" is kept as read and marked inferred — the page does not write its money", () => {
    const html = doc(grid(card("Inicial", "$9.000 / mes"), card("Comercio", "$24.000 / mes")), "es-AR");
    expect(read("https://cajafacil.example/precios", html)).toEqual([
      ["Inicial", 9000, "USD", true],
      ["Comercio", 24000, "USD", true],
    ]);
  });

  test("es_CL in og:locale marks it too", () => {
    const html = doc(grid(card("Básico", "$15.000 / mes"), card("Flota", "$42.000 / mes")), "es", "es_CL");
    expect(read("https://gruasdelsur.example/precios", html).map((p) => p[3])).toEqual([true, true]);
  });

  test("the peso written on the page settles it, in its money", () => {
    const html = doc(grid(card("Consultorio", "$499 MXN / mes"), card("Clínica", "$899 MXN / mes")), "es-MX");
    expect(read("https://consultaya.example/precios", html).map((p) => [p[1], p[2]])).toEqual([
      [499, "MXN"],
      [899, "MXN"],
    ]);
  });
});

describe("rules44c: look-alikes left as read", () => {
  test("a Spanish page with no region priced in US dollars is not marked", () => {
    const html = doc(grid(card("Creador", "$29 / mes"), card("Estudio", "$79 / mes")) + "<p>Pagá con Mercado Pago o tarjeta.</p>", "es");
    expect(read("https://vozclara.example/precios", html)).toEqual([
      ["Creador", 29, "USD", false],
      ["Estudio", 79, "USD", false],
    ]);
  });

  test("regions paying in US dollars (es-EC, es-SV) and an Arabic og:locale ar_AR are not marked", () => {
    for (const [lang, locale] of [["es-EC", ""], ["es-SV", ""], ["ar", "ar_AR"]]) {
      const html = doc(grid(card("Creador", "$29 / mes"), card("Estudio", "$79 / mes")), lang!, locale);
      expect(read("https://vozclara.example/precios", html).map((p) => [p[2], p[3]])).toEqual([
        ["USD", false],
        ["USD", false],
      ]);
    }
  });

  test("a coded US dollar on an es-AR page is read and not marked", () => {
    const html = doc(grid(card("Inicial", "USD 9 / mes"), card("Comercio", "USD 24 / mes")), "es-AR");
    expect(read("https://cajafacil.example/precios", html).map((p) => [p[2], p[3]])).toEqual([
      ["USD", false],
      ["USD", false],
    ]);
  });
});
