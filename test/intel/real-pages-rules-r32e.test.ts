/**
 * Round 32, part e, on real pages (issue 25; docs/intel.md, "Round 32, part e"): Chinese, Japanese
 * and Korean subscription pages. Counted on development waves 8–12 and 14–26, checked on wave 13's
 * totals. The rule on small pages of our own (never text from a real page), with the nearest
 * look-alikes it must leave alone:
 * - "元" written after the figure ("28 元/月", "100元") is the yuan, as "980円" is the yen — not
 *   "元" beginning another word ("3 元素", "2 元化"), not ten thousands of yuan ("110万元") read as
 *   110, not a year;
 * - on a page in Taiwanese or Hong Kong Chinese "元" is that region's dollar, in both readers.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { findPrices } from "../../src/intel/extract/money";
import { pageSignCurrency } from "../../src/intel/extract/page-signs";
import { yuanOf } from "../../src/intel/extract/yuan-sign";

const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>价格</title></head><body><main><h1>青柚笔记</h1>${body}</main></body></html>`;
const card = (name: string, lines: string[], items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3>${lines.map((l) => `<p class="price">${l}</p>`).join("")}<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">选择</a></div>`;
const PAGE = "https://qingyou.example/pricing/";
const read = (body: string, lang = "zh-CN") =>
  assessSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false }).assessed.map(
    (a) => `${a.plan.name}: ${a.plan.amount} ${a.plan.currency} /${a.plan.period}`,
  );
const tokens = (s: string) => findPrices(s).map((t) => `${t.amount} ${t.currency}`);

describe("the yuan written after the figure", () => {
  test("\"28 元/月\", \"100元\", \"1,280 元\" are yuan", () => {
    expect(tokens("28 元/月")).toEqual(["28 CNY"]);
    expect(tokens("资源包 100元")).toEqual(["100 CNY"]);
    expect(tokens("1,280 元 / 年")).toEqual(["1280 CNY"]);
  });

  test("NOT: \"元\" beginning another word, ten thousands of yuan, a year, a bare 元", () => {
    expect(tokens("支持 3 元素 组合")).toEqual([]);
    expect(tokens("2 元化 管理")).toEqual([]);
    expect(tokens("注册资本 110万元")).toEqual([]);
    expect(tokens("2024 年 发布")).toEqual([]);
    expect(tokens("单价（元/次）")).toEqual([]);
  });

  test("cards priced \"28 元/月\" are read in yuan by the month", () => {
    const body = `<div class="plans">${card("入门版", ["28 元/月"], ["每月 1,000 次", "邮件支持"])}${card("进阶版", ["58 元/月"], ["每月 5,000 次", "优先支持"])}${card("旗舰版", ["98 元/月"], ["不限次数", "专属顾问"])}</div>`;
    expect(read(body)).toEqual(["入门版: 28 CNY /month", "进阶版: 58 CNY /month", "旗舰版: 98 CNY /month"]);
  });

  test("NOT: a per-person add-on fee in a feature line becomes no plan and no card's price", () => {
    const body = `<div class="plans">${card("个人", ["￥199"], ["1 个账号", "额外成员 50 元/人"])}${card("团队", ["￥599"], ["10 个账号", "额外成员 40 元/人"])}</div>`;
    expect(read(body).map((r) => r.split(" /")[0])).toEqual(["个人: 199 CNY", "团队: 599 CNY"]);
  });
});

describe("which dollar \"元\" is: the page's region", () => {
  test("a page in Taiwanese Chinese prices \"元\" in TWD; one in Hong Kong Chinese in HKD", () => {
    expect(yuanOf("zh-TW")).toBe("TWD");
    expect(yuanOf("zh-Hant")).toBe("TWD");
    expect(yuanOf("zh-HK")).toBe("HKD");
    const tw = buildPage({ url: PAGE, html: html("<p>299 元/月</p>", "zh-TW") });
    expect(pageSignCurrency(tw, "CNY", "299 元")).toBe("TWD");
    const body = `<div class="plans">${card("標準版", ["299 元/月"], ["5 位成員"])}${card("專業版", ["899 元/月"], ["20 位成員"])}</div>`;
    expect(read(body, "zh-TW").map((r) => r.split(" /")[0])).toEqual(["標準版: 299 TWD", "專業版: 899 TWD"]);
  });

  test("NOT: the mainland, a page naming no region, or a price written \"RMB\" is respelt", () => {
    expect(yuanOf("zh-CN")).toBeNull();
    expect(yuanOf("zh")).toBeNull();
    expect(yuanOf(null)).toBeNull();
    const tw = buildPage({ url: PAGE, html: html("<p>RMB 299</p>", "zh-TW") });
    expect(pageSignCurrency(tw, "CNY", "RMB 299")).toBe("CNY");
  });
});
