/**
 * Round 90, part g (docs/intel.md): the dollar a page's tax words name. A shop that says its prices
 * carry a goods-and-services tax ("All prices include GST", "$49 inc. GST", "+ GST") prices for the
 * buyers of the country that levies it, in that country's money; and the tax alone does not say
 * which country (Australia, New Zealand, Canada, Singapore and India all levy a GST). The country is
 * then told by the business number the page prints beside it, a number only one country issues:
 * the Australian Business Number ("ABN 12 345 678 901", eleven digits) or Company Number ("ACN",
 * nine), New Zealand's NZBN (thirteen). Canada's harmonized tax ("HST", "GST/HST") is levied by
 * Canada alone and names its country by itself.
 *
 * A business number alone is no such word: Australian companies that sell to the world in US
 * dollars print theirs in the footer too (round 55d: a page's country is not its prices' currency).
 * Only the tax said of the prices ties the country to them.
 *
 * Bounded: the patterns are linear (one bounded lazy run between the price word and the tax).
 */

/** Prices said to carry the tax: "All prices include GST", "inc. GST", "ex GST", "+GST", "GST inclusive". */
const TAX_ON_PRICES = new RegExp(
  String.raw`\b(?:prices?|pricing|amounts?|rates?|fees?)\b[^.\n]{0,40}?\b(?:include|includes|including|incl\.?|inclusive\s+of|exclude|excludes|excluding|excl\.?|plus)\s+(GST\/HST|GST|HST)\b` +
    String.raw`|\b(?:inc|incl|ex|excl)\.?[ \u00a0]+(GST\/HST|GST|HST)\b|\+[ \u00a0]?(GST\/HST|GST|HST)\b|\b(GST\/HST|GST|HST)[ \u00a0]+(?:inclusive|exclusive|included|excluded|incl\.?|excl\.?)`,
  "i",
);

/** A business number only one country issues, with the digits it has, and that country's dollar. */
const BUSINESS_NUMBERS: readonly [RegExp, string][] = [
  // ABN: 11 digits, printed "12 345 678 901"; ACN: 9 digits, "123 456 789".
  [/\bABN:?[ \u00a0]*\d{2}[ \u00a0]?\d{3}[ \u00a0]?\d{3}[ \u00a0]?\d{3}\b/, "AUD"],
  [/\bACN:?[ \u00a0]*\d{3}[ \u00a0]?\d{3}[ \u00a0]?\d{3}\b/, "AUD"],
  // NZBN: 13 digits, printed whole.
  [/\bNZBN:?[ \u00a0]*\d{13}\b/, "NZD"],
];

/**
 * The dollars a page's tax words name for its prices: none unless the page says its prices carry a
 * GST or HST; then Canada's for the HST, and the country of each business number it prints.
 */
export function taxDollars(text: string): Set<string> {
  const out = new Set<string>();
  const tax = TAX_ON_PRICES.exec(text);
  if (!tax) return out;
  const word = (tax[1] ?? tax[2] ?? tax[3] ?? tax[4] ?? "").toUpperCase();
  if (word.includes("HST")) out.add("CAD");
  for (const [re, code] of BUSINESS_NUMBERS) if (re.test(text)) out.add(code);
  return out;
}
