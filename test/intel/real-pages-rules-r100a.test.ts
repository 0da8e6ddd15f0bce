/**
 * Round 100, part a, on real pages (issue 25; session 43): a free plan shown only as the first
 * column of the page's feature comparison ("Feature | Free | Pro"), beside cards that sell the paid
 * plans the other columns name (free-lead-column.ts, read by plans-page.ts `freeLeadHeader`).
 *
 * And its failure side: a comparison whose paid column names no plan the page sells ("Free |
 * Supporter" over "Monthly" / "Yearly" cards), a free column that is not first, a free word in a
 * row that heads no rows, and a page that already reads a free plan add nothing.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { freeLabel, freeLeadColumn } from "../../src/intel/extract/free-lead-column";

const URL_ = "https://loomkit.example/pricing";
const page = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing - Loomkit</title></head><body><main><h1>Loomkit pricing</h1><p>A pattern designer for knitters.</p>${body}</main></body></html>`;
const read = (body: string, lang = "en") => extractSite([{ url: URL_, html: page(body, lang) }], { url: URL_, abstain: false });
const names = (body: string, lang = "en") => read(body, lang).plans.map((p) => `${p.name}: ${p.free ? "free" : `${p.amount} ${p.period}`}`);

const card = (name: string, price: string, per: string) => `<div class="plan-card">
  <h3>${name}</h3><div class="price"><span class="num">${price}</span><span class="per">${per}</span></div>
  <ul><li>Unlimited patterns</li><li>Chart export</li><li>Yarn calculator</li></ul><a class="btn" href="/buy">Buy ${name}</a></div>`;
const cards = (...c: string[]) => `<section id="pricing"><h2>Plans</h2><div class="plan-grid">${c.join("")}</div></section>`;
const table = (head: string[], rows: string[][]) =>
  `<section><h2>Compare</h2><table class="compare"><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("")}</tbody></table></section>`;
const rows = [
  ["Patterns", "3", "Unlimited"],
  ["Chart export", "—", "✓"],
  ["Yarn calculator", "✓", "✓"],
];

describe("rules100a: the comparison's first column, a free word, beside the plans the others name", () => {
  test("'Feature | Free | Pro' beside a Pro card and a Team card: the free column is a free plan", () => {
    const body = table(["Feature", "Free", "Pro"], rows) + cards(card("Pro", "$6", "/month"), card("Pro Team", "$15", "/month"));
    expect(names(body)).toEqual(["Pro: 6 month", "Pro Team: 15 month", "Free: free"]);
  });

  test("an empty title cell and a free word in another language ('Gratuit'), the table after the cards", () => {
    const body = cards(card("Essentiel", "9 €", "/mois"), card("Atelier", "19 €", "/mois")) + table(["", "Gratuit", "Essentiel", "Atelier"], rows.map((r) => [...r, "✓"]));
    expect(names(body, "fr")).toContain("Gratuit: free");
  });

  test("a free word with a plan word in Japanese ('無料プラン') names the column", () => {
    expect(freeLeadColumn(["機能", "無料プラン", "Pro"], ["Pro プラン"])).toBe(1);
    expect(freeLabel("無料版")).toBe(true);
    expect(freeLabel("Free trial")).toBe(false);
  });
});

describe("rules100a: what is no free plan", () => {
  test("a paid column that names no plan the page sells ('Free | Supporter' over term cards)", () => {
    const body = table(["Feature", "Free", "Supporter"], rows) + cards(card("Monthly", "$3", "/month"), card("Yearly", "$24", "/year"));
    expect(names(body).some((n) => /^Free/.test(n))).toBe(false);
  });

  test("a free column that is not the first plan column", () => {
    expect(freeLeadColumn(["Feature", "Pro", "Free"], ["Pro"])).toBeNull();
    const body = table(["Feature", "Pro", "Free"], rows) + cards(card("Pro", "$6", "/month"), card("Pro Team", "$15", "/month"));
    expect(names(body).some((n) => /^Free/.test(n))).toBe(false);
  });

  test("a 'Free | Pro' row that heads no rows (a pair of links) is no table", () => {
    const body = `<nav class="tabs"><a href="#free">Free</a><a href="#pro">Pro</a></nav>` + cards(card("Pro", "$6", "/month"), card("Pro Team", "$15", "/month"));
    expect(names(body)).toEqual(["Pro: 6 month", "Pro Team: 15 month"]);
  });

  test("a page that already reads a free plan reads no second one", () => {
    const body = table(["Feature", "Free", "Pro"], rows) + cards(card("Starter", "$0", "/month"), card("Pro", "$6", "/month"));
    const free = read(body).plans.filter((p) => p.free || p.amount === 0);
    expect(free.map((p) => p.name)).toEqual(["Starter"]);
  });
});
