/**
 * Round 90, part d, on real pages (issue 25): the free tier of a product whose paid edition has a
 * page of its own at `/pro`. Such a page lists what Pro adds and its price and never names the free
 * product it upgrades (a free app with ads, an extension's free scan); round 29f's Premium page
 * rule (premium-page.ts) now reads the same page under the other edition word, with its guards:
 * the title or first h1 names Pro as a whole word, and no trial is offered outside the site's
 * navigation (whose links name other pages: a "Flame Test Chart" is no trial). And the product said
 * to be open source on its home or pricing page ("Inkwell is an open source drawing app") where no
 * page offers a trial (open-source-claim.ts). Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { buildPage } from "../../src/intel/page";
import { premiumPage } from "../../src/intel/extract/premium-page";
import { openSourceClaim } from "../../src/intel/extract/open-source-claim";

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>` +
  `<nav><a href="/">Home</a><a href="/charts/flame-test">Flame Test Chart</a><a href="/quiz">Quiz</a><a href="/pro">Pro</a></nav>` +
  `<main>${body}</main></body></html>`;
const offer = `<h1>Mineral Atlas Pro</h1><p>Support the atlas and unlock every tool.</p>` +
  `<div class="offer"><ul><li>No ads</li><li>Crystal quiz</li><li>Hardness calculator</li></ul>` +
  `<p class="price">$2 / month</p><a href="https://pay.example/atlas-pro">Subscribe</a></div>`;
const tier = (url: string, page: string) => hasFreeTier(extractSite([{ url, html: page }], { url, abstain: true }));
const PRO = "https://mineralatlas.example/pro";

describe("rules90d: a page of its own for the product's Pro", () => {
  test("\"/pro\" titled \"… Pro\": the paid side of a free product (fails without the rule)", () => {
    expect(premiumPage(buildPage({ url: PRO, html: html("Mineral Atlas Pro", offer) }))?.text).toBe("Mineral Atlas Pro");
    expect(tier(PRO, html("Mineral Atlas Pro", offer))).toBe(true);
    expect(tier("https://mineralatlas.example/en/pro.html", html("Mineral Atlas Pro — upgrade", offer))).toBe(true);
    expect(tier("https://mineralatlas.example/pro/", html("MINERAL ATLAS PRO — every tool", offer))).toBe(true);
  });

  test("a trial word in the site's menu is no trial this page offers; one in the page is", () => {
    // The menu's "Flame Test Chart" ("test" is a German trial word) leaves the rule alone (above);
    // a trial the page itself offers means Pro may be upgraded from the trial, not a free tier.
    expect(tier(PRO, html("Mineral Atlas Pro", offer + `<p>Start with a 7-day trial.</p>`))).toBe(false);
    expect(tier(PRO, html("Mineral Atlas Pro", offer + `<p>Jetzt 14 Tage testen.</p>`))).toBe(false);
  });

  test("the same offer at a pricing path, or a /pro page that does not name Pro, says nothing", () => {
    expect(tier("https://mineralatlas.example/pricing", html("Mineral Atlas Pro", offer))).toBe(false);
    const plain = offer.replace("<h1>Mineral Atlas Pro</h1>", "<h1>For professionals</h1>");
    expect(premiumPage(buildPage({ url: PRO, html: html("Mineral Atlas for professionals", plain) }))).toBeNull();
    expect(tier(PRO, html("Mineral Atlas for professionals", plain))).toBe(false);
  });

  test("\"pros\", \"pro-rata\" and a Premium word at /pro are not the path's edition", () => {
    const body = (h1: string) => offer.replace("<h1>Mineral Atlas Pro</h1>", `<h1>${h1}</h1>`);
    expect(premiumPage(buildPage({ url: PRO, html: html("Atlas for pros", body("Atlas for pros")) }))).toBeNull();
    expect(premiumPage(buildPage({ url: PRO, html: html("Pro-rata billing", body("Pro-rata billing")) }))).toBeNull();
    expect(premiumPage(buildPage({ url: PRO, html: html("Atlas Premium", body("Atlas Premium")) }))).toBeNull();
  });
});

describe("rules90d: the product said to be open source", () => {
  const HOME = "https://inkwell.example/";
  const PRICING = "https://inkwell.example/cloud/pricing";
  const home = (line: string) =>
    `<!doctype html><html lang="en"><head><title>Inkwell</title></head><body><main><h1>Draw anywhere</h1>` +
    `<p>${line} Sketch on any device and keep every layer.</p><a href="/download">Download the app</a> <a href="/cloud/pricing">Inkwell Cloud</a></main></body></html>`;
  const pricing = (extra = "") =>
    `<!doctype html><html lang="en"><head><title>Inkwell Cloud plans</title></head><body><main><h1>Inkwell Cloud plans</h1>` +
    `<div class="plans"><div class="plan-card"><h3>Sync</h3><p class="price">€2 / month</p><ul><li>1 GB of sketches</li></ul><a href="/buy/sync">Buy</a></div>` +
    `<div class="plan-card"><h3>Studio</h3><p class="price">€6 / month</p><ul><li>10 GB of sketches</li><li>Shared boards</li></ul><a href="/buy/studio">Buy</a></div></div>${extra}</main></body></html>`;
  const site = (homeLine: string, extra = "") =>
    hasFreeTier(extractSite([{ url: PRICING, html: pricing(extra) }, { url: HOME, html: home(homeLine) }], { url: HOME, abstain: true }));

  test("\"Inkwell is an open source drawing app\" on the home page: a free tier (fails without the rule)", () => {
    expect(site("Inkwell is an open source drawing app.")).toBe(true);
    expect(site("Inkwell is free and open-source.")).toBe(true);
    expect(site("The app is open source.")).toBe(true);
  });

  test("the same site without the words, or with a trial offered, or built on open source, has none", () => {
    expect(site("Inkwell is a drawing app.")).toBe(false);
    expect(site("Inkwell is an open source drawing app.", `<p>Every plan starts with a 14-day trial.</p>`)).toBe(false);
    expect(site("Inkwell is open-source-based and runs offline.")).toBe(false);
    const page = buildPage({ url: HOME, html: home("Inkwell is an open source drawing app.") });
    expect(openSourceClaim([{ el: page.doc.root, text: "Inkwell is an open source drawing app." }], [page])?.start).toBe(8);
  });
});
