/**
 * Round 82, part d, on real pages (issue 25): well-known companies' pricing pages read prices of a
 * unit of use as plans — a model API's "$5 / MTok", a monitoring suite's "Per ingested or scanned
 * GB", "Per 10K test runs" and their footnotes' "*Billed annually or $0.15 on-demand", a table of
 * token prices under "Prices per 1M tokens.", a directory of products each sending to its own
 * pricing page ("Starts at $0.05 per active user per month." over "View … pricing") — and a rolling
 * counter's digit strip ("$" then 0 0 1 2 … 9 in spans) as a price of 12345.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://gauge.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Gauge — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string) =>
  extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}${p.per_user ? " per user" : ""}`);

/** Three subscription cards a reader takes for plans. */
const subscriptions = `<section><h2>Plans</h2><div class="plans">` +
  [["Hobby", "$0", "per month"], ["Studio", "$18", "per month"], ["Agency", "$60", "per month"]]
    .map(([n, p, u]) => `<div class="plan"><h3>${n}</h3><div>${p}</div><p>${u}</p><a href="/signup?plan=${n!.toLowerCase()}">Choose ${n}</a></div>`)
    .join("") +
  `</div></section>`;

describe("rules82d: prices of a unit of use are no plans", () => {
  test("\"$4 / MTok\" model cards, alone or beside subscription cards: no plan of them (fails without the rule)", () => {
    const model = (title: string, input: string, output: string) =>
      `<div class="model"><h3>${title}</h3><div class="rates"><div><p>Input</p><p><span>$</span><span>${input}</span><span> / MTok</span></p></div><div><p>Output</p><p><span>$</span><span>${output}</span><span> / MTok</span></p></div><div><p>Cache</p><p><span>$</span><span>0.40</span><span> / MTok</span></p></div></div></div>`;
    const api = `<section><h2>API</h2><div class="models">${model("Lark 2", "4", "16")}${model("Wren 1", "1", "5")}</div></section>`;
    expect(plans(api)).toEqual([]);
    expect(plans(subscriptions + api)).toEqual(["Hobby: 0 USD/month", "Studio: 18 USD/month", "Agency: 60 USD/month"]);
  });

  test("\"Per ingested GB\", \"Per 10K test runs\" and their footnotes' on-demand prices: no plans (fails without the rule)", () => {
    const metered = (name: string, price: string, unit: string, onDemand: string) =>
      `<div class="product"><h3>${name}</h3><p>Starting At</p><p>$ <span>${price}</span></p><p>${unit}</p><ul><li>Dashboards</li><li>Alerts</li></ul><p>*Billed annually or $${onDemand} on-demand</p><a href="/trial">Start Free Trial</a></div>`;
    const hosts = `<section><h2>Host monitoring</h2><div class="products">` +
      `<div class="product"><h3>Basic</h3><p>Starting At</p><p>$ <span>12</span></p><p>Per host, per month*</p><p>*Billed annually or $15 on-demand</p><a href="/trial">Start Free Trial</a></div>` +
      `<div class="product"><h3>Premium</h3><p>Starting At</p><p>$ <span>20</span></p><p>Per host, per month*</p><p>*Billed annually or $25 on-demand</p><a href="/trial">Start Free Trial</a></div></div></section>`;
    const usage = `<section><h2>Logs and checks</h2><div class="products">` +
      metered("Log Intake", "0.12", "Per ingested or scanned GB, per month*", "0.18") +
      metered("Uptime Checks", "6", "Per 10K test runs, per month*", "9") +
      metered("Journey Checks", "14", "Per thousand test runs, per month*", "20") +
      `</div></section>`;
    const got = plans(hosts + usage);
    expect(got).toContain("Basic: 15 USD/month");
    expect(got).toContain("Premium: 25 USD/month");
    expect(got.filter((g) => /^(?:Log Intake|Uptime Checks|Journey Checks):/.test(g))).toEqual([]);
  });

  test("a token price table under \"Prices per 1M tokens.\": no plans (fails without the rule)", () => {
    const body = subscriptions +
      `<section><h2>Models</h2><small>Prices per 1M tokens.</small><table><thead><tr><th></th><th>Quick</th><th>Thorough</th></tr></thead>` +
      `<tbody><tr><td>lark-2</td><td>$2.00</td><td>$30.00</td></tr><tr><td>wren-1</td><td>$0.50</td><td>$6.00</td></tr></tbody></table></section>`;
    expect(plans(body)).toEqual(["Hobby: 0 USD/month", "Studio: 18 USD/month", "Agency: 60 USD/month"]);
  });

  test("the same table under a note of a period, not a unit, is still read", () => {
    const body = `<section><h2>Plans</h2><small>Prices per month.</small><table><thead><tr><th></th><th>Quick</th><th>Thorough</th></tr></thead>` +
      `<tbody><tr><td>Price</td><td>$20</td><td>$45</td></tr><tr><td>Seats</td><td>1</td><td>5</td></tr></tbody></table></section>`;
    expect(plans(body).map((p) => p.split(":")[0])).toEqual(["Quick", "Thorough"]);
  });

  test("product tiles each sending to its own pricing page are a directory, not plans (fails without the rule)", () => {
    const tile = (name: string, blurb: string, price: string, slug: string) =>
      `<div class="tile"><div><p><b>${name}</b></p><p>${blurb}</p><p><b>${price}</b></p></div><div><a href="/products/${slug}/pricing">View ${name} pricing</a><a href="/try">Start for free</a></div></div>`;
    const body = `<section><h2>Products</h2><div class="row">` +
      tile("Chat Relay", "Threads across every channel.", "Starts at $0.04 per active user per month.", "chat") +
      tile("Mail Burst", "Newsletters that land.", "Paid plans start at $12/month.", "mail") +
      tile("Queue Desk", "Route work to the right person.", "Starts at $1 per active agent hour.", "queue") +
      `</div></section>`;
    expect(plans(body)).toEqual([]);
  });

  test("plan cards whose links go to checkout stay plans", () => {
    expect(plans(subscriptions)).toEqual(["Hobby: 0 USD/month", "Studio: 18 USD/month", "Agency: 60 USD/month"]);
  });

  test("a price for a count of contacts stays a plan's: \"$29 per month for 5,000 contacts\"", () => {
    const body = `<div class="plans"><div class="plan"><h3>Mailer</h3><div>$29</div><p>per month for 5,000 contacts</p><a href="/signup">Start</a></div><div class="plan"><h3>Mailer Plus</h3><div>$59</div><p>per month for 20,000 contacts</p><a href="/signup">Start</a></div></div>`;
    expect(plans(body)).toEqual(["Mailer: 29 USD/month", "Mailer Plus: 59 USD/month"]);
  });
});

describe("rules82d: a rolling counter's digit strip is no price", () => {
  const strip = `<span>0</span><span>0</span><span>1</span><span>2</span><span>3</span><span>4</span><span>5</span><span>6</span><span>7</span><span>8</span><span>9</span>`;
  test("\"$\" then the digits 0–9 in spans, then \"/mo\": no plan priced 12345 (fails without the rule)", () => {
    const card = (name: string) => `<article><h3>${name}</h3><p>For makers.</p><div>$${strip}${strip}.${strip}${strip}/mo</div><p>Excluding taxes</p><a href="/signup">Start now</a></article>`;
    const body = `<section><div class="cards">${card("Solo")}${card("Crew")}<article><h3>Company</h3><p>For big teams.</p><div>Custom</div><a href="/contact">Contact us</a></article></div></section>`;
    const got = plans(body);
    expect(got.some((g) => /12345|\b0 USD/.test(g))).toBe(false);
  });

  test("an ordinary price in spans is still read", () => {
    const body = `<div class="cards"><article><h3>Solo</h3><div>$<span>1</span><span>9</span>/mo</div><a href="/signup">Start now</a></article><article><h3>Crew</h3><div>$<span>4</span><span>9</span>/mo</div><a href="/signup">Start now</a></article></div>`;
    expect(plans(body)).toEqual(["Solo: 19 USD/month", "Crew: 49 USD/month"]);
  });
});
