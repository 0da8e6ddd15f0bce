/**
 * Zones of a page where a price is never a plan price: site chrome (navigation, the page
 * footer), FAQ answers, testimonials, add-on/calculator sections and forms. Decided from the
 * element's ancestors (tags, roles, ids and classes) and the heading that opens its section.
 */
import type { HElement } from "../html/parse.ts";
import { headingsWithin, type Page } from "../page.ts";
import { findPrices } from "./money.ts";
import { checkoutBlock, templateSummary } from "./checkout-zone.ts";
import { eyebrowOf, listLabelOf } from "./addon-eyebrow.ts";
import { addonHeading } from "./addon-words.ts";
import { extrasSection } from "./extras-section.ts";
import { textMemo } from "./site-memo.ts";

export type Zone = "chrome" | "faq" | "testimonial" | "addon" | "form" | null;

const ATTR_ZONES: [RegExp, Exclude<Zone, null>][] = [
  [/(?:^|[\s_-])(?:faqs?|questions|accordion|accordion-faq)(?:$|[\s_-])/i, "faq"],
  [/(?:^|[\s_-])(?:testimonials?|reviews?|quotes?|customer-stor(?:y|ies)|case-stud(?:y|ies)|stories|wall-of-love)(?:$|[\s_-])/i, "testimonial"],
  [/add-?ons?(?:$|[\s_-])|addons|(?:^|[\s_-])extras?(?:$|[\s_-])|calculator|estimator|(?:^|[\s_-])overage|(?:^|[\s_-])usage-(?:based|pricing)?|power-?ups?/i, "addon"],
  [/(?:^|[\s_-])(?:site-?footer|global-?footer|footer-?nav|main-?footer|page-?footer|site-?header|global-?nav|navbar|mega-?menu)(?:$|[\s_-])/i, "chrome"],
];
const HEADING_ZONES: [RegExp, Exclude<Zone, null>][] = [
  [/frequently asked|\bfaqs?\b|\bquestions\b|\bhäufige fragen\b|\bquestions fréquentes\b|\bpreguntas frecuentes\b/i, "faq"],
  [/\badd-?ons?\b|\bextras\b|\bcalculat|\bestimat|\bpower-?ups?\b|\bboost(?:s|ers)?\b|\badditional (?:products|services|options)\b|\boptional extras\b/i, "addon"],
  // "Reviews" as a section's title, or reviews by someone; not a feature named so ("Performance reviews", "Code review").
  [/\bwhat (?:our )?customers say\b|\btestimonials?\b|^(?:(?:customer|user|our|real|verified)\s+)?reviews?\b|\breviews?\s+(?:from|by)\b|\bloved by\b|\bwall of love\b/i, "testimonial"],
];
const CONTENT_TAGS = new Set(["article", "section", "li", "main", "aside", "td", "form", "dialog"]);

function isChromeBlock(el: HElement): boolean {
  const role = el.attrs.role;
  if (el.tag === "nav" || role === "navigation" || role === "contentinfo" || role === "banner") return true;
  if (el.tag !== "footer" && el.tag !== "header" && !footerDiv(el)) return false;
  // A <footer>/<header> inside a card or section belongs to that card; only the page's own counts.
  for (let p = el.parent; p && p.tag !== "#root"; p = p.parent) if (CONTENT_TAGS.has(p.tag)) return false;
  // Outside any content element (<div> soup) the page's own carries navigation: a <nav> or a
  // handful of links. A card's <header> (name and price) or <footer> (one CTA) does not.
  return navigates(el);
}

/**
 * A page footer built of divs ("brand-footer", "footer"): a class word that ends in "footer".
 * Judged like a <footer> (outside content elements, carrying links), so a card's "card-footer"
 * with its one button stays the card's (round 16, part c: its columns' headings were read as plans).
 */
const footerDiv = (el: HElement) => el.tag === "div" && /(?:^|\s)[\w-]*footer(?=\s|$)/i.test(el.attrs.class ?? "");

function navigates(el: HElement): boolean {
  const stack: HElement[] = [el];
  let links = 0;
  for (let n = 0; stack.length && n < 2000; n++) {
    const e = stack.pop()!;
    if (e.tag === "nav" || e.attrs.role === "navigation" || (e.tag === "a" && ++links >= 3)) return true;
    for (const c of e.children) if (c.kind === "element") stack.push(c);
  }
  return false;
}

/**
 * The heading that opens `el`: its first heading in document order. (A breadth-first pick would
 * let a shallow "Add-ons" h2 at the end of a wrapper outrank the plan cards' h3s before it.)
 */
function openingHeading(page: Page, el: HElement): string | null {
  return headingsWithin(page, el, 1)[0]?.text ?? null;
}

/**
 * A heading opens the block only when it comes first: a price before it (a card grid without
 * headings above "Frequently Asked Questions" in one wrapper) means it titles a later part.
 * (Checked only once the heading names a zone: most blocks never need it.)
 */
function pricedBeforeHeading(page: Page, el: HElement): boolean {
  const h = headingsWithin(page, el, 1)[0];
  if (!h) return false;
  const start = page.range(el, "all")[0];
  return findPrices(page.all.slice(start, Math.min(page.range(h.el, "all")[0], start + 20000))).length > 0;
}

/** The zone `el` sits in, looking at up to `maxDepth` ancestors (cached per element). */
export function zoneOf(page: Page, el: HElement, cache: Map<HElement, Zone>): Zone {
  const path: HElement[] = [];
  let zone: Zone = null;
  for (let e: HElement | null = el; e && e.tag !== "#root"; e = e.parent) {
    const hit = cache.get(e);
    if (hit !== undefined) {
      zone = hit;
      break;
    }
    path.push(e);
    const own = ownZone(page, e);
    if (own) {
      zone = own;
      break;
    }
  }
  for (const e of path) cache.set(e, zone);
  return zone;
}

/**
 * The zone an element's attributes name (the first of ATTR_ZONES), and whether they name an order's
 * checkout: asked of every ancestor of every text block, of attribute strings a page repeats on
 * thousands of elements — kept per site (site-memo.ts).
 */
const attrZone = textMemo((attrs: string): Exclude<Zone, null> | null => ATTR_ZONES.find(([re]) => re.test(attrs))?.[1] ?? null);
const checkoutAttrs = textMemo(checkoutBlock);

function ownZone(page: Page, e: HElement): Zone {
  // The page's own root elements carry the site's flags, not a zone: WordPress themes class the
  // <body> "has-megamenu mega-menu-primary …" on every page (round 20b: a Danish page's cards,
  // their krone now read, were all dropped as a mega menu's).
  if (e.tag === "body" || e.tag === "html") return null;
  if (isChromeBlock(e)) return "chrome";
  if (e.tag === "summary" || (e.tag === "details" && !disclosure(page, e))) return "faq";
  if (e.tag === "blockquote" || e.tag === "q") return "testimonial";
  // A calculator or sign-up form; not a form that wraps the whole page (ASP.NET, some CMSs).
  if (e.tag === "form" && !headingsWithin(page, e, 50).some((h) => h.level <= 2)) return "form";
  // Framer names layers for what they are ("FAQ", "Add-ons", "Footer"): as telling as a class.
  const layer = e.attrs["data-framer-name"] ?? "";
  if (/^(?:footer|navigation|nav|header|navbar)$/i.test(layer)) return "chrome";
  const attrs = `${e.attrs.id ?? ""} ${e.attrs.class ?? ""} ${e.attrs["data-section"] ?? ""} ${e.attrs["data-testid"] ?? ""} ${layer}`;
  const named = attrs.length > 1 ? attrZone(attrs) : null;
  if (named) return calculatorAroundPlans(page, e, attrs, named) || accordionOfPlans(page, e, attrs, named) ? null : named;
  // An order's summary or payment step restates the plan chosen above it (round 28d, checkout-zone.ts);
  // a "cart" that holds the plan cards themselves, each with its own buy button, is the grid the
  // visitor picks from, not a summary of one pick (session 32: a Bootstrap grid wrapped in `cart`).
  // (Nor is a "summary" block each card of a row holds, its template's body: templateSummary, round 90i.)
  if (attrs.length > 1 && checkoutAttrs(attrs)) return wrapsPlanCards(page, e) || templateSummary(e) ? null : "form";
  if (e.tag === "section" || e.attrs.role === "region" || (e.tag === "div" && e.attrs.id)) {
    const h = openingHeading(page, e);
    if (h) for (const [re, z] of HEADING_ZONES) if (re.test(h)) return calculatorAroundPlans(page, e, h, z) || pricedBeforeHeading(page, e) ? null : z;
    if (h && costComparison(page, e)) return "addon";
    // "Optional Modules", "Professional Services", "Support Options" after the plans: extras sold
    // beside them, titled by a heading or a styled line (round 105h, extras-section.ts).
    if (extrasSection(page, e)) return "addon";
  }
  if (addonList(page, e)) return "addon";
  return null;
}

/**
 * A list labelled as add-ons by the short line over it (round 82g): a plan card's "Available
 * add-ons" in bold, then the extras each with its price ("Extra sessions $49/100 sessions", "Day
 * passes at $7/pass", "Copilot $29/agent/month"). The label is no heading, so the section rules
 * never saw it; the extras' prices were the card's own second, third, fourth prices, and the card
 * body's price and that list formed a little group that dropped the card from its row, while a
 * per-agent extra could be read as a plan. A list whose items are plan cards themselves (a heading
 * and something to click in two of them) stays read.
 */
function addonList(page: Page, e: HElement): boolean {
  const label = listLabelOf(page, e);
  if (!label || !(ADDON_LABEL.test(label) || addonHeading(label))) return false;
  return !wrapsPlanCards(page, e);
}
const ADDON_LABEL = HEADING_ZONES.find(([, z]) => z === "addon")![0];

/**
 * A `<details>` that folds a part of the page away ("Show all services and prices") rather than
 * answering a question: its summary is no question and it holds two or more headings of its own.
 */
function disclosure(page: Page, el: HElement): boolean {
  const summary = el.children.find((c): c is HElement => c.kind === "element" && c.tag === "summary");
  if (!summary || /\?\s*$/.test(page.text(summary, "all"))) return false;
  return headingsWithin(page, el, 3).length >= 2;
}

/**
 * A section titled as a comparison of costs — "X vs paying for each tool", "Cost Comparison", "Your
 * subscription pays for itself", "ROI" — in its heading or the eyebrow over it (issue 25, round 76c).
 */
const COST_COMPARISON = /\bvs\.?(?=\s|$)|\bversus\b|\b(?:cost|price|pricing|value) comparison\b|\bpays? for itself\b|\binstead of\b|\bcompared (?:to|with)\b|\bswitch(?:ing)? from\b|kostenvergleich|preisvergleich|\bim vergleich\b|\bcomparaison\b|\bau lieu de\b|\bcomparaci[oó]n\b|\ben lugar de\b|\bcompara[cç][aã]o\b|\bem vez de\b|\bconfronto\b|\binvece di\b|對比|对比|比較|比较/i;
/**
 * "Free vs Pro", "Pro vs. Free": the product's free tier set against its paid one is the plan set
 * compared, not a comparison of costs (round 89f) — even in a block with nothing to click beside
 * the offer (its call to action above or below it) and a product that talks of savings.
 */
const FREE_AGAINST_PAID = /\bfree\s+(?:vs\.?|versus)\s+\p{L}|\p{L}\s+(?:vs\.?|versus)\s+free\b/iu;
/** "ROI" in capitals (not the French word for a king). */
const ROI = /\bROI\b/;
/** What such a block says the visitor saves ("Your Savings: $146,436", "you save $400+/month", "節省 85%"). */
const SAVING = /\bsav(?:e|es|ing|ings)\b|節省|节省|節約|节约|\bspar(?:en|st|t)\b|ersparnis|[ée]conomi[sz]|\bahorr|\beconomi[az]|\brisparmi/;

/**
 * A "what you would pay otherwise" block (issue 25, round 76c): a section titled as a comparison of
 * costs that says what the visitor saves, listing OTHER products' prices ("ChatGPT Plus HK$160/月 …
 * 8 個工具合計 HK$2,028/月 vs PersonAI Starter HK$298/月 — 節省 85%", "Other Apps -$435/month" beside
 * "QuoteCat Pro $29", "Traditional CMMC Assessment $150,000+"). Its prices are no plans of the set, and
 * its restatement of one plan ("vs Starter $298") is a duplicate. On development (waves 40–69) it
 * read as invented plans on three sites in three waves, and on a fourth it zones a "Value comparison"
 * table of coaching against the app (its "save" is a button's word in a note). It must not catch a plan set titled "Free vs Pro" or carrying "Save 20%
 * yearly": a plan set offers something to click, a comparison of costs only shows figures — so a
 * block holding a link or a button is never one. Bounded: a block of at most 4,000 characters.
 */
function costComparison(page: Page, el: HElement): boolean {
  const [start, end] = page.range(el, "all");
  if (end - start > 4000) return false;
  const h = headingsWithin(page, el, 1)[0];
  if (!h) return false;
  const eyebrow = eyebrowOf(page, h);
  const titled = (t: string) => (COST_COMPARISON.test(t) && !FREE_AGAINST_PAID.test(t)) || ROI.test(t);
  if (!titled(h.text) && !(eyebrow && titled(eyebrow))) return false;
  if (!SAVING.test(page.all.slice(start, end).toLowerCase())) return false;
  return !holdsAction(page, el) && !pricedBeforeHeading(page, el);
}

/** Whether `el` holds something to click: a link, a button or a submit input (among its first `limit` elements). */
export function holdsAction(page: Page, el: HElement, limit = 3000): boolean {
  const end = page.subtreeEnd(el);
  for (let o = el.order; o <= end && o - el.order < limit; o++) {
    const e = page.doc.elements[o - 1];
    if (e.tag === "a" || e.tag === "button" || e.attrs.role === "button" || (e.tag === "input" && /^(?:submit|button)$/i.test(e.attrs.type ?? "")) || classedButton(page, e)) return true;
  }
  return false;
}

/**
 * A control drawn by a site builder's script: a `<div>` classed as a button or a dropdown's toggle
 * ("cta__btn … w-dropdown-toggle", Webflow's, which gets its role only when the script runs), with
 * a short label (round 86n: a messenger's "Попробовать бесплатно" opening a menu of its apps). The
 * class names a button as a whole token or a BEM part, not a word inside another ("buttonless").
 */
const BUTTON_CLASS = /(?:^|[\s_-])(?:btn|button|w-dropdown-toggle)(?:$|[\s_-])/i;
function classedButton(page: Page, e: HElement): boolean {
  if (e.tag !== "div" && e.tag !== "span") return false;
  if (!BUTTON_CLASS.test(e.attrs.class ?? "")) return false;
  const t = page.text(e, "all").trim();
  return t.length > 0 && t.length <= 40;
}

const CALCULATOR = /calculat|estimat/i;
/**
 * A title in a calculator's words and in no add-on's ("Calculate for your team", not "Estimate your
 * add-ons" or "Usage calculator"): the one test of whether a calculator may title the plans themselves,
 * here for a section that wraps plan cards and in plans-page.ts for a row of cards under such a heading.
 */
export const calculatorTitle = (words: string): boolean => CALCULATOR.test(words) && !/add-?ons?|extras?|overage|usage|power-?ups?|boost/i.test(words);

/**
 * A "calculator" that wraps the plan cards themselves (a volume slider above the grid, the whole
 * pricing section classed "pricing-calculator") is the pricing section, not an add-on estimate:
 * it holds two or more sibling blocks that each have a heading, a price and something to click.
 */
function calculatorAroundPlans(page: Page, el: HElement, words: string, zone: Exclude<Zone, null>): boolean {
  if (zone !== "addon" || !calculatorTitle(words)) return false;
  return wrapsPlanCards(page, el);
}

/**
 * Round 82b: an accordion named only by its class ("accordion-item", "accordion-content") that
 * folds away a set of plan cards — a second or third group of plans under its own heading, opened
 * with a click ("Ecommerce plans" over Standard, Plus, Advanced) — is no FAQ. A block classed
 * "faq" or "questions" stays one whatever it holds.
 */
function accordionOfPlans(page: Page, el: HElement, words: string, zone: Exclude<Zone, null>): boolean {
  if (zone !== "faq" || FAQ_CLASS.test(words)) return false;
  return wrapsPlanCards(page, el);
}
const FAQ_CLASS = /(?:^|[\s_-])(?:faqs?|questions)(?:$|[\s_-])/i;

/** Whether some block inside `el` holds two or more sibling plan cards (planCardLike). */
function wrapsPlanCards(page: Page, el: HElement): boolean {
  const end = page.subtreeEnd(el);
  for (let o = el.order; o <= end && o - el.order < 3000; o++) {
    const kids = page.doc.elements[o - 1].children.filter((c): c is HElement => c.kind === "element");
    if (kids.length < 2 || kids.length > 24) continue;
    let cards = 0;
    for (const k of kids) if (planCardLike(page, k) && ++cards >= 2) return true;
  }
  return false;
}

/** A block that reads like a plan card: a heading that can be a plan's name (not "10 seats"), a price, something to click. */
export function planCardLike(page: Page, el: HElement): boolean {
  const text = page.text(el, "all");
  const heading = headingsWithin(page, el, 1)[0]?.text ?? "";
  if (text.length > 1500 || !heading || heading.length > 40 || /^\P{L}/u.test(heading) || findPrices(text).length === 0) return false;
  const end = page.subtreeEnd(el);
  for (let o = el.order; o <= end && o - el.order < 400; o++) {
    const t = page.doc.elements[o - 1].tag;
    if (t === "a" || t === "button") return true;
  }
  return false;
}
