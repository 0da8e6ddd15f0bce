/**
 * Round 47, part b, on real pages (issue 25; docs/intel.md, "Round 47, part b"): pages not in
 * English read empty. Counted on development (waves 8–12, 30–39) by the stage where the reader
 * stops and by construction; the one word family on three sites in three waves or more is the
 * pricing page's path written with the word for "prices" (or "rates", "tariffs") in a language the
 * path table did not know (pricing-path-words.ts): such a page is not weighed as the pricing page,
 * so the confidence model withholds what is read there, and a home page's teaser is read beside it.
 * The other constructions counted are pinned as read today (no rule). Small pages of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite, isPricingUrl } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";
import { discoverPages } from "../../src/intel/discover";

const doc = (title: string, body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const read = (pages: { url: string; html: string }[], abstain = false, url = pages[0]!.url) =>
  extractSite(pages, { url, abstain }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("rules47b: the pricing page's path in the page's language (the word for prices)", () => {
  test("Japanese (romanized 料金), Lithuanian, Dutch, Catalan, Estonian, Azerbaijani, Albanian, Ukrainian, 'tariffs', and the words for packages", () => {
    for (const path of ["/ryokin.html", "/homepage/ryoukin.html", "/kainos/", "/kainos.html", "/tarieven/", "/preus.html", "/et/hinnad", "/qiymetler.html", "/al/cmimet.html", "/tsiny.html", "/ru/tariffs.html", "/tariff/", "/paketi.html", "/SmartHibah/pakej.html"])
      expect(isPricingUrl(`https://kumomori.example${path}`)).toBe(true);
    // Whole words only: a path that merely starts with one is another page.
    for (const path of ["/ryokinkan/", "/kainosaurus/", "/paketit/", "/tariffsheet.html", "/hinnadlist/", "/blog/preusser/"]) expect(isPricingUrl(`https://kumomori.example${path}`)).toBe(false);
  });

  test("a '/ryokin.html' page is the pricing page: the home page's teaser is not read as a plan beside it", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p>${price}</p><ul><li>サポート</li><li>レポート</li></ul><a href="/toiawase">申し込む</a></div>`;
    const home = {
      url: "https://kumomori.example/",
      html: doc("くももり", `<h1>かんたん会計</h1><section class="campaign">${card("夏のキャンペーン", "1,980円／月")}${card("冬のキャンペーン", "2,980円／月")}</section>`, "ja"),
    };
    const pricing = {
      url: "https://kumomori.example/ryokin.html",
      html: doc("くももり", `<h1>プランを選ぶ</h1><section class="plans">${card("ライト", "4,980円／月")}${card("スタンダード", "9,800円／月")}</section>`, "ja"),
    };
    // Without the path word the two pages' plans were merged: four plans, two of them the home page's.
    expect(read([home, pricing], false, home.url)).toEqual([
      ["ライト", 4980, "JPY", "month"],
      ["スタンダード", 9800, "JPY", "month"],
    ]);
  }, 30000);

  test("discovery still follows a '/kainos/' link whatever its text (its own list held the words before; one table now)", () => {
    const home = { url: "https://kumomori.example/", html: doc("Kumomori", `<header><nav><a href="/apie">Apie mus</a><a href="/paslaugos/">Paslaugos</a><a href="/kainos/">Užsisakyk</a><a href="/kontaktai">Kontaktai</a></nav></header><h1>Kumomori</h1>`, "lt") };
    expect(discoverPages(home)[0]).toMatchObject({ url: "https://kumomori.example/kainos/", kind: "pricing" });
  });
});

describe("rules47b: what the other constructions counted read today (pinned, no rule)", () => {
  test("'FCFA' after a figure is read since round 50c: the West African franc, the Central African one where the page settles it (page-signs.ts)", () => {
    expect(findPrices("Premium Jour 500 FCFA 24 heures").map((t) => `${t.amount} ${t.currency}`)).toEqual(["500 XOF"]);
  });

  test("Thai 'ต่อเดือน' (per month) on the line under the price is read as the month since round 50c (period-words.ts)", () => {
    const card = (name: string, price: string, per: string) => `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><p>${per}</p><ul><li>API</li><li>Dashboard</li></ul><a href="/signup">เริ่ม</a></div>`;
    const html = doc("ราคา", `<h1>แผนราคา</h1><section class="plans">${card("Starter", "฿990", "ต่อเดือน")}${card("Growth", "฿2,990", "ต่อเดือน")}</section>`, "th");
    expect(read([{ url: "https://chaiyo.example/pricing", html }])).toEqual([
      ["Starter", 990, "THB", "month"],
      ["Growth", 2990, "THB", "month"],
    ]);
  });

  test("a bare '$' with '/月' on a Traditional Chinese page stays the US dollar (one site)", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>客戶名單</li><li>儲存空間</li></ul><a href="/signup">開始</a></div>`;
    const html = doc("訂閱方案", `<h1>訂閱方案</h1><section class="plans">${card("Basic", "$ 149 /月")}${card("Plus", "$ 299 /月")}</section>`, "zh-TW");
    expect(read([{ url: "https://kuaike.example/pricing", html }]).map((p) => p[2])).toEqual(["USD", "USD"]);
  });
});
