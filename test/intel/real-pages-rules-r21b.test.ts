/**
 * Round 21, part b, on real pages (issue 25; docs/intel.md, "Round 21, part b"): plans read wrong
 * or invented, classed by construction. Decided on development (waves 1–12, 14, 15) and kept only
 * when the check set's totals were no worse. Each rule on a small page of our own, never text from
 * a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { headlineName } from "../../src/intel/extract/headline-name";
import { addonHeading } from "../../src/intel/extract/addon-words";

const page = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Kestrelnote</h1>${body}</main></body></html>`;
const PRICING = "https://kestrelnote.example/pricing/";
const read = (body: string, lang = "en") => extractSite([{ url: PRICING, html: page(body, lang) }], { url: PRICING, abstain: false });
const card = (name: string, price: string, items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Sign up</a></div>`;
const grid = (third: string) =>
  `<div class="plans">${card("Basic", "$9 / month", ["1 board", "Notes"])}${card("Pro", "$19 / month", ["10 boards", "Notes"])}${card(third, "$29 / month", ["All boards", "Sharing"])}</div>`;

describe("rules21b: a page's marketing heading names no plan", () => {
  for (const [kind, heading, lang] of [
    ["two sentences", "Notes and boards. Nothing else", "en"],
    ["a comparison", "Basic vs Pro — side by side", "en"],
    ["a call to action", "Upgrade to unlimited boards", "en"],
    ["a call to action in French", "Passez à la vitesse supérieure", "fr"],
  ] as const)
    test(`${kind}: "${heading}" over a price is no plan`, () => {
      const names = read(grid(heading), lang).plans.map((p) => p.name);
      expect(names).toEqual(["Basic", "Pro"]);
    });

  test("a plan named by a word the call-to-action table leaves out is still read", () => {
    const names = read(grid("Complete Teams")).plans.map((p) => p.name);
    expect(names).toEqual(["Basic", "Pro", "Complete Teams"]);
  });

  test("tier names that open with a verb-like word, or are one word, are names", () => {
    for (const n of ["Start Up", "Select Plus", "Complete", "Go", "Join", "Upgrade", "Pro Max", "Team (5 seats)", "Business 2.0"]) expect(headlineName(n)).toBe(false);
    for (const n of ["One plan. Everything you need", "Free vs. Premium", "Get unlimited notes", "Werde Mitglied", "Elige tu plan", "限定。今すぐ"]) expect(headlineName(n)).toBe(true);
  });
});

describe("rules21b: a section of add-ons titled in another language holds no plans", () => {
  const extras = (title: string, a: string, b: string, price: (n: number) => string) =>
    `<section><h2>${title}</h2><div class="plans">${card(a, price(15), ["Un", "Deux"])}${card(b, price(25), ["Trois", "Quatre"])}</div></section>`;
  for (const [lang, title, a, b, price, plans] of [
    ["fr", "Options additionnelles", "Rapports détaillés", "Domaine personnalisé", (n: number) => `${n} €`, ["Essentiel", "Avancé"]],
    ["de", "Zusatzmodule", "Berichte", "Eigene Domain", (n: number) => `${n} €`, ["Basis", "Profi"]],
    ["pl", "Usługi dodatkowe", "Raporty", "Własna domena", (n: number) => `${n} zł`, ["Podstawowy", "Rozszerzony"]],
  ] as const)
    test(`${lang}: "${title}" over priced cards`, () => {
      const plansGrid = `<section><h2>Plans</h2><div class="plans">${card(plans[0], price(90), ["1", "2"])}${card(plans[1], price(190), ["3", "4"])}</div></section>`;
      const names = read(plansGrid + extras(title, a, b, price), lang).plans.map((p) => p.name);
      expect(names).toEqual([...plans]);
    });

  test("the words are read between letter edges, in headings that say more", () => {
    expect(addonHeading("Nos offres complémentaires")).toBe(true);
    expect(addonHeading("Tilvalg")).toBe(true);
    expect(addonHeading("Tillägget för företag")).toBe(false);
    expect(addonHeading("Planos e preços")).toBe(false);
  });
});

describe("rules21b: a row of figure tiles is no set of plans", () => {
  const tile = (label: string, figure: string) => `<div class="tile"><div class="label">${label}</div><div class="figure">${figure}</div></div>`;
  const plans = `<div class="plans">${card("Basic", "$9 / month", ["1 board", "Notes"])}${card("Pro", "$19 / month", ["10 boards", "Notes"])}</div>`;
  const names = (body: string) => read(body).plans.map((p) => p.name);

  test("a dashboard's $0 figures beside the plans are neither plans nor a free tier", () => {
    const facts = read(`${plans}<section><h2>Your week</h2><div class="tiles">${tile("Boards shared", "$0")}${tile("Notes synced", "$0")}${tile("Reminders", "$0")}</div></section>`);
    expect(facts.plans.map((p) => p.name)).toEqual(["Basic", "Pro"]);
    expect(facts.plans.some((p) => p.free)).toBe(false);
  });

  test("top-up tiles with nothing to click are no plans", () => {
    expect(names(`${plans}<section><h2>Top-ups</h2><div class="tiles">${tile("Pack 10", "$5")}${tile("Pack 50", "$20")}</div></section>`)).toEqual(["Basic", "Pro"]);
  });

  test("tiles that state their period are plans", () => {
    expect(names(`<div class="tiles">${tile("Basic", "$9 / month")}${tile("Pro", "$19 / month")}</div>`)).toEqual(["Basic", "Pro"]);
  });
});

describe("rules21b: a promotion's label is not the plan's name", () => {
  test("a label before the name is taken off, in the page's language", () => {
    const names = read(`<div class="plans">${card("Essentiel", "49 €/mois", ["1", "2"])}${card("Offre spéciale Location", "69 €/mois", ["3", "4"])}</div>`, "fr").plans.map((p) => p.name);
    expect(names).toEqual(["Essentiel", "Location"]);
  });

  test("a card named by the label alone is named otherwise or not at all", () => {
    const names = read(grid("(Special Price)")).plans.map((p) => p.name);
    expect(names).not.toContain("(Special Price)");
    expect(names.slice(0, 2)).toEqual(["Basic", "Pro"]);
  });
});
