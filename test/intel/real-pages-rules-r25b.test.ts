/**
 * Round 25, part b, on real pages (issue 25; docs/intel.md, "Round 25, part b"): a page that is
 * itself a price list — its title or path a price-list word, no plan cards — lists its services in
 * a two-column table. Each rule on a small page of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite, isPricingUrl } from "../../src/intel/extract-site";
import { headerCurrency } from "../../src/intel/extract/price-list";
import { billingAfter } from "../../src/intel/extract/money";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const plansOf = (url: string, html: string) =>
  extractSite([{ url, html }], { url, abstain: false }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);
const table = (head: string | null, rows: [string, string][]) =>
  `<table>${head === null ? "" : `<tr><th>Service</th><th>${head}</th></tr>`}${rows.map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`).join("")}</table>`;

describe("rules25b: a price list's two-column table", () => {
  test("a header naming the currency alone prices the bare numbers under it", () => {
    // "Service | EUR" over "Pottery class | 35": a bare number is no price anywhere else, and the
    // table's corner names no plan column, so the rows were read as nothing.
    const html = doc("Price list", `<h1>Clayhollow studio</h1>${table("EUR", [["Pottery class", "35"], ["Wheel evening", "48"], ["Kiln firing", "12"]])}<p>Call us to book.</p>`);
    expect(plansOf("https://clayhollow.example/price-list.html", html)).toEqual([
      ["Pottery class", 35, "EUR", "one_time"],
      ["Wheel evening", 48, "EUR", "one_time"],
      ["Kiln firing", 12, "EUR", "one_time"],
    ]);
  });

  test("a period in the header is every row's: 'Fee per month, EUR'", () => {
    const html = doc("Prices | Ledgerfen", `<h1>Bookkeeping</h1><p>Our fee depends on the number of documents.</p>${table("Fee per month, EUR", [["Up to 20 documents", "30"], ["Up to 60 documents", "55"], ["More than 60 documents", "by agreement"]])}`);
    expect(plansOf("https://ledgerfen.example/prices.html", html)).toEqual([
      ["Up to 20 documents", 30, "EUR", "month"],
      ["Up to 60 documents", 55, "EUR", "month"],
    ]);
  });

  test("small tables without a header, each row a label and a priced cell", () => {
    // Two rows a table under headings of their own: the first row is no header, so the table was
    // read neither by rows nor by columns.
    const body = `<h3>Hands</h3>${table(null, [["Short manicure", "20 €"], ["Long manicure", "28 €"]])}<h3>Feet</h3>${table(null, [["Pedicure", "30 €"], ["Pedicure with polish", "36 €"]])}`;
    const html = doc("Nailbright", `<h1>Nailbright</h1>${body}`);
    expect(plansOf("https://nailbright.example/cjenik.html", html)).toEqual([
      ["Short manicure", 20, "EUR", "one_time"],
      ["Long manicure", 28, "EUR", "one_time"],
      ["Pedicure", 30, "EUR", "one_time"],
      ["Pedicure with polish", 36, "EUR", "one_time"],
    ]);
  });

  test("not on a page that is no price list: a rival's prices on a product page stay out", () => {
    const html = doc("Why Ledgerfen", `<h1>Why switch</h1>${table("Price", [["Acme Books", "$30"], ["Bluebook", "$45"]])}`);
    expect(plansOf("https://ledgerfen.example/why.html", html)).toEqual([]);
  });

  test("not beside plan cards: the table under a page's cards is something else", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}/month</p><a href="/signup">Start</a><ul><li>Reports</li></ul></div>`;
    const html = doc("Pricing", `<h1>Pricing</h1><div class="plans">${card("Basic", "$10")}${card("Plus", "$25")}</div><h2>Add-ons</h2>${table("Price", [["Extra storage", "$5"], ["Priority support", "$15"]])}`);
    expect(plansOf("https://ledgerfen.example/pricing", html).map((p) => p[0])).toEqual(["Basic", "Plus"]);
  });

  test("not beside a table of plans: add-ons under the plans' columns stay out", () => {
    const plansTable = `<table><tr><th></th><th>Solo</th><th>Team</th></tr><tr><td>Price</td><td>€5/month</td><td>€12/month</td></tr><tr><td>Users</td><td>1</td><td>10</td></tr></table>`;
    const html = doc("Prices", `<h1>Ledgerfen</h1>${plansTable}<h2>Extras</h2>${table("Price", [["Scanning service", "€3/month"], ["Paper archive", "€4/month"]])}`);
    expect(plansOf("https://ledgerfen.example/prices", html).map((p) => p[0])).toEqual(["Solo", "Team"]);
  });

  test("rows at nothing list what a purchase includes: no price list", () => {
    // "Feature | Cost" with "$0 (included)" rows beside a few priced ones: what a project includes.
    const html = doc("Pricing", `<h1>Custom apps</h1>${table("Cost", [["Project setup", "$900 (one time fee)"], ["Login screens", "$0 (included)"], ["Mobile layout", "$0 (included)"], ["Extra report", "$300"]])}`);
    expect(plansOf("https://appwright.example/pricing/", html)).toEqual([]);
  });

  test("a header's currency is its last short word", () => {
    expect(headerCurrency("EUR")).toBe("EUR");
    expect(headerCurrency("Cena, €")).toBe("EUR");
    expect(headerCurrency("Fee (USD)")).toBe("USD");
    expect(headerCurrency("Price")).toBeNull();
    expect(headerCurrency("Duration, min")).toBeNull();
  });
});

describe("rules25b: the period of a price list that states no recurrence", () => {
  test("paid once by the page's own convention is read, not inferred, on a price list", () => {
    const html = doc("Price list", `<h1>Clayhollow studio</h1>${table("EUR", [["Pottery class", "35"], ["Wheel evening", "48"]])}`);
    const url = "https://clayhollow.example/price-list.html";
    const plans = extractSite([{ url, html }], { url, abstain: false }).plans;
    expect(plans.map((p) => [p.period, p.inferred ?? []])).toEqual([
      ["one_time", []],
      ["one_time", []],
    ]);
  });

  test("a page that speaks of time keeps its bare prices without a period", () => {
    const html = doc("Price list", `<h1>Clayhollow studio</h1><p>Memberships renew every term.</p>${table("EUR", [["Pottery class", "35"], ["Wheel evening", "48"]])}`);
    expect(plansOf("https://clayhollow.example/price-list.html", html).map((p) => p[3])).toEqual([null, null]);
  });

  test("Latvian 'mēnesī' after a price is a month", () => {
    expect(billingAfter(" mēnesī").period).toBe("month");
  });
});

describe("rules25b: a price list's path is a pricing page", () => {
  test("price-list words in the path, as a folder or a static file", () => {
    for (const path of ["/hinnakiri.html", "/cenas.html", "/cjenik/", "/cenovnik", "/ceni.html", "/arak", "/bang-gia.html", "/price-list.html", "/hr/cjenik.html"])
      expect(isPricingUrl(`https://clayhollow.example${path}`)).toBe(true);
    for (const path of ["/cenaslist/", "/arakawa", "/scene/", "/cenikova/"]) expect(isPricingUrl(`https://clayhollow.example${path}`)).toBe(false);
  });
});
