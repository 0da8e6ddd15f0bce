/**
 * Round 18, part b, on real pages (issue 25; docs/intel.md, "Round 18, part b"): plans the raw
 * reading invents. Developed on waves 1–11, checked on wave 12's totals. Each rule on a small page
 * of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string, title = "Quillmark pricing", lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Quillmark plans</h1>${body}</main></body></html>`;
const URL = "https://quillmark.example/pricing";
const raw = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules18b: cards sold beside the plans (side-groups.ts)", () => {
  const card = (name: string, price: string, button = "") =>
    `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul><li>Livraison rapide</li><li>Fichiers sources</li></ul>${button}</div>`;
  const choose = '<a href="/signup" class="btn">Choisir</a>';
  const plans = `<section class="grid">${card("Solo", "12 € / mois", choose)}${card("Studio", "29 € / mois", choose)}${card("Agence", "79 € / mois", choose)}</section>`;
  const side = (button: string) =>
    `<h2>Pour aller plus loin</h2><section class="grid">${card("Statistiques", "19 €", button)}${card("Domaine", "9 €", button)}${card("Support", "49 €", button)}</section>`;
  const names = (html: string) => raw(html).map((p) => p[0]);
  const fr = (body: string) => page(body, "Quillmark tarifs", "fr");
  const want = [
    ["Solo", 12, "EUR", "month"],
    ["Studio", 29, "EUR", "month"],
    ["Agence", 79, "EUR", "month"],
  ];

  test("a later group of priced cards with nothing to click, after plans with buttons, is not plans", () => {
    // Without the rule the three tiles were read as plans with no period.
    expect(raw(fr(plans + side("")))).toEqual(want);
  });

  test("a later group whose only buttons add to a plan is not plans", () => {
    expect(raw(fr(plans + side('<a href="#" class="btn">Ajouter</a>')))).toEqual(want);
    expect(raw(fr(plans + side("<button>+ Add</button>")))).toEqual(want);
  });

  test("cards that buy, or add to a cart, are still read", () => {
    expect(names(fr(plans + side('<a href="#" class="btn">Ajouter au panier</a>')))).toContain("Domaine");
    expect(names(fr(plans + side('<a href="#" class="btn">Commander</a>')))).toContain("Domaine");
  });

  test("a later buttonless list that names a plan again is the full list of plans, and is read", () => {
    const list = `<h2>Toutes nos offres</h2><section class="grid">${card("Essai", "0 € / mois")}${card("Solo", "12 € / mois")}${card("Solo +", "19 € / mois")}${card("Studio", "29 € / mois")}${card("Studio +", "49 € / mois")}</section>`;
    expect(names(fr(plans + list))).toContain("Studio +");
  });

  test("buttonless cards with no plans with buttons before them are read as before", () => {
    expect(names(fr(side("") + plans))).toContain("Domaine");
    expect(names(fr(`<section class="grid">${card("Statistiques", "19 €")}${card("Domaine", "9 €")}</section>`))).toEqual(["Statistiques", "Domaine"]);
  });
});
