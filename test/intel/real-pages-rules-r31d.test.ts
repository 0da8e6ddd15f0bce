/**
 * Round 31, part d, on real pages (issue 25; docs/intel.md, "Round 31, part d"): the free tier. A
 * free first step of a service — an exam, a consultation, a quote — is a price at 0, not a free
 * tier. The rule on small pages of our own (never text from a real page), and its look-alikes, which
 * keep their free tier: a free scan or check that is the product, a "Free" plan card, a
 * consultation that is a paid service, and a free trial (no free tier either way).
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { serviceFirstStep } from "../../src/intel/extract/first-step";

const html = (body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Prices</title></head><body><main><h1>Brackenfold</h1>${body}</main></body></html>`;
const PAGE = "https://brackenfold.example/prices/";
const read = (body: string, lang = "en") => extractSite([{ url: PAGE, html: html(body, lang) }], { url: PAGE, abstain: false });
const table = (rows: [string, string][]) => `<table><tbody>${rows.map(([n, p]) => `<tr><td>${n}</td><td>${p}</td></tr>`).join("")}</tbody></table>`;
const card = (name: string, price: string, items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Choose</a></div>`;

describe("a free exam, consultation or quote is no free tier", () => {
  test("a clinic's fee table: \"Child's exam — €0 (free)\" among paid treatments stays a price at 0, no free tier", () => {
    const body = `<h2>Treatment fees</h2>${table([["Check-up and x-rays", "€55"], ["Hygienist visit", "€60"], ["Child's exam", "€0 (free)"], ["Filling", "€90"], ["Extraction", "€110"]])}`;
    const facts = read(body);
    const exam = facts.plans.find((p) => p.name.includes("exam"));
    if (exam) expect(exam.amount).toBe(0);
    expect(facts.plans.some((p) => p.free)).toBe(false);
    expect(hasFreeTier(facts)).toBe(false);
  });

  test("a trade's price cards opened by \"Quote and consultation — Free\" (Japanese: 見積・相談 over 無料)", () => {
    const cards = (rows: [string, string][]) => rows.map(([n, p]) => `<article class="price-card"><h3>${n}</h3><p class="price-main">${p}</p><p>詳しくはお問い合わせください。</p></article>`).join("");
    expect(hasFreeTier(read(cards([["Quote and consultation (phone or visit)", "Free"], ["Tape to file", "$12"], ["Photo scanning", "$20"]])))).toBe(false);
    expect(hasFreeTier(read(cards([["見積・相談（電話・訪問）", "無料"], ["テープ変換", "1,200円"], ["写真スキャン", "2,000円"]]), "ja"))).toBe(false);
  });

  test("a Vietnamese price list whose first line is Khám (exam) over Miễn phí (free)", () => {
    const body = `<h2>Bảng giá</h2><ul class="prices"><li>Khám</li><li>Miễn phí</li><li>Chụp phim</li><li>50.000 đ</li><li>Lấy cao răng</li><li>150.000 đ</li></ul>`;
    expect(hasFreeTier(read(body, "vi"))).toBe(false);
  });

  test("the names it reads, and those it leaves (between letter edges; a plan that says so)", () => {
    for (const n of ["Exam under 5", "Free consultation", "Erstberatung", "Devis gratuit", "Khám", "見積・相談", "免费咨询", "Free quote"]) expect(serviceFirstStep(n)).toBe(true);
    for (const n of ["Free", "Free scan", "Community", "Examples", "Quoted prices", "Consultant plan", "Starter", "Verificare AI"]) expect(serviceFirstStep(n)).toBe(false);
  });
});

describe("look-alikes keep their free tier", () => {
  test("a free scan that is the product: \"Free scan $0\" beside paid scans", () => {
    const body = `<div class="plans">${card("Free scan", "$0", ["One site", "Weekly report"])}${card("Pro", "$19 / month", ["Ten sites", "Daily report"])}${card("Agency", "$79 / month", ["Fifty sites", "Hourly report"])}</div>`;
    expect(hasFreeTier(read(body))).toBe(true);
  });

  test("a \"Free\" card of a plan grid, whatever the other cards offer (a consultation included)", () => {
    const body = `<div class="plans">${card("Free", "$0 / month", ["One project"])}${card("Team", "$29 / month", ["Ten projects", "A consultation a month"])}</div>`;
    expect(hasFreeTier(read(body))).toBe(true);
  });

  test("a lone \"Free forever\" line under a plan's name keeps its free tier", () => {
    const body = `<div class="tiers"><div><h3>Hobby</h3><p>Free forever</p></div><div><h3>Studio</h3><p>$15 / month</p></div></div>`;
    expect(hasFreeTier(read(body))).toBe(true);
  });

  test("a paid consultation is a price, and a free trial no free tier", () => {
    const body = `<h2>Fees</h2>${table([["Consultation (45 min)", "€70"], ["Follow-up", "€50"]])}<p>Free trial</p><p>14 days</p>`;
    const facts = read(body);
    expect(facts.plans.some((p) => p.free)).toBe(false);
    expect(hasFreeTier(facts)).toBe(false);
  });
});
