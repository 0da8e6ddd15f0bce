/**
 * Round 23, part b, on real pages (issue 25; docs/intel.md, "Round 23, part b"): the raw reading's
 * wrong plans, counted by cause across the development waves. Each rule on a small page of our
 * own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import type { PlanFact, SiteFacts } from "../../src/intel/facts";
import { diffFacts } from "../../src/monitoring/diff";

const doc = (title: string, body: string, lang = "en", head = "") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title>${head}</head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, note = "") =>
  `<div class="plan"><h3>${name}</h3>${note ? `<p class="note">${note}</p>` : ""}<p class="price">${price}</p><ul><li>Unlimited notes</li><li>Email support</li></ul><a href="/signup">Choose</a></div>`;
const grid = (...cards: string[]) => `<h1>Pricing</h1><section class="plans">${cards.join("")}</section>`;
const read = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.inferred?.includes("currency") ?? false]);

describe("rules23b: the dollar a page names away from its prices", () => {
  test("a code standing alone on a card's line or in the title's brackets", () => {
    const html = doc("Pricing — Tallyroo (AUD)", grid(card("Lite", "$5 / month"), card("Plus", "$12 / month")));
    expect(read("https://tallyroo.example/pricing", html)).toEqual([
      ["Lite", 5, "AUD", true],
      ["Plus", 12, "AUD", true],
    ]);
    const line = doc("Fernbrook studio", grid(card("Starter", "$1,500", "Flat fee · NZD"), card("Studio", "$2,600", "Flat fee · NZD")));
    expect(read("https://fernbrook.example/pricing", line).map((p) => p[2])).toEqual(["NZD", "NZD"]);
  });

  test("a code that is a word of the page's trade is no currency: 'CAD connectors', 'CAD/CAM'", () => {
    const html = doc("Draftline", `${grid(card("Solo", "$15 / month"), card("Office", "$45 / month"))}<ul><li>CAD connectors</li><li>CAD/CAM export</li></ul>`);
    expect(read("https://draftline.example/pricing", html).map((p) => [p[2], p[3]])).toEqual([
      ["USD", false],
      ["USD", false],
    ]);
  });

  test("the dollar's name, the address's country domain, the locale, a country in the title", () => {
    const named = doc("Pricing", grid(card("Basic", "$300 新台幣/月"), card("Pro", "$900 新台幣/月")), "zh-Hant");
    expect(read("https://lantern.example/pricing", named).map((p) => p[2])).toEqual(["TWD", "TWD"]);
    const cards = grid(card("Core", "$19 / month"), card("Team", "$49 / month"));
    // Round 90, part g: the domain counts where the page names its country (real-pages-rules-r90g.test.ts).
    expect(read("https://mapleleaf.example.ca/pricing", doc("Pricing", `${cards}<p>Made in Canada.</p>`)).map((p) => p[2])).toEqual(["CAD", "CAD"]);
    expect(read("https://mapleleaf.example.ca/pricing", doc("Pricing", cards)).map((p) => p[2])).toEqual(["USD", "USD"]);
    // Round 39, part b: a locale alone no longer settles the dollar (real-pages-rules-r39b.test.ts).
    expect(read("https://kiwiform.example/pricing", doc("Pricing", cards, "en-NZ")).map((p) => p[2])).toEqual(["USD", "USD"]);
    expect(read("https://ringo.example/pricing", doc("Call answering pricing Australia | Ringo", cards)).map((p) => p[2])).toEqual(["AUD", "AUD"]);
  });

  test("hints that disagree, or a page that writes the US dollar itself, leave the dollar as read", () => {
    const cards = grid(card("Core", "$19 / month"), card("Team", "$49 / month"));
    // Offices in several countries: no one dollar.
    expect(read("https://staffbridge.example/pricing", doc("Project managers | USA, UK, Canada, Australia", cards)).map((p) => p[2])).toEqual(["USD", "USD"]);
    // An Australian address, but a line that bills in US dollars.
    const usd = doc("Pricing", `${cards}<p>All charges are billed in USD.</p>`);
    expect(read("https://wattle.example.com.au/pricing", usd).map((p) => p[2])).toEqual(["USD", "USD"]);
    // The domain says Canada, the locale says Australia.
    expect(read("https://northwind.example.ca/pricing", doc("Pricing", cards, "en-AU")).map((p) => p[2])).toEqual(["USD", "USD"]);
  });
});

describe("rules23b: monitoring does not report a dollar one version only inferred", () => {
  const url = "https://ringo.example/pricing";
  const plan = (currency: string, inferred: PlanFact["inferred"]): PlanFact => ({
    name: "Team", amount: 49, annual_amount: null, list_amount: null, currency, period: "month", per_user: false, free: false, trial_days: null,
    contact_sales: false, price_text: "$49 / month", features: [], limits: [], inferred, source: "page", evidence: { url, snippet: "$49 / month" },
  });
  const base = extractSite([{ url, html: doc("Pricing", "<h1>Pricing</h1>") }], { url, abstain: false });
  const facts = (plans: PlanFact[]) => ({ ...base, plans }) as SiteFacts;

  test("'$49/month' → 'A$49/month (currency inferred)' is no price change", () => {
    expect(diffFacts(facts([plan("USD", [])]), facts([plan("AUD", ["currency"])])).filter((c) => c.type === "pricing_change")).toEqual([]);
  });

  test("two dollars both read beside the price are a price change", () => {
    expect(diffFacts(facts([plan("USD", [])]), facts([plan("AUD", [])])).map((c) => c.type)).toContain("pricing_change");
  });
});
