/**
 * Round 112e, on real pages (issue 25): cards named in pills whose names open with a zero-padded
 * numeral ("0420 Pass", "0420 Studio" beside "Free"): a brand's number and a word, not a count, so
 * the pills name the cards (zero-padded-name.ts, pill-row.ts). Near misses: a count that opens the
 * pill ("30 Seats"), and two-digit step numbers ("01 Basic"), name nothing new.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { withoutZeroPadded, zeroPaddedLead } from "../../src/intel/extract/zero-padded-name";

const URL = "https://relaybox.example/pricing";
const plansOf = (html: string, abstain = false) =>
  extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));

const card = (pill: string, price: string, note: string, button: string) =>
  `<div class="card price-card"><span class="pc-tag">${pill}</span><div class="pc-amount">${price}</div>` +
  `<p class="pc-note">${note}</p><div class="pc-actions"><a class="btn" href="https://pay.relaybox.example/${encodeURIComponent(pill)}">${button}</a></div></div>`;
const page = (pills: [string, string, string]) =>
  `<!doctype html><html lang="en"><head><title>Pricing — Relaybox</title></head><body><header><a href="/">Relaybox</a></header><main>` +
  `<h1>Pricing</h1><p>Pick how you want to pay for webhook relays.</p><div class="pc-grid">` +
  card(pills[0], "$0", "500 relays per endpoint, no sign-up.", "Try it") +
  card(pills[1], "$12<span> one time</span>", "20,000 relays over 30 days, then it simply stops.", "Pay with card") +
  card(pills[2], "$12<span> / month</span>", "The same 20,000 relays, renewed each month until you cancel.", "Subscribe") +
  `</div></main><footer>© Relaybox</footer></body></html>`;

describe("pills named with a zero-padded numeral (round 112e)", () => {
  test("\"0420 Pass\" and \"0420 Studio\" beside \"Free\": three plans named by their pills (fails without the rule)", () => {
    const plans = plansOf(page(["Free", "0420 Pass", "0420 Studio"]));
    expect(plans.map((p) => [p.name, p.amount])).toEqual([["Free", 0], ["0420 Pass", 12], ["0420 Studio", 12]]);
    expect(plans.slice(1).map((p) => p.period)).toEqual(["one_time", "month"]);
  });

  test("a count opening the pills is still what a tier allows, not its name", () => {
    const names = plansOf(page(["Free", "30 Seats", "60 Seats"])).map((p) => p.name);
    expect(names).not.toContain("30 Seats");
    expect(names).not.toContain("60 Seats");
  });

  test("the shape: three to six digits opening with 0, then a word; two-digit step numbers and counts are not", () => {
    expect(zeroPaddedLead("0420 Pass")).toBe(true);
    expect(zeroPaddedLead("007 Agent")).toBe(true);
    expect(zeroPaddedLead("01 Basic")).toBe(false);
    expect(zeroPaddedLead("30 Seats")).toBe(false);
    expect(zeroPaddedLead("0420")).toBe(false);
    expect(withoutZeroPadded("0420 Studio")).toBe("Studio");
    expect(withoutZeroPadded("Studio")).toBe("Studio");
  });
});
