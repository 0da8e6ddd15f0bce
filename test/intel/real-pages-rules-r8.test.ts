/**
 * Rules from the eighth round on real pages (issue 25; docs/intel.md, "Rules from round 8"):
 * written on wave 2's half a, kept only when half b was no worse. Each rule on a small page of
 * our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Pricing | Vendor</title></head><body>${body}</body></html>`;
const read = (body: string, lang?: string) => extractSite([{ url: "https://vendor.example/pricing", html: page(body, lang) }], { strict: true });
const rows = (body: string, lang?: string) => read(body, lang).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);
const grid = (...cards: string[]) => `<main><div class="grid">${cards.join("")}</div></main>`;

describe("eighth round: rules that generalise", () => {
  test("one billing side priced per user makes the other side per user too", () => {
    const card = (name: string, yearly: number, monthly: number) =>
      `<div class="card"><h3>${name}</h3><div class="yearly"><div class="price"><span>$</span><span>${yearly}</span></div><p>per user / month</p><p>billed annually</p></div><div class="monthly"><p>$${monthly} billed monthly</p></div><a href="/signup">Start</a></div>`;
    const plans = read(grid(card("Team", 8, 10), card("Company", 16, 20))).plans;
    expect(plans.map((p) => [p.name, p.amount, p.period, p.per_user])).toEqual([
      ["Team", 10, "month", true],
      ["Company", 20, "month", true],
    ]);
    // A card whose only price is per plan stays a plan price.
    const flat = `<div class="card"><h3>Solo</h3><p>$9 / month</p><a href="/signup">Start</a></div>`;
    expect(rows(grid(flat, `<div class="card"><h3>Duo</h3><p>$15 / month</p><a href="/signup">Start</a></div>`))).toEqual([
      ["Solo", 9, "USD", "month", false],
      ["Duo", 15, "USD", "month", false],
    ]);
  });
});

describe("eighth round: the yuan", () => {
  const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price}</p><a href="/buy">购买</a></div>`;
  test("¥ on a page in Chinese is the yuan, on a page in Japanese the yen", () => {
    const cards = grid(card("基础版", "¥5 / 月"), card("专业版", "¥50 / 年"));
    expect(rows(cards, "zh-CN").map((r) => r[2])).toEqual(["CNY", "CNY"]);
    expect(rows(cards, "ja").map((r) => r[2])).toEqual(["JPY", "JPY"]);
  });
});

describe("eighth round: a lifetime licence in Chinese", () => {
  test('"/终身" (per lifetime) after a price is a one-time price', () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price}</p><a href="/buy">购买</a></div>`;
    expect(rows(grid(card("年度版", "¥50/年"), card("终身版", "¥29.90/终身")), "zh").map((r) => [r[0], r[3]])).toEqual([
      ["年度版", "year"],
      ["终身版", "one_time"],
    ]);
  });
});

describe("eighth round: pricing pages in more languages", () => {
  test("an Indonesian pricing page (/harga/) is the pricing page: the home page's download tiles are no plans", () => {
    const tile = (name: string) => `<div class="tile"><h3>${name}</h3><p>$0 download</p><a href="/get/${name}">Get</a></div>`;
    const home = `<!doctype html><html><head><title>Vendor</title></head><body><main><div class="tiles">${tile("Android")}${tile("Windows")}${tile("Linux")}</div></main></body></html>`;
    const pricing = page(grid(`<div class="card"><h3>Team</h3><p>$9 / month</p><a href="/buy">Buy</a></div>`, `<div class="card"><h3>Office</h3><p>$19 / month</p><a href="/buy">Buy</a></div>`), "id");
    const facts = extractSite([
      { url: "https://vendor.example/", html: home },
      { url: "https://vendor.example/harga/", html: pricing },
    ], { url: "https://vendor.example/", strict: true });
    expect(facts.plans.map((p) => [p.name, p.amount])).toEqual([
      ["Team", 9],
      ["Office", 19],
    ]);
  });
});

describe("eighth round: a yearly set and a monthly set of the same plans", () => {
  test("both lists in the HTML, yearly first with no period words: one set, priced by the month, the yearly figure its annual side", () => {
    const card = (name: string, price: string) => `<div class="col"><div class="card"><h5 class="card-title">${name}</h5><h6 class="card-price">${price}</h6><ul><li>Unlimited runs</li></ul><a href="/signup" class="btn">Start</a></div></div>`;
    const set = (cls: string, prices: string[]) => `<div class="${cls}"><section class="pricing"><div class="row">${card("Solo", prices[0])}${card("Crew", prices[1])}${card("Fleet", prices[2])}</div></section></div>`;
    const body = `<main><div class="switch"><input type="checkbox" id="status"><label for="status">Monthly / Yearly</label></div>${set("yearly-list", ["FREE", "$540", "$1,080"])}${set("monthly-list", ["FREE", "$50", "$100"])}</main>`;
    expect(read(body).plans.map((p) => [p.name, p.amount, p.period, p.annual_amount])).toEqual([
      ["Solo", 0, "month", null],
      ["Crew", 50, "month", 45],
      ["Fleet", 100, "month", 90],
    ]);
  });
});

describe("eighth round: what names no plan", () => {
  test("a trial's offer and a page's title are no plan names: the card is left out rather than misnamed", () => {
    const lone = (title: string) => `<main><section class="offer"><div class="box"><h2>${title}</h2><p>$19 per month, after trial</p><ul><li>All reports</li><li>Email support</li></ul><a href="/signup">Start</a></div></section></main>`;
    // Not named after the trial; since round 15 the page's one price is the product's (sole-price.ts).
    expect(rows(lone("30-day free trial"))).toEqual([["Vendor", 19, "USD", "month", false]]);
    expect(rows(lone("Vendor Pricing"))).toEqual([["Vendor", 19, "USD", "month", false]]);
    // A name of its own stays.
    expect(rows(lone("Vendor Cloud")).map((r) => r[0])).toEqual(["Vendor Cloud"]);
  });
});

describe("eighth round: per student", () => {
  test("a price per student is a price per head", () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price}</p><a href="/signup">Start</a></div>`;
    expect(rows(grid(card("School", "₹40/student/month"), card("Campus", "₹80/student/month")))).toEqual([
      ["School", 40, "INR", "month", true],
      ["Campus", 80, "INR", "month", true],
    ]);
  });
});

describe("eighth round: Turkish periods", () => {
  test('"/ay" is a month, "/yıl" a year; "/3 ay" (a quarter) states no month', () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p>${price}</p><a href="/signup">Başla</a></div>`;
    expect(rows(grid(card("Esnek", "₺200/ay"), card("Çeyrek", "₺570/3 ay"), card("Uzun", "₺2.000/yıl")), "tr").map((r) => [r[0], r[1], r[3]])).toEqual([
      ["Esnek", 200, "month"],
      ["Çeyrek", 570, null],
      ["Uzun", 2000, "year"],
    ]);
  });
});
