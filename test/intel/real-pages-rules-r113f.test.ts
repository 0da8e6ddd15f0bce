/**
 * Round 113, part f, on real pages (issue 25): the peso of a Spanish page's bare "$", told by its tax
 * words and its links (taxed-peso.ts, read by page-dollar.ts `pagePeso`).
 *
 * A local business's Spanish page prices its cards "$350.00 al mes · IVA incluido" on a ".com" site,
 * names its country in no words the dollar readers know, and links to places under one peso
 * country's domain: its "$" is that country's peso (the plan's currency inferred).
 *
 * Near misses: the same page without the tax words, or linking to an IVA country that pays in US
 * dollars (".ec"), or to two peso countries, or writing "USD" itself, keeps its "$" as the US dollar.
 *
 * And the rand with the unit it is counted in between its figure and its period ("R480 / site / month",
 * rand-sign.ts): a price, so a page's rand cards are read beside (and before) a switcher's dollar ones.
 * Near misses: an "R" figure followed by a word with no "/" or "per", or by a unit and no period.
 *
 *
 * And a card ticked by a checkbox, on a page whose plans are picked by radio buttons of one group,
 * is an extra added to the plan (ticked-option.ts, read by plans-page.ts readCard). Near misses: the
 * same checkbox cards on a page with no radio group, and a checkbox after a card's price.
 *
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { ivaLinkedPesos, pricesCarryIva } from "../../src/intel/extract/taxed-peso";
import { findPrices } from "../../src/intel/extract/money";

const URL = "https://www.ondaverde-net.com/";
const card = (name: string, price: string, tax: string) =>
  `<div class="plan-box"><h5 class="plan-title">${name}</h5><h3 class="plan-price">${price}</h3>` +
  `<div class="plan-time">al mes<br><small>${tax}</small></div><ul><li>Internet sin límite</li><li>Instalación a domicilio</li></ul>` +
  `<a href="#contacto">Contratar</a></div>`;
const page = (opts: { tax?: string; links?: string[]; note?: string } = {}) =>
  `<!doctype html><html lang="es"><head><title>Onda Verde - Internet en casa</title></head><body>` +
  `<header><h1>Internet inalámbrico para tu hogar</h1></header>` +
  `<section id="precios"><h2>Paquetes</h2><div class="row">` +
  card("Ligero", "$350.00", opts.tax ?? "IVA incluido") +
  card("Familiar", "$520.00", opts.tax ?? "IVA incluido") +
  card("Ultra", "$790.00", opts.tax ?? "IVA incluido") +
  `</div>${opts.note ? `<p>${opts.note}</p>` : ""}</section>` +
  `<footer><p>Av. de los Pinos 12, Centro</p><ul>` +
  (opts.links ?? ["https://www.municipio-ejemplo.gob.mx/tramites", "https://consulta.telecom-ejemplo.org.mx/"]).map((h) => `<li><a href="${h}">Enlace</a></li>`).join("") +
  `</ul></footer></body></html>`;
const plans = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency]);

describe("a Spanish page's bare \"$\" with IVA on its prices and links to one peso country (round 113f)", () => {
  test("is that country's peso", () => {
    expect(plans(page())).toEqual([
      ["Ligero", 350, "MXN"],
      ["Familiar", 520, "MXN"],
      ["Ultra", 790, "MXN"],
    ]);
  });

  test("near miss: no tax words on the prices", () => {
    expect(plans(page({ tax: "Sin plazo forzoso" })).map((p) => p[2])).toEqual(["USD", "USD", "USD"]);
  });

  test("near miss: links to an IVA country that pays in US dollars", () => {
    expect(plans(page({ links: ["https://www.municipio-ejemplo.gob.ec/"] })).map((p) => p[2])).toEqual(["USD", "USD", "USD"]);
  });

  test("near miss: links to two peso countries", () => {
    expect(plans(page({ links: ["https://www.municipio-ejemplo.gob.mx/", "https://www.socio-ejemplo.com.co/"] })).map((p) => p[2])).toEqual(["USD", "USD", "USD"]);
  });

  test("near miss: the page writes the US dollar", () => {
    expect(plans(page({ note: "Precios en USD." })).map((p) => p[2])).toEqual(["USD", "USD", "USD"]);
  });

  test("the signs", () => {
    expect(pricesCarryIva("$350 al mes + IVA")).toBe(true);
    expect(pricesCarryIva("Precios más IVA")).toBe(true);
    expect(pricesCarryIva("IVA incluído")).toBe(true);
    expect(pricesCarryIva("Nuestra directora, Ivana López")).toBe(false);
    expect(pricesCarryIva("El IVA es un impuesto")).toBe(false);
    const peso = (url: string) => (new globalThis.URL(url).hostname.endsWith(".mx") ? "MXN" : undefined);
    expect([...ivaLinkedPesos("IVA incluido", ["https://a.gob.mx/", "/contacto", "https://b.example.com/"], peso)]).toEqual(["MXN"]);
    expect([...ivaLinkedPesos("Sin contrato", ["https://a.gob.mx/"], peso)]).toEqual([]);
  });
});

describe("the rand with its unit between figure and period (round 113f)", () => {
  const URL2 = "https://yardbook.example/pricing";
  const card = (name: string, price: string) =>
    `<div class="tier"><h3>${name}</h3><div class="cost"><span class="fig">${price}</span><span class="per"> / depot / month</span></div>` +
    `<ul><li>Bookings and quotes</li><li>Deposit tracking</li></ul><a href="/start">Start</a></div>`;
  const html =
    `<!doctype html><html lang="en"><head><title>Yardbook</title><style>[data-cur]{display:none}[data-cur].on{display:block}</style></head><body>` +
    `<h2>Pricing</h2><p>Prices shown in South African Rand.</p>` +
    `<div data-cur="zar"><div class="grid">${card("Small", "R480")}${card("Medium", "R720")}</div></div>` +
    `<div data-cur="usd"><div class="grid">${card("Small", "$29")}${card("Medium", "$45")}</div></div>` +
    `</body></html>`;

  test("cards in rand are read in rand", () => {
    expect(extractSite([{ url: URL2, html }], { url: URL2, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([
      ["Small", 480, "ZAR", "month"],
      ["Medium", 720, "ZAR", "month"],
    ]);
  });

  test("the sign", () => {
    expect(findPrices("R480 / depot / month").map((t) => [t.amount, t.currency])).toEqual([[480, "ZAR"]]);
    expect(findPrices("R90 per user per month").map((t) => [t.amount, t.currency])).toEqual([[90, "ZAR"]]);
    for (const t of ["R2 storage per month", "R 4.3 / linux", "R10 / build"]) expect(findPrices(t)).toEqual([]);
  });
});

describe("a card ticked by a checkbox beside plans picked by radio buttons (round 113f)", () => {
  const URL3 = "https://hireloop.example/pricing";
  const plan = (name: string, price: string, radio: boolean) =>
    `<div class="col-sm-4"><div class="plan-header">${radio ? `<input type="radio" name="tier" value="${name}">` : ""}<b>${name}</b><h5><strong>${price} per month</strong></h5></div>` +
    `<div class="plan-content"><ul><li>Candidate inbox</li><li>Interview scheduling</li></ul></div><div><button class="quote">Get a quote</button></div></div>`;
  const extra = (name: string, price: string, before: boolean) =>
    `<div class="col-sm-3 option-box"><div class="option-header">${before ? `<input type="checkbox" name="extras" value="${name}">` : ""}<b>${name}<br/>${price} per month*</b><h6>Starting price, terms apply</h6></div>` +
    `<div class="option-body">Adds one more way for candidates to reach you, set up for you.${before ? "" : `<input type="checkbox" name="more">`}</div></div>`;
  const page = (radio: boolean, before = true) =>
    `<!doctype html><html lang="en"><head><title>Hireloop pricing</title></head><body>` +
    `<div class="wrap"><div class="container"><div class="row"><h4>PICK ONE PLAN FOR YOUR HIRING VOLUME</h4></div><div class="row">${plan("Basic", "$400", radio)}${plan("Growth", "$900", radio)}${plan("Scale", "$1,900", radio)}</div></div></div>` +
    `<div class="wrap"><div class="container"><div class="row"><h1>Reach more candidates</h1></div><div class="row"><h4>MORE CHANNELS FOR YOUR TEAM</h4></div>` +
    `<div class="row">${extra("Job board sync", "$120", before)}${extra("Text messaging", "$120", before)}${extra("Career site", "$120", before)}</div></div></div></body></html>`;
  const read = (html: string) => extractSite([{ url: URL3, html }], { url: URL3, abstain: false }).plans.map((p) => p.name);

  test("is no plan", () => {
    expect(read(page(true))).toEqual(["Basic", "Growth", "Scale"]);
  });

  test("near miss: no radio group on the page", () => {
    expect(read(page(false))).toEqual(["Basic", "Growth", "Scale", "Job board sync", "Text messaging", "Career site"]);
  });

  test("near miss: a checkbox after the card's price", () => {
    expect(read(page(true, false))).toEqual(["Basic", "Growth", "Scale", "Job board sync", "Text messaging", "Career site"]);
  });
});
