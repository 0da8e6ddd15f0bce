/**
 * Round 62, part b, on real pages (issue 25; docs/intel.md, "Round 62, part b"): the lead's read of
 * waves 53 and 54 once rounds 60 and 61 had closed on them. Four slips of mechanisms the engine
 * already has:
 * - a struck list price printed between a price and its period ("$67 ~~$108~~ /year"): the words
 *   after the price stopped at the struck one, so "/year" was never the price's (plans-page.ts);
 *   and a term card's "/year" that opens the next line was not read as a price per year (term-card.ts);
 * - plans tables of the same tier names, one per product, each titled by its corner cell
 *   ("Permits API | Low | Medium | High" over "Contractors API | Low | …"): the site read kept the
 *   first table's tiers only — they are sets titled by their corners (named-sets.ts);
 * - a card named only by a pill over its price heading (`<span class="pill">Free</span><h3>$0</h3>`):
 *   styled as a badge, it was dropped as one, and the card had no name;
 * - monitoring: a set's title reworded between two checks ("Contractors" → "Contractors API")
 *   reported each of its plans "renamed" to itself (monitoring/diff.ts).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { diffFacts } from "../../src/monitoring/diff";

const URL = "https://permitdata.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const facts = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false });
const plans = (body: string) => facts(body).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}${p.group ? ` (${p.group})` : ""}`);

const card = (name: string, price: string, cta = "Buy") =>
  `<div class="pricing-card"><div class="tier-name">${name}</div>${price}<ul class="features-list"><li>All question banks</li><li>Progress analytics</li></ul><button class="btn">${cta}</button></div>`;

describe("rules62b: a struck list price between a price and its period", () => {
  test("\"$67\", a struck \"$108\", then \"/year · ~$5.60/month\" on a card named Yearly: $67 a year (fails without the rule)", () => {
    const grid = `<div class="pricing-grid">${card("Monthly", `<div class="tier-price">$7</div><div class="tier-period">/ month</div>`)}${card(
      "Yearly",
      `<div style="display:flex"><div class="tier-price">$67</div><div style="text-decoration:line-through">$108</div></div><div class="tier-period">/year · ~$5.60/month · save $41</div>`,
    )}</div>`;
    expect(plans(grid)).toEqual(["Monthly: 7 USD/month", "Yearly: 67 USD/year"]);
  });

  test("a struck price that follows words of its own (\"was $20\") leaves the price's period to its own words", () => {
    const grid = `<div class="pricing-grid">${card("Basic", `<div class="tier-price">$9 per month</div><div style="text-decoration:line-through">$12</div>`)}${card("Team", `<div class="tier-price">$19 per month</div>`)}</div>`;
    expect(plans(grid)).toEqual(["Basic: 9 USD/month", "Team: 19 USD/month"]);
  });
});

const table = (corner: string, prices: [number, number, number]) =>
  `<table class="min-w-full"><thead><tr><th>${corner}</th>${["Low", "Medium", "High"].map((n, i) => `<th><p>${n}</p><p>$${prices[i]}/mo</p></th>`).join("")}</tr></thead>` +
  `<tbody><tr><td>Geography</td><td>1 state</td><td>National</td><td>National</td></tr><tr><td>Monthly query limit</td><td>100,000</td><td>250,000</td><td>1,000,000</td></tr></tbody></table>`;

describe("rules62b: tables of the same tiers, each titled by its corner cell", () => {
  const body = (t1: string, t2: string, t3: string) => `<p>We offer permit and contractor data, or a bundle of both.</p>${table(t1, [499, 999, 2499])}${table(t2, [349, 849, 1999])}${table(t3, [699, 1499, 2999])}`;

  test("three tables \"Permits API\", \"Contractors API\", \"Bundle API\": nine plans, the later ones titled (fails without the rule)", () => {
    expect(plans(body("Permits API", "Contractors API", "Bundle API"))).toEqual([
      "Low: 499 USD/month (Permits API)",
      "Medium: 999 USD/month (Permits API)",
      "High: 2499 USD/month (Permits API)",
      "Low: 349 USD/month (Contractors API)",
      "Medium: 849 USD/month (Contractors API)",
      "High: 1999 USD/month (Contractors API)",
      "Low: 699 USD/month (Bundle API)",
      "Medium: 1499 USD/month (Bundle API)",
      "High: 2999 USD/month (Bundle API)",
    ]);
  });

  test("the same tiers at the same prices restate one set: read once", () => {
    const same = `${table("Permits API", [499, 999, 2499])}${table("Summary", [499, 999, 2499])}`;
    expect(plans(same)).toEqual(["Low: 499 USD/month", "Medium: 999 USD/month", "High: 2499 USD/month"]);
  });

  test("tables with an empty corner stay untitled: the first set only, as before", () => {
    expect(plans(body("", "", ""))).toEqual(["Low: 499 USD/month", "Medium: 999 USD/month", "High: 2499 USD/month"]);
  });

  test("monitoring: the corners reworded between checks (\"Contractors\" → \"Contractors API\") report no plan renamed (fails without the rule)", () => {
    const before = facts(body("Permits", "Contractors", "Bundle"));
    const after = facts(body("Permits API", "Contractors API", "Bundle API"));
    expect(before.plans).toHaveLength(9);
    const changes = diffFacts(before, after).filter((c) => c.type !== "messaging_change" || c.summary.startsWith("Plan renamed"));
    expect(changes.map((c) => c.summary)).toEqual([]);
  });
});

describe("rules62b: a card named only by a pill over its price heading", () => {
  const pillCard = (pill: string, price: string, body: string) => `<div class="card"><span class="pill">${pill}</span><h3>${price}</h3><p>${body}</p></div>`;

  test("\"Free\" in a pill over \"$0\", beside target prices \"~$12/mo\": the Free plan (fails without the rule)", () => {
    const grid = `<div class="grid cols-3">${pillCard("Free", "$0", "The calculator and the grow log, saved in your browser. No account needed.")}${pillCard("Grower · most popular", "~$12<span>/mo</span>", "Unlimited batches, analytics and reports.")}${pillCard("Farm", "~$24<span>/mo</span>", "Everything in Grower, plus orders and invoicing.")}</div>`;
    expect(plans(grid).map((p) => p.split(":")[0])).toEqual(["Free", "Grower", "Farm"]);
  });

  test("a pill that is a badge word (\"Most popular\") names no card", () => {
    const grid = `<div class="grid cols-3">${pillCard("Most popular", "$12<span>/mo</span>", "Unlimited batches, analytics and reports.")}${pillCard("Farm", "$24<span>/mo</span>", "Everything, plus orders and invoicing.")}</div>`;
    expect(plans(grid).map((p) => p.split(":")[0])).not.toContain("Most popular");
  });
});
