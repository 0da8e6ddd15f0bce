/**
 * Round 92, part g, on real pages (issue 25): offers said by their buy links. A seller of things
 * paid once shows no card: the links to its checkout say what is sold and what it costs ("Buy
 * Lifetime — $10", a list of packs "2,000 Line Icons $49" and a bundle at a struck price). On a
 * site where no reader found a plan, and a page that bills nothing by the month or year, each such
 * link is an offer paid once (extract/buy-links.ts). Links that name no thing ("Buy now — $10"), a
 * page that bills by the month, and a name shown at two prices are not read.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buyLinkPlans } from "../../src/intel/extract/buy-links";
import { buildPage } from "../../src/intel/page";

const URL = "https://glyphmoss.example/";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Glyphmoss — hand-drawn icons for product teams</title></head><body><main>` +
  `<header><h1>Icons that feel drawn, not generated</h1><p>Every pack ships as SVG, PNG and a design-tool library.</p></header>` +
  `<section id="buy" class="shop">${body}</section>` +
  `<footer><p>Questions? Write to us any time.</p></footer>` +
  `</main></body></html>`;
const packs =
  `<div class="edition"><h3>Starter</h3><p>The interface basics, in the weight you like.</p><ul>` +
  `<li><a href="https://checkout.example/products/101/purchase"><span class="em">✏️</span>2,000 Line Icons<span>$49</span></a></li>` +
  `<li><a href="https://checkout.example/products/102/purchase"><span class="em">🖌️</span>2,000 Solid Icons<span>$49</span></a></li>` +
  `</ul><div class="bundle"><a href="https://checkout.example/bundles/100/purchase"><span class="em">📦</span>All 4,000 Icons<span><em>$98</em>$69</span></a><p>Both weights for less.</p></div></div>`;
/** A home page with no pricing section: its links to buy are all it says of prices. */
const home = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Glyphmoss</title></head><body><main><h1>Icons that feel drawn</h1><p>Hand-drawn icons for product teams.</p>${body}</main></body></html>`;
const plansOf = (html: string, abstain: boolean) =>
  extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period as string | null }));

describe("rules92g: offers said by their buy links", () => {
  test("a list of pack links and a bundle at a struck price: three offers paid once (fails without the rule)", () => {
    const want = [
      { name: "2,000 Line Icons", amount: 49, period: "one_time" },
      { name: "2,000 Solid Icons", amount: 49, period: "one_time" },
      { name: "All 4,000 Icons", amount: 69, period: "one_time" },
    ];
    expect(plansOf(page(packs), false)).toEqual(want);
    expect(plansOf(page(packs), true)).toEqual(want);
  });

  test("a home page's one link that buys a named licence after a trial: the licence, paid once (fails without the rule)", () => {
    const html = home(
      `<p>Try every pack free for 14 days, then keep them.</p><a class="btn" href="/download">Download the trial</a>` +
        `<a class="btn" href="https://pay.example/x/77">Buy Forever Licence — $15</a>`,
    );
    expect(plansOf(html, false)).toEqual([{ name: "Forever Licence", amount: 15, period: "one_time" }]);
    expect(plansOf(html, true)).toEqual([{ name: "Forever Licence", amount: 15, period: "one_time" }]);
  });

  test("a home page with no pricing section: only a link that says it is bought once is read", () => {
    expect(plansOf(home(`<a class="btn" href="https://pay.example/x/77">Buy Glyphmoss — $15</a>`), false)).toEqual([]);
    expect(plansOf(home(`<a class="btn" href="https://pay.example/x/77">Buy Lifetime — $15</a>`), false)).toEqual([{ name: "Lifetime", amount: 15, period: "one_time" }]);
  });

  test("links that do not buy, or speak of renewing, are no offers: a menu of links, a subscription's page", () => {
    const menu = buildPage({ url: URL, html: page(`<a href="/starter">Starter – $9</a><a href="/pro">Pro – $29</a>`) });
    expect(buyLinkPlans(menu)).toEqual([]);
    const renews = buildPage({ url: URL, html: page(`<p>Renews automatically; cancel any time.</p><a href="https://pay.example/1">Buy Glyphmoss — $15</a>`) });
    expect(buyLinkPlans(renews)).toEqual([]);
  });

  test("links that name no thing bought are no offers: 'Buy now', 'Pay with card', 'Get started'", () => {
    const p = buildPage({
      url: URL,
      html: page(`<a href="https://pay.example/1">Buy now — $15</a><a href="https://pay.example/2">Pay with card — $15</a><a href="/start">Get Started Now - $15</a>`),
    });
    expect(buyLinkPlans(p)).toEqual([]);
  });

  test("a page that bills by the month is left to the other readers", () => {
    const p = buildPage({ url: URL, html: page(packs + `<p>Or stream every icon for $9/month.</p>`) });
    expect(buyLinkPlans(p)).toEqual([]);
  });

  test("a period on the short line under a price bills by the month too; a sentence under it does not", () => {
    const monthly = buildPage({ url: URL, html: page(packs + `<div class="stream"><p>Stream every icon</p><p>$9</p><p>/ month</p></div>`) });
    expect(buyLinkPlans(monthly)).toEqual([]);
    const trial = buildPage({ url: URL, html: page(`<a href="https://pay.example/1">Buy Glyphmoss — $15</a><p>30 days to try it. Not for you? Write and we refund you, every cent.</p>`) });
    expect(buyLinkPlans(trial).map((p) => [p.name, p.amount, p.period])).toEqual([["Glyphmoss", 15, "one_time"]]);
  });

  test("a name shown at two prices is no offer of one price", () => {
    const p = buildPage({ url: URL, html: page(`<a href="https://pay.example/1">Buy Studio — $15</a><a href="https://pay.example/2">Buy Studio — $25</a>`) });
    expect(buyLinkPlans(p)).toEqual([]);
  });
});
