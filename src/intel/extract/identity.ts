/**
 * Identity of a site from its home page: name, title, description and main headline.
 *
 * Name: og:site_name, application-name, a JSON-LD Organization/WebSite/SoftwareApplication/Product
 * name, then the brand part of the title (split on " | ", " - ", " — ", " – ", ": "; the part that
 * matches the domain, else the shortest part), else the domain's label ("acme" → "Acme").
 */
import { getDomainWithoutSuffix } from "../public-suffix.ts";
import type { TextFact } from "../facts.ts";
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { inConsentBanner } from "./signals.ts";
import { evidenceOf } from "./plans-page.ts";
import { snippet, keyOf } from "./text.ts";

const fact = (page: Page, value: string, where: string, selector?: string): TextFact => ({
  value: snippet(value, 300),
  evidence: { url: page.url, snippet: snippet(`${where}: ${value}`), ...(selector ? { selector } : {}) },
});

function jsonLdName(blocks: unknown[]): string | null {
  const wanted = ["Organization", "Corporation", "WebSite", "SoftwareApplication", "WebApplication", "Brand", "Product"];
  const found = new Map<string, string>();
  const stack = [...blocks];
  let budget = 5_000;
  while (stack.length && budget-- > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      const types = (Array.isArray(o["@type"]) ? o["@type"] : [o["@type"]]).filter((t): t is string => typeof t === "string");
      const name = typeof o.name === "string" ? o.name.trim() : "";
      for (const t of types) if (wanted.includes(t) && name && name.length <= 60 && !found.has(t)) found.set(t, name);
      if (o["@graph"]) stack.push(o["@graph"]);
      if (o.publisher) stack.push(o.publisher);
    }
  }
  for (const t of wanted) if (found.has(t)) return found.get(t)!;
  return null;
}

const GENERIC_PART = /^(?:home|homepage|pricing|prices|plans|plans (?:&|and) pricing|pricing (?:&|and) plans|pricing plans|features|product|products|blog|about(?: us)?|contact(?: us)?|welcome|official site|preise|tarifs|precios)$/i;

/** Page words around a brand in a title part: "Figma Pricing", "Notion Plans", "Pricing for Acme". */
const PAGE_WORDS_AROUND = /^(?:(?:pricing|plans|prices)\s+(?:for|of|at)\s+)|\s+(?:pricing(?:\s+(?:plans?|(?:&|and)\s+plans?|page))?|plans?(?:\s+(?:&|and)\s+pricing)?|prices)$/i;

function brandFromTitle(title: string, domainLabel: string): string | null {
  const parts = title
    .split(/\s+[|–—-]\s+|\s+·\s+|:\s+/)
    .map((p) => p.trim().replace(PAGE_WORDS_AROUND, "").trim())
    .filter(Boolean);
  if (parts.length < 2) return parts[0] && parts[0].length <= 30 ? parts[0] : null;
  const label = keyOf(domainLabel).replace(/ /g, "");
  const matching = parts.find((p) => {
    const k = keyOf(p).replace(/ /g, "");
    return k === label || (label.length >= 3 && (k.startsWith(label) || label.startsWith(k)) && k.length <= label.length + 6);
  });
  if (matching) return matching;
  // Page words ("Pricing", "Plans & pricing") are never the brand.
  const brandLike = parts.filter((p) => !GENERIC_PART.test(p));
  const pool = brandLike.length ? brandLike : parts;
  return [...pool].sort((a, b) => a.length - b.length || pool.indexOf(a) - pool.indexOf(b))[0];
}

export function domainLabel(url: string): string {
  try {
    return getDomainWithoutSuffix(url) ?? new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * A declared name that carries a tagline ("Ghost - The Professional Publishing Platform",
 * "Acme | Invoicing for freelancers"): the part that matches the domain is the brand. Without
 * such a part the name stays as declared (a brand may differ from its domain).
 */
function brandOf(declared: string, label: string): string {
  const parts = declared.split(/\s+[|–—-]\s+|\s+·\s+|:\s+/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return declared;
  const k = keyOf(label).replace(/ /g, "");
  const hit = parts.find((p) => {
    const pk = keyOf(p).replace(/ /g, "");
    return pk === k || (k.length >= 3 && (pk.startsWith(k) || k.startsWith(pk)) && pk.length <= k.length + 6);
  });
  return hit ?? declared;
}

export function siteName(page: Page): TextFact {
  const label = domainLabel(page.url);
  const og = page.meta.get("og:site_name");
  if (og) return fact(page, brandOf(og, label), "og:site_name", 'meta[property="og:site_name"]');
  const app = page.meta.get("application-name") ?? page.meta.get("apple-mobile-web-app-title");
  if (app) return fact(page, brandOf(app, label), "application-name", 'meta[name="application-name"]');
  const ld = jsonLdName(page.jsonLd);
  if (ld) return fact(page, brandOf(ld, label), "JSON-LD name", 'script[type="application/ld+json"]');
  if (page.title) {
    const b = brandFromTitle(page.title, label);
    if (b) return fact(page, b, "title", "title");
  }
  return fact(page, label.charAt(0).toUpperCase() + label.slice(1), "domain");
}

export function pageTitle(page: Page): TextFact | null {
  return page.title ? fact(page, page.title, "title", "title") : null;
}

const VISUALLY_HIDDEN = /(?:^|\s)(?:sr-only|visually-hidden|screen-reader-text|screen-reader-only|visuallyhidden|a11y-hidden|u-hidden-visually|hide-visually|offscreen)(?:$|\s)/i;

/** In a cookie/consent banner, a dialog, or the navigation: never the page's headline or description. */
function outOfContent(el: HElement): boolean {
  if (inConsentBanner(el)) return true;
  // Bounded: a hostile page nests tens of thousands deep, and chrome sits near the top anyway.
  for (let e: HElement | null = el, i = 0; e && e.tag !== "#root" && i < 40; e = e.parent, i++) {
    if (e.tag === "nav" || e.tag === "dialog" || e.attrs.role === "navigation" || e.attrs.role === "dialog" || e.attrs.role === "alertdialog" || e.attrs["aria-modal"] === "true") return true;
  }
  return false;
}

const visuallyHidden = (el: HElement) => {
  for (let e: HElement | null = el, i = 0; e && e.tag !== "#root" && i < 3; e = e.parent, i++) if (VISUALLY_HIDDEN.test(e.attrs.class ?? "")) return true;
  return false;
};

/** The element the headline was read from, when it was read from the page (for the subhead after it). */
const headlineEls = new WeakMap<TextFact, HElement>();

export function pageDescription(page: Page, head?: TextFact | null): TextFact | null {
  // Markup a CMS left in the meta text ("<p>Pay as you go.</p>") is not part of what it says.
  const raw = page.meta.get("description") ?? page.meta.get("og:description") ?? page.meta.get("twitter:description");
  const d = raw === undefined ? undefined : raw.replace(/<\/?[a-z][^>]{0,200}>/gi, " ").replace(/\s+/g, " ").trim();
  // A real description says something: not a word or two, not the title again.
  if (d && d.length >= 30 && d !== page.title) return fact(page, d, "meta description", 'meta[name="description"]');
  // Else the hero's subhead: the first substantial paragraph after the headline.
  const after = head ? headlineEls.get(head) : undefined;
  if (after) {
    for (let o = after.order + 1; o <= page.doc.elements.length && o - after.order < 60; o++) {
      const el = page.doc.elements[o - 1];
      if (el.tag !== "p" || page.isHidden(el) || outOfContent(el)) continue;
      const t = page.text(el);
      if (t.length >= 30 && t.length <= 400) return { value: t, evidence: evidenceOf(page, el, t) };
    }
  }
  // Else the first substantial paragraph of the content (not a cookie banner's).
  for (const el of page.doc.elements) {
    if (el.tag !== "p" || page.isHidden(el) || outOfContent(el)) continue;
    const t = page.text(el);
    if (t.length >= 40 && t.length <= 400) return { value: t, evidence: evidenceOf(page, el, t) };
  }
  return d ? fact(page, d, "meta description", 'meta[name="description"]') : null;
}

const GENERIC_HEADLINE = /^(?:home|welcome|menu|skip to (?:main )?content|pricing|plans|log ?in|sign ?in|cookies?|accept|close|search|we value your privacy|cookie (?:settings|preferences|policy)|privacy (?:settings|preferences))$/i;
const STYLED_H1 = /(?:^|\s)(?:h1|heading-style-h1|text-h1|heading-h1|display-[1-4]|display-title)(?:$|\s)/i;
/** A hero title without a heading tag: Webflow / Framer / CSS-module class names. */
const HERO_TITLE = /hero[\w-]*(?:title|heading|headline)|(?:title|heading|headline)[\w-]*hero|(?:^|[\s_-])(?:display-?(?:title|heading)|headline)(?:$|[\s_-])/i;

/**
 * The hero's main line: the first visible h1 that is not chrome (a logo h1 repeating the site's
 * name, navigation, a cookie or modal dialog) or a page word ("Pricing"); one only screen readers
 * get comes after any a reader sees. Without one, an element classed as the hero's title, then
 * `og:title` (its brand part dropped), then the first h2.
 */
export function headline(page: Page, name?: string | null): TextFact | null {
  const brand = name ? keyOf(name) : null;
  const label = keyOf(domainLabel(page.url));
  const ok = (t: string, el: HElement) => t.length >= 3 && t.length <= 200 && !GENERIC_HEADLINE.test(t) && keyOf(t) !== brand && keyOf(t) !== label && !outOfContent(el);
  const found = (el: HElement, t: string): TextFact => {
    const f = { value: snippet(t, 200), evidence: evidenceOf(page, el, t) };
    headlineEls.set(f, el);
    return f;
  };
  let hiddenOne: { el: HElement; t: string } | null = null;
  for (const h of page.headings) {
    if (h.level !== 1) continue;
    const t = h.text.replace(/\s+/g, " ").trim();
    if (!ok(t, h.el)) continue;
    if (visuallyHidden(h.el)) {
      hiddenOne ??= { el: h.el, t };
      continue;
    }
    return found(h.el, t);
  }
  // A heading of another level styled as the page's h1 ("h2.heading-style-h1" under a logo h1).
  for (const h of page.headings) {
    if (h.level === 1 || !STYLED_H1.test(h.el.attrs.class ?? "")) continue;
    const t = h.text.replace(/\s+/g, " ").trim();
    if (ok(t, h.el) && !visuallyHidden(h.el)) return found(h.el, t);
  }
  for (const el of page.doc.elements) {
    if (!HERO_TITLE.test(`${el.attrs.class ?? ""} ${el.attrs["data-framer-name"] ?? ""}`) || page.isHidden(el)) continue;
    const t = page.text(el);
    if (t && ok(t, el) && t.length <= 160) return found(el, t);
  }
  if (hiddenOne) return found(hiddenOne.el, hiddenOne.t);
  const og = page.meta.get("og:title");
  if (og) {
    const parts = og.split(/\s+[|–—-]\s+|\s+·\s+/).map((p) => p.trim()).filter((p) => p && keyOf(p) !== brand && keyOf(p) !== label);
    return fact(page, parts.length ? parts.sort((a, b) => b.length - a.length)[0] : og, "og:title", 'meta[property="og:title"]');
  }
  const h2 = page.headings.find((h) => h.level === 2 && ok(h.text, h.el));
  return h2 ? found(h2.el, h2.text) : null;
}
