/**
 * Round 40, part c, on real pages (issue 25; docs/intel.md, "Round 40, part c"): amounts grouped
 * the local way. The Indian grouping ("₹2,00,000") is read by its shape; the look-alikes — decimal
 * commas, a period or space for thousands, version numbers, phone numbers, a crore beyond the
 * reader's ceiling — keep their reading. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const doc = (body: string, lang = "en-IN") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Unlimited classrooms</li><li>Email support</li></ul><a href="/signup">Choose</a></div>`;
const grid = (...cards: string[]) => `<h1>Plans</h1><section class="plans">${cards.join("")}</section>`;
const read = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const prices = (text: string) => findPrices(text).map((t) => [t.amount, t.currency]);

describe("rules40c: the Indian grouping is read by its shape", () => {
  test("lakh figures, spaced or glued to the sign, with or without paise", () => {
    expect(prices("Enterprise ₹ 2,00,000 per year")).toEqual([[200000, "INR"]]);
    expect(prices("Growth ₹1,50,000 / year")).toEqual([[150000, "INR"]]);
    expect(prices("Campus Rs. 12,50,000 a year")).toEqual([[1250000, "INR"]]);
    expect(prices("Suite INR 1,20,000.50")).toEqual([[120000.5, "INR"]]);
    expect(prices("Suite 3,45,000 INR")).toEqual([[345000, "INR"]]);
  });

  test("a grid of lakh prices reads each card at its whole amount", () => {
    const html = doc(grid(card("Silver", "₹ 1,20,000 per year"), card("Gold", "₹ 2,00,000 per year")));
    expect(read("https://schoolbook.example/pricing", html)).toEqual([
      ["Silver", 120000, "INR", "year"],
      ["Gold", 200000, "INR", "year"],
    ]);
  });

  test("a crore or more is refused, never read as its first group", () => {
    expect(prices("Turnover above ₹1,00,00,000")).toEqual([]);
  });
});

describe("rules40c: look-alikes keep their reading", () => {
  test("decimal commas and points stay decimals", () => {
    expect(prices("Basis 12,50 € pro Monat")).toEqual([[12.5, "EUR"]]);
    expect(prices("Mini 1.99 € / mois")).toEqual([[1.99, "EUR"]]);
    expect(prices("Lite $9.99/mo")).toEqual([[9.99, "USD"]]);
  });

  test("thousands in groups of three, with a comma, a period, a space or an apostrophe", () => {
    expect(prices("Scale $1,250,000 a year")).toEqual([[1250000, "USD"]]);
    expect(prices("Pro R$ 1.950/mês")).toEqual([[1950, "BRL"]]);
    expect(prices("Plus 1 395 kr/mån")).toEqual([[1395, "SEK"]]);
    expect(prices("Team 1'890 CHF / Monat")).toEqual([[1890, "CHF"]]);
  });

  test("a revenue band in crore, a version number and a phone number are no lakh price", () => {
    expect(prices("for companies up to ₹2,000 Cr")).toEqual([[2000, "INR"]]);
    expect(prices("Release 2.0.1 notes")).toEqual([]);
    expect(prices("Call us on +91 98765 43210 or 1,00,000 visitors served")).toEqual([]);
  });
});
