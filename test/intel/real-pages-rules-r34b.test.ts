/**
 * Round 34, part b, on real pages (issue 25; docs/intel.md, "Round 34, part b"): cards named by
 * their billing term, marked by it in their attributes, read as plans of their own. Developed on
 * waves 8–12 and 14–28, checked on wave 13's totals. Each rule on a small page of our own, never
 * text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { termNameLine, termNamedCard } from "../../src/intel/extract/term-named-cards";

const page = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Tidewell upgrade</title></head><body><main><h2>Upgrade to Tidewell Plus</h2>${body}</main></body></html>`;
const URL = "https://tidewell.example/pricing";
const read = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
const rows = (html: string) => read(html).map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules34b: cards named by their term are plans, not the sides of a toggle", () => {
  test("two cards marked by class, each named by its term, read as two plans", () => {
    // Without the rule no card group formed: "Monthly" was read alone, the yearly card's total as its annual side.
    const html = page(
      `<ul class="perks"><li>Tide alerts</li><li>Offline charts</li></ul>` +
        `<div class="tier-box tier-monthly" onclick="pick('m')"><div class="tier-name">Monthly</div><div class="tier-cost">$6 <span>/month</span></div></div>` +
        `<div class="tier-box tier-annual" onclick="pick('y')"><div class="tier-name">Annual</div><div class="tier-cost">$48 <span>/year</span></div><div>Save 33%</div></div>` +
        `<button>Subscribe</button>`,
    );
    expect(rows(html)).toEqual([
      ["Monthly", 6, "USD", "month"],
      ["Annual", 48, "USD", "year"],
    ]);
  });

  test("marked by a data attribute, named in another language", () => {
    const card = (term: string, name: string, price: string) =>
      `<div class="offre" data-offre="${term}"><div><div class="offre-name">${name}</div><div class="offre-desc">Accès complet</div></div><div class="offre-prix">${price}</div></div>`;
    const html = page(`<div class="offres">${card("monthly", "Mensuel", "5 € / mois")}${card("annual", "Annuel", "50 € / an")}</div>`, "fr");
    expect(rows(html)).toEqual([
      ["Mensuel", 5, "EUR", "month"],
      ["Annuel", 50, "EUR", "year"],
    ]);
  });

  test("not read: a card's own monthly and yearly price blocks stay one plan with its annual side", () => {
    // The look-alike: siblings marked by their term, each priced, inside one card named by a heading.
    const html = page(
      `<div class="deck"><div class="plan"><h3 class="plan-name">Plus</h3>` +
        `<div class="price price-monthly"><span class="price-label">Billed monthly</span> $6/month</div>` +
        `<div class="price price-yearly"><span class="price-label">Billed yearly</span> $4/month</div></div>` +
        `<div class="plan"><h3 class="plan-name">Crew</h3>` +
        `<div class="price price-monthly"><span class="price-label">Billed monthly</span> $12/month</div>` +
        `<div class="price price-yearly"><span class="price-label">Billed yearly</span> $9/month</div></div></div>`,
    );
    const names = read(html).map((p) => p.name);
    expect(names).toEqual(["Plus", "Crew"]);
  });

  test("not read: a toggle side the page hides is no card on screen", () => {
    const html = page(
      `<div class="tier-box tier-monthly"><div class="tier-name">Monthly</div><div class="tier-cost">$6 <span>/month</span></div></div>` +
        `<div class="tier-box tier-annual hidden"><div class="tier-name">Annual</div><div class="tier-cost">$48 <span>/year</span></div></div>`,
    );
    expect(read(html).map((p) => p.name)).not.toContain("Annual");
  });

  test("termNameLine and termNamedCard", () => {
    expect(termNameLine("Monthly")).toBe(true);
    expect(termNameLine(" Yearly ")).toBe(true);
    expect(termNameLine("Jährlich")).toBe(true);
    expect(termNameLine("Mensal")).toBe(true);
    expect(termNameLine("unlimited yearly price:")).toBe(false);
    expect(termNameLine("Billed yearly")).toBe(false);
    expect(termNameLine("12 months")).toBe(false);
    expect(termNameLine("Pro")).toBe(false);
    expect(termNamedCard("Annual", false)).toBe(true);
    expect(termNamedCard("Annual", true)).toBe(false);
    expect(termNamedCard(null, false)).toBe(false);
  });
});
