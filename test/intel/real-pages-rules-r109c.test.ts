/**
 * Round 109, part c, on real pages (issue 25; session 45): a second document's top pasted into a
 * page's head. Hand-edited sites copy a snippet whole — "<!DOCTYPE html><html><head><style>…</style>
 * </head>" — into the head they already have. Browsers ignore the second `<html>` and `<head>` start
 * tags (WHATWG "in head" / "in body" modes), so the first `</head>` closes the real head and the body
 * shows; htmlparser2 pushed both, the first `</head>` closed only the copy, and the whole body sat
 * inside the real `<head>`: no visible text, no plan card, no "Free" card, no free tier
 * (html/parse.ts ONCE_PER_DOCUMENT).
 *
 * With it, `<title>` is no visible text wherever it stands (page.ts NO_TEXT; browsers never render
 * it): a whole document embedded in a site builder's code block keeps its content visible, and its
 * title, no longer hidden inside a second `<head>`, does not become a line of the page.
 *
 * And its failure side: a page with one head reads as before, `<header>` elements (a longer name)
 * are kept, the first `<html>`'s attributes stay, and a pasted head's style text is no visible text.
 * Pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { hasFreeTier } from "../../src/intel/analyze/profile";
import { buildPage } from "../../src/intel/page";
import { parseHtml } from "../../src/intel/html/parse";

const URL = "https://tallyfern.example/";
const PASTED = `<!DOCTYPE html><html><head>
<style type="text/css">.cta-green{border:1px solid #2a6;padding:8px 12px;color:#fff}</style>
</head>`;
const BODY = `<body><header class="top"><a href="/">Tallyfern</a></header>
<h1>Shift rosters for small crews</h1>
<div class="pricing"><h2>Simple pricing</h2><ul class="plans">
<li class="plan"><div class="size">Free Plan</div><div class="price">Free</div><div class="note">Up to 3 staff, forever</div><a href="/signup">Get Started</a></li>
<li class="plan"><div class="size">Crew</div><div class="price">$24</div><div class="note">per month</div><a href="/signup">Get Started</a></li>
<li class="plan"><div class="size">Depot</div><div class="price">$59</div><div class="note">per month</div><a href="/signup">Get Started</a></li>
</ul></div></body></html>`;
/** The page's own head left open: the pasted top's `</head>` is the only one, meant to close it. */
const page = (pasted: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tallyfern — rosters</title>` +
  `<link rel="stylesheet" href="site.css">${pasted || "</head>"}\n${BODY}`;
const read = (html: string) => extractSite([{ url: URL, html }], { url: URL, abstain: false });

describe("rules109c: a second <html>/<head> pasted into the head is ignored, as browsers do", () => {
  test("the body after a pasted document top is visible and its plans and free card are read (fails without the rule)", () => {
    const facts = read(page(PASTED));
    expect(facts.plans.map((p) => `${p.name}: ${p.amount} ${p.period} ${p.free}`)).toEqual(["Free Plan: 0 month true", "Crew: 24 month false", "Depot: 59 month false"]);
    expect(hasFreeTier(facts)).toBe(true);
    const p = buildPage({ url: URL, html: page(PASTED) });
    expect(p.visible).toContain("Shift rosters for small crews");
    expect(p.visible).not.toContain("cta-green");
  });

  test("the same page with one head reads the same plans", () => {
    const once = read(page(""));
    const pasted = read(page(PASTED));
    expect(pasted.plans.map((p) => [p.name, p.amount, p.period, p.free])).toEqual(once.plans.map((p) => [p.name, p.amount, p.period, p.free]));
    expect(hasFreeTier(once)).toBe(true);
  });

  test("the tree: one html, one head, the body a child of html; <header> kept; the first html's lang kept", () => {
    const doc = parseHtml(page(PASTED));
    const tags = doc.elements.map((e) => e.tag);
    expect(tags.filter((t) => t === "html").length).toBe(1);
    expect(tags.filter((t) => t === "head").length).toBe(1);
    expect(tags).toContain("header");
    const body = doc.elements.find((e) => e.tag === "body")!;
    expect(body.parent?.tag).toBe("html");
    expect(body.parent?.attrs.lang).toBe("en");
    // The pasted style stays in the head (no visible text), the head's title too.
    const style = doc.elements.find((e) => e.tag === "style")!;
    expect(style.parent?.tag).toBe("head");
  });

  test("a second <head> inside the body shows what follows it (ignored, not a hidden head)", () => {
    const html = `<!doctype html><html><head><title>Tallyfern</title></head><body><h1>Rosters</h1><head><meta name="x" content="y"></head><p>Crew plan from $24 per month</p></body></html>`;
    const p = buildPage({ url: URL, html });
    expect(p.visible).toContain("Crew plan from $24 per month");
  });

  test("a whole document embedded in the body (a site builder's code block): its content shows, its <title> does not", () => {
    const embed = `<div class="embed"><!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Tallyfern - Crew tiers</title><style>.t{color:red}</style></head><body><h2>Pick a crew size</h2><p>Crew $24 per month</p></body></html></div>`;
    const html = `<!doctype html><html lang="en"><head><title>Tallyfern</title></head><body><h1>Rosters</h1>${embed}<footer>Tallyfern Ltd</footer></body></html>`;
    const p = buildPage({ url: URL, html });
    expect(p.visible).toContain("Pick a crew size");
    expect(p.visible).toContain("Tallyfern Ltd");
    expect(p.visible).not.toContain("Crew tiers");
    expect(p.visible).not.toContain("color:red");
  });
});
