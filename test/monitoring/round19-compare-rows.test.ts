/**
 * Round 19: a comparison table whose feature column has a title ("Feature", "Fonctionnalités",
 * "Recurso / Plano") is read like one with an empty corner — its rows are features — when the
 * table shows itself a comparison of the site's plans: two columns or more named for plans the
 * site sells, and two rows or more whose plan cells hold a tick, a cross, a dash or a lone icon.
 * Read through extractSite on pages of ours and diffed (docs/monitoring.md, "Monitoring on real
 * versions, round 19").
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import type { SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const URL_ = "https://tallyfern.example/pricing";
const cards = `<div class="pricing">
  <div class="card"><h3>Starter</h3><p class="price">€9/month</p><ul><li>Shared ledgers</li><li>Email support</li></ul></div>
  <div class="card"><h3>Pro</h3><p class="price">€29/month</p><ul><li>Shared ledgers</li><li>Phone support</li></ul></div>
</div>`;
type Row = [label: string, ...cells: string[]];
const table = (corner: string, cols: string[], rows: Row[]) =>
  `<table class="compare"><thead><tr><th>${corner}</th>${cols.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>${rows.map(([label, ...cells]) => `<tr><td>${label}</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing — Tallyfern</title><meta name="description" content="Bookkeeping for small shops."></head><body><main><h1>Pricing</h1>${cards}<h2>Compare plans</h2>${body}</main></body></html>`;
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const names = (f: SiteFacts) => [...f.features.map((x) => x.name), ...(f.more_features ?? []).flatMap((m) => m.names)];

const base: Row[] = [
  ["Bank feeds", "✓", "✓"],
  ["Receipt scanning", "✗", "✓"],
  ["Multi-currency", "—", "✓"],
];

describe("comparison rows under a titled feature column (round 19)", () => {
  test("a row added to a tick table whose corner says Feature is a feature added", () => {
    const before = read(page(table("Feature", ["Starter", "Pro"], base)));
    const after = read(page(table("Feature", ["Starter", "Pro"], [...base, ["Audit log", "✗", "✓"]])));
    expect(names(before)).toEqual(expect.arrayContaining(["Bank feeds", "Receipt scanning", "Multi-currency"]));
    expect(diffFacts(before, after).map((c) => c.summary)).toEqual(["Feature added: Audit log"]);
    // Whatever the title's language, and with icons for ticks (an svg, no text).
    const icon = `<svg viewBox="0 0 8 8"><path d="M1 4l2 2 4-4"/></svg>`;
    const fr = read(page(table("Fonctionnalités", ["Starter", "Pro"], [["Relevés bancaires", icon, icon], ["Export comptable", "", icon]])));
    expect(names(fr)).toEqual(expect.arrayContaining(["Relevés bancaires", "Export comptable"]));
  });

  test("a row whose ticks move between plans is no change: the site's set of features did not change", () => {
    const before = read(page(table("Feature", ["Starter", "Pro"], base)));
    const after = read(page(table("Feature", ["Starter", "Pro"], [["Bank feeds", "✓", "✓"], ["Receipt scanning", "✓", "✓"], ["Multi-currency", "✓", "✓"]])));
    expect(diffFacts(before, after)).toEqual([]);
  });

  test("limits and the price row of such a table are no features", () => {
    const f = read(page(table("Feature", ["Starter", "Pro"], [...base, ["Up to 3 ledgers", "✓", "—"], ["Prix", "9 €", "29 €"]])));
    expect(names(f)).toContain("Receipt scanning");
    expect(names(f)).not.toContain("Up to 3 ledgers");
    expect(names(f)).not.toContain("Prix");
  });

  test("a table comparing the product with others, or with one marked row, is not read", () => {
    const others = read(page(table("Feature", ["Tallyfern", "Spreadsheets"], [["Bank feeds", "✓", "✗"], ["Receipt scanning", "✓", "✗"]])));
    expect(names(others)).not.toContain("Receipt scanning");
    const oneMark = read(page(table("Feature", ["Starter", "Pro"], [["Bank feeds", "Daily", "Hourly"], ["Receipt scanning", "✗", "✓"]])));
    expect(names(oneMark)).not.toContain("Bank feeds");
  });

  test("a 150-row comparison still diffs past the display cap", () => {
    const rows: Row[] = Array.from({ length: 150 }, (_, i) => [`Ledger rule ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))} check`, i % 2 ? "✓" : "✗", "✓"]);
    const before = read(page(table("Feature", ["Starter", "Pro"], rows)));
    const after = read(page(table("Feature", ["Starter", "Pro"], [...rows.slice(0, 140), ["Payroll export", "✗", "✓"], ...rows.slice(140)])));
    expect(names(before).length).toBeGreaterThan(150);
    expect(diffFacts(before, after).map((c) => c.summary)).toEqual(["Feature added: Payroll export"]);
  });
});
