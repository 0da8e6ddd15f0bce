/**
 * Round 86, part c, on real pages (issue 25; docs/intel.md, "Round 86, parts a–c"): cards whose
 * price is set large in an element classed as a heading ("<span class="h1">$120</span>") and whose
 * bullets are headings too ("<li><h4>Daily backups</h4></li>") — a 2015 forum host's page of
 * development read no plan at all. Two rules took the cards apart: the lone-card rule (a priced card
 * beside priceless headed twins) took the price's row of the card's list for a card beside its headed
 * bullets, and the grid rule (a name in one block, the price under a heading of its own in another)
 * took a headed bullet for the price block's title. Inside a group already formed, a heading that
 * holds the price titles nothing; a heading inside a list item is a bullet.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://hearthboard.example/pricing";
const card = (name: string, price: string, views: string) =>
  `<div class="col-sm-4"><section class="panel"><header class="panel-heading"><h3>${name}</h3></header>` +
  `<ul class="list-group"><li class="list-group-item"><span class="h1">${price}</span><span>/ month</span></li>` +
  `<li class="list-group-item"><h4><strong>${views}</strong> monthly visits</h4></li><li class="list-group-item"><h4>Nightly snapshots</h4></li>` +
  `<li class="list-group-item"><h4>Help desk <small>1</small></h4></li></ul>` +
  `<footer class="panel-footer"><a class="btn" href="https://manage.hearthboard.example/join">Get Started</a></footer></section></div>`;
const html =
  `<!doctype html><html lang="en"><head><title>Hearthboard | Pricing</title></head><body><h1>Pricing</h1><div class="plans">` +
  card("Cottage", "$120", "400k") +
  card("Hamlet", "$280", "1.5m") +
  card("Borough", "$690", "8m") +
  `</div></body></html>`;

describe("rules86c: headed bullets and a price set as a heading", () => {
  test("the three cards read as plans (fails without the rule)", () => {
    const plans = extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans;
    expect(plans.map((p) => p.name)).toEqual(["Cottage", "Hamlet", "Borough"]);
    expect(plans.map((p) => p.amount)).toEqual([120, 280, 690]);
    expect(plans.map((p) => p.period)).toEqual(["month", "month", "month"]);
  });

  test("the product reports them too", () => {
    const plans = extractSite([{ url: URL, html }], { url: URL }).plans;
    expect(plans.map((p) => p.name)).toEqual(["Cottage", "Hamlet", "Borough"]);
  });

  test("a lone priced card headed by its price still stands beside a priceless twin", () => {
    const lone =
      `<!doctype html><html lang="en"><head><title>Ledgerly pricing</title></head><body><div class="row">` +
      `<div class="box"><h2>$900 / year</h2><p>Team edition</p><a href="/buy">Buy now</a></div>` +
      `<div class="box"><h2>Enterprise</h2><p>Contact sales for a quote</p><a href="/contact">Contact sales</a></div>` +
      `</div></body></html>`;
    const plans = extractSite([{ url: URL, html: lone }], { url: URL, abstain: false }).plans;
    expect(plans.some((p) => p.contact_sales)).toBe(true);
  });
});
