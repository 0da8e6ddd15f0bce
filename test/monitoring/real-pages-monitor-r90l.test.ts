/**
 * Round 90l (issue 25: price changes monitoring missed on version pairs read right): a struck
 * former price beside a charged price that held — a launch discount shown ("€45 ~~€60~~"), ended,
 * or re-marked to a deeper cut — is a change of the plan's price a customer wants to hear of, and
 * readers wrote it so on seven development sites; the diff compared only the charged price and said
 * nothing (src/monitoring/list-price-moves.ts). A struck figure that is no discount off the same
 * offer (a rounding "€45.50" beside €45, the year's bill twelve times the month's price) stays no
 * change, and a charged price that moved is its own one change as before. The scorer takes a
 * reader's message about the plan's struck price as the same event. Pages of ours: a kennel-booking
 * tool, three cards by the month and a one-time setup pack.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";
import { scoreCase } from "./score-case.ts";

const URL_ = "https://kennelbook.example/pricing";
const card = (name: string, price: string, struck: string, bullets: string[]) =>
  `<div class="tier"><h3>${name}</h3><div class="cost">${struck ? `<s class="was">${struck}</s> ` : ""}<b>${price}</b></div>` +
  `<ul>${bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/signup?tier=${name.toLowerCase()}">Choose ${name}</a></div>`;
type Struck = [string, string, string, string];
const page = (struck: Struck, prices: [string, string, string, string] = ["€19 / month", "€45 / month", "€90 / month", "€250 one-time"]) =>
  `<!doctype html><html><head><title>Pricing — Kennelbook</title></head><body><main><h1>Bookings for every kennel</h1><div class="tiers">` +
  card("Pup", prices[0], struck[0], ["10 kennels", "Online booking"]) +
  card("Pack", prices[1], struck[1], ["40 kennels", "Online booking", "Vaccination reminders"]) +
  card("Kennel Club", prices[2], struck[2], ["Unlimited kennels", "Vaccination reminders", "Owner app"]) +
  card("Setup Pack", prices[3], struck[3], ["Data import", "Staff training call"]) +
  `</div></main></body></html>`;
const PLAIN: Struck = ["", "", "", ""];
const OFFER: Struck = ["", "€60", "€120", "€400"];
const DEEPER: Struck = ["", "€75", "€120", "€400"];
const read = (html: string) => extractSite([{ url: URL_, html }], { url: URL_ });
const priceChanges = (a: string, b: string) =>
  diffFacts(read(a), read(b))
    .filter((c) => c.type === "pricing_change")
    .map((c) => c.summary)
    .sort();

describe("a struck list price shown, ended or moved beside a held price (round 90l)", () => {
  test("the pages read each card's charged price, and its struck one as the list price", () => {
    const plans = read(page(OFFER)).plans.map((p) => [p.name, p.amount, p.period, p.list_amount]);
    expect(plans).toEqual([
      ["Pup", 19, "month", null],
      ["Pack", 45, "month", 60],
      ["Kennel Club", 90, "month", 120],
      ["Setup Pack", 250, "one_time", 400],
    ]);
  });

  test("a discount shown where there was none is a price change of each plan that shows it", () => {
    expect(priceChanges(page(PLAIN), page(OFFER))).toEqual([
      "Kennel Club: €90/month → €90/month (list €120) (discount shown)",
      "Pack: €45/month → €45/month (list €60) (discount shown)",
      "Setup Pack: €250 one-time → €250 one-time (list €400) (discount shown)",
    ]);
  });

  test("a discount that ended, and a struck price re-marked, are price changes too", () => {
    expect(priceChanges(page(OFFER), page(PLAIN))).toEqual([
      "Kennel Club: €90/month (list €120) → €90/month (discount ended)",
      "Pack: €45/month (list €60) → €45/month (discount ended)",
      "Setup Pack: €250 one-time (list €400) → €250 one-time (discount ended)",
    ]);
    expect(priceChanges(page(OFFER), page(DEEPER))).toEqual(["Pack: €45/month (list €60) → €45/month (list €75) (list price moved)"]);
    expect(priceChanges(page(OFFER), page(OFFER))).toEqual([]);
  });

  test("a charged price that moved is one change, whatever its struck price did", () => {
    const moved = page(DEEPER, ["€19 / month", "€49 / month", "€90 / month", "€250 one-time"]);
    expect(priceChanges(page(OFFER), moved)).toEqual(["Pack: €45/month → €49/month (+8.9%)"]);
  });

  test("a struck figure that is no discount off the offer is no change", () => {
    // A rounding beside the price (under 5% above it) and a figure over ten times it (the year's bill).
    const near: Struck = ["€19.50", "€46", "", ""];
    const year: Struck = ["€228", "€540", "", ""];
    for (const odd of [near, year]) {
      expect(priceChanges(page(PLAIN), page(odd))).toEqual([]);
      expect(priceChanges(page(odd), page(PLAIN))).toEqual([]);
    }
  });

  describe("the scorer: a reader's message about the plan's struck price is the same event", () => {
    const dir = mkdtempSync(join(tmpdir(), "r90l-scorer-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const score = (slug: string, changes: Parameters<typeof scoreCase>[5]) => scoreCase(dir, URL_, slug, page(OFFER), page(PLAIN), changes);

    test("written as a price change or as the plan's message, each label is found", () => {
      expect(score("as-price", [
        { type: "pricing_change", plan: "Pack", before: "€45 / month (€60 struck)", after: "€45 / month" },
        { type: "pricing_change", plan: "Kennel Club", before: "€90 / month (€120 struck)", after: "€90 / month" },
        { type: "pricing_change", plan: "Setup Pack", before: "€250 one-time (€400 struck)", after: "€250 one-time" },
      ])).toEqual({ found: 3, expected: 3, falses: 0 });
      expect(score("as-message", [
        { type: "messaging_change", plan: "Pack", before: "€45 / month, 25% off, €60 struck", after: "€45 / month" },
        { type: "messaging_change", plan: "Kennel Club", before: "€90 / month, €120 struck", after: "€90 / month" },
        { type: "messaging_change", plan: "Setup Pack", before: "€250 one-time, €400 struck", after: "€250 one-time" },
      ])).toEqual({ found: 3, expected: 3, falses: 0 });
    });

    test("a message that does not give the struck figure on its side, or names another plan, is not it", () => {
      expect(score("other-figure", [{ type: "messaging_change", plan: "Pack", before: "€45 / month, €70 struck", after: "€45 / month" }])).toEqual({ found: 0, expected: 1, falses: 3 });
      expect(score("still-shown", [{ type: "messaging_change", plan: "Pack", before: "€45 / month, €60 struck", after: "€45 / month, €60 struck" }])).toEqual({ found: 0, expected: 1, falses: 3 });
      expect(score("other-plan", [{ type: "messaging_change", plan: "Pup", before: "€19 / month, €60 struck", after: "€19 / month" }])).toEqual({ found: 0, expected: 1, falses: 3 });
    });
  });
});
