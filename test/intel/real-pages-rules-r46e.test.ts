/**
 * Round 46, part e, on real pages (issue 25; docs/intel.md, "Round 46, part e"): a billing switch
 * served on its yearly side. Counted on development (waves 8–12, 30–38) by where the monthly side
 * lives in the served HTML; the plans reported wrong for it are three, on three sites in three
 * waves, and two of them keep the monthly side outside the HTML (an external script chunk), so no
 * construction in the HTML passes the bar (one site, one wave: a hidden tab pane). No rule. These
 * tests pin what the engine reads on each construction of a page of our own, so that a later rule
 * shows up as a change. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, after = "", head = "") =>
  `<!doctype html><html lang="en"><head><title>Pricing</title>${head}</head><body><main><h1>Plans</h1>` +
  `<div class="billing-switch"><button data-period="monthly">Monthly</button><button class="active" aria-pressed="true" data-period="yearly">Yearly · save 20%</button></div>` +
  `<section class="plans">${body}</section>${after}</main></body></html>`;
const bullets = `<ul><li>Ten projects</li><li>Email support</li><li>Weekly backups</li></ul>`;
const card = (name: string, price: string, attrs = "", extra = "") =>
  `<div class="plan"><h3>${name}</h3><div class="price"${attrs}>${price}</div><p>per month, billed yearly</p>${extra}${bullets}<a class="btn" href="/signup">Start</a></div>`;
const read = (html: string, abstain = false) => {
  const url = "https://tools.example/pricing";
  return extractSite([{ url, html }], { url, abstain }).plans.map((p) => [p.name, p.amount, p.annual_amount, p.period]);
};
const both = (html: string) => [read(html), read(html, true)];

describe("rules46e: a switch served on its yearly side, the monthly side in each card's attributes", () => {
  test("data attributes on each price (the convention's first case): amount is the monthly side", () => {
    const html = doc(
      card("Starter", "$8", ` data-monthly="10" data-annual="8"`) +
        card("Pro", "$24", ` data-monthly="30" data-annual="24"`) +
        card("Team", "$64", ` data-monthly="80" data-annual="64"`),
    );
    const want = [["Starter", 10, 8, "month"], ["Pro", 30, 24, "month"], ["Team", 80, 64, "month"]];
    expect(both(html)).toEqual([want, want]);
  });

});

describe("rules46e: a whole hidden monthly pane beside the shown yearly one (the gap, pinned)", () => {
  // A tab switch whose monthly side is a second set of whole cards, hidden: today the engine reads
  // the shown yearly set and takes its price for both sides (amount = annual_amount = the yearly
  // figure). On development this is one site of one wave (wave 9, where the paired cards are read
  // right and one card, dearer on its yearly tab, is not): below the bar, so no rule; a later rule
  // that reads the hidden pane as the monthly side turns this test red on purpose.
  test("the yearly set is read as the amount, the hidden monthly set is not used", () => {
    const pane = (cls: string, hidden: string, a: number, b: number, c: number) =>
      `<div class="tab-pane ${cls}"${hidden}>${card("Starter", `$${a}`)}${card("Pro", `$${b}`)}${card("Team", `$${c}`)}</div>`;
    const html = doc(pane("yearly", "", 8, 24, 64) + pane("monthly", ` style="display:none"`, 10, 30, 80));
    const today = [["Starter", 8, 8, "month"], ["Pro", 24, 24, "month"], ["Team", 64, 64, "month"]];
    expect(both(html)).toEqual([today, today]);
  });
});

describe("rules46e: what is read where the monthly side is not in the card markup (pinned, no rule)", () => {
  const grid = card("Starter", "$8") + card("Pro", "$24") + card("Team", "$64");

  // Pinned at the yearly side until round 105i (script-sides.ts scriptMonthlySides): the inline
  // script's pairs naming both sides now give the monthly side, the shown price the annual one.
  test("the monthly side only in an inline script's JSON: read as the amount since round 105i, the shown side as the annual", () => {
    const script = `<script>window.PRICES={"starter":{"monthly":10,"yearly":8},"pro":{"monthly":30,"yearly":24},"team":{"monthly":80,"yearly":64}}</script>`;
    const got = read(doc(grid, script));
    expect(got.map((p) => p[0])).toEqual(["Starter", "Pro", "Team"]);
    expect(got.map((p) => p[1])).toEqual([10, 30, 80]);
    expect(got.map((p) => p[2])).toEqual([8, 24, 64]);
  });

  test("the monthly side nowhere in the HTML (an external chunk): the yearly side shown is the amount (README rule)", () => {
    const got = read(doc(grid, `<script src="/chunks/pricing-1a2b.js"></script>`));
    expect(got.map((p) => [p[0], p[1], p[3]])).toEqual([["Starter", 8, "month"], ["Pro", 24, "month"], ["Team", 64, "month"]]);
  });
});
