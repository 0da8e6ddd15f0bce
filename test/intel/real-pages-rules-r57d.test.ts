/**
 * Round 57, part d, on real pages (issue 25; docs/intel.md, "Round 57, part d"): the plans lost on
 * the newest development waves (44–48, the last five held out). Every case plan of those waves the
 * product does not read exact and every plan it invents there, counted by what on the page loses
 * it, and each construction looked for on waves 8–12 and 30–43. None loses or invents plans for one
 * cause on three sites in three waves (the free "Community" editions are lost at four different
 * steps; the cards beside a grid that are no plan are three shapes on three sites, and the one-time
 * pack among monthly cards is read both ways by the cases), so no rule: these tests pin what is
 * read. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PRICING = "https://quillcart.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing — Quillcart</title></head><body><header><a href="/">Quillcart</a></header><main><h1>Pricing</h1>${body}</main></body></html>`;
const read = (body: string) =>
  extractSite([{ url: PRICING, html: page(body) }], { url: PRICING, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.period}${p.free ? " free" : ""}`);
/** A card: heading, price line, an optional line under the price, two items and a button. */
const card = (heading: string, price: string, extra = "") =>
  `<div class="card"><h3>${heading}</h3><div class="price">${price}</div>${extra}<ul><li>Two stores</li><li>Email support</li></ul><a href="/signup">Choose</a></div>`;
const grid = `${card("Shop", "$19/month")}${card("Chain", "$59/month")}`;

describe("rules57d: plans lost on waves 44–48 (pinned, no rule)", () => {
  test("a free edition whose price line is the words 'no charge' is read as a plan with no price, not free (kiwi-tcms' shape, left)", () => {
    expect(read(`<section class="plans">${card("Community Edition", `<a href="/download">no charge</a>`)}${grid}</section>`)).toEqual([
      "Community Edition: null null",
      "Shop: 19 month",
      "Chain: 59 month",
    ]);
  });

  // (Pinned as left in round 57d; round 82g reads the column: a header cell naming its plan over "Free".)
  test("a comparison's free column headed 'Free' is read beside its 'starting at' columns (stalwart's shape, round 82g)", () => {
    const table = `<table><thead><tr><th></th><th>Community<br>Free</th><th>Business<br>starting at $60 per year</th><th>Enterprise<br>starting at $360 per year</th></tr></thead><tbody><tr><td>Clustering</td><td>—</td><td>✓</td><td>✓</td></tr><tr><td>Support</td><td>—</td><td>Email</td><td>Phone</td></tr></tbody></table>`;
    expect(read(table)).toEqual(["Community: 0 month free", "Business: 60 year", "Enterprise: 360 year"]);
  });

  test("an enterprise card 'Starting at $499/month' with a contact button is read at its floor (the cases' convention; fluxyos' null is its own)", () => {
    expect(read(`<section class="plans">${grid}${card("Enterprise", "Starting at $499/month", `<a href="/contact">Contact sales</a>`)}</section>`)).toEqual([
      "Shop: 19 month",
      "Chain: 59 month",
      "Enterprise: 499 month",
    ]);
  });

  test("cards beside the grid that are no plan are read as plans: a one-off service, a planned add-on, an add-on pack under an 'ADD-ON' pill (nardoto's, writers-nook's, plagiarismguard's shapes, left)", () => {
    expect(read(`<section class="plans">${grid}${card("Mentoring", "$900", "<p>one-time payment</p>")}</section>`)).toEqual([
      "Shop: 19 month",
      "Chain: 59 month",
      "Mentoring: 900 one_time",
    ]);
    expect(read(`<section class="plans">${grid}${card("Device Sync", "$5/month", "<p>Coming later — planned pricing, not purchasable yet</p>")}</section>`)).toEqual([
      "Shop: 19 month",
      "Chain: 59 month",
      "Device Sync: 5 month",
    ]);
    const pack = `<section><div><span class="pill">ADD-ON</span><h2>Need more credits?</h2><p>One-time purchase. No subscription.</p></div>${card("Credit Pack", "$9", "<p>one-time</p>")}</section>`;
    expect(read(`<section class="plans">${grid}</section>${pack}`)).toEqual(["Shop: 19 month", "Chain: 59 month", "Credit Pack: 9 one_time"]);
  });

  test("the control: an 'Add-ons' heading over the pack keeps it out (round 21b's heading rule)", () => {
    const pack = `<section><h2>Add-ons</h2>${card("Credit Pack", "$9", "<p>one-time</p>")}</section>`;
    expect(read(`<section class="plans">${grid}</section>${pack}`)).toEqual(["Shop: 19 month", "Chain: 59 month"]);
  });
});
