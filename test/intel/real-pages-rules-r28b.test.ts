/**
 * Round 28, part b, on real pages (issue 25; docs/intel.md, "Round 28, part b"): a price list laid
 * out as rows of elements — a box whose children are rows of a label cell and a price cell, drawn
 * as a table by a flex or grid stylesheet — on a page that calls itself a price list and reads no
 * plan otherwise. Each rule on a small page of our own, never text from a real page; each guard
 * with the nearest look-alike that is no price list.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
/** A box of rows, each row its cells as spans (or `cell` elements). */
const rows = (lines: string[][], cell = "span", row = "div") => `<div class="rows">${lines.map((cells) => `<${row} class="row">${cells.map((c) => `<${cell}>${c}</${cell}>`).join("")}</${row}>`).join("")}</div>`;

describe("rules28b: a price list in rows of label and price cells", () => {
  test("two cells a row, a first row of column names: each row a service, paid once", () => {
    const html = doc("Price list", `<h1>Brightway cleaning</h1>${rows([["Home type", "Fixed price"], ["Studio flat", "300 RON"], ["Two-room flat", "450 RON"], ["House", "from 900 RON"]])}`);
    expect(plansOf("https://brightway.example/tarife.html", html)).toEqual([
      ["Studio flat", 300, "RON", "one_time"],
      ["Two-room flat", 450, "RON", "one_time"],
      ["House", 900, "RON", "one_time"],
    ]);
  });

  test("three cells — a label, an empty leader, the price — and a note under the rows", () => {
    const box = `<div class="rows">${[["Initial consultation", "3 500 ₽"], ["Follow-up visit", "2 200 ₽"], ["Home visit", "6 000 ₽"]]
      .map(([l, p]) => `<div><span>${l}</span><span class="dots"></span><span>${p}</span></div>`)
      .join("")}<div><span></span><p>Cancel by 18:00 the day before.</p></div></div>`;
    expect(plansOf("https://birchclinic.example/prices/", doc("Prices", box))).toEqual([
      ["Initial consultation", 3500, "RUB", "one_time"],
      ["Follow-up visit", 2200, "RUB", "one_time"],
      ["Home visit", 6000, "RUB", "one_time"],
    ]);
  });

  test("a label cell of several parts is named by its first: a description or a badge follows it", () => {
    const row = (name: string, desc: string, price: string) => `<div class="r"><div><strong>${name}</strong><span>${desc}</span></div><div>${price}</div></div>`;
    const box = `<div class="grid"><div class="r"><span>Service</span><span>Price</span></div>${row("Sports massage", "Deep work on one area", "140 lei")}${row("Whole body", "Head to toe", "250 lei")}${row("Neck and back", "Upper body", "180 lei")}</div>`;
    expect(plansOf("https://kneadly.example/preturi.html", doc("Kneadly", `<h1>Prices</h1>${box}`))).toEqual([
      ["Sports massage", 140, "RON", "one_time"],
      ["Whole body", 250, "RON", "one_time"],
      ["Neck and back", 180, "RON", "one_time"],
    ]);
  });

  test("sections of rows under their own headings: the rows are the services, not the sections", () => {
    // Each section, a heading over its rows, looks like a card named by its heading to the card
    // reader; when every price the page shows is a row's, the rows are read instead.
    const section = (title: string, lines: [string, string][]) =>
      `<div class="section"><h2>${title}</h2>${lines.map(([l, p]) => `<div class="row"><span>${l}</span><span class="dots"></span><span>${p}</span></div>`).join("")}</div>`;
    const html = doc("Prices", `<h1>Our prices</h1>${section("Consultations", [["First visit", "2 500 ₽"], ["Second opinion", "3 000 ₽"]])}${section("Home care", [["Nurse visit", "1 800 ₽"], ["Overnight stay", "5 400 ₽"]])}`);
    expect(plansOf("https://birchclinic.example/prices/", html)).toEqual([
      ["First visit", 2500, "RUB", "one_time"],
      ["Second opinion", 3000, "RUB", "one_time"],
      ["Nurse visit", 1800, "RUB", "one_time"],
      ["Overnight stay", 5400, "RUB", "one_time"],
    ]);
  });

  test("a row's own period words where the page recurs", () => {
    const html = doc("Prices", rows([["Hot desk", "150 €/month"], ["Fixed desk", "220 €/month"], ["Day pass", "20 €"]]));
    expect(plansOf("https://deskyard.example/prices", html)).toEqual([
      ["Hot desk", 150, "EUR", "month"],
      ["Fixed desk", 220, "EUR", "month"],
      ["Day pass", 20, "EUR", null],
    ]);
  });

  test("not a grid of features with figures", () => {
    const html = doc("Pricing", `<h1>Plans</h1>${rows([["Storage", "10 GB"], ["Projects", "25"], ["Support", "$0 — email only"]])}`);
    expect(plansOf("https://pollwick.example/pricing", html)).toEqual([]);
  });

  test("not a grid of plan cards: a row holding a heading, a feature list or a button is a card", () => {
    const card = (name: string, badge: string, price: string) =>
      `<article class="tier"><div class="head"><div class="name">${name} <span class="pill">${badge}</span></div></div><div class="amount">${price}</div><ul><li>Agenda</li></ul><a href="/go">Go</a></article>`;
    const html = doc("Pricing", `<h1>Plans</h1><div class="grid">${card("Basic", "New", "$19/month")}${card("Plus", "Best", "$39/month")}${card("Max", "Big", "$59/month")}</div>`);
    expect(plansOf("https://pollwick.example/pricing", html).map((p) => p[0])).toEqual(["Basic", "Plus", "Max"]);
  });

  test("not a two-row breakdown: a price list lists three services or more", () => {
    const html = doc("Pricing", `<h1>What a site costs</h1>${rows([["Design hours", "$1,400"], ["Hosting", "$600"]])}`);
    expect(plansOf("https://lumenboard.example/pricing", html)).toEqual([]);
  });

  test("not opening hours, an address or a phone number beside prices", () => {
    const html = doc("Price list", `${rows([["Mon–Fri", "9:00–18:00"], ["Saturday", "10:00–14:00"]])}${rows([["Phone", "+40 721 000 000"], ["Address", "12 Elm Street"]])}`);
    expect(plansOf("https://kneadly.example/price-list.html", html)).toEqual([]);
  });

  test("not rows priced per unit (per square metre, per request)", () => {
    const html = doc("Price list", rows([["Carpet washing", "8 RON/mp"], ["Tile floor", "5 RON/mp"], ["Windows", "4 RON/mp"]]));
    expect(plansOf("https://brightway.example/price-list.html", html)).toEqual([]);
  });

  test("not extras beside a plan's own price: a price outside the rows keeps them unread", () => {
    const card = `<div class="plan"><h3>Membership</h3><p>Everything in the gym, every day.</p><a href="/join">Join</a></div><p>Membership costs 45 € every month, cancel any time, and includes the sauna and the classes.</p>`;
    const html = doc("Prices", `${card}<h2>Good to know</h2>${rows([["Towel", "2 €"], ["Locker", "3 €"], ["Protein shake", "4 €"]])}`);
    const got = plansOf("https://ironfold.example/prices", html).map((p) => p[0]);
    expect(got).not.toContain("Towel");
    expect(got).not.toContain("Locker");
  });

  test("not a grid of terms where most rows are words", () => {
    const html = doc("Pricing", rows([["SSO", "Included"], ["Audit log", "Included"], ["Setup", "$500"], ["Training", "$900"], ["Support", "Business hours"], ["Uptime", "Guaranteed"]]));
    expect(plansOf("https://pollwick.example/pricing", html)).toEqual([]);
  });

  test("not a site's home page, whose rows are teasers", () => {
    const html = doc("Brightway — price list", rows([["Studio flat", "300 RON"], ["House", "from 900 RON"]]));
    expect(plansOf("https://brightway.example/", html)).toEqual([]);
  });
});
