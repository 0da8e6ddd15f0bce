/**
 * Round 29, part g, on real pages (issue 25; docs/intel.md, "Round 29, part g"): subscription
 * plans read right and not reported. Counted on development waves 8–12 and 14–23, checked on wave
 * 13's totals. Each rule on small pages of our own (never text from a real page), with the nearest
 * look-alike it must leave alone:
 * - the text reader reads a sign of several currencies as the page does ("99 kr/md" on a Danish page
 *   is DKK, a bare "$" on a page that settles its dollar is that dollar) — not a price in another
 *   currency, not the yen on a Chinese page;
 * - the text reader joins a sign and its figure printed on lines of their own ("$" | "35") — not a
 *   label and a count ("Users" | "5");
 * - the contact-sales card that closes a grid of three, its slot saying to ask, is reported beside a
 *   card the model is sure of — not a support box after a free card, not a card with an empty slot.
 */
import { describe, expect, test } from "bun:test";
import { assessSite, extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { pageSignCurrency } from "../../src/intel/extract/page-signs";
import { joinSplitPrices } from "../../src/intel/verify/split-price";
import { closingContactCards } from "../../src/intel/contact-tier";
import { CONFIDENCE_MODEL } from "../../src/intel/confidence-weights";

const html = (body: string, lang: string, title = "Pricing") =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>Veltrana</h1>${body}</main></body></html>`;
const card = (name: string, price: string, items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Choose</a></div>`;
const PAGE = "https://veltrana.example/pricing/";
const assess = (body: string, lang = "en", title?: string) => assessSite([{ url: PAGE, html: html(body, lang, title) }], { url: PAGE, abstain: false }).assessed;
const verdicts = (body: string, lang = "en", title?: string) => assess(body, lang, title).map((a) => `${a.plan.name}: ${a.plan.currency} ${a.text?.verdict}`);
const reported = (body: string, lang = "en", title?: string) =>
  extractSite([{ url: PAGE, html: html(body, lang, title) }], { url: PAGE, abstain: true }).plans.map((p) => `${p.name}: ${p.amount}`).sort();

describe("a sign of several currencies is the page's, for the text reader too", () => {
  test("a Danish page's \"kr/md\" cards: the card reader's DKK and the text's price agree", () => {
    const body = `<div class="plans">${card("Ro", "99 kr/md", ["Tjek hver uge"])}${card("Drift", "249 kr/md", ["Alt i Ro", "Opdateringer"])}${card("Vækst", "499 kr/md", ["Alt i Drift", "Rådgivning"])}</div>`;
    expect(verdicts(body, "da")).toEqual(["Ro: DKK agrees", "Drift: DKK agrees", "Vækst: DKK agrees"]);
    expect(reported(body, "da")).toEqual(["Drift: 249", "Ro: 99", "Vækst: 499"]);
  });

  test("a bare \"$\" on a page that settles its dollar (\"All prices are in AUD\") agrees with the AUD plan", () => {
    const body = `<p>All prices are in AUD.</p><div class="plans">${card("Lite", "$4.99 / month", ["5 lists"])}${card("Plus", "$9.99 / month", ["Unlimited lists"])}</div>`;
    expect(verdicts(body)).toEqual(["Lite: AUD agrees", "Plus: AUD agrees"]);
  });

  test("NOT: a price in another currency under the name still disagrees", () => {
    const body = `<div class="plans">${card("Ro", "99 kr/md", ["Tjek hver uge"])}${card("Drift", "249 kr/md", ["Alt i Ro"])}</div><section><h2>Tilbud</h2><p>Ro</p><p>€19</p></section>`;
    expect(verdicts(body, "da")[0]).toBe("Ro: DKK agrees");
    const page = buildPage({ url: PAGE, html: html("", "da") });
    expect(pageSignCurrency(page, "EUR", "€19")).toBe("EUR");
    expect(pageSignCurrency(page, "SEK", "99 SEK")).toBe("SEK");
  });

  test("NOT: \"US$\" on the AUD page; the yen written \"円\" on a page in Chinese (the bare \"¥\" there is the yuan since round 43c)", () => {
    const aud = buildPage({ url: PAGE, html: html("<p>All prices are in AUD.</p>", "en") });
    expect(pageSignCurrency(aud, "USD", "$9")).toBe("AUD");
    expect(pageSignCurrency(aud, "USD", "US$9")).toBe("USD");
    const zh = buildPage({ url: PAGE, html: html("<p>专业版</p>", "zh-CN") });
    expect(pageSignCurrency(zh, "JPY", "16円")).toBe("JPY");
    expect(pageSignCurrency(zh, "JPY", "¥16")).toBe("CNY");
  });
});

describe("a sign and its figure on lines of their own are one price for the text reader", () => {
  test("\"$\" | \"35\" joined; \"35\" | \"€\" joined", () => {
    expect(joinSplitPrices(["Essential", "$", "35", "Billed monthly"])).toEqual(["Essential", "$ 35", "Billed monthly"]);
    expect(joinSplitPrices(["Basis", "35", "€", "pro Monat"])).toEqual(["Basis", "35 €", "pro Monat"]);
  });

  test("a card whose sign is a block of its own: the text agrees, no note under it is taken for the price", () => {
    const split = (name: string, amount: string) =>
      `<div class="plan-card"><h3>${name}</h3><div class="price"><div class="cur">$</div><div class="num">${amount}</div><div>Billed monthly</div></div><p>About ${Number(amount) * 4} SAR</p><ul><li>Bookings</li></ul></div>`;
    const body = `<div class="plans">${split("Essential", "35")}${split("Pro", "67")}${split("Advanced", "187")}</div>`;
    expect(verdicts(body)).toEqual(["Essential: USD agrees", "Pro: USD agrees", "Advanced: USD agrees"]);
  });

  test("NOT: a label and a count, a name and a figure, a sign beside a sentence", () => {
    expect(joinSplitPrices(["Users", "5", "Bookings / month", "200"])).toEqual(["Users", "5", "Bookings / month", "200"]);
    expect(joinSplitPrices(["Pro", "35"])).toEqual(["Pro", "35"]);
    expect(joinSplitPrices(["$", "35 seats included"])).toEqual(["$", "35 seats included"]);
    expect(joinSplitPrices(["✓", "10"])).toEqual(["✓", "10"]);
  });
});

describe("the contact-sales card that closes a grid of three", () => {
  // A free card the model is sure of, a paid card whose price states no period (which it doubts).
  const free = card("Free", "Free", ["1 project", "Community support"]);
  const starter = card("Starter", "$10", ["10 projects", "Email support"]);
  // Its price slot at the card's foot, under a long list: the text reader finds no price by the name.
  const footed = (name: string, price: string) =>
    `<div class="plan-card"><h3>${name}</h3><ul>${["SSO", "Audit log", "SCIM", "Data residency", "Uptime SLA", "Dedicated support", "Custom terms"].map((i) => `<li>${i}</li>`).join("")}</ul><p class="price">${price}</p><a href="/contact">Talk to us</a></div>`;
  const enterprise = footed("Enterprise", "Contact sales");
  /** The cards this rule adds to those the model is sure of on its own. */
  const added = (body: string) => {
    const assessed = assess(body);
    const sure = new Set(assessed.filter((a) => a.confidence >= CONFIDENCE_MODEL.threshold));
    return closingContactCards(assessed, sure).map((a) => a.plan.name);
  };

  test("\"Enterprise — Contact sales\" last in the grid is reported (the model alone withholds it)", () => {
    const body = `<div class="plans">${free}${starter}${enterprise}</div>`;
    expect(assess(body).find((a) => a.plan.name === "Enterprise")!.confidence).toBeLessThan(CONFIDENCE_MODEL.threshold);
    expect(added(body)).toEqual(["Enterprise"]);
    expect(reported(body)).toContain("Enterprise: null");
  });

  test("NOT: a support box after a free card (a grid of two)", () => {
    const body = `<div class="plans">${free}${footed("Support", "Contact us")}</div>`;
    expect(assess(body).find((a) => a.plan.name === "Support")!.confidence).toBeLessThan(CONFIDENCE_MODEL.threshold);
    expect(added(body)).toEqual([]);
  });

  test("NOT: the contact card in the middle of the grid, or with no sure card beside it", () => {
    expect(added(`<div class="plans">${free}${enterprise}${starter}</div>`)).toEqual([]);
    // The same grid as the first test, with the model sure of none of its cards.
    const grid = assess(`<div class="plans">${free}${starter}${enterprise}</div>`);
    expect(closingContactCards(grid, new Set()).map((a) => a.plan.name)).toEqual([]);
  });

  test("NOT: a card whose price slot is empty (a page section read as a card)", () => {
    const body = `<div class="plans">${free}${starter}<div class="plan-card"><h3>Resources</h3><p class="price"></p><ul><li>Docs</li><li>Blog</li></ul><a href="/docs">Read</a></div></div>`;
    expect(added(body)).toEqual([]);
    expect(reported(body)).not.toContain("Resources: null");
  });
});
