/**
 * Round 69, part b, on real pages (issue 25; docs/intel.md, "Round 69, parts b–f"): the lead's read of
 * the development pages of waves 58–61. A row of cards built of divs — a name line, a big price line,
 * a small period line, no heading element — beside a wider box under it (an add-on only buyers of
 * one card may take) was folded into that box's group as a single card: cards without headings look
 * like one card's price block (round 21), and the exception for a row of named cards (round 31h)
 * asked every card for a price by the month or the year. A free card ("$0" / "Free forever") or a
 * card paid once ("¥5,000" under "買い切り", "one-time") beside subscription cards is still a row
 * of named cards. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://lintpal.example/";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>LintPal</title></head><body><main><h1>LintPal explains your terminal</h1>${body}</main></body></html>`;
const plans = (body: string, lang?: string) =>
  extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}`);

const card = (name: string, price: string, under: string, items: string[]) =>
  `<div class="tile p-5 rounded-xl"><p class="text-xs">${name}</p><p class="text-2xl font-bold">${price}</p><p class="text-xs">${under}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul></div>`;
const addon = (name: string, price: string) =>
  `<div class="mt-6 rounded-xl border-dashed"><p class="font-semibold">${name}</p><p class="text-xs">Only for lifetime owners: keep receiving every new release.</p><p class="text-lg">${price}<span> / month</span></p><a href="/updates">Join</a></div>`;
const section = (cards: string, box: string) => `<section id="plans"><h2>Simple pricing</h2><div class="wrap"><div class="grid grid-cols-3">${cards}</div>${box}</div></section>`;

describe("rules69b: a row of named cards with a free or paid-once card beside subscriptions", () => {
  test("Free $0 / Pro $9 per month / Lifetime $49 one-time over an add-on box: three plans (fails without the rule)", () => {
    const cards = card("Free", "$0", "Try it out", ["5 explanations"]) + card("Pro", "$9", "/month", ["Unlimited", "All shells"]) + card("Lifetime", "$49", "one-time payment", ["Every feature", "Own API key"]);
    const got = plans(section(cards, addon("Update pass", "$3")));
    expect(got.some((p) => p.startsWith("Free: 0 USD"))).toBe(true);
    expect(got).toContain("Pro: 9 USD/month");
    expect(got).toContain("Lifetime: 49 USD/one_time");
    expect(got).not.toContain("Free: 9 USD/month");
  });

  test("the same in Japanese, the paid-once card named 買い切り (fails without the rule)", () => {
    const cards = card("Free", "¥0", "まずはお試し", ["5回まで"]) + card("Pro", "¥980", "/月", ["無制限"]) + card("買い切り", "¥5,000", "お支払いは一度だけ", ["永久ライセンス"]);
    const got = plans(section(cards, addon("アップデートプラン", "¥1,000")), "ja");
    expect(got).toContain("Pro: 980 JPY/month");
    expect(got).toContain("買い切り: 5000 JPY/one_time");
    expect(got).not.toContain("Free: 980 JPY/month");
  });
});
