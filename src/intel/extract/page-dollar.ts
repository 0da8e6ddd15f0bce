/**
 * Round 18, part c (docs/intel.md): the dollar a page means by a bare "$". findPrices reads "$"
 * as US dollars unless a code stands beside that very price ("$1,499 MXN"). Pages of Canadian,
 * Australian or Mexican companies often print the code once — an order summary's "$9.99 CAD", a
 * note "All prices are in AUD" — and bare "$" on the cards. A reader takes the page's dollar for
 * all of them. Only when every dollar the page settles is the same one and none is the US
 * dollar: a page that prints "$10 USD" beside "$13 CAD" prices in both, and its bare "$" stays
 * as read. The plan's currency is then inferred (PlanFact.inferred), not read beside its price.
 *
 * Bounded: the first 200,000 characters of the visible text, at most 200 matches; the patterns
 * are linear (one bounded lazy run between "prices" and "in").
 */

import { PREFIXED_DOLLARS } from "./dollar-signs.ts";
import { taxDollars } from "./tax-country.ts";
import { linkedDollars } from "./linked-currency.ts";
import { ivaLinkedPesos } from "./taxed-peso.ts";

const DOLLARS = "USD|CAD|AUD|NZD|SGD|HKD|MXN|TWD";
/** "$9.99 CAD", "CAD $9.99": a dollar price with its code. */
const CODED_PRICE = new RegExp(String.raw`\$[ \u00a0]?\d[\d.,]{0,12}[ \u00a0]?(${DOLLARS})\b|\b(${DOLLARS})[ \u00a0]?\$[ \u00a0]?\d`, "g");
/** "All prices are in AUD", "Pricing in Canadian dollars", "prices shown in USD". */
const STATED = new RegExp(String.raw`\b(?:prices?|pricing|amounts?|rates?|fees?)\b[^.\n]{0,40}?\bin\s+(?:(${DOLLARS})\b|(US|U\.S\.|American|Canadian|Australian|New\s+Zealand|Singapore|Hong\s+Kong|Mexican)\s+dollars?\b)`, "gi");
const NAMED: Record<string, string> = { us: "USD", "u.s.": "USD", american: "USD", canadian: "CAD", australian: "AUD", "new zealand": "NZD", singapore: "SGD", "hong kong": "HKD", mexican: "MXN", taiwan: "TWD" };

/** Adds what `code` makes of each match of a global pattern in `s` (at most `limit` matches). */
function collect(codes: Set<string>, re: RegExp, s: string, limit: number, code: (m: RegExpExecArray) => string | undefined): void {
  re.lastIndex = 0;
  let n = 0;
  for (let m = re.exec(s); m && n < limit; m = re.exec(s), n++) {
    const c = code(m);
    if (c) codes.add(c);
  }
}

/**
 * Round 90, part g: a price written with a dollar sign that names its country ("A$49/year", "CA$12",
 * "NZ$9"; dollar-signs.ts reads each so) settles the page's dollar as a code beside a price does.
 * A page that writes "Then A$49/year (individual) or A$199/year (school)" over cards that print
 * "$49" and "$199" means the same dollar by both. "US$" settles the US dollar, so a page that
 * writes it beside "A$" settles two dollars and keeps its bare "$" as read. A conversion is not
 * the page's price ("$10 (≈ A$15)", "about A$15"): a prefixed price right after "≈", "~",
 * "approx." or "about" settles nothing.
 */
const PREFIXED_PRICE = new RegExp(
  String.raw`(≈|~|\b[Aa]pprox\.?|\b[Aa]bout|\b[Rr]oughly)?[ \u00a0(]*(?<![A-Za-z])(${PREFIXED_DOLLARS.filter(([, code]) => DOLLARS.split("|").includes(code))
    .map(([sign]) => sign.replace("$", "\\$"))
    .sort((a, b) => b.length - a.length)
    .join("|")})[ \u00a0]?\d`,
  "g",
);
const PREFIX_CODE = new Map(PREFIXED_DOLLARS);

/** The dollars a page settles in its text: codes beside prices, "prices in …" statements, prefixed dollar signs. */
function settled(text: string): Set<string> {
  const codes = new Set<string>();
  // (Groups: a code, then a second code or a dollar's name.)
  collect(codes, CODED_PRICE, text, 200, (m) => (m[1] ?? m[2] ?? "?").toUpperCase());
  collect(codes, STATED, text, 200, (m) => (m[1] ?? NAMED[m[2]?.toLowerCase().replace(/\s+/g, " ") ?? ""] ?? "?").toUpperCase());
  collect(codes, PREFIXED_PRICE, text, 200, (m) => (m[1] ? undefined : PREFIX_CODE.get(m[2]!)));
  return codes;
}

/**
 * Round 23, part b: where the page says which dollar without writing it beside a price. Counted
 * on development: five sites' bare "$" read as US dollars on pages that say otherwise — a card's
 * line "One-off · AUD" or a title "Pricing — … (AUD)" (a code standing alone: last on its line or
 * in brackets, so "CAD connectors", "CAD/ECC" are not the Canadian dollar), "$3,000 新台幣/月"
 * (a dollar's name), a ".com.au" address, a title "… Pricing Australia" (the fifth
 * names its country only in a footer address, not read: a page's text does not say where its
 * footer is). Each is a hint, weaker than a code beside a price: taken only
 * when every hint names the same dollar and the page never writes the US dollar.
 */
const CODE_ALONE = new RegExp(String.raw`(?:^|[\s(·|•,])(${DOLLARS})(?=\)|[ \t]*(?:\n|$))`, "gm");
/** A dollar's name written anywhere ("Australian dollars", "新台幣"): no "$" is then American. */
const DOLLAR_NAME = /\b(Canadian|Australian|New Zealand|Singapore|Hong Kong|Mexican|Taiwan|US|U\.S\.|American)\s+dollars?\b|(新台幣|新臺幣)/gi;
/** A country's own top-level domain, and the dollar it pays in. */
const COUNTRY_TLD: Record<string, string> = { au: "AUD", ca: "CAD", nz: "NZD", sg: "SGD", hk: "HKD", mx: "MXN", tw: "TWD", us: "USD" };
/** The region of a locale ("en-AU", "en_CA", "zh-TW"), and its dollar. */
const REGION: Record<string, string> = { AU: "AUD", CA: "CAD", NZ: "NZD", SG: "SGD", HK: "HKD", MX: "MXN", TW: "TWD", US: "USD" };
/** A country named in the page's title or description ("Pricing Australia", "an Australian studio"). */
const COUNTRY = /\b(?:(Australia)n?|(Canad)(?:a|ian)|(New Zealand)(?:er)?|(Singapore)(?:an)?|(Hong Kong)|(Mexic)(?:o|an)|(Taiwan)(?:ese)?|(USA|United States|America)n?)\b/g;
const COUNTRY_DOLLAR = ["AUD", "CAD", "NZD", "SGD", "HKD", "MXN", "TWD", "USD"];
/** The page writes the US dollar itself somewhere: its bare "$" may well be that one. */
const US_DOLLAR = /\bUSD\b|\bUS\$|\bU\.S\. dollars?\b|\bUS dollars?\b/i;

/** The page, as far as page-dollar.ts reads it. */
export interface DollarPage {
  url: string;
  lang: string | null;
  title: string | null;
  meta: ReadonlyMap<string, string>;
  visible: string;
  /** The page's links (their resolved addresses), read for the dollar a buy link names (round 105b). */
  links?: readonly { href: string }[];
}

/**
 * Every dollar the page hints at outside its prices (bounded: at most 50 matches a pattern), and
 * apart the dollars of its locale's region. Round 39, part b: a locale alone never settles the
 * dollar. Counted on development (waves 8–12, 14–33): the region of `<html lang>` or `og:locale`
 * was the only hint on two sites, two Traditional Chinese pages ("zh-TW") of browser extensions
 * sold in US dollars, and decided no page right; a page translated for a region is not priced in
 * its money. It still confirms or contradicts the hints the page writes.
 */
function hinted(page: DollarPage, text: string, siteWords: string): { codes: Set<string>; locale: Set<string> } {
  const codes = new Set<string>();
  const each = (re: RegExp, t: string, code: (m: RegExpExecArray) => string | undefined) => collect(codes, re, t, 50, code);
  const title = page.title ?? "";
  const description = (page.meta.get("description") ?? page.meta.get("og:description") ?? "").slice(0, 1000);
  each(CODE_ALONE, `${title}\n${text}`, (m) => m[1]);
  each(DOLLAR_NAME, `${title}\n${text}`, (m) => (m[2] ? "TWD" : NAMED[m[1]!.toLowerCase().replace(/\s+/g, " ")]));
  each(COUNTRY, `${title}\n${description}`, (m) => COUNTRY_DOLLAR[m.slice(1).findIndex((g) => g !== undefined)]);
  // Round 90g: prices said to carry a country's tax, the country told by the tax or a business number (tax-country.ts).
  const taxed = taxDollars(text);
  for (const code of taxed) codes.add(code);
  const tld = COUNTRY_TLD[topLevelDomain(page.url)];
  if (tld && (tld === "USD" || taxed.has(tld) || namesCountry(`${title}\n${description}\n${text}`, tld) || siteNamesCountry(siteWords, tld))) codes.add(tld);
  return { codes, locale: localeDollars(page) };
}

/**
 * Round 90, part g: a country's domain is a hint only where the page's own words name that country.
 * An address is where a company registered, not what it charges in: counted on development (waves
 * 45–82), two pages with a bare "$" are served from a dollar country's domain and write no other
 * hint — a ".au" energy-plan tool whose FAQ says "Australian NEM states (NSW, VIC, QLD …)", read in
 * Australian dollars, and a ".ca" browser extension that names no country and sells in US dollars.
 * The domain, the US one apart (".us" only ever takes a hint away), counts where the title, the
 * description or the text names the country ("Australia", "Australian"; the COUNTRY pattern) or
 * its tax words do (tax-country.ts).
 */
function namesCountry(text: string, code: string): boolean {
  const index = COUNTRY_DOLLAR.indexOf(code);
  COUNTRY.lastIndex = 0;
  let n = 0;
  for (let m = COUNTRY.exec(text); m && n < 200; m = COUNTRY.exec(text), n++) if (m[index + 1] !== undefined) return true;
  return false;
}

/**
 * Round 105, part b: the country a site's domain names, named by another page of the same site. A
 * pricing page is often a bare table of "$" cards, and the site says where it is once, on its home
 * page: "a Canadian owned and operated company" in its footer, "… Web Design in Canada" in its title.
 * The domain with those words is the same evidence round 90g takes from the pricing page's own text;
 * only where the other pages never write the US dollar themselves ("USD", "US$", "US dollars"): a
 * site that does may sell in it, and its bare "$" stays as read.
 */
function siteNamesCountry(siteWords: string, code: string): boolean {
  return siteWords !== "" && !US_DOLLAR.test(siteWords) && namesCountry(siteWords, code);
}

/** The dollars of the regions the page's locales name ("en-AU", "zh-TW" in `lang` or `og:locale`). */
function localeDollars(page: Pick<DollarPage, "lang" | "meta">): Set<string> {
  const out = new Set<string>();
  for (const tag of [page.lang, page.meta.get("og:locale")]) {
    const region = REGION[/^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(tag ?? "")?.[1]?.toUpperCase() ?? ""];
    if (region) out.add(region);
  }
  return out;
}

/**
 * Round 39, part b: a bare "$" the page leaves open — read as the US dollar (a locale alone settles
 * nothing) on a page whose locale names another dollar's region. The plan keeps USD, marked inferred
 * (issue 25 point 7), so a reader of the facts knows the currency was not written beside the price.
 */
export function dollarLeftOpen(page: Pick<DollarPage, "url" | "lang" | "meta">, priceText: string): boolean {
  return bareDollar(priceText) && ([...localeDollars(page)].some((code) => code !== "USD") || pesoLocale(page) || otherDollarDomain(page.url));
}

/**
 * Round 105, part b: nor does a domain alone settle the dollar (round 90g: a ".ca" browser extension
 * that names no country sells in US dollars), but a bare "$" kept as the US dollar on a site served
 * from another dollar's country (".ca", ".com.au", ".mx") is as open as one under another region's
 * locale: the plan keeps USD, marked inferred.
 */
function otherDollarDomain(url: string): boolean {
  const tld = topLevelDomain(url);
  const code = COUNTRY_TLD[tld] ?? PESO_TLD[tld];
  return code !== undefined && code !== "USD";
}

/**
 * Round 44, part c: the regions whose own money is written with a bare "$" and is not the US
 * dollar — the pesos of Argentina, Chile, Colombia, Mexico, Uruguay and the Dominican Republic.
 * (Ecuador, El Salvador, Panama and Puerto Rico pay in US dollars: not here.)
 */
const PESO_REGIONS = new Set(["AR", "CL", "CO", "MX", "UY", "DO"]);

/**
 * A page localized in Spanish for a peso's region ("es-AR" in `lang`, "es_CL" in `og:locale`).
 * Counted on development (waves 8–12, 14–37): three pages carry such a locale (w23, w35, w37) and
 * all three are priced in their peso; no Spanish page priced in US dollars carries one (eight
 * sites, waves 9–33: `lang="es"` or none). The locale still settles nothing (round 39, part b):
 * it only marks a bare "$" kept as the US dollar as inferred. Spanish only: `og:locale` "ar_AR"
 * is Arabic, not Argentina.
 */
function pesoLocale(page: Pick<DollarPage, "lang" | "meta">): boolean {
  return pesoLocales(page).size > 0;
}

/** The pesos of the regions a page's Spanish locales name ("es-CO" → COP). */
function pesoLocales(page: Pick<DollarPage, "lang" | "meta">): Set<string> {
  const out = new Set<string>();
  for (const tag of [page.lang, page.meta.get("og:locale")]) {
    const region = /^es[-_]([A-Za-z]{2})\b/i.exec(tag ?? "")?.[1]?.toUpperCase() ?? "";
    if (PESO_REGIONS.has(region)) out.add(PESO_OF[region]!);
  }
  return out;
}

/**
 * Round 82, part n: a bare "$" on a Spanish page that says which peso (docs/intel.md). Round 44c only
 * marked such a "$" inferred and kept the US dollar; the tables above name the Mexican peso alone, by
 * English words ("Mexican dollars", "Mexico"). Counted on development (waves 45–78): a Colombian page
 * ("es_CO", "… Colombia" in its title, "$ 29.900/mes") read in US dollars. The peso is read where the
 * page is in Spanish (its `lang`, or its `og:locale` with no `lang`: never an English page), writes
 * no US dollar at all ("USD", "US$", "dólares"), and hints at one peso only — a peso's code beside a
 * price or standing alone, a peso's name ("pesos colombianos"), the country in the title or
 * description, a country's domain (".mx", ".com.co": a bare ".co" is every startup's) — the locale
 * again only confirming or contradicting those hints (round 39b). The plan's currency is inferred.
 *
 * Bounded like the dollar's: at most 50 matches a pattern, each pattern linear.
 */
const PESO_OF: Record<string, string> = { MX: "MXN", CO: "COP", AR: "ARS", CL: "CLP", UY: "UYU", DO: "DOP" };
const PESO_CODES = "MXN|COP|ARS|CLP|UYU|DOP";
/** "$ 29.900 COP", "COP $29.900": a peso price with its code. */
const PESO_CODED = new RegExp(String.raw`\$[ \u00a0]?\d[\d.,]{0,12}[ \u00a0]?(${PESO_CODES})\b|\b(${PESO_CODES})[ \u00a0]?\$[ \u00a0]?\d`, "g");
/** A peso's code last on its line or in brackets ("Precios en COP", "(CLP)"). */
const PESO_CODE_ALONE = new RegExp(String.raw`(?:^|[\s(·|•,])(${PESO_CODES})(?=\)|[ \t]*(?:\n|$))`, "gm");
/** "pesos colombianos", "peso mexicano": the first letters of the adjective name the peso. */
const PESO_NAME = /\bpesos?[ \u00a0]+(mex|col|arg|chil|urug|domin)[a-z]{0,9}\b/gi;
const PESO_NAMED: Record<string, string> = { mex: "MXN", col: "COP", arg: "ARS", chil: "CLP", urug: "UYU", domin: "DOP" };
/** The country in the title or description, capitalized as a country ("Chile", not the pepper "chile"). */
const PESO_COUNTRY = /\b(?:(M[eé]xico)|(Colombia)|(Argentina)|(Chile)|(Uruguay)|(Rep[uú]blica Dominicana))(?![\p{L}])/gu;
const PESO_COUNTRIES = ["MXN", "COP", "ARS", "CLP", "UYU", "DOP"];
/** A country's domain: its own top-level label, or Colombia's under ".com.co" and the like. */
const PESO_TLD: Record<string, string> = { mx: "MXN", ar: "ARS", cl: "CLP", uy: "UYU", do: "DOP" };
/** The US dollar written on a Spanish page: its "$" may well be that one ("79usd", "US$", "dólares"). */
const US_DOLLAR_ES = /(?<![A-Za-z])USD\b|\bUS\$|\bd[oó]lar(?:es)?\b/i;

/** The page is in Spanish: by its `lang`, or with none by its `og:locale`. */
function spanishPage(page: Pick<DollarPage, "lang" | "meta">): boolean {
  const tag = page.lang ?? page.meta.get("og:locale") ?? "";
  return /^es(?:$|[-_])/i.test(tag);
}

/** The one peso a Spanish page's own words settle for its bare "$", or null. */
function pagePeso(page: DollarPage, text: string): string | null {
  if (!spanishPage(page) || US_DOLLAR_ES.test(text)) return null;
  const codes = new Set<string>();
  const title = page.title ?? "";
  const description = (page.meta.get("description") ?? page.meta.get("og:description") ?? "").slice(0, 1000);
  collect(codes, PESO_CODED, text, 50, (m) => m[1] ?? m[2]);
  collect(codes, PESO_CODE_ALONE, `${title}\n${text}`, 50, (m) => m[1]);
  collect(codes, PESO_NAME, text, 50, (m) => PESO_NAMED[m[1]!.toLowerCase()]);
  collect(codes, PESO_COUNTRY, `${title}\n${description}`, 50, (m) => PESO_COUNTRIES[m.slice(1).findIndex((g) => g !== undefined)]);
  const tld = pesoOfHost(hostOf(page.url));
  if (tld) codes.add(tld);
  // Prices said to carry IVA, on a page whose links lead to one peso country's domains (round 113f, taxed-peso.ts).
  for (const code of ivaLinkedPesos(text, (page.links ?? []).map((l) => l.href), (href) => pesoOfHost(hostOf(href)))) codes.add(code);
  // (A locale alone settles nothing: it only confirms, or contradicts, what the page writes.)
  if (codes.size === 0) return null;
  for (const code of pesoLocales(page)) codes.add(code);
  return codes.size === 1 ? [...codes][0]! : null;
}

/** The peso a host's domain names: its country's own top-level label, or Colombia's under ".com.co" and the like (a bare ".co" is every startup's). */
function pesoOfHost(host: string): string | undefined {
  return PESO_TLD[lastLabel(host)] ?? (/\.(?:com|net|org|gov|edu)\.co$/i.test(host) ? "COP" : undefined);
}

/** An address's host, or "". */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/** The last label of an address's host ("au" of "shop.example.com.au"), or "" for no address. */
export function topLevelDomain(url: string): string {
  return lastLabel(hostOf(url));
}

/** A host's last label ("au" of "shop.example.com.au"). */
const lastLabel = (host: string): string => host.slice(host.lastIndexOf(".") + 1);

/**
 * The one non-US dollar a page settles for its "$" prices, or null (none, several, or the US dollar
 * among them). `siteWords`: the titles, descriptions and text of the other pages read of the same
 * site (page-signs.ts `readSiteWords`), which may name the country its domain names (round 105b).
 */
export function pageDollar(page: DollarPage, siteWords = ""): string | null {
  const text = page.visible.slice(0, 200_000);
  let codes = settled(text);
  // A buy link that names a "$" price's figure with its code settles that dollar as well (round 105b).
  for (const code of linkedDollars((page.links ?? []).map((l) => l.href), text)) codes.add(code);
  // Only a page that settles no dollar beside its prices is read by its hints.
  if (codes.size === 0 && !US_DOLLAR.test(text)) {
    const hints = hinted(page, text, siteWords);
    codes = hints.codes.size > 0 ? new Set([...hints.codes, ...hints.locale]) : hints.codes;
  }
  // A page that settles no dollar at all may still settle its peso (round 82n).
  if (codes.size === 0) return pagePeso(page, text);
  if (codes.size !== 1) return null;
  const [code] = codes;
  return code === "USD" || code === "?" ? null : code;
}

/** A dollar's code anywhere in a price as shown (compiled once, not per price). */
const DOLLAR_CODE = new RegExp(String.raw`\b(?:${DOLLARS})\b`);

/** A price as shown with a bare "$": no "US$", "CA$", "A$" … and no code beside it. */
export const bareDollar = (priceText: string) => /(?<![A-Za-z])\$/.test(priceText) && !DOLLAR_CODE.test(priceText);
