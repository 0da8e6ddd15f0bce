/**
 * Round 96, part e, on real pages (issue 25; session 42): a free card missed or misnamed beside a
 * paid one, when the paid card's own inner blocks were taken for structure.
 *
 * 1. The search for a lone priced card's free sibling (plans-page.ts `findGroups`) stopped at the
 *    first level whose children were two headed blocks — the priced card's own header (name and
 *    price) and its body under a sub-heading ("What's included"). Those are one card's blocks, not
 *    a row: with no free, contact or priced block among them the search goes on to the row, where
 *    the "free / forever" card beside it is found.
 * 2. A name-classed box holding the card's name, a tagline and the price, each a block of its own
 *    (name-tail.ts `boxLead`), names the plan by its first block, not by the words before the
 *    price ("Free Try the app").
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL_ = "https://tunewell.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing - Tunewell</title></head><body><main><h1>Tunewell pricing</h1><p>Tools for people who write songs.</p>${body}</main></body></html>`;
const read = (body: string) => extractSite([{ url: URL_, html: page(body) }], { url: URL_, abstain: false });
const names = (body: string) => read(body).plans.map((p) => `${p.name}: ${p.free ? "free" : `${p.amount} ${p.period}`}`);

/** A card whose header holds its name and price and whose body opens with a sub-heading of its own. */
const card = (name: string, price: string, extra = "") => `<div class="col col-half">
  <div class="tile">
    <div class="tile-header"><h3>${name}</h3><span class="amount">${price}</span></div>
    <div class="tile-body"><ul><li>Chord finder</li><li>Metronome</li></ul><h5>Also in ${name}</h5><ul><li>Scale charts</li>${extra}</ul></div>
    <div class="tile-footer"><a class="btn" href="/app">Open ${name}</a></div>
  </div></div>`;

describe("rules96e: a lone priced card's header and body are no row of cards", () => {
  const row = (free: string) => `<section id="plans"><div class="row">${card("Starter", free)}${card("Plus", "$ 4 / month")}</div></section>`;

  test("the free card beside it, its price the free word over 'forever', is read", () => {
    expect(names(row('<span class="word">free</span> <span class="small">/ forever</span>'))).toEqual(["Starter: free", "Plus: 4 month"]);
  });

  test("the priced card's body, under its sub-heading, is never a plan of its own", () => {
    const got = names(row('<span class="word">free</span> <span class="small">/ forever</span>'));
    expect(got.some((n) => /Also in/.test(n))).toBe(false);
  });

  test("a sibling that is no free, contact or priced card still adds nothing", () => {
    const aside = `<section id="plans"><div class="row">${card("Plus", "$ 4 / month")}<div class="col col-half"><div class="tile"><div class="tile-header"><h3>Why Tunewell</h3></div><div class="tile-body"><p>Built by musicians for musicians, with care.</p></div></div></div></div></section>`;
    expect(names(aside)).toEqual(["Plus: 4 month"]);
  });
  // (Beyond the card's own blocks only a free card with no figure is a twin: add-on cards priced
  // "+$4" with a "Request a demo" button are no contact plans — the real-like site "lattice" holds it.)
});

describe("rules96e: a heading box of name, tagline and price names the plan by its first block", () => {
  const box = (name: string, tagline: string, price: string, per: string) => `<div class="offer">
    <div class="offer-heading"><p class="label big">${name}</p>${tagline}<div class="price-line"><div class="big">${price}</div><div class="sub">${per}</div></div></div>
    <ul><li>Daily exports</li><li>Cloud backup</li></ul><a class="btn" href="/get">Get it</a></div>`;
  const grid = (tag: (t: string) => string) =>
    `<section><div class="offers">${box("Free", tag("Try Tunewell"), "$0", "Forever free")}${box("Monthly", tag("For regular writers"), "$7.99", "per month")}${box("Yearly", tag("Two months off"), "$79.99", "per year")}</div></section>`;

  test("name, a styled tagline block and the price: the name is the first block", () => {
    expect(names(grid((t) => `<p class="label small muted">${t}</p>`))).toEqual(["Free: free", "Monthly: 7.99 month", "Yearly: 79.99 year"]);
  });

  test("a name broken over two plain blocks before the price stays one name", () => {
    const two = `<section><div class="offers">${["Team", "Studio"].map((n, i) => `<div class="offer"><div class="offer-heading"><p>${n}</p><p>Plus</p><div class="price-line">$${(i + 1) * 10} per month</div></div><ul><li>Daily exports</li><li>Cloud backup</li></ul><a class="btn" href="/get">Get it</a></div>`).join("")}</div></section>`;
    expect(names(two)).toEqual(["Team Plus: 10 month", "Studio Plus: 20 month"]);
  });

  test("a name block right over its price block is read as before", () => {
    expect(names(grid(() => ""))).toEqual(["Free: free", "Monthly: 7.99 month", "Yearly: 79.99 year"]);
  });
});
