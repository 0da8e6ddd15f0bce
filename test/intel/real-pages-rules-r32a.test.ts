/**
 * Round 32, part a, on real pages (issue 25; docs/intel.md, "Round 32, part a"): the free card and
 * the contact card nobody reads. Counted on development waves 8–12 and 14–26, checked on wave 13's
 * totals. The rule on small pages of our own (never text from a real page), with the nearest
 * look-alikes it must leave alone:
 * - a card whose price slot holds a quote word of a language the contact list lacked
 *   ("Индивидуально", "お見積もり", "Cena do uzgodnienia", "La cerere") is a quote-only plan: amount null;
 * - a heading holding such a word is the card's price slot, never its name ("定制" under "定制版");
 * - NOT the same word inside a sentence (a bullet, a tagline), NOT a "need more?" box under the grid.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { CONTACT_LINE, contactLine } from "../../src/intel/extract/plans-page";
import { QUOTE_LINE } from "../../src/intel/extract/quote-words";

const read = (lang: string, body: string, abstain = false) =>
  extractSite([{ url: "https://tallowmere.example/pricing", html: `<!doctype html><html lang="${lang}"><head><title>Tallowmere</title></head><body><main>${body}</main></body></html>` }], { url: "https://tallowmere.example/", abstain }).plans
    .map((p) => `${p.name}: ${p.amount} ${p.currency ?? ""}/${p.period ?? ""}`)
    .sort();

const card = (name: string, price: string, items: string[], button: string) =>
  `<div class="card"><h3>${name}</h3><p class="note">${items[0]}</p><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a class="btn" href="/signup">${button}</a></div>`;

describe("a contact card whose price slot holds a quote word", () => {
  test("Russian: «Индивидуально» closing a grid of two priced cards is a plan without a price", () => {
    const body = `<section><h2>Тарифы</h2><div class="grid">${card("Старт", "990 ₽/мес", ["До 3 складов", "Отчёты"], "Выбрать")}${card("Бизнес", "2 990 ₽/мес", ["До 20 складов", "API"], "Выбрать")}${card("Корпоративный", "Индивидуально", ["Без ограничений", "Доступность 99,5%"], "Связаться")}</div></section>`;
    expect(read("ru", body)).toEqual(["Бизнес: 2990 RUB/month", "Корпоративный: null /", "Старт: 990 RUB/month"]);
  });

  test("Japanese: 「お見積もり」 closing a grid is a plan without a price", () => {
    const body = `<section><h2>料金プラン</h2><div class="grid">${card("ライト", "¥3,000/月", ["1店舗", "基本レポート"], "申し込む")}${card("スタンダード", "¥8,000/月", ["5店舗", "詳細レポート"], "申し込む")}${card("エンタープライズ", "お見積もり", ["店舗数無制限", "稼働率99.9%保証"], "相談する")}</div></section>`;
    expect(read("ja", body)).toEqual(["エンタープライズ: null /", "スタンダード: 8000 JPY/month", "ライト: 3000 JPY/month"]);
  });

  test("Chinese: a price heading holding 定制 is the price slot — the card is named by its own heading", () => {
    const zh = (name: string, price: string) => `<li class="price-card-item"><h4 class="txt-5 price-card-h4">${name}</h4><div class="price-card-money"><h2 class="txt-6 price-card-h2">${price}</h2></div><h6 class="txt-4 price-card-h6">团队协作</h6><button class="btn">立即购买</button><ol class="price-card-ol"><li class="price-card-ol-item"><h6 class="txt-4 price-card-h6">私有化部署</h6></li><li class="price-card-ol-item"><h6 class="txt-4 price-card-h6">可用性99.9%</h6></li></ol></li>`;
    const body = `<section><h1>服务价格</h1><ul class="cards">${zh("基础版", "¥99/月")}${zh("专业版", "¥299/月")}${zh("定制版", "定制")}</ul></section>`;
    expect(read("zh-CN", body)).toEqual(["专业版: 299 CNY/month", "基础版: 99 CNY/month", "定制版: null /"]);
  });
});

describe("a quote word in a heading is the price slot, never a name", () => {
  test("Chinese: a comparison row's cells set their prices in headings — 定制 in the last cell names no plan", () => {
    const head = (t: string) => `<h4 class="row-h4">${t}</h4>`;
    const cell = (price: string, button: string) => `<div class="row-h4"><div class="money"><h2 class="money-h2">${price}</h2>${/\d/.test(price) ? `<i class="unit">/月</i>` : ""}</div><span class="btn-wrap"><button class="btn">${button}</button></span></div>`;
    const body = `<section><h1>服务价格</h1><div class="layout"><ul class="rows"><li class="row grid-4">${head("特点")}${head("基础版")}${head("专业版")}${head("定制版")}</li><li class="row grid-4">${head("定价")}${cell("¥99", "购买")}${cell("¥299", "购买")}${cell("定制", "定制咨询")}</li><li class="row grid-4">${head("用户数量")}<div class="row-h4">5</div><div class="row-h4">50</div><div class="row-h4">可定制</div></li></ul></div></section>`;
    expect(read("zh-CN", body).some((p) => p.startsWith("定制:"))).toBe(false);
  });
});

describe("the look-alikes of a quote word", () => {
  test("NOT: the word inside a sentence — a bullet or a tagline — makes no card a contact card", () => {
    expect(QUOTE_LINE.test("Настраиваем индивидуально под ваш склад")).toBe(false);
    expect(contactLine("Liên hệ với chúng tôi để biết thêm chi tiết về sản phẩm")).toBe(false);
    expect(CONTACT_LINE.test("Wycena indywidualna dla firm powyżej 50 osób")).toBe(false);
    expect(CONTACT_LINE.test("お見積もりは無料です")).toBe(false);
  });

  test("the whole slot reads, with a button's arrow or a clause after it", () => {
    for (const l of ["Индивидуально", "по запросу", "お見積もり", "要見積もり", "定制", "Cena do uzgodnienia", "La cerere", "Ofertă personalizată", "Ota yhteyttä", "Liên hệ", "cena na míru"]) expect(CONTACT_LINE.test(l)).toBe(true);
    expect(contactLine("Индивидуально →")).toBe(true);
    expect(contactLine("La cerere, contract anual")).toBe(true);
  });

  test("NOT: a Russian \"need more?\" box under the grid is no plan; the grid's priced cards are read", () => {
    const body = `<section><h2>Тарифы</h2><div class="grid">${card("Старт", "990 ₽/мес", ["До 3 складов"], "Выбрать")}${card("Бизнес", "2 990 ₽/мес", ["До 20 складов"], "Выбрать")}</div><div class="more"><p>Нужно больше складов? Цену рассчитаем индивидуально.</p><a href="/contact">Связаться с нами</a></div></section>`;
    expect(read("ru", body)).toEqual(["Бизнес: 2990 RUB/month", "Старт: 990 RUB/month"]);
  });

  test("NOT: a quote word is never a plan's name, though \"Custom\" alone still is", () => {
    expect(QUOTE_LINE.test("Custom")).toBe(false);
    expect(CONTACT_LINE.test("Custom")).toBe(true);
  });
});
