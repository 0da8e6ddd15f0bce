/**
 * Round 39, part f, on real pages (issue 25; docs/intel.md, "Round 39, part f"): a card served on
 * one side of a monthly / yearly switch says which side in its own words, in the page's language,
 * and gives the other side in a note ("facturado anualmente o $12 facturado mensualmente"). The
 * billing-side phrases of the languages the engine reads (billing-side-words.ts) pair the two
 * sides as the English ones do. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billedAnnuallyWords, billedMonthlyWords, withoutSideWords } from "../../src/intel/extract/billing-side-words";

const doc = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false })
    .plans.map((p) => [p.name, p.amount, p.annual_amount, p.currency, p.period] as const)
    .sort((a, b) => a[0].localeCompare(b[0]));

/** Cards of one template: a name, a price line and a note line under it, a button and features. */
const cards = (heading: string, items: [name: string, price: string, note: string][], toggle = "") =>
  `<h1>${heading}</h1>${toggle}<div class="plans">` +
  items
    .map(([name, price, note]) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><p class="note">${note}</p><a href="/signup">Start</a><ul><li>Reports</li><li>Exports</li></ul></div>`)
    .join("") +
  `</div>`;

describe("rules39f: a card's billing side said in the page's language", () => {
  test("annual side served, Spanish: the note's monthly-billing price is the amount, the shown one the annual side", () => {
    const html = doc(
      "es",
      "Tallerón",
      cards(
        "Precios",
        [
          ["Equipo", "$9 por usuario / mes", "Facturado anualmente o $12 facturado mensualmente"],
          ["Empresa", "$19 por usuario / mes", "Facturado anualmente o $24 facturado mensualmente"],
        ],
        `<div class="switch"><button>Mensual</button><button class="active">Anual</button></div>`,
      ),
    );
    expect(plansOf("https://talleron.example/precios", html)).toEqual([
      ["Empresa", 24, 19, "USD", "month"],
      ["Equipo", 12, 9, "USD", "month"],
    ]);
  });

  test("annual side served, Indonesian: 'bayar tahunan' beside the price, 'bayar bulanan' in the note", () => {
    const html = doc(
      "id",
      "Sawahku",
      cards("Harga", [
        ["Dasar", "Rp 30.000 per bulan (bayar tahunan)", "atau Rp 40.000 per bulan jika bayar bulanan"],
        ["Lengkap", "Rp 90.000 per bulan (bayar tahunan)", "atau Rp 120.000 per bulan jika bayar bulanan"],
      ]),
    );
    expect(plansOf("https://sawahku.example/harga", html)).toEqual([
      ["Dasar", 40000, 30000, "IDR", "month"],
      ["Lengkap", 120000, 90000, "IDR", "month"],
    ]);
  });

  test("monthly side served, Dutch: the shown price is the amount, the note's annual-billing one the annual side", () => {
    const html = doc(
      "nl",
      "Polderpost",
      cards(
        "Prijzen",
        [
          ["Basis", "€ 25 per maand, maandelijks gefactureerd", "of € 20 per maand, jaarlijks gefactureerd"],
          ["Plus", "€ 50 per maand, maandelijks gefactureerd", "of € 40 per maand, jaarlijks gefactureerd"],
        ],
        `<div class="switch"><button class="active">Per maand</button><button>Per jaar</button></div>`,
      ),
    );
    expect(plansOf("https://polderpost.example/prijzen", html)).toEqual([
      ["Basis", 25, 20, "EUR", "month"],
      ["Plus", 50, 40, "EUR", "month"],
    ]);
  });

  test("NOT a second side: one price per card with a yearly-billing note is that price, annual side only", () => {
    const html = doc(
      "fr",
      "Lavandière",
      cards("Tarifs", [
        ["Solo", "15 € / mois", "Facturation annuelle"],
        ["Studio", "35 € / mois", "Facturation annuelle"],
      ]),
    );
    const plans = plansOf("https://lavandiere.example/tarifs", html);
    // Two cards, two plans: the note adds no plan and no other price.
    expect(plans.map((p) => [p[0], p[1], p[3], p[4]])).toEqual([
      ["Solo", 15, "EUR", "month"],
      ["Studio", 35, "EUR", "month"],
    ]);
  });

  test("NOT a billing switch: two products' tabs priced by the month, each price its own plan's", () => {
    const html = doc(
      "es",
      "Nubeclara",
      `<div role="tablist"><button role="tab" aria-selected="true">Nube</button><button role="tab" aria-selected="false">Servidor propio</button></div>` +
        cards("Nube", [
          ["Inicial", "$10 / mes", "Pago mensual"],
          ["Avanzado", "$30 / mes", "Pago mensual"],
        ]),
    );
    const plans = plansOf("https://nubeclara.example/precios", html);
    // "Pago mensual" says the monthly side: no plan takes another card's price as its other side.
    expect(plans).toEqual([
      ["Avanzado", 30, null, "USD", "month"],
      ["Inicial", 10, null, "USD", "month"],
    ]);
  });

  test("NOT the monthly side: the yearly total an annual-side phrase introduces ('facturés annuellement à …')", () => {
    const html = doc(
      "fr",
      "Fenouil",
      cards("Tarifs", [
        ["Essentiel", "€80 /mois HT", "Facturés annuellement à 1152 euros TTC"],
        ["Pro", "€300 /mois HT", "Facturés annuellement à 4320 euros TTC"],
      ]),
    );
    const plans = plansOf("https://fenouil.example/tarifs", html);
    // The yearly totals are no plan's monthly price: the shown rate stays the amount.
    expect(plans.map((p) => [p[0], p[1], p[3], p[4]])).toEqual([
      ["Essentiel", 80, "EUR", "month"],
      ["Pro", 300, "EUR", "month"],
    ]);
  });

  test("the word table: phrases that name billing and a side, not a bare period word", () => {
    expect(billedAnnuallyWords("por mes, facturado anualmente")).toBe(true);
    expect(billedMonthlyWords("jika bayar bulanan")).toBe(true);
    expect(billedAnnuallyWords("€ 20 per maand, jaarlijks gefactureerd")).toBe(true);
    expect(billedMonthlyWords("bei monatlicher Zahlung")).toBe(true);
    // A period word alone is what the price is per, not a switch's side.
    expect(billedMonthlyWords("$10 mensual")).toBe(false);
    expect(billedAnnuallyWords("Rp 99.000 tahunan")).toBe(false);
    // Whole phrases only: a longer word is not the phrase.
    expect(billedAnnuallyWords("pago anuales")).toBe(false);
    expect(withoutSideWords("por mes, facturado anualmente").trim()).toBe("por mes,");
  });
});
