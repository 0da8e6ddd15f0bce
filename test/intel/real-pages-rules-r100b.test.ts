/**
 * Round 100, part b, on real pages (issue 25): a licence said to be perpetual is bought once.
 *
 * Desktop software sold by the licence prints a bare price over "Perpetual licence with 1 year of
 * updates" (or "Licenza perpetua", "永久ライセンス"): a reader sees a price paid once. The card with
 * no period word had none, and a licence read with no period is a plan read wrong
 * (extract/perpetual-licence.ts, one of money.ts `oneTimeIn`'s phrases). Not "perpetual" alone (a
 * plan's name, a trading page's "perpetual futures"), and not a card whose price says its period.
 * A price followed by "forever" ("€2,900 forever" over "Run it on your own servers") is the same
 * purchase said of the price: paid once — only above zero ("$0 forever" is a free plan's) and only
 * where the price states no period of its own ("€19 / month forever" stays a month).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { oneTimeIn } from "../../src/intel/extract/money";
import { PAID_FOREVER_AFTER } from "../../src/intel/extract/perpetual-licence";

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

describe("rules100b: a price that lasts forever is paid once", () => {
  const grid = page(
    "Ledgerly — pricing",
    `<h1>Pricing</h1><div class="plans">` +
      `<div class="plan"><h3>Starter</h3><div class="price">€0</div><div>forever</div><ul><li>One ledger</li></ul><a href="/signup">Sign up</a></div>` +
      `<div class="plan"><h3>Hosted</h3><div class="price">€19</div><div>/ month</div><ul><li>Unlimited ledgers</li></ul><a href="/signup">Start</a></div>` +
      `<div class="plan"><h3>Self-hosted</h3><div class="price">€2,900</div><div>forever</div><ul><li>Run it on your own servers</li><li>3 years of updates</li></ul><a href="/buy">Buy now</a></div>` +
      `</div>`,
  );
  test("a bare price over 'forever' is read paid once (fails without the rule), the free plan beside it still free, the monthly one monthly", () => {
    const facts = extractSite([{ url: "https://ledgerly.example/pricing", html: grid }], { url: "https://ledgerly.example/pricing", abstain: false });
    const byName = new Map(facts.plans.map((p) => [p.name, p]));
    expect([byName.get("Self-hosted")?.amount, byName.get("Self-hosted")?.period]).toEqual([2900, "one_time"]);
    expect(byName.get("Starter")?.free).toBe(true);
    expect([byName.get("Hosted")?.amount, byName.get("Hosted")?.period]).toEqual([19, "month"]);
  });
  test("only 'forever' right after the price: not after a period, not further down", () => {
    for (const [tail, want] of [[" forever", true], ["\n/ forever", true], [" für immer", true], [" / month forever", false], [" / year, updates forever", false], ["\nUpdates forever", false]] as const)
      expect([tail, PAID_FOREVER_AFTER.test(tail)]).toEqual([tail, want]);
  });
});
