/**
 * Round 86, part j, on real pages (issue 25): (1) a table of editions in rows priced under term
 * columns, one of them a licence for good ("Edition | Yearly | Perpetual", "版本 | 按年 | 永久"):
 * each edition sold two ways, read as two sets of plans in groups named by the columns, the free
 * edition free in each (term-columns.ts). A "Monthly | Yearly" table is a billing switch and is read
 * as before. (2) A free card of the grid's template apart in a section of its own, "Free" in the
 * grid's price slot: another edition beside the paid cards. Small pages of our own, never text from
 * a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { bareCellAmount, columnTerm, termColumns } from "../../src/intel/extract/term-columns";

const URL = "https://inkmarten.example/editions";
const page = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Inkmarten — editions</title></head><body><main><h1>Inkmarten</h1><p>Three editions; each runs on your own server.</p>${body}</main></body></html>`;
const raw = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
const table = (head: string[], rows: string[][]) =>
  `<h2>Prices</h2><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
const brief = (p: { name: string; amount: number | null; currency: string | null; period: string | null; group?: string; free: boolean }) =>
  `${p.name}|${p.group ?? "-"}|${p.free ? "free" : `${p.amount} ${p.currency} ${p.period}`}`;

describe("rules86j: editions priced under term columns", () => {
  test("a yearly and a perpetual column: each edition on each term, grouped by the column (fails without the rule)", () => {
    const html = page(
      table(
        ["版本", "按年", "永久"],
        [
          ["社区版", "免费", "免费"],
          ["标准版", "59元/年", "179元/永久"],
          ["旗舰版", "459元/年", "1399/永久"],
        ],
      ),
      "zh-CN",
    );
    expect(raw(html).map(brief).sort()).toEqual(
      [
        "社区版|按年|free",
        "社区版|永久|free",
        "标准版|按年|59 CNY year",
        "标准版|永久|179 CNY one_time",
        "旗舰版|按年|459 CNY year",
        "旗舰版|永久|1399 CNY one_time",
      ].sort(),
    );
  });

  test("the same in English, a lifetime column under an 'Edition' corner (fails without the rule)", () => {
    const html = page(
      table(
        ["Edition", "Yearly", "Lifetime"],
        [
          ["Starter", "Free", "Free"],
          ["Studio", "$39/year", "$119"],
          ["Atelier", "$89/year", "$249"],
        ],
      ),
    );
    const got = raw(html).map(brief);
    expect(got).toContain("Studio|Lifetime|119 USD one_time");
    expect(got).toContain("Atelier|Yearly|89 USD year");
    expect(got).toContain("Starter|Lifetime|free");
    expect(got.length).toBe(6);
  });

  test("a monthly and a yearly column are one set's billing sides: no groups", () => {
    const html = page(
      table(
        ["Edition", "Monthly", "Yearly"],
        [
          ["Studio", "$5/month", "$50/year"],
          ["Atelier", "$9/month", "$90/year"],
        ],
      ),
    );
    expect(raw(html).every((p) => p.group === undefined)).toBe(true);
  });

  test("a cell that names another term than its column refuses the layout", () => {
    expect(termColumns(["Edition", "Yearly", "Perpetual"])).toEqual(["year", "one_time"]);
    expect(termColumns(["Edition", "Yearly", "Yearly"])).toBeNull();
    expect(termColumns(["Edition", "Monthly", "Yearly"])).toBeNull();
    expect(termColumns(["Edition", "Pro", "Perpetual"])).toBeNull();
    expect(columnTerm("永久")).toBe("one_time");
    expect(columnTerm("按年")).toBe("year");
    expect(bareCellAmount("1399/永久")).toBe(1399);
    expect(bareCellAmount("1,399")).toBe(1399);
    expect(bareCellAmount("call us / 永久")).toBeNull();
    expect(bareCellAmount("1".repeat(60))).toBeNull();
  });
});

const card = (name: string, price: string, extra = "") =>
  `<div class="tier-card"><div class="tier-name">${name}</div><div class="tier-price">${price}</div>${extra}<ul class="tier-list"><li>Inline glossary</li><li>Offline mode</li></ul><a href="/get" class="btn">Get it</a></div>`;

describe("rules86j: a free card apart from the grid", () => {
  test("'Free' in the grid's price slot of a card in a section of its own is a free plan (fails without the rule)", () => {
    const html = page(
      `<section id="pricing"><h2>Pricing</h2><div class="groups"><div class="group"><h3>Inkmarten Desk</h3><div class="group-cards">${card("Community Edition", "Free", '<div class="tier-note">yours for good</div>')}</div></div>` +
        `<div class="group"><h3>Inkmarten Cloud</h3><div class="group-cards">${card("Lens", "€7<span>/month</span>")}${card("Lens + Scribe", "€12<span>/month</span>")}</div></div></div></section>`,
    );
    const got = raw(html);
    expect(got.map((p) => p.name)).toContain("Community Edition");
    expect(got.find((p) => p.name === "Community Edition")?.free).toBe(true);
    expect(got.find((p) => p.name === "Lens")?.amount).toBe(7);
  });

  test("a tile of the template saying 'Free' elsewhere than the price slot is no plan", () => {
    const tile = `<div class="tier-card"><div class="tier-name">Community Edition</div><p>Free updates for a year</p><ul class="tier-list"><li>Inline glossary</li></ul><a href="/get">Read more</a></div>`;
    const html = page(
      `<section id="pricing"><h2>Pricing</h2><div class="groups"><div class="group"><h3>Inkmarten Desk</h3><div class="group-cards">${tile}</div></div>` +
        `<div class="group"><h3>Inkmarten Cloud</h3><div class="group-cards">${card("Lens", "€7<span>/month</span>")}${card("Lens + Scribe", "€12<span>/month</span>")}</div></div></div></section>`,
    );
    expect(raw(html).map((p) => p.name)).not.toContain("Community Edition");
  });
});
