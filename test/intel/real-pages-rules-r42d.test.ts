/**
 * Round 42, part d, on real pages (issue 25; docs/intel.md, "Round 42, part d"): the billing-side
 * phrases of every language, English included, are written once — billing-side-words.ts' table —
 * and money.ts' BILLED_* patterns are built from it. These tests pin that an English and a
 * non-English phrase are both read through that one table, with the English phrases' own
 * semantics kept: a yearly commitment paid monthly is the annual side, "billed monthly or
 * annually" is either side. Small texts and pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter } from "../../src/intel/extract/money";
import { billedAnnuallyWords, billedMonthlyWords, englishSide, yearlyTotalBeforeWords } from "../../src/intel/extract/billing-side-words";

/** The side words `billingAfter` reads after a price, without its period and seat. */
const sides = (tail: string) => {
  const b = billingAfter(tail);
  return { period: b.period, annual: b.billedAnnually, monthly: b.billedMonthly, either: b.billedEither };
};

describe("rules42d: one table of billing-side phrases, English included", () => {
  test("an annual-side phrase on a monthly price, English and Spanish: a yearly commitment, the period stays the month", () => {
    expect(sides(" / month, billed annually")).toEqual({ period: "month", annual: true, monthly: false, either: false });
    expect(sides(" por mes, facturado anualmente")).toEqual({ period: "month", annual: true, monthly: false, either: false });
  });

  test("the monthly side, English and Dutch", () => {
    expect(sides(" / month, paid monthly")).toEqual({ period: "month", annual: false, monthly: true, either: false });
    expect(sides(" per maand, maandelijks gefactureerd")).toEqual({ period: "month", annual: false, monthly: true, either: false });
  });

  test("a commitment paid monthly is the annual side, whatever its 'billed monthly' says", () => {
    expect(sides(" / month — annual plan, billed monthly")).toEqual({ period: "month", annual: true, monthly: false, either: false });
    expect(sides(" / month, billed monthly on a 1-year contract")).toEqual({ period: "month", annual: true, monthly: false, either: false });
    // Its look-alike: a toggle's two sides one under the other ("Billed annually", then "Billed monthly") is no commitment.
    expect(sides(" billed annually\nBilled monthly")).toEqual({ period: null, annual: true, monthly: true, either: false });
  });

  test("'billed monthly or annually' is either side; a side said in another language beside it is still read", () => {
    expect(sides(" per month, billed monthly or annually")).toEqual({ period: "month", annual: false, monthly: false, either: true });
    expect(sides(" per month, billed monthly or annually — facturado anualmente")).toEqual({ period: "month", annual: true, monthly: false, either: true });
  });

  test("the phrases written beside the English ones until this round are read from their own languages' rows", () => {
    expect(sides(" / Monat, jährliche Zahlung")).toEqual({ period: "month", annual: true, monthly: false, either: false });
    expect(sides(" / Monat, monatliche Zahlung")).toEqual({ period: "month", annual: false, monthly: true, either: false });
    expect(sides(" / mois, facture annuellement")).toEqual({ period: "month", annual: true, monthly: false, either: false });
    expect(sides(" / mois, facturé mensuellement")).toEqual({ period: "month", annual: false, monthly: true, either: false });
    // Look-alikes: another word that starts with the phrase, a period word alone.
    expect(billedAnnuallyWords("jährliche Zahlungen")).toBe(false);
    expect(billedMonthlyWords("9 € monatlich")).toBe(false);
    // And, like every annual-side phrase of the table, right before a figure they introduce its yearly total.
    expect(yearlyTotalBeforeWords("Facturé annuellement à ")).toBe(true);
    expect(yearlyTotalBeforeWords("Facturé mensuellement à ")).toBe(false);
  });

  test("a card's two sides in English and in German, read alike on a page of ours", () => {
    const page = (lang: string, items: [string, string, string][]) =>
      `<!doctype html><html lang="${lang}"><head><title>Quillmere</title></head><body><main><h1>Pricing</h1><div class="plans">` +
      items
        .map(([name, price, note]) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><p class="note">${note}</p><a href="/signup">Start</a><ul><li>Reports</li><li>Exports</li></ul></div>`)
        .join("") +
      `</div></main></body></html>`;
    const read = (url: string, html: string) =>
      extractSite([{ url, html }], { url, abstain: false })
        .plans.map((p) => [p.name, p.amount, p.annual_amount, p.currency, p.period] as const)
        .sort((a, b) => a[0].localeCompare(b[0]));
    const en = read(
      "https://quillmere.example/pricing",
      page("en", [
        ["Team", "$9 / month", "billed annually, or $12 billed monthly"],
        ["Business", "$19 / month", "billed annually, or $24 billed monthly"],
      ]),
    );
    const de = read(
      "https://quillmere.example/de/preise",
      page("de", [
        ["Team", "9 € / Monat", "jährliche Zahlung, oder 12 € monatliche Zahlung"],
        ["Business", "19 € / Monat", "jährliche Zahlung, oder 24 € monatliche Zahlung"],
      ]),
    );
    expect(en).toEqual([
      ["Business", 24, 19, "USD", "month"],
      ["Team", 12, 9, "USD", "month"],
    ]);
    expect(de).toEqual([
      ["Business", 24, 19, "EUR", "month"],
      ["Team", 12, 9, "EUR", "month"],
    ]);
  });

  test("the English patterns stay linear: no quantified group holds a quantifier; hostile text past any window is answered", () => {
    for (const key of ["annual", "monthly", "either", "commitment"] as const) {
      const source = englishSide(key).source;
      // A group closed by `)` and then quantified (`)+`, `)*`, `){`) whose body holds `+`, `*` or `{`.
      const stack: number[] = [];
      for (let i = 0; i < source.length; i++) {
        const c = source[i];
        if (c === "\\") i++;
        else if (c === "(") stack.push(i);
        else if (c === ")") {
          const open = stack.pop()!;
          const body = source.slice(open + 1, i).replace(/\\./g, "");
          if (/^[+*{]/.test(source.slice(i + 1))) expect(/[+*{]/.test(body)).toBe(false);
        }
      }
    }
    // Hostile text long past the reader's window: every side answers (money.ts reads 90 characters; these read any length).
    const hostile = "billed ".repeat(20000) + "annual ".repeat(20000);
    expect(englishSide("either").test(hostile)).toBe(false);
    expect(billedAnnuallyWords("pago ".repeat(40000))).toBe(false);
  });
});
