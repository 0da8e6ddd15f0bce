/**
 * Round 82, part b, on real pages (issue 25): well-known companies' pricing pages (waves 18–20)
 * whose billing switch is served on one side while the other side's prices sit elsewhere in the
 * page, and whose second and third groups of plan cards fold away under headings of their own.
 * - A card's number alone in the first box of its price block, the currency and the period in the
 *   boxes after it ("39" "USD" "/" "mo"): no price was read, and structured data's offer at the
 *   annual side by the month (no period) was reported as the monthly price.
 * - A JSON-LD offer with two price specifications, by the month and by the year (unitCode MON /
 *   ANN, the "year" price the rate by the month billed annually): the annual side was dropped, or
 *   its "billed annually" words made the monthly price the annual side.
 * - Plan cards in a `<details>` accordion under their own heading ("Shop plans"): the class word
 *   "accordion" zoned them as an FAQ; and cards under "Add seats" are seats, not plans.
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://quillnote.example/pricing";
const page = (body: string, head = "") => `<!doctype html><html lang="en"><head><title>Quillnote — pricing</title>${head}</head><body><main><h1>Plans and pricing</h1>${body}</main></body></html>`;
const plans = (body: string, head = "") =>
  extractSite([{ url: URL, html: page(body, head) }], { url: URL, abstain: false }).plans.map(
    (p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"}/${p.period ?? "-"}${p.annual_amount !== null ? ` (annual ${p.annual_amount})` : ""}${p.per_user ? " per user" : ""}`,
  );
const ld = (json: unknown) => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;

describe("rules82b: the other billing side, and plan groups folded away", () => {
  const side = (which: string, n: string, note: string) =>
    `<div data-billing-pane="${which}" class="tile-price-wrap"><div class="tile-price"><div data-amount-id="${which}-total">${n}</div><div> </div><div>EUR</div><div class="tile-price-span">/</div><div class="tile-price-span">mo</div></div><div class="tile-note"><div>${note}</div></div></div>`;
  const tile = (name: string, monthly: string, yearly: string) =>
    `<div class="tile"><div class="tile-title">${name}</div><div class="tile-desc">Notes for ${name.toLowerCase()} writers</div>${side("monthly", monthly, "billed monthly")}${side("yearly", yearly, "billed yearly")}<a href="/signup/${name.toLowerCase()}" class="button"><div>Get ${name}</div></a><ul><li>Unlimited notebooks</li><li>Sync on every device</li></ul></div>`;
  const switcher = `<div class="switch"><button data-billing-pane="monthly">Monthly</button><button data-billing-pane="yearly">Yearly (save 25%)</button></div>`;
  const row = switcher + `<div class="tiles">${tile("Solo", "12", "9")}${tile("Studio", "24", "18")}${tile("Guild", "48", "36")}</div>`;

  test("a number alone in its price block's first box, its currency in the next: both sides read (fails without the rule)", () => {
    expect(plans(row)).toEqual(["Solo: 12 EUR/month (annual 9)", "Studio: 24 EUR/month (annual 18)", "Guild: 48 EUR/month (annual 36)"]);
  });

  test("structured data's offer at the annual side by the month does not replace the card's monthly price (fails without the rule)", () => {
    const offers = { "@context": "https://schema.org", "@type": "Product", name: "Quillnote", offers: { "@type": "AggregateOffer", offers: [["Solo", "9.00"], ["Studio", "18.00"], ["Guild", "36.00"]].map(([name, price]) => ({ "@type": "Offer", name: `${name} Plan`, price, priceCurrency: "EUR" })) } };
    expect(plans(row, ld(offers))).toEqual(["Solo: 12 EUR/month (annual 9)", "Studio: 24 EUR/month (annual 18)", "Guild: 48 EUR/month (annual 36)"]);
  });

  test("an offer priced by the month and by the year (MON 16, ANN 13) keeps both sides (fails without the rule)", () => {
    const spec = (price: string, unitCode: string, description: string) => ({ "@type": "UnitPriceSpecification", price, priceCurrency: "USD", unitCode, description });
    const offers = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Quillnote Teams",
      offers: [
        { "@type": "Offer", name: "Draft", priceSpecification: [spec("16", "MON", "Per writer, billed monthly"), spec("13", "ANN", "Per writer, billed annually")] },
        { "@type": "Offer", name: "Press", priceSpecification: [spec("30", "MON", "Per writer, billed monthly"), spec("25", "ANN", "Per writer, billed annually")] },
      ],
    };
    expect(plans(`<p>Writing tools for teams.</p>`, ld(offers))).toEqual(["Draft: 16 USD/month (annual 13)", "Press: 30 USD/month (annual 25)"]);
  });

  test("a yearly specification that is neither the rate by the month nor a year's total gives no annual side", () => {
    const offers = { "@context": "https://schema.org", "@type": "Product", name: "Quillnote", offers: [{ "@type": "Offer", name: "Draft", priceSpecification: [{ "@type": "UnitPriceSpecification", price: "16", priceCurrency: "USD", unitCode: "MON" }, { "@type": "UnitPriceSpecification", price: "60", priceCurrency: "USD", unitCode: "ANN" }] }] };
    expect(plans(`<p>Writing tools.</p>`, ld(offers))).toEqual(["Draft: 16 USD/month"]);
  });

  test("a switch served on Monthly, the annual side in the page's data as a year's total: the annual side by the month (fails without the rule)", () => {
    const data = { props: { pageProps: { cards: [{ title: "Scribe", packages: [{ key: "current", prices: [{ annual: 120, currency: "usd", monthly: 12 }] }] }, { title: "Editor", packages: [{ key: "current", prices: [{ annual: 240, currency: "usd", monthly: 24 }] }] }] } } };
    const tile = (name: string, price: string) => `<div class="tile"><h2>${name}</h2><p>$${price} per user / month</p><a href="/start/${name.toLowerCase()}">Try ${name}</a></div>`;
    const body = `<fieldset><legend>Bill me</legend><label><input type="radio" name="bill" checked>Monthly</label><label><input type="radio" name="bill">Annually</label></fieldset><div class="tiles">${tile("Scribe", "12")}${tile("Editor", "24")}</div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;
    expect(plans(body)).toEqual(["Scribe: 12 USD/month (annual 10) per user", "Editor: 24 USD/month (annual 20) per user"]);
  });

  const card = (name: string, price: string, unit: string, cta: string) =>
    `<div class="plan-card"><div class="plan-card-title"><h3>${name}</h3><p>For ${name.toLowerCase()} needs.</p></div><div class="plan-card-price"><span>$${price}</span><sup>/mo</sup><p>${unit}</p></div><a href="/buy/${name.toLowerCase()}" class="btn">${cta}</a><ul><li>Backups</li><li>Themes</li></ul></div>`;
  const folded = (title: string, cards: string) =>
    `<section><details class="accordion-item"><summary class="accordion-trigger"><h2>${title}</h2></summary><div class="accordion-content"><p>Pick the one that fits.</p><div class="plan-cards">${cards}</div></div></details></section>`;
  const first = `<section><h2>Notebook plans</h2><div class="plan-cards">${card("Pocket", "6", "billed yearly", "Choose Pocket")}${card("Desk", "14", "billed yearly", "Choose Desk")}</div></section>`;

  test("plan cards in an accordion under their own heading are plans (fails without the rule)", () => {
    const got = plans(first + folded("Shop plans", card("Stall", "29", "billed yearly", "Add shop plan") + card("Market", "74", "billed yearly", "Add shop plan")));
    expect(got).toContain("Stall: 29 USD/month (annual 29)");
    expect(got).toContain("Market: 74 USD/month (annual 74)");
    expect(got).toContain("Pocket: 6 USD/month (annual 6)");
  });

  test("cards under \"Add seats\" are no plans, in an accordion or not", () => {
    const seats = `<h3>Add seats</h3><div class="plan-cards">${card("Editor", "19", "per seat, billed yearly", "Buy seats")}${card("Viewer", "7", "per seat, billed yearly", "Buy seats")}</div>`;
    const got = plans(first + folded("Workspace plans", card("Crew", "19", "billed yearly", "Upgrade") + card("Fleet", "49", "billed yearly", "Upgrade")) + `<section>${seats}</section>`);
    expect(got.some((g) => g.startsWith("Editor") || g.startsWith("Viewer"))).toBe(false);
    expect(got).toContain("Crew: 19 USD/month (annual 19)");
  });

  const box = (name: string, lines: string, cta: string) => `<div class="box"><h3>${name}</h3>${lines}<a href="/go/${name.toLowerCase().replace(/\W+/g, "-")}" class="btn">${cta}</a></div>`;
  test("\"$400 in value\" is a value claim, not a price: the card asks (fails without the rule)", () => {
    const body = `<div class="boxes">${box("Ink", "<p>$8</p><p>per user/month</p>", "Start")}${box("Press", "<p>$16</p><p>per user/month</p>", "Start")}${box("Imprint", "<p>Talk to sales</p><ul><li>SSO</li><li>Audit trail</li><li>Priority printing $400 in value</li></ul>", "Contact sales")}</div>`;
    expect(plans(body)).toEqual(["Ink: 8 USD/month per user", "Press: 16 USD/month per user", "Imprint: - -/-"]);
  });

  test("a box priced by the unit under the plans, with a demo button, is no contact plan (fails without the rule)", () => {
    const body = `<div class="boxes">${box("Ink", "<p>$8</p><p>per user/month</p>", "Start")}${box("Press", "<p>$16</p><p>per user/month</p>", "Start")}</div><div class="boxes">${box("Ink credits", "<p>$0.002 $20 per 10,000 credits</p><p>Top up whenever you like.</p>", "Book a demo")}${box("Ready-made templates", "<p>Checked by our editors.</p>", "Book a demo")}</div>`;
    expect(plans(body).some((g) => g.startsWith("Ink credits"))).toBe(false);
  });

  test("an accordion classed as FAQ keeps its prices out of the plans", () => {
    const faq = `<section><details class="faq-accordion"><summary><h2>Billing help</h2></summary><div class="plan-cards">${card("Refund", "5", "once", "Ask us")}${card("Transfer", "9", "once", "Ask us")}</div></details></section>`;
    const got = plans(first + faq);
    expect(got.some((g) => g.startsWith("Refund") || g.startsWith("Transfer"))).toBe(false);
  });
});
