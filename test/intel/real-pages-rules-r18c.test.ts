/**
 * Round 18, part c, on real pages (issue 25; docs/intel.md, "Round 18, part c"): wrong periods
 * and currencies. Developed on waves 1–11, checked on wave 12's totals. Each rule on a small page
 * of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://vendor.example/pricing";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Vendor pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const site = (body: string, lang = "en") => extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false });
const read = (body: string, lang = "en") => site(body, lang).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

const card = (name: string, prices: string[], button = "Choose") =>
  `<div class="plan"><h3>${name}</h3>${prices.map((p) => `<div class="price">${p}</div>`).join("")}<ul><li>Unlimited notes</li><li>Sync on every device</li></ul><a href="/signup">${button}</a></div>`;

describe("rules18c: a card named as its billing term is priced by its term's total", () => {
  test("a yearly card restating its total by the month is the yearly plan", () => {
    const grid = `<div class="plans">${card("Notes Monthly", ["$12 /month"])}${card("Notes Annual", ["$120 /year", "$10/mo · billed annually"])}</div>`;
    expect(read(grid)).toEqual([
      ["Notes Monthly", 12, "USD", "month"],
      ["Notes Annual", 120, "USD", "year"],
    ]);
  });
  test("the month figure first, in another language, still gives the total", () => {
    const grid = `<div class="plans">${card("Mensuel", ["4 € /mois"])}${card("Annuel", ["Soit 3 €/mois", "36 € /an"])}</div>`;
    expect(read(grid, "fr")).toEqual([
      ["Mensuel", 4, "EUR", "month"],
      ["Annuel", 36, "EUR", "year"],
    ]);
  });
  test("a saving in the second person ('ahorras 20 €') on the yearly card is no price of it", () => {
    const grid = `<div class="plans"><div class="plan"><span class="badge">Recomendado · ahorras 20 €</span><h3>Anual</h3><div class="price">100 € /año</div><ul><li>Todo incluido</li><li>Soporte</li></ul><a href="/alta">Empezar</a></div>${card("Mensual", ["10 € /mes"], "Empezar")}</div>`;
    expect(read(grid, "es")).toEqual([
      ["Anual", 100, "EUR", "year"],
      ["Mensual", 10, "EUR", "month"],
    ]);
  });
  test("a card not named by a term, or a month figure that is no twelfth, keeps its month price", () => {
    const named = `<div class="plans">${card("Starter", ["$12 /month"])}${card("Team", ["$120 /year", "$10/mo · billed annually"])}</div>`;
    expect(read(named).map((p) => [p[1], p[3]])).toEqual([
      [12, "month"],
      [10, "month"],
    ]);
    const other = `<div class="plans">${card("Starter", ["$12 /month"])}${card("Yearly", ["$9/mo · billed annually", "$300 /year"])}</div>`;
    expect(read(other).map((p) => [p[1], p[3]])).toEqual([
      [12, "month"],
      [9, "month"],
    ]);
  });
});

