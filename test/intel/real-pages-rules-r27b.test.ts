/**
 * Round 27, part b, on real pages (issue 25; docs/intel.md, "Round 27, part b"): two whole amounts
 * in sibling elements (`<span>399</span><span>319</span>`) are two numbers, not one. The page
 * model joins inline elements without a separator so that a price split for display reads whole
 * ("$" + "29", "$19<sup>99</sup>"); these tests pin both sides: what it now keeps apart, and the
 * look-alikes that are one number split for display and must stay joined. Pages of our own.
 */
import { describe, expect, test } from "bun:test";
import { buildPage } from "../../src/intel/page";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const page = (body: string) => buildPage({ url: "https://ferncastle.example/pricing", html: doc(body) });
const plansOf = (body: string) =>
  extractSite([{ url: "https://ferncastle.example/pricing", html: doc(body) }], { url: "https://ferncastle.example/", abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

/** A card whose price slot holds one amount per billing side and a shared unit after them. */
const sideCard = (name: string, first: [string, string], second: [string, string], unit = "kr/month") =>
  `<div class="card"><h3>${name}</h3><div class="price"><span class="amount ${first[0]}">${first[1]}</span><span class="amount ${second[0]}">${second[1]}</span><span class="unit">${unit}</span></div><ul><li>Reports</li><li>Exports</li></ul><a href="/signup">Choose ${name}</a></div>`;
const toggle = `<div class="billing-toggle"><span>Monthly</span><input type="checkbox"><span>Yearly</span><span>Save 20%</span></div>`;

describe("rules27b: two amounts in sibling elements", () => {
  test("two amounts whose classes name the two billing sides: the monthly one is the card's price", () => {
    const body = toggle + `<div class="grid">${sideCard("Basic", ["monthly", "0"], ["yearly", "0"])}${sideCard("Pro", ["monthly", "399"], ["yearly", "319"])}${sideCard("Premium", ["monthly", "999"], ["yearly", "799"])}</div>`;
    const p = page(body);
    expect(p.visible).toContain("399 kr/month");
    expect(p.visible).not.toContain("399319");
    expect(p.all).not.toContain("399319");
    expect(plansOf(body)).toEqual([
      ["Basic", 0, "SEK", "month"],
      ["Pro", 399, "SEK", "month"],
      ["Premium", 999, "SEK", "month"],
    ]);
  });

  test("the sides in the other order (annual first) and a space between them read the same", () => {
    const body = toggle + `<div class="grid">${sideCard("Pro", ["price--annual", "319"], ["price--monthly", "399"]).replace("</span><span", "</span> <span")}${sideCard("Premium", ["price--annual", "799"], ["price--monthly", "999"])}</div>`;
    const p = page(body);
    expect(p.visible).toContain("399 kr/month");
    expect(p.visible).not.toMatch(/319\s?399/);
    expect(plansOf(body)).toEqual([
      ["Pro", 399, "SEK", "month"],
      ["Premium", 999, "SEK", "month"],
    ]);
  });

  test("two amounts of the same kind side by side (values of three columns) stay apart", () => {
    const p = page(`<div class="row"><span class="cell">10</span><span class="cell">25</span><span class="cell">50</span><span class="cell">Unlimited</span></div>`);
    expect(p.visible).not.toContain("1025");
    expect(p.visible.split("\n")).toEqual(expect.arrayContaining(["10", "25", "50 Unlimited"]));
  });

  test("not split: cents set apart, a thousands group in its own span, a split integer and fraction", () => {
    expect(page(`<p class="price">$19<sup>99</sup>/mo</p>`).visible).toContain("$19.99/mo");
    expect(page(`<p class="price">€<span class="int">1,150.</span><span class="frac">00</span>/mo</p>`).visible).toContain("€1,150.00/mo");
    // A thousands group split by a span: a short head and exactly three digits after it.
    expect(page(`<p class="price">$<span class="th">12</span><span class="rest">500</span> per year</p>`).visible).toContain("$12500 per year");
  });

  test("not split: digit-per-span counters and a number whose first digit is styled apart", () => {
    expect(page(`<p>$<span class="d">4</span><span class="d">9</span>/mo</p>`).visible).toContain("$49/mo");
    expect(page(`<p><span class="roll">0123456789</span><span class="roll">0123456789</span></p>`).visible).toContain("01234567890123456789");
    expect(page(`<ol><li><a href="#a"><strong>0</strong>1</a></li></ol>`).visible).toContain("01");
  });

  test("not split: an amount beside a word, or amounts that carry their own currency signs", () => {
    expect(page(`<p><span class="amount">29</span><span class="unit">kr</span></p>`).visible).toContain("29 kr");
    expect(page(`<p><span class="old">$20</span><span class="new">$15</span></p>`).visible).toContain("$20 $15");
  });
});
