/**
 * Round 82, part f (docs/intel.md): the đồng counted in thousands with no sign. Vietnamese pages
 * write "160k/tháng", "332K/tháng" for 160 000 and 332 000 đồng a month — the "k" shorthand is how
 * prices in đồng are spoken and printed, and the sign is left out. findPrices saw no currency and
 * no price, and a spa suite's four plans were read as nothing.
 *
 * Only the shape that cannot be anything else: a figure of at most three digits (a decimal part of
 * one or two allowed, "1.5k"), a "k" right after it, then a slash and the Vietnamese month or year
 * ("/tháng", "/năm") — words only Vietnamese pages print, and the đồng the only currency they count
 * so. A "k" without the period ("50k users") stays a magnitude, and one in a bracketed aside after
 * other words ("(CN 4 250k/tháng)": a further branch's fee in a bullet) prices an extra, not a plan.
 * One bounded regular expression.
 */
import type { PriceToken } from "./money.ts";

const DONG_KILO = /(?<![\p{L}\p{N}$€£¥.,])(\d{1,3}(?:[.,]\d{1,2})?)[ \u00a0]?[kK](?=[ \u00a0]?\/[ \u00a0]?(?:tháng|năm)(?!\p{L}))/gu;

/** Whether the figure at `at` follows an open bracket on its line with words between (at most 40 characters back). */
function insideAside(text: string, at: number): boolean {
  // (Only the 40 characters before it are searched for the line's start: no scan back through a long text.)
  const window = text.slice(Math.max(0, at - 40), at);
  const before = window.slice(window.lastIndexOf("\n") + 1);
  const open = before.lastIndexOf("(");
  return open >= 0 && !before.includes(")", open) && /\p{L}/u.test(before.slice(open + 1));
}

/** The đồng prices written "160k/tháng" in `text`, as tokens (the "k" is the token's; the period is its tail): the first `cap` of them. */
export function dongThousands(text: string, cap = 50): PriceToken[] {
  const out: PriceToken[] = [];
  DONG_KILO.lastIndex = 0;
  for (let m = DONG_KILO.exec(text); m && out.length < cap; m = DONG_KILO.exec(text)) {
    // An aside in brackets after other words ("3 branches (the 4th 250k/tháng)") prices an extra, not the line.
    if (insideAside(text, m.index)) continue;
    const amount = Math.round(Number(m[1]!.replace(",", ".")) * 1000);
    if (amount > 0) out.push({ amount, currency: "VND", raw: m[0], index: m.index, end: m.index + m[0].length });
  }
  return out;
}
