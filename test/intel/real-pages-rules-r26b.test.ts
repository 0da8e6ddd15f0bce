/**
 * Round 26, part b, on real pages (issue 25; docs/intel.md, "Round 26, part b"): a price list
 * written one service a line — `<li>` items that are each a label and one price — on a page that
 * calls itself a price list and reads no plan otherwise. Each rule on a small page of our own, never
 * text from a real page; each guard with the nearest look-alike that is no price list.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { sitePathIsRoot } from "../../src/intel/extract/price-lines";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

describe("rules26b: a price list one service a line", () => {
  test("each item a label, a joiner and one price: the label names the service", () => {
    // "Name – 60 €", "Name = $10", "Name .... 45 EUR": what joins the label to its price is no part of it.
    const html = doc("Price list", `<h1>Oakmere wellness</h1>${list(["Back massage – 40 €", "Hot stones = 65 €", "Foot reflexology .... 35 €"])}<p>Book by phone.</p>`);
    expect(plansOf("https://oakmere.example/price-list.html", html)).toEqual([
      ["Back massage", 40, "EUR", "one_time"],
      ["Hot stones", 65, "EUR", "one_time"],
      ["Foot reflexology", 35, "EUR", "one_time"],
    ]);
  });

  test("a first item with no figure heads the list; a count of what a pack holds names it", () => {
    const html = doc("Pricing", `<h1>Buy what you need</h1><ul class="packs"><li><h3>Token packs</h3></li><li>500 tokens = $5</li><li>20000 tokens = $60</li></ul>`);
    expect(plansOf("https://pollwick.example/pricing/", html)).toEqual([
      ["500 tokens", 5, "USD", "one_time"],
      ["20000 tokens", 60, "USD", "one_time"],
    ]);
  });

  test("an emphasised part holding the price is the line's terms; a shared label keeps them", () => {
    // "Facial <b>45 min .... 50 EUR</b>": the duration is the service's length, not its name —
    // unless two lines share the label, and then it is what tells them apart.
    const items = ["Facial <b>45 min .... 50 EUR</b>", "Peeling <b>30 min .... 30 EUR</b>", "Brow shaping <b>20 min .... 15 EUR</b>", "Brow shaping <b>40 min .... 25 EUR</b>"];
    const html = doc("Oakmere", `<h3>Price list</h3>${list(items)}`);
    expect(plansOf("https://oakmere.example/cenik.html", html)).toEqual([
      ["Facial", 50, "EUR", "one_time"],
      ["Peeling", 30, "EUR", "one_time"],
      ["Brow shaping 20 min", 15, "EUR", "one_time"],
      ["Brow shaping 40 min", 25, "EUR", "one_time"],
    ]);
  });

  test("a lead-in before the price and a description on the next line", () => {
    const items = ["<strong>Launch — from 1 500 $</strong><br>A template, basic integrations", "<strong>Growth — from 4 000 $</strong><br>Custom design, analytics"];
    expect(plansOf("https://botforge.example/pricing", doc("Prices", list(items)))).toEqual([
      ["Launch", 1500, "USD", "one_time"],
      ["Growth", 4000, "USD", "one_time"],
    ]);
  });

  test("the line's own period words where the page recurs", () => {
    const items = ["Desk pass – 120 €/month", "Meeting room – 15 €/hour", "Mailbox – 20 €/month"];
    expect(plansOf("https://deskyard.example/prices", doc("Prices", list(items)))).toEqual([
      ["Desk pass", 120, "EUR", "month"],
      ["Meeting room", 15, "EUR", null],
      ["Mailbox", 20, "EUR", "month"],
    ]);
  });

  test("not a feature list whose items mention one price", () => {
    const items = ["Unlimited surveys", "Priority support – $10", "Export to CSV", "Custom domain – $4"];
    expect(plansOf("https://pollwick.example/pricing", doc("Pricing", list(items)))).toEqual([]);
  });

  test("not a list mixing priced lines and plain items", () => {
    const items = ["Back massage – 40 €", "Gift vouchers available", "Hot stones – 65 €"];
    expect(plansOf("https://oakmere.example/price-list.html", doc("Price list", list(items)))).toEqual([]);
  });

  test("not a list whose price sits mid-sentence", () => {
    const items = ["Seats cost $5 per month for each extra person", "Storage is $2 per month per 10 GB added"];
    const got = plansOf("https://pollwick.example/pricing", doc("Pricing", list(items))).map((p) => p[0]);
    expect(got.some((n) => /^(?:Seats|Storage)/.test(String(n)))).toBe(false);
  });

  test("not a list of add-ons under a plan card the page prices", () => {
    // The card's own price is no line of the list: the lines are that plan's extras, not services.
    const html = doc("Pricing", `<h1>Pricing</h1><div class="card"><h3>Team</h3><p>All features for your team.</p><p class="cost">$49</p></div><p>Need more?</p>${list(["Extra storage – $5", "Priority support – $15"])}`);
    const got = plansOf("https://pollwick.example/pricing", html).map((p) => p[0]);
    expect(got).not.toContain("Extra storage");
    expect(got).not.toContain("Priority support");
  });

  test("not a plan's top-ups: lines that open with '+' or sit under an add-on heading", () => {
    // Plans compared in a table without prices, then what a plan can buy on top: extras, not services.
    const plansTable = `<table><tr><th></th><th>Free</th><th>Pro</th></tr><tr><td>Minutes</td><td>20</td><td>120</td></tr></table>`;
    const topUps = doc("Pricing", `<h1>Pricing</h1>${plansTable}<h2>Tickets (Pro only)</h2>${list(["+60 min: ¥700", "+300 min: ¥3,000"])}`);
    expect(plansOf("https://talkline.example/pricing.html", topUps).map((p) => p[0])).not.toContain("+60 min");
    const extras = doc("Pricing", `<h1>Pricing</h1>${plansTable}<h2>Add-ons</h2>${list(["Extra storage – $5", "Priority support – $15"])}`);
    expect(plansOf("https://talkline.example/pricing.html", extras).map((p) => p[0])).not.toContain("Extra storage");
  });

  test("not a home page's 'from' teasers", () => {
    const html = doc("Oakmere — pricing made simple", `<h1>Oakmere</h1>${list(["Massage – from 40 €", "Facial – from 50 €"])}`);
    expect(plansOf("https://oakmere.example/", html)).toEqual([]);
    expect(sitePathIsRoot("https://oakmere.example/en/")).toBe(true);
    expect(sitePathIsRoot("https://oakmere.example/price-list.html")).toBe(false);
  });

  test("not a menu of links", () => {
    const items = ['<a href="/starter">Starter – $9</a>', '<a href="/pro">Pro – $29</a>'];
    expect(plansOf("https://pollwick.example/pricing", doc("Pricing", list(items)))).toEqual([]);
  });

  test("not in the site's navigation or footer", () => {
    const html = doc("Pricing", `<h1>Pricing</h1><p>Ask us.</p><footer>${list(["Gift card – 40 €", "Gift card XL – 80 €"])}</footer>`);
    expect(plansOf("https://oakmere.example/pricing", html)).toEqual([]);
  });
});
