/**
 * Round 53, part c, on real pages (issue 25; docs/intel.md, "Round 53, part c"): plans the raw
 * reading has exact that the product withholds, counted on development (waves 8–12, 30–45) by the
 * feature that sank each one's score, site and wave, against the wrong and invented plans the same
 * feature withholds. No construction passes the bar with one separating fact, so no rule: these
 * tests pin what is read and what the confidence model does with it (no weight changed).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { CONFIDENCE_MODEL } from "../../src/intel/confidence-weights";

const HOME = "https://tillbox.example/";
const page = (title: string, h1: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Tillbox</a></header><main><h1>${h1}</h1>${body}</main></body></html>`;
const home = page("Tillbox — point of sale for cafés", "Tillbox", `<p>A till for every counter.</p>`);
const card = (name: string, price: string, was: string, extras: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price} <s>${was}</s></p><ul>${extras.map((e) => `<li>${e}</li>`).join("")}</ul><a class="btn" href="/enquire">Send enquiry</a></div>`;
/**
 * Five outlet cards, each a bare price beside a struck list price, with no period and no once word,
 * on a page that states no recurrence anywhere: the shape of the grid withheld right on development
 * (names in capitals, prices that do not climb in page order, one amount twice).
 */
const grid = `<p>Simple, transparent pricing with no surprises.</p><div class="plans">${[
  card("KIOSK", "₹8,000", "₹10,000", ["Inventory", "Menu editor", "Staff accounts"]),
  card("CAFE", "₹10,000", "₹12,500", ["Inventory", "Table plan", "Kitchen display"]),
  card("DINER", "₹16,000", "₹20,000", ["Inventory", "Table plan", "Waiter app"]),
  card("TRUCK", "₹10,000", "₹12,500", ["Inventory", "Route menu", "Offline till"]),
  card("CHAIN", "₹24,000", "₹30,000", ["Inventory", "Central menu", "Outlet reports"]),
].join("")}</div>`;
const assess = (url: string, title: string, h1: string) =>
  assessSite([{ url: HOME, html: home }, { url, html: page(title, h1, grid) }], { url: HOME, abstain: false }).assessed;
const ALL = ["KIOSK: 8000 INR/one_time", "CAFE: 10000 INR/one_time", "DINER: 16000 INR/one_time", "TRUCK: 10000 INR/one_time", "CHAIN: 24000 INR/one_time"];
const shown = (as: ReturnType<typeof assess>) => as.map((a) => `${a.plan.name}: ${a.plan.amount} ${a.plan.currency}/${a.plan.period}`);

describe("rules53c: a grid of cards paid once by inference, withheld or kept by the page's name", () => {
  test("on a page titled Pricing the raw reading is exact and the model withholds every card", () => {
    const as = assess("https://tillbox.example/pricing.html", "Tillbox - Pricing", "Pricing");
    expect(shown(as)).toEqual(ALL);
    for (const a of as) {
      // The period is the page's convention (no recurrence stated anywhere), marked inferred; the
      // grid states no period; the page names itself a plan page, so the price-list fact is off.
      expect(a.plan.inferred).toContain("period");
      expect(a.signals.period_inferred).toBe(1);
      expect(a.signals.grid_period_unstated).toBe(1);
      expect(a.signals.paid_once_list).toBe(0);
      // What sank them beside those two: prices that do not climb (no prices_ascend, no
      // price_ladder), one amount twice, struck list prices, names in capitals.
      expect(a.signals.prices_ascend).toBe(0);
      expect(a.signals.price_ladder).toBe(0);
      expect(a.confidence).toBeLessThan(CONFIDENCE_MODEL.threshold);
    }
    expect(as.filter((a) => a.signals.same_amount_twice === 1).map((a) => a.plan.name)).toEqual(["CAFE", "TRUCK"]);
  });

  test("the same cards climbing in page order are kept on the Pricing page: the pair alone does not sink them", () => {
    const climbing = grid.replace(/<div class="plan-card"><h3>TRUCK<\/h3>.*?<\/div>/, "");
    const as = assessSite([{ url: HOME, html: home }, { url: "https://tillbox.example/pricing.html", html: page("Tillbox - Pricing", "Pricing", climbing) }], { url: HOME, abstain: false }).assessed;
    expect(shown(as)).toEqual(["KIOSK: 8000 INR/one_time", "CAFE: 10000 INR/one_time", "DINER: 16000 INR/one_time", "CHAIN: 24000 INR/one_time"]);
    for (const a of as) {
      expect(a.signals.period_inferred).toBe(1);
      expect(a.signals.grid_period_unstated).toBe(1);
      expect(a.signals.prices_ascend).toBe(1);
      expect(a.confidence).toBeGreaterThanOrEqual(CONFIDENCE_MODEL.threshold);
    }
  });

  test("the same grid on a page that names itself a price list is kept (round 28c's fact)", () => {
    const as = assess("https://tillbox.example/prices.html", "Tillbox - Prices", "Prices");
    expect(shown(as)).toEqual(ALL);
    for (const a of as) {
      expect(a.signals.paid_once_list).toBe(1);
      expect(a.confidence).toBeGreaterThanOrEqual(CONFIDENCE_MODEL.threshold);
    }
  });
});
