/**
 * Patterns of real pricing pages that the fixture sites did not cover, each as a small page of
 * our own written in the markup style that produces it (no third-party page is copied): inline
 * spans glued without spaces, "per full seat", a struck monthly price beside the yearly one,
 * Next.js app-router flight data as the only source, prices only in aria-label, JSON-LD that
 * prices a contact-sales plan at 0, "$15k/yr", brand names in page titles. Plan by plan.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import type { PlanFact } from "../../src/intel/facts";

const read = (html: string, url = "https://vendor.example/pricing") => extractSite([{ url, html }], { strict: true });
const plans = (html: string) => read(html).plans.map((p: PlanFact) => ({ name: p.name, amount: p.amount, annual: p.annual_amount, list: p.list_amount, currency: p.currency, period: p.period, per_user: p.per_user, contact: p.contact_sales }));
const page = (body: string, title = "Pricing | Vendor") => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;

describe("real-world pricing markup", () => {
  test("inline spans with no whitespace between them: '$10' + 'per seat/month' + 'billed annually', hidden monthly side", () => {
    const card = (name: string, monthly: string, annual: string) =>
      `<article class="plan"><header><h3>${name}</h3><p>For teams</p></header><div class="price"><span class="amount" hidden>${monthly}</span><span class="amount">${annual}</span><span class="unit">per seat/month</span><span class="billing">billed annually</span></div><a>Get started</a></article>`;
    const html = page(`<h1>Plans</h1><section class="plans"><article class="plan"><header><h3>Free</h3></header><div class="price"><span class="amount">$0</span><span class="unit">per member / month</span></div></article>${card("Plus", "$12", "$10")}${card("Business", "$24", "$20")}<article class="plan"><header><h3>Enterprise</h3></header><div class="price"><span>Contact sales</span></div></article></section>`);
    expect(plans(html)).toEqual([
      { name: "Free", amount: 0, annual: null, list: null, currency: "USD", period: "month", per_user: true, contact: false },
      { name: "Plus", amount: 12, annual: 10, list: null, currency: "USD", period: "month", per_user: true, contact: false },
      { name: "Business", amount: 24, annual: 20, list: null, currency: "USD", period: "month", per_user: true, contact: false },
      { name: "Enterprise", amount: null, annual: null, list: null, currency: null, period: null, per_user: false, contact: true },
    ]);
    expect(read(html).plans[1].price_text).toBe("$10 per seat/month billed annually");
  });

  test("a currency code glued to 'per user' ('$4USDper user/month') and data-value attributes", () => {
    const tier = (name: string, m: number, y: number) =>
      `<div class="pricing-card"><h2>${name}</h2><h3><span class="d-flex"><span class="h2">$</span><span class="h1" data-value-monthly="${m}" data-value-yearly="${y}">${m}</span><span class="f4">USD</span></span><span class="f5">per user/month</span></h3></div>`;
    expect(plans(page(`<div class="cards">${tier("Free", 0, 0)}${tier("Team", 4, 48)}${tier("Enterprise", 21, 252)}</div>`)).map((p) => [p.name, p.amount, p.per_user])).toEqual([
      ["Free", 0, true],
      ["Team", 4, true],
      ["Enterprise", 21, true],
    ]);
  });

  test("names in <p class=title>, '/mo' in its own span, 'per full seat, billed annually'", () => {
    const col = (name: string, price: string) => `<div class="col"><p class="title">${name}</p><p class="price"><span>${price}</span> <span>/mo</span></p><p class="sub">per full seat, billed annually</p><ul><li>Team libraries</li></ul></div>`;
    const html = page(`<h1>Choose a plan</h1><div class="grid"><div class="col"><p class="title">Starter</p><p class="desc">Free</p><p>For individuals</p></div>${col("Professional", "$16")}${col("Organization", "$55")}</div>`, "Vendor Pricing: Professional, Organization & Enterprise plans");
    expect(plans(html).map((p) => [p.name, p.amount, p.annual, p.per_user])).toEqual([
      ["Starter", 0, null, false],
      ["Professional", 16, 16, true],
      ["Organization", 55, 55, true],
    ]);
    expect(read(html, "https://vendor.example/").name?.value).toBe("Vendor");
  });

  test("a struck-through price labelled 'billed monthly' is the monthly side, not a list price", () => {
    const card = (name: string, yearly: string, monthly: string) =>
      `<div class="plan-card"><h2 class="plan-name">${name}</h2><p>For shops</p><p class="price"><span class="amount">${yearly}</span> <span class="cur">USD</span><span class="per">/mo</span></p><p class="note">billed yearly</p><p class="strike"><s>${monthly}</s> USD/mo billed monthly</p></div>`;
    expect(plans(page(`<div class="plan-grid">${card("Basic", "$29", "$39")}${card("Grow", "$79", "$105")}</div>`)).map((p) => [p.name, p.amount, p.annual, p.list])).toEqual([
      ["Basic", 39, 29, null],
      ["Grow", 105, 79, null],
    ]);
    // A struck price with no billing words stays the list price of a promotion.
    const promo = `<div class="cards"><div class="c"><h3>Solo</h3><p><s>$20</s> $15/month</p></div><div class="c"><h3>Duo</h3><p><s>$40</s> $30/month</p></div></div>`;
    expect(plans(page(promo)).map((p) => [p.name, p.amount, p.list])).toEqual([
      ["Solo", 15, 20],
      ["Duo", 30, 40],
    ]);
  });

  test("Next.js app router: plans only in the flight data (self.__next_f), currency from their container", () => {
    const rows = `3:["$","$L2",null,{"currency":"USD","plans":[{"id":"starter","name":"Starter","monthlyPrice":19,"annualPrice":15},{"id":"growth","name":"Growth","monthlyPrice":49,"annualPrice":39},{"id":"ent","name":"Enterprise","monthlyPrice":null,"cta":"Contact sales"}]}]\n`;
    const push = (s: string) => `<script>self.__next_f.push(${JSON.stringify([1, s])})</script>`;
    const html = page(`<h1>Pricing</h1><div class="skeleton">Loading plans…</div><script>(self.__next_f=self.__next_f||[]).push([0])</script>${push('1:"$Sreact.fragment"\n2:I[3975,["app/pricing/page"],"PricingTable"]\n')}${push(rows.slice(0, 60))}${push(rows.slice(60))}`);
    expect(plans(html)).toEqual([
      { name: "Starter", amount: 19, annual: 15, list: null, currency: "USD", period: "month", per_user: false, contact: false },
      { name: "Growth", amount: 49, annual: 39, list: null, currency: "USD", period: "month", per_user: false, contact: false },
      { name: "Enterprise", amount: null, annual: null, list: null, currency: null, period: null, per_user: false, contact: true },
    ]);
  });

  test("prices drawn as images with the price in aria-label", () => {
    const card = (name: string, n: number) => `<div class="card"><p class="title">${name}</p><div class="price" aria-label="$${n} per month"><img src="/digits/${n}.svg" alt=""></div><p>For ${name.toLowerCase()}s</p></div>`;
    expect(plans(page(`<div class="cards">${card("Basic", 9)}${card("Pro", 29)}${card("Team", 79)}</div>`)).map((p) => [p.name, p.amount, p.period])).toEqual([
      ["Basic", 9, "month"],
      ["Pro", 29, "month"],
      ["Team", 79, "month"],
    ]);
    // A labelled section with words of its own keeps its words.
    const section = page(`<section aria-label="Plans from $9"><h2>Our plans</h2><div class="c"><h3>A</h3><p>$9/mo</p></div><div class="c"><h3>B</h3><p>$19/mo</p></div></section>`);
    expect(plans(section).map((p) => [p.name, p.amount])).toEqual([
      ["A", 9],
      ["B", 19],
    ]);
  });

  test("JSON-LD that prices a contact-sales plan at 0 is not a free plan", () => {
    const ld = { "@context": "https://schema.org", "@type": "SoftwareApplication", name: "Vendor CRM", offers: [{ "@type": "Offer", name: "Starter", price: "15.00", priceCurrency: "USD" }, { "@type": "Offer", name: "Enterprise", price: "0", priceCurrency: "USD", description: "Contact us for a quote" }] };
    const html = `<!doctype html><html><head><title>Pricing | Vendor CRM</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main><div class="plans"><div class="plan"><h2>Starter</h2><p>$15 per user / month</p></div><div class="plan"><h2>Enterprise</h2><p>Contact us</p></div></div></main></body></html>`;
    expect(plans(html).map((p) => [p.name, p.amount, p.contact])).toEqual([
      ["Starter", 15, false],
      ["Enterprise", null, true],
    ]);
    expect(read(html).pricing_model).toBe("subscription");
  });

  test("'Starts at $15k/yr' is a yearly price; '$4B processed' and 'additional seats from $50/mo' are not plan prices", () => {
    const html = page(
      `<p>Over $4B processed for 10,000+ teams</p><div class="plans"><div class="plan"><span class="plan-title">Teams</span><div class="price"><span>$</span>16<span>/seat/mo</span></div><p>Additional seats from $50/mo</p></div><div class="plan"><span class="plan-title">Enterprise</span><div class="price">Starts at <span>$</span>15k<span>/yr</span></div></div></div>`,
    );
    expect(plans(html).map((p) => [p.name, p.amount, p.annual, p.period, p.per_user])).toEqual([
      ["Teams", 16, null, "month", true],
      ["Enterprise", 15000, 1250, "year", false],
    ]);
  });

  test("a card with a second price line of its own stays in its row, in page order; 'From $25'; credits are not prices; add-on tables are not plans", () => {
    const card = (name: string, price: string, extra = "") =>
      `<div class="flex flex-col"><div class="px-8"><div class="flex"><h3>${name}</h3></div><p>For apps</p><div class="flex items-baseline">${price}</div></div><ul><li>${name} feature</li></ul>${extra}</div>`;
    const html = page(
      `<div class="grid">${card("Free", `<p class="text-5xl">$0</p><p>/ month</p>`)}${card("Pro", `<p>From</p><p class="text-5xl">$25</p><p>/ month</p>`, `<p class="text-xs">$10 in compute credits included</p>`)}${card("Team", `<p>From</p><p class="text-5xl">$599</p><p>/ month</p>`)}${card("Enterprise", `<p class="text-5xl">Custom</p>`)}</div>` +
        `<section><h2>Compute add-ons</h2><table><tr><th>Size</th><th>Price</th></tr><tr><td>Micro</td><td>$10/month</td></tr><tr><td>Small</td><td>$15/month</td></tr></table></section>`,
    );
    expect(plans(html).map((p) => [p.name, p.amount, p.contact])).toEqual([
      ["Free", 0, false],
      ["Pro", 25, false],
      ["Team", 599, false],
      ["Enterprise", null, true],
    ]);
    const yearlyLine = page(`<div class="grid"><div class="card"><div class="head"><h3>Basic</h3><p>$25 / month</p></div></div><div class="card"><div class="head"><h3>Plus</h3><p>$49 / month</p></div><p class="note">or $468 billed yearly</p></div><div class="card"><div class="head"><h3>Max</h3><p>$99 / month</p></div></div></div>`);
    expect(plans(yearlyLine).map((p) => [p.name, p.amount, p.annual])).toEqual([
      ["Basic", 25, null],
      ["Plus", 49, 39],
      ["Max", 99, null],
    ]);
  });

  test.each([
    ["$8/mo billed annually ($96)", { amount: 8, annual: 8, currency: "USD", period: "month", per_user: false }],
    ["$8 per month, billed annually at $96", { amount: 8, annual: 8, currency: "USD", period: "month", per_user: false }],
    ["$10/month or $96/year", { amount: 10, annual: 8, currency: "USD", period: "month", per_user: false }],
    ["US$12 per user per month", { amount: 12, annual: null, currency: "USD", period: "month", per_user: true }],
    ["$5 / user / month, billed yearly", { amount: 5, annual: 5, currency: "USD", period: "month", per_user: true }],
    ["12,50 € pro Nutzer/Monat", { amount: 12.5, annual: null, currency: "EUR", period: "month", per_user: true }],
    ["19 € HT / mois", { amount: 19, annual: null, currency: "EUR", period: "month", per_user: false }],
    ["CHF 25.– pro Monat", { amount: 25, annual: null, currency: "CHF", period: "month", per_user: false }],
    ["R$ 49,90/mês", { amount: 49.9, annual: null, currency: "BRL", period: "month", per_user: false }],
    ["$1,200/yr", { amount: 1200, annual: 100, currency: "USD", period: "year", per_user: false }],
    ["$299 lifetime", { amount: 299, annual: null, currency: "USD", period: "one_time", per_user: false }],
  ] as [string, Record<string, unknown>][])("price wording %p", (wording, want) => {
    const html = page(`<div class="g"><div class="c"><h3>Alpha</h3><p>${wording}</p></div><div class="c"><h3>Beta</h3><p>${wording}</p></div></div>`);
    const { name: _n, list: _l, contact: _c, ...got } = plans(html)[0];
    expect(got as Record<string, unknown>).toEqual(want);
  });

  test("comparison-table row labels that are pricing words are not features", () => {
    const html = page(`<div class="cards"><div class="c"><h3>A</h3><p>$9/mo</p><ul><li>All Free features +</li><li>Shared inbox</li></ul></div><div class="c"><h3>B</h3><p>$19/mo</p></div></div><table><tr><th></th><th>A</th><th>B</th></tr><tr><th scope="row">Price</th><td>$9</td><td>$19</td></tr><tr><th scope="row">Users</th><td>1</td><td>5</td></tr><tr><th scope="row">Audit log</th><td>—</td><td>Yes</td></tr></table>`);
    const features = read(html).features.map((f) => f.name);
    expect(features).toContain("Shared inbox");
    expect(features).toContain("Audit log");
    for (const not of ["Price", "Users", "All Free features +"]) expect(features).not.toContain(not);
  });
});
