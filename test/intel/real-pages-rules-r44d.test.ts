/**
 * Round 44, part d, on real pages (issue 25; docs/intel.md, "Round 44, part d"): no rule was
 * written — the count found that neither a tax word between an amount and its period ("HT",
 * "TTC", "excl. VAT", "zzgl. MwSt.", "+ IVA", "netto") nor a "per member" / "per developer" unit nor
 * a currency sign in its own element is why subscription grids are read empty: cards written that
 * way are already read whole. These tests pin that reading, and the look-alikes that carry a tax
 * word and are no plan price (a VAT rate, an invoice example's total). Small pages of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Unlimited boards</li><li>Email support</li></ul><a href="/signup">Choose</a></div>`;
const grid = (...cards: string[]) => `<h1>Plans</h1><section class="plans">${cards.join("")}</section>`;
const read = (html: string) => {
  const url = "https://example.test/pricing";
  return extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);
};

describe("rules44d: a tax word between the price and its period", () => {
  const cases: [string, string, string, string, string][] = [
    ["fr", "19 € HT / mois", "49 € HT / mois", "EUR", "month"],
    ["fr", "190 € TTC / an", "490 € TTC / an", "EUR", "year"],
    ["en", "£19 excl. VAT / month", "£49 excl. VAT / month", "GBP", "month"],
    ["de", "19 € zzgl. MwSt. / Monat", "49 € zzgl. MwSt. / Monat", "EUR", "month"],
    ["es", "19 € + IVA / mes", "49 € + IVA / mes", "EUR", "month"],
    ["nl", "€ 19 netto per maand", "€ 49 netto per maand", "EUR", "month"],
  ];
  for (const [lang, a, b, cur, period] of cases) {
    test(`"${a}" is read with its period`, () => {
      expect(read(doc(grid(card("Starter", a), card("Team", b)), lang))).toEqual([
        ["Starter", 19 * (period === "year" ? 10 : 1), cur, period, false],
        ["Team", 49 * (period === "year" ? 10 : 1), cur, period, false],
      ]);
    });
  }
});

describe("rules44d: a per-member unit and a sign in its own element", () => {
  test('"/ team member / month" and "/mo … per developer" are read per user', () => {
    expect(read(doc(grid(card("Starter", "$19 / team member / month"), card("Team", "$49 / team member / month"))))).toEqual([
      ["Starter", 19, "USD", "month", true],
      ["Team", 49, "USD", "month", true],
    ]);
    expect(read(doc(grid(card("Starter", "$19 /mo<p>Per developer · all checks</p>"), card("Team", "$49 /mo<p>Per developer · all checks</p>"))))).toEqual([
      ["Starter", 19, "USD", "month", true],
      ["Team", 49, "USD", "month", true],
    ]);
  });

  test("a currency sign in an element of its own before the amount", () => {
    expect(read(doc(grid(card("Starter", "<div>$</div><div>3</div><div>/ month</div>"), card("Team", "<div>$</div><div>29</div><div>/ month</div>"))))).toEqual([
      ["Starter", 3, "USD", "month", false],
      ["Team", 29, "USD", "month", false],
    ]);
  });
});

describe("rules44d: tax-word look-alikes that are no plan price", () => {
  test("a VAT rate and an invoice example's total are not read as plans", () => {
    const html = doc(
      `<h1>Facturation</h1><section><h2>Vos factures</h2><p>TVA 20 % appliquée en France métropolitaine.</p>` +
        `<div class="invoice"><h3>Exemple de facture</h3><p>Sous-total : 1 200 € HT</p><p>TVA 20 % : 240 €</p><p>Total : 1 440 € TTC</p></div></section>`,
      "fr",
    );
    expect(read(html)).toEqual([]);
  });
});
