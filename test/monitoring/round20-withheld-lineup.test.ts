/**
 * Round 20: a lineup rewritten while the confidence model withheld every card of a check. A check
 * that reported no plan at all lets its priced withheld readings stand in for plans the other
 * check (which read cards) never named, so the plans added and removed are seen; a check that
 * reported some plans keeps round 12's rule (withheld against absent is no change), and a check
 * whose other side read no card says nothing (docs/monitoring.md, "Monitoring on real versions,
 * round 20"). Pages of ours, read as the product reads them (with abstention).
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import type { PlanFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";

const HOME = "https://kwartel.example/";
const PRICES = "https://kwartel.example/tarieven";
const homePage = `<!doctype html><html><head><title>Kwartel</title></head><body><h1>Kwartel</h1><a href="/tarieven">Tarieven</a></body></html>`;
/** A Dutch page of check packs, priced with no period word: the model withholds every card. */
const packs = (cards: [string, string][]) =>
  `<!doctype html><html lang="nl"><head><title>Kwartel</title></head><body><main><h1>Controles voor uw administratie</h1><section class="tarieven">${cards
    .map(([name, price]) => `<div class="kaart"><h3>${name}</h3><p class="prijs">${price}</p><a href="/bestel">Bestellen</a></div>`)
    .join("")}</section></main></body></html>`;
const read = (html: string) => extractSite([{ url: HOME, html: homePage }, { url: PRICES, html }], { url: HOME, abstain: true });
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);

const before = read(packs([["5 controles per maand", "€ 199"], ["10 controles per maand", "€ 349"]]));
const after = read(packs([["Controle op maat", "€ 59"], ["Jaarabonnement 12 controles", "€ 549"]]));

describe("a lineup rewritten under the model's abstention", () => {
  test("the pages of ours are read with every card withheld (the case the rule is for)", () => {
    for (const f of [before, after]) {
      expect(f.plans).toEqual([]);
      expect((f.withheld_plans ?? []).length).toBe(2);
    }
  });

  test("the packs that went and came are plans removed and added, either way round", () => {
    expect(brief(diffFacts(before, after))).toEqual([
      "plan_added Plan added: Controle op maat (€59 (period not stated))",
      "plan_added Plan added: Jaarabonnement 12 controles (€549 (period not stated))",
      "plan_removed Plan removed: 10 controles per maand (€349 (period not stated))",
      "plan_removed Plan removed: 5 controles per maand (€199 (period not stated))",
    ]);
    expect(brief(diffFacts(after, before)).filter((s) => s.startsWith("plan_"))).toHaveLength(4);
  });

  test("a pack renamed at its price is one rename; the same page twice is no change", () => {
    const renamed = read(packs([["5 controles per maand", "€ 199"], ["Tien controles per maand", "€ 349"]]));
    expect(brief(diffFacts(before, renamed))).toEqual(["messaging_change Plan renamed: 10 controles per maand → Tien controles per maand (same price, €349 (period not stated))"]);
    expect(diffFacts(before, read(packs([["5 controles per maand", "€ 199"], ["10 controles per maand", "€ 349"]])))).toEqual([]);
  });
});

function plan(name: string, amount: number | null): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: amount === null ? null : "EUR", period: null, per_user: false, free: amount === 0, trial_days: null, contact_sales: false, price_text: amount === null ? "" : `€${amount}`, inferred: ["period"], features: [], limits: [], source: "page", evidence: { url: PRICES, snippet: name } };
}
function site(plans: PlanFact[], held: PlanFact[] = []): SiteFacts {
  return { url: HOME, final_url: HOME, pages: [HOME, PRICES], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: "subscription", features: [], more_features: [], signals: [], ...(held.length ? { withheld_plans: held.map((p) => ({ name: p.name, price_text: p.price_text, confidence: 0.3, evidence: p.evidence, reading: p })) } : {}) };
}

describe("where round 12's rule still holds", () => {
  test("a check that reported a plan: its withheld cards beside it are no plans added or removed", () => {
    expect(diffFacts(site([plan("Team", 49)], [plan("Setup fee", 250)]), site([plan("Team", 49)]))).toEqual([]);
    expect(diffFacts(site([plan("Team", 49)]), site([plan("Team", 49)], [plan("Setup fee", 250)]))).toEqual([]);
  });

  test("the other check read no card: nothing to be absent from; a reading without a price stands for no plan", () => {
    expect(diffFacts(site([], [plan("Pack 5", 199)]), site([]))).toEqual([]);
    // Pack 5 shows no price: it is not "removed"; Pack 10, priced, is added (the other check read a card).
    expect(brief(diffFacts(site([], [plan("Pack 5", null)]), site([], [plan("Pack 10", 349)])))).toEqual(["plan_added Plan added: Pack 10 (€349 (period not stated))"]);
  });
});
