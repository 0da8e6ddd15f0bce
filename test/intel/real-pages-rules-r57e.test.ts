/**
 * Round 57, part e, on real pages (issue 25; docs/intel.md, "Round 57, part e"): the lead's read of
 * wave 49 once round 56 had closed on it. Four mechanisms already in the engine misfired on
 * constructions real sites use, each a reader's slip rather than a new construction:
 * - a plan grid wrapped in a block classed `cart` was taken for an order summary (checkout-zone.ts,
 *   round 28d) and every card dropped: a checkout-named block that holds two or more plan cards,
 *   each with a heading, a price and a button, is the grid (zones.ts `wrapsPlanCards`);
 * - a free card titled "Community<br>Free" beside "Boutique<br>$80 USD per month" was named
 *   "Community Free": a free word on a part of its own after the name is the card's price
 *   (name-tail.ts, as round 40b reads it after a slot's name);
 * - a hidden "Yıllık 36.000 TL tasarruf" (a yearly saving) was read as the card's monthly price:
 *   "savings" after a price in other languages is a saving, as "$120 savings" is (money.ts);
 * - language panes (`lang-content`, one marked `active`) are tab panes: the hidden languages' cards
 *   are not the page a visitor sees (page.ts).
 * Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";

const URL = "https://quillwork.example/pricing";
const page = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><title>Pricing — Quillwork</title></head><body><main>${body}</main></body></html>`;
const read = (body: string, lang = "en") => extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain: false });
const plans = (body: string, lang = "en") => read(body, lang).plans.map((p) => `${p.name}: ${p.amount ?? "-"} ${p.currency ?? "-"} /${p.period ?? "-"}${p.free ? " free" : ""}`);

const card = (title: string, lines: string, button = `<a href="#!" class="btn">Buy now</a>`) =>
  `<div class="col"><div class="card"><div class="card-body"><h5 class="card-title">${title}</h5><p class="card-text">${lines}</p>${button}</div></div></div>`;
const GRID = `<div class="row">${card("Community<br>Free", "Unlimited projects<br/>Community forum", `<a href="https://apply.quillwork.example" class="btn">Apply now</a>`)}${card("Studio<br>$40 USD per month", "Up to 10 developers<br/>Email support")}${card("Company<br>$150 USD per month", "Unlimited developers<br/>Priority support")}</div>`;

describe("rules57e: a plan grid inside a block classed like a checkout", () => {
  test("cards wrapped in `<div class=\"cart\">` are read as plans (fails without the rule: every card dropped as an order summary's)", () => {
    expect(plans(`<h1>Get a licence</h1><div class="cart">${GRID}</div>`)).toEqual(["Community: 0 USD /month free", "Studio: 40 USD /month", "Company: 150 USD /month"]);
  });

  test("an order summary restating the chosen plan beside the cards stays no plan", () => {
    const summary = `<div class="cart"><h4>Your order</h4><p>Selected plan: Studio</p><p>Due today: $40.00</p><button>Pay now</button></div>`;
    expect(plans(`<h1>Get a licence</h1>${GRID}${summary}`)).toEqual(["Community: 0 USD /month free", "Studio: 40 USD /month", "Company: 150 USD /month"]);
  });
});

describe("rules57e: a free word on its own line of a card's title is its price", () => {
  test("\"Community<br>Free\" beside titles holding their prices is named Community (fails without the rule: \"Community Free\")", () => {
    expect(plans(GRID)[0]).toBe("Community: 0 USD /month free");
  });

  test("a title that is only the free word keeps it as the name; a two-word name on two lines stays whole", () => {
    const grid = `<div class="row">${card("Free", "One project")}${card("Team<br>Pro", "Ten projects<br/>$12 per month")}</div>`;
    expect(plans(grid).map((p) => p.split(":")[0])).toContain("Free");
  });
});

describe("rules57e: savings after a price, in other languages", () => {
  const turkish = (saving: string) => `<h2>Fiyatlandırma</h2><div class="pricing-cards">
<article class="pricing-card"><h3>Basic</h3><div><span class="pricing-price">22.000</span> <span>TL</span> <span>/ ay</span></div><p class="pricing-savings" hidden>${saving}</p><ul><li>1.000 dakika dahil</li></ul><a href="#" class="btn">Başlayın</a></article>
<article class="pricing-card"><h3>Growth</h3><div><span class="pricing-price">39.000</span> <span>TL</span> <span>/ ay</span></div><ul><li>2.000 dakika dahil</li></ul><a href="#" class="btn">Başlayın</a></article></div>`;

  test("a hidden \"Yıllık <strong>36.000 TL</strong> tasarruf\" is no price of the card (fails without the rule)", () => {
    expect(plans(turkish("Yıllık <strong>36.000 TL</strong> tasarruf"), "tr")[0]).toBe("Basic: 22000 TRY /month");
  });

  test("\"240 € Ersparnis\" and \"120 € d'économies\" are savings; \"240 € pro Jahr\" is a price", async () => {
    const { NOT_A_PLAN_PRICE_AFTER } = await import("../../src/intel/extract/money");
    expect(NOT_A_PLAN_PRICE_AFTER.test(" Ersparnis im Jahr")).toBe(true);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" d'économies par an")).toBe(true);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" de economia no plano anual")).toBe(true);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" pro Jahr")).toBe(false);
    expect(NOT_A_PLAN_PRICE_AFTER.test(" tasarrufluk")).toBe(false);
  });
});

describe("rules57e: language panes", () => {
  const pane = (id: string, active: boolean, names: string[]) =>
    `<div class="lang-content${active ? " active" : ""}" id="lang-${id}"><div class="cards-grid">${names
      .map((n, i) => `<a class="card" href="/buy"><div class="card-name">${n}</div><div class="card-price">${(i + 1) * 3} 000 Ft</div><div class="card-cta">Buy in the app</div></a>`)
      .join("")}</div></div>`;

  test("only the active language's cards are read (fails without the rule: the hidden English pane's names)", () => {
    const body = `<div class="lang-switcher"><button class="lang-btn active">HU</button><button class="lang-btn">EN</button></div>${pane("hu", true, ["Alap", "Bővített"])}${pane("en", false, ["Basic", "Extended"])}`;
    expect(plans(body, "hu").map((p) => p.split(":")[0])).toEqual(["Alap", "Bővített"]);
  });

  test("language panes with none marked active (markup before scripts) hide nothing", () => {
    const body = `${pane("hu", false, ["Alap", "Bővített"])}${pane("en", false, ["Basic", "Extended"])}`;
    expect(plans(body, "hu").length).toBeGreaterThanOrEqual(2);
  });
});

test("rules57e: the free card read from its title keeps the site's free tier", () => {
  expect(hasFreeTier(read(`<div class="cart">${GRID}</div>`))).toBe(true);
});
