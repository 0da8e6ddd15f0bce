/**
 * discoverPages — which pages of a site to read besides its home page: at most one pricing page,
 * one features page and one product page, found by link text and path on the home page, in
 * that order. Where no link names a pricing or features page, the common paths (/pricing, /plans,
 * /features, /product) are proposed as candidates instead (the fetcher skips the ones that 404).
 * Only same-site links count (registrable domain; www. ↔ apex and other subdomains allowed,
 * except ones that are apps, docs or blogs); sign-in, sign-up, docs, blog, legal and similar
 * links are ignored. Deterministic: ties go to the link that comes first in the page.
 */
import { buildPage, type Page, type PageInput } from "./page.ts";
import { sameSite } from "./site.ts";
import { PRICING_PATH_WORDS } from "./pricing-path-words.ts";

export type PageKind = "pricing" | "features" | "product";
export interface DiscoveredPage {
  url: string;
  kind: PageKind;
  reason: string;
}

export const MAX_DISCOVERED = 3;

const KIND_TEXT: Record<PageKind, RegExp> = {
  pricing: /^(?:pricing|plans|prices|price|plans (?:&|and) pricing|pricing (?:&|and) plans|see (?:our )?(?:pricing|plans)|view (?:pricing|plans)|compare plans|tarifs?|preise|precios|prix|prezzi|pre[çc]os|cennik|prijzen|priser|hinnat|fiyatlar|harga|料金|价格|定价)$/i,
  features: /^(?:features|all features|feature tour|tour|capabilities|how it works|what you get|funktionen|fonctionnalit[ée]s|caracter[íi]sticas|funcionalidades)$/i,
  product: /^(?:product|products|platform|solutions?|overview|the product|our product|produit|produkt|producto|why [\p{L}\d .-]{2,30})$/iu,
};
const KIND_PATH: Record<PageKind, RegExp> = {
  pricing: new RegExp(String.raw`^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:${PRICING_PATH_WORDS})\/?$`, "i"),
  features: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:features?|tour|capabilities|how-it-works|funktionen|fonctionnalites|caracteristicas|funcionalidades)\/?$/i,
  product: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:product|products|platform|solutions?|overview)\/?$/i,
};
/**
 * One level under a features or product hub ("/products/apps", "/features/reporting"): the page of
 * one product or feature. Weaker than the hub itself, but a site whose "Product" menu is a button
 * (no link of its own) and whose footer lists its products has no better page to offer.
 */
const KIND_SUBPATH: Partial<Record<PageKind, RegExp>> = {
  features: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:features?|capabilities)\/[a-z0-9][a-z0-9-]*\/?$/i,
  product: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:product|products|platform)\/[a-z0-9][a-z0-9-]*\/?$/i,
};
const COMMON_PATHS: Record<PageKind, string[]> = { pricing: ["/pricing", "/plans"], features: ["/features"], product: ["/product"] };
const IGNORED_PATH = /(?:^|\/)(?:log-?in|sign-?in|sign-?up|signin|signup|register|auth|oauth|sso|account|accounts|dashboard|app|docs?|documentation|developers?|api|blog|news|press|help|support|status|careers?|jobs|legal|privacy|terms|tos|cookies?|gdpr|security|changelog|releases?|community|forum|events?|webinars?|podcast|download|downloads|partners?|affiliates?|contact|about|cart|checkout|search|tags?|categor(?:y|ies)|author)(?:\/|$)/i;
const IGNORED_SUBDOMAIN = /^(?:app|apps|my|dashboard|console|login|auth|account|accounts|id|sso|docs|doc|developer|developers|dev|api|blog|help|support|status|community|forum|careers|jobs|shop|store|mail|go|links?|click|email|cdn|static|assets)\./i;

function candidatesFrom(page: Page): { url: string; kind: PageKind; score: number; reason: string; order: number }[] {
  const out: { url: string; kind: PageKind; score: number; reason: string; order: number }[] = [];
  const home = new URL(page.url);
  page.links.forEach((link, order) => {
    if (!sameSite(link.href, page.url)) return;
    const u = new URL(link.href);
    if (u.hostname !== home.hostname && IGNORED_SUBDOMAIN.test(u.hostname)) return;
    u.search = "";
    const path = u.pathname;
    if (path === "/" || path === home.pathname) return;
    if (IGNORED_PATH.test(path) && !Object.values(KIND_PATH).some((re) => re.test(path))) return;
    const text = link.text.replace(/\s+/g, " ").trim();
    for (const kind of ["pricing", "features", "product"] as const) {
      const byText = KIND_TEXT[kind].test(text);
      const byPath = KIND_PATH[kind].test(path);
      const bySubpath = !byText && !byPath && !!KIND_SUBPATH[kind]?.test(path);
      if (!byText && !byPath && !bySubpath) continue;
      const score = (byText ? 3 : 0) + (byPath ? 2 : 0) + (bySubpath ? 1 : 0);
      const reason = byText && byPath ? `link "${text}" to ${path}` : byText ? `link text "${text}"` : `link path ${path}`;
      out.push({ url: u.href, kind, score, reason, order });
      break;
    }
  });
  return out;
}

export function discoverPages(home: PageInput | Page): DiscoveredPage[] {
  const page = "doc" in home ? home : buildPage(home);
  const found = candidatesFrom(page);
  const chosen: DiscoveredPage[] = [];
  const used = new Set<string>([page.url]);
  for (const kind of ["pricing", "features", "product"] as const) {
    const best = found.filter((c) => c.kind === kind && !used.has(c.url)).sort((a, b) => b.score - a.score || a.order - b.order)[0];
    if (best) {
      chosen.push({ url: best.url, kind, reason: best.reason });
      used.add(best.url);
    }
  }
  // Common paths for the kinds no link named (pricing first), while there is room.
  for (const kind of ["pricing", "features", "product"] as const) {
    if (chosen.some((c) => c.kind === kind)) continue;
    for (const path of COMMON_PATHS[kind]) {
      const url = new URL(path, page.url).href;
      if (chosen.length < MAX_DISCOVERED && !used.has(url)) {
        chosen.push({ url, kind, reason: `common path ${path}` });
        used.add(url);
        break;
      }
    }
  }
  const rank: Record<PageKind, number> = { pricing: 0, features: 1, product: 2 };
  return chosen.sort((a, b) => rank[a.kind] - rank[b.kind]).slice(0, MAX_DISCOVERED);
}
