/**
 * Round 31, part e, on real pages (issue 25; docs/intel.md, "Round 31, part e"): a site with no
 * page at a pricing path sells its plans at an upgrade page ("/upgrade/"); its home page's teaser
 * cards are not read beside them (upgrade-page.ts), save the free plan the upgrade page leaves out.
 * And an add-on section named by its eyebrow over a slogan heading (addon-eyebrow.ts). Each rule on
 * small pages of our own, never text from a real page; each guard with the nearest look-alike.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { upgradePagesRead, upgradeUrl } from "../../src/intel/upgrade-page";

const doc = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, button = "Choose") => `<div class="plan-card"><h3 class="plan-name">${name}</h3><p class="price">${price}</p><ul><li>Reports</li><li>Alerts</li></ul><a class="btn" href="/signup">${button}</a></div>`;
const cards = (...c: string[]) => `<section class="pricing"><div class="plans-grid">${c.join("")}</div></section>`;
const HOME = "https://kettlebird.example/";
const plansOf = (pages: { url: string; html: string }[]) =>
  extractSite(pages, { url: HOME, abstain: false })
    .plans.map((p) => [p.name, p.amount, p.period])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe("rules31e: an upgrade page is the pricing page of a site without one", () => {
  test("the home page's teasers of another price are not read beside the upgrade page's plans", () => {
    const home = doc("Kettlebird", `<h1>Kettlebird keeps your recipes</h1>${cards(card("Cook", "$6/month"), card("Chef", "$12/month"))}`);
    const upgrade = doc("Upgrade", `<h1>Upgrade Kettlebird</h1>${cards(card("Monthly", "$7/month", "Subscribe"), card("Annual", "$60/year", "Subscribe"))}`);
    expect(plansOf([{ url: HOME, html: home }, { url: "https://kettlebird.example/upgrade/", html: upgrade }])).toEqual([
      ["Annual", 60, "year"],
      ["Monthly", 7, "month"],
    ]);
  });

  test("the home page's free plan is kept: the upgrade page sells only the paid side", () => {
    const home = doc("Kettlebird", `<h1>Kettlebird keeps your recipes</h1>${cards(card("Free", "$0/month", "Start"), card("Chef", "$12/month"))}`);
    const upgrade = doc("Upgrade", `<h1>Upgrade Kettlebird</h1>${cards(card("Chef", "$12/month", "Subscribe"), card("Chef yearly", "$120/year", "Subscribe"))}`);
    expect(plansOf([{ url: HOME, html: home }, { url: "https://kettlebird.example/upgrade/", html: upgrade }])).toEqual([
      ["Chef", 12, "month"],
      ["Chef yearly", 120, "year"],
      ["Free", 0, "month"],
    ]);
  });

  test("a page at a pricing path is still the pricing page, an upgrade page beside it or not", () => {
    const pricing = doc("Pricing", `<h1>Pricing</h1>${cards(card("Cook", "$6/month"), card("Chef", "$12/month"))}`);
    const upgrade = doc("Upgrade", `<h1>Upgrade Kettlebird</h1>${cards(card("Monthly", "$7/month", "Subscribe"), card("Annual", "$60/year", "Subscribe"))}`);
    expect(plansOf([{ url: HOME, html: doc("Kettlebird", "<h1>Kettlebird</h1>") }, { url: "https://kettlebird.example/pricing", html: pricing }, { url: "https://kettlebird.example/upgrade/", html: upgrade }])).toEqual([
      ["Chef", 12, "month"],
      ["Cook", 6, "month"],
    ]);
  });

  test("an upgrade page with no plan leaves the home page's plans read", () => {
    const home = doc("Kettlebird", `<h1>Kettlebird keeps your recipes</h1>${cards(card("Cook", "$6/month"), card("Chef", "$12/month"))}`);
    const upgrade = doc("Upgrade", `<h1>Upgrade Kettlebird</h1><p>Sign in to upgrade your account.</p>`);
    expect(plansOf([{ url: HOME, html: home }, { url: "https://kettlebird.example/upgrade/", html: upgrade }])).toEqual([
      ["Chef", 12, "month"],
      ["Cook", 6, "month"],
    ]);
  });

  test("upgradePagesRead: only pages with plans, and the free plans elsewhere only when the upgrade page has none", () => {
    const free = { amount: 0, free: true };
    const paid = { amount: 9, free: false };
    const home = { page: { url: HOME }, ld: [], state: [], shown: [free, paid] };
    const up = { page: { url: "https://kettlebird.example/go-pro" }, ld: [], state: [], shown: [paid] };
    const empty = { page: { url: "https://kettlebird.example/premium.html" }, ld: [], state: [], shown: [] };
    expect(upgradePagesRead([home, empty])).toBeNull();
    const read = upgradePagesRead([home, up, empty])!;
    expect(read.map((x) => [x.page.url, x.shown.length])).toEqual([
      ["https://kettlebird.example/go-pro", 1],
      [HOME, 1],
    ]);
    const upFree = { ...up, shown: [free, paid] };
    expect(upgradePagesRead([home, upFree])!.map((x) => x.page.url)).toEqual(["https://kettlebird.example/go-pro"]);
  });

  test("upgradeUrl: upgrade paths, not words inside other paths", () => {
    expect(upgradeUrl("https://kettlebird.example/upgrade/")).toBe(true);
    expect(upgradeUrl("https://kettlebird.example/en/subscribe.html")).toBe(true);
    expect(upgradeUrl("https://kettlebird.example/pro")).toBe(true);
    expect(upgradeUrl("https://kettlebird.example/products/")).toBe(false);
    expect(upgradeUrl("https://kettlebird.example/blog/upgrade-your-kitchen")).toBe(false);
    expect(upgradeUrl("not a url")).toBe(false);
  });
});

describe("rules31e: an add-on section named by its eyebrow", () => {
  const URL_ = "https://movers.example/prices";
  const svc = (name: string, text: string) => `<div class="service-card"><div class="service-icon"><i class="icon"></i></div><h3>${name}</h3><p>${text}</p><a href="#quote" class="card-link">Details</a></div>`;
  const moves = `<section class="section"><div class="container"><div class="section-header"><h2>Moving prices</h2></div><div class="price-grid">${svc("Studio flat", "From $400")}${svc("Two rooms", "From $700")}${svc("Family house", "From $1,200")}</div></div></section>`;
  const extras = (label: string, tag = "span") =>
    `<section class="section"><div class="container"><div class="section-header"><${tag} class="section-label">${label}</${tag}><h2>Services on top of your move</h2><p>Pick any of them with your move.</p></div><div class="services-grid">${svc("Careful packing", "Glass: $50. Antiques: $100.")}${svc("Furniture assembly", "Wardrobes: $150. Beds: $80.")}${svc("Cleaning", "New home: $300.")}</div></div></section>`;
  const read = (body: string) =>
    extractSite([{ url: URL_, html: doc("Prices", `<h1>Prices</h1>${body}`) }], { url: URL_, abstain: false })
      .plans.map((p) => [p.name, p.amount])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  // With the extras read as plans (the look-alikes below): every card of the page.
  const allRead = [
    ["Careful packing", 50],
    ["Cleaning", 300],
    ["Family house", 1200],
    ["Furniture assembly", 150],
    ["Studio flat", 400],
    ["Two rooms", 700],
  ];
  const movesRead = [
    ["Family house", 1200],
    ["Studio flat", 400],
    ["Two rooms", 700],
  ];

  test("cards under a slogan heading whose eyebrow says extras are no plans", () => {
    expect(read(moves + extras("Extras"))).toEqual(movesRead);
  });

  test("in another language addon-words.ts knows, the label a paragraph", () => {
    expect(read(moves + extras("Zusatzleistungen", "p"))).toEqual(movesRead);
  });

  test("an eyebrow that names anything else leaves the cards read", () => {
    expect(read(moves + extras("Why us"))).toEqual(allRead);
  });

  test("a sentence before the heading that mentions extras is no label", () => {
    expect(read(moves + extras("Every move can take extras later, booked a day before"))).toEqual(allRead);
  });
});
