/**
 * Round 41, part b, on real pages (issue 25; docs/intel.md, "Round 41, part b"): priced cards read
 * at zero. A card that shows a positive price is never read at 0 from another slot of it (a
 * script's placeholder "$0000" an odometer fills, "Due today £0" before "then £25/mo"), nor priced in
 * that zero's currency; the page's free tier stays false. A real free plan ("$0 / month" beside
 * paid cards, "Free" as a card's only price) is kept. Small pages of our own, never a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { zeroBesidePrice } from "../../src/intel/extract/zero-beside-price";
import { findPrices } from "../../src/intel/extract/money";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Plans</h1>${body}</main></body></html>`;
const bullets = `<ul><li>Two projects</li><li>Email support</li><li>Shared workspace</li></ul>`;
/** A card with a yearly slot a script fills (zeros until it runs) above its monthly price. */
const counterCard = (name: string, zeros: string, amount: string, code: string) =>
  `<div class="plan"><h5 class="title">${name}</h5><div class="price-wrapper"><p class="price yearly">Yearly $<span class="amount counter">${zeros}</span></p><h5 class="price monthly">$<span class="amount counter">${amount}</span> <span class="currency">${code}</span></h5><p>tax included</p><button>Buy</button></div>${bullets}</div>`;
/** A card whose rate rows say what is due today, what is free, and what follows. */
const rowsCard = (name: string, today: string, then: string) =>
  `<article class="plan-card"><h3>${name}</h3><p class="plan-desc">Bookings for one studio, everything in.</p><div class="plan-rates"><div class="plan-rate-row"><span class="plan-rate-label">Due today</span><span class="plan-rate-amount">${today}</span></div><div class="plan-rate-row"><span class="plan-rate-label">Under 20 clients</span><span class="plan-rate-amount">Free</span></div><div class="plan-rate-row"><span class="plan-rate-label">Then</span><span><span class="plan-rate-amount">${then}</span><span class="plan-rate-period">/mo</span></span></div></div><p class="plan-cap">Card saved at signup, charged from the 21st client.</p><ul><li>Online booking page</li><li>Reminders by text</li><li>Staff calendars</li><li>Reports</li></ul><a href="/order" class="btn">Start free</a></article>`;
const plainCard = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${bullets}<a href="/signup">Choose</a></div>`;
const site = (html: string, url = "https://gridly.example/pricing") => extractSite([{ url, html }], { url, abstain: false });
const read = (html: string, url?: string) => site(html, url).plans.map((p) => [p.name, p.amount, p.currency, p.free]);

describe("rules41b: a zero in another slot is not a priced card's price", () => {
  test("a yearly placeholder of zeros above the monthly price: the card's price, its currency, no free tier", () => {
    const html = doc(`<section id="plans" class="row">${counterCard("Basic", "0000", "$299", "MXN")}${counterCard("Plus", "000", "499", "MXN")}${counterCard("Clinic", "0000", "349", "MXN")}</section>`, "es");
    const facts = site(html, "https://consulta.example/planes");
    expect(facts.plans.map((p) => [p.name, p.amount, p.currency, p.free])).toEqual([["Basic", 299, "MXN", false], ["Plus", 499, "MXN", false], ["Clinic", 349, "MXN", false]]);
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("'Due today £0' then '£25/mo': each card is its monthly price, and its price as shown is £25", () => {
    const html = doc(`<section class="section"><div class="pricing-grid">${rowsCard("Studio", "£0", "£25")}${rowsCard("Chain", "£0", "£60")}</div></section>`);
    const facts = site(html, "https://stamps.example/pricing");
    expect(facts.plans.map((p) => [p.name, p.amount, p.currency, p.period, p.free])).toEqual([["Studio", 25, "GBP", "month", false], ["Chain", 60, "GBP", "month", false]]);
    expect(facts.plans[0]!.price_text).toContain("25");
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("kept: a free plan '$0 / month' beside paid cards", () => {
    const html = doc(`<section class="plans">${plainCard("Free", "$0 / month")}${plainCard("Team", "$12 / month")}${plainCard("Business", "$40 / month")}</section>`);
    const facts = site(html);
    expect(facts.plans.map((p) => [p.name, p.amount, p.free])).toEqual([["Free", 0, true], ["Team", 12, false], ["Business", 40, false]]);
    expect(hasFreeTier(facts)).toBe(true);
  });

  test("kept: 'Free' as a card's only price", () => {
    const html = doc(`<section class="plans">${plainCard("Hobby", "Free")}${plainCard("Pro", "$9 / month")}${plainCard("Scale", "$29 / month")}</section>`);
    expect(read(html).map((p) => [p[0], p[1], p[3]])).toEqual([["Hobby", 0, true], ["Pro", 9, false], ["Scale", 29, false]]);
  });

  test("the slot test: a zero with its own period, a zero alone, a zero beside a struck or hidden price are kept", () => {
    const pt = (text: string, tail: string, o: { hidden?: boolean; struck?: boolean; before?: string } = {}) => ({ tok: findPrices(text)[0]!, tail, before: o.before ?? "Due today ", hidden: o.hidden ?? false, struck: o.struck ?? false });
    const zero = pt("$0", "\nthen");
    expect(zeroBesidePrice(zero, [zero, pt("$25", "/mo")])).toBe(true);
    const monthlyZero = pt("$0", " / month\n");
    expect(zeroBesidePrice(monthlyZero, [monthlyZero, pt("$25", "/mo")])).toBe(false);
    expect(zeroBesidePrice(zero, [zero])).toBe(false);
    // A bare "$0", "Free $0", "Starting at $0": the card's own price slot, whatever follows it.
    for (const before of ["", "Free ", "Starting at "]) {
      const own = pt("$0", "\n", { before });
      expect(zeroBesidePrice(own, [own, pt("$10", "/mo above 500 contacts")])).toBe(false);
    }
    for (const tail of [" forever\n", " — free\n", " gratis\n", " para siempre\n", " навсегда\n"]) {
      const lasting = pt("$0", tail);
      expect(zeroBesidePrice(lasting, [lasting, pt("$490", " / month")])).toBe(false);
    }
    expect(zeroBesidePrice(zero, [zero, pt("$25", "/mo", { struck: true })])).toBe(false);
    expect(zeroBesidePrice(zero, [zero, pt("$25", "/mo", { hidden: true })])).toBe(false);
  });
});
