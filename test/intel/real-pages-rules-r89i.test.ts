/**
 * Round 89, part i, on real pages (issue 25): robustness on pages with many prices. `findPrices`
 * returns at most fifty tokens a call (a card, a line, a sentence never holds more), and the page
 * scan read each 20,000-character window with that cap: a grid whose every card lists its billing
 * periods as options, each with its total and its saving, holds more than fifty prices in a few
 * thousand characters (or cards that list their add-ons' prices), and every card after the fiftieth
 * price was read as no card at all. The scan
 * now reads each window up to the page's own bound (plans-page.ts `findPricesBounded`). What that
 * exposed, as rules of their own: a flat price restated per user far below it ("$3,000.00/mo" over
 * "$6/user/month") does not make the plan per user (per-user-share.ts); and a comparison's column
 * for the site, its name led by an avatar's monogram ("L Larkspan"), is still the site's own, so the
 * rivals beside it are no plans (rivals.ts). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { findPrices } from "../../src/intel/extract/money";

const URL = "https://larkspan.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Larkspan — private tunnels for small teams</title></head><body><main><section class="hero"><h1>Private tunnels, simply</h1><p>Larkspan keeps your team's traffic private.</p></section><section id="pricing"><h2>Pricing</h2>${body}</section></main></body></html>`;
const read = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => ({ name: p.name, amount: p.amount, period: p.period, per_user: p.per_user }));

/** A plan card that lists its add-ons' prices under its own: eleven prices a card, sixty-six in the grid. */
const REGIONS = ["Frankfurt", "Oslo", "Tokyo", "Toronto", "Sydney", "Madrid", "Dublin", "Lagos", "Seoul", "Lima"];
const addOnCard = (name: string, month: number) =>
  `<div class="card"><h3>${name}</h3><div class="price">$${month}<span>/mo</span></div><a class="cta" href="/signup">Start trial</a><p>Add a dedicated exit region:</p><ul>${REGIONS.map((r, i) => `<li>${r} <span>+$${i + 3}/mo</span></li>`).join("")}</ul></div>`;

describe("rules89i: pages with many prices", () => {
  test("the cards after the fiftieth price of a window are read (fails without the rule)", () => {
    const names = ["Office 5", "Office 10", "Office 25", "Office 50", "Office 100", "Office 250"];
    const html = page(`<div class="grid">${names.map((n, i) => addOnCard(n, 50 * (i + 1))).join("")}</div>`);
    expect(findPrices(html.replace(/<[^>]+>/g, " ")).length).toBe(50);
    expect(findPrices(html.replace(/<[^>]+>/g, " "), 200).length).toBe(66);
    expect(read(html).map((p) => [p.name, p.amount, p.period])).toEqual(names.map((n, i) => [n, 50 * (i + 1), "month"]));
  });

  test("a flat price restated per user far below it is not per user; a price per user stays (fails without the rule)", () => {
    const card = (name: string, seats: string, price: string, share: string) =>
      `<div class="card"><h3>${name}</h3><p>${seats} users</p><div class="box"><div class="label">Billed every 2 years</div><div class="price">${price}<span>/mo</span></div><div class="note">${share}/user/month</div></div><a href="/contact">Get started</a></div>`;
    const html = page(`<div class="grid">${card("Fleet 200", "200", "$1,400.00", "$7")}${card("Fleet 500", "500", "$3,000.00", "$6")}${card("Fleet 1K", "1,000", "$5,000.00", "$5")}</div>`);
    expect(read(html).map((p) => [p.name, p.amount, p.per_user])).toEqual([
      ["Fleet 200", 1400, false],
      ["Fleet 500", 3000, false],
      ["Fleet 1K", 5000, false],
    ]);
    const perSeat = (name: string, price: string) => `<div class="card"><h3>${name}</h3><div class="box"><div class="price">${price}<span>/user/month</span></div><div class="note">Billed monthly</div></div><a href="/signup">Start</a></div>`;
    expect(read(page(`<div class="grid">${perSeat("Crew", "$8")}${perSeat("Guild", "$14")}</div>`)).map((p) => [p.name, p.amount, p.per_user])).toEqual([
      ["Crew", 8, true],
      ["Guild", 14, true],
    ]);
  });

  test("a comparison whose own column is led by an avatar's monogram is no set of plans (fails without the rule)", () => {
    const cards = `<div class="grid"><div class="card"><h3>Solo</h3><p class="price">$7/mo</p><a href="/signup">Start</a></div><div class="card"><h3>Crew</h3><p class="price">$19/mo</p><a href="/signup">Start</a></div></div>`;
    const table = `<section><h2>How we compare</h2><table><thead><tr><th>Feature</th><th><span class="avatar">L</span>Larkspan</th><th>Harborline</th><th>Quillnet</th><th>Tidewall</th></tr></thead><tbody><tr><td>Price</td><td>$7/mo</td><td>$11.95/mo</td><td>$12.49/mo</td><td>$10.99/mo</td></tr><tr><td>Devices</td><td>Unlimited</td><td>5</td><td>6</td><td>8</td></tr></tbody></table></section>`;
    expect(read(page(cards + table)).map((p) => [p.name, p.amount])).toEqual([
      ["Solo", 7],
      ["Crew", 19],
    ]);
  });
});
