/**
 * Round 45, part h (issue 25: monitoring reports every real change of price, plan and free tier):
 * a free plan that appears is two facts a customer tracks — the plan (its name, price 0, its
 * bullets) and the free tier now offered — and a reader writes both (`plan_added` and
 * `free_tier_changed`; likewise `plan_removed` and the tier removed): 15 version pairs on 15 sites
 * of 9 waves (9, 10, 12, 30–33, 36, 37) (docs/intel.md, "Round 45, part h"). Monitoring used to fold
 * them into the tier's alert alone. These pages of ours, read by the extractor and compared by
 * diffFacts, pin the alert set:
 *  - a free plan added: `free_tier_changed` (medium) and `plan_added` (high) with the bullets only it lists;
 *  - a free plan removed: `free_tier_changed` (critical) and `plan_removed` (high);
 *  - a paid plan now priced 0 (the card still shown): the tier's alert alone, saying the price move
 *    — not a plan added;
 *  - a free plan renamed (same price 0): one rename, no tier alert, no plan added or removed;
 *  - one of two free plans removed: a plan removed, the tier holds.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const card = (name: string, price: string, bullets: string[]) => `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a class="button" href="/signup">Choose ${name}</a></div>`;
const page = (cards: string[]) => `<!doctype html><html><head><title>Pricing — Ledgerly</title></head><body><main><h1>Bookkeeping plans</h1><div class="pricing">${cards.join("")}</div></main></body></html>`;
const FREE = ["One company", "Fifty vouchers a month"];
const STANDARD = ["Unlimited vouchers", "Bank reconciliation", "Email support"];
const PRO = ["AI voucher generation", "Document parser", "Priority support"];
const standard = card("Standard", "$19/month", STANDARD);
const pro = card("Pro", "$49/month", PRO);
const paid = page([standard, pro]);
const withFree = (name = "Free", price = "$0/month", bullets = FREE) => page([card(name, price, bullets), standard, pro]);

const URL_ = "https://ledgerly.example/pricing";
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const lines = (a: string, b: string) => diffFacts(read(a), read(b)).map((c) => `${c.severity} ${c.type} ${c.summary}`);

describe("a free plan added is also a plan added (round 45h)", () => {
  test("the pages are read as the cards say (the ground the diff stands on)", () => {
    expect(read(withFree()).plans.map((p) => [p.name, p.amount, p.features])).toEqual([
      ["Free", 0, FREE],
      ["Standard", 19, STANDARD],
      ["Pro", 49, PRO],
    ]);
    expect(read(paid).plans.map((p) => p.name)).toEqual(["Standard", "Pro"]);
  });

  test("a free plan added: the plan (with the bullets only it lists) and the free tier", () => {
    expect(lines(paid, withFree())).toEqual([
      "high plan_added Plan added: Free (Free) with 2 features: Fifty vouchers a month, One company",
      "medium free_tier_changed Free tier: none → Free plan",
    ]);
  });

  test("a free plan removed: the tier removed (critical) and the plan removed", () => {
    expect(lines(withFree(), paid)).toEqual([
      "critical free_tier_changed Free tier: Free plan → none",
      "high plan_removed Plan removed: Free (Free) with 2 features: Fifty vouchers a month, One company",
    ]);
  });

  test("a paid plan now priced 0 is the tier's alert saying the price move, not a plan added", () => {
    const before = page([card("Starter", "$9/month", FREE), standard, pro]);
    const after = page([card("Starter", "$0/month", FREE), standard, pro]);
    expect(lines(before, after)).toEqual(["medium free_tier_changed Starter: $9/month → Free (free tier added)"]);
    expect(lines(after, before)).toEqual(["critical free_tier_changed Starter: Free → $9/month (free tier removed)"]);
  });

  test("a free plan renamed at price 0 is one rename: no tier alert, no plan added or removed", () => {
    expect(lines(withFree(), withFree("Hobby"))).toEqual(["low messaging_change Plan renamed: Free → Hobby (same price, Free)"]);
  });

  test("one of two free plans removed: a plan removed, the tier holds", () => {
    const two = page([card("Free", "$0/month", FREE), card("Community", "$0/month", ["Forum support", "Public projects"]), standard, pro]);
    const got = lines(two, withFree());
    expect(got.filter((l) => l.includes("free_tier_changed"))).toEqual([]);
    expect(got.filter((l) => l.includes("plan_"))).toEqual(["high plan_removed Plan removed: Community (Free) with 2 features: Forum support, Public projects"]);
  });
});
