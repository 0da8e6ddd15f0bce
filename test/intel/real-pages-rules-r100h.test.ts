/**
 * Round 100, part h, on real pages (issue 25; session 43): hosting plans named by their resources.
 * A game-server or VPS host titles each card by its memory size, the figure glued to its unit
 * ("2GB RAM", "16GB"), often set in bold with a break closing the bold element and the card's
 * tagline under it ("<strong>2GB RAM<br></strong>Recommended for 20 players").
 * (resource-size.ts, read by plans-page.ts `planName`; name-tail.ts reads the break inside the bold.)
 *
 * And its failure side: a size that is a feature line of a card that has a name, a size in the middle
 * of a sentence, and a figure with another unit ("10users") name nothing.
 *
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { resourceSizeName } from "../../src/intel/extract/resource-size";

const URL_ = "https://pinecraft-hosting.example/servers";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Servers - Pinecraft Hosting</title></head><body><main><h1>Block game servers</h1><p>Servers for your friends, set up in a minute.</p>${body}</main></body></html>`;
const read = (body: string) => extractSite([{ url: URL_, html: page(body) }], { url: URL_, abstain: false });
const names = (body: string) => read(body).plans.map((p) => `${p.name}: ${p.amount} ${p.currency} ${p.period}`);

const sizeCard = (title: string, price: string) => `<div class="plan col-lg-3">
  <div class="plan-header"><h3 class="plan-title">${title}</h3>
  <div class="plan-price"><span class="price-value">$</span><span class="price-figure">${price}</span><small class="price-term"><br>per month</small></div></div>
  <div class="plan-body"><ul><li>Unmetered disk</li><li>Daily backups</li><li>Panel access</li></ul></div></div>`;
const grid = (...c: string[]) => `<section class="pricing-table"><div class="container"><div class="media-container-row">${c.join("")}</div></div></section>`;

describe("rules100h: a card titled by its memory size is a plan named by it", () => {
  test("'<strong>2GB RAM<br></strong>For 10 players' cards: named '2GB RAM' …, priced by the month", () => {
    const body = grid(
      sizeCard("<strong>2GB RAM<br></strong>For 10 players", "6.50"),
      sizeCard("<strong>4GB RAM<br></strong>For 25 players", "12.50"),
      sizeCard("<strong>8GB RAM<br></strong>For 60 players", "22.00"),
    );
    expect(names(body)).toEqual(["2GB RAM: 6.5 USD month", "4GB RAM: 12.5 USD month", "8GB RAM: 22 USD month"]);
  });

  test("a bare size as the title ('16GB')", () => {
    const body = grid(sizeCard("16GB", "30"), sizeCard("32GB", "55"));
    expect(names(body)).toEqual(["16GB: 30 USD month", "32GB: 55 USD month"]);
  });

  test("the sizes the reader takes", () => {
    expect(resourceSizeName("2GB RAM")).toBe(true);
    expect(resourceSizeName("512MB")).toBe(true);
    expect(resourceSizeName("1.5 GB")).toBe(true);
    expect(resourceSizeName("1TB SSD")).toBe(true);
  });
});

describe("rules100h: what names no plan", () => {
  test("a card that has a name keeps it: its size line is a feature", () => {
    const named = (name: string, price: string) => `<div class="plan col-lg-3"><h3>${name}</h3><p>4GB RAM</p>
      <div class="plan-price"><span>$</span><span>${price}</span><small> per month</small></div><ul><li>Daily backups</li></ul></div>`;
    expect(names(grid(named("Starter", "5"), named("Pro", "9")))).toEqual(["Starter: 5 USD month", "Pro: 9 USD month"]);
  });

  test("a figure with another unit or a size inside a sentence is no size name", () => {
    expect(resourceSizeName("10users")).toBe(false);
    expect(resourceSizeName("12GBit uplink")).toBe(false);
    expect(resourceSizeName("Up to 2GB RAM")).toBe(false);
    expect(resourceSizeName("20000GB")).toBe(false);
  });

  test("a bold name with a break inside it and a one-word tail stays one name", () => {
    const body = grid(sizeCard("<strong>Viena<br></strong>diena", "4"), sizeCard("<strong>Divas<br></strong>dienas", "7"));
    expect(names(body)).toEqual(["Viena diena: 4 USD month", "Divas dienas: 7 USD month"]);
  });
});
