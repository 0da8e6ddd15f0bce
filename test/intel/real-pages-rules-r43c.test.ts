/**
 * Round 43, part c, on real pages (issue 25; docs/intel.md, "Round 43, part c"): a page in Chinese
 * writes the yuan with "¥" or "￥". The card reader read it as the yuan, the text reader as the yen,
 * and the two readings "disagreed" on the sign alone, which withholds a priced plan outright. One
 * rule now spells the sign for both readers (page-signs.ts `pageSignCurrency`). Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { pageSignCurrency } from "../../src/intel/extract/page-signs";

const doc = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>价格</title></head><body><main><h1>选择方案</h1>${body}</main></body></html>`;
const card = (name: string, price: string, items: string[]) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/buy">立即购买</a></div>`;
const grid = (...cards: string[]) => `<section class="plans">${cards.join("")}</section>`;
const reported = (html: string, url: string) =>
  extractSite([{ url, html }], { url, abstain: true }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

const zhItems = ["三个项目", "邮件支持", "每日备份"];
const zhGrid = (sign: string) =>
  grid(card("免费版", "免费", zhItems), card("标准版", `${sign}99/月`, zhItems), card("专业版", `${sign}299/月`, zhItems));

describe("rules43c: the yuan sign read alike by the card and text readers", () => {
  test("a Chinese page's ¥ prices are reported in yuan, not withheld", () => {
    const got = reported(doc(zhGrid("¥"), "zh-CN"), "https://app.example.cn/pricing");
    expect(got).toContainEqual(["标准版", 99, "CNY", "month"]);
    expect(got).toContainEqual(["专业版", 299, "CNY", "month"]);
  });

  test("the full-width ￥ the same way", () => {
    const got = reported(doc(zhGrid("￥"), "zh"), "https://app.example.cn/pricing");
    expect(got).toContainEqual(["标准版", 99, "CNY", "month"]);
    expect(got).toContainEqual(["专业版", 299, "CNY", "month"]);
  });

  test("the look-alike: a Japanese page's ¥ stays the yen", () => {
    const jaItems = ["3つのプロジェクト", "メールサポート", "毎日のバックアップ"];
    const html = doc(grid(card("スタンダード", "¥980/月", jaItems), card("プロ", "¥2,980/月", jaItems)), "ja");
    const got = reported(html, "https://app.example.jp/pricing");
    expect(got).toContainEqual(["スタンダード", 980, "JPY", "month"]);
    expect(got).toContainEqual(["プロ", 2980, "JPY", "month"]);
  });

  test("the sign alone decides nothing: 円 is the yen on any page, and a page in another language keeps ¥ as the yen", () => {
    const zh = buildPage({ url: "https://a.example/", html: doc("<p>¥5</p>", "zh-CN") });
    const en = buildPage({ url: "https://a.example/", html: doc("<p>¥5</p>", "en") });
    expect(pageSignCurrency(zh, "JPY", "¥99")).toBe("CNY");
    expect(pageSignCurrency(zh, "JPY", "99円")).toBe("JPY");
    expect(pageSignCurrency(en, "JPY", "¥99")).toBe("JPY");
  });
});
