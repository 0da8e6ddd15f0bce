/**
 * Round 82, part h, on real pages (issue 25; docs/intel.md, "Round 82, parts a–h"): a card priced
 * for a committed term with a footnote giving the price without it — "Rp 550.000 per bulan" over
 * "* Minimal 12 Bulan" and "* Atau Rp 600.000 tanpa Minimal" (an attendance service of wave 77),
 * "$40 / month, 12-month minimum" and "or $45 without a contract". The card reader took the
 * committed price for the monthly one; paying with no commitment is paying month by month, so the
 * footnote's price is the plan's `amount` and the card's own price its annual side. Small pages of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://shiftclock.example/pricing";
const card = (name: string, price: string, min: string, foot: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Cloud backup</li><li>Mobile check-in</li><li>${min}</li><li>${foot}</li></ul><a href="/daftar">Sign up</a></div>`;
const page = (cards: string) =>
  `<!doctype html><html><head><title>ShiftClock pricing</title></head><body><h1>Pricing</h1><div class="plans">${cards}</div></body></html>`;

describe("rules82h: the price without the card's commitment", () => {
  test("Indonesian: \"Atau Rp … tanpa Minimal\" is the monthly side (fails without the rule)", () => {
    const html = page(
      card("Team", "Rp 450.000 per bulan", "* Minimal 12 Bulan", "* Atau Rp 500.000,- tanpa Minimal") +
        card("Company", "Rp 900.000 per bulan", "* Minimal 12 Bulan", "* Atau Rp 1.000.000,- tanpa Minimal"),
    );
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.name, p.amount, p.annual_amount, p.currency])).toEqual([
      ["Team", 500000, 450000, "IDR"],
      ["Company", 1000000, 900000, "IDR"],
    ]);
  });

  test("English: \"or $45 without a contract\" is the monthly side; an \"or\" price with other words is not", () => {
    const html = page(card("Crew", "$40 / month", "12-month minimum", "or $45 without a contract") + card("Fleet", "$80 / month", "12-month minimum", "or $90 without a contract"));
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => [p.amount, p.annual_amount])).toEqual([
      [45, 40],
      [90, 80],
    ]);
    const other = page(card("Crew", "$40 / month", "Onboarding included", "or $45 with onboarding calls") + card("Fleet", "$80 / month", "Onboarding included", "or $90 with onboarding calls"));
    const read = extractSite([{ url: URL, html: other }], { url: URL, abstain: false }).plans;
    expect(read.map((p) => p.amount)).toEqual([40, 80]);
  });
});
