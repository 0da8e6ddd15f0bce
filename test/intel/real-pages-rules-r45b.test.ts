/**
 * Round 45, part b, on real pages (issue 25; docs/intel.md, "Round 45, part b"): no rule was
 * written. The subscription pages the product reads empty although their amounts are in the
 * visible text were split by where the page reader stops (no point, no group — a table refused or
 * a lone block refused —, a group whose cards go unnamed, a group refused) and by construction; the
 * one construction on three sites in three waves, a price stated in a sentence of prose, names its
 * plan in a different place on each page. These tests pin what the page reader does read next to
 * the losses counted, so that a later rule for them keeps it: a plan table named by its header row,
 * a lone box named by its heading with a button, plans in rows with a net and a gross price column.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const doc = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const read = (html: string, abstain = false) => {
  const url = "https://example.test/pricing";
  return extractSite([{ url, html }], { url, abstain }).plans.map((p) => [p.name, p.amount, p.currency, p.period, p.per_user]);
};

describe("rules45b: tables beside the refused ones", () => {
  test("a header row of plan names over a row of two prices labelled by its period", () => {
    const table = `<h1>Pricing</h1><table><tr><th></th><th>Community</th><th>Professional</th></tr><tr><td>Price (per month)</td><td>€ 9</td><td>€ 50</td></tr><tr><td>Users</td><td>Max. 3</td><td>Unlimited</td></tr></table>`;
    expect(read(doc(table))).toEqual([
      ["Community", 9, "EUR", "month", false],
      ["Professional", 50, "EUR", "month", false],
    ]);
  });

  test("plans in rows with a price column before tax and one after: the first is the price", () => {
    const rows = (a: string, b: string) => `<tr><td>${a}</td><td>Unlocks every script</td><td>${b}</td><td>${b.replace(/^(\d+)/, (n) => String(Number(n) + 60))}</td></tr>`;
    const table = `<h1>Licenses</h1><table><tr><th>License</th><th>Description</th><th>Price (excl. tax)</th><th>Price (incl. tax)</th></tr>${rows("Basic", "298.00 € / year")}${rows("Pro", "512.00 € / year")}</table>`;
    expect(read(doc(table))).toEqual([
      ["Basic", 298, "EUR", "year", false],
      ["Pro", 512, "EUR", "year", false],
    ]);
  });
});

describe("rules45b: a page that sells one plan in one box", () => {
  const box = `<h1>Pricing</h1><div class="offer"><h2>Premium</h2><p>$19 / month</p><ul><li>All reports</li><li>Email support</li></ul><a href="/buy">Subscribe</a></div>`;
  test("named by its heading, with a button: read, product and raw", () => {
    expect(read(doc(box), true)).toEqual([["Premium", 19, "USD", "month", false]]);
    expect(read(doc(box))).toEqual([["Premium", 19, "USD", "month", false]]);
  });

  test("the same box per user, in French", () => {
    const fr = `<h1>Tarifs</h1><div class="offer"><h2>Premium</h2><p>19 € / mois par utilisateur</p><ul><li>Tous les rapports</li><li>Support par e-mail</li></ul><a href="/acheter">S'abonner</a></div>`;
    expect(read(doc(fr, "fr"))).toEqual([["Premium", 19, "EUR", "month", true]]);
  });
});
