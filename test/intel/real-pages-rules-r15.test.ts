/**
 * Round 15, part a, on real pages (issue 25; docs/intel.md, "Round 15"): pages that read no plan.
 * Developed on waves 1–8, kept only when wave 9's totals (product and raw) were no worse. Each rule
 * on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const URL = "https://notes.example/pricing";
const page = (body: string, title = "Pricing — Quillnote", h1 = "Simple pricing") =>
  `<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="Quillnote"></head><body><main><h1>${h1}</h1>${body}</main></body></html>`;
const raw = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);

describe("round 15a: the one price a pricing page prints in prose is the product's", () => {
  test("a sentence with one price and its period reads as one plan named after the product", () => {
    const html = page(`<p>Start with a 14-day free trial. After that, Quillnote is only $7.50/month — less than a sandwich.</p><p>Cancel any time.</p><a href="/buy">Subscribe</a>`);
    expect(raw(html)).toEqual([["Quillnote", 7.5, "USD", "month", false]]);
    // Its origin is a signal of its own, for the confidence model to weigh.
    const { assessed } = assessSite([{ url: URL, html }], { url: URL, abstain: false });
    expect(assessed.map((a) => [a.plan.name, a.signals.sole_price, a.signals.in_card_grid, a.signals.lone_block])).toEqual([["Quillnote", 1, 0, 0]]);
  });

  test("the same price said twice (a summary and the FAQ) is still one offer", () => {
    const html = page(`<p>Everything included for $12 per month.</p><h2>FAQ</h2><p>How do I pay? The $12 is charged to your card every month.</p>`);
    expect(raw(html)).toEqual([["Quillnote", 12, "USD", "month", false]]);
  });

  test("a price paid once reads as one-time", () => {
    expect(raw(page(`<p>Buy the desktop app for €29, a one-time purchase with no subscription.</p>`))).toEqual([["Quillnote", 29, "EUR", "one_time", false]]);
  });

  test("the section the price stands in names the offer when its heading is a short title", () => {
    const html = page(`<h2>Studios</h2><p>Founding members: €40 per month, reviewed one by one.</p><h2>Schools</h2><p>Terms will follow later.</p>`);
    expect(raw(html)).toEqual([["Studios", 40, "EUR", "month", false]]);
  });

  test("two different amounts are not one offer: nothing is read", () => {
    expect(raw(page(`<p>Quillnote costs $8 per month, or $80 per year if you pay ahead.</p>`))).toEqual([]);
    expect(raw(page(`<p>Personal use is $5 a month; teams pay $9 per month.</p>`))).toEqual([]);
  });

  test("a price with no period, a duration or a unit is not read as the product's price", () => {
    expect(raw(page(`<p>Quillnote costs $49.</p>`))).toEqual([]);
    expect(raw(page(`<p>One licence is $120 with 12 months of updates.</p>`))).toEqual([]);
    expect(raw(page(`<p>Storage costs $0.02 per GB, billed monthly.</p>`))).toEqual([]);
    expect(raw(page(`<p>Our consultants work for $90 per hour.</p>`))).toEqual([]);
  });

  test("a page that is no pricing page by its address or title reads nothing this way", () => {
    const url = "https://notes.example/about";
    const html = page(`<p>Our founders once paid $300 per month for office space.</p>`, "About Quillnote", "Our story");
    expect(extractSite([{ url, html }], { url, abstain: false }).plans).toEqual([]);
  });

  test("a page whose cards are read keeps them: the prose price is never added beside them", () => {
    const card = (n: string, p: string) => `<div class="plan"><h3>${n}</h3><p class="price">${p}</p><ul><li>Notes</li><li>Sync</li></ul><a href="/s">Start</a></div>`;
    const html = page(`<div class="plans">${card("Solo", "$6/month")}${card("Team", "$10/month")}</div><p>Need more? Storage is $15 per month extra.</p>`);
    expect(raw(html).map((p) => p[0])).toEqual(["Solo", "Team"]);
  });
});

describe("round 15a: plan cards on a page that publishes no price", () => {
  const card = (name: string, extra: string, button: string) =>
    `<div class="tier box"><h2>${name}</h2>${extra}<ul><li>Unlimited notes</li><li>Sync on every device</li><li>Email help</li></ul><a href="/go">${button}</a></div>`;
  const rows = (html: string, url = URL) =>
    extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.free, p.contact_sales]);

  test("cards built alike, each a heading, a list and a button, are plans without a price", () => {
    const html = page(`<div class="tiers">${card("Studio", "<p>For small teams.</p>", "Start now")}${card("Agency", "<p>For many clients.</p>", "Arrange a call")}</div>`);
    expect(rows(html)).toEqual([
      ["Studio", null, false, false],
      ["Agency", null, false, true],
    ]);
    const { assessed } = assessSite([{ url: URL, html }], { url: URL, abstain: false });
    expect(assessed.map((a) => a.signals.priceless_card)).toEqual([1, 1]);
  });

  test("a card whose line says only 'Free' is the free plan", () => {
    const html = page(`<div class="tiers">${card("Community", "<b>Free</b>", "Download")}${card("Pro", "<b>Coming soon</b>", "Apply for early access")}</div>`);
    expect(rows(html)).toEqual([
      ["Community", 0, true, false],
      ["Pro", null, false, false],
    ]);
  });

  test("sections of a page (sentence-case titles, no list, or any price on the page) are no plans", () => {
    const section = (t: string) => `<section class="part"><h2>${t}</h2><ul><li>One</li><li>Two</li></ul><a href="/x">More</a></section>`;
    expect(rows(page(`<div>${section("How it works")}${section("Why choose us")}</div>`))).toEqual([]);
    const noList = (t: string) => `<div class="tier"><h2>${t}</h2><p>Text.</p><a href="/x">Go</a></div>`;
    expect(rows(page(`<div class="tiers">${noList("Studio")}${noList("Agency")}</div>`))).toEqual([]);
    // A page with a price is read by the other readers, never by this one.
    const priced = page(`<div class="tiers">${card("Studio", "<p>For small teams.</p>", "Start now")}${card("Agency", "<p>Custom work from $900 per project.</p>", "Request a quote")}</div>`);
    expect(assessSite([{ url: URL, html: priced }], { url: URL, abstain: false }).assessed.map((a) => a.signals.priceless_card)).not.toContain(1);
    // Not a pricing page by its address or title: nothing.
    const about = page(`<div class="tiers">${card("Studio", "<p>x</p>", "Start now")}${card("Agency", "<p>y</p>", "Write to us")}</div>`, "Our work", "Our work");
    expect(rows(about, "https://notes.example/work")).toEqual([]);
  });
});

describe("round 15a: a currency icon spelt in separate class words", () => {
  test("'<i class=\"dollar sign icon\">' and '<i class=\"icon euro\">' draw the sign before a bare number", () => {
    const card = (n: string, icon: string, v: string) => `<div class="plan card"><h3>${n}</h3><div class="amount"><i class="${icon}"></i> ${v} <span>per month</span></div><ul><li>Bot</li><li>Logs</li></ul><a href="/s">Get it</a></div>`;
    expect(raw(page(`<div class="plans">${card("Basic", "icon dollar sign", "0")}${card("Premium", "dollar sign icon", "5")}${card("Max", "dollar sign icon", "15")}</div>`))).toEqual([
      ["Basic", 0, "USD", "month", false],
      ["Premium", 5, "USD", "month", false],
      ["Max", 15, "USD", "month", false],
    ]);
    expect(raw(page(`<div class="plans">${card("One", "icon euro", "9")}${card("Two", "euro icon", "19")}</div>`)).map((r) => r[2])).toEqual(["EUR", "EUR"]);
    // Any other icon beside a number draws no currency: a star rating is no price.
    expect(raw(page(`<div class="plans">${card("One", "star icon", "9")}${card("Two", "star icon", "19")}</div>`)).map((r) => r[1])).toEqual([null, null]);
  });
});

describe("round 15a: a ribbon in capitals before the name on one line", () => {
  test("'POPULAR Premium' is Premium, 'SOLD OUT Vip' is Vip; a name in capitals of its own stays", () => {
    const card = (ribbon: string, n: string, v: string) => `<div class="plan card"><div class="title"><span class="ribbon">${ribbon}</span> <span class="name">${n}</span></div><p class="price">$${v} per month</p><ul><li>Bot</li><li>Logs</li></ul><a href="/s">Get it</a></div>`;
    expect(raw(page(`<div class="plans">${card("", "Free", "0")}${card("POPULAR", "Premium", "5")}${card("SOLD OUT", "Vip", "15")}</div>`)).map((r) => r[0])).toEqual(["Free", "Premium", "Vip"]);
    expect(raw(page(`<div class="plans">${card("", "HOT SAUCE", "3")}${card("", "Mild", "2")}</div>`)).map((r) => r[0])).toEqual(["HOT SAUCE", "Mild"]);
  });
});

describe("round 15a: the đồng written 'VNĐ'", () => {
  test("'150.000 VNĐ / tháng' is 150,000 VND a month", () => {
    const card = (n: string, v: string) => `<div class="plan card"><h3>${n}</h3><p class="price">${v} VNĐ / tháng</p><ul><li>A</li><li>B</li></ul><a href="/s">Đăng ký</a></div>`;
    const html = `<!doctype html><html lang="vi"><head><title>Bảng giá</title></head><body><main><h1>Bảng giá</h1><div class="plans">${card("Cơ bản", "50.000")}${card("Gia đình", "150.000")}</div></main></body></html>`;
    expect(raw(html)).toEqual([
      ["Cơ bản", 50000, "VND", "month", false],
      ["Gia đình", 150000, "VND", "month", false],
    ]);
  });
});

describe("round 15a: cents in an element of their own, with their separator", () => {
  test("'<big>19</big> <small>.95</small>' is 19.95; a sentence's full stop after a price is not cents", () => {
    const card = (n: string, whole: string, cents: string) => `<div class="plan card"><h3>${n}</h3><h2 class="price"><small>US$</small> <big>${whole}</big> <small>${cents}</small> <small>monthly</small></h2><ul><li>A</li><li>B</li></ul><a href="/s">Select</a></div>`;
    expect(raw(page(`<div class="plans">${card("Basic", "19", ".95")}${card("Expert", "49", ".95")}</div>`))).toEqual([
      ["Basic", 19.95, "USD", "month", false],
      ["Expert", 49.95, "USD", "month", false],
    ]);
    expect(findPrices("Buy it for $5 .Then relax.").map((t) => t.amount)).toEqual([5]);
    expect(findPrices("It costs $10 .955 units").map((t) => t.amount)).toEqual([10]);
  });
});
