/**
 * Round 19, part b, on real pages (issue 25; docs/intel.md, "Round 19, part b"): precision that
 * holds on unseen pages — checks that do not depend on any one page. Developed on waves 1–12,
 * kept only when wave 13's totals were no worse. Each on a small page of our own, never text from
 * a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const URL = "https://kettle.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing — Kettlebook</title><meta property="og:site_name" content="Kettlebook"></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;

const card = (name: string, price: string, a: string, b: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>${a}</li><li>${b}</li></ul><a href="/start">Choose ${name}</a></div>`;
const read = (html: string, abstain: boolean) => extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => [p.name, p.amount, p.per_user]);

describe("round 19b: a plan the card reads per seat and its price line reads flat is not reported", () => {
  test("a flat crew price with a per-seat estimate under it is withheld, its siblings reported", () => {
    const html = page(
      `<div class="plans">${card("Solo", "$19 per month for one cook", "1 notebook", "Email support")}${card("Crew", "$49 per month for a crew of up to 8</p><p>Roughly $6 per user when the crew is full.", "10 notebooks", "Chat support")}${card("Kitchen", "$99 per month for a kitchen of up to 30", "Unlimited notebooks", "Phone support")}</div>`,
    );
    // The card reader takes the estimate's "per user" for the plan; the text reader reads the price line alone.
    const { assessed } = assessSite([{ url: URL, html }], { url: URL, abstain: false });
    expect(assessed.map((a) => [a.plan.name, a.plan.per_user, a.text?.perUser ?? null, a.signals.text_per_user_differs])).toEqual([
      ["Solo", false, false, 0],
      ["Crew", true, false, 1],
      ["Kitchen", false, false, 0],
    ]);
    expect(read(html, true)).toEqual([
      ["Solo", 19, false],
      ["Kitchen", 99, false],
    ]);
    expect(extractSite([{ url: URL, html }], { url: URL, abstain: true }).withheld_plans?.map((w) => w.name)).toEqual(["Crew"]);
  });

  test("readers that agree on the seats keep the plan", () => {
    const html = page(
      `<div class="plans">${card("Solo", "$19 per month for one cook", "1 notebook", "Email support")}${card("Crew", "$6 per user per month", "10 notebooks", "Chat support")}${card("Kitchen", "$99 per month for a kitchen of up to 30", "Unlimited notebooks", "Phone support")}</div>`,
    );
    expect(read(html, true)).toEqual([
      ["Solo", 19, false],
      ["Crew", 6, true],
      ["Kitchen", 99, false],
    ]);
  });

  test("a flat base fee plus a price per person keeps the card's flat reading (the text reads per person)", () => {
    const html = page(
      `<div class="plans">${card("Solo", "$19/mo plus $4/mo per person", "1 notebook", "Email support")}${card("Crew", "$49/mo plus $4/mo per person", "10 notebooks", "Chat support")}${card("Kitchen", "$99/mo plus $4/mo per person", "Unlimited notebooks", "Phone support")}</div>`,
    );
    const { assessed } = assessSite([{ url: URL, html }], { url: URL, abstain: false });
    expect(assessed.map((a) => [a.plan.name, a.plan.per_user, a.signals.text_per_user_differs])).toEqual([
      ["Solo", false, 1],
      ["Crew", false, 1],
      ["Kitchen", false, 1],
    ]);
    expect(read(html, true)).toEqual([
      ["Solo", 19, false],
      ["Crew", 49, false],
      ["Kitchen", 99, false],
    ]);
  });
});
