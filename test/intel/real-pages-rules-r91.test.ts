/**
 * After round 91 (issue 25, the lead, from wave 84's pages once the round closed): a price in an
 * element of its own ("<strong>¥99</strong>") followed at once by a count in the next element
 * ("<b>10 certificates / year</b>") is the price and a count, never one figure "¥9910" — page.ts
 * keeps the two a line apart (WHOLE_PRICE). Cents set apart ("$29<sup>99</sup>") still join.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";

const URL = "https://certbox.example/pricing";
const card = (name: string, price: string, count: string) =>
  `<article class="plan"><span class="plan-name">${name}</span><strong>${price}</strong><b>${count} certificates / year</b><p>Web console and REST API.</p><a href="/buy">Buy</a></article>`;
const html = (cards: string[]) =>
  `<!doctype html><html lang="en"><head><title>Certbox pricing</title></head><body><main><h1>Pricing</h1><p>Yearly licences for the certificate desk.</p><section class="plans">${cards.join("")}</section></main></body></html>`;
const raw = (h: string) => assessSite([{ url: URL, html: h }], { url: URL, abstain: false }).facts.plans.map((p) => [p.name, p.amount, p.currency]);

describe("rules91: a whole price in its own element is not glued to the count after it", () => {
  test("'<strong>$99</strong><b>10 certificates</b>' is $99, not $9910 (fails without the rule)", () => {
    const plans = raw(html([card("Starter", "$99", "10"), card("Team", "$199", "50"), card("Business", "$499", "200")]));
    expect(plans).toEqual([
      ["Starter", 99, "USD"],
      ["Team", 199, "USD"],
      ["Business", 499, "USD"],
    ]);
  });
  test("the visible text keeps them a line apart; cents set apart still join", () => {
    const page = buildPage({ url: URL, html: `<html><body><p><strong>€49</strong><b>5 seats</b></p><p><span>$29</span><sup>99</sup> per month</p></body></html>` });
    expect(page.visible).toContain("€49\n5 seats");
    expect(page.visible).toContain("$29.99");
  });
  test("a figure split digit by digit without its sign in the same element still joins", () => {
    const page = buildPage({ url: URL, html: `<html><body><p>$<span>1</span><span>2</span><span>9</span> per month</p></body></html>` });
    expect(page.visible).toContain("$129");
  });
});
