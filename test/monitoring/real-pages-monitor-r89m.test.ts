/**
 * Round 89m (issue 25: price changes missed on real version pairs): a card by the month that adds,
 * under its price, what a year paid ahead comes to — "€540 paid once for 12 months", in another
 * language "540 € enkratno za 12 mesecev" — offers the annual side. That note was read as the
 * card's one-time price (and dropped beside the month's price), so a version that began offering a
 * year ahead showed no change. A sum paid once for twelve months is the year: the card's annual
 * side by the month, and monitoring sees "billed annually now offered". A sum paid once for
 * another span, and a bare "for 3 months" (an introductory offer), are no annual side. Pages of
 * ours: a bakery-scheduling tool, two versions.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const URL_ = "https://crumbplan.example/pricing";
const card = (name: string, month: string, note: string, bullets: string[]) =>
  `<div class="tier"><h3>${name}</h3><div class="cost"><b>€${month}</b><span>/ month</span></div>` +
  (note ? `<div class="ahead">${note}</div>` : "") +
  `<ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/signup?tier=${name.toLowerCase()}">Start ${name}</a></div>`;
const page = (notes: [string, string, string]) =>
  `<!doctype html><html><head><title>Pricing — Crumbplan</title></head><body><main><h1>Plans for every bakery</h1><div class="tiers">` +
  card("Oven", "45", notes[0], ["One shop", "Daily bake plan"]) +
  card("Bakehouse", "90", notes[1], ["Three shops", "Daily bake plan", "Flour stock alerts"]) +
  card("Guild", "180", notes[2], ["Unlimited shops", "Flour stock alerts", "Wholesale orders"]) +
  `</div></main></body></html>`;
const OLD = page(["", "", ""]);
const NEW = page(["€378 paid once for 12 months · save €162", "€756 paid once for 12 months · save €324", "€1,512 paid once for 12 months · save €648"]);
const NEW_SL = page(["378 € enkratno za 12 mesecev", "756 € enkratno za 12 mesecev", "1.512 € enkratno za 12 mesecev"]);
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const sides = (html: string) => read(html).plans.map((p) => [p.name, p.amount, p.period, p.annual_amount]);

describe("a year paid once, under a card's monthly price (round 89m)", () => {
  test("the sum for twelve months is the card's annual side, by the month", () => {
    const want = [
      ["Oven", 45, "month", 31.5],
      ["Bakehouse", 90, "month", 63],
      ["Guild", 180, "month", 126],
    ];
    expect(sides(NEW)).toEqual(want);
    expect(sides(NEW_SL)).toEqual(want);
  });

  test("a version that starts offering the year ahead is a price change on each plan", () => {
    const cs = diffFacts(read(OLD), read(NEW)).filter((c) => c.type === "pricing_change").map((c) => c.subject).sort();
    expect(cs).toEqual(["Bakehouse", "Guild", "Oven"]);
  });

  test("a sum paid once for another span, or a bare 'for 3 months', is no annual side", () => {
    for (const notes of [
      ["€120 paid once for 3 months", "€240 paid once for 3 months", "€480 paid once for 3 months"],
      ["€1 for 3 months", "€2 for 3 months", "€3 for 3 months"],
    ] as [string, string, string][]) {
      expect(sides(page(notes))).toEqual([
        ["Oven", 45, "month", null],
        ["Bakehouse", 90, "month", null],
        ["Guild", 180, "month", null],
      ]);
    }
  });
});
