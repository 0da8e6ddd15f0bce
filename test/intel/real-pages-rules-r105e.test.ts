/**
 * Round 105, part e, on real pages (issue 25): plans the raw reading gets right that the confidence
 * gate withheld, for want of a signal the page gives.
 * - A bilingual card names its plan twice on one line, in Arabic script and in Latin letters
 *   ("لايت Lite"): the card reader takes the Latin half (round 90i); the text reader now keys the
 *   line by that half too, so it can confirm the card (verify/text-reader.ts, bilingual-name.ts).
 * - A one-page site's pricing section named only by its eyebrow, the small label over a slogan
 *   heading ("Pricing" over "Pick what fits your team"): a pricing section like one whose heading
 *   is "Pricing" (pricing-section.ts, reading addon-eyebrow.ts `eyebrowOf`).
 * - A struck figure twelve times the month price is the year at the monthly rate, struck beside the
 *   yearly price, not the month price's list price (plans-page.ts).
 * Not read so: a sentence line in two scripts, an eyebrow that names another section, a struck
 * figure that is no year of months. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { buildPage } from "../../src/intel/page";
import { pricingSections } from "../../src/intel/pricing-section";
import { readFromText } from "../../src/intel/verify/text-reader";
import type { PlanFact } from "../../src/intel/facts";

const plansOf = (url: string, html: string, abstain = true) =>
  extractSite([{ url, html }], { url, abstain }).plans.map((p) => [p.name, p.amount, p.currency, p.period]);

describe("a bilingual card's name line, Arabic and Latin halves (round 105e)", () => {
  const URL = "https://qamarnote.example/";
  const riyal = `<svg class="price-riyal" viewBox="0 0 10 10"><path d="M0 0h10v10H0z"/></svg>`;
  const card = (ar: string, en: string, price: string, minutes: string) =>
    `<div class="plan-card"><div class="plan-head"><span class="plan-ar">${ar}</span> <span class="plan-en">${en}</span></div>` +
    `<div class="plan-price"><div class="plan-price-row"><span class="plan-amount">${price}</span>${riyal}</div>` +
    `<span class="plan-term">شهرياً / monthly</span></div>` +
    `<ul><li><span>${minutes} دقيقة شهرياً</span> <span>${minutes} minutes/month</span></li><li><span>تصدير</span> <span>Export</span></li></ul></div>`;
  const page =
    `<!doctype html><html lang="ar" dir="rtl"><head><title>قمر نوت | QamarNote</title></head><body>` +
    `<header><h1>دوّن محاضراتك Write down your lectures</h1></header>` +
    `<section id="pricing"><h2>الأسعار Pricing</h2><div class="plan-grid">` +
    card("مجاني", "Free", "0", "20") + card("أساسي", "Basic", "24.99", "600") + card("متقدم", "Advanced", "54.99", "2400") + card("كامل", "Complete", "99.99", "9000") +
    `</div></section><footer>QamarNote</footer></body></html>`;

  test("the product reports the priced plans the raw reading gets right", () => {
    expect(plansOf(URL, page)).toEqual([
      ["Free", 0, "SAR", "month"],
      ["Basic", 24.99, "SAR", "month"],
      ["Advanced", 54.99, "SAR", "month"],
      ["Complete", 99.99, "SAR", "month"],
    ]);
  });

  const plan = (name: string, amount: number): PlanFact =>
    ({ name, amount, annual_amount: null, list_amount: null, currency: "SAR", period: "month", per_user: false, free: false, trial_days: null, contact_sales: false, price_text: `${amount} SAR`, features: [], evidence: { url: URL, snippet: "" } }) as unknown as PlanFact;

  test("the text reader finds the name on the bilingual line, either half first", () => {
    const built = buildPage({ url: URL, html: page });
    expect(readFromText(built, plan("Basic", 24.99), []).verdict).toBe("agrees");
    const latinFirst = buildPage({ url: URL, html: page.replace(`<span class="plan-ar">أساسي</span> <span class="plan-en">Basic</span>`, `<span class="plan-en">Basic</span> <span class="plan-ar">أساسي</span>`) });
    expect(readFromText(latinFirst, plan("Basic", 24.99), []).verdict).toBe("agrees");
  });

  test("a line that mixes the scripts otherwise names no plan", () => {
    const mixed = buildPage({ url: URL, html: page.replace(`<span class="plan-ar">أساسي</span> <span class="plan-en">Basic</span>`, `<span>Basic أساسي Basic</span>`) });
    expect(readFromText(mixed, plan("Basic", 24.99), []).verdict).toBe("absent");
  });
});

describe("a pricing section named by its eyebrow over a slogan heading (round 105e)", () => {
  const URL = "https://tallyroo.example/";
  const card = (name: string, price: string, year: string) =>
    `<article class="tier"><h3>${name}</h3><p class="tier__pitch">Everything a small crew needs to keep count.</p>` +
    `<div class="tier__price"><span class="line"><b><span class="amt amt--m">${price}</span><span class="amt amt--y">${year}</span></b></span>` +
    `<span class="per per--m">/ month · per seat</span><span class="per per--y">/ year · per seat</span></div>` +
    `<ul><li>Shared tallies</li><li>Exports</li><li>Email support</li></ul><a class="btn" href="/signup">Continue</a></article>`;
  const page = (eyebrow: string) =>
    `<!doctype html><html lang="en"><head><title>Tallyroo — counting for crews</title></head><body>` +
    `<nav><a href="#features">Features</a> <a href="#plans-x">Upgrade</a></nav>` +
    `<section class="hero"><h1>Count everything together</h1><p>Tallyroo keeps your crew's counts in one place, on every phone.</p></section>` +
    `<section class="block" id="features"><h2>Why crews pick it</h2><div class="feat"><h3>Offline</h3><p>Counts sync when you are back.</p></div></section>` +
    `<section class="block" id="plans-x"><header class="block__head"><span class="eyebrow">${eyebrow}</span>` +
    `<h2>Pick what fits your crew</h2><p>Keep counting free, or upgrade the whole crew.</p></header>` +
    `<div class="switch" role="group"><button class="is-active" data-bill="month">Monthly</button><button data-bill="year">Yearly</button></div>` +
    `<div class="tiers">${card("Crew", "€3.99", "€39.99")}${card("Depot", "€6.99", "€69.99")}</div></section>` +
    `<footer>Tallyroo</footer></body></html>`;

  test("the eyebrow names the section, and its plans are reported", () => {
    const built = buildPage({ url: URL, html: page("Pricing") });
    expect(pricingSections(built).map((e) => e.attrs.id)).toEqual(["plans-x"]);
    expect(plansOf(URL, page("Pricing"))).toEqual([
      ["Crew", 3.99, "EUR", "month"],
      ["Depot", 6.99, "EUR", "month"],
    ]);
  });

  test("an eyebrow naming another section names no pricing section", () => {
    const built = buildPage({ url: URL, html: page("Loved by crews") });
    expect(pricingSections(built)).toEqual([]);
    expect(plansOf(URL, page("Loved by crews"))).toEqual([]);
    expect(plansOf(URL, page("Loved by crews"), false).map((p) => p[0])).toEqual(["Crew", "Depot"]);
  });
});

describe("a struck year at the monthly rate beside the yearly price (round 105e)", () => {
  const URL = "https://pebblecast.example/pricing";
  const card = (name: string, month: string, year: string, struck: string) =>
    `<div class="plan"><h3>${name}</h3><div class="plan__price"><span class="amt amt--m">${month}</span><span class="amt amt--y">${year}</span>` +
    `<s class="was was--y">${struck}</s><span class="per per--m">/ month</span><span class="per per--y">/ year</span></div>` +
    `<ul><li>Podcast hosting</li><li>Analytics</li></ul><a href="/buy">Buy</a></div>`;
  const page = (struck: string) =>
    `<!doctype html><html lang="en"><head><title>Pricing — Pebblecast</title></head><body><main><h1>Pricing</h1>` +
    `<div class="plans">${card("Solo", "$5", "$48", struck)}${card("Studio", "$12", "$115", "$144")}</div></main></body></html>`;
  const listOf = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false }).plans.map((p) => [p.name, p.amount, p.list_amount]);

  test("twelve times the month price struck is no list price of it", () => {
    expect(listOf(page("$60"))).toEqual([
      ["Solo", 5, null],
      ["Studio", 12, null],
    ]);
  });

  test("another struck figure stays the list price", () => {
    expect(listOf(page("$80"))[0]).toEqual(["Solo", 5, 80]);
  });
});

describe("a card's first line holding a classed name and a tagline beside it (round 105e)", () => {
  const URL = "https://harborlist.example/pricing";
  const card = (name: string, beside: string, price: string) =>
    `<div class="col"><div class="box"><div class="box-head"><span class="kind">${name}</span> <span>${beside}</span>` +
    `<div class="cost"><span class="figure">${price}</span><br><sub>/ Month</sub></div></div>` +
    `<div class="box-body"><ul><li>Unlimited listings</li><li>Booking calendar</li><li>Email support</li></ul></div>` +
    `<div class="box-foot"><a href="/signup"><button>Get started</button></a></div></div></div>`;
  const page = (cards: string) =>
    `<!doctype html><html lang="en"><head><title>Pricing | Harborlist</title></head><body><h1>Harborlist Pricing</h1>` +
    `<div class="container"><h2>Packages</h2><div class="row">${cards}</div></div></body></html>`;

  test("the classed name is the plan's, the phrase beside it its tagline", () => {
    const cards = card("Dock", "Launch in an afternoon", "89€") + card("Marina", "Most Popular", "249€") + card("Fleet", "Run several harbors at once", "549€");
    expect(plansOf(URL, page(cards), false).map((p) => [p[0], p[1]])).toEqual([
      ["Dock", 89],
      ["Marina", 249],
      ["Fleet", 549],
    ]);
  });

  test("a second word of the name in a span of its own stays in the name", () => {
    const cards = card("Dock", "Plus", "89€") + card("Marina", "Max", "249€") + card("Fleet", "Pro", "549€");
    expect(plansOf(URL, page(cards), false).map((p) => p[0])).toEqual(["Dock Plus", "Marina Max", "Fleet Pro"]);
  });
});
