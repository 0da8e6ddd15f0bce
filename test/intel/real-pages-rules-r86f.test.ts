/**
 * Round 86, part f, on real pages (issue 25): a big vendor's free plan named only in the header row
 * of its comparison table (the cards above sell the paid plans; a banner prices the free one at a
 * bare "$0 forever" with no name), and its enterprise offer in a box of its own below the cards (a
 * heading, a sentence, a contact link — in any language). Small pages of our own, never text from a
 * real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";

const URL = "https://chartwell.example/pricing";
const page = (body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>Chartwell — pricing</title></head><body><main><h1>Plans for every trader</h1>${body}</main></body></html>`;
const plans = (body: string, abstain = false, lang = "en") => extractSite([{ url: URL, html: page(body, lang) }], { url: URL, abstain }).plans;

const banner = (zero = true) =>
  `<div class="top"><div class="hero"><div class="hero-text"><h2>Free until you need more</h2><p>Look at every market first.</p></div><div class="signup">${zero ? `<span class="price-text"><span class="currency-sign">$</span><span class="zero">0</span><span class="caption">forever</span></span>` : ""}<button>Join now</button><p>No card needed</p></div></div><div class="video"></div></div>`;
const card = (name: string, price: string) =>
  `<div class="tier"><h3>${name}</h3><p><span class="amt">${price}</span> / month</p><a href="/buy">Try 30 days free</a><ul><li>Alerts</li><li>Layouts</li><li>Indicators</li></ul></div>`;
const cards = `<nav class="tabs"><a href="#plans">Plans</a><a href="#compare">Compare</a><a href="#faq">FAQ</a></nav><div class="plans"><section><h2>Pick a plan</h2><div class="switch"><button>Monthly</button><button>Yearly</button></div><div class="tiers">${card("Steady", "$11.95")}${card("Swift", "$27.95")}${card("Summit", "$61.95")}</div></section></div>`;
const headCell = (name: string, link: string) => `<div class="col">${name}<div class="col-link"><a href="#">${link}</a></div></div>`;
const table = (first: string) =>
  `<section><div class="compare"><div class="head-row"><h2 class="col">Compare the plans</h2>${headCell(first, "Join now")}${headCell("Steady", "Try it")}${headCell("Swift", "Try it")}${headCell("Summit", "Try it")}</div><div class="row"><div class="col">Charts per tab</div><div class="col">1</div><div class="col">2</div><div class="col">4</div><div class="col">8</div></div></div></section>`;
const box = (heading: string, link: string) =>
  `<section class="promos"><div class="promo" role="link" tabindex="0"><h3>${heading}</h3><p>Everything we make in one package, with data feeds for your whole desk.</p><div class="go">${link}<span>→</span></div></div><div class="promo" role="link" tabindex="0"><h3>Classroom program</h3><p>Bring the charts to your course.</p><div class="go">Learn more</div></div></section>`;

describe("rules86f: a free plan named in the comparison table's header", () => {
  test("the header's extra first column is the free plan the banner prices at $0 (fails without the rule)", () => {
    const got = plans(banner() + cards + table("Starter"));
    const free = got.find((p) => p.name === "Starter");
    expect(free).toBeDefined();
    expect(free!.amount).toBe(0);
    expect(free!.free).toBe(true);
    expect(got.map((p) => p.name)).toEqual(expect.arrayContaining(["Steady", "Swift", "Summit"]));
  });

  test("the product reading keeps it too", () => {
    expect(plans(banner() + cards + table("Starter"), true).map((p) => p.name)).toContain("Starter");
  });

  test("with no zero on the page, the extra column is no free plan", () => {
    expect(plans(banner(false) + cards + table("Starter")).map((p) => p.name)).not.toContain("Starter");
  });

  test("a header that does not repeat the cards' names in order adds nothing", () => {
    const other = `<section><div class="compare"><div class="head-row"><h2 class="col">Compare</h2>${headCell("Starter", "Join now")}${headCell("Summit", "Try it")}${headCell("Steady", "Try it")}${headCell("Swift", "Try it")}</div></div></section>`;
    expect(plans(banner() + cards + other).map((p) => p.name)).not.toContain("Starter");
  });
});

describe("rules86f: an enterprise box below the cards", () => {
  test("a box headed by an enterprise word with a contact link is a contact plan (fails without the rule)", () => {
    const got = plans(cards + box("Enterprise plan", "Contact us"));
    const ent = got.find((p) => p.name === "Enterprise plan");
    expect(ent).toBeDefined();
    expect(ent!.contact_sales).toBe(true);
    expect(ent!.amount).toBeNull();
    expect(got.map((p) => p.name)).not.toContain("Classroom program");
  });

  test("in Turkish and German too", () => {
    expect(plans(cards + box("Kurumsal plan", "Bize ulaşın"), false, "tr").map((p) => p.name)).toContain("Kurumsal plan");
    expect(plans(cards + box("Unternehmen", "Kontaktieren Sie uns"), false, "de").map((p) => p.name)).toContain("Unternehmen");
  });

  test("a box headed without an enterprise word, or linking elsewhere, is no plan", () => {
    expect(plans(cards + box("Partner program", "Contact us")).map((p) => p.name)).not.toContain("Partner program");
    expect(plans(cards + box("Enterprise plan", "Read the guide")).map((p) => p.name)).not.toContain("Enterprise plan");
  });
});
