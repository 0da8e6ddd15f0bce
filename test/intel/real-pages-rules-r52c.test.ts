/**
 * Round 52, part c, on real pages (issue 25; docs/intel.md, "Round 52, part c"): cards missed beside
 * cards read, counted on development (waves 8–12, 30–44) by construction. The construction that
 * recurs as one cause — a trial's own card among the plan cards, its name refused by the name test
 * (round 20a) — is read: a card opening with a trial's name whose price is zero is a plan at 0 named
 * by that line, and no free tier (trial-card.ts, read by plans-page.ts and extract-site.ts). The
 * other tests pin what is read and what is left. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const PAGE = "https://tallyfern.example/pricing";
const html = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Tallyfern</title></head><body><header><a href="/">Tallyfern</a></header><main>${body}</main></body></html>`;
const read = (body: string, lang = "en") => extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false });
const raw = (body: string, lang = "en") => read(body, lang).plans.map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}${p.free ? " free" : ""}`);
const LIST = `<ul><li>Shared ledgers</li><li>Email support</li></ul>`;

/** A card: its heading, the price in two spans, a line, the list and a button. */
const card = (name: string, price: string, unit: string, line = "Made for the way you work.") =>
  `<div class="plan-card"><h3>${name}</h3><div class="price"><span>${price}</span><span>${unit}</span></div><p>${line}</p>${LIST}<a href="/signup">Start</a></div>`;

describe("rules52c: a trial's own card among the plans", () => {
  test("\"Free Trial\" at $0 beside priced cards is a plan at 0, not free, and the page has no free tier", () => {
    const facts = read(`<h2>Plans</h2><div class="plans">${card("Free Trial", "$0", "", "30 days, 5 scans")}${card("Monthly", "$9.99", "/month")}${card("Annual", "$99", "/year")}</div>`);
    const plans = facts.plans.map((p) => `${p.name}: ${p.amount} ${p.currency}${p.free ? " free" : ""}`);
    expect(plans).toContain("Free Trial: 0 USD");
    expect(plans).toContain("Monthly: 9.99 USD");
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("a trial card in another language (\"無料トライアル\" at ¥0) is read by its name", () => {
    const names = read(`<h2>料金</h2><div class="plans">${card("無料トライアル", "¥0", "", "30日間")}${card("年間プラン", "¥14,800", "/ 年")}${card("月額プラン", "¥2,980", "/ 月")}</div>`, "ja").plans.map((p) => `${p.name}: ${p.amount}${p.free ? " free" : ""}`);
    expect(names).toContain("無料トライアル: 0");
  });

  test("a trial card whose heading is a kicker \"Trial\" with the price word \"Free\" is named \"Trial\", not \"Free\"", () => {
    const kicker = (k: string, price: string, unit: string) => `<div class="tier"><div class="tier-name">${k}</div><div class="tier-price"><span>${price}</span><span>${unit}</span></div><p>Try it for a month.</p>${LIST}<a href="/go">Go</a></div>`;
    const facts = read(`<h2>Pricing</h2><div class="grid">${kicker("Trial", "Free", "One month")}${kicker("Plus", "€39", "/month")}</div>`);
    const names = facts.plans.map((p) => p.name);
    expect(names).toContain("Trial");
    expect(names).not.toContain("Free");
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("a trial card whose zero opens its name's line (\"$0\" beside \"Free Trial\") is the trial, not its next line", () => {
    const lead = (sub: string) => `<div class="plan-card"><h3><span class="amount">$0</span> <span>Free Trial</span></h3><p>${sub}</p>${LIST}<a href="/go">Go</a></div>`;
    const facts = read(`<h2>Plans</h2><div class="plans">${lead("with 300 credits")}${card("Hobbyist", "$5", "/month")}${card("Starter", "$20", "/month")}</div>`);
    const names = facts.plans.map((p) => `${p.name}: ${p.amount}${p.free ? " free" : ""}`);
    expect(names).toContain("Free Trial: 0");
    expect(names.some((n) => n.startsWith("with 300 credits"))).toBe(false);
    expect(hasFreeTier(facts)).toBe(false);
  });
});

describe("rules52c: what stays as it was", () => {
  test("a free card headed \"Free\" stays a free plan (and a free tier)", () => {
    const facts = read(`<h2>Plans</h2><div class="plans">${card("Free", "$0", "/month")}${card("Pro", "$9", "/month")}${card("Team", "$29", "/month")}</div>`);
    expect(raw(`<h2>Plans</h2><div class="plans">${card("Free", "$0", "/month")}${card("Pro", "$9", "/month")}${card("Team", "$29", "/month")}</div>`)).toEqual(["Free: 0 USD/month free", "Pro: 9 USD/month", "Team: 29 USD/month"]);
    expect(hasFreeTier(facts)).toBe(true);
  });

  test("a priced card whose badge says \"Free trial\" keeps its name and price", () => {
    const badged = (badge: string, name: string, price: string) => `<div class="plan-card"><span class="badge">${badge}</span><h3>${name}</h3><div class="price"><span>${price}</span><span>/month</span></div>${LIST}<a href="/go">Go</a></div>`;
    expect(raw(`<h2>Plans</h2><div class="plans">${badged("Free trial", "Pro", "$19")}${badged("New", "Team", "$49")}</div>`)).toEqual(["Pro: 19 USD/month", "Team: 49 USD/month"]);
  });
});
