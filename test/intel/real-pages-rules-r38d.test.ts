/**
 * Round 38, part d, on real pages (issue 25; docs/intel.md, "Round 38, part d"): a plan whose name
 * reads as its card's tagline — whom it suits ("Best for small teams", "Ideal para equipes"), a
 * ribbon's superlative ("Most common"), the site recommending it ("Acme recommends") — is weighed by
 * the confidence model's `name_tagline` signal (name-shape.ts) and withheld. On small pages of our
 * own: a grid whose cards' only headings are taglines reports nothing; the same grid named plainly
 * reports its plans; and the look-alikes of the shape test itself — plan names that hold "for",
 * "best" or "per" without being a tagline ("For Teams", "The Best Plan", "Per day").
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { taglineName } from "../../src/intel/name-shape";

const PAGE = "https://wrenfield.example/pricing";
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Wrenfield pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const card = (name: string, price: string) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul><li>Unlimited boards</li><li>Email support</li></ul><a href="/signup">Choose</a></div>`;
const grid = (names: string[]) => `<div class="plans">${names.map((n, i) => card(n, `$${[9, 29, 79][i]} / month`)).join("")}</div>`;
const reported = (body: string) => extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: true }).plans.map((p) => `${p.name}: ${p.amount}`);
const raw = (body: string) => assessSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false }).assessed.map((a) => [a.plan.name, a.signals.name_tagline]);

describe("a card's tagline read as its name", () => {
  // (Titles that open with an audience — "Best for freelancers" — never reach the model: the card
  // reader refuses them as names since round 38b, tagline-words.ts. A recommendation's shape does.)
  test("cards headed by a recommendation: read raw with the signal, withheld in the product", () => {
    const body = grid(["Best choice for solo", "Best choice for teams", "Best choice for agencies"]);
    expect(raw(body)).toEqual([
      ["Best choice for solo", 1],
      ["Best choice for teams", 1],
      ["Best choice for agencies", 1],
    ]);
    expect(reported(body)).toEqual([]);
  });

  test("the look-alike: the same grid named plainly is reported, the signal silent", () => {
    const body = grid(["Solo", "Team", "Agency"]);
    expect(raw(body).map((r) => r[1])).toEqual([0, 0, 0]);
    expect(reported(body)).toEqual(["Solo: 9", "Team: 29", "Agency: 79"]);
  });
});

describe("the shape test (name-shape.ts)", () => {
  test("taglines in the engine's languages", () => {
    for (const n of ["Best for most users", "Ideal for growing teams", "Most common", "Wrenfield recommends", "Ideal para equipes", "Parfait pour les indépendants", "Ideale per piccole imprese", "Perfekt für Agenturen", "For growing teams", "Para consultores e canais", "Best choice Package B"])
      expect([n, taglineName(n)]).toEqual([n, true]);
  });

  test("names that only look like one", () => {
    for (const n of ["Best", "The Best Plan", "Most", "For Teams", "Per day", "Per user per month", "Business for", "Pro", "Formula Pro", "Forward", "Paramount", "Pourpre", "Mostly Free", "Recommended"])
      expect([n, taglineName(n)]).toEqual([n, false]);
  });
});
