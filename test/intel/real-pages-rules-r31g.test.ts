/**
 * Round 31, part g, on real pages (issue 25; docs/intel.md, "Round 31, part g"): the currency as
 * the page writes it. Counted on development waves 8–12 and 14–25, checked on wave 13's totals. The
 * rule on small pages of our own (never text from a real page), with the nearest look-alikes it must
 * leave alone:
 * - letters before the figure the word tables lacked — the rupee's "Rs" / "Rs." and the sol's "S/" /
 *   "S/." — are that currency, so a card priced "Rs 999" beside a "$12/mo" equivalent is read in
 *   rupees — not "Rs" inside a word, not after the number, not "S/N";
 * - "Rs" is the Indian rupee unless the page settles another one (its code, its country's domain),
 *   and then the plan says its currency was inferred.
 */
import { describe, expect, test } from "bun:test";
import { assessSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { findPrices } from "../../src/intel/extract/money";
import { pageSignCurrency } from "../../src/intel/extract/page-signs";
import { pageRupee } from "../../src/intel/extract/letter-signs";

const html = (body: string, lang = "en", title = "Pricing") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Veltrana</h1>${body}</main></body></html>`;
const card = (name: string, lines: string[], items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3>${lines.map((l) => `<p class="price">${l}</p>`).join("")}<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Choose</a></div>`;
const PAGE = "https://veltrana.example/pricing/";
const read = (body: string, url = PAGE, lang = "en") =>
  assessSite([{ url, html: html(body, lang) }], { url, abstain: false }).assessed.map((a) => ({
    plan: `${a.plan.name}: ${a.plan.amount} ${a.plan.currency}`,
    inferred: a.plan.inferred?.includes("currency") ?? false,
  }));
const tokens = (s: string) => findPrices(s).map((t) => `${t.amount} ${t.currency}`);

describe("letters before the figure: the rupee's \"Rs\" and the sol's \"S/\"", () => {
  test("\"Rs 999\", \"Rs. 3,750\", \"Rs.999\" are rupees; \"S/ 45\", \"S/. 1,200\" soles", () => {
    expect(tokens("Rs 999")).toEqual(["999 INR"]);
    expect(tokens("Per day: Rs. 3,750")).toEqual(["3750 INR"]);
    expect(tokens("Rs.999 a month")).toEqual(["999 INR"]);
    expect(tokens("S/ 45 / Mes")).toEqual(["45 PEN"]);
    expect(tokens("S/. 1,200")).toEqual(["1200 PEN"]);
  });

  test("NOT: \"Rs\" or \"S/\" inside a word, after the number, or before no figure", () => {
    expect(tokens("Open 24 HRs 7 days")).toEqual([]);
    expect(tokens("Experience: 5 yrs 3 months")).toEqual([]);
    expect(tokens("999 Rs")).toEqual([]);
    expect(tokens("I/O S/N 4411")).toEqual([]);
    expect(tokens("Sizes XS/S 2")).toEqual([]);
    expect(tokens("Rs and S/ are signs")).toEqual([]);
  });

  test("a card priced \"Rs 999\" with its \"$12/mo\" equivalent under it is read in rupees", () => {
    const body = `<div class="plans">${card("Basic", ["Rs 999", "$12/mo"], ["10 tables", "QR menus"])}${card("Plus", ["Rs 2,499", "$30/mo"], ["Unlimited tables", "Reports"])}${card("Chain", ["Rs 7,999", "$96/mo"], ["5 branches", "Own domain"])}</div>`;
    expect(read(body).map((r) => r.plan)).toEqual(["Basic: 999 INR", "Plus: 2499 INR", "Chain: 7999 INR"]);
    // Read beside the figure, not from the page: nothing inferred.
    expect(read(body).every((r) => !r.inferred)).toBe(true);
  });

  test("a Spanish grid priced \"S/ 45 / Mes\" is read in soles", () => {
    const body = `<div class="plans">${card("Inicio", ["S/ 45 / Mes"], ["70 firmas"])}${card("Empresa", ["S/ 99 / Mes"], ["200 firmas"])}</div>`;
    expect(read(body, PAGE, "es").map((r) => r.plan)).toEqual(["Inicio: 45 PEN", "Empresa: 99 PEN"]);
  });
});

describe("which rupee: the Indian one unless the page settles another", () => {
  test("a page on a Pakistani domain prices its bare \"Rs\" in PKR, inferred", () => {
    const body = `<div class="plans">${card("Basic", ["Rs 2,500 / month"], ["1 user"])}${card("Plus", ["Rs 4,000 / month"], ["5 users"])}</div>`;
    const rows = read(body, "https://veltrana.example.pk/pricing/");
    expect(rows.map((r) => r.plan)).toEqual(["Basic: 2500 PKR", "Plus: 4000 PKR"]);
    expect(rows.every((r) => r.inferred)).toBe(true);
  });

  test("a page that writes \"LKR\" once settles its \"Rs\"; a price that writes its code keeps it", () => {
    const page = buildPage({ url: PAGE, html: html("<p>All prices in LKR.</p>") });
    expect(pageRupee(page)).toBe("LKR");
    expect(pageSignCurrency(page, "INR", "Rs 1,500")).toBe("LKR");
    expect(pageSignCurrency(page, "INR", "INR 1,500")).toBe("INR");
    expect(pageSignCurrency(page, "INR", "₹1,500")).toBe("INR");
  });

  test("NOT: a page that names two rupees, or the Indian one, or none keeps \"Rs\" as the Indian rupee", () => {
    const two = buildPage({ url: PAGE, html: html("<p>Prices in INR; PKR on request.</p>") });
    expect(pageRupee(two)).toBeNull();
    expect(pageSignCurrency(two, "INR", "Rs 1,500")).toBe("INR");
    const indian = buildPage({ url: "https://veltrana.example.in/pricing/", html: html("<p>Rs 1,500</p>") });
    expect(pageRupee(indian)).toBeNull();
    const none = buildPage({ url: PAGE, html: html("<p>Rs 1,500</p>") });
    expect(pageSignCurrency(none, "INR", "Rs 1,500")).toBe("INR");
  });
});
