/**
 * Round 29, part e, on real pages (issue 25; docs/intel.md, "Round 29, part e"): rents and stays. A
 * row's or card's own label that names a stay of some nights or one span of use ("2 nights", "One
 * day", "Weekend", "(1 сутки)") prices that span: no period, never the "paid once" a page with no
 * recurrence gives its other bare prices; and such a row among a price list's one-off services does
 * not take `paid_once_list` from the list. Each rule on a small page of our own, never text from a
 * real page; each guard with the nearest look-alike.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { namesStay } from "../../src/intel/extract/stay-label";

const doc = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const table = (rows: [string, string][]) => `<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>${rows.map(([l, p]) => `<tr><td>${l}</td><td>${p}</td></tr>`).join("")}</tbody></table>`;
const lines = (rows: [string, string][]) => `<ul>${rows.map(([l, p]) => `<li>${l}: ${p}</li>`).join("")}</ul>`;

describe("rules29e: a label naming a stay or one span of use", () => {
  test("a stay of some nights, in several languages; one span of use", () => {
    for (const l of ["1 night", "2 nights", "3 nuits", "7 Nächte", "2 éjszaka", "3 noches", "2 ночи", "Weekend", "Viena diena", "One week", "Inpatient stay (1 сутки)"]) expect([l, namesStay(l)]).toEqual([l, true]);
  });

  test("not a pack of hours or days, a duration describing a service, a term of a month or a year, nor a price per person", () => {
    for (const l of ["10 hours", "5 days", "Pack of 10 sessions", "Massage 60 minutes", "Licence (1 year)", "1 month", "Family room for 4 persons", "Breakfast per person", "Night owl plan", "Good nights package", "Cleaning fee", "2.5 nights"]) expect([l, namesStay(l)]).toEqual([l, false]);
  });
});

describe("rules29e: stays and spans on a price list read with no period", () => {
  test("a guest house's stays by nights, on a page that states no recurrence: no period, not paid once", () => {
    const html = doc("hu", "Árak", `<h1>Árak és foglalás</h1><h2>Szállás</h2>${lines([["1 éjszaka", "40 000 Ft"], ["2 éjszaka", "75 000 Ft"], ["3 éjszaka", "105 000 Ft"]])}<p>Az árak két főre értendők.</p>`);
    expect(plansOf("https://tavihaz.example/arak.html", html)).toEqual([
      ["1 éjszaka", 40000, "HUF", null],
      ["2 éjszaka", 75000, "HUF", null],
      ["3 éjszaka", 105000, "HUF", null],
    ]);
  });

  test("a board rental's day, weekend and week: no period", () => {
    const html = doc("en", "Prices", `<h1>Rental prices</h1>${table([["One day", "30 €"], ["Weekend", "55 €"], ["One week", "140 €"]])}`);
    expect(plansOf("https://paddlebay.example/prices.html", html)).toEqual([
      ["One day", 30, "EUR", null],
      ["Weekend", 55, "EUR", null],
      ["One week", 140, "EUR", null],
    ]);
  });

  test("look-alike: packs of hours on the same kind of page stay paid once", () => {
    const html = doc("en", "Prices", `<h1>Video production prices</h1>${table([["10 hours", "900 €"], ["20 hours", "1 700 €"], ["30 hours", "2 400 €"]])}`);
    expect(plansOf("https://framewise.example/prices.html", html)).toEqual([
      ["10 hours", 900, "EUR", "one_time"],
      ["20 hours", 1700, "EUR", "one_time"],
      ["30 hours", 2400, "EUR", "one_time"],
    ]);
  });

  test("look-alike: trips priced per person stay paid once (a person is no span)", () => {
    const html = doc("en", "Prices", `<h1>Canoe trip prices</h1>${table([["River loop", "40 € per person"], ["Lake crossing", "55 € per person"], ["Full valley", "70 € per person"]])}`);
    expect(plansOf("https://paddletrips.example/prices.html", html)).toEqual([
      ["River loop", 40, "EUR", "one_time"],
      ["Lake crossing", 55, "EUR", "one_time"],
      ["Full valley", 70, "EUR", "one_time"],
    ]);
  });

  test("look-alike: a SaaS plan page's cards billed by the month keep their month; a usage price per day is no plan's", () => {
    const card = (n: string, p: string) => `<div class="plan"><h3>${n}</h3><p class="price">${p}</p><ul><li>Unlimited projects</li><li>Email support</li></ul><a href="/signup">Start</a></div>`;
    const html = doc("en", "Pricing", `<h1>Pricing</h1><div class="plans">${card("Starter", "$19/month")}${card("Team", "$49/month")}</div><p>Extra API calls: $0.002 per call per day.</p>`);
    expect(plansOf("https://saasly.example/pricing", html)).toEqual([
      ["Starter", 19, "USD", "month"],
      ["Team", 49, "USD", "month"],
    ]);
  });
});

describe("rules29e: a per-span row in a list of services paid once keeps the list's signal", () => {
  const card = (name: string, price: string) => `<div class="service"><h3>${name}</h3><p class="price">${price}</p><a href="/booking">Book</a></div>`;
  const grid = (cards: [string, string][]) => `<div class="services">${cards.map(([n, p]) => card(n, p)).join("")}</div>`;
  const SERVICES: [string, string][] = [
    ["Initial consultation", "50 €"],
    ["Follow-up consultation", "40 €"],
    ["Home visit", "90 €"],
    ["Inpatient stay (1 day)", "120 €"],
  ];
  const read = (url: string, html: string) =>
    assessSite([{ url, html }], { url, abstain: false }).assessed.map((a) => [a.plan.name, a.plan.period, a.signals.paid_once_list]);
  const clinic = (cards: [string, string][]) => doc("de", "Preise — Klinik am Hang", `<h1>Preise</h1>${grid(cards)}`);

  test("the services carry paid_once_list, and the stay's row (no period) with them", () => {
    expect(read("https://klinik.example/preise", clinic(SERVICES))).toEqual([
      ["Initial consultation", "one_time", 1],
      ["Follow-up consultation", "one_time", 1],
      ["Home visit", "one_time", 1],
      ["Inpatient stay (1 day)", null, 1],
    ]);
  });

  test("not when fewer than three rows are paid once: two services beside two stays", () => {
    const html = clinic([SERVICES[0]!, SERVICES[2]!, SERVICES[3]!, ["Inpatient stay (2 nights)", "230 €"]]);
    expect(read("https://klinik.example/preise", html).map((r) => r[2])).toEqual([0, 0, 0, 0]);
  });

  test("not a row with no period for another reason (a price per session beside the services)", () => {
    const html = clinic([...SERVICES.slice(0, 3), ["Physiotherapy", "30 € per session"]]);
    expect(read("https://klinik.example/preise", html).map((r) => r[2])).toEqual([0, 0, 0, 0]);
  });
});
