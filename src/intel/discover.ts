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
import { UPGRADE_PATH_WORDS } from "./upgrade-page.ts";

export type PageKind = "pricing" | "features" | "product";
export interface DiscoveredPage {
  url: string;
  kind: PageKind;
  reason: string;
}

export const MAX_DISCOVERED = 3;

/**
 * A pricing link's text as the languages of the corpus write it, besides the path words
 * (pricing-path-words.ts, a hyphen read as a space): "Hinnasto", "Cenník", "Rates", "Fees", "料金".
 */
const PRICING_TEXT_WORDS = String.raw`pricing|plans|prices|price|plans (?:&|and) pricing|pricing (?:&|and) plans|see (?:our )?(?:pricing|plans|prices)|view (?:pricing|plans)|compare plans|our prices|price list|rates|fees|tariffs?|prix|pre[çc]os|cen[ií]k|cenn[ií]k|ceny|cenovnik|hinnat|hinnasto|preisliste|prisliste|prislista|料金表?|価格|요금(?:제|표)?|가격|价格|定价|價格|收费|цены|прайс(?:-лист)?|стоимость|ціни|вартість|bảng giá|preus|[çc]mimet|listino(?: prezzi)?|pak(?:eti|ej|ete|ety)|hinnad|tarieven|kainos|árak|fees (?:and|&) insurance|(?:commercial )?licen[cs](?:es|ing)`;
/**
 * Path words discovery takes besides pricing-path-words.ts (which extraction reads too): an Italian
 * price list. (Round 47b moved the others into that table — the words for prices in romanized
 * Japanese, Estonian, Lithuanian, Catalan, Albanian, Dutch and Ukrainian, and the Balkan and Malay
 * words for packages — so that the page discovery follows for them is also weighed as the pricing
 * page when it is read.)
 */
const PRICING_PATH_EXTRA = "listino";
/** A short link text in Japanese, Korean or Chinese that names prices among other words ("料金一覧", "料金・お支払い方法"). */
const CJK_PRICE_TEXT = /^[^\n]{0,12}(?:料金|価格|요금|가격|价格|收费|價格)[^\n]{0,12}$/u;
const PRICING_WORDS_AS_TEXT = PRICING_PATH_WORDS.replace(/-/g, "[ -]");

const KIND_TEXT: Record<PageKind, RegExp> = {
  pricing: new RegExp(String.raw`^(?:${PRICING_TEXT_WORDS}|${PRICING_WORDS_AS_TEXT})$`, "iu"),
  features: /^(?:features|all features|feature tour|tour|capabilities|how it works|what you get|funktionen|fonctionnalit[ée]s|caracter[íi]sticas|funcionalidades)$/i,
  product: /^(?:product|products|platform|solutions?|overview|the product|our product|produit|produkt|producto|why [\p{L}\d .-]{2,30})$/iu,
};
/**
 * A page's path, as static sites write it: a language or project folder or two before the word
 * ("/ko/pricing.html", "/my-site/hinnasto.html", "/pages/pricing.html"), and a file name's
 * extension or an index file after it. Session 21: on development's 506 home pages that link to a
 * pricing page of another URL, a path ending in ".html" was never taken (every "/hinnasto.html"
 * link of a Finnish price list, every "/ko/pricing.html" of a localized SaaS), so discovery fell
 * back to "/pricing", which such sites do not have.
 */
const pathOf = (words: string) => new RegExp(String.raw`^(?:\/[^/]{1,40}){0,2}\/(?:${words})(?:\/|\/index\.(?:html?|php)|\.(?:html?|php|aspx?))?$`, "i");
const KIND_PATH: Record<PageKind, RegExp> = {
  pricing: pathOf(`${PRICING_PATH_WORDS}|${PRICING_PATH_EXTRA}`),
  features: pathOf("features?|tour|capabilities|how-it-works|funktionen|fonctionnalites|caracteristicas|funcionalidades"),
  product: pathOf("product|products|platform|solutions?|overview"),
};
/**
 * The paid side of a product sold without a pricing page — a bot's or an app's "Premium", an
 * "Upgrade" page, a desktop tool's "Buy" page, a "Subscribe" page: on development 55 of the 506
 * home pages link to their offers only so. Weaker than any pricing link (taken only when none is
 * named), and the common path "/pricing" is still tried beside it: "Subscribe" may be a newsletter.
 */
const UPGRADE_TEXT = /^(?:(?:get|go|try|buy|upgrade to|become) )?(?:premium|pro|plus|vip)$|^upgrade(?: now| your plan)?$|^(?:buy|buy now|purchase|order now)$|^(?:buy|get|purchase) (?:a |your )?licen[cs]es?$|^(?:subscribe|subscription|membership)$/i;
const UPGRADE_PATH = pathOf(`${UPGRADE_PATH_WORDS}|vip|buy|buy-now|buy_license|buy-license|purchase|licen[cs]e|licen[cs]ing`);
/** What an upgrade link scores: below a pricing link's path alone (2). */
const UPGRADE_SCORE = 1;

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

/** Whether a link's text names a pricing page or section ("Pricing", "Tarifs", "料金"): also read by pricing-section.ts. */
export const pricingText = (text: string) => KIND_TEXT.pricing.test(text) || CJK_PRICE_TEXT.test(text);

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
    const upgradeByText = UPGRADE_TEXT.test(text);
    const upgradeByPath = UPGRADE_PATH.test(path);
    const weak = (upgradeByText || upgradeByPath) && !pricingText(text) && !KIND_PATH.pricing.test(path);
    if (weak) {
      const reason = upgradeByText ? `upgrade link "${text}" to ${path}` : `upgrade path ${path}`;
      out.push({ url: u.href, kind: "pricing", score: UPGRADE_SCORE, reason, order });
      return;
    }
    for (const kind of ["pricing", "features", "product"] as const) {
      const byText = kind === "pricing" ? pricingText(text) : KIND_TEXT[kind].test(text);
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
  // Common paths for the kinds no link named (pricing first), while there is room; "/pricing" also
  // beside an upgrade link, which may be a newsletter's "Subscribe".
  const weakPricing = chosen.some((c) => c.kind === "pricing" && c.reason.startsWith("upgrade "));
  for (const kind of ["pricing", "features", "product"] as const) {
    if (chosen.some((c) => c.kind === kind) && !(kind === "pricing" && weakPricing)) continue;
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
