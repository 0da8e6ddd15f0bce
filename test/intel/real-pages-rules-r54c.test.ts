/**
 * Round 54, part c, on real pages (issue 25; docs/intel.md, "Round 54, part c"): monitoring's
 * missed and false changes on development (waves 8–12, 30–46), counted by kind and cause. The one
 * diff cause that recurs on ≥ 3 sites in ≥ 3 waves: a page that starts (or stops) offering billing
 * by the year while every charged price holds — readers wrote a price change (oktowatch 12,
 * kesefle 42, gitdealflow 42, insightradar 45), and the diff said nothing because an annual price
 * appearing on one plan is how a toggle is marked up (annualMove). Where one check read an annual
 * price on no plan at all, it is the offer that changed (src/monitoring/diff.ts `annualOffered`).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const URL_ = "https://ledgerly.example/pricing";
const card = (name: string, price: string, yearly: string, bullets: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p>${yearly ? `<p class="yearly">${yearly}</p>` : ""}<ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="btn" href="/signup">Choose ${name}</a></div>`;
const page = (solo: [string, string], studio: [string, string]) =>
  `<!doctype html><html><head><title>Pricing — Ledgerly</title><meta name="description" content="Bookkeeping for freelancers."></head><body><main><h1>Ledgerly pricing</h1><div class="plans">${card("Free", "$0/month", "", ["1 ledger", "Receipts"])}${card("Solo", solo[0], solo[1], ["5 ledgers", "Receipts", "Bank sync"])}${card("Studio", studio[0], studio[1], ["Unlimited ledgers", "Receipts", "Bank sync", "Team roles"])}</div></main></body></html>`;
const MONTHLY = page(["$12/month", ""], ["$29/month", ""]);
const YEARLY = page(["$12/month", "or $120/year (two months free)"], ["$29/month", "or $290/year (two months free)"]);
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
// Prices and plans only: on a page this small the description is read from the cards' lines (another matter).
const diff = (a: string, b: string) => diffFacts(read(a), read(b)).filter((c) => c.subject !== "description");
const lines = (a: string, b: string) => diff(a, b).map((c) => `${c.type} ${c.summary}`);

describe("rules54c: billing by the year offered or withdrawn while the charged prices hold", () => {
  test("what is read: no annual price on the monthly page, one per paid card on the other", () => {
    expect(read(MONTHLY).plans.map((p) => `${p.name} ${p.amount}/${p.period} ${p.annual_amount}`)).toEqual(["Free 0/month null", "Solo 12/month null", "Studio 29/month null"]);
    expect(read(YEARLY).plans.map((p) => `${p.name} ${p.amount}/${p.period} ${p.annual_amount}`)).toEqual(["Free 0/month null", "Solo 12/month 10", "Studio 29/month 24.17"]);
  });

  test("a page with no yearly price that now offers one on its paid cards: a price change per plan", () => {
    const cs = diff(MONTHLY, YEARLY);
    expect(cs.map((c) => `${c.type} ${c.summary}`)).toEqual([
      "pricing_change Solo: billed annually now offered ($10/month billed annually)",
      "pricing_change Studio: billed annually now offered ($24.17/month billed annually)",
    ]);
    expect(cs[0]).toMatchObject({ subject: "Solo", severity: "medium", before: null, after: "$10/month billed annually" });
  });

  test("the yearly billing withdrawn from every card is said the other way", () => {
    expect(lines(YEARLY, MONTHLY)).toEqual([
      "pricing_change Solo: billed annually no longer offered (was $10/month billed annually)",
      "pricing_change Studio: billed annually no longer offered (was $24.17/month billed annually)",
    ]);
  });

  test("a plan charged by the year on both sides (its per-month figure read as annual) does not hide the others' yearly billing", () => {
    const withAgency = (html: string) => html.replace("</div></main>", `${card("Agency", "$1,200/year", "", ["Unlimited ledgers", "Client portal"])}</div></main>`);
    expect(read(withAgency(MONTHLY)).plans.find((p) => p.name === "Agency")).toMatchObject({ amount: 1200, period: "year" });
    expect(lines(withAgency(MONTHLY), withAgency(YEARLY))).toEqual([
      "pricing_change Solo: billed annually now offered ($10/month billed annually)",
      "pricing_change Studio: billed annually now offered ($24.17/month billed annually)",
    ]);
  });

  test("one card's yearly price gone while another's came is a toggle's markup, as before: no change", () => {
    const soloOnly = page(["$12/month", "or $120/year (two months free)"], ["$29/month", ""]);
    const studioOnly = page(["$12/month", ""], ["$29/month", "or $290/year (two months free)"]);
    expect(lines(soloOnly, studioOnly)).toEqual([]);
  });

  test("a charged price that moved is the price change alone; the same page twice is no change", () => {
    expect(lines(MONTHLY, page(["$15/month", "or $150/year (two months free)"], ["$29/month", "or $290/year (two months free)"]))).toEqual([
      "pricing_change Solo: $12/month → $15/month (+25.0%)",
      "pricing_change Studio: billed annually now offered ($24.17/month billed annually)",
    ]);
    expect(lines(YEARLY, YEARLY)).toEqual([]);
    expect(lines(MONTHLY, MONTHLY)).toEqual([]);
  });
});
