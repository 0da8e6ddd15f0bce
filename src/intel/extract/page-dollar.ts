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

const DOLLARS = "USD|CAD|AUD|NZD|SGD|HKD|MXN";
/** "$9.99 CAD", "CAD $9.99": a dollar price with its code. */
const CODED_PRICE = new RegExp(String.raw`\$[ \u00a0]?\d[\d.,]{0,12}[ \u00a0]?(${DOLLARS})\b|\b(${DOLLARS})[ \u00a0]?\$[ \u00a0]?\d`, "g");
/** "All prices are in AUD", "Pricing in Canadian dollars", "prices shown in USD". */
const STATED = new RegExp(String.raw`\b(?:prices?|pricing|amounts?|rates?|fees?)\b[^.\n]{0,40}?\bin\s+(?:(${DOLLARS})\b|(US|U\.S\.|American|Canadian|Australian|New\s+Zealand|Singapore|Hong\s+Kong|Mexican)\s+dollars?\b)`, "gi");
const NAMED: Record<string, string> = { us: "USD", "u.s.": "USD", american: "USD", canadian: "CAD", australian: "AUD", "new zealand": "NZD", singapore: "SGD", "hong kong": "HKD", mexican: "MXN" };

/** The one non-US dollar a page settles for its "$" prices, or null (none, several, or the US dollar among them). */
export function pageDollar(visible: string): string | null {
  const text = visible.slice(0, 200_000);
  const codes = new Set<string>();
  // (Groups: a code, then a second code or a dollar's name.)
  for (const [re, named] of [[CODED_PRICE, false], [STATED, true]] as const) {
    re.lastIndex = 0;
    let n = 0;
    for (let m = re.exec(text); m && n < 200; m = re.exec(text), n++) {
      const second = named ? NAMED[m[2]?.toLowerCase().replace(/\s+/g, " ") ?? ""] : m[2];
      codes.add((m[1] ?? second ?? "?").toUpperCase());
    }
  }
  if (codes.size !== 1) return null;
  const [code] = codes;
  return code === "USD" || code === "?" ? null : code;
}

/** A dollar's code anywhere in a price as shown (compiled once, not per price). */
const DOLLAR_CODE = new RegExp(String.raw`\b(?:${DOLLARS})\b`);

/** A price as shown with a bare "$": no "US$", "CA$", "A$" … and no code beside it. */
export const bareDollar = (priceText: string) => /(?<![A-Za-z])\$/.test(priceText) && !DOLLAR_CODE.test(priceText);
