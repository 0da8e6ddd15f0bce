/**
 * Round 25, part d, on real pages (issue 25; docs/intel.md, "Round 25, part d"): a billing switch
 * served on its annual side whose monthly side only the page's own data gives (served-sides.ts).
 * One reader for every way of serving it; each construction on a small page of our own, never text
 * from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (title: string, body: string, head = "") =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.annual_amount, p.currency, p.period]);

/** A switch served on "Annually", and cards showing the annual-billing rate per month. */
const cards = (sign: string, shown: [string, number][]) =>
  `<h1>Pricing</h1><div class="switch"><span>Monthly</span><button role="switch" aria-checked="true"></button><span>Annually</span></div><div class="cards">` +
  `<div class="card"><h3>Starter</h3><p class="price">${sign}0</p><p>For one person</p><a href="/signup">Start</a><ul><li>One project</li></ul></div>` +
  shown.map(([name, amount]) => `<div class="card"><h3>${name}</h3><p class="price">${sign}${amount}</p><p>per month, billed annually</p><a href="/signup">Start</a><ul><li>Unlimited projects</li><li>Exports</li></ul></div>`).join("") +
  `</div>`;
const script = (type: string, json: unknown, id = "") => `<script type="${type}"${id ? ` id="${id}"` : ""}>${JSON.stringify(json)}</script>`;

describe("rules25d: the monthly side of a served switch, from the page's own data", () => {
  test("framework state: price objects under each plan's key, per currency and interval, in cents", () => {
    const state = { props: { pageProps: { plans: { crew: { EUR: { month: { billing_interval: "month", unit_amount: 1000 }, year: { billing_interval: "year", unit_amount: 9600 } } }, fleet: { EUR: { month: { billing_interval: "month", unit_amount: 2000 }, year: { billing_interval: "year", unit_amount: 19200 } } } } } } };
    const html = doc("Ferrowind", cards("€", [["Crew", 8], ["Fleet", 16]]) + script("application/json", state, "__NEXT_DATA__"));
    expect(plansOf("https://ferrowind.example/pricing", html)).toEqual([
      ["Starter", 0, null, "EUR", "month"],
      ["Crew", 10, 8, "EUR", "month"],
      ["Fleet", 20, 16, "EUR", "month"],
    ]);
  });

  test("a content entry's twin fields: priceUsd beside priceUsdAnnual, other currencies beside them", () => {
    const entry = (planName: string, usd: string, usdAnnual: string) => ({ planName, priceUsd: usd, priceUsdAnnual: usdAnnual, priceGbp: "30", priceGbpAnnual: "25", planUnit: "/seat/month" });
    const state = { page: { blocks: [{ pricing: [entry("Crew", "14", "12"), entry("Fleet", "35", "29")] }] } };
    const html = doc("Loamly", cards("$", [["Crew", 12], ["Fleet", 29]]) + script("application/json", state));
    expect(plansOf("https://loamly.example/pricing", html)).toEqual([
      ["Starter", 0, null, "USD", "month"],
      ["Crew", 14, 12, "USD", "month"],
      ["Fleet", 35, 29, "USD", "month"],
    ]);
  });

  test("each side's markup in the data, under billing.annual and billing.monthly", () => {
    const tier = (title: string, annual: string, monthly: string) => ({ title, billing: { annual: { body: [`<p class='big'>${annual}</p>`, "<span>per month, billed annually</span>"] }, monthly: { body: [`<p class='big'>${monthly}</p>`, "<span>per month, billed monthly</span>"] } } });
    const html = doc("Brisklet", cards("$", [["Crew", 7], ["Fleet", 21]]) + `<div data-tiers="${JSON.stringify({ tiers: [tier("Crew", "$7", "$9"), tier("Fleet", "$21", "$25")] }).replace(/"/g, "&quot;")}"></div>`);
    expect(plansOf("https://brisklet.example/pricing", html)).toEqual([
      ["Starter", 0, null, "USD", "month"],
      ["Crew", 9, 7, "USD", "month"],
      ["Fleet", 25, 21, "USD", "month"],
    ]);
  });

  test("JSON-LD price specifications named by plan and side, the annual one a yearly total", () => {
    const spec = (name: string, price: string) => ({ "@type": "UnitPriceSpecification", name, price, priceCurrency: "USD" });
    const ld = { "@context": "https://schema.org", "@type": "Product", name: "Quirkbase", offers: { "@type": "Offer", priceSpecification: [spec("Crew Annual Subscription", "144"), spec("Crew Monthly Subscription", "15"), spec("Fleet Monthly Subscription", "45"), spec("Fleet Annual Subscription", "444")] } };
    const html = doc("Quirkbase", cards("$", [["Crew", 12], ["Fleet", 37]]), script("application/ld+json", ld));
    expect(plansOf("https://quirkbase.example/pricing", html)).toEqual([
      ["Starter", 0, null, "USD", "month"],
      ["Crew", 15, 12, "USD", "month"],
      ["Fleet", 45, 37, "USD", "month"],
    ]);
  });

  test("data whose annual side is not the shown price is some other object: the cards stay as shown", () => {
    // The add-on's prices sit under a plan's name, but nothing in them is the card's price.
    const state = { addons: { crew: { monthly: 5, annual: 4 } } };
    const html = doc("Nettlebay", cards("$", [["Crew", 12]]) + script("application/json", state));
    expect(plansOf("https://nettlebay.example/pricing", html)).toEqual([
      ["Starter", 0, null, "USD", "month"],
      ["Crew", 12, 12, "USD", "month"],
    ]);
  });
});
