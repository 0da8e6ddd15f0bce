/**
 * Round 10 on real pages (issue 25; docs/intel.md, "Round 10"): developed on waves 1–3, kept only
 * when wave 4's totals were no worse. Each rule on a small page of our own, never text from a real
 * page; and the refitted confidence model still reports a plain pricing page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing | Vendor</title></head><body><main>${body}</main></body></html>`;
const read = (body: string, opts: { abstain?: boolean } = {}) => extractSite([{ url: "https://vendor.example/pricing", html: page(body) }], { strict: true, ...opts });
const rows = (body: string) => read(body).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.inferred ?? []]);

/** A price list with plans as rows: a name cell (with the licence's terms under it), a price, a buy link. */
const licenceTable = (corner: string, priceHeader: string, price = (n: number) => `$${n}`) =>
  `<h1>Buy Vendor</h1><table><tr><td>${corner}</td><td>${priceHeader}</td><td></td></tr>` +
  `<tr><td><b>Home licence</b><br>Use the program on two computers.</td><td>${price(19)}</td><td><a href="/buy/home">Buy now</a></td></tr>` +
  `<tr><td><b>Office licence</b><br>Use the program on ten computers.</td><td>${price(79)}</td><td><a href="/buy/office">Buy now</a></td></tr>` +
  `<tr><td><b>Site licence</b><br>Any number of computers at one address.</td><td>${price(249)}</td><td><a href="/buy/site">Buy now</a></td></tr></table>`;

describe("round 10: licences priced in rows", () => {
  test('a "Licence type" column names the rows; a licence priced with no period is bought once', () => {
    expect(rows(licenceTable("Licence type", "Price"))).toEqual([
      ["Home licence", 19, "USD", "one_time", []],
      ["Office licence", 79, "USD", "one_time", []],
      ["Site licence", 249, "USD", "one_time", []],
    ]);
  });

  test("a licence table that states a period keeps it; other row tables are not made one-time", () => {
    expect(rows(licenceTable("License", "Price per year")).map((r) => r[3])).toEqual(["year", "year", "year"]);
    expect(rows(licenceTable("License type", "Price", (n) => `$${n} / month`)).map((r) => r[3])).toEqual(["month", "month", "month"]);
    // Plans in rows with no period anywhere: not a licence, so no period is read (none is stated).
    const plans = rows(licenceTable("Plan type", "Price"));
    expect(plans.map((r) => r[0])).toEqual(["Home licence", "Office licence", "Site licence"]);
    expect(plans.every((r) => r[3] !== "one_time")).toBe(true);
  });
});

describe("round 10: the refitted confidence model", () => {
  const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Kanban view</li><li>Reports</li></ul><a href="/signup">Start</a></div>`;
  test('a plain grid of priced cards on /pricing ("Startup $49/mo") is reported, not withheld', () => {
    const facts = read(`<h1>Pricing</h1><div class="plans">${card("Basic", "$19/mo")}${card("Startup", "$49/mo")}${card("Business", "$99/mo")}</div>`, { abstain: true });
    expect(facts.plans.map((p) => [p.name, p.amount, p.period])).toEqual([
      ["Basic", 19, "month"],
      ["Startup", 49, "month"],
      ["Business", 99, "month"],
    ]);
    expect(facts.withheld_plans ?? []).toEqual([]);
  });

  test("a contact-sales card closing a grid of priced cards the model is sure of is reported with them", () => {
    const contact = `<div class="plan"><h3>Enterprise</h3><p class="price">Contact sales</p><ul><li>Kanban view</li><li>SSO</li></ul><a href="/contact">Talk to us</a></div>`;
    const facts = read(`<h1>Pricing</h1><div class="plans">${card("Basic", "$19/mo")}${card("Startup", "$49/mo")}${contact}</div>`, { abstain: true });
    expect(facts.plans.map((p) => [p.name, p.amount, p.contact_sales])).toEqual([
      ["Basic", 19, false],
      ["Startup", 49, false],
      ["Enterprise", null, true],
    ]);
  });
});
