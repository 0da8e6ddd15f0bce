/**
 * Round 86, part i, on real pages (issue 25; docs/intel.md, "Round 86, part i"):
 * - A pack's card prints the pack's price for a count ("249 ₺ / 40 kredi") and, under it, what each
 *   unit comes to ("Kredi başına 6,23 ₺"). The count after the pack's price read as a price per a
 *   unit of its own and was set aside; the unit's price, its unit named before it, was kept: the
 *   cards were read at 6.23. A badge of its own line over the name repeating the name's first word
 *   ("Temel" over "Temel Paket") cut the name to "Paket".
 * - A document heads each edition with a title row, a one-row table of a heading and its price
 *   ("<h1>Gizmo Lite</h1> | FREE", "<h1>Gizmo Pro</h1> | $45 USD"): the engine read nothing.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { packBesideUnit, unitOfPack } from "../../src/intel/extract/pack-unit-price";

const URL = "https://kumsaat.example/fiyatlar";
const card = (badge: string, name: string, price: string, count: number, unit: string) =>
  `<article class="pk-card"><div class="pk-top"><div class="pk-badge">${badge}</div><div class="pk-name">${name}</div>` +
  `<div class="pk-price"><span class="pk-amount">${price} ₺</span><span class="pk-per">/ ${count} kredi</span></div>` +
  `<div class="pk-metric">Kredi başına ${unit} ₺</div></div>` +
  `<ul class="pk-list"><li>${count} Kredi</li><li>Hızlı çizim</li></ul><button class="pk-btn" type="button">Paketi al</button></article>`;
const packs =
  `<section id="paketler"><h2>Kredi Paketleri</h2><p>Tek seferlik ödeme ile kredi al.</p><div class="pk-grid">` +
  card("Deneme", "İlk Adım", "249", 40, "6,23") +
  card("Temel", "Temel Paket", "590", 100, "5,90") +
  card("Usta", "Çizer Atölyesi", "1.490", 300, "4,97") +
  `</div></section>`;
const page = (title: string, body: string) => `<!doctype html><html lang="tr"><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

const editionRow = (name: string, price: string) =>
  `<table class="head-row"><tbody><tr><td><h1 id="${name.toLowerCase().replace(/\s+/g, "-")}">${name}</h1></td><td class="sub"><strong>${price}</strong></td></tr></tbody></table>`;
const editions =
  `<section><h1 id="setup">Set up your scene</h1><ol><li>Keep a backup of your scene first.</li></ol>` +
  editionRow("Gizmo Lite", "FREE") +
  `<p>Get Gizmo Lite for FREE to try every tool inside the editor:</p><div class="buttons"><a href="https://shop.example/gizmo-lite"><p>Mirror shop</p><small><ul><li>Quick updates</li></ul></small></a></div>` +
  editionRow("Gizmo Pro", "$45 USD") +
  `<p>Buy Gizmo Pro to unlock the rest and import it over Gizmo Lite.</p><div class="buttons"><a href="https://shop.example/gizmo-pro"><p>Mirror shop</p><small><ul><li>Quick updates</li></ul></small></a></div>` +
  `</section>`;

describe("rules86i: a pack's price beside its price per unit; editions headed by title rows", () => {
  test("each pack is read at its own price, not at what each credit comes to (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html: page("Kumsaat fiyatlar", packs) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([
      ["İlk Adım", 249, "TRY", "one_time"],
      ["Temel Paket", 590, "TRY", "one_time"],
      ["Çizer Atölyesi", 1490, "TRY", "one_time"],
    ]);
  });

  test("the same in Spanish: '49 € / 500 créditos' over 'Precio por crédito: 0,098 €'", () => {
    const cardEs = (name: string, price: string, count: number, unit: string) =>
      `<article class="pk-card"><div class="pk-name">${name}</div><div class="pk-price"><span class="pk-amount">${price} €</span><span class="pk-per">/ ${count} créditos</span></div>` +
      `<div class="pk-metric">Precio por crédito: ${unit} €</div><ul class="pk-list"><li>Render rápido</li></ul><button class="pk-btn" type="button">Comprar</button></article>`;
    const es = `<section><h2>Packs de créditos</h2><div class="pk-grid">${cardEs("Chispa", "49", 500, "0,098")}${cardEs("Taller", "149", 2000, "0,075")}${cardEs("Fábrica", "399", 8000, "0,05")}</div></section>`;
    const plans = extractSite([{ url: URL, html: page("Kumsaat precios", es) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.period])).toEqual([
      ["Chispa", 49, "one_time"],
      ["Taller", 149, "one_time"],
      ["Fábrica", 399, "one_time"],
    ]);
  });

  test("a term's price over its month's ('RM 90 /3 bulan' over 'RM 30/bulan') is no pack and its unit", () => {
    const termCard = (name: string, price: string, months: number, month: string) =>
      `<div class="tcard"><h3>${name}</h3><div class="pt-2"><span class="big">RM ${price}</span><span class="per">/${months} bulan</span><p class="small">RM ${month}/bulan</p></div>` +
      `<ul><li>Semua ciri</li></ul><a href="/daftar" class="btn">Daftar</a></div>`;
    const url = "https://kedaiku.example/harga";
    const html = page("Harga Kedaiku", `<section><h2>Pakej</h2><div class="grid">${termCard("1 Bulan", "30", 1, "30")}${termCard("3 Bulan", "90", 3, "30")}${termCard("6 Bulan", "162", 6, "27")}</div></section>`);
    const plans = extractSite([{ url, html }], { url, abstain: false }).plans;
    expect(plans.some((p) => p.period === "one_time")).toBe(false);
    expect(plans.map((p) => p.amount)).toEqual([30, 90, 162]);
    // The helpers themselves: a term of months is no count of units, a month no unit of use.
    const pt = (amount: number, before: string, tail: string) => ({ tok: { amount }, struck: false, before, tail });
    const term = [pt(90, "", "/3 bulan"), pt(30, "", "/bulan")];
    expect(unitOfPack(term[1]!, term)).toBe(false);
    expect(packBesideUnit(term[0]!, term)).toBe(false);
    const pack = [pt(249, "", " / 40 kredi"), pt(6.23, "Kredi başına", "")];
    expect(unitOfPack(pack[1]!, pack)).toBe(true);
    expect(packBesideUnit(pack[0]!, pack)).toBe(true);
  });

  test("a document's title rows are its editions (fails without the rule)", () => {
    const url = "https://gizmo.example/docs/get";
    const plans = extractSite([{ url, html: page("Get Gizmo", editions) }], { url, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.free])).toEqual([
      ["Gizmo Lite", 0, true],
      ["Gizmo Pro", 45, false],
    ]);
    expect(plans[1]!.period).toBe("one_time");
  });

  test("a lone title row, or one whose cell holds a sentence, is no set of editions", () => {
    const url = "https://gizmo.example/docs/get";
    const one = editionRow("Gizmo Pro", "$45 USD") + `<p>Buy it once.</p>`;
    expect(extractSite([{ url, html: page("Get Gizmo", `<section>${one}</section>`) }], { url, abstain: false }).plans.length).toBeLessThan(2);
    const prose = editions.replace("<strong>$45 USD</strong>", "<strong>Licences start at $45 USD a seat for teams</strong>");
    const plans = extractSite([{ url, html: page("Get Gizmo", prose) }], { url, abstain: false }).plans;
    expect(plans.some((p) => p.amount === 45)).toBe(false);
  });
});
