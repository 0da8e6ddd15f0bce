/**
 * Round 100, part b, on real pages (issue 25): a licence said to be perpetual is bought once.
 *
 * Desktop software sold by the licence prints a bare price over "Perpetual licence with 1 year of
 * updates" (or "Licenza perpetua", "永久ライセンス"): a reader sees a price paid once. The card with
 * no period word had none, and a licence read with no period is a plan read wrong
 * (extract/perpetual-licence.ts, one of money.ts `oneTimeIn`'s phrases). Not "perpetual" alone (a
 * plan's name, a trading page's "perpetual futures"), and not a card whose price says its period.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { oneTimeIn } from "../../src/intel/extract/money";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, lines: string[], button: string) =>
  `<div class="tier"><h3>${name}</h3><div class="tier-price">${price}</div><p>For ${name.toLowerCase()} users</p><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a class="btn" href="/cart">${button}</a></div>`;
const shop = (cards: string[]) =>
  page(
    "Knotwork — rope physics for animators",
    `<nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav><h1>Pricing</h1><p>Simulate ropes, cables and hair in your animation package.</p><div class="tiers">${cards.join("")}</div><footer>© Knotwork Tools</footer>`,
  );
const URL = "https://knotwork.example/pricing";
const read = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.period]);

describe("rules100b: a licence said to be perpetual is paid once", () => {
  test("bare licence prices over a perpetual licence line are read paid once (fails without the rule)", () => {
    const html = shop([
      card("Learning", "€0", ["Watermarked renders", "Licence expires after 60 days"], "Download trial"),
      card("Studio", "€380", ["Perpetual license, 2 years of upgrades", "Solver and rigging tools"], "Add to basket"),
      card("Facility", "€940", ["Everything in Studio", "Floating seats on your server"], "Add to basket"),
    ]);
    const plans = read(html);
    expect(plans).toContainEqual(["Studio", 380, "one_time"]);
    expect(plans).toContainEqual(["Facility", 940, "one_time"]);
  });

  test("the phrase in the languages such licences are sold in", () => {
    for (const s of ["Perpetual licence with 1 year of upgrades", "The license is perpetual.", "Licenza perpetua, nessun rinnovo", "Licenza professionale perpetua", "Licence perpétuelle", "Licencia perpetua", "Licença perpétua", "Unbefristete Lizenz", "Eeuwigdurende licentie", "永久ライセンス付き", "永久解锁全部功能"])
      expect([s, oneTimeIn(s)]).toEqual([s, true]);
  });

  test("not 'perpetual' without its licence: a plan's name, a trading product, a rule of the site", () => {
    for (const s of ["Perpetual", "Trade perpetual futures with 20x leverage", "Perpetual contracts and spot", "A perpetual calendar widget", "Perpetual updates for subscribers"])
      expect([s, oneTimeIn(s)]).toEqual([s, false]);
  });

  test("a card whose price says its period keeps it, a perpetual fallback licence beside it notwithstanding", () => {
    const html = shop([
      card("Studio", "€38 / month", ["Perpetual license fallback after 12 months", "Solver and rigging tools"], "Subscribe"),
      card("Facility", "€940 / year", ["Everything in Studio", "Floating seats on your server"], "Subscribe"),
    ]);
    const plans = read(html);
    expect(plans).toContainEqual(["Studio", 38, "month"]);
    expect(plans).toContainEqual(["Facility", 940, "year"]);
  });
});
