/**
 * A fee or a cost shown at zero is a charge waived, not a free plan (issue 25, round 29 part a).
 *
 * Pages that argue their price set a block or a row "Management fee ¥0", "Hidden fees and overhead
 * 0 Kč" or "The cost of not upgrading $0" beside their plans: the zero says "you pay nothing for
 * this", and no reader signs up for it. Read as cards or rows, each became a plan at 0 (and the
 * page a free tier). On development (waves 8–12, 14–23) three sites in three languages name such a
 * block by a fee or cost word (plans-page.ts applies this to whatever its readers found).
 *
 * Words, matched between letter edges (one alternation, no nested quantifiers). "Free" is no fee
 * word, nor 免費 / 免费 ("free of charge": 免費版 is a free plan); a name that says it is a plan
 * ("No-fee plan", "手数料無料プラン") is kept; the Japanese "料" alone is left out, since 無料 is
 * "free". Only zeros: a fee at a price is left to the readers that price it.
 */

/** Fee and cost words by language (lower case). */
const FEE_WORDS: Record<string, readonly string[]> = {
  en: ["fee", "fees", "cost", "costs", "charge", "charges", "overhead", "overheads"],
  cs_sk: ["poplatek", "poplatky", "poplatků", "poplatok", "režie"],
  de: ["gebühr", "gebühren"],
  fr: ["frais"],
  pl: ["opłata", "opłaty"],
  // Japanese / Chinese: 管理費, 会員費, セキュリティー関連費用, 手数料, 费用 (免費 kept out below).
  cjk: ["費", "费", "手数料"],
};

const LATIN = Object.entries(FEE_WORDS)
  .filter(([lang]) => lang !== "cjk")
  .flatMap(([, words]) => words)
  .sort((a, b) => b.length - a.length)
  .join("|");

/** A fee or cost word between letter edges, or a CJK fee character anywhere. */
const FEE_NAME = new RegExp(`(?<!\\p{L})(?:${LATIN})(?!\\p{L})|(?<!免)(?:${FEE_WORDS.cjk!.join("|")})`, "iu");

/** A name that calls itself a plan keeps its place whatever fee it waives. */
const PLAN_WORD = /(?<!\p{L})(?:plan|tier|package|pack|tarif|paket|balíček)(?!\p{L})|プラン|套餐|方案/iu;

/** True when a plan read at zero is a fee or cost the page waives ("管理費 ¥0"), not a plan. */
export function waivedFee(p: { name: string; amount: number | null; free?: boolean }): boolean {
  if (p.amount !== 0 && !(p.amount === null && p.free)) return false;
  const name = p.name.slice(0, 120);
  return FEE_NAME.test(name) && !PLAN_WORD.test(name);
}
