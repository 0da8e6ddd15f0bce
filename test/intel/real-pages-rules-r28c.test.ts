/**
 * Round 28, part c, on real pages (issue 25; docs/intel.md, "Round 28, part c"): the confidence
 * model's view of a price list of services paid once. A set of three or more cards or table rows,
 * every one priced with no period (paid once, inferred), on a page that names itself a price list
 * ("Preise", "Hinnasto", "Prices") carries the signal `paid_once_list`; the same cards on a plan page
 * ("Pricing"), a set of two or a set with one card billed by the
 * month do not. Each page is a small
 * one of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { namesPriceList } from "../../src/intel/extract/paid-once-list";

const page = (title: string, h1: string, body: string) =>
  `<!doctype html><html lang="de"><head><title>${title}</title></head><body><main><h1>${h1}</h1>${body}</main></body></html>`;
const card = (name: string, price: string) => `<div class="service"><h3>${name}</h3><p class="price">${price}</p><a href="/termin">Termin buchen</a></div>`;
const grid = (...cards: [string, string][]) => `<div class="services">${cards.map(([n, p]) => card(n, p)).join("")}</div>`;
const REPAIRS: [string, string][] = [
  ["Waschmaschine", "95 €"],
  ["Geschirrspüler", "95 €"],
  ["Kühlschrank", "120 €"],
  ["Backofen", "140 €"],
];
/** Each plan read (every one, withheld too) as [name, period, period inferred, paid_once_list]. */
const read = (url: string, html: string) =>
  assessSite([{ url, html }], { url, abstain: false }).assessed.map((a) => [a.plan.name, a.plan.period, a.plan.inferred?.includes("period") ?? false, a.signals.paid_once_list]);

describe("round 28c: a page that names itself a price list", () => {
  const named = (url: string, title: string, h1 = "Willkommen") => namesPriceList(buildPage({ url, html: page(title, h1, "<p>Hallo</p>") }));

  test("by its path, its title or its first heading in the price-list words", () => {
    expect(named("https://kaltwerk.example/preise.html", "Kaltwerk")).toBe(true);
    expect(named("https://kaltwerk.example/", "Hinnasto – Kaltwerk")).toBe(true);
    expect(named("https://kaltwerk.example/", "Kaltwerk", "Prices")).toBe(true);
    expect(named("https://kaltwerk.example/fi/hinnasto/", "Kaltwerk")).toBe(true);
  });

  test("not by the words a plan page is named by too, nor by a word inside another", () => {
    expect(named("https://kaltwerk.example/pricing", "Pricing — Kaltwerk")).toBe(false);
    expect(named("https://kaltwerk.example/plans", "Plans and pricing", "Choose a plan")).toBe(false);
    expect(named("https://kaltwerk.example/packages.html", "Packages")).toBe(false);
    expect(named("https://kaltwerk.example/enterprise", "Enterprise", "Appreciate")).toBe(false);
  });
});

describe("round 28c: the signal paid_once_list", () => {
  test("four service cards with bare prices on a page named a price list carry it", () => {
    const html = page("Preise — Kaltwerk Reparaturdienst", "Preise", grid(...REPAIRS));
    expect(read("https://kaltwerk.example/preise", html)).toEqual(REPAIRS.map(([n]) => [n, "one_time", true, 1]));
  });

  test("weighed by the model (round 28c's partial refit), the list is reported; the same cards on a plan page are not", () => {
    const reported = (url: string, html: string) => extractSite([{ url, html }], { url, abstain: true }).plans.map((p) => p.name);
    expect(reported("https://kaltwerk.example/preise", page("Preise — Kaltwerk Reparaturdienst", "Preise", grid(...REPAIRS)))).toEqual(REPAIRS.map(([n]) => n));
    expect(reported("https://kaltwerk.example/pricing", page("Pricing — Kaltwerk", "Pricing", grid(...REPAIRS)))).toEqual([]);
  });

  test("the same cards on a plan page do not", () => {
    const html = page("Pricing — Kaltwerk", "Pricing", grid(...REPAIRS));
    expect(read("https://kaltwerk.example/pricing", html)).toEqual(REPAIRS.map(([n]) => [n, "one_time", true, 0]));
  });

  test("a set of two is no list", () => {
    const html = page("Preise — Kaltwerk", "Preise", grid(REPAIRS[0]!, REPAIRS[2]!));
    expect(read("https://kaltwerk.example/preise", html).map((r) => r[3])).toEqual([0, 0]);
  });

  test("a list of ranges is read at their lower ends (part d), as the cases read a \"from\" price, and is a list", () => {
    // Part c's guard against a range's top read as the price was dropped at the merge: since part d no reader yields it.
    const html = page("Preise — Kaltwerk", "Preise", grid(["Federtausch", "150–250 €"], ["Rollentausch", "50–100 €"], ["Antrieb", "200–500 €"]));
    expect(assessSite([{ url: "https://kaltwerk.example/preise", html }], { url: "https://kaltwerk.example/preise", abstain: false }).assessed.map((a) => [a.plan.amount, a.signals.paid_once_list])).toEqual([[150, 1], [50, 1], [200, 1]]);
  });


  test("a set with a card billed by the month is no list of services paid once", () => {
    const html = page("Preise — Kaltwerk", "Preise", grid(["Wartung", "19 € / Monat"], ...REPAIRS.slice(0, 3)));
    expect(read("https://kaltwerk.example/preise", html).map((r) => r[3])).toEqual([0, 0, 0, 0]);
  });
});
