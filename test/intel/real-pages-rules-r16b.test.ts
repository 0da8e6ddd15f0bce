/**
 * Round 16, part c, on real pages (issue 25; docs/intel.md, "Round 16, part c"): wrong and invented
 * plans of the raw reading. Developed on waves 2–9, checked on wave 10's totals. Each rule on a
 * small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://vendor.example/pricing";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Vendor pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string, lang = "en") => extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false }).plans;
const read = (body: string, lang = "en") => plans(body, lang).map((p) => [p.name, p.amount, p.currency, p.period]);

describe("round 16c: a struck list price marked by a 'pricing-…' class", () => {
  test("'pricing-original' above the price charged now is the list price, not the price", () => {
    const card = (name: string, was: string, now: string) =>
      `<div class="pricing-card"><h3>${name}</h3><div class="pricing-original">${was}</div><div class="pricing-amount">${now}</div><div>per month</div><ul><li>Dashboards</li><li>Alerts</li></ul><a href="/signup">Choose</a></div>`;
    const got = plans(`<div class="pricing-grid">${card("Solo", "$90", "$40")}${card("Studio", "$190", "$80")}${card("Agency", "$390", "$160")}</div>`);
    expect(got.map((p) => [p.name, p.amount, p.period, p.list_amount])).toEqual([
      ["Solo", 40, "month", 90],
      ["Studio", 80, "month", 190],
      ["Agency", 160, "month", 390],
    ]);
  });
});

describe("round 16c: 'kr' on a Norwegian, Danish or Icelandic page", () => {
  const card = (name: string, price: string) =>
    `<div class="plan"><h3>${name}</h3><div class="price">${price}</div><ul><li>Kalender</li><li>Meldinger</li></ul><a href="/start">Velg</a></div>`;
  const grid = `<div class="plans">${card("Basis", "49 kr/mnd")}${card("Familie", "99 kr/mnd")}</div>`;
  test("a page in Norwegian prices in NOK, one in Danish in DKK, and 'mnd' is a month", () => {
    expect(read(grid, "nb")).toEqual([
      ["Basis", 49, "NOK", "month"],
      ["Familie", 99, "NOK", "month"],
    ]);
    expect(read(grid, "da-DK").map((p) => p[2])).toEqual(["DKK", "DKK"]);
  });
  test("a page in Swedish, or of no Nordic language, keeps the krona; a code printed beside the price wins", () => {
    expect(read(grid, "sv").map((p) => p[2])).toEqual(["SEK", "SEK"]);
    expect(read(grid, "en").map((p) => p[2])).toEqual(["SEK", "SEK"]);
    const coded = `<div class="plans">${card("Basis", "49 SEK/mnd")}${card("Familie", "99 SEK/mnd")}</div>`;
    expect(read(coded, "nb").map((p) => p[2])).toEqual(["SEK", "SEK"]);
  });
});
