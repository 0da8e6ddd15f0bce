/**
 * Round 26, part e, on real pages (issue 25; docs/intel.md, "Round 26, part e"): the free tier.
 * Counted on development waves 8–12 and 14–20, checked on wave 13's totals. Each rule on a small
 * page of our own (never text from a real page), with the nearest look-alike it must not read.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { buildPage } from "../../src/intel/page";
import { extractSignals } from "../../src/intel/extract/signals";
import { withheldFreeHolds } from "../../src/intel/extract/withheld-free";
import { lastingFree } from "../../src/intel/extract/lasting-free";
import { FREE_WORD } from "../../src/intel/extract/free-words";
import type { PlanFact } from "../../src/intel/facts";

const PRICING = "https://wrenfold.example/pricing/";
const html = (body: string, title: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Wrenfold</h1>${body}</main></body></html>`;
const read = (body: string, title = "Pricing", lang = "en") => extractSite([{ url: PRICING, html: html(body, title, lang) }], { url: PRICING, abstain: false });
const card = (name: string, price: string, items: string[]) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">→</a></div>`;

/** A plan as the confidence model would have withheld it: read from the page, free, doubted. */
const withheldPlan = (name: string, priceText: string, url = PRICING): PlanFact => ({
  name,
  amount: 0,
  annual_amount: null,
  list_amount: null,
  currency: null,
  period: null,
  per_user: false,
  free: true,
  trial_days: null,
  contact_sales: false,
  price_text: priceText,
  features: [],
  source: "page",
  evidence: { url, snippet: `${name} ${priceText}` },
});
/** The signals of one page read with only withheld plans (none reported), the page an offers page. */
const signalsWith = (body: string, withheld: PlanFact[], url = "https://wrenfold.example/services/") => {
  const page = buildPage({ url, html: html(body, "Wrenfold", "en") });
  const doubted = withheld.map((p) => ({ ...p, evidence: { ...p.evidence, url } }));
  // The page is an offers page because plans were read from it (extract-site.ts offersPage).
  return extractSignals([page], [], (u) => doubted.some((p) => p.evidence.url === u), doubted);
};
const freeSignal = (signals: ReturnType<typeof signalsWith>) => signals.some((s) => s.kind === "free_plan");

describe("rules26e: a withheld free plan says free only where its price holds up by itself", () => {
  test("a zero that states its period does", () => {
    expect(withheldFreeHolds(withheldPlan("Hobby", "$0 / month"))).toBe(true);
    expect(freeSignal(signalsWith(`<p>Hobby</p><p>$0 / month</p><p>Team</p><p>$12 / month</p>`, [withheldPlan("Hobby", "$0 / month")]))).toBe(true);
  });

  test("a bare zero beside other firms' prices does not (a row of fees at nothing)", () => {
    const body = `<h2>What others charge</h2><p>Typical agency</p><p>18 000 Kč</p><p>Hidden fees</p><p>0 Kč</p><h2>Ours</h2><p>Website from 4 500 Kč</p>`;
    expect(withheldFreeHolds(withheldPlan("Hidden fees", "0 Kč"))).toBe(false);
    expect(freeSignal(signalsWith(body, [withheldPlan("Hidden fees", "0 Kč")]))).toBe(false);
  });

  test("a free word is read as the page's lone free line, with its guards: a trial card is none", () => {
    const trial = `<div class="tiers"><div class="tier"><h3>Trial</h3><p>Free</p><p>Two weeks</p></div><div class="tier"><h3>Studio</h3><p>€45 once</p></div></div>`;
    expect(withheldFreeHolds(withheldPlan("Free", "Free"))).toBe(false);
    expect(freeSignal(signalsWith(trial, [withheldPlan("Free", "Free")]))).toBe(false);
    // The same card with no trial around it: the lone free line says free.
    const free = `<div class="tiers"><div class="tier"><h3>Basic</h3><p>Free</p><p>Three notebooks</p></div><div class="tier"><h3>Studio</h3><p>€45 once</p></div></div>`;
    expect(freeSignal(signalsWith(free, [withheldPlan("Basic", "Free")]))).toBe(true);
  });
});

describe("rules26e: \"always free\" and \"free forever\" in the table's languages", () => {
  const paid = card("Pro", "$9 / month", ["Exports", "Teams"]);
  const cases: [string, string, string][] = [
    ["uk", "Ціни", "Завжди безкоштовно для нотаток на одному пристрої."],
    ["es", "Precios", "El editor básico es siempre gratis."],
    ["pl", "Cennik", "Notatki osobiste zawsze za darmo."],
    ["zh", "价格", "个人笔记功能始终免费。"],
    ["fa", "هزینه‌ها", "یادداشت‌های شخصی همیشه رایگان است."],
  ];
  for (const [lang, title, sentence] of cases) {
    test(`${lang}: "${sentence}" says the page has a free tier`, () => {
      const facts = read(`<section><p>${sentence}</p></section><div class="plans">${paid}</div>`, title, lang);
      expect(hasFreeTier(facts)).toBe(true);
    });
  }

  test("never with a trial or a time limit in the sentence", () => {
    for (const [lang, sentence] of [
      ["uk", "Завжди безкоштовно протягом 14 днів."],
      ["es", "Siempre gratis durante la prueba."],
      ["zh", "始终免费试用。"],
    ] as const) {
      const facts = read(`<section><p>${sentence}</p></section><div class="plans">${paid}</div>`, "Pricing", lang);
      expect(hasFreeTier(facts)).toBe(false);
    }
  });

  test("never a condition (\"gratis siempre que…\") nor a liberty (\"always free to leave\")", () => {
    expect(lastingFree("Envío gratis siempre que compres dos cuadernos.", () => false, () => true)).toBeNull();
    expect(lastingFree("You are always free to leave, we bill by the month.", () => false, () => true)).toBeNull();
    expect(hasFreeTier(read(`<section><p>Envío gratis siempre que compres dos cuadernos.</p></section><div class="plans">${paid}</div>`, "Precios", "es"))).toBe(false);
  });

  test("CJK words count only on a page that offers no trial", () => {
    const facts = read(`<section><p>个人笔记功能始终免费。</p><p>专业版可试用七天。</p></section><div class="plans">${paid}</div>`, "价格", "zh");
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("the claim needs the two words side by side: \"always\" and \"free\" apart say nothing", () => {
    expect(lastingFree("We always answer within a day, and the export is free of watermarks.", () => false, () => true)).toBeNull();
    expect(hasFreeTier(read(`<section><p>Ми завжди відповідаємо. Доставка безкоштовна від 500 грн.</p></section><div class="plans">${paid}</div>`, "Ціни", "uk"))).toBe(false);
  });
});

describe("rules26e: the Persian free word", () => {
  test("is a free word of the table", () => {
    expect(FREE_WORD.test("رایگان")).toBe(true);
  });

  test("a lone Persian free line on a pricing page says free; a month free on the yearly switch does not", () => {
    const free = read(`<p>پلن‌ها</p><p>رایگان</p><p>پایه</p><div class="plans">${card("پایه", "۱۰۰٬۰۰۰ تومان / ماه", ["الف", "ب"])}</div>`, "هزینه‌ها", "fa");
    expect(hasFreeTier(free)).toBe(true);
    const yearly = read(`<p>ماهانه</p><p>سالانه (دو ماه رایگان!)</p><div class="plans">${card("پایه", "۱۰۰٬۰۰۰ تومان / ماه", ["الف", "ب"])}</div>`, "هزینه‌ها", "fa");
    expect(hasFreeTier(yearly)).toBe(false);
  });
});
