/**
 * Round 69, part d, on real pages (issue 25; docs/intel.md, "Round 69, parts b–f"): the lead's read of
 * waves 62–65 once their rounds had closed. A card sets its period on a line of its own under the
 * price — "9,99 €" over "par mois", "4,99 €" over "pro Monat" — and the price as read took only the
 * English lines ("/mo", "per month", "billed yearly"). The plan's period was still found (the
 * card's name, the text reader), but the price as shown stated none, so the confidence model weighed
 * the card as a priced add-on of a grid (no period in the price) and withheld plans read right.
 * The line is the price's own in French, German, Spanish, Portuguese and Italian too: the
 * preposition and the term, or the adverb. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>Fiches</title></head><body><main><h1>Révisez mieux</h1>${body}</main></body></html>`;
const read = (lang: string, body: string, abstain: boolean) => {
  const url = "https://fiches.example/";
  return extractSite([{ url, html: page(lang, body) }], { url, abstain }).plans;
};
const card = (tier: string, amount: string, period: string, items: string[]) =>
  `<div class="plan"><p class="plan-tier">${tier}</p><div class="plan-pricing"><span class="amount">${amount}</span> <span class="currency">€</span></div><p class="plan-period">${period}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a class="cta" href="/signup">Commencer</a></div>`;

describe("rules69d: a period line of its own under the price, in other languages", () => {
  test("\"9,99 €\" over \"par mois\": the price as read states its month, and the plans are reported (fails without the rule)", () => {
    const body = `<section id="tarifs"><h2>Nos offres</h2><div class="plans">${card("Mensuel", "9,99", "par mois", ["40 decks / mois", "Accès web"])}${card("Annuel", "89,99", "par an · soit 7,49 €/mois", ["40 decks / mois", "Accès web"])}</div></section>`;
    const raw = read("fr", body, false);
    expect(raw.find((p) => p.name === "Mensuel")?.price_text).toContain("par mois");
    const shown = read("fr", body, true).map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`);
    expect(shown).toContain("Mensuel: 9.99 EUR/month");
    expect(shown).toContain("Annuel: 89.99 EUR/year");
  });

  test("\"pro Monat\" is the price's line; a line opening with \"Pro\" alone is not", () => {
    const de = read("de", `<div class="plans">${card("Basis", "4,99", "pro Monat", ["1 Gerät"])}${card("Familie", "9,99", "pro Monat", ["5 Geräte"])}</div>`, false);
    expect(de.find((p) => p.name === "Basis")?.price_text).toContain("pro Monat");
    const pro = read("de", `<div class="plans">${card("Basis", "4,99", "Pro Version enthalten", ["1 Gerät"])}${card("Familie", "9,99", "Pro Version enthalten", ["5 Geräte"])}</div>`, false);
    expect(pro.find((p) => p.name === "Basis")?.price_text ?? "").not.toContain("Pro Version");
  });
});
