/**
 * Round 24, part b, on real pages (issue 25; docs/intel.md, "Round 24, part b"): a billing switch
 * whose annual side shows — a card's own line naming the monthly-billing price. Each rule on a
 * small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.annual_amount, p.currency, p.period]);

describe("rules24b: a card's own line pairs its annual-billing and monthly-billing prices", () => {
  test("both prices marked by the theme as the annual side: their own words say which is which", () => {
    // A theme gives every price line of the card the class `annual`; the card's own words say the
    // dearer one is paid monthly. Read by the class alone, the annual price was the plan's amount.
    const card = (name: string, yearly: string, monthly: string) =>
      `<div class="tier-card"><h3>${name}</h3><p class="figure annual">${yearly} <span>per editor / month</span> <span>paid annually</span></p><p class="sep">or</p><p class="figure annual">${monthly} <span>per editor / month</span> <span>paid monthly</span></p><ul><li>Shared boards</li><li>Exports</li></ul></div>`;
    const html = doc("Quillmoor", `<h1>Quillmoor pricing</h1><div class="tiers"><div class="tier-card"><h3>Draft</h3><p class="figure">$0</p><ul><li>One board</li></ul></div>${card("Studio", "$30", "$36")}${card("Press", "$70", "$84")}</div>`);
    expect(plansOf("https://quillmoor.example/pricing", html)).toEqual([
      ["Draft", 0, null, "USD", "month"],
      ["Studio", 36, 30, "USD", "month"],
      ["Press", 84, 70, "USD", "month"],
    ]);
  });

  test("a tooltip names the monthly-billing price 'when paying monthly'", () => {
    // The card shows its annual-billing price "when paying yearly" (the toggle script's hook on it
    // names the other side) beside a struck list price; the monthly one sits in a tooltip its
    // stylesheet shows on hover (no markup the engine reads says it is hidden).
    const card = (name: string, list: string, yearly: string, monthly: string) =>
      `<div class="grid-col"><div class="col-name">${name}</div><div class="col-price"><div class="rate"><s>${list}</s><span data-billing-type="monthly">${yearly}</span></div><div class="term"><span data-billing-type="yearly">per user/month, when paying yearly</span><span class="tip" role="button"><div class="tip-body"><span>${monthly} per user/month, when paying monthly</span></div></span></div></div><a href="/signup">Choose ${name}</a><ul><li>Unlimited history</li><li>Guests</li></ul></div>`;
    const html = doc("Chirrup", `<h1>Chirrup plans</h1><div class="grid">${card("Crew", "€16", "€6.40", "€8.00")}${card("Crew Plus", "€28", "€11.20", "€14.00")}</div>`);
    expect(plansOf("https://chirrup.example/pricing", html)).toEqual([
      ["Crew", 8, 6.4, "EUR", "month"],
      ["Crew Plus", 14, 11.2, "EUR", "month"],
    ]);
  });

  test("a price that starts another one's digits keeps its own words: '$15 if billed monthly' after '$150 billed up front'", () => {
    // The card's description names a yearly total ("$150 billed up front") before the
    // monthly-billing price ("$15"): read as the first "$15" of the text, that price took the
    // total's words and the pair was never seen.
    const card = (name: string, shown: string, total: string, monthly: string) =>
      `<div class="offer"><h3>${name}</h3><div class="amount">${shown}</div><p>Per month with the annual plan discount (${total} billed up front). ${monthly} if billed monthly.</p><ul><li>Priority queue</li><li>Longer sessions</li></ul></div>`;
    const html = doc("Tallowick", `<h1>Tallowick pricing</h1><div class="offers"><div class="offer"><h3>Open</h3><div class="amount">$0</div><ul><li>Daily sessions</li></ul></div>${card("Keen", "$12.50", "$150", "$15")}${card("Avid", "$25", "$300", "$30")}</div>`);
    expect(plansOf("https://tallowick.example/pricing", html)).toEqual([
      ["Open", 0, null, "USD", "month"],
      ["Keen", 15, 12.5, "USD", "month"],
      ["Avid", 30, 25, "USD", "month"],
    ]);
  });
});
