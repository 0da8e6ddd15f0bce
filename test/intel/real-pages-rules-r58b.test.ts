/**
 * Round 58, part b, on real pages (issue 25; docs/intel.md, "Round 58, part b"): the lead's read of
 * wave 50 once round 57 had closed on it. Three mechanisms already in the engine missed a form real
 * pages use:
 * - a page builder's class that hides a row on the desktop carries the builder's prefix
 *   (`eut-desktop-row-hide`, Elementor's `elementor-hidden-desktop`): desktop-visibility.ts knew
 *   only the bare `hide-desktop` / `hidden-desktop`;
 * - "¥" on a page in English whose tabs name the yuan ("RMB Pricing Table") and never the yen is the
 *   yuan (page-signs.ts; round 43c read it so only on pages in Chinese);
 * - a comparison table that names one card as it is and shortens the others ("Large" under "Large
 *   Quantum") restates them, its free column too (restated.ts; round 18b let only priced columns restate).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { desktopHidden } from "../../src/intel/desktop-visibility";

const URL = "https://lumen.example/pricing";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Pricing — Lumen</title></head><body><main>${body}</main></body></html>`;
const plans = (body: string, lang = "en") =>
  extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"} /${p.period ?? "-"}`);

const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Remote sessions</li></ul><a class="btn" href="/subscribe">Subscribe</a></div>`;

describe("rules58b: a page builder's prefixed class that hides a row on the desktop", () => {
  test("`eut-desktop-row-hide` and `elementor-hidden-desktop` hide on the desktop (fails without the rule)", () => {
    expect(desktopHidden(["eut-section", "eut-desktop-row-hide", "eut-tablet-row-hide", "eut-mobile-row-hide"])).toBe("copy");
    expect(desktopHidden(["elementor-element", "elementor-hidden-desktop"])).toBe("copy");
  });

  test("the bare forms still hide; a class that hides on phones only, or names no screen, does not", () => {
    expect(desktopHidden(["hide-desktop"])).toBe("copy");
    expect(desktopHidden(["eut-mobile-row-hide"])).toBe(null);
    expect(desktopHidden(["elementor-hidden-mobile"])).toBe(null);
    expect(desktopHidden(["desktop-row"])).toBe(null);
  });

  test("an older price list in a row hidden on every screen is not read (fails without the rule)", () => {
    const old = `<section class="theme-section theme-desktop-row-hide theme-tablet-row-hide theme-mobile-row-hide"><div class="plans">${card("Home", "€ 3 / mo")}${card("Professional", "€ 66 / yr")}</div></section>`;
    const shown = `<section class="theme-section"><div class="plans">${card("Home", "€ 5 / mo")}${card("Professional", "€ 120 / yr")}</div></section>`;
    expect(plans(`<h1>Pricing</h1>${old}${shown}`)).toEqual(["Home: 5 EUR /month", "Professional: 120 EUR /year"]);
  });
});

describe("rules58b: the yen sign on a page that names the yuan", () => {
  const tabs = (label: string) => `<h1>Pricing</h1><div class="tabbed-labels"><label>${label}</label><label>USD Pricing Table</label></div>
<table><thead><tr><th>Plan</th><th>Starter</th><th>Professional</th></tr></thead><tbody><tr><td>Per year / per project</td><td>¥5000</td><td>¥7000</td></tr></tbody></table>`;

  test("\"¥5000\" under an \"RMB Pricing Table\" tab of a page in English is the yuan (fails without the rule: JPY)", () => {
    expect(plans(tabs("RMB Pricing Table")).every((p) => p.includes(" CNY "))).toBe(true);
  });

  test("a page in English that names the yen, or names neither, keeps \"¥\" the yen", () => {
    expect(plans(tabs("JPY Pricing Table")).every((p) => p.includes(" JPY "))).toBe(true);
    expect(plans(tabs("Local Pricing Table")).every((p) => p.includes(" JPY "))).toBe(true);
  });
});

describe("rules58b: a comparison table that shortens the cards' names", () => {
  const table = `<h2>Feature comparison</h2><table><thead><tr><th>Feature</th><th>Free</th><th>Standard<br><span>$2.50/mo</span></th><th>Large<br><span>$40/mo</span></th><th>XL<br><span>$60/mo</span></th></tr></thead>
<tbody><tr><td>Checks</td><td>50/month</td><td>12K/mo</td><td>400K/mo</td><td>1M/mo</td></tr><tr><td>Support</td><td>Community</td><td>Email</td><td>Email</td><td>Priority</td></tr></tbody></table>`;
  const cards = `<h1>API plans</h1><div class="plans">${card("Free API", "$0 /forever")}${card("Standard", "$2.50 /month")}${card("Large Quantum", "$40 /month")}${card("XL Quantum", "$60 /month")}</div>`;

  test("its columns, the free one too, are the cards read again (fails without the rule: \"Free\" and the shortened names invented)", () => {
    expect(plans(cards + table).map((p) => p.split(":")[0])).toEqual(["Free API", "Standard", "Large Quantum", "XL Quantum"]);
  });

  test("a table with a plan of its own keeps all its columns (round 18b's guard)", () => {
    const own = table.replace("<th>XL<br><span>$60/mo</span></th>", "<th>Team<br><span>$90/mo</span></th>");
    expect(plans(cards + own).map((p) => p.split(":")[0])).toContain("Team");
  });
});
