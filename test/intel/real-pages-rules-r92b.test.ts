/**
 * Round 92, part b, on real pages (issue 25): a figure a yearly card prints to compare its term
 * with paying by the month is not the plan's price (term-comparison.ts, read through money.ts
 * `NOT_A_PLAN_PRICE_AFTER`).
 *
 * - "$180 when paid monthly for 12 months" over "$79 / year": twelve monthly payments added up.
 * - "年額で¥24,000お得" under "¥120,000/年": what the year saves, written after its figure.
 * The failure side: "$20 when billed monthly" is a card's monthly price and stays one; a Japanese
 * card's own "¥12,000/月" keeps its price.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;

const raw = (url: string, html: string) => assessSite([{ url, html }], { url }).facts;
const read = (url: string, html: string) => raw(url, html).plans.map((p) => [p.name, p.amount, p.period]);

describe("rules92b: a year's worth of monthly payments is no price", () => {
  const URL = "https://pondnote.example/pricing";
  // An app sold by term: the yearly card first sets what twelve monthly payments would come to.
  const terms = (comparison: string) =>
    page(
      "en",
      "Pondnote pricing",
      `<h1>Pricing</h1><p>One app, three ways to pay.</p><div class="plans">${[
        `<div class="plan"><h3>Yearly</h3><div class="compare">${comparison}</div><div class="price">$79 / year</div><p>Renews every year; cancel any time.</p><a href="/buy/yearly">Choose yearly</a></div>`,
        `<div class="plan"><h3>Monthly</h3><div class="price">$15 / month</div><p>Renews every month; cancel any time.</p><a href="/buy/monthly">Choose monthly</a></div>`,
        `<div class="plan"><h3>Lifetime</h3><div class="price">$129 one-time</div><p>Pay once, keep it.</p><a href="/buy/lifetime">Choose lifetime</a></div>`,
      ].join("")}</div>`,
    );

  test("'$180 when paid monthly for 12 months' over '$79 / year': the yearly plan costs $79 (fails without the rule)", () => {
    expect(read(URL, terms("$180 when paid monthly for 12 months"))).toEqual([
      ["Yearly", 79, "year"],
      ["Monthly", 15, "month"],
      ["Lifetime", 129, "one_time"],
    ]);
  });

  test("'$180 if billed monthly over a year' is the same sum (fails without the rule)", () => {
    expect(read(URL, terms("$180 if billed monthly over a year"))[0]).toEqual(["Yearly", 79, "year"]);
  });

  test("the failure side: '$20 when billed monthly' is a card's monthly price", () => {
    const html = page(
      "en",
      "Quillbox pricing",
      `<h1>Pricing</h1><div class="plans">${[
        `<div class="plan"><h3>Solo</h3><div class="price">$20 when billed monthly</div><ul><li>One inbox</li><li>Email support</li></ul><a href="/buy/solo">Start Solo</a></div>`,
        `<div class="plan"><h3>Team</h3><div class="price">$45 when billed monthly</div><ul><li>Five inboxes</li><li>Chat support</li></ul><a href="/buy/team">Start Team</a></div>`,
      ].join("")}</div>`,
    );
    expect(read("https://quillbox.example/pricing", html)).toEqual([
      ["Solo", 20, "month"],
      ["Team", 45, "month"],
    ]);
  });
});

describe("rules92b: a saving written after its figure is no price", () => {
  const URL = "https://hoshizora-kiroku.example/pricing";
  const card = (name: string, price: string, saving: string, bullets: string[]) =>
    `<div class="pricing-card"><div class="plan-name">${name}</div><div class="plan-price">${price}</div><div class="plan-note">${saving}</div><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/signup">このプランで始める</a></div>`;
  // A yearly price list whose cards each add what the year saves against twelve months.
  const html = page(
    "ja",
    "ほしぞら記録 料金",
    `<h1>料金プラン</h1><div class="pricing-grid">${[
      card("ライト", "¥120,000/年（税込）", "年額で¥24,000お得", ["記録：無制限", "PDF出力"]),
      card("チーム", "¥240,000/年（税込）", "年額で¥48,000お得", ["記録：無制限", "メンバー招待（最大5名）"]),
    ].join("")}</div>`,
  );

  test("'年額で¥24,000お得' is the year's saving; the card's price is ¥120,000 a year (fails without the rule)", () => {
    expect(read(URL, html)).toEqual([
      ["ライト", 120000, "year"],
      ["チーム", 240000, "year"],
    ]);
  });

  test("the failure side: a saving line with no figure ('年額なら2ヶ月分お得') leaves the monthly price alone", () => {
    const monthly = page(
      "ja",
      "ほしぞら記録 料金",
      `<h1>料金プラン</h1><div class="pricing-grid">${[
        card("ライト", "¥12,000/月（税込）", "年額なら2ヶ月分お得", ["記録：無制限", "PDF出力"]),
        card("チーム", "¥24,000/月（税込）", "年額なら2ヶ月分お得", ["記録：無制限", "メンバー招待（最大5名）"]),
      ].join("")}</div>`,
    );
    expect(read(URL, monthly)).toEqual([
      ["ライト", 12000, "month"],
      ["チーム", 24000, "month"],
    ]);
  });
});
