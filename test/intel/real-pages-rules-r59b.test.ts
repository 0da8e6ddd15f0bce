/**
 * Round 59, part b, on real pages (issue 25; docs/intel.md, "Round 59, part b"): the lead's read of
 * wave 51 once round 58 had closed on it. A card's price slot that holds only the number, its
 * currency opening the next block (`<div class="plan-amount">500</div><span>FCFA/mois</span>`),
 * was read as no price: the text stream breaks the line between the two, and findPrices saw a bare
 * number. The slot and the words after it are read together (plans-page.ts `slotSplitPrices`).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://notebook.example/";
const page = (body: string) => `<!doctype html><html lang="fr"><head><title>Tarifs</title></head><body><main><h2>Tarifs</h2>${body}</main></body></html>`;
const plans = (body: string) =>
  extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}${p.free ? " free" : ""}`);

const card = (name: string, slot: string, cta = "Essayer") =>
  `<div class="pricing-card"><p class="plan-name">${name}</p>${slot}<ul class="plan-feats"><li>Calcul des moyennes</li><li>Graphiques</li></ul><a href="/app" class="plan-action">${cta}</a></div>`;

describe("rules59b: a price slot holding only the number, its currency in the next block", () => {
  test("\"500\" in `plan-amount`, \"FCFA/mois\" beside it: one price in CFA francs (fails without the rule)", () => {
    const grid = `<div class="pricing-grid">${card("Gratuit", `<div class="plan-amount">0</div><div class="plan-per">FCFA · pour toujours</div>`, "Télécharger")}${card("Premium", `<div style="display:flex"><div class="plan-amount">500</div><span>FCFA/mois</span></div>`)}</div>`;
    expect(plans(grid)).toEqual(["Gratuit: 0 XOF free", "Premium: 500 XOF"]);
  });

  test("\"29\" in a `price` slot, \"€ / mois\" in the next block", () => {
    const grid = `<div class="grid">${card("Solo", `<div class="price">29</div><div class="per">€ / mois</div>`)}${card("Équipe", `<div class="price">79</div><div class="per">€ / mois</div>`)}</div>`;
    expect(plans(grid)).toEqual(["Solo: 29 EUR", "Équipe: 79 EUR"]);
  });

  test("a number in a slot that is not a price's (a count of pupils) or followed by no currency stays no price", () => {
    const counts = `<div class="stats"><div class="stat-value">14</div><div class="stat-label">Niveaux supportés</div><div class="amount">3</div><div>Trimestres</div></div>`;
    expect(plans(counts)).toEqual([]);
  });
});
