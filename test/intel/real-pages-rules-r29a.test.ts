/**
 * Round 29, part a, on real pages (issue 25; docs/intel.md, "Round 29, part a"): plans at 0 that
 * are no free plan. Counted on development waves 8–12 and 14–23, checked on wave 13's totals. The
 * rule on small pages of our own (never text from a real page): a fee or cost shown at zero is a
 * charge waived, not a plan; and its look-alikes, which stay plans — a "Free" card of a plan grid,
 * a "$0 / month" Hobby plan, a "免費版" (free edition) card, a card that calls itself a no-fee plan.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { waivedFee } from "../../src/intel/extract/waived-fee";

const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main><h1>Quillmere</h1>${body}</main></body></html>`;
const card = (name: string, price: string, items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Choose</a></div>`;
const box = (name: string, price: string, note: string) => `<li class="zero-box"><h4>${name}</h4><p class="price">${price}</p><p>${note}</p></li>`;
const PAGE = "https://quillmere.example/pricing/";
const read = (body: string, lang = "en") => extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false });
const names = (body: string, lang = "en") => read(body, lang).plans.map((p) => `${p.name}: ${p.amount}`).sort();

describe("a fee or cost shown at zero is a charge waived", () => {
  const paid = `<div class="plans">${card("Locker S", "$40 / month", ["1 m²", "24h access"])}${card("Locker M", "$65 / month", ["2 m²", "24h access"])}${card("Locker L", "$90 / month", ["4 m²", "24h access"])}</div>`;

  const zeros = (heading: string, items: [string, string, string][]) =>
    `<section><h2>${heading}</h2><div class="compare">${items.map(([n, p, note]) => `<div class="col"><h3>${n}</h3><p>${p}</p><p>${note}</p></div>`).join("")}</div></section>`;

  test("\"Hidden fees and overhead $0\", \"The cost of waiting $0\" beside paid plans: no plan, no free tier", () => {
    const body = `${paid}${zeros("Why us", [["Hidden fees and overhead", "$0", "Nothing else to pay"], ["The cost of waiting", "$0", "Start today"]])}`;
    expect(names(body)).toEqual(["Locker L: 90", "Locker M: 65", "Locker S: 40"]);
    expect(hasFreeTier(read(body))).toBe(false);
  });

  test("a Japanese page's 管理費 ￥0 and 会員費 ￥0 beside its lockers", () => {
    const jaPaid = `<div class="plans">${card("Sタイプ", "￥8,000 / 月", ["1畳"])}${card("Mタイプ", "￥12,000 / 月", ["2畳"])}</div>`;
    const body = `${jaPaid}${zeros("追加費用なし", [["管理費", "￥0", "ずっとかかりません"], ["会員費", "￥0", "入会も無料"]])}`;
    expect(names(body, "ja")).toEqual(["Mタイプ: 12000", "Sタイプ: 8000"]);
  });

  test("the same in Japanese (管理費 ¥0, 事務手数料 ¥0) and Czech (Skryté poplatky 0 Kč)", () => {
    expect(waivedFee({ name: "管理費", amount: 0 })).toBe(true);
    expect(waivedFee({ name: "事務手数料", amount: 0 })).toBe(true);
    expect(waivedFee({ name: "セキュリティ関連費用", amount: 0 })).toBe(true);
    expect(waivedFee({ name: "Skryté poplatky", amount: 0 })).toBe(true);
    expect(waivedFee({ name: "The cost of waiting", amount: 0 })).toBe(true);
  });

  test("a fee at a price is left to the readers that price it (not this rule's)", () => {
    expect(waivedFee({ name: "Setup fee", amount: 99 })).toBe(false);
    expect(waivedFee({ name: "管理費", amount: 3000 })).toBe(false);
  });
});

describe("look-alikes that stay plans", () => {
  test("a \"Free\" card and a \"$0 / month\" Hobby card of a plan grid", () => {
    const body = `<div class="plans">${card("Free", "Free", ["1 project"])}${card("Hobby", "$0 / month", ["3 projects"])}${card("Pro", "$19 / month", ["Unlimited projects"])}</div>`;
    expect(names(body)).toEqual(["Free: 0", "Hobby: 0", "Pro: 19"]);
    expect(hasFreeTier(read(body))).toBe(true);
  });

  test("免費版 / 免费版 (\"free of charge\" edition) and a card that calls itself a no-fee plan", () => {
    expect(waivedFee({ name: "免費版", amount: 0, free: true })).toBe(false);
    expect(waivedFee({ name: "免费版", amount: 0, free: true })).toBe(false);
    expect(waivedFee({ name: "No-fee plan", amount: 0 })).toBe(false);
    expect(waivedFee({ name: "手数料無料プラン", amount: 0 })).toBe(false);
    expect(waivedFee({ name: "Coffee lovers", amount: 0 })).toBe(false);
  });

  test("a comparison table whose column heads are the plans keeps its free column", () => {
    const body = `<table><thead><tr><th></th><th>Free</th><th>Pro</th></tr></thead><tbody><tr><td>Price</td><td>$0 / month</td><td>$12 / month</td></tr><tr><td>Projects</td><td>2</td><td>Unlimited</td></tr></tbody></table>`;
    const got = read(body).plans.map((p) => p.name);
    expect(got).toContain("Free");
    expect(got).toContain("Pro");
  });
});
