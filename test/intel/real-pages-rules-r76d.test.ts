/**
 * Round 76, part d, on real pages (issue 25; docs/intel.md, "Round 76, parts b–h"): a billing switch
 * served on its annual side shows each card by the month with the year's total under it — "$8.25
 * /mo" over "$99 billed annually". The card reader took the total for the annual side and dropped
 * the bare monthly figure as a default behind it, so the plan came out at $99 a month. A figure
 * billed annually that is several times the card's bare price is the year's total; the bare price is
 * the annual side by the month. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://clockwise.example/pricing";
const page = (active: "Monthly" | "Annual", cards: string) =>
  `<!doctype html><html lang="en"><head><title>Clockwise — pricing</title></head><body><main><h1>Pricing</h1>` +
  `<div class="billing-switch"><button${active === "Monthly" ? ' class="active"' : ""}>Monthly</button><button${active === "Annual" ? ' class="active"' : ""}>Annual</button></div>` +
  `<div class="grid">${cards}</div></main></body></html>`;
const card = (name: string, price: string, under: string) =>
  `<div class="card"><h3>${name}</h3><p class="price">${price}<span>/mo</span></p><p class="note">${under}</p><ul><li>Meeting planner</li><li>Saved cities</li></ul><a href="/signup">Start</a></div>`;
const plans = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;

describe("rules76d: a switch served on its annual side — the year's total under the monthly figure", () => {
  test("\"$8.25 /mo\" over \"$99 billed annually\" is $8.25 a month billed annually, not $99 a month (fails without the rule)", () => {
    const got = plans(page("Annual", card("Pro", "$8.25", "$99 billed annually") + card("Elite", "$49.92", "$599 billed annually")));
    const pro = got.find((p) => p.name === "Pro");
    const elite = got.find((p) => p.name === "Elite");
    expect(pro?.amount).toBe(8.25);
    expect(pro?.period).toBe("month");
    expect(elite?.amount).toBe(49.92);
    expect(got.some((p) => p.amount === 99 || p.amount === 599)).toBe(false);
  });

  test("a switch served on its monthly side reads as before", () => {
    const got = plans(page("Monthly", card("Pro", "$12", "billed monthly") + card("Elite", "$69", "billed monthly")));
    expect(got.find((p) => p.name === "Pro")?.amount).toBe(12);
    expect(got.find((p) => p.name === "Elite")?.amount).toBe(69);
  });

  test("an annual-side card whose figure billed annually is no multiple of its price keeps that figure as the annual side", () => {
    // "$10 /mo" beside "$8 billed annually": two sides by the month, not a total.
    const got = plans(page("Annual", card("Pro", "$10", "or $8 /mo billed annually") + card("Team", "$20", "or $16 /mo billed annually")));
    const pro = got.find((p) => p.name === "Pro");
    expect(pro?.amount === 99).toBe(false);
    expect([pro?.amount, pro?.annual_amount]).toContain(8);
  });
});
