/**
 * Round 90, part g, on real pages (issue 25): the dollar of a bare "$" told by the page's own words.
 * A price written with a country's dollar sign ("A$49/year") settles the page's dollar as a code
 * beside a price does; prices said to carry a GST, beside a business number only one country issues
 * (an ABN), name that country's dollar; and a country's domain counts only where the page names the
 * country. A conversion ("≈ A$15"), a business number without the tax, the tax without a country,
 * and a domain alone keep the "$" as read. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://tidepool.example/pricing";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Tidepool pricing</title></head><body><main><h1>Pricing</h1>${body}</main></body></html>`;
const card = (name: string, price: string) =>
  `<div class="card"><h3>${name}</h3><p class="price">${price}<span>/month</span></p><ul><li>Unlimited logbooks</li><li>Email support</li></ul><a class="btn" href="/signup">Start</a></div>`;
const cards = `<div class="cards">${card("Solo", "$12")}${card("Crew", "$30")}</div>`;
const get = (html: string, name: string, url = URL) => extractSite([{ url, html }], { url, abstain: false }).plans.find((p) => p.name === name);

describe("rules90g: a bare \"$\" is the dollar the page's own words name", () => {
  test("a price written with the Australian dollar's sign settles the cards' bare \"$\" (fails without the rule)", () => {
    const html = page(`<p>Free for readers. Then A$12/month for one skipper or A$30/month for a crew.</p>${cards}`);
    const p = get(html, "Crew");
    expect(p?.amount).toBe(30);
    expect(p?.currency).toBe("AUD");
    expect(p?.inferred).toContain("currency");
  });

  test("a conversion, or the US dollar's own sign beside it, keeps the \"$\" as read", () => {
    expect(get(page(`${cards}<p>Crew is $30 a month (≈ A$46).</p>`), "Crew")?.currency).toBe("USD");
    expect(get(page(`${cards}<p>Crew costs about A$46 where you pay in Australia.</p>`), "Crew")?.currency).toBe("USD");
    expect(get(page(`${cards}<p>Billed as US$30 or A$46.</p>`), "Crew")?.currency).toBe("USD");
  });

  test("prices said to include GST beside an Australian Business Number are Australian dollars (fails without the rule)", () => {
    const html = page(`<p>Simple pricing. All prices include GST.</p>${cards}<footer>© Tidepool Marine · ABN 12 345 678 901</footer>`);
    expect(get(html, "Solo")?.currency).toBe("AUD");
    // Canada's harmonized tax names its country by itself.
    expect(get(page(`${cards}<p>Prices exclude HST.</p>`), "Solo")?.currency).toBe("CAD");
  });

  test("a business number without the tax, or the tax without a country, keeps the \"$\" as read", () => {
    expect(get(page(`${cards}<footer>© Tidepool Marine · ABN 12 345 678 901</footer>`), "Solo")?.currency).toBe("USD");
    expect(get(page(`<p>All prices include GST.</p>${cards}`), "Solo")?.currency).toBe("USD");
    // (The tax as a checkout's field is no word about the prices.)
    expect(get(page(`${cards}<p>Enter your tax ID (VAT, GST, EIN) at checkout.</p><footer>ABN 12 345 678 901</footer>`), "Solo")?.currency).toBe("USD");
  });

  test("a country's domain counts only where the page names the country (fails without the rule)", () => {
    expect(get(page(cards), "Solo", "https://tidepool.ca/pricing")?.currency).toBe("USD");
    const named = page(`${cards}<p>Which waters are covered? Every Australian state's charts.</p>`);
    expect(get(named, "Solo", "https://tidepool.com.au/pricing")?.currency).toBe("AUD");
  });
});
