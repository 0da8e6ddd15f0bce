/**
 * Round 90, part h, on real pages (issue 25): the period of a price read wrong.
 *
 * 1. A card that leads with a price paid once ("$59 one-time") is sold once: a figure by the month
 *    further down the card — another product's price in a feature line ("Needs a Drawbox seat
 *    ($15/mo)"), the same sum under a denied period ("No monthly fees"), a rental offered as the
 *    second choice ("or €3.99/month") — is no side of its price (once-leads.ts). So is a bare
 *    price the card says again in its button with the once-word ("Buy — $19 one-time"). A card that
 *    leads with its month and offers the purchase second stays monthly; a start fee paid once
 *    ("$300 one-time setup") over a monthly price stays a fee.
 * 2. A once-word the year's word qualifies ("pago único anual", "one-time annual payment") is one
 *    payment a year: the year's price, not a price paid once (money.ts billingAfter).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { billingAfter, oneTimeIn } from "../../src/intel/extract/money";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, lines: string[], button = "Get it") =>
  `<div class="plan-card"><h3>${name}</h3><div class="price">${price}</div><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a class="btn" href="/buy">${button}</a></div>`;
const shop = (cards: string[]) =>
  page(
    "Tilewright — pricing",
    `<nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav><h1>Pricing</h1><p>Pick an edition of the tile-map editor.</p><div class="plans">${cards.join("")}</div><footer>© Tilewright</footer>`,
  );
const URL = "https://tilewright.example/pricing";
const raw = (html: string) => assessSite([{ url: URL, html }], { url: URL }).facts.plans.map((p) => [p.name, p.amount, p.period]);

const STUDIO = card("Studio", "$29<span>/mo</span>", ["Cloud sync", "Team libraries"], "Start trial");

describe("rules90h: a card that leads with a price paid once is sold once", () => {
  test("another product's monthly price in a feature line is not the card's (fails without the rule)", () => {
    const html = shop([card("Solo", "$59 <span>one-time</span>", ["Unlimited maps", "Export to PNG and JSON", "Needs a Drawbox seat ($15/mo)"]), STUDIO]);
    expect(raw(html)).toEqual([
      ["Solo", 59, "one_time"],
      ["Studio", 29, "month"],
    ]);
  });

  test("the same sum said again under a denied period is not a month (fails without the rule)", () => {
    const html = shop([card("Forever", "$12", ["One-time payment of $12. No monthly fees, no renewals.", "Every update included"]), STUDIO]);
    expect(raw(html)).toEqual([
      ["Forever", 12, "one_time"],
      ["Studio", 29, "month"],
    ]);
  });

  test("a rental offered second keeps the price the card leads with (fails without the rule)", () => {
    const html = shop([card("Desktop", "€24.99 <span>once</span>", ["or €3.99/month with a 7-day trial", "All brushes"]), STUDIO]);
    expect(raw(html)).toEqual([
      ["Desktop", 24.99, "one_time"],
      ["Studio", 29, "month"],
    ]);
  });

  test("a bare price the button says again with its once-word is paid once (fails without the rule)", () => {
    const html = shop([card("Starter Kit", "$19", ["Own it for good", "Ten tile sets"], "Buy — $19 one-time"), STUDIO]);
    expect(raw(html)).toEqual([
      ["Starter Kit", 19, "one_time"],
      ["Studio", 29, "month"],
    ]);
  });

  test("a card that leads with its month and offers the purchase second stays monthly", () => {
    const html = shop([card("Desktop", "€3.99<span>/month</span>", ["or €24.99 once, yours to keep", "All brushes"]), STUDIO]);
    expect(raw(html)[0]).toEqual(["Desktop", 3.99, "month"]);
  });

  test("a start fee paid once over the monthly price stays a fee, the month the plan's", () => {
    const html = shop([card("Managed", "$300 <span>one-time setup fee</span>", ["Hosting $49/mo", "We host your maps"]), STUDIO]);
    expect(raw(html)[0]).toEqual(["Managed", 49, "month"]);
  });

  test("a bare price the button says again with no period stays without one", () => {
    const html = shop([card("Audit", "$90", ["A report on your map files"], "Order — $90"), STUDIO]);
    expect(raw(html)[0]).toEqual(["Audit", 90, null]);
  });
});

describe("rules90h: a once-word the year's word qualifies is a payment a year", () => {
  test("'pago único anual' and 'one-time annual payment' are the year (fails without the rule)", () => {
    expect(billingAfter(" \npago único anual · equivale a $14.992/mes").period).toBe("year");
    expect(billingAfter(" one-time annual payment").period).toBe("year");
  });

  test("a once-word alone, or a year's word apart from it, stays paid once", () => {
    expect(billingAfter(" pago único").period).toBe("one_time");
    expect(billingAfter(" one-time, annual updates extra").period).toBe("one_time");
    expect(billingAfter(" one-time payment").period).toBe("one_time");
  });

  test("a card priced by a single annual payment reads as the year (fails without the rule)", () => {
    const html = shop([card("Anual", "$120 <small>pago único anual · equivale a $10/mes</small>", ["Todo incluido"]), card("Mensual", "$15<span>/mes</span>", ["Todo incluido"])]);
    expect(raw(html)).toEqual([
      ["Anual", 120, "year"],
      ["Mensual", 15, "month"],
    ]);
    expect(oneTimeIn("pago único anual")).toBe(false);
    expect(oneTimeIn("pago único")).toBe(true);
  });
});

describe("rules90h (lead): a card's price said again on its button is that price, not a monthly side", () => {
  test("'$149 per year' over a button 'Buy — $149', beside a card paid once, stays the year (fails without the rule)", () => {
    const html = shop([
      card("Solo", "$29 <span>once</span>", ["Yours permanently", "Up to 3 machines"], "Buy — $29"),
      card("Team", "$149 <span>per year</span>", ["Renews annually", "Up to 10 machines"], "Buy — $149"),
      card("Studio", "$349 <span>per year</span>", ["Renews annually", "Up to 30 machines"], "Buy — $349"),
    ]);
    expect(raw(html)).toEqual([
      ["Solo", 29, "one_time"],
      ["Team", 149, "year"],
      ["Studio", 349, "year"],
    ]);
  });
  test("NOT the same sum: a bare second figure of another amount is still read as before", () => {
    const html = shop([card("Team", "$149 <span>per year</span>", ["Renews annually"], "Buy — $149"), STUDIO]);
    expect(raw(html)).toEqual([
      ["Team", 149, "year"],
      ["Studio", 29, "month"],
    ]);
  });
});

