/**
 * Round 89, part f, on real pages (issue 25): a free edition beside licences paid once. A row of
 * cards built of divs ("Free" at "$0", "Pro" at "$149" over "One-time payment", "Team" at "$399"
 * over "One-time · up to 5 seats") has no card by the month or the year, so the named-row test
 * (named-card-row.ts) did not keep it a group of its own, and a section below it that names the
 * yearly update fee ("$59/year for continued updates") folded the whole grid in as one card: the
 * paid licences were lost. A row with a free card and a card its own words say is paid once now
 * stays a group. A row of service cards paid once with no free card is folded as before.
 * Second rule (below): a Free / Pro pair of div cards under a "free vs pro" eyebrow.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { namedCardRow } from "../../src/intel/extract/named-card-row";
import { parseHtml } from "../../src/intel/html/parse";

const URL = "https://lanternkit.example/buy.html";
const page = (cards: string) =>
  `<!doctype html><html lang="en"><head><title>Buy — Lanternkit</title></head><body><div class="wrap">` +
  `<div class="top"><h1>Licences</h1><p>Pay once, keep it forever.</p></div>` +
  `<div class="grid">${cards}</div>` +
  `<div class="notes"><h2>How updates work</h2><p>The first year of updates is included. After that, <strong>$59/year (Pro) or $119/year (Team)</strong> keeps new versions coming.</p></div>` +
  `</div></body></html>`;
const card = (name: string, price: string, sub: string, cta: string) =>
  `<div class="tier"><div class="tier-name">${name}</div><div class="tier-price">${price}</div><div class="tier-sub">${sub}</div><ul class="tier-list"><li>Offline map tiles</li><li>GPX export</li></ul><a class="btn" href="/get">${cta}</a></div>`;
const raw = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));

describe("rules89f: a free edition beside licences paid once", () => {
  test("a Free / Pro / Team row paid once stays a row of plans beside an update-fee section (fails without the rule)", () => {
    const html = page(
      card("Free", "$0", "Forever free", "Download") +
        card("Pro", "$169", "One-time payment<br><strong>+ $59/year</strong> to keep receiving updates", "Buy Pro — $169") +
        card("Team", "$429", "One-time · up to 5 seats<br><strong>+ $119/year</strong> to keep receiving updates", "Buy Team — $429"),
    );
    const plans = raw(html);
    expect(plans.filter((p) => p.amount !== 0)).toEqual([
      { name: "Pro", amount: 169, period: "one_time" },
      { name: "Team", amount: 429, period: "one_time" },
    ]);
    expect(plans.some((p) => p.name === "Free" && p.amount === 0)).toBe(true);
  });

  test("the row test: free and paid-once cards make a row; paid-once cards alone (service cards) do not", () => {
    const lines = new Map<string, string[]>([
      ["free", ["Free", "$0", "Forever free"]],
      ["pro", ["Pro", "$169", "One-time payment"]],
      ["team", ["Team", "$429", "One-time · up to 5 seats"]],
      ["wash", ["Wash", "$40", "One-time service"]],
    ]);
    const doc = parseHtml(`<div>${[...lines.keys()].map((k) => `<div class="c" id="${k}"></div>`).join("")}</div>`);
    const els = new Map(doc.elements.filter((e) => e.attrs.id).map((e) => [e.attrs.id!, e]));
    const row = (...ids: string[]) => namedCardRow(ids.map((id) => els.get(id)!), () => true, (c) => lines.get(c.attrs.id!)!);
    expect(row("free", "pro", "team")).toBe(true);
    expect(row("pro", "team", "wash")).toBe(false);
    expect(row("free", "free", "free")).toBe(false);
  });
});

/**
 * Part f's second rule: a "free vs pro" section of two cards built of divs, each naming itself in a
 * name-classed span on a flex row with a tag ("Free" · "Open source · forever", "Pro" · "$6/mo"),
 * under a price band and over a closing note that both say the price again. The section's eyebrow
 * "free vs pro" zoned it as a comparison of costs (the product talks of savings), the free card
 * (no "Free" line of its own: its name and tag run into one line) was no free twin, and the row
 * lost to the group of the page's sections: the one price read off the band, named after the
 * product. A card whose name slot says "Free" is the free twin, a "Free vs Pro" title is no cost
 * comparison, and a priced card beside its free twin is read in its row.
 */
const offerPage = (eyebrow: string) =>
  `<!doctype html><html lang="en"><head><title>Ropewalk Pro</title></head><body>` +
  `<header><div class="wrap"><div class="label">Ropewalk Pro</div><h1>See where your build minutes go.</h1><p>The free core trims your CI logs and shows your savings; Pro adds trends.</p></div></header>` +
  `<div class="band wrap"><div class="price"><span class="amt">$6</span><span class="per">/ month · cancel anytime</span></div><a class="buy" href="/checkout">Get Ropewalk Pro</a></div>` +
  `<section id="compare"><div class="wrap"><div class="head"><div class="label">${eyebrow}</div><h2>The core is free. Pro is the lens.</h2><p>Every saving ships in the open core.</p></div>` +
  `<div class="compare"><div class="plan"><div class="tier"><span class="name">Free</span><span class="tag">Open source · forever</span></div><ul><li>Log trimming</li><li>Savings total</li></ul></div>` +
  `<div class="plan pro"><div class="tier"><span class="name">Pro</span><span class="tag">$6/mo</span></div><ul><li>Savings by week</li><li>CSV export</li></ul></div></div></div></section>` +
  `<div class="close wrap"><h2>Start free.</h2><a class="buy" href="/checkout">Get Ropewalk Pro</a><div class="note">$6/mo · cancel anytime</div></div>` +
  `</body></html>`;
const OFFER_URL = "https://ropewalk.example/pro";
const offer = (html: string) => extractSite([{ url: OFFER_URL, html }], { url: OFFER_URL, abstain: false }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period }));

describe("rules89f: a free card named in its slot beside the one paid card", () => {
  test("the Free / Pro row under a 'free vs pro' eyebrow is read as the plans (fails without the rule)", () => {
    const plans = offer(offerPage("free vs pro"));
    expect(plans.map((p) => p.name)).toEqual(["Free", "Pro"]);
    expect(plans[1]).toEqual({ name: "Pro", amount: 6, period: "month" });
  });

  test("a comparison of costs stays one: 'Ropewalk vs paying per tool' over the same row is not read as plans", () => {
    const plans = offer(offerPage("ropewalk vs paying per tool"));
    expect(plans.some((p) => p.name === "Free")).toBe(false);
  });
});
