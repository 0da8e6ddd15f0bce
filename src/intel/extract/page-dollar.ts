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

/** The dollars a page settles in its text: codes beside prices, "prices in …" statements. */
function settled(text: string): Set<string> {
  const codes = new Set<string>();
  // (Groups: a code, then a second code or a dollar's name.)
  collect(codes, CODED_PRICE, text, 200, (m) => (m[1] ?? m[2] ?? "?").toUpperCase());
  collect(codes, STATED, text, 200, (m) => (m[1] ?? NAMED[m[2]?.toLowerCase().replace(/\s+/g, " ") ?? ""] ?? "?").toUpperCase());
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
}

/**
 * Every dollar the page hints at outside its prices (bounded: at most 50 matches a pattern), and
 * apart the dollars of its locale's region. Round 39, part b: a locale alone never settles the
 * dollar. Counted on development (waves 8–12, 14–33): the region of `<html lang>` or `og:locale`
 * was the only hint on two sites, two Traditional Chinese pages ("zh-TW") of browser extensions
 * sold in US dollars, and decided no page right; a page translated for a region is not priced in
 * its money. It still confirms or contradicts the hints the page writes.
 */
function hinted(page: DollarPage, text: string): { codes: Set<string>; locale: Set<string> } {
  const codes = new Set<string>();
  const each = (re: RegExp, t: string, code: (m: RegExpExecArray) => string | undefined) => collect(codes, re, t, 50, code);
  const title = page.title ?? "";
  const description = (page.meta.get("description") ?? page.meta.get("og:description") ?? "").slice(0, 1000);
  each(CODE_ALONE, `${title}\n${text}`, (m) => m[1]);
  each(DOLLAR_NAME, `${title}\n${text}`, (m) => (m[2] ? "TWD" : NAMED[m[1]!.toLowerCase().replace(/\s+/g, " ")]));
  each(COUNTRY, `${title}\n${description}`, (m) => COUNTRY_DOLLAR[m.slice(1).findIndex((g) => g !== undefined)]);
  const tld = COUNTRY_TLD[topLevelDomain(page.url)];
  if (tld) codes.add(tld);
  return { codes, locale: localeDollars(page) };
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
export function dollarLeftOpen(page: Pick<DollarPage, "lang" | "meta">, priceText: string): boolean {
  return bareDollar(priceText) && ([...localeDollars(page)].some((code) => code !== "USD") || pesoLocale(page));
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
  return [page.lang, page.meta.get("og:locale")].some((tag) => {
    const m = /^es[-_]([A-Za-z]{2})\b/i.exec(tag ?? "");
    return m !== null && PESO_REGIONS.has(m[1]!.toUpperCase());
  });
}

/** The last label of an address's host ("au" of "shop.example.com.au"), or "" for no address. */
export function topLevelDomain(url: string): string {
  let host = "";
  try {
    host = new URL(url).hostname;
  } catch {}
  return host.slice(host.lastIndexOf(".") + 1);
}

/** The one non-US dollar a page settles for its "$" prices, or null (none, several, or the US dollar among them). */
export function pageDollar(page: DollarPage): string | null {
  const text = page.visible.slice(0, 200_000);
  let codes = settled(text);
  // Only a page that settles no dollar beside its prices is read by its hints.
  if (codes.size === 0 && !US_DOLLAR.test(text)) {
    const hints = hinted(page, text);
    codes = hints.codes.size > 0 ? new Set([...hints.codes, ...hints.locale]) : hints.codes;
  }
  if (codes.size !== 1) return null;
  const [code] = codes;
  return code === "USD" || code === "?" ? null : code;
}

/** A dollar's code anywhere in a price as shown (compiled once, not per price). */
const DOLLAR_CODE = new RegExp(String.raw`\b(?:${DOLLARS})\b`);

/** A price as shown with a bare "$": no "US$", "CA$", "A$" … and no code beside it. */
export const bareDollar = (priceText: string) => /(?<![A-Za-z])\$/.test(priceText) && !DOLLAR_CODE.test(priceText);
