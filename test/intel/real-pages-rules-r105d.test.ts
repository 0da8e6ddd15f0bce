/**
 * Round 105, part d, on real pages (issue 25; session 44): a hosting plan's bare price set in the
 * slot its markup marks as the monthly side of the card's own billing switch
 * (`data-index="monthly-price-2"` beside an empty `data-index="yearly-price-2"`) is a price by the
 * month, though the card prints no "/month" beside it (marked-month-slot.ts) — in a card grid and
 * in a comparison table's header cells alike.
 *
 * And its failure side: a bare price whose slot names the month with no annual slot in the card
 * (a promotion classed "monthly-deal"), or a bare price with no marked slot at all, keeps no period
 * (round 19d: a period is never borrowed from the cards beside it).
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://tinyharbor.example/pricing";
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing - Tiny Harbor Hosting</title></head><body><main><h1>Web hosting plans</h1><section class="pricing">${body}</section></main></body></html>`;
const slots = (i: number, price: string, period: string) =>
  `<div class="plan-box__prices"><div class="plan-box__price-item tab-pane is-active" data-slot="monthly-price-${i}"><span class="plan-box__sign">$</span><span class="plan-box__amount">${price}</span>${period ? `<span class="plan-box__per">${period}</span>` : ""}</div><div class="plan-box__price-item tab-pane" data-slot="yearly-price-${i}"><span class="plan-box__amount"></span></div></div>`;
const resources = `<ul><li>2 vCPU</li><li>40 GB NVMe storage</li><li>Unmetered bandwidth</li><li>Free SSL</li></ul>`;
const card = (name: string, prices: string) => `<div class="plan-box"><h3 class="plan-box__title">${name}</h3><p>Fast sites on fast disks</p>${prices}${resources}<a href="/order?plan=${name.toLowerCase()}">Order now</a></div>`;
const plans = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => `${p.name}: ${p.amount} ${p.period}`);

describe("rules105d: a bare price in the monthly slot of the card's own switch", () => {
  test("a card grid whose last card prints no period", () => {
    const got = plans(page(card("Pebble", slots(1, "4.50", "/month")) + card("Boulder", slots(2, "9.50", "/month")) + card("Summit", slots(3, "18.50", ""))));
    expect(got).toContain("Pebble: 4.5 month");
    expect(got).toContain("Boulder: 9.5 month");
    expect(got).toContain("Summit: 18.5 month");
  });

  test("a comparison table whose header cells hold the slots", () => {
    const th = (name: string, prices: string) => `<td class="compare__head"><h3>${name}</h3>${prices}<a href="/order?plan=${name.toLowerCase()}">Add to cart</a></td>`;
    const table = `<table class="compare"><thead><tr><td></td>${th("Pebble", slots(1, "4.50", "/month"))}${th("Boulder", slots(2, "9.50", "/month"))}${th("Summit", slots(3, "18.50", ""))}</tr></thead><tbody><tr><td>Storage</td><td>20 GB</td><td>40 GB</td><td>Unlimited</td></tr><tr><td>Websites</td><td>1</td><td>5</td><td>Unlimited</td></tr></tbody></table>`;
    const got = plans(page(table));
    expect(got).toContain("Summit: 18.5 month");
    expect(got).toContain("Pebble: 4.5 month");
  });
});

describe("rules105d: what keeps no period", () => {
  test("a slot that names the month with no annual slot in the card", () => {
    const lone = (i: number, price: string, period: string) => `<div class="plan-box__price monthly-deal-${i}"><span>$</span><span>${price}</span>${period ? `<span>${period}</span>` : ""}</div>`;
    const got = plans(page(card("Pebble", lone(1, "4.50", "/month")) + card("Boulder", lone(2, "9.50", "/month")) + card("Summit", lone(3, "18.50", ""))));
    expect(got).toContain("Summit: 18.5 null");
  });

  test("a bare price with no marked slot beside month cards", () => {
    const plain = (price: string, period: string) => `<div class="plan-box__price"><span>$</span><span>${price}</span>${period ? `<span>${period}</span>` : ""}</div>`;
    const got = plans(page(card("Pebble", plain("4.50", "/month")) + card("Boulder", plain("9.50", "/month")) + card("Summit", plain("18.50", ""))));
    expect(got).toContain("Summit: 18.5 null");
  });
});
