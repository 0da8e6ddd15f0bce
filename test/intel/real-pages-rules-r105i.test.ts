/**
 * Round 105, part i, on real pages (issue 25; session 44): a billing switch served on its annual
 * side, the monthly side in the page's own markup or script. The corpus convention: `amount` is the
 * monthly side whenever the page gives it for each card, `annual_amount` the side shown.
 * - served-sides.ts SIDE_ATTR: a card's element keeping both sides under short attribute names
 *   (`data-price-m="25" data-price-a="20"`, `data-price-y`, `data-mo-price`), read like
 *   `data-monthly-price` / `data-annual-price` already were;
 * - script-sides.ts scriptMonthlySides: the inline script's `{ "Plan": { monthly: "25", annually:
 *   "20" } }` gives the monthly side of a card showing "$20/mo" on the Annual side.
 *
 * And its failure side: a page served on its monthly side (the shown price is a monthly value in
 * the script), a script whose "annual" figures are no discount, a bare `data-m` attribute and a
 * monthly value more than twice the shown price change nothing.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { attributeSide } from "../../src/intel/extract/served-sides";

const URL = "https://lumenfold.example/pricing";
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>Lumenfold pricing</title>${head}</head><body><main><h1>Plans for every studio</h1>${body}</main></body></html>`;
const toggle = (annualActive: boolean) =>
  `<div class="billing-switch"><button class="switch-btn${annualActive ? "" : " active"}" data-cycle="monthly">Monthly</button><button class="switch-btn${annualActive ? " active" : ""}" data-cycle="yearly">Yearly · save 20%</button></div>`;
const read = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false });
const plans = (html: string) => read(html).plans.map((p) => `${p.name}: ${p.amount} ${p.currency} ${p.period} (annual ${p.annual_amount})`);

/** Cards whose shown price is one side, each with a picker item keeping both sides in attributes. */
const attrCard = (name: string, shown: string, attrs: string) =>
  `<div class="plan-card"><div class="plan-title">${name}</div><p class="plan-blurb">For growing studios</p><div class="plan-price"><span class="amount">${shown}</span><span class="unit">/ editor / mo</span></div><div class="quota-picker"><div class="quota-option current" ${attrs}>50 renders / month</div></div><a class="cta" href="/signup">Start now</a><ul><li>Shared boards</li><li>Version history</li></ul></div>`;

/** Cards showing the annual side, the script keeping both sides by plan name. */
const scriptCard = (name: string, shown: string) =>
  `<div class="tier"><h3 class="tier-name">${name}</h3><div class="tier-price">$<span class="per-month">${shown}</span><span>/mo</span></div><div class="tier-term">Billed yearly</div><a class="cta" href="/signup">Get started</a><ul><li>Unlimited boards</li><li>Priority exports</li></ul></div>`;
const script = (body: string) => `<script>
// Billing sides for the switch
const tierPrices = ${body};
function setCycle(c) { document.querySelectorAll('.per-month').forEach(function (el) { el.textContent = tierPrices[el.dataset.tier][c]; }); }
</script>`;

describe("rules105i: a switch served on its annual side, the monthly side in the markup", () => {
  test("data-price-m / data-price-a on each card's element: amount is the monthly side", () => {
    const html = page(
      "",
      `${toggle(true)}<div class="plan-grid">${attrCard("Sketch", "$12", 'data-price-m="15" data-price-a="12"')}${attrCard("Studio", "$28", 'data-price-m="35" data-price-a="28"')}${attrCard("Atelier", "$64", 'data-price-m="80" data-price-a="64"')}</div>`,
    );
    expect(plans(html)).toEqual(["Sketch: 15 USD month (annual 12)", "Studio: 35 USD month (annual 28)", "Atelier: 80 USD month (annual 64)"]);
  });

  test("data-price-m beside a year's total in data-price-y: the monthly side, the shown rate the annual side", () => {
    const html = page("", `${toggle(true)}<div class="plan-grid">${attrCard("Sketch", "$12", 'data-price-m="15" data-price-y="144"')}${attrCard("Studio", "$28", 'data-price-m="35" data-price-y="336"')}</div>`);
    expect(plans(html)).toEqual(["Sketch: 15 USD month (annual 12)", "Studio: 35 USD month (annual 28)"]);
  });

  test("short side names beside 'price' are read; a bare letter is not", () => {
    expect(attributeSide("data-price-m", "15")).toEqual({ side: "monthly", amount: 15 });
    expect(attributeSide("data-price-a", "12")).toEqual({ side: "annual", amount: 12 });
    expect(attributeSide("data-price-y", "144")).toEqual({ side: "annual", amount: 144 });
    expect(attributeSide("data-mo-price", "15")).toEqual({ side: "monthly", amount: 15 });
    expect(attributeSide("data-price-yr", "12")).toEqual({ side: "annual", amount: 12 });
    expect(attributeSide("data-monthly-price", "15")).toEqual({ side: "monthly", amount: 15 });
    expect(attributeSide("data-m", "15")).toBeNull();
    expect(attributeSide("data-a", "12")).toBeNull();
    expect(attributeSide("data-price-max", "99")).toBeNull();
  });

  test("the inline script's { plan: { monthly, annually } } gives the monthly side of cards shown annually", () => {
    const html = page(
      script(`{
  "Sketch": { monthly: "15", annually: "12" },
  "Studio": { monthly: "35", annually: "28" },
}`),
      `${toggle(true)}<div class="tiers">${scriptCard("Sketch", "12")}${scriptCard("Studio", "28")}</div>`,
    );
    expect(plans(html)).toEqual(["Sketch: 15 USD month (annual 12)", "Studio: 35 USD month (annual 28)"]);
  });
});

describe("rules105i: what changes nothing", () => {
  test("served on its monthly side: the shown price is the script's monthly value, the annual side is added", () => {
    const html = page(
      script(`{
  "Sketch": { monthly: "15", annually: "12" },
  "Studio": { monthly: "35", annually: "28" },
}`),
      `${toggle(false)}<div class="tiers">${scriptCard("Sketch", "15").replace("Billed yearly", "Billed monthly")}${scriptCard("Studio", "35").replace("Billed yearly", "Billed monthly")}</div>`,
    );
    expect(plans(html)).toEqual(["Sketch: 15 USD month (annual 12)", "Studio: 35 USD month (annual 28)"]);
  });

  test("one plan's annual value equal to another's monthly price on the monthly side is no swap", () => {
    // Studio's annual 15 is Sketch's monthly price: Sketch stays at 15 (it is a monthly value).
    const html = page(
      script(`{
  "Sketch": { monthly: "15", annually: "12" },
  "Studio": { monthly: "19", annually: "15" },
}`),
      `${toggle(false)}<div class="tiers">${scriptCard("Sketch", "15").replace("Billed yearly", "Billed monthly")}${scriptCard("Studio", "19").replace("Billed yearly", "Billed monthly")}</div>`,
    );
    expect(plans(html)).toEqual(["Sketch: 15 USD month (annual 12)", "Studio: 19 USD month (annual 15)"]);
  });

  test("a script whose 'annual' figure is no discount, or a monthly value over twice the shown price, is not read", () => {
    const noDiscount = page(script(`{ "Sketch": { monthly: "15", annually: "40" } }`), `${toggle(true)}<div class="tiers">${scriptCard("Sketch", "12")}${scriptCard("Studio", "28")}</div>`);
    expect(plans(noDiscount).map((p) => p.split(" (")[0])).toEqual(["Sketch: 12 USD month", "Studio: 28 USD month"]);
    const tooFar = page(script(`{ "Sketch": { monthly: "30", annually: "12" } }`), `${toggle(true)}<div class="tiers">${scriptCard("Sketch", "12")}${scriptCard("Studio", "28")}</div>`);
    expect(plans(tooFar).map((p) => p.split(" (")[0])).toEqual(["Sketch: 12 USD month", "Studio: 28 USD month"]);
  });

  test("bare data-m / data-a attributes are no billing sides", () => {
    const html = page(
      "",
      `${toggle(true)}<div class="plan-grid">${attrCard("Sketch", "$12", 'data-m="15" data-a="12"')}${attrCard("Studio", "$28", 'data-m="35" data-a="28"')}</div>`,
    );
    expect(plans(html).map((p) => p.split(" (")[0])).toEqual(["Sketch: 12 USD month", "Studio: 28 USD month"]);
  });
});
