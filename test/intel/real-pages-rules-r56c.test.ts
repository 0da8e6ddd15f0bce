/**
 * Round 56, part c, on real pages (issue 25; docs/intel.md, "Round 56, part c"): plan names taken
 * from the wrong line of a card. Counted over every development case (waves 8–12, 30–48, product
 * and raw): each case plan missed while the engine reports a plan of the same amount, currency and
 * period under another name, by where that name came from. No source recurs with one shape and one
 * direction on three sites in three waves that a rule could take without a loss (the one tried, the
 * price's label as a card label, lost 15 monitoring changes on development and read two plans wrong
 * on wave 48, raw), so no rule: these tests pin what is read. Small pages of our own, never text
 * from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { cardLabel } from "../../src/intel/extract/label-words";

const PRICING = "https://quillcart.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing — Quillcart</title></head><body><header><a href="/">Quillcart</a></header><main><h1>Pricing</h1>${body}</main></body></html>`;
const read = (body: string) => extractSite([{ url: PRICING, html: page(body) }], { url: PRICING, abstain: false }).plans.map((p) => `${p.name}: ${p.amount}`);
/** A card with a line over its heading (an icon and a short line, as a kicker). */
const card = (kicker: string, heading: string, amount: number) =>
  `<div class="card"><div class="top"><span class="icon"></span><p>${kicker}</p></div><h3>${heading}</h3><div class="price"><span>$${amount}</span><span>/month</span></div><ul><li>Two stores</li><li>Email support</li></ul><a href="/signup">Choose</a></div>`;

describe("rules56c: names read from another line of a card (pinned, no rule)", () => {
  test("a free card with a purpose clause over its heading is named by the heading, as its kin are (round 82k: was named by that line)", () => {
    expect(read(`<section class="plans">${card("To get started", "Free", 0)}${card("For growing shops", "Shop", 19)}${card("For chains", "Chain", 59)}</section>`)).toEqual(["Free: 0", "Shop: 19", "Chain: 59"]);
  });

  test("a paid card with an access note over its heading is named by the heading", () => {
    expect(read(`<section class="plans">${card("Application only", "Partner Tier", 499)}${card("Open to all", "Shop", 19)}</section>`)).toEqual(["Partner Tier: 499", "Shop: 19"]);
  });

  test("a tier word over a heading that says what the tier does: the heading is read", () => {
    const body = `<section class="plans"><article><p>Free</p><h2>Basic use</h2><p>One store.</p><div>$0/month</div><ul><li>Ads</li></ul></article><article><p>Pro</p><h2>Limits lifted</h2><p>Many stores.</p><div>$9/month</div><ul><li>No ads</li></ul></article></section>`;
    expect(read(body)).toEqual(["Basic use: 0", "Limits lifted: 9"]);
  });

  test("a price's label of a kind or an investment is not a card label (the rule tried and not kept)", () => {
    expect(cardLabel("Price")).toBe(true);
    for (const l of ["Subscription price", "Investimento", "Your investment", "Выбранный пакет:"]) expect(cardLabel(l)).toBe(false);
  });
});
