/**
 * Round 15's feature reading (issue 25, "every real change, none on noise"): the lines of a pricing
 * card that sell the checkout rather than the product — a trial offer, a secure-payment or tax
 * note, a badge, a link to the full comparison — and a heading that carries a price with the sign
 * after the number ("Business — 39,90 € / Monat") are no features. They came and went with a
 * card's design on real page versions and read as features added and removed. Pages of our own.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { cleanFeature } from "../../src/intel/extract/text";

const HOME = "https://vendor.example/";
const PRICING = "https://vendor.example/pricing";
const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, bullets: string[]) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}<span>/month</span></p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup">Get started</a></div>`;
const read = (body: string) =>
  extractSite(
    [
      { url: HOME, html: page("Vendor", "<h1>Vendor</h1><p>We make tools.</p>") },
      { url: PRICING, html: page("Vendor — Pricing", body) },
    ],
    { url: HOME, abstain: true },
  );

describe("round 15: checkout lines are no features", () => {
  test("trial offers, secure payment, tax notes, badges and comparison links", () => {
    for (const line of ["FREE 14-DAY TRIAL", "Free 30 day trial, no card", "Secure via Stripe", "Secure payments by Paddle", "Secure checkout", "Paiement sécurisé", "Pago seguro con tarjeta", "EU VAT included", "Prices incl. VAT", "Taxes included", "inkl. MwSt.", "Most popular", "Best value", "Biggest Savings", "See full Pro feature breakdown", "See all features and details"])
      expect([line, cleanFeature(line)]).toEqual([line, null]);
    // Features that name the same things stay features.
    for (const line of ["Stripe billing and subscriptions", "30-day money-back guarantee", "Secure cloud access from anywhere", "VAT returns and JPK files", "Refunds", "See who viewed your profile"]) expect(cleanFeature(line)).toBe(line);
  });

  test("a price with its sign after the number is no feature", () => {
    expect(cleanFeature("Business — 39,90 € / Monat")).toBeNull();
    expect(cleanFeature("Team 12 £ per seat")).toBeNull();
    expect(cleanFeature("Plans from 9 EUR")).toBeNull();
    expect(cleanFeature("Euro invoices")).toBe("Euro invoices");
  });

  test("a card's checkout lines are neither its features nor the site's", () => {
    const facts = read(`<h1>Pricing</h1><div class="plan-grid">${card("Starter", "$19", ["Online store", "Secure via Stripe", "EU VAT included"])}${card("Pro", "$49", ["Most popular", "Abandoned carts", "FREE 14-DAY TRIAL", "See full Pro feature breakdown"])}</div>`);
    expect(facts.plans.map((p) => [p.name, p.features])).toEqual([
      ["Starter", ["Online store"]],
      ["Pro", ["Abandoned carts"]],
    ]);
    expect(facts.features.map((f) => f.name)).toEqual(["Online store", "Abandoned carts"]);
  });
});
