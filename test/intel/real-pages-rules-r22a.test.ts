/**
 * Round 22, part a, on real pages (issue 25; docs/intel.md, "Round 22, part a"): plans the engine
 * did not read at all, counted by construction across the development waves. Each rule on a small
 * page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite, isPricingUrl } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const doc = (title: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const tokens = (s: string) => findPrices(s).map((t) => [t.amount, t.currency]);

describe("rules22a: a currency marker in letters, as pages print it", () => {
  test("an ISO code in title case, before or after the number, and codes of more countries", () => {
    expect(tokens("Rwf 12,500 per year")).toEqual([[12500, "RWF"]]);
    expect(tokens("Eur 49 / month")).toEqual([[49, "EUR"]]);
    expect(tokens("39 Usd a month")).toEqual([[39, "USD"]]);
    expect(tokens("UGX 90,000")).toEqual([[90000, "UGX"]]);
    // Title-case words that are codes too stay words: "Try 14 days free" is no Turkish price.
    expect(tokens("Try 14 days free, Cop 2 included, Cad 3D export")).toEqual([]);
  });

  test("the rupiah's letters abbreviated with a dot, and the krona's capitalised after the number", () => {
    expect(tokens("Rp.1.250.000,00")).toEqual([[1250000, "IDR"]]);
    expect(tokens("Mulai Rp. 2,5 juta")).toEqual([[2500000, "IDR"]]);
    expect(tokens("7,500 Kr exkl. moms")).toEqual([[7500, "SEK"]]);
  });

  test("a row of hosting packages priced in title-case codes is read", () => {
    const col = (name: string, price: string) => `<div class="column"><div class="header"><h1>${name}</h1><h2><span>${price}</span>Per Year</h2></div><ul><li>2 GB</li><li>Email</li></ul></div>`;
    const html = doc("Kivu hosting", `<h1 class="page-title">Hosting for everyone</h1><div class="pricing-table">${col("Seed", "Rwf 12,000")}${col("Sprout", "Rwf 30,000")}${col("Grove", "Rwf 60,000")}</div>`);
    expect(plansOf("https://kivu.example/hosting.html", html)).toEqual([
      ["Seed", 12000, "RWF", "year"],
      ["Sprout", 30000, "RWF", "year"],
      ["Grove", 60000, "RWF", "year"],
    ]);
  });
});

describe("rules22a: a pricing page called \"packages\"", () => {
  test("'/packages' and '/packages.html' are pricing pages by their path; a longer word is not", () => {
    for (const path of ["/packages", "/packages/", "/packages.html", "/en/packages"]) expect(isPricingUrl(`https://harrowgate.example${path}`)).toBe(true);
    for (const path of ["/packagestore/", "/repackages/"]) expect(isPricingUrl(`https://harrowgate.example${path}`)).toBe(false);
  });

  test("the home page's teaser is not read beside a '/packages.html' page's cards", () => {
    const card = (name: string, price: string) => `<div class="pack"><h3>${name}</h3><p>${price}</p><ul><li>Weekly report</li><li>Email support</li></ul><a href="/order">Order</a></div>`;
    const home = { url: "https://harrowgate.example/", html: doc("Harrowgate", `<h1>Property reports</h1><section class="teasers">${card("Spring offer", "$19 / month")}${card("Autumn offer", "$29 / month")}</section>`) };
    const packages = { url: "https://harrowgate.example/packages.html", html: doc("Harrowgate", `<h1>Choose a package</h1><section class="packs">${card("Snapshot", "$99 / month")}${card("Dossier", "$249 / month")}</section>`) };
    expect(extractSite([home, packages], { url: home.url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period])).toEqual([
      ["Snapshot", 99, "USD", "month"],
      ["Dossier", 249, "USD", "month"],
    ]);
  });
});
