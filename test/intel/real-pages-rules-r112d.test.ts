/**
 * Round 112, part d, on real pages (issue 25): the raw reading's invented plans of two constructions.
 *
 * A worked sum's or a saving's label over a figure ("Total upfront fee (12 months)", "Total savings
 * in first year", "Durchschnittliche Ersparnis" over "317 €") names no plan: the card holds a figure
 * worked out for the visitor (extract/sum-label.ts, read by plans-page.ts readCard). A card whose
 * name ends in "add-on" is an extra. Cards under a title of extras sold beside plans priced before
 * them ("Professional Services" over its subtitle, in `<div>`s with no section or id) are no plans
 * (extras-section.ts `extrasHeading`, asked by plans-page.ts of a group and of a card apart).
 * Not refused: "Total" or a saving word as an edition's word ("Total Security", "Savings Plus",
 * "Tarifa Ahorro"), and a "Services" title over the page's first prices. Small pages of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { sumOrSavingLabel } from "../../src/intel/extract/sum-label";

const URL = "https://brightledger.example/pricing";
const read = (html: string, abstain = false) => extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => [p.name, p.amount]);
const card = (name: string, price: string) =>
  `<div class="card"><h3>${name}</h3><div class="price">${price}<span>/month</span></div>` +
  `<ul><li>Monthly books closed</li><li>Tax filing</li><li>Email support</li></ul><a href="/signup">Choose ${name}</a></div>`;
const plans = (a = "Solo", b = "Studio", c = "Firm") =>
  `<section id="plans"><h2>Bookkeeping plans</h2><div class="grid">${card(a, "$99")}${card(b, "$179")}${card(c, "$299")}</div></section>`;
const wrap = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing | Brightledger</title></head><body><main>${body}</main></body></html>`;

/** A first-year breakdown: line items, each a label over a figure worked out for the visitor. */
const item = (label: string, figure: string, note: string) => `<div class="line"><h4>${label}</h4><p class="cost">${figure}</p><p>${note}</p></div>`;
const breakdown = (first: string, second: string) =>
  `<section id="first-year"><h2>Your first year with Studio</h2><div class="lines">` +
  item(first, "$1,188/year", "Paid once when you join.") + item(second, "$744/year", "Against hiring a bookkeeper.") + item("Welcome call", "$0", "With your accountant.") + `</div></section>`;

/** Services sold beside the plans, titled in a `<div>` soup with no section or id around it. */
const services = (title: string) =>
  `<hr/><div><div><h2>${title}</h2><h6>Expert help to set up and run your books with our team</h6><div><div>` +
  `<div class="paper"><div><h3>Books Kickoff</h3><h6>$1,500</h6><p>Two days of guided setup for a new ledger.</p><ul><li>Chart of accounts</li><li>Bank feeds</li></ul><a href="/contact">Talk to us</a></div></div>` +
  `<div class="paper"><div><h3>Migration Package</h3><h6>$4,000</h6><p>We move your history from another tool.</p><ul><li>Five years of history</li><li>Reconciliation</li></ul><a href="/contact">Talk to us</a></div></div>` +
  `<div class="paper"><div><h3>Payroll Setup</h3><h6>$900</h6><p>Payroll set up and checked with you.</p><ul><li>Two pay runs</li><li>Filings</li></ul><a href="/contact">Talk to us</a></div></div>` +
  `</div></div></div></div>`;

describe("a worked sum's or a saving's label over a figure (round 112d)", () => {
  test("is no plan: the first year's breakdown beside the plans reads none", () => {
    for (const abstain of [false, true]) {
      const got = read(wrap(plans() + breakdown("Total upfront fee (12 mo bookkeeping)", "Total savings in first year")), abstain);
      expect(got.slice(0, 3)).toEqual([["Solo", 99], ["Studio", 179], ["Firm", 299]]);
      expect(got.map((p) => p[0])).not.toContain("Total upfront fee (12 mo bookkeeping)");
      expect(got.map((p) => p[0])).not.toContain("Total savings in first year");
    }
  }, 20_000);

  test("the labels, in the languages the tables know; an edition's word is no label", () => {
    for (const label of ["Total upfront fee (12 mo bookkeeping)", "Total savings in first year", "Durchschnittliche Ersparnis", "Ahorro real acumulado (mes)", "Average savings", "Total cost of ownership", "Votre économie"])
      expect(sumOrSavingLabel(label)).toBe(true);
    for (const name of ["Total Security", "Total Protection Plus", "Plan Galope Total", "Savings Plus", "Tarifa Ahorro", "Saver", "Economy", "Economic", "Total", "Pro"])
      expect(sumOrSavingLabel(name)).toBe(false);
  });

  test("plans named with an edition's 'Total' or 'Savings' stay plans; so does a line item of another kind", () => {
    expect(read(wrap(plans("Basic", "Total Security", "Savings Plus")))).toEqual([["Basic", 99], ["Total Security", 179], ["Savings Plus", 299]]);
    const got = read(wrap(plans() + breakdown("Setup fee (12 mo bookkeeping)", "Tax desk in first year"))).map((p) => p[0]);
    expect(got).toContain("Setup fee (12 mo bookkeeping)");
  });
});

describe("extras read as plans (round 112d)", () => {
  test("cards under 'Professional Services' after the plans, in div soup, are no plans", () => {
    expect(read(wrap(plans() + services("Professional Services")))).toEqual([["Solo", 99], ["Studio", 179], ["Firm", 299]]);
  });

  test("a card whose name ends in 'add-on' is an extra", () => {
    const addon = `<div class="grid">${card("Solo", "$99")}${card("Studio", "$179")}${card("Payroll add on", "$45")}</div>`;
    expect(read(wrap(`<section id="plans"><h2>Bookkeeping plans</h2>${addon}</section>`))).toEqual([["Solo", 99], ["Studio", 179]]);
  });

  test("a title that says more than the kind, or one over the page's first prices, leaves the cards read", () => {
    const more = read(wrap(plans() + services("Services for growing firms"))).map((p) => p[0]);
    expect(more).toContain("Books Kickoff");
    const first = read(wrap(services("Professional Services"))).map((p) => p[0]);
    expect(first).toContain("Books Kickoff");
  });
});
