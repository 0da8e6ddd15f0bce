/**
 * Round 15, part b, on real pages (issue 25; docs/intel.md, "Round 15, part b"): plans missed
 * beside read ones. Developed on waves 1–8, kept only when wave 9's totals (product and raw) were
 * no worse. Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { contactLine } from "../../src/intel/extract/plans-page";
import { findPrices } from "../../src/intel/extract/money";

const URL = "https://vendor.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Vendor pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const read = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period, p.contact_sales]);

describe("round 15b: a contact card as cards print it", () => {
  test("a button's arrow after the words, a hyphen for a space, the words as a first clause", () => {
    expect(contactLine("Contact sales →")).toBe(true);
    expect(contactLine("Let's talk ›")).toBe(true);
    expect(contactLine("Custom, yearly agreement")).toBe(true);
    expect(contactLine("On request · billed yearly")).toBe(true);
    expect(contactLine("Sur-mesure")).toBe(true);
  });
  test("words that merely mention custom things are not a contact line", () => {
    expect(contactLine("Custom domains")).toBe(false);
    expect(contactLine("Custom domains, SSL and backups")).toBe(false);
    expect(contactLine("Contact form builder →")).toBe(false);
    expect(contactLine("→")).toBe(false);
  });
  test("an enterprise card whose price line is 'Custom, yearly agreement' beside priced cards is a contact plan", () => {
    // Its bullets carry a percentage, so it is no priceless twin of the others: only the price line says it.
    const card = (name: string, price: string, button: string) =>
      `<div class="tier"><h3>${name}</h3><p class="blurb">For teams of any size.</p><div class="price">${price}</div><ul><li>Reports</li><li>99.9% uptime</li></ul><a href="/contact">${button}</a></div>`;
    expect(read(`<div class="tiers">${card("Basic", "$40/month", "Start now →")}${card("Team", "$90/month", "Start now →")}${card("Corporate", "Custom, yearly agreement", "Contact sales →")}</div>`)).toEqual([
      ["Basic", 40, "month", false],
      ["Team", 90, "month", false],
      ["Corporate", null, null, true],
    ]);
  });
});

describe("round 15b: a card whose price slot holds words is a plan without a price", () => {
  // Cards with no heading element: the name is a styled line, the price sits in a wrapper of its own.
  const card = (cls: string, name: string, price: string) =>
    `<div class="offer-item ${cls}"><div class="offer-top"><div class="offer-title">${name}</div><div class="offer-price-wrap"><div class="figure ${cls}">${price}</div></div></div><div class="points"><div>Bookkeeping</div><div>Quarterly review</div></div><a href="/contact">Choose this</a></div>`;
  test("'Tailored offer' where its siblings print '€300 / month'", () => {
    expect(read(`<div class="offers">${card("one", "Starter pack", "€300 / month")}${card("two", "Growth pack", "€500 / month")}${card("three", "Complete pack", "Tailored offer")}</div>`)).toEqual([
      ["Starter pack", 300, "month", false],
      ["Growth pack", 500, "month", false],
      ["Complete pack", null, null, false],
    ]);
  });
  test("a twin whose slot holds a figure, or whose slot is missing, is not added", () => {
    const odd = `<div class="offer-item three"><div class="offer-top"><div class="offer-title">Newsletter</div></div><div class="points"><div>Monthly tips</div></div><a href="/news">Subscribe</a></div>`;
    expect(read(`<div class="offers">${card("one", "Starter pack", "€300 / month")}${card("two", "Growth pack", "€500 / month")}${odd}</div>`)).toEqual([
      ["Starter pack", 300, "month", false],
      ["Growth pack", 500, "month", false],
    ]);
  });
});

describe("round 15b: a one-time price is never inferred monthly", () => {
  const card = (name: string, price: string, note = "") => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${note}<ul><li>Everything</li><li>Support</li></ul><a href="/buy">Buy</a></div>`;
  const grid = (...cards: string[]) => read(`<div class="plans">${cards.join("")}</div>`).map((p) => p.slice(0, 3));
  test("beside a monthly card, a licence paid once ('pago unico', unaccented) is one-time", () => {
    expect(grid(card("Mensual", "$30 USD/mes"), card("Licencia 3 años", "$900 USD", "<p>+ impuestos (pago unico)</p>"))).toEqual([
      ["Mensual", 30, "month"],
      ["Licencia 3 años", 900, "one_time"],
    ]);
  });
  test("one-time words after the price in other languages", () => {
    expect(grid(card("Pieni", "390 € kertamaksu"), card("Iso", "990 € kertamaksu"))).toEqual([
      ["Pieni", 390, "one_time"],
      ["Iso", 990, "one_time"],
    ]);
    expect(grid(card("Dasar", "Rp 500rb /bulan"), card("Selamanya", "Rp 2jt sekali bayar"))).toEqual([
      ["Dasar", 500000, "month"],
      ["Selamanya", 2000000, "one_time"],
    ]);
  });
  test("a note over unpriced-period cards saying they are paid one-time makes them one-time", () => {
    const html = `<section><h2>Licences</h2><p>Pay one-time and keep it. Pick the licence for your use.</p><div class="plans">${card("Single project", "$39")}${card("Unlimited projects", "$119")}</div></section>`;
    expect(read(html).map((p) => p.slice(0, 3))).toEqual([
      ["Single project", 39, "one_time"],
      ["Unlimited projects", 119, "one_time"],
    ]);
  });
});

describe("round 15b: a badge the card marks by its class is not part of the plan's name", () => {
  test("a badge span on the name's line, and a pill inside the name's element", () => {
    const lineCard = (badge: string, name: string, price: string) =>
      `<div class="plan">${badge ? `<span class="badge">${badge}</span> ` : ""}<span class="pname">${name}</span><p>For a small shop.</p><div class="price">${price}</div><ul><li>Pages</li><li>Forms</li></ul><a href="/order">Order</a></div>`;
    expect(read(`<div class="plans">${lineCard("", "Compact", "€40 / month")}${lineCard("Top choice", "Roomy", "€80 / month")}</div>`).map((p) => p[0])).toEqual(["Compact", "Roomy"]);
    const pillCard = (name: string, pill: string, price: string) =>
      `<article class="tier-card"><div class="tier-head"><div class="tier-name">${name} <span class="tier-pill">${pill}</span></div></div><div class="price">${price}</div><ul><li>Agenda</li><li>Reports</li></ul><a href="/go">Go</a></article>`;
    expect(read(`<div class="grid">${pillCard("Basic", "Full", "$19/month")}${pillCard("Plus", "Current", "$39/month")}</div>`).map((p) => p[0])).toEqual(["Basic", "Plus"]);
  });
  test("a name that is only the badge's words stays, and a class without a badge word changes nothing", () => {
    const card = (cls: string, name: string, price: string) => `<div class="plan"><h3>${name} <span class="${cls}">Team</span></h3><div class="price">${price}</div><ul><li>A</li><li>B</li></ul></div>`;
    expect(read(`<div class="plans">${card("suffix", "Small", "$10/month")}${card("suffix", "Large", "$20/month")}</div>`).map((p) => p[0])).toEqual(["Small Team", "Large Team"]);
  });
});

describe("round 15b: a whole amount written with a dash for its cents", () => {
  test("'249.- CHF', '45.-CHF', '49,– €' are whole amounts in their currency", () => {
    const first = (s: string) => findPrices(s).map((t) => [t.amount, t.currency])[0];
    expect(first("249.- CHF/Jahr")).toEqual([249, "CHF"]);
    expect(first("45.-CHF")).toEqual([45, "CHF"]);
    expect(first("49,– €")).toEqual([49, "EUR"]);
    expect(first("1.200,- €")).toEqual([1200, "EUR"]);
  });
  test("club cards priced so are read, each with its period", () => {
    const card = (name: string, price: string) => `<div class="club"><div class="club-name">${name}</div><div class="club-price">${price}</div><a href="/buy">Buy now</a></div>`;
    expect(read(`<div class="clubs">${card("Club S", "199.- <span>CHF/Jahr</span>")}${card("Club M", "399.- <span>CHF/Jahr</span>")}</div>`).map((p) => p.slice(0, 3))).toEqual([
      ["Club S", 199, "year"],
      ["Club M", 399, "year"],
    ]);
  });
});

describe("round 15b: a comparison table whose header cells print the price after the name", () => {
  const rows = `<tr><td>Credits</td><td>1,000</td><td>50,000/mo</td><td>200,000/mo</td></tr><tr><td>Support</td><td>Standard</td><td>Priority</td><td>Dedicated</td></tr>`;
  const table = (head: string, body = rows) => `<h2>Plans</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  test("'Pro (£49/mo)' header cells: each column a plan, named before its price", () => {
    expect(read(table(`<th></th><th>Free</th><th>Pro (£49/mo)</th><th>Team (£149/mo)</th>`)).map((p) => p.slice(0, 3))).toEqual([
      ["Free", 0, "month"],
      ["Pro", 49, "month"],
      ["Team", 149, "month"],
    ]);
  });
  test("a named header column with no figure beside them is a plan without a price; the corner is not", () => {
    const body = `<tr><td>Credits</td><td>1,000</td><td>50,000/mo</td><td>200,000/mo</td><td>Unlimited</td></tr>`;
    expect(read(table(`<th>Starter</th><th>Free</th><th>Pro (£49/mo)</th><th>Team (£149/mo)</th><th>Enterprise</th>`, body)).map((p) => p.slice(0, 3))).toEqual([
      ["Free", 0, "month"],
      ["Pro", 49, "month"],
      ["Team", 149, "month"],
      ["Enterprise", null, null],
    ]);
  });
  test("a header cell whose words are a button's is no plan of its own", () => {
    const body = `<tr><td>Credits</td><td>1,000</td><td>50,000/mo</td><td>200,000/mo</td><td>Unlimited</td></tr>`;
    const names = read(table(`<th></th><th>Free</th><th>Pro (£49/mo)</th><th>Team (£149/mo)</th><th>Enterprise <a href="/demo">Book us</a></th>`, body)).map((p) => p[0]);
    expect(names).toEqual(["Free", "Pro", "Team"]);
  });
  test("a data row's 'desde $5' names no plan: a table of competitors priced in a row stays unread", () => {
    const body = `<tr><td>Precio</td><td>desde $30 MXN/usuario/mes</td><td>desde $55 MXN/usuario/mes</td><td>desde $25 MXN/mes</td></tr>`;
    expect(read(table(`<th></th><th>Herramientas genéricas para todo tipo de negocio</th><th>Plataformas grandes para corredores</th><th>Nosotros</th>`, body)).map((p) => p[0])).not.toContain("desde");
  });
});
