/**
 * Round 40, part d, on real pages (issue 25; docs/intel.md, "Round 40, part d"): a purchase action or
 * a way to pay standing as a plan's whole name ("Buy", "How to purchase", "如何购买", "PayPal") is a
 * button, a heading over how to pay or a payment option — never a plan (purchase-actions.ts).
 * On small pages of our own (without the rule the payment table is read as two plans and the
 * licence page as a plan named "Buy"; the other two pin that no reader starts naming a plan by them):
 * - the plan kept and the heading, button or payment cell refused, in three languages;
 * - the nearest look-alikes kept: cards named "License" and "Business License"; the word test keeps
 *   "Buy once" (a card the engine's older button words already refuse on a page), "Purchase", "Compra".
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { purchaseAction } from "../../src/intel/extract/purchase-actions";

const PAGE = "https://lanternsoft.example/pricing";
/** The plans read from a page, as "name: amount currency", sorted (the raw reading: nothing withheld). */
function plansOf(body: string, lang = "en"): string[] {
  const html = `<!doctype html><html lang="${lang}"><head><title>Pricing — Lanternsoft</title></head><body><main>${body}</main></body></html>`;
  const site = extractSite([{ url: PAGE, html }], { url: PAGE, abstain: false });
  return site.plans.map((p) => `${p.name}: ${p.amount} ${p.currency}`).sort();
}
const card = (name: string, price: string, cta = "Choose") => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul><li>Unlimited notes</li><li>Sync</li></ul><a class="btn" href="/checkout">${cta}</a></div>`;

describe("a purchase action is no plan's name", () => {
  test("a section headed 'How to purchase' after the cards is not read as a plan", () => {
    const body = `<section class="plans">${card("Personal", "$5 / month")}${card("Team", "$12 / month")}</section>` +
      `<section class="purchase"><h2>How to purchase</h2><p>Pay $12 a month by card; invoices for teams on request.</p></section>`;
    const plans = plansOf(body);
    expect(plans).toContain("Personal: 5 USD");
    expect(plans).toContain("Team: 12 USD");
    expect(plans.some((p) => p.startsWith("How to purchase"))).toBe(false);
  });

  test("a licence page's section headed 'Buy' over the paying button's price is not a plan", () => {
    const body = `<div class="header"><h1>Lantern Notes <span>Get a licence for every desk</span></h1></div><div class="content">` +
      `<div class="section about"><h2>Buy</h2><p>Lantern Notes may be tried for free, but a licence must be bought to keep using it. Licences are per person, not per machine.</p></div>` +
      `<div class="section purchase"><a class="pay-button" href="#!">Buy Lantern Notes Licence (1 year) <div class="tag"><span>US$8.00</span></div></a><ul><li>One licence works on every platform.</li></ul></div></div>`;
    expect(plansOf(body).some((p) => p.startsWith("Buy:"))).toBe(false);
  });

  test("a Chinese licence table's column head 如何购买 is not a plan", () => {
    const body = `<table><thead><tr><th>版本</th><th>社区版</th><th>专业版</th><th>如何购买</th></tr></thead>` +
      `<tbody><tr><td>价格</td><td>免费</td><td>¥1,999/年</td><td>联系销售</td></tr></tbody></table>`;
    expect(plansOf(body, "zh-CN").some((p) => p.startsWith("如何购买"))).toBe(false);
  });

  test("a payment table's 'PayPal' cell beside the price is not a plan", () => {
    const body = `<h1>Lantern Notes</h1><table class="payment-options"><tr><td>PayPal</td><td>$49</td></tr><tr><td>Bank transfer</td><td>$49</td></tr></table>`;
    const plans = plansOf(body);
    expect(plans.some((p) => p.startsWith("PayPal") || p.startsWith("Bank transfer"))).toBe(false);
  });

  test("the word tables: actions and ways to pay refused as whole lines, in several languages", () => {
    for (const n of ["Buy", "Buy now", "How to buy:", "Jetzt kaufen", "Comment acheter", "Kup teraz", "Купить", "立即购买", "購入方法", "PayPal", "Pay by card"]) expect(purchaseAction(n)).toBe(true);
  });
});

describe("the nearest look-alikes are kept", () => {
  test("cards named 'License' and 'Business License' are plans", () => {
    const body = `<section class="plans">${card("License", "$79 / year")}${card("Business License", "$199 / year")}</section>`;
    expect(plansOf(body)).toEqual(["Business License: 199 USD", "License: 79 USD"]);
  });

  test("names that say what is bought stay names", () => {
    for (const n of ["Buy once", "Business License", "License", "Purchase", "Buy & own", "Compra", "Checkout Pro", "PayPal Business"]) expect(purchaseAction(n)).toBe(false);
  });
});
