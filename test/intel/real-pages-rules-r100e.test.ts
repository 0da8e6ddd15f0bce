/**
 * Round 100, part e, on real pages (issue 25): a documentation page (MkDocs, Docusaurus, VitePress,
 * VuePress: Markdown rendered with no `<section>` elements) that states the plans in a table under a
 * heading naming prices ("## Plans"). The heading's Markdown section — the tables and lists after it,
 * up to the next heading of its level — is the page's pricing section: the plans read there are
 * weighed as read on a pricing page and reported, where before the docs path ("/billing/") left them
 * withheld. So is a table that labels a row "Price" and prices every plan column in it, under a
 * heading of its own ("Activation keys"). Not lifted: a table under another heading with no price
 * row (API rates, limits), a table after the next heading of the same level, a price row whose first
 * plan cell prices nothing, and a home page's free-form blocks after a "Pricing" heading.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";

const URL = "https://docs.ferngrid.example/account/billing/";
const doc = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Billing - Ferngrid Docs</title></head><body><nav class="md-nav"><a href="/">Home</a><a href="/account/">Account</a></nav><main><article class="md-content__inner md-typeset"><h1 id="billing">Billing</h1><p>Ferngrid bills each workspace once a month.</p>${body}</article></main></body></html>`;
const planTable = `<table><thead><tr><th></th><th>Crew</th><th>Fleet</th></tr></thead><tbody><tr><td>Price</td><td>$49/mo</td><td>$189/mo</td></tr><tr><td>Boards included</td><td>20</td><td>200</td></tr><tr><td>Sync jobs included</td><td>1,000</td><td>10,000</td></tr></tbody></table>`;
const onPricing = (html: string) => new Map(assessSite([{ url: URL, html }], { url: URL }).assessed.map((a) => [a.plan.name, a.signals.on_pricing_page]));
const reported = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: true }).plans.map((p) => p.name);

describe("rules100e: a docs page's plan table under a pricing heading is its pricing section", () => {
  test("a plan table right under '## Plans' is read on a pricing page and reported (fails without the rule)", () => {
    const html = doc(`<h2 id="meters">What is metered</h2><p>Boards and sync jobs.</p><h2 id="plans">Plans</h2>${planTable}<p>Upgrades apply at once.</p><h2 id="trials">Trials</h2><p>Each workspace gets 14 days.</p>`);
    const got = onPricing(html);
    expect(got.get("Crew")).toBe(1);
    expect(got.get("Fleet")).toBe(1);
    expect(reported(html)).toEqual(expect.arrayContaining(["Crew", "Fleet"]));
  });

  test("a theme's wrapper around the table and the anchor mark after the heading are the same section, the price row unlabelled (fails without the rule)", () => {
    const html = doc(`<h2 id="pricing">Pricing<a class="headerlink" href="#pricing">¶</a></h2><p>Prices are per workspace.</p><div class="md-typeset__scrollwrap"><div class="md-typeset__table">${planTable.replace("<td>Price</td>", "<td>Cost</td>")}</div></div>`);
    expect(onPricing(html).get("Fleet")).toBe(1);
  });

  test("a table under another heading, or after the next heading of the same level, is not lifted", () => {
    const limits = planTable.replace("<td>Price</td>", "<td>Quota</td>");
    const got = onPricing(doc(`<h2 id="plans">Plans</h2><p>See the sales team for plans.</p><h2 id="limits">Limits</h2>${limits}`));
    expect(got.get("Crew")).toBe(0);
    expect(got.get("Fleet")).toBe(0);
  });

  test("a table whose 'Price' row prices every plan column is the pricing section, whatever its heading (fails without the rule)", () => {
    const keys = `<table><thead><tr><th></th><th>Single seat</th><th>Studio</th><th>Notes</th></tr></thead><tbody><tr><td>Devices</td><td>1</td><td>5</td><td>per key</td></tr><tr><td>Price</td><td>€60 / year</td><td>€240 / year</td><td>VAT included</td></tr></tbody></table>`;
    const got = onPricing(doc(`<h2 id="keys">Activation keys</h2><p>One key a workspace.</p>${keys}`));
    expect(got.get("Studio")).toBe(1);
  });

  test("a 'Price' row whose first plan cell prices nothing is not lifted (a column read one off)", () => {
    const support = `<table><thead><tr><th></th><th>Standard</th><th>Priority</th><th>Dedicated</th></tr></thead><tbody><tr><td>Price</td><td>Included with every workspace</td><td>$400/month</td><td>$1,900/month</td></tr><tr><td>Response</td><td>2 days</td><td>4 hours</td><td>1 hour</td></tr></tbody></table>`;
    const got = onPricing(doc(`<h2 id="support">Support</h2>${support}`));
    expect(got.size).toBeGreaterThan(0);
    for (const v of got.values()) expect(v).toBe(0);
  });

  test("a home page's cards after a 'Pricing' heading are not a Markdown section", () => {
    const home = `<!doctype html><html lang="en"><head><title>Ferngrid</title></head><body><main><h1>Boards that sync</h1><h2>Pricing</h2><div class="grid"><div class="card"><h3>Crew</h3><p>$49/mo</p><p>20 boards</p></div><div class="card"><h3>Fleet</h3><p>$189/mo</p><p>200 boards</p></div></div></main></body></html>`;
    const got = new Map(assessSite([{ url: "https://ferngrid.example/", html: home }], { url: "https://ferngrid.example/" }).assessed.map((a) => [a.plan.name, a.signals.on_pricing_page]));
    expect(got.size).toBeGreaterThan(0);
    for (const v of got.values()) expect(v).toBe(0);
  });
});
