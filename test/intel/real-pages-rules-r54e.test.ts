/**
 * Round 54, part e, on real pages (issue 25; docs/intel.md, "Round 54, part e"): development pages
 * with two or more expected plans that the product reads empty (waves 8–12 and 30–46), counted by
 * whether the raw reading has them (then the confidence model withheld them: round 53c's) and, where
 * it does not, by the construction that loses them, site and wave. No construction with one cause
 * passes the bar (three sites in three waves), so no rule: these tests pin what the engine reads for
 * the shapes counted. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const PAGE = "https://fernwick.example/pricing";
const html = (body: string, title = "Pricing — Fernwick") =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Fernwick</a></header><main>${body}</main></body></html>`;
const raw = (body: string, title?: string, url = PAGE) =>
  extractSite([{ url, html: html(body, title) }], { url, abstain: false }).plans.map((p) => `${p.name}: ${p.amount}${p.free ? " free" : ""}${p.period ? ` /${p.period}` : ""}`);

describe("rules54e: cards read empty (left)", () => {
  // The control: a grid of four cards, a heading, a price, then lines of what the plan holds.
  const card = (n: string, p: string, line: string) => `<article class="plan-card"><h3>${n}</h3><p><strong>${p}</strong></p><p>${line}</p><p>Saved boards</p><p>For makers who sketch every week.</p></article>`;
  const grid = (cards: string) => `<h1>Plans for every sketchbook</h1><div class="plan-grid">${cards}</div>`;

  test("a grid of heading-and-price cards is read, card by card", () => {
    // (No period on the page: the cards are read paid once, round 22b's convention.)
    expect(raw(grid(`${card("Free", "$0", "1,600 sketches to start")}${card("Starter", "$10", "Steady sketch allowance")}${card("Pro", "$20", "Larger sketch allowance")}`))).toEqual([
      "Free: 0 free /month",
      "Starter: 10 /one_time",
      "Pro: 20 /one_time",
    ]);
  });

  test("the same cards whose line after the price speaks of credits lose their prices: the price is taken for a credit amount", () => {
    // creator-anime-studio (12) read empty ("$10" / "More weekly credits"): the words that mark a
    // price as no plan's ("… credits") are matched across the price's line end. One site where it
    // loses a plan (eight sites in five waves carry the match — dotverse 9, 12testers14days 12,
    // low-vision-zoom 45 among them — without losing an expected plan to it), so left.
    const got = raw(grid(`${card("Free", "$0", "1,600 credits to start")}${card("Starter", "$10", "More weekly credits")}${card("Pro", "$20", "Higher weekly credits")}`));
    expect(got.some((p) => p.startsWith("Starter"))).toBe(false);
    expect(got.some((p) => p.startsWith("Pro"))).toBe(false);
  });

  test("cards whose price is the first item of their own feature list, their bullets headings, are read since round 86c (nodebb, 46)", () => {
    const c = (n: string, p: string, v: string) =>
      `<div class="col"><section class="panel"><header class="panel-heading"><h3>${n}</h3></header><ul class="list-group"><li class="list-group-item"><span class="h1">${p}</span><span>/ month</span></li><li class="list-group-item"><h4><strong>${v}</strong> monthly page views</h4></li><li class="list-group-item"><h4><strong>Daily</strong> backups</h4></li></ul><footer><a href="/signup">Get Started</a></footer></section></div>`;
    expect(raw(`<h1>Pricing</h1><div class="plans">${c("Hamlet", "$100", "500k")}${c("Village", "$250", "2m")}${c("City", "$750", "10m")}`)).toEqual(["Hamlet: 100 /month", "Village: 250 /month", "City: 750 /month"]);
  });
});

describe("rules54e: prices in prose under each offer's heading (left)", () => {
  test("two licences, each a heading over a paragraph whose one price is in a sentence, are read as nothing", () => {
    // franz (30); semasim (31), sage (36) and fingerprintjs (34) put a second price, a usage price
    // or no price in a section beside the priced one: the strict shape is one site's.
    const body = `<h1>License &amp; Pricing</h1><div class="cols"><div><h2>Studio Licenses</h2><p>If your company uses Fernwick, this is the license for you. Studio licenses are perpetual and move with your team. Studio licenses cost $79, including VAT.</p><a href="/buy/studio">Purchase a Studio License</a></div><div><h2>Home Licenses</h2><p>If you pay for Fernwick yourself, this is the license for you. Home licenses may be activated on three of your own devices. Home licenses cost $49, including VAT.</p><a href="/buy/home">Purchase a Home License</a></div></div>`;
    expect(raw(body, "Fernwick: License & Pricing")).toEqual([]);
  });
});

describe("rules54e: a table of plans as rows (left)", () => {
  test("rows of a size, a count of units and a price per hour: read on a page addressed as pricing, and on a billing page under a 'Pricing' heading (round 89b)", () => {
    // blazingsql (42), arslexis (30), sanaware-java-docking (30), kangaroo (31), pyarmor (36): row
    // tables on pages addressed and titled "buy", "order" or "billing", which price-list.ts does not
    // name a price list. Opening that gate (tried, not kept) reads blazingsql's rows (5 of 7) and none
    // of the other four (price-rows.ts refuses each table for its own shape: two price columns beside
    // a description cell, nested layout tables, bands of developer counts, a matrix): one site, left.
    const row = (n: string, g: string, p: string) => `<tr><td><p><strong>${n}</strong></p></td><td><p>${g}</p></td><td><p>${p}</p></td></tr>`;
    const body = `<h1>Billing</h1><p>The usage view shows the total used credits and the time used (in minutes) per day.</p><h2>Pricing</h2><p>Below is the table with the current pricing for all the machine sizes.</p><table><caption>Pricing per hour and number of cores</caption><thead><tr><th><p>Size</p></th><th><p>Number of cores</p></th><th><p>Cost per hour</p></th></tr></thead><tbody>${row("Small", "2", "$2")}${row("Medium", "4", "$4")}${row("Large", "8", "$8")}</tbody></table>`;
    expect(raw(body, "Billing — Fernwick documentation")).toEqual(["Small: 2", "Medium: 4", "Large: 8"]);
    // Round 89b: a section heading that is a price word and nothing more ("Pricing") names a price list
    // below the site's root (price-list.ts `priceSection`), so the billing page's rows are read too.
    expect(raw(body, "Billing — Fernwick documentation", "https://fernwick.example/docs/billing/")).toEqual(["Small: 2", "Medium: 4", "Large: 8"]);
  });
});
