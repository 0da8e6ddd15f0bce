/**
 * Round 55, part b, on real pages (issue 25; docs/intel.md, "Round 55, part b"): the free tier said
 * only in a FAQ answer. Counted over every development case (waves 8–12, 30–46): the free-plan
 * phrase ("free plan", "free tier", "free forever") in a FAQ is read on 44 sites in 18 waves, every
 * one recorded with a free tier; three sites in three waves said it nowhere else and were read without
 * one. Such an answer, or a question about a free plan answered yes, is a free tier (faq-free.ts,
 * read by signals.ts); the wider free claims in FAQ answers stay unread (a free set-up, a free
 * trial), as does round 54b's class-of-users sentence there. Small pages of our own, never text from
 * a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const HOME = "https://ledgerloom.example/";
const PRICING = "https://ledgerloom.example/pricing";
const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Ledgerloom</a> <a href="/pricing">Pricing</a></header><main>${body}</main></body></html>`;

/** Two paid cards, no free one. */
const CARDS = `<h1>Plans</h1><section class="plans"><div class="plan-grid">
<div class="plan-card"><h3>Studio</h3><div class="plan-price">$19 / month</div><ul><li>Three ledgers</li><li>Email support</li></ul><a class="btn" href="/signup?plan=studio">Start</a></div>
<div class="plan-card"><h3>Agency</h3><div class="plan-price">$59 / month</div><ul><li>Unlimited ledgers</li><li>Priority support</li></ul><a class="btn" href="/signup?plan=agency">Start</a></div>
</div></section>`;

/** A FAQ section with the given question and answer pairs. */
const faq = (...qa: [string, string][]) =>
  `<section class="faq"><h2>Frequently asked questions</h2>${qa.map(([q, a]) => `<details><summary><strong>${q}</strong></summary><p>${a}</p></details>`).join("")}</section>`;

/** Whether the site has a free tier, its pricing page with `pricing` after the cards. */
const freeTier = (pricing: string) =>
  hasFreeTier(extractSite([{ url: HOME, html: html("Ledgerloom", "<h1>Ledgerloom</h1><p>Bookkeeping for small studios.</p>") }, { url: PRICING, html: html("Pricing — Ledgerloom", CARDS + pricing) }], { url: HOME, abstain: false }));

describe("rules55b: a free plan said in a FAQ answer is a free tier", () => {
  test("an answer that moves a cancelled account back to the free plan (fails without the rule)", () => {
    expect(freeTier(faq(["What happens if I cancel?", "If you decide not to upgrade, you keep your ledgers and are moved back to our free plan."]))).toBe(true);
  });

  test("the same in an answer longer than a text block, after its trial (fails without the rule)", () => {
    const answer = "When you sign up, you get every Ledgerloom feature for 30 days and may invite as many bookkeepers as you like. After that you will be asked for a card to keep the full set of reports and exports. If you decide not to upgrade, you lose the reports but keep your ledgers and are moved back to our free plan. Nothing you entered is deleted, and you can upgrade again at any time from the settings page.";
    expect(answer.length).toBeGreaterThan(300);
    expect(freeTier(faq(["What happens after the first month?", answer]))).toBe(true);
  });

  test("an answer that lists a free plan among the offers (fails without the rule)", () => {
    expect(freeTier(faq(["What plans are there?", "Ledgerloom offers: - A Free Plan with 50 entries a month. - Studio and Agency for more."]))).toBe(true);
  });

  test("\"Is there a free plan?\" answered yes (fails without the rule)", () => {
    expect(freeTier(faq(["Is there a free plan?", "Yes. Keep one ledger without signing up. For reports and exports, pick Studio."]))).toBe(true);
  });
});

/** A question, its answer, and what the test is: each a FAQ of its own under the paid cards. */
const NONE: [string, string, string][] = [
  ["\"Is there a free plan?\" answered no", "Is there a free plan?", "No, but every plan starts with a 14-day free trial."],
  ["a free set-up (\"setup is completely free\") is none: only the free-plan phrase is read in FAQ answers", "How long does setup take?", "Ledgerloom setup is completely free and takes less than 30 minutes."],
  ["a free trial is none", "Is there a free trial?", "Yes, every plan includes a 14-day free trial with full access."],
];

describe("rules55b: what a FAQ answer says that is no free tier", () => {
  for (const [title, q, a] of NONE) test(title, () => expect(freeTier(faq([q, a]))).toBe(false));
});
