/**
 * Round 82, part n, on real pages (issue 25): a bare "$" on a Spanish page of a Latin-American vendor
 * is its peso when the page's own words say which one and never write the US dollar; the currency is
 * then marked inferred. An English page, or a Spanish page that writes "USD" or "dólares", keeps the
 * "$" as read. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://cuadernillo.example/precios";
const page = (lang: string, title: string, head: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title>${head}</head><body><main><h1>Precios</h1>${body}</main></body></html>`;
const card = (name: string, price: string) =>
  `<div class="card"><h3>${name}</h3><p class="price">${price}<span>/mes</span></p><ul><li>Facturas ilimitadas</li><li>Soporte por chat</li></ul><a class="btn" href="/alta">Empezar</a></div>`;
const cards = `<div class="cards">${card("Inicial", "$ 19.900")}${card("Avanzado", "$ 45.900")}</div>`;
const plans = (html: string, url = URL) => extractSite([{ url, html }], { url, abstain: false }).plans;
const get = (html: string, name: string, url = URL) => plans(html, url).find((p) => p.name === name);

describe("rules82n: a Latin-American page's bare \"$\" is its peso when the page says which", () => {
  test("a Spanish page whose locale and title name Colombia prices in COP, inferred (fails without the rule)", () => {
    const html = page("es", "Cuadernillo — Facturación electrónica Colombia", `<meta property="og:locale" content="es_CO">`, cards);
    const p = get(html, "Avanzado");
    expect(p?.amount).toBe(45900);
    expect(p?.currency).toBe("COP");
    expect(p?.inferred).toContain("currency");
  });

  test("a peso named in the text settles it, and a Chilean domain (fails without the rule)", () => {
    const named = page("es", "Cuadernillo", "", `${cards}<p>Todos los valores en pesos argentinos, IVA incluido.</p>`);
    expect(get(named, "Inicial")?.currency).toBe("ARS");
    const chile = page("es-CL", "Cuadernillo", "", cards);
    expect(get(chile, "Inicial", "https://cuadernillo.cl/precios")?.currency).toBe("CLP");
  });

  test("the US dollar written anywhere, an English page, a locale alone, or two pesos keep the \"$\" as read", () => {
    const dolares = page("es", "Cuadernillo Colombia", `<meta property="og:locale" content="es_CO">`, `${cards}<p>Precios en dólares.</p>`);
    expect(get(dolares, "Inicial")?.currency).toBe("USD");
    const usd = page("es", "Cuadernillo Colombia", "", `${cards}<p>Cobro con tarjeta: 5usd al mes.</p>`);
    expect(get(usd, "Inicial")?.currency).toBe("USD");
    const english = page("en", "Ledgerly — invoicing for Colombia", "", cards);
    expect(get(english, "Inicial")?.currency).toBe("USD");
    const localeOnly = page("es-MX", "Cuadernillo", "", cards);
    expect(get(localeOnly, "Inicial")?.currency).toBe("USD");
    const two = page("es", "Cuadernillo — Chile y Argentina", "", cards);
    expect(get(two, "Inicial")?.currency).toBe("USD");
    // (".co" alone is every startup's domain, not Colombia.)
    expect(get(page("es", "Cuadernillo", "", cards), "Inicial", "https://cuadernillo.co/precios")?.currency).toBe("USD");
  });
});
