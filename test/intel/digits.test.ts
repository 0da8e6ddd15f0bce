/**
 * Numbers in other scripts' digits (src/intel/html/digits.ts): folded to ASCII where the page is
 * decoded, so every reader sees the number. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { extractSite } from "../../src/intel/extract-site";
import { foldDigits } from "../../src/intel/html/digits";

const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("digits of other scripts", () => {
  test("Arabic-Indic, Persian, Devanagari and Bengali digits read as the same numbers", () => {
    expect(foldDigits("٤٥ ج.م")).toBe("45 ج.م");
    expect(foldDigits("۱,۰۰۰,۰۰۰ تومان")).toBe("1,000,000 تومان");
    expect(foldDigits("१२३ / ৪৫৬")).toBe("123 / 456");
    // The Arabic decimal and thousands separators and percent sign go with them.
    expect(foldDigits("١٢٬٥٠٠٫٧٥ — خصم ١٥٪")).toBe("12,500.75 — خصم 15%");
  });

  test("text with no such digit is returned as it is (the same string)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (s) => {
        fc.pre(!/[\u0660-\u066c\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef]/.test(s));
        expect(foldDigits(s)).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  test("folding keeps the length and every character that is no digit", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("٣", "۷", "a", " ", "ج", "5", "٫", "€")).map((a) => a.join("")), (s) => {
        const out = foldDigits(s);
        expect(out.length).toBe(s.length);
        for (let i = 0; i < s.length; i++) if (!/[٣۷٫]/.test(s[i]!)) expect(out[i]).toBe(s[i]);
      }),
    );
  });

  test("an Arabic pricing page whose prices are written in Arabic-Indic digits is read", () => {
    // Before the fold no number was found on such a page: not one plan.
    const card = (name: string, price: string) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price} ج.م / شهر</p><a href="/signup">اشترك</a></div>`;
    const html = `<!doctype html><html lang="ar" dir="rtl"><head><title>الأسعار</title></head><body><main><h1>الباقات</h1><div class="plans">${card("الأساسية", "٤٥")}${card("المتقدمة", "٩٠")}${card("الاحترافية", "١٥٠")}</div></main></body></html>`;
    expect(plansOf("https://souqly.example/pricing", html)).toEqual([
      ["الأساسية", 45, "EGP", "month"],
      ["المتقدمة", 90, "EGP", "month"],
      ["الاحترافية", 150, "EGP", "month"],
    ]);
  });
});
