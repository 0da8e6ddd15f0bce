/**
 * Round 100, part g, on real pages (issue 25): monitoring — a withheld reading that repeats the
 * move of a plan both checks reported is that plan's price read a second time (src/monitoring/diff.ts,
 * `echoedMoves`). A one-plan page prints its licence price on the card and again in two payment
 * notes below it; the model withholds the notes (no card of their own) but their readings stand in
 * for the diff, so one price rise was three alerts. What must still be reported: the card's own
 * move, and a withheld reading whose move is not a reported plan's (a second plan repriced apart).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { diffFacts } from "../../src/monitoring/diff";

const url = "https://loomtone.example/pricing";
const page = (price: string, notePrice = price) =>
  `<!doctype html><html lang="en"><head><title>Pricing — Loomtone</title></head><body><main><h1>Pricing</h1><p>A synth plug-in for weavers of sound.</p>
<section id="plans"><div class="plan-card"><h3>Lifetime License</h3><p class="price">${price} one-time</p><ul><li>All presets</li><li>Free updates</li><li>Two machines</li></ul><a class="btn" href="/buy">Buy now</a></div></section>
<section class="payment"><h2>How to pay</h2>
<div class="pay-box"><h4>Card payment</h4><p>${notePrice}</p><p>Charged once through our checkout.</p></div>
<div class="pay-box"><h4>Bank transfer</h4><p>${notePrice}</p><p>Send the amount and your email; the key follows within a day.</p></div>
</section></main></body></html>`;
const facts = (html: string) => assessSite([{ url, html }], { url, abstain: true }).facts;

const moves = (before: string, after: string, noteBefore = before, noteAfter = after) =>
  diffFacts(facts(page(before, noteBefore)), facts(page(after, noteAfter))).filter((c) => c.type === "pricing_change").map((c) => c.summary);

describe("rules100g: a withheld reading echoing a reported plan's move", () => {
  test("the page reads one plan and withholds a payment note with its price", () => {
    const f = facts(page("$90"));
    expect(f.plans.map((p) => `${p.name} ${p.amount}`)).toEqual(["Lifetime License 90"]);
    expect((f.withheld_plans ?? []).map((w) => `${w.name} ${w.reading?.amount}`)).toContain("Card payment 90");
  });

  test("one price rise is one alert, the card's (fails without the rule)", () => {
    expect(moves("$90", "$130")).toEqual(["Lifetime License: $90 one-time → $130 one-time (+44.4%)"]);
  });

  test("a withheld reading whose move is not the card's is still compared", () => {
    // The note moved to another figure than the card: not the card's price read again.
    const got = moves("$90", "$130", "$90", "$110");
    expect(got).toContain("Lifetime License: $90 one-time → $130 one-time (+44.4%)");
    expect(got.some((s) => s.startsWith("Card payment: $90"))).toBe(true);
  });

  test("a price that held reports nothing", () => {
    expect(moves("$90", "$90")).toEqual([]);
  });
});
