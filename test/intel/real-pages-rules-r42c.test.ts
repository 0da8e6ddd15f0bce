/**
 * Round 42, part c, on real pages (issue 25; docs/intel.md, "Round 42, part c"): a block read as
 * one card whose heading spans several priced entries, each with words of its own, is no plan under
 * the heading's name (section-entries.ts). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { pricedEntriesUnderName } from "../../src/intel/extract/section-entries";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Prices</title></head><body><main><h1>Our prices</h1>${body}</main></body></html>`;
const read = (html: string, url = "https://lakeside.example/prices") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount]);

/** A service block: a heading over rows, each a label and its price. */
const serviceBlock = (heading: string, rows: [string, string][]) =>
  `<article class="service-card"><h3>${heading}</h3><div class="rows">${rows
    .map(([label, price]) => `<div class="row-line"><span>${label}</span> <strong>${price}</strong></div>`)
    .join("")}</div><a class="btn" href="/book">Book</a></article>`;

/** A room's block inside one rates card: its heading over a table of rows, each a label and two prices. */
const room = (heading: string, rows: [string, string, string][]) =>
  `<div class="rate-category"><h4>${heading}</h4><div class="rate-table"><div class="rate-head"><span>Stay</span><span> 1 night</span><span> 7 nights</span></div>${rows
    .map(([label, a, b]) => `<div class="rate-row"><span>${label}</span><strong> ${a}</strong><strong> ${b}</strong></div>`)
    .join("")}</div></div>`;
const ratesCard = (...rooms: string[]) => doc(`<div class="rates-layout"><article class="rates-card"><h3>Rates</h3>${rooms.join("")}</article></div>`);

/** A plan card: a name over its price, a list, a button. */
const planCard = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Two desks</li><li>Coffee</li></ul><a class="btn" href="/join">Join</a></div>`;

describe("rules42c: a heading over several priced entries names none of them", () => {
  test("rooms, each a heading over its guests' rows: no plan under a room's name at its first row's price", () => {
    const html = ratesCard(
      room("Garden room", [["Two guests", "€120", "€800"], ["One guest", "€90", "€600"]]),
      room("Lake suite", [["Two guests", "€180", "€1,200"], ["One guest", "€140", "€950"]]),
      room("Attic", [["Two guests", "€100", "€650"], ["One guest", "€70", "€450"]]),
    );
    expect(read(html)).toEqual([]);
  });

  test("the same in Russian", () => {
    const html = ratesCard(
      room("Стандарт", [["Двое гостей", "4 900 ₽", "30 000 ₽"], ["Один гость", "3 500 ₽", "22 000 ₽"]]),
      room("Полулюкс", [["Двое гостей", "6 500 ₽", "41 000 ₽"], ["Один гость", "5 000 ₽", "31 000 ₽"]]),
      room("Люкс", [["Двое гостей", "8 900 ₽", "56 000 ₽"], ["Один гость", "7 000 ₽", "44 000 ₽"]]),
    );
    expect(read(html, "https://ozero.example/ceny")).toEqual([]);
  });

  test("rows that are one plan's terms ('1 month', '3 months') are no entries: each block keeps its name", () => {
    const html = ratesCard(
      room("Cloud 10 GB", [["1 month", "€2", "€2"], ["3 months", "€6", "€6"]]),
      room("Cloud 30 GB", [["1 month", "€5", "€5"], ["3 months", "€15", "€15"]]),
      room("Cloud 90 GB", [["1 month", "€9", "€9"], ["3 months", "€27", "€27"]]),
    );
    expect(read(html).map((p) => p[0])).toEqual(["Cloud 10 GB", "Cloud 30 GB", "Cloud 90 GB"]);
  });

  test("rows labelled as one offer's fields ('Rate:', 'Deposit:') are no entries: each block keeps its name", () => {
    const html = ratesCard(
      room("Garden room", [["Rate:", "€120", "€800"], ["Deposit:", "€90", "€600"]]),
      room("Lake suite", [["Rate:", "€180", "€1,200"], ["Deposit:", "€140", "€950"]]),
      room("Attic", [["Rate:", "€100", "€650"], ["Deposit:", "€70", "€450"]]),
    );
    expect(read(html)).toEqual([["Garden room", 120], ["Lake suite", 180], ["Attic", 100]]);
  });

  test("plan cards with one price each keep their names — a one-word name ('Business') included", () => {
    const html = doc(`<section class="grid">${planCard("Basic", "$9 / month")}${planCard("Business", "$29 / month")}</section>`);
    expect(read(html)).toEqual([["Basic", 9], ["Business", 29]]);
  });
});

describe("pricedEntriesUnderName", () => {
  const page = (body: string) => buildPage({ url: "https://t.example/", html: doc(body) });
  const check = (body: string, cardClass: string) => {
    const p = page(body);
    const card = p.doc.elements.find((e) => (e.attrs.class ?? "") === cardClass)!;
    const shown = p.doc.elements
      .filter((e) => e.tag === "strong" || e.tag === "b")
      .filter((e) => p.contains(card, e))
      .map((e) => ({ at: p.range(e, "all")[0], el: e }));
    const h = p.doc.elements.find((e) => e.tag === "h3" && p.contains(card, e))!;
    return pricedEntriesUnderName(p, card, shown, p.range(h, "all")[0]);
  };

  test("labelled rows of one shape under the heading are entries", () => {
    expect(check(serviceBlock("Garden room", [["Two guests", "€120"], ["One guest", "€90"]]), "service-card")).toBe(true);
  });

  test("rows labelled as fields of one offer ('Price:', 'Joining fee:') are not", () => {
    expect(check(serviceBlock("Desk", [["Price:", "€120"], ["Joining fee:", "€30"]]), "service-card")).toBe(false);
  });

  test("rows that repeat one label (a template's word) are not", () => {
    expect(check(serviceBlock("Desk", [["Only", "€120"], ["Only", "€90"]]), "service-card")).toBe(false);
  });

  test("one priced row is not a list", () => {
    expect(check(serviceBlock("Desk", [["Two guests", "€120"]]), "service-card")).toBe(false);
  });
});
