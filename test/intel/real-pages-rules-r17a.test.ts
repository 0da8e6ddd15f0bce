/**
 * Round 17, part a, on real pages (issue 25; docs/intel.md, "Round 17, part a"): prices paid once
 * on pages that never say "one-time". Developed on waves 2–10, checked on wave 11's totals. Each
 * rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://vendor.example/pricing";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Vendor pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const read = (body: string, lang = "en") =>
  extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

const card = (name: string, price: string, button: string) =>
  `<div class="offer"><h3>${name}</h3><div class="price">${price}</div><ul><li>Report as PDF</li><li>Call to go through it</li></ul><a href="/go">${button}</a></div>`;

describe("rules17a: a set of bare prices on a page that prices nothing by the month or year", () => {
  test("cards whose buttons buy are paid once", () => {
    const grid = `<div class="offers">${card("Small key", "$4", "Purchase")}${card("Large key", "$9", "Purchase")}</div>`;
    expect(read(grid)).toEqual([
      ["Small key", 4, "one_time"],
      ["Large key", 9, "one_time"],
    ]);
  });
  test("'no subscription' said far from the cards, in the page's language, makes them paid once", () => {
    const grid = `<div class="offers">${card("Tjek", "1.200 kr", "Vælg")}${card("Sprint", "6.400 kr", "Vælg")}</div>`;
    const far = `<section><h2>Hvorfor os</h2><p>Vi arbejder hurtigt.</p></section><section><h2>Kort fortalt</h2><p>Fast pris. Ingen abonnement.</p></section>`;
    expect(read(grid + far, "da")).toEqual([
      ["Tjek", 1200, "one_time"],
      ["Sprint", 6400, "one_time"],
    ]);
  });
  test("monthly evidence anywhere keeps the period unsaid: a period switch, a subscribe button (a price per month elsewhere no longer: round 26a)", () => {
    const buy = `<div class="offers">${card("Small key", "$4", "Purchase")}${card("Large key", "$9", "Purchase")}</div>`;
    // Round 26a (service-cards.ts): a set of bare prices beside another thing billed by the month is
    // a set of things bought once — the construction development's readers case paid once.
    expect(read(buy + `<p>Support plan: $15/month</p>`).map((p) => p[2]).slice(0, 2)).toEqual(["one_time", "one_time"]);
    expect(read(`<div class="switch"><button>Monthly</button><button>Yearly</button></div>` + buy).map((p) => p[2])).not.toContain("one_time");
    const mixed = `<div class="offers">${card("Small key", "$4", "Purchase")}${card("Large key", "$9", "Purchase")}${card("Team", "$19", "Subscribe")}</div>`;
    expect(read(mixed).map((p) => p[2])).toEqual([null, null, null]);
  });
  test("cards with sign-up buttons on a page that states no recurrence anywhere are paid once too (round 22b)", () => {
    const grid = `<div class="offers">${card("Small", "$4", "Get it")}${card("Large", "$9", "Get it")}</div>`;
    expect(read(grid)).toEqual([
      ["Small", 4, "one_time"],
      ["Large", 9, "one_time"],
    ]);
  });
});

describe("rules17a: a bare price named a pack, a licence or credits", () => {
  test("is paid once even beside a card priced by the month", () => {
    const grid = `<div class="offers">${card("Hosting", "$12/month", "Choose")}${card("Pack Launch", "$300", "Choose")}${card("Pack Grow", "$700", "Choose")}</div>`;
    expect(read(grid)).toEqual([
      ["Hosting", 12, "month"],
      ["Pack Launch", 300, "one_time"],
      ["Pack Grow", 700, "one_time"],
    ]);
  });
  test("a bare price with another name is not paid once: its period stays unsaid (never the set's month, round 19d)", () => {
    const grid = `<div class="offers">${card("Hosting", "$12/month", "Choose")}${card("Care", "$30", "Choose")}</div>`;
    expect(read(grid)).toEqual([
      ["Hosting", 12, "month"],
      ["Care", 30, null],
    ]);
  });
});

describe("rules17a: 'cancel any time' is a subscription's mark", () => {
  test("buy buttons on a page that says its offers can be cancelled keep the period unsaid", () => {
    const grid = `<div class="offers">${card("Small key", "$4", "Purchase")}${card("Large key", "$9", "Purchase")}</div><p>Cancel any time.</p>`;
    expect(read(grid).map((p) => p[2])).toEqual([null, null]);
  });
});
