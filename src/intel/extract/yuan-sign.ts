/**
 * The yuan written after the number, as Chinese pages print it: "28 元/月", "100元", "5 元"
 * (round 32, part e; docs/intel.md).
 *
 * findPrices read "980円" and "9,900원" but left "元" out, because the same sign is the yuan on
 * the mainland and the dollar in Taiwan and Hong Kong: a Chinese essay service's cards
 * "基础版 28 元/月" and its credit packs "500 积分 | 5 元", and an API's prepaid packs priced
 * "100元" in a table, read no plan at all. The sign is read as the yuan here, and a page in
 * Taiwanese or Hong Kong Chinese respells it as its own dollar (page-signs.ts), the way "kr" and
 * "$" are respelt, so both readers (cards and the text reader) spell it alike.
 *
 * Not every "元" after a figure is money: in Chinese and Japanese it also begins words ("3 元素",
 * three elements; "一元化", unification; "元年", the first year of an era). A character after it
 * that makes such a word ends the match. "110万元" (ten thousands of yuan) is never read as 110:
 * the "万" between the figure and the sign keeps the suffix form from matching at all.
 */

/** The sign, and the characters after it that make it the first of another word. */
export const YUAN_AFTER = "元(?![素化论論年旦号號首帅帥老宵])";

/** The sign's currency as findPrices reads it (the mainland's). */
export const YUAN: [string, string] = ["元", "CNY"];

/**
 * The dollar a page means by "元", by its `lang`: Taiwan's ("zh-TW", "zh-Hant") or Hong Kong's
 * ("zh-HK"); null for the mainland's yuan (or a page that names no region).
 */
export function yuanOf(lang: string | null): string | null {
  if (!lang) return null;
  if (/^zh\b/i.test(lang) && /[-_](?:hk|mo)\b/i.test(lang)) return "HKD";
  if (/^zh[-_](?:tw|hant)\b/i.test(lang)) return "TWD";
  return null;
}
