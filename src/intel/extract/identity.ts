/**
 * Identity of a site from its home page: name, title, description and main headline.
 *
 * Name: og:site_name, application-name, a JSON-LD Organization/WebSite/SoftwareApplication/Product
 * name, then the brand part of the title (split on " | ", " - ", " — ", " – ", ": "; the part that
 * matches the domain, else the shortest part), else the domain's label ("acme" → "Acme").
 */
import { getDomainWithoutSuffix } from "tldts";
import type { TextFact } from "../facts.ts";
import type { Page } from "../page.ts";
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

export function siteName(page: Page): TextFact {
  const og = page.meta.get("og:site_name");
  if (og) return fact(page, og, "og:site_name", 'meta[property="og:site_name"]');
  const app = page.meta.get("application-name") ?? page.meta.get("apple-mobile-web-app-title");
  if (app) return fact(page, app, "application-name", 'meta[name="application-name"]');
  const ld = jsonLdName(page.jsonLd);
  if (ld) return fact(page, ld, "JSON-LD name", 'script[type="application/ld+json"]');
  const label = domainLabel(page.url);
  if (page.title) {
    const b = brandFromTitle(page.title, label);
    if (b) return fact(page, b, "title", "title");
  }
  return fact(page, label.charAt(0).toUpperCase() + label.slice(1), "domain");
}

export function pageTitle(page: Page): TextFact | null {
  return page.title ? fact(page, page.title, "title", "title") : null;
}

export function pageDescription(page: Page): TextFact | null {
  const d = page.meta.get("description") ?? page.meta.get("og:description") ?? page.meta.get("twitter:description");
  if (d) return fact(page, d, "meta description", 'meta[name="description"]');
  // Else the first substantial paragraph near the top of the main content.
  for (const el of page.doc.elements) {
    if (el.tag !== "p" || page.isHidden(el)) continue;
    const t = page.text(el);
    if (t.length >= 40 && t.length <= 400) return { value: t, evidence: evidenceOf(page, el, t) };
  }
  return null;
}

const GENERIC_HEADLINE = /^(?:home|welcome|menu|skip to (?:main )?content|pricing|plans|log ?in|sign ?in|cookies?|accept|close|search)$/i;

export function headline(page: Page): TextFact | null {
  for (const h of page.headings) {
    if (h.level !== 1) continue;
    const t = h.text.replace(/\s+/g, " ").trim();
    if (t.length >= 3 && t.length <= 200 && !GENERIC_HEADLINE.test(t)) return { value: t, evidence: evidenceOf(page, h.el, t) };
  }
  const og = page.meta.get("og:title");
  if (og) return fact(page, og, "og:title", 'meta[property="og:title"]');
  const h2 = page.headings.find((h) => h.level === 2 && h.text.length >= 3 && !GENERIC_HEADLINE.test(h.text));
  return h2 ? { value: snippet(h2.text, 200), evidence: evidenceOf(page, h2.el, h2.text) } : null;
}
