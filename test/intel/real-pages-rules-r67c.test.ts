/**
 * Round 67, part c, on real pages (issue 25; docs/intel.md, "Round 67, part c"): the lead's read of
 * waves 58–60 once rounds 65–67 had closed on them. A one-developer app sells its paid side as a row
 * of term cards under a "Free vs Pro" comparison, each card a block classed by what it holds —
 * `<div class="glass price">Monthly · $4.99 · per month · Get Pro</div>` — with no heading. A block
 * classed "price" is the price slot inside a card (round 14), never a card, so the row was no group
 * and only the comparison's priceless Free and Pro were read. A block so classed that holds its own
 * button and words besides its price is a card. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://tidydisk.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>TidyDisk — pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const plans = (body: string) => extractSite([{ url: URL, html: page(body) }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}`);

const termCard = (term: string, price: string, note: string) =>
  `<div class="glass price"><p class="cad">${term}</p><p class="amt">${price}</p><p class="cad">${note}</p><button class="btn buy">Get Pro</button></div>`;

describe("rules67c: term cards classed \"price\"", () => {
  test("a row of Monthly / Lifetime blocks classed \"price\", each with its button: two plans (fails without the rule)", () => {
    const body = `<section id="pricing"><h2>Free vs Pro</h2><div class="prices">${termCard("Monthly", "$4.99", "per month · cancel anytime")}${termCard("Lifetime", "$29.99", "pay once, use forever")}</div></section>`;
    const got = plans(body);
    expect(got).toContain("Monthly: 4.99 USD/month");
    expect(got).toContain("Lifetime: 29.99 USD/one_time");
  });

  test("a price slot classed \"price\" inside a titled card stays the card's price, not a card", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><div class="price">${price}<span>/mo</span></div><ul><li>Unlimited scans</li><li>History</li></ul><a class="btn" href="/buy">Choose</a></div>`;
    expect(plans(`<div class="plans">${card("Basic", "$5")}${card("Team", "$12")}</div>`)).toEqual(["Basic: 5 USD/month", "Team: 12 USD/month"]);
  });
});
