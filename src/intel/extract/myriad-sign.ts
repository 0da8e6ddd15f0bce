/**
 * Round 89b: amounts counted in myriads (10,000) right before the yen's or the won's own sign — "20万円"
 * (200,000 yen), "50萬円", "2만원" / "2만 원" (20,000 won). Japanese and Korean pages write larger
 * prices so (a corporate pack's table "500人未満 | 20万円"). findPrices read no price at all: its
 * suffix signs (円, 원) must follow the figure, and the myriad rule (amount-multipliers.ts) reads a
 * myriad only after a price token and before a billing period ("¥30万/年").
 *
 * Only the figure, the myriad and then the sign, nothing between but a space, a figure of at most four
 * digits (a larger sum is written with 億 / 억) and the whole under parseNumber's ceiling — and only a
 * sum that is its line's whole text: a price cell, or a price set apart under its plan. In a sentence
 * the glued myriad more often counts what something is worth than what a plan costs ("数万円〜10万円以上",
 * what an agency charges, in a comparison; a sum saved, a turnover); tried on every mention, it turned
 * a check-set plan read right into a wrong one. 万元 is left: 元 is the yuan and Taiwan's and Hong Kong's
 * dollar alike (yuan-sign.ts), and no development page was seen to need it.
 */
import type { PriceToken } from "./money.ts";

const MYRIAD_SIGN = /(?<![\p{N}.,])(\d{1,4}(?:\.\d{1,2})?)[ \u00a0]?(?:(?:万|萬)(円)|만[ \u00a0]?(원))/gu;

/** The myriad prices in `text` ("20万円", "2만원") that stand alone on their line, as tokens. */
export function myriadSignPrices(text: string): PriceToken[] {
  const out: PriceToken[] = [];
  MYRIAD_SIGN.lastIndex = 0;
  for (let m = MYRIAD_SIGN.exec(text); m && out.length < 50; m = MYRIAD_SIGN.exec(text)) {
    const end = m.index + m[0].length;
    const lineStart = text.lastIndexOf("\n", m.index - 1) + 1;
    const lineEnd = text.indexOf("\n", end);
    if (text.slice(lineStart, m.index).trim() !== "" || text.slice(end, lineEnd < 0 ? text.length : lineEnd).trim() !== "") continue;
    const amount = Math.round(Number(m[1]) * 10_000);
    if (amount > 0 && amount < 10_000_000) out.push({ amount, currency: m[2] ? "JPY" : "KRW", raw: m[0], index: m.index, end });
  }
  return out;
}
