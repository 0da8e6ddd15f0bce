/**
 * Round 53, part b, on real pages (issue 25; docs/intel.md, "Round 53, part b"): pages whose one
 * paid offer is read empty or wrong, counted on development (waves 8–12, 30–45) by construction,
 * site and wave. The one reader construction with one cause on three sites in three waves is the
 * offer named by a kind word around its one price ("is the basic package", "a single license plan"):
 * sole-price.ts names it so (sentence-name.ts `offerPhraseName`). The other tests pin what the
 * sole-price reader reads and what is left.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const HOME = "https://inkpost.example/";
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Inkpost</a></header><main>${body}</main></body></html>`;
const home = page("Inkpost", `<h1>Inkpost</h1><p>A quiet feed reader.</p>`);
const read = (url: string, title: string, body: string, abstain = false) =>
  extractSite([{ url: HOME, html: home }, { url, html: page(title, body) }], { url: HOME, abstain }).plans.map((p) => `${p.name}: ${p.amount} ${p.currency}/${p.period}`);

const SENTENCE = `<h1>Inkpost Hosting</h1><p>We run Inkpost for you.</p><p>The subscription is only <strong>$15/year</strong> with a free trial period of 15 days.</p><p><a href="/signup">Sign up now</a></p>`;

describe("rules53b: one offer — what is read", () => {
  test("a price in a sentence on a pricing page is the product's one offer, with its period, named by the edition its h1 prints", () => {
    expect(read("https://inkpost.example/pricing", "Inkpost Hosting", SENTENCE)).toEqual(["Inkpost Hosting: 15 USD/year"]);
  });

  test("a once word beside one price repeated four times is read as paid once", () => {
    const body = `<h1>Inkpost</h1><p>Keep it forever with one payment of $9.99.</p><p>$9.99</p><p>one-time licence</p><p>Pay once $9.99, own it forever.</p><p><a href="/buy">Buy a licence — $9.99</a></p>`;
    expect(read("https://inkpost.example/pricing", "Inkpost — Pricing", body)).toEqual(["Inkpost: 9.99 USD/one_time"]);
  });
});

describe("rules53b: one offer — left", () => {
  test("left: the same sentence on a page neither addressed nor titled as pricing is read by no reader", () => {
    expect(read("https://inkpost.example/hosting.html", "Inkpost Hosting", SENTENCE)).toEqual([]);
  });

  // Round 89b lifted the cap for mentions of one amount (sole-price.ts `oneAmount`, at most ten): read now.
  test("one price repeated more than four times is read as the one offer (round 89b: amounts, not mentions)", () => {
    const body = `<h1>Inkpost</h1><p>Keep it forever with one payment of $9.99.</p><p>$9.99</p><p>one-time licence</p><p>Pay once $9.99, own it forever.</p><p><a href="/buy">Buy a licence — $9.99</a></p><p>Try it for 7 days, then $9.99 once.</p><p>A key for $9.99 unlocks it.</p>`;
    expect(read("https://inkpost.example/pricing", "Inkpost — Pricing", body)).toEqual(["Inkpost: 9.99 USD/one_time"]);
  });

  test("left: one monthly floor beside a list of funding goals is read empty (several amounts)", () => {
    const body = `<h1>Inkpost Insiders</h1><p>Sponsorships start as low as $10 a month.</p><h2>Funding goals</h2><ul><li>$ 2,000 – Dark mode</li><li>$ 4,000 – Offline sync</li><li>$ 6,000 – Plugins</li></ul>`;
    expect(read("https://inkpost.example/pricing", "Inkpost Insiders", body)).toEqual([]);
  });
});

describe("rules53b: the one offer named by a kind word around its price", () => {
  const PRICING = "https://inkpost.example/pricing";
  test("\"$500/month is the basic package\" names the offer (named by the product without the rule)", () => {
    const body = `<h1>Pricing</h1><p>No setup fee, cancel any time.</p><p>$500/month is the basic package that includes everything you need.</p>`;
    expect(read(PRICING, "Pricing", body)).toEqual(["Basic package: 500 USD/month"]);
  });

  test("the line after the price may name it: \"a single license plan\"", () => {
    const body = `<h1>Pricing</h1><p>$149 / per year</p><p>We are providing a single license plan for every team.</p>`;
    expect(read(PRICING, "Pricing", body)).toEqual(["License plan: 149 USD/year"]);
  });

  test("a word that names nothing (\"the free plan\") or two names around the price leave the product's name", () => {
    const free = `<h1>Pricing</h1><p>$12/month after the free plan runs out.</p>`;
    expect(read(PRICING, "Pricing", free)).toEqual(["Inkpost: 12 USD/month"]);
    const two = `<h1>Pricing</h1><p>$12/month buys the starter package or the team plan.</p>`;
    expect(read(PRICING, "Pricing", two)).toEqual(["Inkpost: 12 USD/month"]);
  });
});
