/**
 * Round 86, part b, on real pages (issue 25): a suite's pricing page sells several products, each
 * with plans of the same names ("Basic", "Pro", "Enterprise") at its own prices, and describes
 * every product in its structured data. Keyed by the name alone, the later products' offers merged
 * into the first product's plans and were lost. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://quillhub.example/pricing";

type Offer = [name: string, monthly: number | null, annual: number | null];
const offer = ([name, monthly, annual]: Offer) =>
  monthly === null
    ? { "@type": "Offer", name, description: "Custom pricing. Talk to sales." }
    : {
        "@type": "Offer",
        name,
        priceSpecification: [
          { "@type": "UnitPriceSpecification", price: String(monthly), priceCurrency: "USD", unitCode: "MON" },
          { "@type": "UnitPriceSpecification", price: String(annual), priceCurrency: "USD", unitCode: "ANN" },
        ],
      };
const product = (name: string, offers: Offer[]) => ({ "@type": "Product", name, offers: offers.map(offer) });
const ld = (...products: object[]) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@graph": products })}</script>`;

const card = ([name, , annual]: Offer) =>
  `<div class="tier-card"><h3>${name}</h3>${annual === null ? `<p class="amt">Custom price</p><a href="/sales">Talk to sales</a>` : `<p class="amt">$${annual} seat / month</p><p>Billed annually</p><a href="/signup">Try it</a>`}<ul><li>Boards</li><li>Reports</li></ul></div>`;
const section = (title: string, offers: Offer[]) => `<section><h2>${title}</h2><div class="tier-row">${offers.map(card).join("")}</div></section>`;

const notes: Offer[] = [["Basic", 10, 8], ["Pro", 20, 16], ["Enterprise", null, null]];
const desk: Offer[] = [["Basic", 13, 11], ["Pro", 26, 22], ["Enterprise", null, null]];

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>QuillHub pricing</title>${head}</head><body><main><h1>Plans for every team</h1>${body}</main></body></html>`;
const plans = (html: string, abstain = false) => extractSite([{ url: URL, html }], { url: URL, abstain }).plans;

describe("rules86b: several products' plan sets in structured data", () => {
  const html = page(ld(product("QuillHub Notes", notes), product("QuillHub Desk", desk)), section("QuillHub Notes", notes) + section("QuillHub Desk", desk));

  test("the second product's plans are read at their own prices (fails without the rule)", () => {
    const got = plans(html);
    const basic = got.filter((p) => p.name === "Basic");
    expect(basic.map((p) => p.amount).sort()).toEqual([10, 13]);
    const deskBasic = basic.find((p) => p.amount === 13)!;
    expect(deskBasic.annual_amount).toBe(11);
    expect(deskBasic.group).toBe("QuillHub Desk");
    expect(got.filter((p) => p.name === "Pro").map((p) => p.amount).sort()).toEqual([20, 26]);
  });

  test("each product's contact offer stays its own plan", () => {
    expect(plans(html).filter((p) => p.name === "Enterprise" && p.amount === null).length).toBe(2);
  });

  test("the product reading keeps the second product's priced plans", () => {
    expect(plans(html, true).filter((p) => p.group === "QuillHub Desk" && p.amount !== null).map((p) => p.amount).sort()).toEqual([13, 26]);
  });

  test("the same product described twice at the same prices stays one set", () => {
    const twice = page(ld(product("QuillHub Notes", notes), product("QuillHub Notes App", notes)), section("QuillHub Notes", notes));
    expect(plans(twice).filter((p) => p.name === "Basic").length).toBe(1);
  });

  test("a later product's offers no card shows at their price stay unread", () => {
    const hidden = page(ld(product("QuillHub Notes", notes), product("QuillHub Desk", desk)), section("QuillHub Notes", notes));
    expect(plans(hidden).filter((p) => p.name === "Basic").map((p) => p.amount)).toEqual([10]);
  });
});
