/**
 * Round 43, part d, on real pages (issue 25; docs/intel.md, "Round 43, part d"): amounts written
 * with a multiplier word between the figure and its billing period ("₹1.5 lakh/month", "$5k/year",
 * "¥30万/年", "Rp 1.5M") are read multiplied; a multiplier that is not followed by a period — a limit
 * ("5k contacts"), a unit price ("$5 per 1k emails"), a magnitude ("₹12 lakh saved", "$3.2 million
 * annually") — never is. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";
import { multiplierAfter } from "../../src/intel/extract/amount-multipliers";

const doc = (body: string, lang = "en-IN") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Unlimited dashboards</li><li>Email support</li></ul><a href="/signup">Choose</a></div>`;
const grid = (...cards: string[]) => `<h1>Plans</h1><section class="plans">${cards.join("")}</section>`;
const read = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const prices = (text: string) => findPrices(text).map((t) => [t.amount, t.currency]);

describe("rules43d: a multiplier word before the period is read multiplied", () => {
  test("lakh, lakhs and lac, spaced or glued, with a floor's plus", () => {
    expect(prices("Scale ₹1.5 lakh/month")).toEqual([[150000, "INR"]]);
    expect(prices("Scale INR 1.5 lakh+ / month")).toEqual([[150000, "INR"]]);
    expect(prices("Campus Rs. 3 lakhs per year")).toEqual([[300000, "INR"]]);
    expect(prices("Campus ₹2lac/year")).toEqual([[200000, "INR"]]);
  });

  test("the thousands k, as before, and the thousands words of other languages", () => {
    expect(prices("Enterprise $5k/year")).toEqual([[5000, "USD"]]);
    expect(prices("Enterprise from $15k /yr")).toEqual([[15000, "USD"]]);
    expect(prices("Konzern € 5 Tsd./Jahr")).toEqual([[5000, "EUR"]]);
    expect(prices("Plus $2 thousand per month")).toEqual([[2000, "USD"]]);
  });

  test("a myriad after a sign written before the figure, then the period", () => {
    expect(prices("企業 ¥30万/年")).toEqual([[300000, "JPY"]]);
    expect(prices("기업 ₩50만/월")).toEqual([[500000, "KRW"]]);
  });

  test("rupiah millions written as M", () => {
    expect(prices("Lifetime Rp 1.5M once")).toEqual([[1500000, "IDR"]]);
    expect(prices("Annual Rp 350K/yr")).toEqual([[350000, "IDR"]]);
  });

  test("a crore past the reader's ceiling is refused, never read as its figure", () => {
    expect(prices("Group ₹2 crore / year")).toEqual([]);
  });

  test("a grid whose top card is priced in lakhs reads every card whole", () => {
    const html = doc(grid(card("Starter", "₹ 9,999 / month"), card("Growth", "₹ 49,999 / month"), card("Scale", "₹ 1.5 lakh / month")));
    expect(read("https://ledgerlens.example/pricing", html)).toEqual([
      ["Starter", 9999, "INR", "month"],
      ["Growth", 49999, "INR", "month"],
      ["Scale", 150000, "INR", "month"],
    ]);
  });
});

describe("rules43d: a multiplier that is no price's stays as it was", () => {
  test("a limit with no sign is no price", () => {
    expect(prices("5k contacts included")).toEqual([]);
    expect(prices("10M requests per month")).toEqual([]);
  });

  test("a unit price keeps its figure: the multiplier belongs to the unit", () => {
    expect(prices("$5 per 1k emails")).toEqual([[5, "USD"]]);
    expect(prices("$2 / 100k requests")).toEqual([[2, "USD"]]);
  });

  test("a magnitude with no period after its word is not multiplied", () => {
    expect(prices("recovers ₹12 lakh in missed credits")).toEqual([[12, "INR"]]);
    expect(prices("for firms up to ₹50 Cr turnover")).toEqual([[50, "INR"]]);
    expect(prices("saves the county $3.2 million annually")).toEqual([[3.2, "USD"]]);
    expect(prices("raised $11.5M from investors")).toEqual([[11.5, "USD"]]);
  });

  test("a multiplier word then a unit noun is no period", () => {
    expect(multiplierAfter(" lakh contacts / month")).toBeNull();
    expect(multiplierAfter("k emails/mo")).toBeNull();
    expect(multiplierAfter(" lakh / month")).toEqual({ factor: 100000, text: " lakh" });
    expect(multiplierAfter(" lakhs per year")).toEqual({ factor: 100000, text: " lakhs" });
  });

  test("a word that only begins like a multiplier is none", () => {
    expect(multiplierAfter(" lacquer / month")).toBeNull();
    expect(multiplierAfter(" Credits / month")).toBeNull();
  });
});
