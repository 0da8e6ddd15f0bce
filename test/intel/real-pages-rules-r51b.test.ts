/**
 * Round 51, part b, on real pages (issue 25; docs/intel.md, "Round 51, part b"): the currency of a
 * bare sign ("¥", "￥", "$") read by the page's language and place. Counted on development, the
 * misreadings are one page for each construction — a Chinese page whose `<html lang>` says "en" (its
 * "￥" read as the yen; round 89j made that one a rule after a second site), a Spanish page with no locale and a page localized "es-AR" (their "$" read as
 * the US dollar) — below the bar for a rule (3 sites in 3 waves). No rule: these tests pin what the
 * page-sign rules read now (page-signs.ts, page-dollar.ts), the readings a rule here must keep and
 * the ones it would change. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { chinesePage, pageSignCurrency } from "../../src/intel/extract/page-signs";

const doc = (body: string, lang: string | null, title: string) =>
  `<!doctype html><html${lang === null ? "" : ` lang="${lang}"`}><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, items: string[], buy: string) =>
  `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/buy">${buy}</a></div>`;
const grid = (...cards: string[]) => `<section class="plans">${cards.join("")}</section>`;
const read = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.filter((p) => (p.amount ?? 0) > 0).map((p) => [p.name, p.amount, p.currency, p.inferred?.includes("currency") ?? false]);

const zhItems = ["全部基础语法", "第三方存储同步", "图床上传", "自定义导出"];
const zhPage = (lang: string | null, sign: string) =>
  doc(`<h1>套餐选择</h1>${grid(card("免费用户", `${sign} 0.0/年`, zhItems, "下载使用"), card("付费用户", `${sign} 40.0/年`, zhItems, "立即开通"))}<p>常见问题：一个账号只能一个人使用。</p>`, lang, "价格 | 写作工具");

describe("rules51b: a yen sign on a page written in Chinese", () => {
  test("no lang, Han text without kana: the yuan (round 43c, by the script)", () => {
    expect(read("https://editor.example/price/", zhPage(null, "￥"))).toEqual([["付费用户", 40, "CNY", false]]);
  });

  test("lang zh-CN: the yuan", () => {
    expect(read("https://editor.example/price/", zhPage("zh-CN", "¥"))).toEqual([["付费用户", 40, "CNY", false]]);
  });

  // Round 89j changed this reading: a second site (a GitBook build of a Chinese theme's manual under
  // `lang="en-US"`) showed the same generator's stamp, so an English lang over mostly Chinese text no
  // longer decides first (page-signs.ts `chinesePage`).
  test("lang=\"en\" on a page whose text is Chinese: the yuan — the script decides over a generator's English stamp (round 89j)", () => {
    expect(chinesePage(buildPage({ url: "https://editor.example/price/", html: zhPage("en", "￥") }))).toBe(true);
    expect(read("https://editor.example/price/", zhPage("en", "￥"))).toEqual([["付费用户", 40, "CNY", false]]);
  });

  test("the look-alike: a Japanese page (kana) with no lang keeps the yen", () => {
    const jaItems = ["すべての基本機能", "クラウド同期", "メールサポート"];
    const html = doc(`<h1>料金プラン</h1>${grid(card("スタンダード", "¥980/月", jaItems, "申し込む"), card("プロ", "¥2,980/月", jaItems, "申し込む"))}`, null, "料金 | ノートアプリ");
    expect(read("https://notes.example/pricing", html)).toEqual([
      ["スタンダード", 980, "JPY", false],
      ["プロ", 2980, "JPY", false],
    ]);
  });

  test("an English page quoting the yen in a currency list keeps its dollar and its yen", () => {
    const en = buildPage({ url: "https://dictate.example/", html: doc("<p>Also sold in ¥ and € in local stores. 中文</p>", "en", "Pricing") });
    expect(pageSignCurrency(en, "JPY", "¥1,200")).toBe("JPY");
    expect(pageSignCurrency(en, "USD", "$9")).toBe("USD");
  });
});

const esItems = ["Facturas ilimitadas", "Soporte por correo", "Actualizaciones"];
const esPage = (lang: string | null, extra: string) =>
  doc(`<h1>Planes</h1>${grid(card("Básico", "$ 19.700", esItems, "Comprar"), card("Soporte", "$ 49.700", esItems, "Comprar"))}${extra}`, lang, "Precios");

describe("rules51b: a bare dollar on a Spanish page", () => {
  test("left as read (one development site): a Spanish page with no locale that names Argentina keeps the US dollar, not marked", () => {
    expect(read("https://facturas.example/precios", esPage(null, "<p>Hecho en Argentina. Pago único.</p>"))).toEqual([
      ["Básico", 19700, "USD", false],
      ["Soporte", 49700, "USD", false],
    ]);
  });

  test("es-AR: kept as the US dollar and marked inferred (round 44c)", () => {
    expect(read("https://facturas.example/precios", esPage("es-AR", "")).map((p) => [p[2], p[3]])).toEqual([
      ["USD", true],
      ["USD", true],
    ]);
  });

  test("a statement in Spanish (\"precios en MXN\") settles nothing: page-dollar.ts reads English statements and codes beside a price", () => {
    const html = esPage("es", "<p>Todos los precios en MXN.</p>");
    expect(read("https://facturas.example/precios", html).map((p) => p[2])).toEqual(["USD", "USD"]);
  });

  test("the look-alike: an English page that quotes pesos elsewhere keeps its \"$\" as the US dollar", () => {
    const enItems = ["Unlimited invoices", "Email support", "Updates"];
    const html = doc(`<h1>Plans</h1>${grid(card("Starter", "$19/month", enItems, "Buy"), card("Team", "$49/month", enItems, "Buy"))}<p>Invoices in Argentine pesos or Mexican pesos are supported.</p>`, "en", "Pricing");
    expect(read("https://invoices.example/pricing", html)).toEqual([
      ["Starter", 19, "USD", false],
      ["Team", 49, "USD", false],
    ]);
  });
});
