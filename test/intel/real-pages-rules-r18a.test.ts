/**
 * Round 18, part a, on real pages (issue 25; docs/intel.md, "Round 18, part a"): pages that read no
 * plan because no price token was read at all. Developed on waves 1–11, checked on wave 12's
 * totals. Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices, oneTimeIn } from "../../src/intel/extract/money";

const page = (body: string, title: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const URL = "https://lumenboard.example/pricing";
const raw = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const tokens = (s: string) => findPrices(s).map((t) => [t.raw, t.amount, t.currency]);

describe("rules18a: the rouble written as a word, the full-width yen sign", () => {
  test("'руб.', 'рублей' after the number are roubles; a longer word is none", () => {
    expect(tokens("Старт 4 500 руб. в месяц")).toEqual([["4 500 руб.", 4500, "RUB"]]);
    expect(tokens("Команда 12000 рублей")).toEqual([["12000 рублей", 12000, "RUB"]]);
    expect(tokens("5 рубрик и 3 рубашки")).toEqual([]);
  });

  test("a Russian page priced in 'руб.' reads its cards", () => {
    const card = (name: string, price: string) => `<div class="tariff"><h3>${name}</h3><p>${price} руб.</p><p>в месяц</p><a href="/signup">Подключить</a></div>`;
    const html = page(`<h1>Тарифы Lumenboard</h1><div class="tariffs">${card("Лайт", "1 900")}${card("Бизнес", "6 500")}${card("Корпорация", "19 000")}</div>`, "Тарифы", "ru");
    expect(raw(html)).toEqual([
      ["Лайт", 1900, "RUB", "month"],
      ["Бизнес", 6500, "RUB", "month"],
      ["Корпорация", 19000, "RUB", "month"],
    ]);
  });

  test("'￥' is the yen sign as CJK pages type it, and a page in Chinese prices in yuan", () => {
    expect(tokens("特惠：￥1299.00")).toEqual([["￥1299.00", 1299, "JPY"]]);
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p>￥${price}/月</p><a href="/buy">立即订阅</a></div>`;
    const html = page(`<h1>价格</h1><div class="plans">${card("基础版", "39")}${card("团队版", "129")}</div>`, "价格", "zh-CN");
    expect(raw(html)).toEqual([
      ["基础版", 39, "CNY", "month"],
      ["团队版", 129, "CNY", "month"],
    ]);
  });
});

describe("rules18a: a plans table with bare prices on a page that says it is bought once", () => {
  const table = `<table><thead><tr><th>单人版</th><th>团队版</th></tr></thead><tbody><tr><td>限时：￥499.00</td><td>限时：￥1999.00</td></tr><tr><td>1 位开发者</td><td>10 位开发者</td></tr></tbody></table>`;

  test("Chinese words for a one-time purchase, and not 'free for ever'", () => {
    expect(oneTimeIn("购买永久商业版")).toBe(true);
    expect(oneTimeIn("一次性付费，无需续费")).toBe(true);
    expect(oneTimeIn("基础版永久免费")).toBe(false);
  });

  test("the table's prices are paid once when the page says so and prices nothing by the month", () => {
    const html = page(`<h1>购买</h1><p>什么是永久商业版？后续新版本无需再次购买。</p>${table}`, "购买", "zh-CN");
    expect(raw(html)).toEqual([
      ["单人版", 499, "CNY", "one_time"],
      ["团队版", 1999, "CNY", "one_time"],
    ]);
  });

  test("without those words the page still states no recurrence (paid once, round 22b); beside a monthly price too (round 26a)", () => {
    expect(raw(page(`<h1>购买</h1><p>请选择版本。</p>${table}`, "购买", "zh-CN")).map((p) => p[3])).toEqual(["one_time", "one_time"]);
    // Round 26a (service-cards.ts): another thing billed by the month no longer leaves the table's
    // bare prices unsaid; a monthly / yearly switch still does (rules17a).
    const monthly = `<p>云托管：￥29/月</p>`;
    expect(raw(page(`<h1>购买</h1><p>购买永久商业版。</p>${table}${monthly}`, "购买", "zh-CN")).map((p) => p[3])).toEqual(["one_time", "one_time"]);
  });
});

describe("rules18a: a name set beside its price on one line, in an element of its own", () => {
  const card = (name: string, price: string, rest = `<ul><li>Unlimited boards</li><li>Email support</li></ul><a href="/signup">Choose</a>`) =>
    `<div class="tile"><div class="tag">Favourite</div><div class="row"><span class="strong">${name}</span><span class="big">${price}</span></div><p class="muted">Everything a small team needs to plan the week together.</p>${rest}</div>`;
  const html = (cards: string) => page(`<h1>Lumenboard plans</h1><div class="tiles">${cards}</div>`, "Lumenboard pricing", "en");

  test("the element before the price on the price's line names the card", () => {
    expect(raw(html(card("Starter", "$0") + card("Studio", "$24<small>/mo</small>")))).toEqual([
      ["Starter", 0, "USD", "month"],
      ["Studio", 24, "USD", "month"],
    ]);
  });

  test("a calculator's rows (a label and a figure, nothing to click or list) name no plan", () => {
    const row = (label: string, price: string) => `<div class="calc"><span>${label}</span><span>${price}</span></div>`;
    expect(raw(page(`<h1>Lumenboard plans</h1><div class="breakdown">${row("Designer hours", "$1,200")}${row("Hosting bill", "$800")}</div>`, "Lumenboard pricing", "en"))).toEqual([]);
  });

  test("a label ending in a colon labels a figure, not a plan", () => {
    expect(raw(html(card("First month:", "$5") + card("After that:", "$24<small>/mo</small>")))).toEqual([]);
  });
});
