/**
 * The currency a page means by a sign that names several ("$", "kr", "¥"), decided once per page and
 * used by every reader of it (round 29, part g; docs/intel.md).
 *
 * findPrices reads a price on its own: "$" is the US dollar, "kr" the Swedish krona, "¥" the yen.
 * The card readers then read the page's own sign (plans-page.ts): a page in Danish prices "99 kr/md"
 * in DKK, a page that settles its dollar elsewhere ("All prices in AUD", "$3,000 新台幣/月") prices
 * its bare "$" in that dollar, a page in Chinese writes the yuan with "¥". The text reader
 * (verify/text-reader.ts) re-reads the same price line with findPrices alone; before this module it
 * saw "SEK" beside a plan read in DKK and called the two readings a disagreement, which withholds
 * the plan outright (confidence.ts `abstain`). Counted on development subscription pages: 7 plans
 * read exact on 4 sites (DKK, CAD, AUD, TWD) withheld that way.
 *
 * One rule for both readers, so they can only differ on what they read, not on how a sign is spelt.
 */
import type { Page } from "../page.ts";
import { bareDollar, pageDollar, topLevelDomain } from "./page-dollar.ts";
import { bareRupee, pageRupee } from "./letter-signs.ts";
import { yuanOf } from "./yuan-sign.ts";

/** Whether a page's "¥" price (`raw`) is the yuan: a page in Chinese, the sign bare (no "円"). */
export const yuanSign = (page: Pick<Page, "lang" | "visible">, raw: string): boolean => /[¥￥]/.test(raw) && !/円/.test(raw) && chinesePage(page);

/**
 * The page is written in Chinese: by its `lang` ("zh", "zh-CN"), or, with none, by its script: Han
 * characters and no kana (Japanese writes both). "¥" there is the yuan.
 *
 * An English `lang` is not taken at its word when the text is mostly Chinese (round 89j): site
 * generators stamp `lang="en"` on every page they build (a GitBook 1.x build of a Chinese theme's
 * manual says `en-US` over "￥109"), so there the script decides — at least 30 Han characters, no
 * kana, and Han characters at least a third as many as Latin letters (a Chinese word is one to two
 * characters, an English one about five: a page with an English product name in Chinese prose
 * passes, an English page quoting a Chinese tagline does not).
 */
export function chinesePage(page: Pick<Page, "lang" | "visible">): boolean {
  if (page.lang && !/^en\b/i.test(page.lang)) return /^zh\b/i.test(page.lang);
  const sample = page.visible.slice(0, 20_000);
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sample)) return false;
  if (!page.lang) return /\p{Script=Han}/u.test(sample);
  const han = sample.match(/\p{Script=Han}/gu)?.length ?? 0;
  return han >= 30 && han * 3 >= (sample.match(/[A-Za-z]/g)?.length ?? 0);
}

/**
 * "kr" is the krona and the krone alike, and findPrices reads it as the Swedish krona: a page
 * written in Norwegian prices in NOK, in Danish in DKK, in Icelandic in ISK (round 16, part c).
 * By the page's `lang` only: the text of the three is too close to tell apart by its words.
 */
export function kroneOf(page: Pick<Page, "lang">): string | null {
  const lang = page.lang?.toLowerCase() ?? "";
  if (/^(?:nb|nn|no)\b/.test(lang)) return "NOK";
  if (/^da\b/.test(lang)) return "DKK";
  if (/^is\b/.test(lang)) return "ISK";
  return null;
}

/**
 * "FCFA" is the West African franc (XOF) and the Central African one (XAF) alike; findPrices reads it as
 * XOF (round 50c, currency-names.ts). The page settles the other: it writes "XAF" and never "XOF", or its
 * domain is a CEMAC country's (Cameroon, Gabon, Congo, Chad, the Central African Republic, Equatorial Guinea).
 */
const CEMAC_TLD = new Set(["cm", "ga", "cg", "td", "cf", "gq"]);
export function cfaFranc(page: Pick<Page, "url" | "visible">): string {
  const text = page.visible.slice(0, 200_000);
  if (/\bXAF\b/.test(text) && !/\bXOF\b/.test(text)) return "XAF";
  return CEMAC_TLD.has(topLevelDomain(page.url)) ? "XAF" : "XOF";
}

/**
 * Round 111i: "جنيه" ("pound") after a figure is read as the Egyptian pound (currency-names.ts); the
 * page settles the others — it names sterling ("إسترليني") and not Egypt's ("مصري"), or the Sudanese
 * pound ("سوداني") or has a Sudanese or South Sudanese domain.
 */
export function arabicPound(page: Pick<Page, "url" | "visible">): string {
  const text = page.visible.slice(0, 200_000);
  if (/مصري/u.test(text)) return "EGP";
  if (/[إا]سترليني/u.test(text)) return "GBP";
  const tld = topLevelDomain(page.url);
  if (tld === "ss") return "SSP";
  return tld === "sd" || /سوداني/u.test(text) ? "SDG" : "EGP";
}

/** The page's dollar for its bare "$", computed once a page (it scans the page's text). */
const dollarOf = new WeakMap<Page, string | null>();
/** The words of the other pages read of a page's site, for its dollar (round 105b; set by readSiteWords). */
const siteWordsOf = new WeakMap<Page, () => string>();

/**
 * Round 105, part b: gives each page the words of the other pages read of its site (the same host) —
 * their titles, descriptions and first 50,000 characters of text — where a site names its country
 * once, on its home page, over a pricing page of bare "$" cards (page-dollar.ts `siteNamesCountry`).
 * Called once a site, before any page is read (the dollar is computed once a page and kept).
 */
export function readSiteWords(pages: readonly Page[]): void {
  const host = (url: string) => {
    try {
      return new URL(url).hostname.replace(/^www\./, "");
    } catch {
      return "";
    }
  };
  const words = (p: Page) => `${p.title ?? ""}\n${p.meta.get("description") ?? p.meta.get("og:description") ?? ""}\n${p.visible.slice(0, 50_000)}`;
  for (const page of pages) {
    const others = pages.filter((p) => p !== page && host(p.url) !== "" && host(p.url) === host(page.url));
    // (Joined only when the page's dollar is asked for: a page with no bare "$" never needs them.)
    if (others.length && !dollarOf.has(page)) siteWordsOf.set(page, () => others.slice(0, 5).map(words).join("\n"));
  }
}
/** The page's rupee for its bare "Rs" (round 31g), the same way. */
const rupeeOf = new WeakMap<Page, string | null>();
/** The page's CFA franc for its "FCFA" (round 50c), the same way: a page of thousands of franc prices scans its text once. */
const francOf = new WeakMap<Page, string>();
/** The page's pound for its "جنيه" (round 111i), the same way. */
const poundOf = new WeakMap<Page, string>();
/** Whether a page names the yuan and never the yen, decided once per page. */
const yuanNamed = new WeakMap<Page, boolean>();

const YUAN_NAME = /\b(?:RMB|CNY|renminbi|yuan)\b|人民币|人民幣/i;
const YEN_NAME = /\b(?:JPY|yen)\b|円|日元/i;
function namesYuan(page: Page): boolean {
  let named = yuanNamed.get(page);
  if (named === undefined) {
    const text = page.visible.slice(0, 200_000);
    named = YUAN_NAME.test(text) && !YEN_NAME.test(text);
    yuanNamed.set(page, named);
  }
  return named;
}

/**
 * The currency `page` means by the price `raw` (as shown, e.g. "99 kr", "$29", "Rs 999") that findPrices read
 * as `currency`: the page's krone, dollar or rupee (letter-signs.ts) where the sign is one of several and the price writes no
 * code beside it; else `currency` unchanged. The same respellings plans-page.ts makes of the plans
 * it reads (there the dollar is marked inferred).
 *
 * The yen read as the yuan on a page in Chinese, as plans-page.ts reads its cards (round 43, part c;
 * docs/intel.md). Round 29g left it out (measured then: 2 plans more exact, 4 invented); by wave 36
 * the disagreement on the sign alone withheld 9 plans read exact on 4 sites of 3 waves (23, 25, 36),
 * and the plans it still kept back by accident are misread by the card reader, not by the sign.
 */
export function pageSignCurrency(page: Page, currency: string, raw: string): string {
  if (currency === "SEK" && /\bkr\b/i.test(raw) && !/\bSEK\b/i.test(raw)) return kroneOf(page) ?? currency;
  if (currency === "USD" && bareDollar(raw)) {
    if (!dollarOf.has(page)) dollarOf.set(page, pageDollar(page, siteWordsOf.get(page)?.()));
    return dollarOf.get(page) ?? currency;
  }
  // "¥" is the yuan on a page in Chinese, read so by both readers (round 43c), and on a page in
  // another language that names the yuan and never the yen ("RMB Pricing Table" beside a "USD" one:
  // a Chinese vendor's English documentation, session 32).
  if (currency === "JPY" && (yuanSign(page, raw) || (/[¥￥]/.test(raw) && namesYuan(page)))) return "CNY";
  // "元" is Taiwan's or Hong Kong's dollar on a page in their Chinese (round 32e, yuan-sign.ts).
  if (currency === "CNY" && raw.includes("元")) return yuanOf(page.lang) ?? currency;
  if (currency === "XOF" && /cfa/i.test(raw)) {
    if (!francOf.has(page)) francOf.set(page, cfaFranc(page));
    return francOf.get(page)!;
  }
  if (currency === "EGP" && raw.includes("جنيه")) {
    if (!poundOf.has(page)) poundOf.set(page, arabicPound(page));
    return poundOf.get(page)!;
  }
  if (currency === "INR" && bareRupee(raw)) {
    if (!rupeeOf.has(page)) rupeeOf.set(page, pageRupee(page));
    return rupeeOf.get(page) ?? currency;
  }
  return currency;
}
