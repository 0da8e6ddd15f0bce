/**
 * Round 96, part f, on real pages (issue 25): a lone offer's regular price said in words beside
 * the price charged now (extract/stated-list-price.ts, read by sole-price.ts) — "原价30元 …（限时特价
 * 25元）", "Launch price: increases to $29 after launch week" under "$19 one-time payment" — is the
 * offer's list price, as a struck one is: the page sells one thing at the lower price.
 * Not set aside: a "regular price" below the other figure, a figure in another currency, a lone
 * figure however it is worded, "then $12/month" after a trial. Small pages of our own, never text
 * from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { STATED_LIST_BEFORE, statedListPrice } from "../../src/intel/extract/stated-list-price";
import { findPrices } from "../../src/intel/extract/money";

const HOME = "https://inkpad.example/";
const BUY = "https://inkpad.example/pricing";
const home = (title: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Inkpad</h1><p>Notes that stay on your machine.</p></main></body></html>`;
const buy = (title: string, body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;

const read = (homeHtml: string, buyHtml: string) =>
  assessSite(
    [
      { url: HOME, html: homeHtml },
      { url: BUY, html: buyHtml },
    ],
    { url: HOME },
  ).assessed.map((a) => ({ name: a.plan.name, amount: a.plan.amount, list: a.plan.list_amount, currency: a.plan.currency, period: a.plan.period }));

const EARLY_BIRD = buy(
  "Buy Inkpad",
  `<h1>Get Inkpad today</h1><div class="offer"><p class="price">$19</p><p>one-time payment</p><ul><li>Lifetime licence</li><li>Free updates</li></ul><p>Launch price: increases to $29 after launch week</p><a class="btn" href="/checkout">Buy now</a></div>`,
);

const CHINESE = buy(
  "价格 | Inkpad",
  `<h1>价格</h1><p>因为 Inkpad 需要服务器维护，所以是付费服务。</p><p>在商店中购买，原价30元一个密钥（限时特价25元）。密钥可以无限期使用。</p>`,
  "zh-CN",
);

describe("rules96f: a lone offer's regular price said in words is its list price", () => {
  test("'increases to $29' beside '$19 one-time payment': one offer at $19, list price $29 (fails without the rule)", () => {
    expect(read(home("Inkpad — private notes"), EARLY_BIRD)).toEqual([{ name: "Inkpad", amount: 19, list: 29, currency: "USD", period: "one_time" }]);
  });

  test("'原价30元 … 限时特价25元' on a buy page: Inkpad at 25 元, bought once (fails without the rule)", () => {
    expect(read(home("Inkpad | 私人笔记", "zh-CN"), CHINESE)).toEqual([{ name: "Inkpad", amount: 25, list: 30, currency: "CNY", period: "one_time" }]);
  });

  test("the words: regular, original, usual, list and full prices, a price that rises to, 原价 / 原價 / 定価 / 通常価格 / 정가; not 'then', 'renews at' or a bare 'Regular'", () => {
    for (const w of ["Regular price: ", "originally ", "Original price ", "usually ", "list price ", "full price of ", "price goes up to ", "will rise to ", "原价", "原價 ", "定価 ", "通常価格：", "정가 "]) expect(STATED_LIST_BEFORE.test(w)).toBe(true);
    for (const w of ["then ", "Renews at ", "Regular ", "Original ", "Price: ", "限时特价", "only "]) expect(STATED_LIST_BEFORE.test(w)).toBe(false);
  });

  test("not set aside: a 'regular price' below the other figure, a figure in another currency, a lone figure", () => {
    const split = (text: string) => statedListPrice(findPrices(text), (t) => text.slice(Math.max(0, t.index - 40), t.index));
    expect(split("Regular price $19. Studio edition $49.")).toBeNull();
    expect(split("Original price €30, today $25.")).toBeNull();
    expect(split("Regular price $29.")).toBeNull();
    expect(split("Original price $30, today $25.")).toEqual({ charged: [expect.objectContaining({ amount: 25 })], list: 30 });
  });

  test("two offers stay two: a 'regular price' below the other figure leaves the page read empty", () => {
    const html = buy("Buy Inkpad", `<h1>Get Inkpad today</h1><p>Regular price $19 one-time payment</p><p>Studio edition $49 one-time payment</p><a href="/checkout">Buy now</a>`);
    expect(read(home("Inkpad — private notes"), html)).toEqual([]);
  });

  test("a trial then a price is still the offer's own price: 'Free for 14 days, then $12/month'", () => {
    const html = buy("Buy Inkpad", `<h1>Inkpad Cloud</h1><p>Free for 14 days, then $12/month.</p><a href="/signup">Start</a>`);
    const plans = read(home("Inkpad — private notes"), html);
    expect(plans.map((p) => [p.amount, p.list, p.period])).toEqual([[12, null, "month"]]);
  });
});
