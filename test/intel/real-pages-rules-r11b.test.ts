/**
 * Round 11, part b, on real pages (issue 25; docs/intel.md, "Round 11"): recall in card markup,
 * list items and the free / contact-sales plans beside read ones. Developed on waves 1–4, kept only
 * when wave 5's totals were no worse. Each rule on a small page of our own, never text from a real
 * page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Pricing | Vendor</title></head><body><main>${body}</main></body></html>`;
const read = (body: string, opts: { abstain?: boolean; lang?: string } = {}) =>
  extractSite([{ url: "https://vendor.example/pricing", html: page(body, opts.lang) }], { strict: true, abstain: opts.abstain });
const rows = (body: string, opts: { abstain?: boolean; lang?: string } = {}) => read(body, opts).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Kanban view</li><li>Reports</li></ul><a href="/signup">Start</a></div>`;

describe("round 11b: rupiah and ringgit written as letters", () => {
  test('"Rp 99.000" and "RM 199" are prices; "RMB 99" stays yuan and "ARM 5" is no price', () => {
    expect(findPrices("Rp 99.000").map((t) => [t.amount, t.currency])).toEqual([[99000, "IDR"]]);
    expect(findPrices("Rp99.000").map((t) => [t.amount, t.currency])).toEqual([[99000, "IDR"]]);
    expect(findPrices("RM 199").map((t) => [t.amount, t.currency])).toEqual([[199, "MYR"]]);
    expect(findPrices("RMB 99").map((t) => [t.amount, t.currency])).toEqual([[99, "CNY"]]);
    expect(findPrices("ARM 5 cores")).toEqual([]);
  });

  test('rupiah in thousands ("rb", ribu) and millions ("jt", juta)', () => {
    expect(findPrices("Rp 350rb").map((t) => [t.amount, t.raw])).toEqual([[350000, "Rp 350rb"]]);
    expect(findPrices("Rp 1,5jt / bulan").map((t) => t.amount)).toEqual([1500000]);
    // Round 34 (lead): "k" is thousands of rupiah, with or without a period after it; not a longer word.
    expect(findPrices("Rp 275k / tahun").map((t) => [t.amount, t.raw])).toEqual([[275000, "Rp 275k"]]);
    expect(findPrices("Rp 50K").map((t) => t.amount)).toEqual([50000]);
    expect(findPrices("Rp 50 kopi").map((t) => t.amount)).toEqual([50]);
    // Only the rupiah: "$5 rb" is no abbreviation of anything.
    expect(findPrices("$5 rb").map((t) => t.amount)).toEqual([5]);
  });

  test("a grid of cards priced in rupiah per bulan (month) is read, monthly", () => {
    expect(rows(`<h1>Harga</h1><div class="plans">${card("Dasar", "Rp 49rb/bulan")}${card("Bisnis", "Rp 149.000/bulan")}${card("Tahunan", "Rp 1,2jt/tahun")}</div>`, { lang: "id" })).toEqual([
      ["Dasar", 49000, "IDR", "month"],
      ["Bisnis", 149000, "IDR", "month"],
      ["Tahunan", 1200000, "IDR", "year"],
    ]);
  });

  test("a grid of cards priced in ringgit is read", () => {
    expect(rows(`<h1>Pricing</h1><div class="plans">${card("Starter", "RM 99 / month")}${card("Growth", "RM 249 / month")}</div>`)).toEqual([
      ["Starter", 99, "MYR", "month"],
      ["Growth", 249, "MYR", "month"],
    ]);
  });
});

describe("round 11b: a saving stated in another language is no price", () => {
  test('"Hemat Rp 100.000" (save) beside a struck yearly price is not the plan\'s price', () => {
    const pro = `<div class="plan"><h3>Pro</h3><p class="old"><s>Rp 229.000 / tahun</s></p><p class="price">Rp 129.000 / tahun</p><p class="save">Hemat Rp 100.000</p><ul><li>Laporan</li></ul><a href="/daftar">Mulai</a></div>`;
    const basic = `<div class="plan"><h3>Dasar</h3><p class="price">Rp 59.000 / tahun</p><ul><li>Laporan</li></ul><a href="/daftar">Mulai</a></div>`;
    expect(rows(`<h1>Harga</h1><div class="plans">${basic}${pro}</div>`, { lang: "id" })).toEqual([
      ["Dasar", 59000, "IDR", "year"],
      ["Pro", 129000, "IDR", "year"],
    ]);
  });
});

describe("round 11b: free and contact-sales cards beside plans the model is sure of", () => {
  const contact = (name: string, bullets = true) =>
    `<div class="plan"><h3>${name}</h3><p class="price">Contact sales</p>${bullets ? "<ul><li>Kanban view</li><li>SSO</li></ul>" : ""}<a href="/contact">Talk to us</a></div>`;
  const free = `<div class="plan"><h3>Hobby</h3><p class="price">Free</p><ul><li>Kanban view</li><li>One board</li></ul><a href="/signup">Start</a></div>`;

  test("a contact-sales card after a free card and one priced card is reported with them", () => {
    const facts = read(`<h1>Pricing</h1><div class="plans">${free}${card("Startup", "$49/mo")}${contact("Enterprise")}</div>`, { abstain: true });
    expect(facts.plans.map((p) => [p.name, p.amount, p.contact_sales])).toEqual([
      ["Hobby", 0, false],
      ["Startup", 49, false],
      ["Enterprise", null, true],
    ]);
    expect(facts.withheld_plans ?? []).toEqual([]);
  });

  test("a contact-sales card between priced cards is reported with them", () => {
    const facts = read(`<h1>Pricing</h1><div class="plans">${card("Basic", "$19/mo")}${contact("Custom")}${card("Startup", "$49/mo")}</div>`, { abstain: true });
    expect(facts.plans.map((p) => p.name)).toEqual(["Basic", "Custom", "Startup"]);
  });

  test("a block that lists nothing is not trusted for its neighbours' sake", () => {
    const facts = read(`<h1>Pricing</h1><div class="plans">${free}${card("Startup", "$49/mo")}${contact("See the full comparison", false)}</div>`, { abstain: true });
    expect(facts.plans.map((p) => p.name)).not.toContain("See the full comparison");
  });
});

describe("round 11b: cards headed by what they sell", () => {
  const term = (heading: string, price: string) => `<div class="term"><h3>${heading}</h3><p>Full access to the app.</p><div class="price">${price}</div><a href="/buy">Choose</a></div>`;

  test('cards headed "1 month", "3 months", "12 months" are plans named so', () => {
    expect(rows(`<h1>Pricing</h1><div class="terms">${term("1 month", "$8/month")}${term("3 months", "$7/month")}${term("12 months", "$5/month")}</div>`)).toEqual([
      ["1 month", 8, "USD", "month"],
      ["3 months", 7, "USD", "month"],
      ["12 months", 5, "USD", "month"],
    ]);
  });

  test('"/мес." and "в месяц" state a month, "/год" a year', () => {
    expect(rows(`<h1>Тарифы</h1><div class="terms">${term("1 месяц", "8$/мес.")}${term("12 месяцев", "60$/год")}</div>`, { lang: "ru" })).toEqual([
      ["1 месяц", 8, "USD", "month"],
      ["12 месяцев", 60, "USD", "year"],
    ]);
  });

  test("a count on a plain line of a card is still no name (its terms: \"10 seats\")", () => {
    const plain = (name: string, price: string) => `<div class="term"><p>10 seats</p><p>${name}</p><div class="price">${price}</div><a href="/buy">Choose</a></div>`;
    expect(rows(`<h1>Pricing</h1><div class="terms">${plain("Team", "$10/month")}${plain("Business", "$20/month")}</div>`).map((r) => r[0])).toEqual(["Team", "Business"]);
  });
});
