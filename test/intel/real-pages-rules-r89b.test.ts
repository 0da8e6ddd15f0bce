/**
 * Round 89, part b, on real pages (issue 25): a one-product site that says its one price many
 * times, or says it in a "Get it" section with "one purchase".
 *
 * - The sole-price reader (sole-price.ts) refused more than four price mentions as several offers;
 *   an app's one-page site repeats its one price in the menu's button, the hero, the buy box and a
 *   checkout dialog. Mentions of ONE amount in one currency (at most ten) are one offer; five
 *   mentions of different amounts are still several offers, and nothing is read.
 * - "One purchase — $0.99" says the price is paid once (money.ts ONE_TIME_WORDS), and a section
 *   id'd "get" (a one-page site's "Get it" target) is its pricing section (extract-site.ts).
 * - A document that heads each plan with a heading and sets its price under it in a raw HTML block
 *   (past line breaks), the price line restating the heading before a colon ("Monthly: $12/month"
 *   under "<h3>Monthly</h3>"): the prose-run reader (plans-page.ts `proseRunPlans`) took only a
 *   paragraph right after the title and only a lead-in word before the price.
 * - A corporate pack priced by user bands in a table under a "価格" (price) heading, the sums written in
 *   myriads before the yen ("300人未満 | 15万円"): "15万円" was no price (myriad-sign.ts), "300人未満" /
 *   "300〜3000人" / "3000人以上" no band of a count (count-bands.ts), and a page addressed and titled for
 *   its audience ("/business.html", "法人のお客様へ") no price list (price-list.ts `priceSection`).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const URL = "https://pebbletide.example/";
const raw = (html: string) => assessSite([{ url: URL, html }], { url: URL }).facts.plans;
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pebbletide — tide tables for your desk</title></head><body>${body}</body></html>`;

const repeated = page(
  `<nav><a href="#" class="nav-logo">Pebbletide</a><div class="nav-links"><a href="#features">Features</a><a href="#how">How it works</a><a href="#faq">Questions</a><a href="#" class="nav-cta">Get It — $14.50</a></div></nav>
  <header><p class="badge">$14.50 · One-time purchase · Keep it for good</p><h1>Pebbletide</h1><p>Tide tables on your desktop.</p><a href="#" class="btn">Buy Pebbletide — $14.50</a></header>
  <section id="features"><h2>Calm by design</h2><h3>Every harbour</h3><p>Tables for the ports you sail from.</p><p>Pay $14.50 once and it is yours.</p></section>
  <section id="download"><h2>Ready to sail?</h2><p>$14.50 one time</p><p>No subscriptions, no accounts.</p><a href="#" class="btn">Purchase Pebbletide — $14.50</a></section>
  <div class="modal"><h2>Purchase Pebbletide</h2><p>$14.50 · One-time · Keep it for good</p></div>`,
);

const getIt = page(
  `<nav><a href="#what">What it does</a><a href="#get">Get it</a></nav>
  <header><h1>Pebbletide</h1><p>Tide tables on your desktop, your phone and your laptop.</p></header>
  <section id="what"><h2>Tables you can trust</h2><p>Every harbour, every day.</p></section>
  <section id="get"><h2>In the store, or build it yourself</h2><p>One purchase — $2.49 — covers your phone and your laptop.</p><a href="#">Open the store</a></section>`,
);

describe("rules89b: one product's one price", () => {
  test("one amount said six times is one offer, paid once (fails without the rule)", () => {
    expect(raw(repeated)).toMatchObject([{ name: "Pebbletide", amount: 14.5, currency: "USD", period: "one_time" }]);
  });

  test("five mentions of different amounts are several offers: nothing is read", () => {
    const several = repeated.replace("Buy Pebbletide — $14.50", "Buy Pebbletide — $19.50").replace("Pay $14.50 once", "Pay $24.50 once");
    expect(raw(several)).toEqual([]);
  });

  test("more than ten mentions of one amount are a list, not one offer said again", () => {
    const list = page(`<h1>Pebbletide</h1><section id="get"><h2>Charts</h2>${Array.from({ length: 11 }, (_, i) => `<p>Harbour ${i + 1} chart: $3 one-time purchase</p>`).join("")}</section>`);
    expect(raw(list)).toEqual([]);
  });

  test("'one purchase' in a 'Get it' section prices the app once (fails without the rule)", () => {
    expect(raw(getIt)).toMatchObject([{ name: "Pebbletide", amount: 2.49, currency: "USD", period: "one_time" }]);
  });

  test("the same home page with its section id'd otherwise has no pricing section: nothing is read", () => {
    expect(raw(getIt.replace('id="get"', 'id="store"'))).toEqual([]);
  });
});

const DOC = "https://pebbletide.example/docs/membership/";
const docPage = (blocks: string) =>
  `<!doctype html><html lang="en"><head><title>Membership — Pebbletide docs</title></head><body><article><h2>Buy a membership code</h2><p>Pebbletide has a monthly and a yearly membership.</p>${blocks}<h3>Invoices</h3><p>Write to support for an invoice.</p></article></body></html>`;
const block = (title: string, line: string) =>
  `<br/><h3>${title}</h3><br/><center><div style="width:240px"><img src="/qr.png"/><span style="font-weight:bold">${line}</span><br/><s>Was $20/month</s></div></center>`;
const docRaw = (html: string) => assessSite([{ url: DOC, html }], { url: DOC }).facts.plans.map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`);

describe("rules89b: a heading, then its price in a block that restates the name", () => {
  test("each heading's block prices the plan it names (fails without the rule)", () => {
    const html = docPage(block("Monthly", "Monthly: $12/month") + block("Yearly", "Yearly: $99/year"));
    expect(docRaw(html)).toEqual(["Monthly: 12 USD/month", "Yearly: 99 USD/year"]);
  });

  test("words before the price that are not the heading's own name are a sentence: nothing is read", () => {
    const html = docPage(block("Monthly", "Members pay: $12/month") + block("Yearly", "Save more: $99/year"));
    expect(docRaw(html)).toEqual([]);
  });

  test("a block that does not follow its heading straight (a paragraph between) is not the heading's price", () => {
    const html = docPage(block("Monthly", "Monthly: $12/month").replace("<br/><center>", "<p>Scan the code below.</p><center>") + block("Yearly", "Yearly: $99/year").replace("<br/><center>", "<p>Scan the code below.</p><center>"));
    expect(docRaw(html)).toEqual([]);
  });
});

const BIZ = "https://kaigo-memo.example/business.html";
const bizPage = (heading: string, rows: [string, string][]) =>
  `<!doctype html><html lang="ja"><head><title>法人のお客様へ — かいごメモ</title></head><body><article><h1>法人のお客様へ<a class="headerlink" href="#a">#</a></h1><p>法人パックは利用人数ごとに価格を設定しています。</p><section><h2>${heading}<a class="headerlink" href="#b">#</a></h2><p>法人パックは次の価格で販売しています。</p><table><thead><tr><th><p>利用人数</p></th><th><p>販売価格（税別）</p></th></tr></thead><tbody>${rows.map(([a, b]) => `<tr><td><p>${a}</p></td><td><p>${b}</p></td></tr>`).join("")}</tbody></table></section></article></body></html>`;
const BANDS: [string, string][] = [["300人未満", "15万円"], ["300〜3000人", "40万円"], ["3000人以上", "80万円"]];
const bizRaw = (html: string) => assessSite([{ url: BIZ, html }], { url: BIZ }).facts.plans.map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`);

describe("rules89b: user bands priced in myriads of yen under a price heading", () => {
  test("each band is a plan at its sum, paid once (fails without the rule)", () => {
    expect(bizRaw(bizPage("価格", BANDS))).toEqual(["300人未満: 150000 JPY/one_time", "300〜3000人: 400000 JPY/one_time", "3000人以上: 800000 JPY/one_time"]);
  });

  test("under a heading that is no price word, the page is no price list: nothing is read", () => {
    expect(bizRaw(bizPage("導入事例", BANDS))).toEqual([]);
  });

  test("bands that leave a gap are no tiling of a count: nothing is read", () => {
    expect(bizRaw(bizPage("価格", [["300人未満", "15万円"], ["500〜3000人", "40万円"], ["3000人以上", "80万円"]]))).toEqual([]);
  });

  test("a myriad sum in a sentence, a range's upper end or a threshold is no price", () => {
    expect(findPrices("15万円").map((t) => t.amount)).toEqual([150000]);
    expect(findPrices("2만원").map((t) => [t.amount, t.currency])).toEqual([[20000, "KRW"]]);
    expect(findPrices("外注すると費用は月額3万円かかります")).toEqual([]);
    expect(findPrices("数万円〜10万円")).toEqual([]);
    expect(findPrices("10万円以上")).toEqual([]);
  });
});
