/**
 * Round 30, part c, on real pages (issue 25; docs/intel.md, "Round 30, part c"): a price list's rows
 * beside the cards read on the same price-list page. Counted on development waves 8–12 and 14–24,
 * checked on wave 13's totals. On small pages of our own (never text from a real page):
 * - service cards paid once beside rows of a label and a price: the rows are services too;
 * - not beside plans billed by the month (the rows are add-ons), not when a free card is among the
 *   cards, not when a row repeats a card's name and price (the list restates the cards), not when
 *   the page shows a price outside both.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { listsApartFromCards, serviceCardsOnly } from "../../src/intel/extract/list-beside-cards";
import type { PlanFact } from "../../src/intel/facts";
import type { ListRow } from "../../src/intel/extract/price-list";

const PAGE = "https://lindwell.example/prices/";
const html = (body: string) => `<!doctype html><html lang="en"><head><title>Price list</title></head><body><main><h1>Lindwell Clinic — prices</h1>${body}</main></body></html>`;
const card = (name: string, price: string, note: string) => `<div class="service-card"><h3>${name}</h3><p>${note}</p><p class="price">${price}</p><a href="/book">Book</a></div>`;
const rows = (heading: string, items: [string, string][]) =>
  `<h2>${heading}</h2><div class="price-list">${items.map(([l, p]) => `<div class="row"><span class="label">${l}</span><span class="price">${p}</span></div>`).join("")}</div>`;
const read = (body: string) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} ${p.period}`)
    .sort();

const SERVICES = `<div class="cards">${card("Check-up", "€40", "A first look")}${card("Deep clean", "€90", "Forty minutes")}${card("Whitening", "€150", "In the chair")}</div>`;
const CARDS_READ = ["Check-up: 40 EUR one_time", "Deep clean: 90 EUR one_time", "Whitening: 150 EUR one_time"];
const CHILDREN: [string, string][] = [
  ["Child check-up", "€15"],
  ["Sealant", "€25"],
  ["Milk tooth extraction", "€30"],
];

describe("a price list's rows beside service cards paid once", () => {
  test("the cards and the rows under them are all services", () => {
    expect(read(SERVICES + rows("For children", CHILDREN))).toEqual(
      [...CARDS_READ, "Child check-up: 15 EUR one_time", "Milk tooth extraction: 30 EUR one_time", "Sealant: 25 EUR one_time"].sort(),
    );
  });

  test("a row with a card's name at another price is another service: its list is still read", () => {
    // (The site read keeps one plan of a name: the card's; the list's other rows are read.)
    const got = read(SERVICES + rows("For children", [["Check-up", "€15"], ...CHILDREN.slice(1)]));
    expect(got).toContain("Check-up: 40 EUR one_time");
    expect(got).toContain("Sealant: 25 EUR one_time");
    expect(got).toContain("Milk tooth extraction: 30 EUR one_time");
  });
});

describe("rows beside cards that are no services of one list", () => {
  test("plans billed by the month: the rows under them are add-ons, not read", () => {
    const plans = `<div class="cards">${card("Essential", "€45/month", "For one site")}${card("Growth", "€95/month", "For two sites")}${card("Partner", "€175/month", "For many sites")}</div>`;
    const addons = rows("Add what you need", [["Online card payments", "€600"], ["Extra admin section", "€500"], ["Logo basics", "€350"]]);
    expect(read(plans + addons)).toEqual(["Essential: 45 EUR month", "Growth: 95 EUR month", "Partner: 175 EUR month"].sort());
  });

  test("a free card among the cards: the rows are not read beside them", () => {
    const withFree = `<div class="cards">${card("Consultation", "Free", "Ten minutes")}${card("Deep clean", "€90", "Forty minutes")}${card("Whitening", "€150", "In the chair")}</div>`;
    const got = read(withFree + rows("For children", CHILDREN));
    expect(got.some((l) => l.startsWith("Sealant"))).toBe(false);
  });

  test("a row that repeats a card, name and price: the list restates the cards and is left out", () => {
    const got = read(SERVICES + rows("Our services", [["Check-up", "€40"], ...CHILDREN]));
    expect(got).toEqual(CARDS_READ);
  });

  test("a price shown outside both the cards and the rows: the rows are not read", () => {
    const got = read(`${SERVICES}${rows("For children", CHILDREN)}<p>Parking next door costs €5.</p>`);
    expect(got).toEqual(CARDS_READ);
  });
});

describe("the helpers", () => {
  const plan = (name: string, amount: number | null, period: PlanFact["period"], extra: Partial<PlanFact> = {}): PlanFact => ({
    name,
    amount,
    annual_amount: null,
    list_amount: null,
    currency: amount === null ? null : "EUR",
    period,
    per_user: false,
    free: amount === 0,
    trial_days: null,
    contact_sales: false,
    price_text: "",
    features: [],
    source: "page",
    evidence: { url: PAGE, snippet: name },
    ...extra,
  });

  test("serviceCardsOnly: every priced card paid once, a card on request allowed; no period, a seat, none priced refuse", () => {
    expect(serviceCardsOnly([plan("A", 40, "one_time"), plan("B", null, null)])).toBe(true);
    expect(serviceCardsOnly([plan("A", 40, "one_time"), plan("B", 255, null)])).toBe(false);
    expect(serviceCardsOnly([plan("A", 40, "one_time", { per_user: true })])).toBe(false);
    expect(serviceCardsOnly([plan("A", null, null)])).toBe(false);
  });

  test("listsApartFromCards: a list is left out only for a row with a card's name and its price", () => {
    const row = (label: string, amount: number) => ({ label, amount }) as ListRow;
    const lists = [[row("Low season", 355), row("High season", 480)], [row("Low season", 120), row("Sealant", 25)]];
    expect(listsApartFromCards(lists, [plan("Low season", 355, null)])).toEqual([lists[1]]);
  });
});
