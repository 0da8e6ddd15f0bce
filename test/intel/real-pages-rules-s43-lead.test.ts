/**
 * Session 43, the lead's rules on real pages (issue 25), each on small pages of our own (never
 * text from a real page):
 * - "/m" and "/Per Mon" after a price are the month (money.ts): a hosting card's "$5.95/m" was read
 *   as "$5.95 m(illion)" and dropped, "$2.99 /Per Mon" as a price paid once. "$3 /M input tokens"
 *   stays a usage price, and "$5m" raised stays no plan.
 * - A billing switch served on its annual side, its cards showing only that side and no monthly
 *   figure anywhere on the page: the monthly price is unknown, so the product withholds the plan
 *   instead of reporting the annual side as its monthly price (extract/annual-side-only.ts). Where
 *   the page gives the monthly side elsewhere (a comparison row), the plan is reported.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter, findPrices, NOT_A_PLAN_PRICE_AFTER } from "../../src/intel/extract/money";

const plansOf = (url: string, html: string, abstain = false) => {
  const facts = extractSite([{ url, html }], { url, abstain });
  return { plans: facts.plans.map((p) => ({ name: p.name, amount: p.amount, annual: p.annual_amount, period: p.period })), withheld: (facts.withheld_plans ?? []).map((w) => w.name) };
};

const hostCard = (name: string, price: string, tail: string, pid: number) =>
  `<div class="col-4"><div class="pricing"><div class="plan-header"><div class="plan-price"><span class="price-value">$</span>` +
  `<span class="price-figure">${price}<span>${tail}</span></span><h3 class="plan-title">${name}</h3></div></div>` +
  `<div class="plan-body"><p>- <strong>${pid * 5} GB</strong> Storage<br>- ${pid} Websites<br>- Free SSL</p>` +
  `<a href="https://billing.harbourhost.example/cart.php?a=add&pid=${pid}" class="btn">ORDER NOW</a></div></div></div>`;
const hostPage = (tail: string) =>
  `<!doctype html><html lang="en"><head><title>Web Hosting | Harbourhost</title></head><body><h1>Web Hosting</h1><section class="pricing-table"><div class="row">` +
  hostCard("Starter", "4.95", tail, 1) + hostCard("Business", "9.95", tail, 2) + hostCard("Agency", "19.95", tail, 3) +
  `</div></section></body></html>`;

describe("'/m' and '/Per Mon' after a price are the month (session 43)", () => {
  test("a hosting page's cards priced '/m' are read, by the month", () => {
    for (const abstain of [false, true]) {
      const { plans } = plansOf("https://harbourhost.example/web-hosting.html", hostPage("/m"), abstain);
      expect(plans.map((p) => [p.name, p.amount, p.period])).toEqual([["Starter", 4.95, "month"], ["Business", 9.95, "month"], ["Agency", 19.95, "month"]]);
    }
  });

  test("'/Per Mon' is the month too, not a price paid once", () => {
    const { plans } = plansOf("https://harbourhost.example/web-hosting.html", hostPage(" /Per Mon"));
    expect(plans.map((p) => p.period)).toEqual(["month", "month", "month"]);
    expect(billingAfter(" /per mon").period).toBe("month");
    expect(billingAfter("/mon").period).toBe("month");
  });

  test("a million is still a million: '/M input tokens', '$5m raised', 'per m'", () => {
    expect(NOT_A_PLAN_PRICE_AFTER.test("/M input tokens")).toBe(true);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" / m tokens")).toBe(true);
    expect(NOT_A_PLAN_PRICE_AFTER.test("m raised in seed funding")).toBe(true);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" per m requests")).toBe(true);
    expect(NOT_A_PLAN_PRICE_AFTER.test("/m\nStarter")).toBe(false);
    expect(findPrices("$4.95/m").map((t) => t.amount)).toEqual([4.95]);
    // "Monday" is no month.
    expect(billingAfter(" Mon–Fri support").period).toBe(null);
  });
});

const switchPage = (extra = "") =>
  `<!doctype html><html lang="en"><head><title>Pricing | Ledgerkite</title></head><body><h1>Plans for every team</h1>` +
  `<div class="billing"><span class="text-gray">Monthly</span><button type="button" role="switch" aria-checked="true"><span></span></button><span>Annually</span><span class="badge">Save 20%</span></div>` +
  `<div class="grid">` +
  [["Free", "€0"], ["Team", "€16"], ["Scale", "€48"]]
    .map(([n, p]) => `<div class="card"><h3>${n}</h3><p class="price">${p} <span>/month</span></p><ul><li>Shared ledgers</li><li>Bank sync</li><li>Email support</li></ul><a href="/signup?plan=${n!.toLowerCase()}">Choose ${n}</a></div>`)
    .join("") +
  `</div>${extra}</body></html>`;

describe("a switch served on its annual side, the monthly side stated nowhere (session 43)", () => {
  const url = "https://ledgerkite.example/pricing";

  test("the product withholds the paid plans, named among the withheld; the free one stays", () => {
    const { plans, withheld } = plansOf(url, switchPage(), true);
    expect(plans.map((p) => [p.name, p.amount])).toEqual([["Free", 0]]);
    expect(withheld).toEqual(expect.arrayContaining(["Team", "Scale"]));
  });

  test("the raw reading keeps what the cards show (the annual side by the month)", () => {
    const { plans } = plansOf(url, switchPage());
    expect(plans.map((p) => [p.name, p.amount, p.annual])).toEqual([["Free", 0, null], ["Team", 16, 16], ["Scale", 48, 48]]);
  });

  test("where the page gives the monthly side in a comparison row, the plans are reported", () => {
    const table =
      `<h2>Compare plans</h2><table><thead><tr><th>Feature</th><th>Free</th><th>Team</th><th>Scale</th></tr></thead><tbody>` +
      `<tr><td>Monthly billing</td><td>€0</td><td>€20/mo</td><td>€60/mo</td></tr>` +
      `<tr><td>Annual billing (billed once/yr)</td><td>€0</td><td>€192/yr</td><td>€576/yr</td></tr>` +
      `<tr><td>Ledgers</td><td>1</td><td>10</td><td>Unlimited</td></tr></tbody></table>`;
    const { plans } = plansOf(url, switchPage(table), true);
    expect(plans.filter((p) => p.amount! > 0).map((p) => [p.name, p.amount, p.annual])).toEqual([["Team", 20, 16], ["Scale", 60, 48]]);
  });
});

describe("the rand's bare 'R' before a figure with its period (session 43, rand-sign.ts)", () => {
  const card = (name: string, price: string, n: number) =>
    `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>${n} websites</li><li>Free SSL certificate</li><li>Daily backups</li></ul><a href="/contact?plan=${n}">Get Started</a></div>`;
  const page = (a: string, b: string, c: string) =>
    `<!doctype html><html lang="en"><head><title>Hosting | Karoo Webworks</title></head><body><h1>Hosting that just works</h1><h2>Hosting Plans</h2><div class="plans">` +
    card("Starter", a, 1) + card("Business", b, 5) + card("Premium", c, 20) +
    `</div><p>Domain registration billed separately.</p></body></html>`;
  const url = "https://karoowebworks.example/hosting.html";

  test("'R150/mo', 'R 1 499 per month', 'R400 p/m' are prices in rand", () => {
    for (const abstain of [false, true]) {
      const { plans } = plansOf(url, page("R150/mo", "R400 p/m", "R 1 499 per month"), abstain);
      expect(plans.map((p) => [p.name, p.amount, p.period])).toEqual([["Starter", 150, "month"], ["Business", 400, "month"], ["Premium", 1499, "month"]]);
    }
    expect(findPrices("R99 pm").map((t) => t.currency)).toEqual(["ZAR"]);
  });

  test("an 'R' before a figure with no period is no price: a version, a storage product, a grade", () => {
    for (const t of ["R2 storage", "Grade R 650", "R10 release notes", "R 4.3 support", "R150", "HR 5/mo"]) expect(findPrices(t)).toEqual([]);
    expect(findPrices("R$ 29/mês").map((x) => x.currency)).toEqual(["BRL"]);
  });
});
