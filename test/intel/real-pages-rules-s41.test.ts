/**
 * Session 41 (issue 25, the lead, from a development page): two rules a Japanese editions page
 * showed, both general.
 * - Two billing sides on one line, each led by its label ("Monthly $9 / Yearly $90", "月額 980 円 /
 *   年額 9,800 円"): each price takes the period its own label gives (labelled-sides.ts). Before,
 *   the first price read the second label as its period ("$980 / Yearly") and the yearly price
 *   had none.
 * - A title every card beside it shares ("Subscription" over "Standard" and over "Professional")
 *   names the kind of offer, not the card: the line above it names the card (plans-page.ts
 *   titleShared / kickerBefore). Before, both cards were read as one plan "Subscription".
 * - A name set in bold at the head of a line whose rest is its tagline ("<b>Fibre Home</b><span>For
 *   streaming and everyday use</span>") is the card's name (plans-page.ts boldLeadName). Before, the
 *   line was one long sentence and the cards had no name, so no plan was read.
 * - A second set of the same plan names at other prices under a heading of its own (an academic
 *   set beside the main one): its names said word for word are no tier words of another product
 *   (plans-page.ts mainProduct), so the set is kept and named-sets.ts keeps it apart; a heading's
 *   tail that the page broke onto a line of its own and styled ("Gold<br><span>40%OFF</span>") is
 *   set apart from the name (name-tail.ts); and a block that shows a price its zone kept from the
 *   points is never a priceless free column (plans-page.ts freeColumns).
 * - A card the page hides among shown siblings and named like none of them ("display:none" on one
 *   card of a row) is not shown to a visitor, so not a plan (plans-page.ts, after a closed wave).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { labelledPair } from "../../src/intel/extract/labelled-sides";

const URL = "https://tiler.example/editions";
const card = (tag: string, title: string, rate: string, badge = "") =>
  `<article class="rounded p-8">${badge ? `<span class="absolute -top-3">${badge}</span>` : ""}<p class="text-sm font-semibold uppercase">${tag}</p><h2 class="text-2xl">${title}</h2>${rate ? `<p class="text-slate-500">${rate}</p>` : ""}<ul><li>Four panes</li><li>Saved layouts</li></ul><a href="/store">Buy in the store</a></article>`;
const page = (cards: string[]) =>
  `<!doctype html><html><head><title>Editions — Tiler</title></head><body><main><h1>Three editions</h1><div class="grid">${cards.join("")}</div></main></body></html>`;
const read = (html: string) => assessSite([{ url: URL, html }], { url: URL, abstain: false }).facts.plans.map((p) => [p.name, p.amount, p.currency, p.period, p.annual_amount ?? null]);

describe("session 41: labelled billing sides on one line", () => {
  test("'Monthly $980 / Yearly $9,800' is $980 a month, $9,800 a year (fails without the rule)", () => {
    const plans = read(page([card("Standard", "Standard", "Monthly $980 / Yearly $9,800"), card("Pro", "Pro", "Monthly $1,850 / Yearly $18,500")]));
    expect(plans).toEqual([
      ["Standard", 980, "USD", "month", 816.67],
      ["Pro", 1850, "USD", "month", 1541.67],
    ]);
  });
  test("the same in Japanese: '月額 980 円 / 年額 9,800 円（税別）'", () => {
    const plans = read(page([card("Standard", "Standard", "月額 980 円 / 年額 9,800 円（税別）"), card("Professional", "Professional", "月額 1,850 円 / 年額 18,500 円（税別）")]));
    expect(plans.map((p) => p.slice(0, 4))).toEqual([
      ["Standard", 980, "JPY", "month"],
      ["Professional", 1850, "JPY", "month"],
    ]);
  });
  test("the pair only: a price with its own period, or two labels of one period, are left as they were", () => {
    expect(labelledPair("Monthly ", " / Yearly ")).toEqual({ first: "month", second: "year" });
    expect(labelledPair("年額 ", " / 月額 ")).toEqual({ first: "year", second: "month" });
    expect(labelledPair("Monthly ", " / month, yearly ")).toBeNull();
    expect(labelledPair("Monthly ", " or monthly ")).toBeNull();
    expect(labelledPair("Starts at ", " / Yearly ")).toBeNull();
    expect(labelledPair("Monthly ", " / Yearly\n")).toBeNull();
  });
});

describe("session 41: a title the cards share is not their name", () => {
  test("'Subscription' under 'Standard' and under 'Professional' (a badge above one) names neither (fails without the rule)", () => {
    const plans = read(page([card("Community", "Free", ""), card("Standard", "Subscription", "$9 per month", "Recommended"), card("Professional", "Subscription", "$19 per month")]));
    expect(plans.map((p) => p[0])).toEqual(["Community", "Standard", "Professional"]);
  });
  test("a lone card titled like the page's bar keeps its title", () => {
    const html = `<!doctype html><html><head><title>Atlas Pro</title></head><body><nav><h1>Atlas Pro</h1></nav><section><div class="card"><span class="pill">PRO</span><h2>Atlas Pro</h2><p>Support the site.</p><div class="price">$1/month</div><a href="/buy">Subscribe</a></div></section></body></html>`;
    expect(read(html).map((p) => p[0])).toEqual(["Atlas Pro"]);
  });
  test("cards with titles of their own keep them", () => {
    const plans = read(page([card("For one", "Solo", "$9 per month"), card("For teams", "Team", "$29 per month")]));
    expect(plans.map((p) => p[0])).toEqual(["Solo", "Team"]);
  });
});

describe("session 41: a bold name at the head of its tagline's line", () => {
  const row = (i: number, speed: number, name: string, tagline: string, was: string, price: string) =>
    `<article class="row"><span class="idx">0${i}</span><div class="speed"><strong>${speed}</strong><span>Mbps</span></div><div class="use"><b>${name}</b><span>${tagline}</span></div><div class="value"><s>${was}</s><strong>${price}</strong><span>/month</span></div><a href="https://wa.example/chat">Choose ↗</a></article>`;
  const html = `<!doctype html><html><head><title>Fibre plans</title></head><body><main><h2>Clear prices from the start.</h2><div class="table">${[
    row(1, 25, "Fibre Lite", "Streaming and everyday use · Small homes", "$29", "$19"),
    row(2, 50, "Fibre Family", "Work, school and play together · Busy homes", "$39", "$29"),
    row(3, 100, "Fibre Max", "Everything at once · Homes and offices", "$59", "$45"),
  ].join("")}</div></main></body></html>`;
  test("each row is a plan named by its bold lead (fails without the rule)", () => {
    expect(read(html).map((p) => p.slice(0, 4))).toEqual([
      ["Fibre Lite", 19, "USD", "month"],
      ["Fibre Family", 29, "USD", "month"],
      ["Fibre Max", 45, "USD", "month"],
    ]);
  });
  test("a bold word inside a sentence (the rest of the line not one element of its own) names nothing", () => {
    const sentence = `<!doctype html><html><body><main><div class="grid"><article><p><b>Note</b> prices are shown <i>before</i> tax</p><div>$19/month</div><a href="/buy">Buy</a></article><article><p><b>Note</b> prices are shown <i>before</i> tax</p><div>$29/month</div><a href="/buy">Buy</a></article></div></main></body></html>`;
    expect(read(sentence).map((p) => p[0])).not.toContain("Note");
  });
});

describe("session 41: a second set of the same names at other prices, under its own heading", () => {
  const set = (title: string, cards: [string, string, string][]) =>
    `<section><h2>${title}</h2><p>Plans for ${title.toLowerCase()}.</p><ul class="planlist">${cards.map(([n, tail, price]) => `<li class="plan"><h3>${n}${tail ? `<br/><span class="sub">${tail}</span>` : ""}</h3><p class="price"><em>${price}</em> per month</p><a href="/buy">Choose</a></li>`).join("")}</ul></section>`;
  const html = `<!doctype html><html><head><title>Pricing — Appforge</title></head><body><main><h1>Pricing</h1>${set("Cloud", [["Basic", "", "Free"], ["Personal", "", "$9"], ["Gold", "", "$49"], ["Platinum", "", "$79"]])}${set("Academic", [["Basic", "", "Free"], ["Education", "for schools only", "$9"], ["Gold", "40%OFF", "$29"], ["Platinum", "40%OFF", "$47"]])}<section class="enterprise"><h2>Appforge Enterprise</h2><div class="plan"><h3>Enterprise</h3><div class="summary"><dl><dt>Setup:</dt><dd><em>Free</em></dd></dl><dl><dt>Base fee:</dt><dd><em>$1,500</em> per month</dd></dl></div><a href="/order">Order now</a></div></section></main></body></html>`;
  test("both sets are read, each name without its tail (fails without the rule)", () => {
    const plans = read(html).map((p) => [p[0], p[1]]);
    expect(plans).toContainEqual(["Gold", 29]);
    expect(plans).toContainEqual(["Education", 9]);
    expect(plans).toContainEqual(["Gold", 49]);
    expect(plans.map((p) => p[0])).not.toContain("Gold 40%OFF");
  });
  test("the enterprise block with a free set-up fee and a price is no free plan", () => {
    expect(read(html).filter((p) => p[1] === 0).map((p) => p[0])).toEqual(["Basic", "Basic"]);
  });
  test("a name set over a plain second line stays one name ('Viena<br>diena' unstyled)", () => {
    const one = `<!doctype html><html><body><main><div class="grid"><div class="card"><h3>Viena<br/>diena</h3><p>$5 per month</p><a href="/b">Buy</a></div><div class="card"><h3>Visa<br/>savaitė</h3><p>$9 per month</p><a href="/b">Buy</a></div></div></main></body></html>`;
    expect(read(one).map((p) => p[0])).toEqual(["Viena diena", "Visa savaitė"]);
  });
});

describe("session 41: a card hidden among shown siblings", () => {
  const card = (name: string, price: string, hidden = false) =>
    `<div class="plan-card"${hidden ? ' style="display:none;"' : ""}><h2 class="plan-name">${name}</h2><div class="plan-price">${price}</div><button>Get ${name}</button><ul><li>All tools</li><li>Campaign notes</li></ul></div>`;
  const html = (cards: string[]) => `<!doctype html><html><head><title>Plans — Dicebox</title></head><body><main><h1>Choose your plan</h1><div class="plans">${cards.join("")}</div></main></body></html>`;
  test("'display:none' on one card named like no shown card: not a plan (fails without the rule)", () => {
    const plans = read(html([card("Free", "$0"), card("Pro", "$5 <span>/ month</span>"), card("Party Pass", "$9.99 <span>/ month</span>", true), card("Lifetime", "$50 <span>one time</span>")]));
    expect(plans.map((p) => p[0])).toEqual(["Free", "Pro", "Lifetime"]);
  });
  test("a hidden copy of a shown card (a carousel's clone) changes nothing", () => {
    const plans = read(html([card("Free", "$0"), card("Pro", "$5 <span>/ month</span>"), card("Lifetime", "$50 <span>one time</span>"), card("Pro", "$5 <span>/ month</span>", true)]));
    expect(plans.map((p) => p[0])).toEqual(["Free", "Pro", "Lifetime"]);
  });
});
