/**
 * Round 105, part a, on real pages (issue 25; session 44): cards of a set of passes, each topped by a
 * small label that states the term it buys ("30天套餐" over the card's name and "¥6.80"; "1ヶ月プラン";
 * "30-day plan"), on a page that recurs nowhere else. The label is the price's period: about a month
 * the month, about a year the year, another length none — never "paid once" from the page's silence.
 * (term-kicker.ts, read by plans-page.ts beside `defaultPeriod`.)
 *
 * And its failure side: a sentence that mentions days, one card's label alone, a trial's days and a
 * price that states its own period keep their readings.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { termLabel } from "../../src/intel/extract/term-kicker";

const page = (url: string, lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const read = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false });
const plans = (url: string, html: string) => read(url, html).plans.map((p) => `${p.name}: ${p.amount} ${p.currency} ${p.period}`);

const ZH_URL = "https://tiaoyun-notes.example/pricing.html";
const zhCard = (label: string, name: string, price: string, note: string) =>
  `<article class="card">${label ? `<span class="pill">${label}</span>` : ""}<h3>${name}</h3><div class="price">${price}</div><p>${note}</p><ul><li>云端同步</li><li>多设备使用</li></ul></article>`;
const zhPage = (...cards: string[]) =>
  page(ZH_URL, "zh-CN", "跳云笔记 会员说明", `<p>本页说明会员权益与价格。</p><div class="grid">${cards.join("")}</div><p>激活码可在应用内兑换。</p>`);

describe("rules105a: a card's term label gives its bare price the period", () => {
  test("'30天套餐' / '90天套餐' / '365天套餐' eyebrows: month, none, year (not paid once)", () => {
    const html = zhPage(
      zhCard("30天套餐", "轻享", "¥6.80", "适合短期使用。"),
      zhCard("90天套餐", "常用", "¥17.80", "适合日常使用。"),
      zhCard("365天套餐", "长久", "¥59.00", "适合长期使用。"),
    );
    expect(plans(ZH_URL, html)).toEqual(["轻享: 6.8 CNY month", "常用: 17.8 CNY null", "长久: 59 CNY year"]);
  });

  test("Japanese month counts ('1ヶ月プラン', '12ヶ月プラン') and English day counts ('30-day plan', '365-day plan')", () => {
    const jaUrl = "https://hoshimori-memo.example/price";
    const jaCard = (label: string, name: string, price: string) => `<div class="card"><p class="eyebrow">${label}</p><h3>${name}</h3><p class="price">${price}</p><p>お支払い後すぐにご利用いただけます。</p></div>`;
    const ja = page(jaUrl, "ja", "ほしもりメモ 料金", `<div class="cards">${jaCard("1ヶ月プラン", "ライト", "¥480")}${jaCard("12ヶ月プラン", "ロング", "¥4,800")}</div>`);
    expect(plans(jaUrl, ja)).toEqual(["ライト: 480 JPY month", "ロング: 4800 JPY year"]);
    const enUrl = "https://quillpass.example/pricing";
    const enCard = (label: string, name: string, price: string) => `<div class="card"><small>${label}</small><h3>${name}</h3><div class="price">${price}</div><p>Unlock every template.</p><a href="/buy">Buy</a></div>`;
    const en = page(enUrl, "en", "Quillpass access", `<div class="cards">${enCard("30-day plan", "Sprint", "$4")}${enCard("365-day plan", "Marathon", "$30")}</div>`);
    expect(plans(enUrl, en)).toEqual(["Sprint: 4 USD month", "Marathon: 30 USD year"]);
  });

  test("the labels the reader takes, and what they give", () => {
    expect(termLabel("30天套餐")).toEqual({ period: "month", key: "30 day" });
    expect(termLabel("365天")).toEqual({ period: "year", key: "365 day" });
    expect(termLabel("90天套餐")).toEqual({ period: null, key: "90 day" });
    expect(termLabel("1个月")).toEqual({ period: "month", key: "1 month" });
    expect(termLabel("1年プラン")).toEqual({ period: "year", key: "1 year" });
    expect(termLabel("30-day pass")).toEqual({ period: "month", key: "30 day" });
  });
});

describe("rules105a: what gives no period", () => {
  test("days only in a sentence under the price: the page's reading (paid once) stands", () => {
    const html = zhPage(
      zhCard("", "轻享", "¥6.80", "购买后获得 30 天使用时长。"),
      zhCard("", "长久", "¥59.00", "购买后获得 365 天使用时长。"),
    );
    expect(plans(ZH_URL, html)).toEqual(["轻享: 6.8 CNY one_time", "长久: 59 CNY one_time"]);
  });

  test("one card's label alone is a detail, not a set of terms", () => {
    const html = zhPage(zhCard("30天套餐", "轻享", "¥6.80", "适合短期使用。"), zhCard("", "长久", "¥59.00", "适合长期使用。"));
    expect(plans(ZH_URL, html)).toEqual(["轻享: 6.8 CNY one_time", "长久: 59 CNY one_time"]);
  });

  test("a trial's days, a guarantee's and a sentence are no term labels", () => {
    expect(termLabel("7天免费试用")).toBeNull();
    expect(termLabel("30 days money-back guarantee")).toBeNull();
    expect(termLabel("购买后获得 30 天使用时长")).toBeNull();
    expect(termLabel("30天内退款")).toBeNull();
    expect(termLabel("Pro")).toBeNull();
  });

  test("a price that states its own period keeps it", () => {
    const html = zhPage(zhCard("30天套餐", "轻享", "¥6.80/年", "适合短期使用。"), zhCard("365天套餐", "长久", "¥59.00/年", "适合长期使用。"));
    expect(plans(ZH_URL, html)).toEqual(["轻享: 6.8 CNY year", "长久: 59 CNY year"]);
  });
});
