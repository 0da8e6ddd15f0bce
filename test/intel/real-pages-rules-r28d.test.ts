/**
 * Round 28, part d, on real pages (issue 25; docs/intel.md, "Round 28, part d"): two causes of
 * invented plans in the raw reading, each counted on development before it was written.
 *
 * - A card's label in another language read as the plan's name ("Cena:" over the price, "de la"
 *   before it, "Tartalma"/"İçerir" over the card's list, a "Recomandat" ribbon, "Starter 추천"):
 *   label-words.ts, asked by the name picker. What it must NOT refuse: a name that only contains
 *   such a word ("Price Pro", "Preis-Leistung Plus"), and English labels keep their old guards.
 * - An order's summary or payment step restating the chosen plan ("Selected plan … $20", "Due
 *   today €9.00"): checkout-zone.ts, a form's zone. What it must NOT drop: a card's own
 *   "plan-summary" block and a wrapper whose class only contains "checkout" in a longer word.
 *
 * - A range whose currency follows its upper end ("150–250 €", "300 - 600 LEI") read at the upper
 *   end: price-range.ts, asked by money.ts for each suffix token, reads it at its lower end as
 *   "€150–250" is read. What it must NOT join: a name's number before a dash ("Plan 3 – 29 €"), an
 *   abbreviated thousand ("8-10.000 kr"), a phone number, two prices each with its currency.
 *
 * Pages of our own.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { cardLabel, withoutTrailingRibbon } from "../../src/intel/extract/label-words";
import { checkoutBlock } from "../../src/intel/extract/checkout-zone";
import { findPrices } from "../../src/intel/extract/money";

const doc = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const plansOf = (body: string, lang = "en") =>
  extractSite([{ url: "https://brackenmoor.example/pricing", html: doc(body, lang) }], { url: "https://brackenmoor.example/", abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const names = (body: string, lang = "en") => plansOf(body, lang).map((p) => p[0]);

describe("rules28d: a card's label in another language is no plan name", () => {
  test("a price label heading under the course's heading: the course names the plan, not 'Cena'", () => {
    const course = (name: string, price: string) =>
      `<h4>${name}:</h4><h5>CENA: <b>${price} zł</b></h5><p>30h zajęć teoretycznych</p><p>30h zajęć praktycznych</p>`;
    const body = `<article><h1>Cennik kursów</h1>${course("Kurs jazdy kat. A", "1200")}<br>${course("Kurs jazdy kat. C", "2900")}</article>`;
    expect(names(body, "pl")).not.toContain("CENA");
  });

  test("a card's section word over its list ('Tartalma') never names the card", () => {
    // Package names too long for a name (over 40 characters): before, the section word stood in.
    const pkg = (name: string, price: string) =>
      `<article class="pkg"><h3>${name}</h3><p class="pkg__desc">Személyre szabott ajánlás mindenkinek.</p><div class="pkg__group"><h4>Tartalma</h4><ul><li>Kérdőív kiértékelése</li><li>Étrend elkészítése</li></ul></div><p class="pkg__price">${price} Ft</p><a href="/foglalas">Időpontot foglalok</a></article>`;
    const body = `<section class="packages">${pkg("Egyéni táplálkozási terv – teljes körű étrend", "29.000")}${pkg("Családi táplálkozási terv – közös heti étrend", "90.000")}</section>`;
    expect(names(body, "hu")).not.toContain("Tartalma");
  });

  test("a ribbon after the name in its element ('Starter 추천') is not part of the name", () => {
    const card = (name: string, ribbon: string, price: string) =>
      `<div class="plan"><div class="pname">${name}${ribbon ? ` <span class="rectag">${ribbon}</span>` : ""}</div><div class="price">$${price}<small>/월</small></div><ul><li>API</li><li>워크스페이스</li></ul><a href="/signup">시작</a></div>`;
    const body = `<div class="plans">${card("Basic", "", "10")}${card("Starter", "추천", "50")}${card("Scale", "", "500")}</div>`;
    expect(names(body, "ko")).toEqual(["Basic", "Starter", "Scale"]);
  });

  test("the word tables: whole labels are refused, names that contain them are kept", () => {
    for (const label of ["CENA:", "Prezzo", "de la", "A partir de", "Tartalma", "İçerir", "Confronto", "Recomandat", "Akan Datang", "Включено", "Preis"]) expect(cardLabel(label)).toBe(true);
    for (const name of ["Price Pro", "Preis-Leistung Plus", "Cena Plus", "Starter", "Da Vinci", "Include Pro", "Comparison Engine Pro"]) expect(cardLabel(name)).toBe(false);
    expect(withoutTrailingRibbon("Starter 추천")).toBe("Starter");
    expect(withoutTrailingRibbon("Pro Recomandat")).toBe("Pro");
    // A ribbon alone is no name left over: the whole line is kept for the label check to refuse.
    expect(withoutTrailingRibbon("추천")).toBe("추천");
    expect(withoutTrailingRibbon("Popularity Pack")).toBe("Popularity Pack");
  });
});

describe("rules28d: an order's summary or payment step restates a plan, it is none", () => {
  const card = (tier: string, name: string, price: string) =>
    `<div class="plan-card" data-tier="${tier}" onclick="pick('${tier}')"><div class="plan-name">${name}</div><div class="plan-price">$${price}<span>/mo</span></div><ul class="plan-features"><li>Scans</li><li>Alerts</li><li>Journal</li></ul></div>`;
  const grid = `<div class="plans-grid">${card("basic", "Basic", "19.99")}${card("pro", "Trader", "49.99")}${card("premium", "Premium", "99.99")}</div>`;

  test("a payment section after the cards: the chosen plan's restated price is no plan, and the cards read whole", () => {
    const pay = `<div class="payment-section" id="paymentSection" style="display: none;"><h2>Finish Your Order</h2><p>Selected: <strong id="chosenName">Trader</strong> - <strong id="chosenPrice">$49.99/mo</strong></p><form id="payForm"><label>Name</label><input name="n"><button type="submit">Pay</button></form></div>`;
    expect(plansOf(`<div class="container"><header><h1>ACME</h1></header>${grid}${pay}</div>`)).toEqual([
      ["Basic", 19.99, "USD", "month"],
      ["Trader", 49.99, "USD", "month"],
      ["Premium", 99.99, "USD", "month"],
    ]);
  });

  test("a configurator's summary box ('Monthly', 'Due Today') reads as no plan", () => {
    const side = `<div class="grid"><section class="config"><h2>Cloud Box 10</h2><p>4 vCPU, 8 GB RAM</p><label><input type="radio" checked> 1 Month</label></section><aside class="sidebar"><div class="summary sticky"><h3>Your configuration</h3><dl><dt>Monthly</dt><dd>€4.50</dd><dt>One-Time</dt><dd>€4.50</dd><dt>Due Today</dt><dd>€9.00</dd></dl><button>Continue</button></div></aside></div>`;
    expect(names(side)).toEqual([]);
  });

  test("NOT a checkout: a card's own 'plan-summary' block and a 'plans_checkout__x' wrapper keep their plans", () => {
    const summed = (name: string, price: string) =>
      `<div class="tier"><div class="plan-summary"><h3>${name}</h3><p class="amount">$${price}/mo</p><ul><li>Tickets</li><li>Reports</li></ul></div><a href="/signup">Try ${name}</a></div>`;
    expect(names(`<div class="tiers">${summed("Growth", "15")}${summed("Pro", "49")}</div>`)).toEqual(["Growth", "Pro"]);
    expect(names(`<div class="plans_checkout__a1b2">${grid}</div>`)).toEqual(["Basic", "Trader", "Premium"]);
    expect(checkoutBlock("plan-summary")).toBe(false);
    expect(checkoutBlock("plans_checkout__a1b2")).toBe(false);
    expect(checkoutBlock("checkout-summary")).toBe(true);
    expect(checkoutBlock("summary-base-price")).toBe(true);
  });
});

describe("rules28d: a range whose currency follows its upper end is read at its lower end", () => {
  test("a price list's ranges: the lower end, as a range with the currency first is read", () => {
    const row = (name: string, price: string) => `<tr><td>${name}</td><td>${price}</td></tr>`;
    const body = `<h1>Preisliste</h1><table><tr><th>Leistung</th><th>Preis</th></tr>${row("Torprüfung", "90 €")}${row("Rollentausch", "60–120 €")}${row("Federtausch", "140 - 260 €")}${row("Antrieb einstellen", "€70–140")}</table>`;
    const read = Object.fromEntries(plansOf(body, "de").map((p) => [p[0], p[1]]));
    expect(read).toEqual({ Torprüfung: 90, Rollentausch: 60, Federtausch: 140, "Antrieb einstellen": 70 });
  });

  test("the token: lower end and the whole range as its text", () => {
    expect(findPrices("Obturații 300 - 600 LEI").map((p) => [p.amount, p.currency, p.raw])).toEqual([[300, "RON", "300 - 600 LEI"]]);
    expect(findPrices("1 000 – 2 000 €").map((p) => p.amount)).toEqual([1000]);
  });

  test("NOT a range: a name's number, an abbreviated thousand, a phone number, two priced ends", () => {
    expect(findPrices("Plan 3 – 29 €").map((p) => p.amount)).toEqual([29]);
    expect(findPrices("AI Premium 8-10.000 kr").map((p) => p.amount)).toEqual([10000]);
    expect(findPrices("Tel 0721-555 €").map((p) => p.amount)).toEqual([555]);
    expect(findPrices("10 € – 20 €").map((p) => p.amount)).toEqual([10, 20]);
    expect(findPrices("249.- CHF").map((p) => p.amount)).toEqual([249]);
  });
});
