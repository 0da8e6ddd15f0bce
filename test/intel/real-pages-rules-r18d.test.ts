/**
 * Round 18, part d, on real pages (issue 25; docs/intel.md, "Round 18, part d"): the free tier.
 * Developed on waves 1–11, checked on wave 12's totals. Each rule on a small page of our own,
 * never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { freeClaim } from "../../src/intel/extract/free-claim";

const page = (body: string, title = "Lumenboard", lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Lumenboard</h1>${body}</main></body></html>`;
const HOME = "https://lumenboard.example/";
const PRICING = "https://lumenboard.example/pricing/";
const free = (pages: { url: string; html: string }[]) => hasFreeTier(extractSite(pages, { url: HOME, abstain: false }));
const paid = `<div class="card"><h3>Studio</h3><p>$12 / month</p><ul><li>10 boards</li><li>Exports</li></ul></div>`;

describe("rules18d: the page's own words say the product is free", () => {
  test("a home page that calls the product completely free, or says it's free", () => {
    expect(free([{ url: PRICING, html: page(paid) }, { url: HOME, html: page("<p>Every board tool here is completely free. Studio removes the watermark.</p>") }])).toBe(true);
    expect(free([{ url: PRICING, html: page(paid) }, { url: HOME, html: page("<p>Sketch your first board - it's free</p>") }])).toBe(true);
    expect(free([{ url: PRICING, html: page(paid) }, { url: HOME, html: page("<p>Lumenboard is free and open source under the MIT licence.</p>") }])).toBe(true);
  });

  test("free forever in Spanish, a free edition in Chinese", () => {
    expect(free([{ url: PRICING, html: page(paid, "Precios", "es") }, { url: HOME, html: page("<p>Sin tarjeta · Gratis para siempre en el plan básico</p>", "Lumenboard", "es") }])).toBe(true);
    expect(free([{ url: PRICING, html: page(`<p>免费版导出带水印，会员无限制</p>${paid}`, "价格", "zh") }])).toBe(true);
  });

  test("a trial, a time limit or a liberty is no free tier", () => {
    expect(free([{ url: PRICING, html: page(paid) }, { url: HOME, html: page("<p>Lumenboard is completely free for 30 days.</p>") }])).toBe(false);
    expect(free([{ url: PRICING, html: page(paid) }, { url: HOME, html: page("<p>Billed yearly. You are always free to leave, monthly prices apply then.</p>") }])).toBe(false);
    expect(free([{ url: PRICING, html: page(paid) }, { url: HOME, html: page("<p>Always free to join for your guests</p><p>Start your 14-day free trial</p>") }])).toBe(false);
    // "免费版" beside a 试用 (trial) column names the trial's edition.
    expect(free([{ url: PRICING, html: page(`<table><tr><th>免费试用</th><th>月度版</th></tr><tr><td>7 天</td><td>¥5/月</td></tr></table><p>月度版：免费版所有功能，外加云同步</p>`, "价格", "zh") }])).toBe(false);
    expect(freeClaim("It's free and we reply within a day", true)).toBeNull();
  });
});

describe("rules18d: the free line on a page that offers plans", () => {
  test("a Free column on an upgrade page is read like one on a pricing page", () => {
    const table = `<h2>Free vs Studio</h2><table><tr><th>Feature</th><th>Free</th><th>Studio</th></tr><tr><td>Boards</td><td>3</td><td>Unlimited</td></tr></table><p>Studio $4 a month, cancel anytime.</p>`;
    const upgrade = "https://lumenboard.example/premium.html";
    expect(free([{ url: upgrade, html: page(table, "Lumenboard Studio") }, { url: HOME, html: page("<p>Boards for everyone.</p>") }])).toBe(true);
    // The same words on a page that offers nothing (a blog post) are not read as a plan's price.
    expect(free([{ url: "https://lumenboard.example/blog/why.html", html: page(table, "Why boards") }, { url: HOME, html: page("<p>Boards for everyone.</p>") }])).toBe(false);
  });
});

describe("rules18d: a zero price only the page's markup carries", () => {
  const ld = (offers: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Lumenboard","offers":[${offers}]}</script>`;
  const offers = `{"@type":"Offer","name":"Team","price":"0","priceCurrency":"USD"},{"@type":"Offer","name":"Studio","price":"12","priceCurrency":"USD"}`;

  test("an offer at 0 on a page that never says free nor $0 is a price not given, not a free plan", () => {
    const html = `<!doctype html><html><head><title>Lumenboard</title>${ld(offers)}</head><body><main><h1>Plans</h1><p>Plans from $12 a month.</p><div class="card"><h3>Team</h3><p>Ask us for a quote</p><a href="/c">Request Team plan</a></div><div class="card"><h3>Studio</h3><p>Ask us</p><a href="/c">Request Studio plan</a></div></main></body></html>`;
    const facts = extractSite([{ url: PRICING, html }], { url: PRICING, abstain: false });
    expect(hasFreeTier(facts)).toBe(false);
    expect(facts.plans.find((p) => p.name === "Team")?.amount ?? null).toBeNull();
  });

  test("the same offer on a page that shows it free stays free", () => {
    const html = page(`${ld(offers)}<div class="card"><h3>Team</h3><p>Free</p></div><div class="card"><h3>Studio</h3><p>$12 / month</p></div>`);
    expect(free([{ url: PRICING, html }])).toBe(true);
  });
});
