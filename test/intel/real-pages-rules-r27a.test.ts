/**
 * Round 27, part a, on real pages (issue 25; docs/intel.md, "Round 27, part a"): currencies the
 * engine did not know — the Uzbek sum ("so'm", "сум"), the Czech crown written out ("korun"), the
 * đồng abbreviated "đ", the Moldovan leu's and the convertible mark's codes (MDL, BAM), and the
 * Iranian toman, read as rials × 10. Each on a small page or line of our own, never text from a
 * real page, with the look-alike that must not read.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { billingAfter, findPrices } from "../../src/intel/extract/money";
import { inCodedUnit } from "../../src/intel/extract/currency-multiples";

const tokens = (s: string) => findPrices(s).map((t) => [t.amount, t.currency]);
const doc = (body: string, lang: string) => `<!doctype html><html lang="${lang}"><head><title>Prices</title></head><body><main>${body}</main></body></html>`;
const plansOf = (html: string, url = "https://tarozu.example/narxlar") =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Darslar</li><li>Yordam</li></ul><a href="/start">Boshlash</a></div>`;

describe("rules27a: currency words after the number", () => {
  test("the Uzbek sum in Latin, whatever apostrophe is typed, and in Cyrillic", () => {
    for (const w of ["so'm", "so’m", "so‘m", "soʻm"]) expect(tokens(`Kurs 250,000 ${w} · oyiga`)).toEqual([[250000, "UZS"]]);
    expect(tokens("Номер 320 000 сум за ночь")).toEqual([[320000, "UZS"]]);
  });

  test("not the words that begin with the same letters, nor the word before a number", () => {
    expect(tokens("3 сумки в подарок")).toEqual([]); // bags
    expect(tokens("2 суммы к оплате")).toEqual([]);
    expect(tokens("so'm 250 000")).toEqual([]);
  });

  test("the Czech crown written out, and not a word that goes on from it", () => {
    expect(tokens("Podíl – 7 200 korun (20 týdnů)")).toEqual([[7200, "CZK"]]);
    expect(tokens("3 korunky pro štěstí")).toEqual([]);
  });

  test("the đồng abbreviated đ, glued or spaced; a Vietnamese word that begins with đ is no currency", () => {
    expect(tokens("Gói cơ bản 79.000đ /Tháng")).toEqual([[79000, "VND"]]);
    expect(tokens("Gói VIP 350,000 đ")).toEqual([[350000, "VND"]]);
    expect(tokens("Ở lại 3 đêm, 2 điểm đến")).toEqual([]); // nights, destinations
    expect(billingAfter(" /Tháng").period).toBe("month");
  });

  test("the Moldovan leu's and the convertible mark's codes; the mark's letters in other cases are words", () => {
    expect(tokens("Loc fix 1800 MDL pe lună")).toEqual([[1800, "MDL"]]);
    expect(tokens("Stranica ~ 1500 BAM")).toEqual([[1500, "BAM"]]);
    expect(tokens("Bam 2 and 20 bam")).toEqual([]);
  });
});

describe("rules27a: the toman, a multiple of the rial", () => {
  test("a price in tomans is the rial's amount, ten times (the digits folded from Persian ones)", () => {
    expect(inCodedUnit("تومان", 1500)).toEqual({ amount: 15000, currency: "IRR" });
    expect(inCodedUnit("ريال", 1500)).toBeNull();
    expect(tokens("پلن ویژه 250,000 تومان /ماه")).toEqual([[2500000, "IRR"]]);
    expect(billingAfter(" /ماه").period).toBe("month");
  });

  test("not a word that goes on from it, nor the moon without its slash", () => {
    expect(tokens("سکه 100 تومانی")).toEqual([]);
    expect(billingAfter(" ماه کامل").period).toBeNull();
  });

  test("a Persian page of ours: its plans in rials, per month", () => {
    const plans = `<div class="plans">${card("برنز", "۲۰۰,۰۰۰ تومان /ماه")}${card("نقره", "۶۰۰,۰۰۰ تومان /ماه")}</div>`;
    const got = plansOf(doc(`<h1>تعرفه‌ها</h1>${plans}`, "fa"), "https://tarozu.example/fa/pricing");
    expect(got).toContainEqual(["برنز", 2000000, "IRR", "month"]);
    expect(got).toContainEqual(["نقره", 6000000, "IRR", "month"]);
  });
});

describe("rules27a: a page of ours in sums", () => {
  test("cards priced in so'm read in UZS", () => {
    const plans = `<div class="plans">${card("Boshlang'ich", "150,000 so'm / oy")}${card("Pro", "390,000 so'm / oy")}</div>`;
    const got = plansOf(doc(`<h1>Narxlar</h1>${plans}`, "uz"));
    expect(got.map((p) => [p[0], p[1], p[2]])).toContainEqual(["Pro", 390000, "UZS"]);
    expect(got.map((p) => [p[0], p[1], p[2]])).toContainEqual(["Boshlang'ich", 150000, "UZS"]);
  });
});
