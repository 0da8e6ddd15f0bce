/**
 * Round 89, part f, on real pages (issue 25): a free edition beside licences paid once. A row of
 * cards built of divs ("Free" at "$0", "Pro" at "$149" over "One-time payment", "Team" at "$399"
 * over "One-time · up to 5 seats") has no card by the month or the year, so the named-row test
 * (named-card-row.ts) did not keep it a group of its own, and a section below it that names the
 * yearly update fee ("$59/year for continued updates") folded the whole grid in as one card: the
 * paid licences were lost. A row with a free card and a card its own words say is paid once now
 * stays a group. A row of service cards paid once with no free card is folded as before.
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
