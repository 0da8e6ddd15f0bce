/**
 * Round 90, part i, on real pages (issue 25): a "summary" block that each card of a row holds is
 * the cards' template, not an order's summary (checkout-zone.ts `templateSummary`, read by zones.ts).
 *
 * Round 28d made a block classed "summary" a form's zone (an order form's sticky sidebar restating
 * the plan chosen). A card template that wraps each card's name and price in its own `<div
 * class="summary">` lost every price to that zone, and the page read nothing. The word alone, a
 * heading in the block, and a twin in a sibling card make it the template's; a lone summary beside
 * the cards, and an order's summaries in a checkout's steps, stay an order's.
 * Part two (below): a bilingual Arabic / English card whose currency is an inline SVG.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const page = (body: string) => `<!doctype html><html lang="ja"><head><title>料金 | Kumoshelf</title></head><body><main><h1>料金</h1>${body}</main></body></html>`;
const card = (name: string, price: string) => `<li class="plan"><div class="summary"><h2>${name}</h2><p class="price"><em>${price}</em>円/月</p></div></li>`;
const ROW = `<section><h2>Kumoshelf クラウド</h2><p>用途に合わせて選べる3つのプラン。</p><ul class="planlist">${card("Lite", "700")}${card("Shelf", "2,400")}${card("Warehouse", "6,900")}</ul><p class="note">※税込価格</p></section>`;

const URL = "https://kumoshelf.example/prices.html";
const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans;
const raw = (html: string) => assessSite([{ url: URL, html }], { url: URL }).facts.plans;

describe("rules90i: a summary block each card holds is the cards' template", () => {
  test("cards whose name and price sit in a 'summary' block each are read (fails without the rule)", () => {
    const plans = raw(page(ROW));
    expect(plans.map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([
      ["Lite", 700, "JPY", "month"],
      ["Shelf", 2400, "JPY", "month"],
      ["Warehouse", 6900, "JPY", "month"],
    ]);
    expect(reported(page(ROW)).map((p) => p.name)).toEqual(["Lite", "Shelf", "Warehouse"]);
  });

  test("a lone summary beside the cards, restating the plan chosen, is still an order's", () => {
    const cards = `<div class="plans"><div class="plan-card"><h3>Lite</h3><p>700円/月</p><a href="/buy?lite">選択</a></div><div class="plan-card"><h3>Shelf</h3><p>2,400円/月</p><a href="/buy?shelf">選択</a></div></div>`;
    const aside = `<aside><div class="summary"><h3>ご注文内容</h3><p>Shelf</p><p>2,400円/月</p><p>合計 2,400円</p></div></aside>`;
    const names = raw(page(cards + aside)).map((p) => p.name);
    expect(names).toEqual(["Lite", "Shelf"]);
  });

  test("an order's summary repeated in each step of a checkout is no card template", () => {
    const step = (n: number) => `<div class="step" data-step="${n}"><div class="order-summary"><div class="row"><span>ご契約</span><span>2,400円</span></div><div class="row"><span>合計</span><span>2,400円</span></div></div></div>`;
    const cards = `<div class="plans"><div class="plan-card"><h3>Lite</h3><p>700円/月</p><a href="/buy?lite">選択</a></div><div class="plan-card"><h3>Shelf</h3><p>2,400円/月</p><a href="/buy?shelf">選択</a></div></div>`;
    const names = raw(page(cards + `<div class="steps">${step(1)}${step(2)}</div>`)).map((p) => p.name);
    expect(names).toEqual(["Lite", "Shelf"]);
  });
});

/**
 * Part two: a bilingual Arabic / English card whose currency is drawn, not written — the riyal's new
 * sign as an inline SVG after the figure (drawn-currency.ts, page.ts), the name said in both scripts
 * ("أساسي" + "Basic": its Latin half, bilingual-name.ts), and an audience label over it classed as
 * the card's label ("للأفراد / For Individuals": a tagline with its parts, tagline-words.ts and the
 * name reader). Small pages of our own.
 */
const RIYAL = `<svg class="price-riyal" viewBox="0 0 10 10"><path fill="currentColor" d="M1 1h8v8H1z"/></svg>`;
const arCard = (label: string, ar: string, en: string, price: string, bullets: string[]) =>
  `<div class="plan-card">${label}<div class="plan-header"><span class="tier-ar">${ar}</span><span class="tier-en">${en}</span></div><div class="price-row"><span class="plan-price">${price}</span>${RIYAL}</div><span class="per">شهرياً / monthly</span><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="#start">ابدأ / Start</a></div>`;
const label = (ar: string, en: string) => `<span class="plan-label">${ar}<br><span class="plan-label-en">${en}</span></span>`;
const arPage = (cards: string) =>
  `<!doctype html><html lang="ar" dir="rtl"><head><title>دفتر | Daftar</title></head><body><main><h1>دفتر — Daftar</h1><section id="pricing"><h2>الأسعار / Pricing</h2><div class="plan-grid">${cards}</div></section></main></body></html>`;
const AR_URL = "https://daftar.example/";
const arRaw = (html: string) => assessSite([{ url: AR_URL, html }], { url: AR_URL }).facts.plans;

describe("rules90i (two): a currency drawn beside the figure, a bilingual name, an audience label", () => {
  const cards =
    arCard("", "مجاني", "Free", "0", ["٣ ملفات / 3 files"]) +
    arCard(label("للأفراد", "For Individuals"), "أساسي", "Basic", "29.99", ["٢٠ ملفًا / 20 files"]) +
    arCard(label("للفرق والشركات", "For Teams & Companies"), "أعمال", "Business", "89.99", ["ملفات غير محدودة / Unlimited files"]);

  test("the drawn riyal prices the cards, each named by the Latin half of its name (fails without the rule)", () => {
    expect(arRaw(arPage(cards)).map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([
      ["Free", 0, "SAR", "month"],
      ["Basic", 29.99, "SAR", "month"],
      ["Business", 89.99, "SAR", "month"],
    ]);
  });

  test("a currency icon beside words, not a bare figure, reads as nothing", () => {
    const icon = (cls: string) => `<svg class="${cls}" viewBox="0 0 10 10"><path d="M1 1h8v8H1z"/></svg>`;
    const html = arPage(
      `<div class="plan-card"><h3>Basic</h3><p class="plan-price">29.99 ر.س / شهرياً</p><ul><li>${icon("lucide-dollar-sign")}<span>5 projects</span></li><li>${icon("icon-euro")} Pricing in your currency</li></ul><a href="#start">Start</a></div>`,
    );
    const plans = arRaw(html);
    expect(plans.map((p) => [p.name, p.amount, p.currency])).toEqual([["Basic", 29.99, "SAR"]]);
  });

  test("a name that mixes the scripts otherwise (a figure between them) stays as printed", () => {
    const html = arPage(arCard("", "ستوديو 2", "Studio", "49.99", ["ملفات / files"]) + arCard("", "ستوديو 3", "Studio", "69.99", ["ملفات / files"]));
    expect(arRaw(html).map((p) => p.name)).toEqual(["ستوديو 2 Studio", "ستوديو 3 Studio"]);
  });
});
