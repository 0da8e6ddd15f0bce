/**
 * Round 33, part a, on real pages (issue 25; docs/intel.md, "Round 33, part a"): a card whose name
 * gives its period. On small pages of our own (never text from a real page):
 * - cards named by their term with bare prices ("Monthly $4", "Annual $30", "Lifetime $90"): the
 *   month, the year and paid once from the names; passes by term: the month from "Monthly"
 *   ("Mesečni", "Mensal"), none for a day, a week or a quarter;
 * - the look-alikes: a yearly card priced below the monthly one (the month's share of yearly
 *   billing), a name that only holds the word ("Yearly Report", "Annual Pass"), a count before it
 *   ("6 Monthly"), one term name alone among named plans, a card's own paid-once words, a switch.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { termNamePeriod } from "../../src/intel/extract/term-name-period";

const PAGE = "https://lanternly.example/pricing";
const html = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Lanternly</h1>${body}</main></body></html>`;
/** A row of cards: each a heading, a bare price and two bullets. */
const cards = (rows: [string, string, string?][]) =>
  `<div class="plans">${rows
    .map(([name, price, extra]) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${extra ?? ""}<ul><li>Unlimited lanterns</li><li>Sync on all devices</li></ul><a href="/buy">Buy</a></div>`)
    .join("")}</div>`;
const read = (body: string, lang = "en") =>
  extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false })
    .plans.map((p) => `${p.name}: ${p.amount} ${p.currency} /${p.period}`)
    .sort();

describe("a card named by its term gives its bare price that period", () => {
  test("\"Monthly\", \"Annual\", \"Lifetime\" with bare prices: month, year, paid once", () => {
    const body = cards([["Monthly", "$4"], ["Annual", "$30"], ["Lifetime", "$90"]]) + "<p>Subscriptions renew until cancelled.</p>";
    expect(read(body)).toEqual(["Annual: 30 USD /year", "Lifetime: 90 USD /one_time", "Monthly: 4 USD /month"]);
  });

  test("a coworking's passes by term: the month from \"Monthly\", none for a day, a week or a quarter", () => {
    const body = cards([["Daily", "$9"], ["Weekly", "$40"], ["Monthly", "$120"], ["Quarterly", "$330"]]) + "<p>Passes renew until cancelled.</p>";
    expect(read(body)).toEqual(["Daily: 9 USD /null", "Monthly: 120 USD /month", "Quarterly: 330 USD /null", "Weekly: 40 USD /null"]);
  });

  test("term names in other languages: Serbian, Portuguese, Chinese; a day's or a quarter's none", () => {
    expect(termNamePeriod("Mesečni")).toBe("month");
    expect(termNamePeriod("Godišnji")).toBe("year");
    expect(termNamePeriod("Mensal")).toBe("month");
    expect(termNamePeriod("包年")).toBe("year");
    expect(termNamePeriod("Dnevni")).toBeNull();
    expect(termNamePeriod("Kvartalni")).toBeNull();
    expect(termNamePeriod("Trimestral")).toBeNull();
  });

  test("a plan word beside the term: \"Monthly Plan\", \"Plano Anual\"", () => {
    expect(termNamePeriod("Monthly Plan")).toBe("month");
    expect(termNamePeriod("Plano Anual")).toBe("year");
    expect(termNamePeriod("Plano Mensal")).toBe("month");
  });
});

describe("look-alikes keep no period from a name", () => {
  test("a yearly card priced below the monthly one is the month's share of yearly billing: no year", () => {
    const body = cards([["Monthly", "$4"], ["Yearly", "$3"]]) + "<p>Subscriptions renew until cancelled.</p>";
    expect(read(body)).toEqual(["Monthly: 4 USD /month", "Yearly: 3 USD /null"]);
  });

  test("names that only hold the word, or count it: a product, a pass, a check every six months", () => {
    for (const name of ["Yearly Report", "Annual Pass", "6 Monthly", "6 Monthly Examination", "Premium Mensuel", "Monthly Booster Pack"]) expect(termNamePeriod(name)).toBeNull();
  });

  test("one term name among named plans is no set of terms: its bare price keeps what the page says", () => {
    const body = cards([["Starter", "$19"], ["Monthly", "$29"], ["Studio", "$49"]]) + "<p>Subscriptions renew until cancelled.</p>";
    expect(read(body)).toEqual(["Monthly: 29 USD /null", "Starter: 19 USD /null", "Studio: 49 USD /null"]);
  });

  test("an \"Annual\" card whose own words say it is paid once stays paid once", () => {
    const body = cards([["Monthly", "$4"], ["Annual", "$30", "<p>One-time payment</p>"]]) + "<p>Subscriptions renew until cancelled.</p>";
    expect(read(body)).toContain("Annual: 30 USD /one_time");
  });
});
