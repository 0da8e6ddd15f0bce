/**
 * Round 89, part j, on real pages (issue 25): a currency as the API promises it. Two slips seen on
 * round 89's held-out pages, each a general one:
 * - Dollar stablecoins: "4.99 USDT / month" was reported with the currency "USDT", which is no ISO
 *   4217 code (the API's schema says it is one) and which no report can compare with a rival's USD.
 *   The coin is the dollar's token, 1:1 by design: the plan is priced in USD, its price text keeps
 *   the coin (money.ts STABLECOINS).
 * - A Chinese page stamped `lang="en"` by its site generator: "￥109" was read as yen because the
 *   page's `lang` was taken at its word. When the text is mostly Chinese the script decides
 *   (page-signs.ts `chinesePage`); an English page quoting a Chinese line keeps the yen.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { chinesePage } from "../../src/intel/extract/page-signs";

const URL = "https://lanternfox.example/pricing";
const read = (html: string) =>
  extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => ({ name: p.name, amount: p.amount, currency: p.currency, period: p.period }));
const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Private tunnels</li><li>All regions</li></ul><a class="btn" href="/buy">Buy</a></div>`;

describe("rules89j: currencies as ISO codes", () => {
  test("plans priced in a dollar stablecoin are reported in USD, the text keeps the coin (fails without the rule)", () => {
    const html = `<!doctype html><html lang="en"><body><main><h1>Plans</h1><div class="plans">${card("Start", "4.99 USDT / month")}${card("Plus", "7.99 USDT / month")}${card("Max", "11.99 USDC / month")}</div></main></body></html>`;
    const got = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(got.map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([
      ["Start", 4.99, "USD", "month"],
      ["Plus", 7.99, "USD", "month"],
      ["Max", 11.99, "USD", "month"],
    ]);
    expect(got[0].price_text).toContain("USDT");
  });

  test("a page in Chinese under lang=\"en\" writes the yuan with ￥ (fails without the rule)", () => {
    const prose = "这是一款专为移动端设计的主题，支持自定义菜单、幻灯片、文章列表和多种配色方案。购买后可在一个站点上永久使用，并享受终身免费更新与邮件技术支持服务。";
    const html = `<!doctype html><html lang="en-US"><body><main><h1>购买方式及须知</h1><p>${prose}</p><div class="plans">${card("单站授权", "￥109")}${card("多站授权", "￥299")}</div></main></body></html>`;
    expect(read(html).map((p) => [p.name, p.amount, p.currency])).toEqual([
      ["单站授权", 109, "CNY"],
      ["多站授权", 299, "CNY"],
    ]);
  });

  test("an English page quoting a Chinese line keeps ¥ as the yen; a page in Japanese under lang=\"en\" too", () => {
    const english = { lang: "en", visible: "Lanternfox maps your night walks. Our users in Shanghai say 夜行很安全. Plans start at ¥980 a month with every map layer included and offline tiles for the whole country." };
    expect(chinesePage(english)).toBe(false);
    const japanese = { lang: "en", visible: "夜道の散歩を地図に記録します。料金プランは月額でご利用いただけます。全国の地図を端末に保存でき、電波のない山道でも安心して使えます。" };
    expect(chinesePage(japanese)).toBe(false);
    const chinese = { lang: "en-US", visible: "夜间散步地图应用，记录您的每一条路线。购买后可永久使用，支持离线地图和全国范围的路线保存。" };
    expect(chinesePage(chinese)).toBe(true);
    expect(chinesePage({ lang: "zh-CN", visible: "Lanternfox" })).toBe(true);
    expect(chinesePage({ lang: "fr", visible: "夜间散步地图应用，记录您的每一条路线。购买后可永久使用，支持离线地图和全国范围的路线保存。" })).toBe(false);
  });
});
