/**
 * Round 26, part a, on real pages (issue 25; docs/intel.md, "Round 26, part a"): service and package
 * cards without plan words — a studio's, an agency's, a clinic's cards of services, paid once, on a
 * page that also bills something else by the month or year. Each rule on a small page of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { statesPeriod } from "../../src/intel/extract/money";
import { termWordIn } from "../../src/intel/extract/page-period";

const doc = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Prices</title></head><body><main>${body}</main></body></html>`;
const plansOf = (html: string, url = "https://lumenfold.example/pricing") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);
const card = (name: string, price: string, extra = "") => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul><li>Brief and one revision</li><li>Files delivered</li>${extra}</ul><a href="/book">Book</a></div>`;
const services = (extra = "") =>
  `<h2>Design</h2><div class="cards">${card("Logo design", "400 €", extra)}${card("Business cards", "150 €", extra)}${card("Brochure", "650 €", extra)}</div>`;
const care = `<h2>Website care</h2><div class="cards"><div class="card"><h3>Care</h3><p class="price">49 € / month</p><ul><li>Updates</li></ul><a href="/care">Start</a></div><div class="card"><h3>Care Plus</h3><p class="price">89 € / month</p><ul><li>Updates and edits</li></ul><a href="/care">Start</a></div></div>`;

describe("rules26a: service cards paid once beside a monthly plan", () => {
  test("a set of service cards with bare prices reads paid once though the page bills a care plan by the month", () => {
    // Before: the page states a recurrence (the care plan), so the bare prices kept no period.
    const got = plansOf(doc(`<h1>Lumenfold studio</h1>${services()}${care}`));
    expect(got).toContainEqual(["Logo design", 400, "one_time"]);
    expect(got).toContainEqual(["Business cards", 150, "one_time"]);
    expect(got).toContainEqual(["Brochure", 650, "one_time"]);
    expect(got).toContainEqual(["Care", 49, "month"]);
  });

  test("not when a card of the set itself speaks of time (a subscription, a renewal)", () => {
    const got = plansOf(doc(`<h1>Lumenfold studio</h1>${services("<li>Subscription renews with each edition</li>")}${care}`));
    expect(got.filter((p) => p[2] === "one_time")).toEqual([]);
    expect(got).toContainEqual(["Logo design", 400, null]);
  });

  test("not on a page that counts use over time: a server's vCPU, a rate per hour", () => {
    const vps = `<h2>Servers</h2><div class="cards">${card("Small", "12 €")}${card("Medium", "24 €")}${card("Large", "48 €")}</div><p>Every server: 2 vCPU or more, unmetered bandwidth.</p>`;
    const got = plansOf(doc(`<h1>Hostfold</h1>${vps}<h2>Options</h2><p>Backups 2 € / month</p>`));
    expect(got.filter((p) => p[2] === "one_time")).toEqual([]);
  });

  test("not when a card of the set is named by its term: passes by the day, the week, the month", () => {
    // A coworking's passes: the names are the terms, so no bare price of the set is bought once.
    const passes = `<div class="cards">${card("Dnevni", "1000 RSD")}${card("Nedeljni", "3000 RSD")}${card("Mesečni", "9000 RSD")}</div>`;
    const got = plansOf(doc(`<h1>Coworking</h1>${passes}<p>Meeting room 500 RSD / month</p>`, "sr"));
    expect(got.filter((p) => p[2] === "one_time")).toEqual([]);
  });

  test("not on a page that speaks of subscribing or cancelling, nor beside a monthly / yearly switch", () => {
    const cancel = plansOf(doc(`<h1>Lumenfold studio</h1>${services()}${care}<p>Cancel any time.</p>`));
    expect(cancel.filter((p) => p[2] === "one_time")).toEqual([]);
    const toggle = `<div class="billing"><button>Monthly</button><button>Yearly</button></div>`;
    const switched = plansOf(doc(`<h1>Lumenfold studio</h1>${toggle}${services()}${care}`));
    expect(switched.filter((p) => p[2] === "one_time")).toEqual([]);
  });

  test("not a single card: one bare price beside monthly plans is the page's to say (an audit beside a retainer)", () => {
    const audit = `<div class="cards">${card("Site audit", "300 €")}</div>`;
    const got = plansOf(doc(`<h1>Lumenfold studio</h1>${audit}${care}`));
    expect(got.filter((p) => p[2] === "one_time")).toEqual([]);
  });
});

describe("rules26a: month and year words end at a letter too", () => {
  test("'možete' (you can) and 'može' begin with no month", () => {
    // The word lists' \b is not Unicode-aware: "mo" before "ž" read as "mo", a month.
    expect(statesPeriod("Ove stavke možete sami dodavati.")).toBe(false);
    expect(statesPeriod("Cijena može ići po dogovoru")).toBe(false);
    expect(statesPeriod("Mesečna karta")).toBe(false);
    // The month words themselves still read.
    expect(statesPeriod("49 € / mo")).toBe(true);
    expect(statesPeriod("12 € per month")).toBe(true);
  });

  test("a studio page that says 'you can' in Croatian sells its cards once", () => {
    const body = `<h1>Studio</h1><div class="cards">${card("Izrada logotipa", "100,00€")}${card("Vizitka", "70,00€")}${card("Letak", "50,00€")}</div><p>Stavke možete sami dodavati.</p>`;
    expect(plansOf(doc(body, "hr"))).toEqual([
      ["Izrada logotipa", 100, "one_time"],
      ["Vizitka", 70, "one_time"],
      ["Letak", 50, "one_time"],
    ]);
  });

  test("South Slavic month words are a term to the page-wide check, not a price's period", () => {
    expect(termWordIn("Mesečni")).toBe(true);
    expect(termWordIn("12 mjeseci")).toBe(true);
    expect(termWordIn("godišnje")).toBe(true);
    expect(termWordIn("Mesa za dvoje")).toBe(false);
    expect(statesPeriod("€ 60 / mjesečno")).toBe(false);
  });
});
