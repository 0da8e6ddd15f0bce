/**
 * Round 96, part d, on real pages (issue 25): a comparison table's term row. Editions in columns, a
 * row giving each column's term ("有效期 | 1年 | 1年 | 3年", "Validity | 1 year | 12 months | 2 years")
 * and a row of bare prices: a column whose term is one year (or one month) is priced by that period,
 * a column of several years is a price for its term (no period), never paid once — however the page
 * speaks elsewhere of a code's single use ("激活码是一次性的，用过即失效"). A row of other lengths
 * ("History kept | 1 year | 2 years") is no term of purchase. Small pages of our own, never text from
 * a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { cellTerm, termRowLabel } from "../../src/intel/extract/term-row";
import { withoutSingleUse } from "../../src/intel/extract/single-use";
import { recursIn } from "../../src/intel/extract/page-period";
import { oneTimeIn } from "../../src/intel/extract/money";

const URL = "https://lanternbox.example/pro.html";
const page = (lang: string, title: string, table: string, after: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>` +
  `<h1>${title}</h1>${table}${after}</main></body></html>`;
const table = (corner: string, names: string[], rows: [string, string[]][]) =>
  `<table><thead><tr><th>${corner}</th>${names.map((n) => `<th>${n}</th>`).join("")}</tr></thead><tbody>` +
  rows.map(([label, cells]) => `<tr><td>${label}</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("") +
  `</tbody></table>`;
const raw = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));

describe("rules96d: a comparison table's term row gives each column's period", () => {
  test("Chinese licence codes: 1年 columns by the year, the 3年 column a price for its term (fails without the rule)", () => {
    const html = page(
      "zh-CN",
      "灯笼盒 授权码",
      `<h2>授权码</h2><p>授权码用于解锁高级功能。</p>` +
        table("", ["个人版", "团队版", "三年版"], [
          ["设备数量", ["1台", "3台", "1台"]],
          ["有效期", ["1年", "1年", "3年"]],
          ["价格", ["300元", "900元", "750元"]],
        ]),
      `<h2>授权码说明</h2><ol><li>授权码是一次性的，用过即失效，请妥善保存。</li><li>激活需要连接互联网。</li></ol>`,
    );
    expect(raw(html)).toEqual([
      { name: "个人版", amount: 300, period: "year" },
      { name: "团队版", amount: 900, period: "year" },
      { name: "三年版", amount: 750, period: null },
    ]);
  });

  test("English: a Validity row of 1 year / 12 months / 2 years on a page that states no recurrence", () => {
    const html = page(
      "en",
      "Lanternbox keys",
      table("Key", ["Solo", "Studio", "Long"], [
        ["Machines", ["1", "5", "1"]],
        ["Validity", ["1 year", "12 months", "2 years"]],
        ["Price", ["$40", "$150", "$70"]],
      ]),
      `<p>Each key is single-use: it activates once and then binds to the machine.</p>`,
    );
    expect(raw(html)).toEqual([
      { name: "Solo", amount: 40, period: "year" },
      { name: "Studio", amount: 150, period: "year" },
      { name: "Long", amount: 70, period: null },
    ]);
  });

  test("a row of other lengths (kept history) is no term of purchase: the columns keep the page's reading", () => {
    const html = page(
      "en",
      "Lanternbox keys",
      table("Key", ["Solo", "Studio", "Long"], [
        ["History kept", ["1 year", "1 year", "2 years"]],
        ["Price", ["$40", "$150", "$70"]],
      ]),
      `<p>Pay once, no subscription.</p>`,
    );
    expect(raw(html).map((p) => p.period)).toEqual(["one_time", "one_time", "one_time"]);
  });

  test("a price that states its own period keeps it; a term row never overrides it", () => {
    const html = page(
      "en",
      "Lanternbox plans",
      table("Plan", ["Solo", "Studio"], [
        ["Term", ["12 months", "12 months"]],
        ["Price", ["$4/month", "$12/month"]],
      ]),
      ``,
    );
    expect(raw(html)).toEqual([
      { name: "Solo", amount: 4, period: "month" },
      { name: "Studio", amount: 12, period: "month" },
    ]);
  });

  test("the label and cell readers", () => {
    for (const l of ["有效期", "Validity", "Laufzeit", "Durée", "vigencia", "有効期間", "License term:", "期限（自购买之日起）"]) expect(termRowLabel(l)).toBe(true);
    for (const l of ["History kept", "Useful history", "Support", "价格", "Machines", "Data retention"]) expect(termRowLabel(l)).toBe(false);
    expect(cellTerm("1年")?.period).toBe("year");
    expect(cellTerm("一年")?.period).toBe("year");
    expect(cellTerm("12个月")?.period).toBe("year");
    expect(cellTerm("1ヶ月")?.period).toBe("month");
    expect(cellTerm("1 year")?.period).toBe("year");
    expect(cellTerm("1 Jahr")?.period).toBe("year");
    expect(cellTerm("5年")).toEqual({ period: null });
    expect(cellTerm("3 years")).toEqual({ period: null });
    expect(cellTerm("永久")?.period).toBe("one_time");
    expect(cellTerm("1台")).toBeNull();
    expect(cellTerm("600元")).toBeNull();
  });

  test("a code's single use is neither a period nor a payment; a payment once keeps its reading", () => {
    expect(recursIn("授权码是一次性的，用过即失效，请妥善保存。")).toBe(false);
    expect(recursIn("Sign in with a one-time password sent by email.")).toBe(false);
    expect(withoutSingleUse("We email you a one-time link.")).not.toMatch(/one-time/);
    // (A payment once is still one: the phrase is about the price, not a code.)
    expect(withoutSingleUse("一次性付费，永久使用")).toBe("一次性付费，永久使用");
    expect(withoutSingleUse("价格是一次性的")).toBe("价格是一次性的");
    expect(oneTimeIn(withoutSingleUse("One-time payment, no subscription."))).toBe(true);
  });
});
