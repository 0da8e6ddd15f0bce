/**
 * Round 100, part i, on real pages (issue 25; session 43): a price followed by a denied recurring
 * charge ("$349 (no monthly fee ever)", "€99 — no monthly fees", "R$ 197 sem mensalidade") is paid
 * once (denied-period.ts, read by money.ts `billingAfter`): the "monthly" of the denial is no
 * period, and a lifetime card beside monthly cards is not a month price.
 *
 * And its failure side: a month price with "no annual contract" or "no monthly minimum" after it
 * stays a month price; a bare "/mo" is untouched.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter } from "../../src/intel/extract/money";

const URL = "https://quillboard.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing - Quillboard</title></head><body><main><h1>Pricing</h1><section class="pricing">${body}</section></main></body></html>`;
const card = (name: string, price: string, note: string) => `<div class="plan-card"><h3>${name}</h3><div class="price">${price}</div><p>${note}</p><ul><li>Unlimited boards</li><li>Email support</li></ul><a href="/signup">Choose ${name}</a></div>`;
const plans = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.period}`);

describe("rules100i: a denied recurring charge after a price is paid once", () => {
  test("a lifetime card whose price says 'no monthly fee ever' beside monthly cards", () => {
    const html = page(card("Solo", "$12 / month", "For one writer") + card("Studio", "$29 / month", "For a small team") + card("Forever pass", "$349 (no monthly fee ever)", "Every feature, one payment"));
    const got = plans(html);
    expect(got).toContain("Forever pass: 349 one_time");
    expect(got).toContain("Solo: 12 month");
    expect(got).toContain("Studio: 29 month");
  });

  test("the words after a price, in English and other languages", () => {
    expect(billingAfter(" (no monthly fee ever)").period).toBe("one_time");
    expect(billingAfter(" — no monthly fees, updates included").period).toBe("one_time");
    expect(billingAfter(" without recurring charges").period).toBe("one_time");
    expect(billingAfter(" sem mensalidade").period).toBe("one_time");
    expect(billingAfter(" ohne monatliche Gebühren").period).toBe("one_time");
  });
});

describe("rules100i: what stays a month price", () => {
  test("a month price with no annual contract, or no monthly minimum", () => {
    expect(billingAfter("/month, no annual contract").period).toBe("month");
    expect(billingAfter(" per month, no monthly minimum").period).toBe("month");
    expect(billingAfter(" / mo").period).toBe("month");
  });

  test("a 'no annual contract' note under a month card", () => {
    const got = plans(page(card("Solo", "$12 / month", "No annual contract") + card("Studio", "$29 / month", "No monthly minimum")));
    expect(got).toContain("Solo: 12 month");
    expect(got).toContain("Studio: 29 month");
  });
});
