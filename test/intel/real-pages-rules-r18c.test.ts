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

describe("rules18c: the dollar a page settles once is the dollar of its bare '$' prices", () => {
  const grid = `<div class="plans">${card("Basic", ["$15 /month"])}${card("Plus", ["$35 /month"])}</div>`;
  test("an order summary's '$5.00 CAD' makes the cards' '$' Canadian, inferred", () => {
    const summary = `<aside class="summary"><h4>Order summary</h4><p>Due today</p><span>$5.00 CAD</span></aside>`;
    const facts = site(grid + summary);
    expect(facts.plans.map((p) => [p.name, p.amount, p.currency, p.inferred])).toEqual([
      ["Basic", 15, "CAD", ["currency"]],
      ["Plus", 35, "CAD", ["currency"]],
    ]);
  });
  test("a note 'All prices are in Australian dollars' does the same", () => {
    expect(read(grid + `<p>All prices are in Australian dollars and include GST.</p>`).map((p) => p[2])).toEqual(["AUD", "AUD"]);
  });
  test("a page that also settles the US dollar, or settles none, keeps '$' as US dollars", () => {
    expect(read(grid + `<p>Billed as $15 USD in the US and $20 CAD in Canada.</p>`).map((p) => p[2])).toEqual(["USD", "USD"]);
    expect(read(grid).map((p) => p[2])).toEqual(["USD", "USD"]);
  });
});

describe("rules18c: periods that are no month", () => {
  test("a price per several months has no period, not the month its 'months' reads as", () => {
    const grid = `<div class="plans">${card("Monthly", ["$20 /month"])}${card("Quarter", ["$50 /3 months"])}${card("Annual", ["$160 /year"])}</div>`;
    expect(read(grid).map((p) => [p[0], p[1], p[3]])).toEqual([
      ["Monthly", 20, "month"],
      ["Quarter", 50, null],
      ["Annual", 160, "year"],
    ]);
  });
  test("a plan named a day's use keeps its bare price's period unsaid beside monthly desks", () => {
    const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
    const table = `<table><thead><tr><th></th><th>Fixed desk</th><th>Flex desk</th><th>Day pass</th></tr></thead><tbody>${row(["Meeting room", "8h", "4h", "-"])}${row(["Price", "300€/mois", "180€/mois", "25€"])}</tbody></table>`;
    expect(read(table, "fr").map((p) => [p[0], p[1], p[3]])).toEqual([
      ["Fixed desk", 300, "month"],
      ["Flex desk", 180, "month"],
      ["Day pass", 25, null],
    ]);
  });
});

describe("rules18c: a word that ends in a month word is none", () => {
  test("Spanish 'cómo' under a bare price is no '/mo'", () => {
    const offer = (name: string, price: string) =>
      `<div class="plan"><h3>${name}</h3><div class="price">desde ${price}</div><p>Vemos cómo trabaja tu equipo y te damos un plan.</p><ul><li>Informe</li><li>Sesión</li></ul><a href="/cita">Pedir cita</a></div>`;
    expect(read(`<div class="plans">${offer("Revisión", "700 €")}${offer("Proyecto", "2.000 €")}</div>`, "es").map((p) => [p[0], p[1], p[3]])).toEqual([
      // Never the month; a page that states no recurrence anywhere sells them once (round 22b).
      ["Revisión", 700, "one_time"],
      ["Proyecto", 2000, "one_time"],
    ]);
  });
});
