/**
 * A free tier only implied is never presented as read (issue 25, item 7): a product's page of its
 * own for Premium (round 29f, premium-page.ts) implies a free base it never names. Through the real
 * path — small sites of ours on loopback (the bot's home page links only to "Get Premium", which
 * discovery follows), a report requested, paid and generated, GET
 * /api/reports/get — the profile says `free_tier_inferred`, and every sentence built from it says
 * "implied"; a free plan read on a card stays plainly stated. And the monitoring alert for a free
 * tier that only a Premium page implies says so.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ReportSummary } from "../../src/reports/schemas";
import { diffFacts } from "../../src/monitoring/diff";
import { buildScan } from "../../src/intel/analyze/scan";
import { extractSite } from "../../src/intel/extract-site";
import { createReportsApp, type ReportsTestApp } from "./helpers";

const page = (title: string, body: string, site = "") => `<!doctype html><html lang="en"><head><title>${title}</title>${site ? `<meta property="og:site_name" content="${site}">` : ""}</head><body><main>${body}</main></body></html>`;
/** A chat bot's Premium page: what Premium adds and its two prices, nothing of the free bot. */
const PREMIUM = page(
  "Premium — Quillbot for chat servers",
  `<h1>Quillbot Premium</h1><p>Support the bot and get more out of every server.</p><div class="plans"><div class="plan-card"><h3>Monthly</h3><p class="price">$4 / month</p><ul><li>Custom prefixes</li><li>Priority queue</li></ul><a href="/checkout">Subscribe</a></div><div class="plan-card"><h3>Yearly</h3><p class="price">$40 / year</p><ul><li>Custom prefixes</li><li>Priority queue</li></ul><a href="/checkout">Subscribe</a></div></div>`,
  "Quillbot",
);
/** A board tool whose Free card is read on its pricing page. */
const BOARDS = {
  "/": page("Tallyboard | Boards", `<h1>Boards for small teams</h1><nav><a href="/pricing">Pricing</a></nav><p>Kanban view and roadmaps for every team.</p>`),
  "/pricing": page("Pricing | Tallyboard", `<h1>Pricing</h1><div class="plans"><div class="plan"><h2>Free</h2><p class="price">$0</p><ul><li>Kanban view</li></ul></div><div class="plan"><h2>Team</h2><p class="price">$9 / month</p><ul><li>Roadmaps</li></ul></div></div>`),
};

let t: ReportsTestApp;
let summary: ReportSummary;
beforeAll(async () => {
  t = await createReportsApp();
  // The bot's home page links to its Premium page only ("Get Premium"): discovery takes it (session 21).
  t.sites.on("quillbot", "/", () => new Response(page("Quillbot — a writing bot for chat servers", `<nav><a href="/commands">Commands</a> <a href="/premium">Get Premium</a></nav><h1>Quillbot</h1><p>A writing assistant for your chat server.</p>`, "Quillbot"), { headers: { "content-type": "text/html; charset=utf-8" } }));
  t.sites.on("quillbot", "/premium", () => new Response(PREMIUM, { headers: { "content-type": "text/html; charset=utf-8" } }));
  for (const [path, html] of Object.entries(BOARDS)) t.sites.on("tallyboard", path, () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
  const report = await t.completedReport(["quillbot", "tallyboard"]);
  summary = report.summary as ReportSummary;
});
afterAll(() => t.close());

const competitor = (name: RegExp) => {
  const c = summary.per_competitor.find((p) => name.test(p.profile?.name ?? ""));
  if (!c?.profile) throw new Error(`no competitor ${name} among ${summary.per_competitor.map((p) => p.profile?.name).join(", ")}`);
  return c;
};

describe("a report on a Premium page and a page with a free card", () => {
  test("the profile marks the Premium page's free tier as inferred, the free card's as read", () => {
    expect(competitor(/Quillbot/).profile!.pricing.free_tier).toBe(true);
    expect(competitor(/Quillbot/).profile!.pricing.free_tier_inferred).toBe(true);
    expect(competitor(/Tallyboard/).profile!.pricing.free_tier).toBe(true);
    expect(competitor(/Tallyboard/).profile!.pricing.free_tier_inferred).toBe(false);
  });

  test("the strength, the overview and the free-plan advice say the implied free plan is implied", () => {
    const implied = [...competitor(/Quillbot/).strengths].find((f) => /Free plan/.test(f.title));
    expect(implied?.title).toBe("Free plan (implied)");
    expect(implied?.detail).toContain("appears to exist");
    const stated = [...competitor(/Tallyboard/).strengths].find((f) => /Free plan/.test(f.title));
    expect(stated?.title).toBe("Free plan");
    expect(summary.overview).toMatch(/Quillbot[^.]*'s free plan is implied, not stated/);
    const advice = summary.recommendations.find((r) => /free plan/i.test(r.title));
    expect(advice?.detail).toContain("implied, not stated");
    expect(advice?.detail).not.toMatch(/Tallyboard's free plan is implied/);
  });
});

describe("a scan against the Premium page's product", () => {
  test("its free tier is said to be implied; a free card's is stated", () => {
    const you = competitor(/Tallyboard/).profile!;
    const noFree = { ...you, pricing: { ...you.pricing, free_tier: false, plans: you.pricing.plans.filter((p) => !p.free) } };
    expect(buildScan(noFree, competitor(/Quillbot/).profile!, "2026-11-30T00:00:00Z").strategic_insight).toStartWith("Quillbot appears to have a free tier (implied by a page of its own for Premium, not stated) and you do not");
    expect(buildScan(noFree, you, "2026-11-30T00:00:00Z").strategic_insight).toStartWith("Tallyboard has a free tier and you do not");
  });
});

describe("the monitoring alert", () => {
  test("plan cards that give way to a Premium page: the free tier is implied, not said", () => {
    const url = "https://quillbot.example/premium";
    const cards = page("Plans — Quillbot", `<h1>Plans</h1><div class="plans"><div class="plan-card"><h3>Plus</h3><p class="price">$4 / month</p><a href="/checkout">Subscribe</a></div><div class="plan-card"><h3>Max</h3><p class="price">$9 / month</p><a href="/checkout">Subscribe</a></div></div>`);
    const before = extractSite([{ url, html: cards }], { url, abstain: true });
    const after = extractSite([{ url, html: page("Premium — Quillbot", "<h1>Quillbot Premium</h1><p>Premium is coming back soon with new perks.</p>") }], { url, abstain: true });
    const free = diffFacts(before, after).filter((c) => c.type === "free_tier_changed");
    expect(free.map((c) => c.summary)).toEqual([expect.stringMatching(/^Free tier: none → implied \("premium page: /)]);
  });
});
