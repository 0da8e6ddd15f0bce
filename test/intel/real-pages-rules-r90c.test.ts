/**
 * Round 90, part c, on real pages (issue 25): plans read right that the confidence gate withheld.
 *
 * 1. A grid wholly of cards each sold once (a name, a bare price, a line of text, a buy button), on
 *    a page that states no period anywhere, every card's name followed by its price in the text:
 *    the model doubts each card for the period it infers, the grid vouches for them
 *    (paid-once-cards.ts) — not a pair, not on a page that speaks of a recurrence, and not a grid
 *    the text reader cannot confirm card by card.
 * 2. A line that counts months of support under a licence's price ("1 month priority support") is
 *    no billing period: the text reader no longer contradicts the card reader's one-time price
 *    (verify/included-span.ts); "per month" still is one.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { readFromText } from "../../src/intel/verify/text-reader";
import type { PlanFact } from "../../src/intel/facts";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const pack = (name: string, price: string, blurb: string) =>
  `<div class="pack-card"><div class="pack-icon">♪</div><h3>${name}</h3><div class="pack-price">${price}</div><p>${blurb}</p><a class="btn" href="/checkout">Get the pack</a></div>`;
const RAIN = pack("Rain", "$3.40", "Soft rain on a tin roof, looped for hours.");
const THUNDER = pack("Thunder", "$5.60", "Distant rolls that never quite arrive.");
const HARBOUR = pack("Harbour", "$2.30", "Gulls, ropes and a slow tide.");
const FOREST = pack("Forest", "$4.90", "Wind in pines and one woodpecker.");
const shop = (cards: string[], intro = "Pick a pack, download it, keep it.") =>
  page(
    "Quietloop — ambient sound packs",
    `<nav><a href="#packs">Packs</a></nav><h1>Sounds to work to</h1><p>${intro}</p><section id="pricing"><h2>Pricing</h2><div class="pack-grid">${cards.join("")}</div></section><footer>© Quietloop</footer>`,
  );
const URL = "https://quietloop.example/pricing";

const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => p.name);
const raw = (html: string) => assessSite([{ url: URL, html }], { url: URL }).facts.plans;

describe("rules90c: a grid wholly of paid-once cards the text confirms card by card", () => {
  test("four paid-once cards are read and reported (fails without the rule)", () => {
    const html = shop([RAIN, THUNDER, HARBOUR, FOREST]);
    expect(raw(html).map((p) => [p.name, p.amount, p.period])).toEqual([
      ["Rain", 3.4, "one_time"],
      ["Thunder", 5.6, "one_time"],
      ["Harbour", 2.3, "one_time"],
      ["Forest", 4.9, "one_time"],
    ]);
    expect(reported(html)).toEqual(["Rain", "Thunder", "Harbour", "Forest"]);
  });

  test("a pair of such cards is too few to vouch for itself", () => {
    const html = shop([RAIN, THUNDER]);
    expect(raw(html).map((p) => p.name)).toEqual(["Rain", "Thunder"]);
    expect(reported(html)).toEqual([]);
  });

  test("nor on a page that speaks of a recurrence somewhere (the paid-once period is then no longer the page's own silence)", () => {
    const html = shop([RAIN, THUNDER, HARBOUR, FOREST], "Monthly retainers for studios that need new sounds.");
    expect(raw(html).map((p) => [p.name, p.period])).toEqual([
      ["Rain", "one_time"],
      ["Thunder", "one_time"],
      ["Harbour", "one_time"],
      ["Forest", "one_time"],
    ]);
    expect(reported(html)).toEqual([]);
  });

  test("nor a grid with a card the text reader cannot confirm (its price above the name, a figure in a box)", () => {
    const odd = `<div class="pack-card"><div class="pack-price">$6.80</div><h3>Storm</h3><p>Everything at once.</p><a class="btn" href="/checkout">Get the pack</a></div>`;
    const html = shop([RAIN, THUNDER, HARBOUR, odd]);
    const names = raw(html).map((p) => p.name);
    expect(names).toContain("Rain");
    expect(reported(html)).not.toContain("Rain");
  });
});

describe("rules90c: a count of months of support is no billing period", () => {
  const licencePage = page(
    "Formkit — commercial licence",
    `<h1>Commercial licence</h1><p>A lifetime licence. Pay once.</p>` +
      `<div class="tier"><h3>Solo</h3><div class="price">$19.00</div><ul><li>One site</li><li>No priority support</li></ul></div>` +
      `<div class="tier"><h3>Studio</h3><div class="price">$49.00</div><ul><li>Ten sites</li><li>1 month priority support</li></ul></div>` +
      `<div class="tier"><h3>Agency</h3><div class="price">$149.00</div><ul><li>Any number of sites</li><li>6 months support</li></ul></div>`,
  );
  const p = buildPage({ url: "https://formkit.example/licence", html: licencePage });
  const plan = (name: string, amount: number, period: PlanFact["period"]) => ({ name, amount, currency: "USD", period, per_user: false, annual_amount: null, list_amount: null }) as unknown as PlanFact;
  const others = [plan("Solo", 19, "one_time"), plan("Studio", 49, "one_time"), plan("Agency", 149, "one_time")];

  test("the text agrees with a one-time price above a line of months of support (fails without the rule)", () => {
    expect(readFromText(p, others[1]!, others).verdict).toBe("agrees");
    expect(readFromText(p, others[2]!, others).verdict).toBe("agrees");
  });

  test("a period under the price is still read", () => {
    const monthly = page("Formkit", `<div class="tier"><h3>Studio</h3><div class="price">$49.00</div><div>per month</div><ul><li>Ten sites</li></ul></div><div class="tier"><h3>Agency</h3><div class="price">$149.00</div><div>per month</div></div>`);
    const q = buildPage({ url: "https://formkit.example/licence", html: monthly });
    const r = readFromText(q, others[1]!, others);
    expect(r.verdict).not.toBe("agrees");
    expect(readFromText(q, plan("Studio", 49, "month"), others)).toMatchObject({ verdict: "agrees", period: "month" });
  });
});
