/**
 * A price read without its period (a comparison table's cell) takes the period the page's visible
 * text prints beside the same price under the same plan name (src/intel/extract-site.ts,
 * adoptTextPeriod; docs/intel.md "Round 13"). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://vendor.example/pricing";
/** Cards the card reader does not group (a second "0€" figure in each), then a table of the prices without a period. */
const card = (name: string, price: string, period: string) =>
  `<div class="tile"><div><p class="label">${name}</p><div><span class="big">${price}</span><span>${period}</span></div><p>0€ de frais d'installation</p><p>Pour les équipes</p></div><ul><li>Rapports</li><li>Exports</li></ul><a href="/start">Démarrer</a></div>`;
const site = (cards: string, cells: string[]) =>
  `<!doctype html><html lang="fr"><head><title>Tarifs | Vendor</title></head><body><main><h1>Tarifs</h1><div class="grid">${cards}</div>` +
  `<h2>Comparatif</h2><table><tr><th>Fonction</th><th>Solo</th><th>Équipe</th><th>Échelle</th></tr><tr><td>Prix</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>` +
  `<tr><td>Rapports</td><td>✓</td><td>✓</td><td>✓</td></tr><tr><td>Exports</td><td>–</td><td>✓</td><td>✓</td></tr></table></main></body></html>`;
const read = (html: string) => extractSite([{ url: URL, html }], { url: URL }).plans.map((p) => [p.name, p.amount, p.period, p.inferred ?? []]);
const raw = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period, p.inferred ?? []]);

describe("a period the text prints beside the same price", () => {
  test("is the period of a price read without one, and it is read, not inferred", () => {
    const html = site(card("Solo", "149€", "/mois") + card("Équipe", "349€", "/mois") + card("Échelle", "790€", "/mois"), ["149€", "349€", "790€"]);
    expect(raw(html)).toEqual([
      ["Solo", 149, "month", []],
      ["Équipe", 349, "month", []],
      ["Échelle", 790, "month", []],
    ]);
    // What is reported is what was read: never a plan with another period.
    for (const [, , period] of read(html)) expect(period).toBe("month");
  });

  test("the text's period is not taken when the text names the plan with another price", () => {
    // The table says 149/349/790; the cards say 99/299/690 per month: the text does not agree, so
    // the table's prices keep no period (and the text reader's disagreement withholds them).
    const html = site(card("Solo", "99€", "/mois") + card("Équipe", "299€", "/mois") + card("Échelle", "690€", "/mois"), ["149€", "349€", "790€"]);
    for (const [, amount, period] of raw(html)) if (amount === 149 || amount === 349 || amount === 790) expect(period).toBeNull();
  });

  test("a price with no period anywhere on the page takes no month from the text: paid once, inferred (round 22b)", () => {
    const html = site(card("Solo", "149€", "") + card("Équipe", "349€", "") + card("Échelle", "790€", ""), ["149€", "349€", "790€"]);
    for (const [, , period, inferred] of raw(html)) expect([period, inferred]).toEqual(["one_time", ["period"]]);
  });
});

describe("a setup fee in a plan's card", () => {
  const feeCard = (name: string, price: string, fee: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><p>${fee}</p><ul><li>Reports</li><li>Exports</li></ul><a href="/start">Start</a></div>`;
  const html = (fee: (n: number) => string) =>
    `<!doctype html><html lang="en"><head><title>Pricing | Vendor</title></head><body><main><h1>Pricing</h1><div class="plans">${feeCard("Basic", "$149/year", fee(0))}${feeCard("Team", "$349/year", fee(99))}</div></main></body></html>`;
  test.each([
    ["$%d setup fee", (n: number) => `$${n} setup fee`],
    ["one-time onboarding fee of…", (n: number) => `$${n} one-time onboarding fee`],
    ["French installation fee", (n: number) => `${n}$ de frais d'installation`],
  ])("is never the plan's price (%s)", (_, fee) => {
    const plans = extractSite([{ url: URL, html: html(fee) }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.period, p.free])).toEqual([
      ["Basic", 149, "year", false],
      ["Team", 349, "year", false],
    ]);
  });
});
