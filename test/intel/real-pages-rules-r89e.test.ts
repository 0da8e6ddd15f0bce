/**
 * Round 89, part e, on real pages (issue 25): cards named by a term with its count. A site that
 * sells one product by term names its cards "1 month" / "3 months" / "12 months" (or "3 Aylık Plan",
 * "6 tháng"), and the card reader let a count open a name only as a card's sole line or a heading
 * that opens it: the same name under a ribbon ("Best pick" over "3 months"), or in a name-classed
 * slot, named nothing, and the card was lost beside its read siblings. A whole name that is a term
 * with its count now names the card wherever it stands (term-names.ts `countedTerm`); its bare price,
 * with what it comes to by the month on the next line, is for the term (term-card-period.ts): the
 * year for "12 months", no period for "3 months"; a price per a term of several units ("/ 3 tháng")
 * is the card's price, not a price per a unit of its own. A count that is no term ("10 seats")
 * still names nothing. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { countedTerm } from "../../src/intel/term-names";

const URL = "https://pebblequill.example/";
const page = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pebblequill — a notebook for field sketches</title></head><body><main><section class="hero"><h1>Sketch anywhere</h1><p>Pebblequill keeps your field sketches in order.</p></section><section id="pricing"><h2>Pricing</h2>${body}</section></main></body></html>`;
const raw = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));

describe("rules89e: cards named by a term with its count", () => {
  test("a counted term under a ribbon names its card; the term's bare price is for the term (fails without the rule)", () => {
    const card = (ribbon: string, term: string, price: string, share: string) =>
      `<div class="tile">${ribbon ? `<span class="tile-flag">${ribbon}</span>` : ""}<p class="tile-term">${term}</p><p class="tile-cost">${price}</p><p class="tile-share">${share}</p><button class="btn">Choose</button></div>`;
    const html = page(`<div class="tiles">${card("", "1 month", "$9.90", "$9.90 per month")}${card("Best pick", "3 months", "$24.90", "≈ $8.30 per month")}${card("", "12 months", "$89.00", "≈ $7.42 per month")}</div>`);
    expect(raw(html)).toEqual([
      { name: "1 month", amount: 9.9, period: "month" },
      { name: "3 months", amount: 24.9, period: null },
      { name: "12 months", amount: 89, period: "year" },
    ]);
  });

  test("a counted term in a name-classed slot, in Turkish, names its card (fails without the rule)", () => {
    const card = (badge: string, name: string, price: string) =>
      `<div class="plan-card"><div class="plan-badge">${badge}</div><div class="plan-name">${name}</div><div class="plan-price"><span class="amount">${price}</span><span class="period">/ay</span></div><ul><li>Sınırsız çizim</li></ul><a href="/kayit">Başla</a></div>`;
    const html = page(`<div class="plans">${card("1 Aylık", "Aylık Plan", "₺300")}${card("3 Aylık · %10 indirim", "3 Aylık Plan", "₺270")}${card("6 Aylık · %20 indirim", "6 Aylık Plan", "₺240")}</div>`, "tr");
    expect(raw(html).map((p) => [p.name, p.amount, p.period])).toEqual([
      ["Aylık Plan", 300, "month"],
      ["3 Aylık Plan", 270, "month"],
      ["6 Aylık Plan", 240, "month"],
    ]);
  });

  test("a price per a term of several units in Vietnamese, a struck list price beside it, is the card's price, with no period (fails without the rule)", () => {
    const card = (term: string, price: string, was: string, per: string) =>
      `<div class="price-card"><div class="term">${term}</div><div><span class="now">${price}</span> <s>${was}</s> <span class="per">${per}</span></div><div>Gia hạn thủ công</div><a href="#tai">Dùng thử</a></div>`;
    const html = page(`<div class="cards">${card("Hàng tháng", "199.000₫", "249.000₫", "/ tháng")}${card("3 tháng", "449.000₫", "747.000₫", "/ 3 tháng")}</div>`, "vi");
    expect(raw(html)).toEqual([
      { name: "Hàng tháng", amount: 199000, period: "month" },
      { name: "3 tháng", amount: 449000, period: null },
    ]);
  });

  test("a count that is no term names nothing: an allowance over the price stays no name", () => {
    expect(countedTerm("3 months")).toBe(true);
    expect(countedTerm("6 Aylık Plan")).toBe(true);
    expect(countedTerm("12 tháng")).toBe(true);
    expect(countedTerm("Monthly")).toBe(false);
    expect(countedTerm("10 seats")).toBe(false);
    expect(countedTerm("3 months of updates")).toBe(false);
    const card = (ribbon: string, count: string, price: string) =>
      `<div class="tile"><span class="tile-flag">${ribbon}</span><p class="tile-count">${count}</p><p class="tile-cost">${price}</p><button class="btn">Choose</button></div>`;
    const html = page(`<div class="tiles">${card("Popular", "10 seats", "$30 / month")}${card("Best pick", "25 seats", "$60 / month")}</div>`);
    expect(raw(html).map((p) => p.name)).not.toContain("10 seats");
    expect(raw(html).map((p) => p.name)).not.toContain("25 seats");
  });
});
