/**
 * Round 28, part a, on real pages (issue 25; docs/intel.md, "Round 28, part a"): price lists in
 * `<table>` rows that the engine read not at all. A price list's table with a column of details
 * beside its label and price, and a page named a price list in Icelandic or Lithuanian, or by a path
 * word joined with "_". Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { priceListPage } from "../../src/intel/extract/price-list";
import { buildPage } from "../../src/intel/page";

const doc = (title: string, body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const table = (head: string[] | null, rows: string[][]) =>
  `<table>${head === null ? "" : `<thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead>`}<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`;

describe("rules28a: a price list's table with columns beside the label and the price", () => {
  test("a details column between the label and the price: the label names the row, the price prices it", () => {
    const html = doc("Listino – Fornace", `<h1>Listino</h1>${table(["Servizio", "Dettagli", "Prezzo"], [
      ["Cottura singola", "Forno a gas, fino a 20 pezzi", "€40"],
      ["Smaltatura", "Tre colori a scelta, 2 passaggi", "€25"],
      ["Corso base", "Quattro incontri serali", "€120"],
    ])}<p>Scrivici per prenotare.</p>`, "it");
    expect(plansOf("https://fornace.example/listino.html", html)).toEqual([
      ["Cottura singola", 40, "EUR", "one_time"],
      ["Smaltatura", 25, "EUR", "one_time"],
      ["Corso base", 120, "EUR", "one_time"],
    ]);
  });

  test("a row number and a count beside the name, the price printed twice with the same values, the currency in the header", () => {
    const html = doc("Bảng giá", `<h1>Bảng giá</h1>${table(["STT", "Gói", "Số lượng", "Giá (VNĐ)", "Giá (VNĐ)"], [
      ["1", "Gói Nhỏ", "50", "500.000", "500.000"],
      ["2", "Gói Vừa", "150", "1.200.000", "1.200.000"],
      ["3", "Gói Lớn", "400", "2.800.000", "2.800.000"],
    ])}`, "vi");
    expect(plansOf("https://goi.example/bang-gia.html", html)).toEqual([
      ["Gói Nhỏ", 500000, "VND", "one_time"],
      ["Gói Vừa", 1200000, "VND", "one_time"],
      ["Gói Lớn", 2800000, "VND", "one_time"],
    ]);
  });

  test("not two columns of different prices: before and after tax leaves the price charged unsaid", () => {
    const html = doc("Hinnasto", `<h1>Hinnasto</h1>${table(["Palvelu", "Veroton", "Verollinen"], [
      ["Asennus", "40,00 €", "50,20 €"],
      ["Huolto", "32,00 €", "40,16 €"],
      ["Tarkastus", "24,00 €", "30,12 €"],
    ])}`, "fi");
    expect(plansOf("https://asennus.example/hinnasto", html)).toEqual([]);
  });

  test("not a comparison: plans priced in several columns of one row are no price list", () => {
    const html = doc("Price list", `<h1>Price list</h1>${table(["Feature", "Basic", "Plus"], [
      ["Monthly price", "$9", "$19"],
      ["Projects", "3", "Unlimited"],
      ["Support", "Email", "Phone"],
    ])}`);
    expect(plansOf("https://tablecompare.example/price-list.html", html).map((p) => p[0])).not.toContain("Monthly price");
  });

  test("not a wide table without a header: its columns are not known to be details", () => {
    const html = doc("Price list", `<h1>Price list</h1>${table(null, [
      ["Haircut", "30 min", "€25"],
      ["Colour", "90 min", "€70"],
      ["Styling", "45 min", "€35"],
    ])}`);
    expect(plansOf("https://shears.example/price-list.html", html)).toEqual([]);
  });

  test("not where a second column prices other things (a rival's price beside ours)", () => {
    const html = doc("Price list", `<h1>Price list</h1>${table(["Service", "Our price", "Elsewhere"], [
      ["Tyre change", "€30", "€45"],
      ["Wheel balance", "€20", "€28"],
    ])}`);
    expect(plansOf("https://tyres.example/price-list.html", html)).toEqual([]);
  });
});

describe("rules28a: a page named a price list", () => {
  const page = (url: string, title: string, h1 = "Welcome") => buildPage({ url, html: doc(title, `<h1>${h1}</h1><p>Text.</p>`) });

  test("Icelandic and Lithuanian titles: 'Verð', 'Verðskrá', 'Kainos', 'Kainoraštis'", () => {
    expect(priceListPage(page("https://a.example/x.html", "Verð — Stofan"))).toBe(true);
    expect(priceListPage(page("https://a.example/x.html", "Verðskrá"))).toBe(true);
    expect(priceListPage(page("https://a.example/x.html", "Kainos - Klinika"))).toBe(true);
    expect(priceListPage(page("https://a.example/x.html", "Kainoraštis"))).toBe(true);
  });

  test("a price-list path word joined by an underscore: '/cenik_sluzby.html'", () => {
    expect(priceListPage(page("https://a.example/cenik_sluzby.html", "Služby"))).toBe(true);
  });

  test("not words that only contain them, nor a Norwegian 'verd' (worth)", () => {
    expect(priceListPage(page("https://a.example/x.html", "Verdict — reviews"))).toBe(false);
    expect(priceListPage(page("https://a.example/x.html", "Verd å vite"))).toBe(false);
    expect(priceListPage(page("https://a.example/x.html", "Kainosas"))).toBe(false);
    expect(priceListPage(page("https://a.example/cenikovy_archiv", "Archiv"))).toBe(false);
  });

  test("a table on such a page is read; the same table under an ordinary title is not", () => {
    const body = table(["Pakki", "Verð"], [["Einn tími", "9.900 kr."], ["Fimm tímar", "45.000 kr."], ["Tíu tímar", "85.000 kr."]]);
    const priced = plansOf("https://kennsla.example/verd.html", doc("Verð — Kennsla", `<h1>Kennsla</h1>${body}`, "is"));
    expect(priced.map((p) => [p[0], p[1], p[2]])).toEqual([
      ["Einn tími", 9900, "ISK"],
      ["Fimm tímar", 45000, "ISK"],
      ["Tíu tímar", 85000, "ISK"],
    ]);
    expect(plansOf("https://kennsla.example/um.html", doc("Um okkur — Kennsla", `<h1>Kennsla</h1>${body}`, "is"))).toEqual([]);
  });
});

describe("rules28a: the wide table's look-alikes", () => {
  test("not a server's sizes priced by the hour and by the month (a rate the price readers pass over is still a price)", () => {
    const html = doc("Pricing", `<h1>Droplets</h1>${table(["Memory", "vCPU", "Disk", "$/HR", "$/MO"], [
      ["1 GiB", "1 vCPU", "25 GiB", "$0.00744", "$5.00"],
      ["2 GiB", "1 vCPU", "50 GiB", "$0.01488", "$10.00"],
      ["4 GiB", "2 vCPUs", "80 GiB", "$0.02976", "$20.00"],
    ])}`);
    expect(plansOf("https://cloudbox.example/pricing", html)).toEqual([]);
  });

  test("not rivals listed with a link to each, nor rows with an unnamed column", () => {
    const rivals = table(["Provider", "Price", "Website"], [
      ["Acme Hosting", "$12", `<a href="https://acme.example/">Visit site</a>`],
      ["Bluewave", "$15", `<a href="https://bluewave.example/">Visit site</a>`],
      ["Coralnet", "$9", `<a href="https://coral.example/">Visit site</a>`],
    ]);
    expect(plansOf("https://compare.example/price-list.html", doc("Price list", `<h1>Hosts</h1>${rivals}`))).toEqual([]);
    const unnamed = table(["Service", "Price", ""], [["Tune-up", "€30", "★"], ["Overhaul", "€90", "★★"]]);
    expect(plansOf("https://bikes.example/price-list.html", doc("Price list", `<h1>Bikes</h1>${unnamed}`))).toEqual([]);
  });
});
