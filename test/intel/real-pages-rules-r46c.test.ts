/**
 * Round 46, part c, on real pages (issue 25; docs/intel.md, "Round 46, part c"): one-time credit
 * packs and top-ups beside a subscription grid. Counted on development (waves 8–12, 30–38): the
 * packs the product reports as invented beside a monthly grid are one site in one wave (a group under
 * a "Top-up Packs" heading, arch-tools, wave 38); the same construction on a second site (wave 12)
 * is already dropped. Packs beside a grid under a "Packs" / "Credit packs" heading are case plans
 * (cards of their own, bought instead of a subscription) on 6 sites in 4 waves, 3 of them exact:
 * a rule "a pack group beside a monthly grid is not plans" would lose them. No rule: these tests pin
 * what is read. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Pellwick</h1>${body}</main></body></html>`;
const PAGE = "https://pellwick.example/pricing";
const card = (name: string, price: string, items: string[], button: string) =>
  `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a class="btn" href="/checkout">${button}</a></div>`;
const monthly = `<section><h2>Subscriptions</h2><div class="grid">${card("Basic", "$19 /month", ["2,000 credits a month", "Email support", "API access"], "Subscribe")}${card("Pro", "$49 /month", ["8,000 credits a month", "Priority support", "API access"], "Subscribe")}${card("Scale", "$99 /month", ["20,000 credits a month", "Phone support", "API access"], "Subscribe")}</div></section>`;
const packs = (heading: string) =>
  `<section><h2>${heading}</h2><div class="grid">${card("Small Pack", "$9 one-time", ["1,000 credits", "Credits never expire", "Use with any plan"], "Buy pack")}${card("Medium Pack", "$39 one-time", ["5,000 credits", "Credits never expire", "Use with any plan"], "Buy pack")}${card("Large Pack", "$69 one-time", ["10,000 credits", "Credits never expire", "Use with any plan"], "Buy pack")}</div></section>`;
const reported = (body: string) =>
  extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: true }).plans.map((p) => `${p.name}: ${p.amount}/${p.period}`);

describe("rules46c: one-time packs and top-ups beside subscription plans", () => {
  test("a page whose only plans are packs: every pack is read as a one-time plan", () => {
    expect(reported(packs("Credit packs"))).toEqual(["Small Pack: 9/one_time", "Medium Pack: 39/one_time", "Large Pack: 69/one_time"]);
  });

  test("packs under a \"Packs\" heading beside a monthly grid are read as plans, as the cases keep them", () => {
    const plans = reported(packs("Packs") + monthly);
    expect(plans).toEqual(expect.arrayContaining(["Basic: 19/month", "Pro: 49/month", "Scale: 99/month"]));
    // The cases of this construction list such packs as one-time plans (cards of their own, a way to
    // pay instead of a subscription): the reading a "not plans" rule would undo.
    expect(plans).toEqual(expect.arrayContaining(["Small Pack: 9/one_time", "Medium Pack: 39/one_time", "Large Pack: 69/one_time"]));
  });

  test("packs under an \"Add-ons\" heading beside a monthly grid are not plans (round 21b's add-on heading)", () => {
    expect(reported(monthly + packs("Add-ons"))).toEqual(["Basic: 19/month", "Pro: 49/month", "Scale: 99/month"]);
  });

  test("packs under a \"Top-up packs\" heading beside a monthly grid are reported today (the invented plans left, below the bar)", () => {
    const plans = reported(monthly + packs("Top-up packs"));
    expect(plans).toEqual(expect.arrayContaining(["Basic: 19/month", "Pro: 49/month", "Scale: 99/month"]));
    // One development site in one wave reports such a group as plans (a second is dropped for other
    // reasons): "top-up" is not an add-on heading word, and no rule was written for one site.
    expect(plans).toContain("Small Pack: 9/one_time");
  });
});
