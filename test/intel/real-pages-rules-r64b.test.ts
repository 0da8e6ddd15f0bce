/**
 * Round 64, part b, on real pages (issue 25; docs/intel.md, "Round 64, part b"): the lead's read of
 * waves 55 and 56 once rounds 62 and 63 had closed on them. Japanese one-page sites name their
 * pricing section "シンプルな料金プラン" ("simple pricing plans") or their comparison "無料版とPro版"
 * ("the free and the Pro editions"), and open their hero with a clause joined by an ideographic comma;
 * the card reader took those headings for the name of the card under them. They are a page's
 * headings, as "Simple pricing" and "Free vs Pro" already were (headline-name.ts). Small pages of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { headlineName } from "../../src/intel/extract/headline-name";

const URL = "https://kintone-tools.example/";
const page = (body: string) => `<!doctype html><html lang="ja"><head><title>ツール</title></head><body><main>${body}</main></body></html>`;
const names = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => p.name);

describe("rules64b: Japanese pricing-section titles are no plan names", () => {
  test("a comparison's title joined by と, a pricing section's title, a clause with 、 (fails without the rule)", () => {
    expect(headlineName("無料版とPro版")).toBe(true);
    expect(headlineName("無料版と Pro")).toBe(true);
    expect(headlineName("シンプルな料金プラン")).toBe(true);
    expect(headlineName("シンプルで透明な料金体系")).toBe(true);
    expect(headlineName("予約が入るだけで、シフト調整も自動で終わる")).toBe(true);
  });

  test("plan names keep: と inside a word, a plan word after a tier, Chinese joins, one-word tiers", () => {
    for (const name of ["ひとりプラン", "Pro プラン", "スタンダードプラン", "企业与定制解决方案", "無料版", "Pro版", "月額プラン", "ライト"]) expect(headlineName(name)).toBe(false);
  });

  test("a card under \"無料版とPro版\" is not named by it (fails without the rule)", () => {
    const body = `<section id="pricing"><h2>無料版とPro版</h2><div class="card"><p>¥980 / 月</p><ul><li>ショートカット無制限</li><li>優先サポート</li></ul><a href="https://buy.example/pro">Proを購入</a></div></section>`;
    expect(names(body)).not.toContain("無料版とPro版");
  });
});
