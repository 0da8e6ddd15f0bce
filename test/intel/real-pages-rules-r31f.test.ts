/**
 * Round 31, part f, on real pages (issue 25; docs/intel.md, "Round 31, part f"): the other figure
 * on the card — counted by field and construction over development; one rule written.
 *
 * - A range written with a tilde or a wave dash, its currency after the upper end ("600〜1,000円",
 *   "1,200～4,000 円/本", "60~120€"), was read at its upper end: price-range.ts (round 28d) read
 *   only hyphens and dashes as a range's dash. It now reads the tilde and the wave dash too, with
 *   round 28d's guards. What it must NOT join: a "from" mark after a price ("66,000円〜"), a count
 *   or a time before a price ("1〜3,000円", "10〜12時 3,000円"), an approximation after a slash
 *   ("₹499 / ~6 USD"), two priced ends ("600円〜1,000円"), an approximate figure alone ("~20 €").
 *
 * Pages of our own.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const doc = (body: string, lang: string) => `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const plansOf = (body: string, lang: string) =>
  extractSite([{ url: "https://hollowmere.example/pricing", html: doc(body, lang) }], { url: "https://hollowmere.example/", abstain: false }).plans.map((p) => [p.name, p.amount, p.currency]);
const amounts = (s: string) => findPrices(s).map((p) => p.amount);

describe("rules31f: a range written with a tilde or a wave dash is read at its lower end", () => {
  test("a Japanese fee table: each row's range at its lower end, a single price as it is", () => {
    const row = (name: string, price: string) => `<tr><td>${name}</td><td class="fee">${price}</td></tr>`;
    const body = `<h1>料金表</h1><table><tr><th>メニュー</th><th>料金（税込）</th></tr>${row("初回カウンセリング", "3,300円")}${row("骨盤調整（30分）", "2,000〜3,500円")}${row("全身ストレッチ（60分）", "4,800～6,000円")}</table>`;
    const read = Object.fromEntries(plansOf(body, "ja").map((p) => [p[0], p[1]]));
    expect(read).toEqual({ "初回カウンセリング": 3300, "骨盤調整（30分）": 2000, "全身ストレッチ（60分）": 4800 });
  });

  test("the token: lower end, the whole range as its text — wave dash, full-width tilde, ASCII tilde", () => {
    expect(findPrices("600〜1,000円").map((p) => [p.amount, p.currency, p.raw])).toEqual([[600, "JPY", "600〜1,000円"]]);
    expect(amounts("1,200～4,000 円/本")).toEqual([1200]);
    expect(amounts("Réparation 60~120€")).toEqual([60]);
    expect(amounts("상담 10,000 ~ 20,000원")).toEqual([10000]);
  });

  test("NOT a range: a 'from' mark, a count or a time before a price, an approximation, two priced ends", () => {
    // "66,000円〜" is "from 66,000 yen": the mark ends the price, the next row's price is its own.
    expect(amounts("66,000円〜\n99,000円")).toEqual([66000, 99000]);
    // A count (one to three) before a price is below round 28d's quarter guard: no lower end.
    expect(amounts("1〜3,000円")).toEqual([3000]);
    expect(amounts("10〜12時 3,000円")).toEqual([3000]);
    // An approximate equivalent after a slash: no bare number before the tilde.
    expect(amounts("₹499 / ~6 USD")).toEqual([499, 6]);
    expect(amounts("~20 €")).toEqual([20]);
    // Two ends each with its currency stay two tokens, as with a hyphen.
    expect(amounts("600円〜1,000円")).toEqual([600, 1000]);
  });
});
