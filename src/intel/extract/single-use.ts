/**
 * Round 96, part d (issue 25): a once word that describes a code's or a key's single use, not a
 * payment — "激活码用于生成密钥，是一次性的，用过即失效" (an activation code is single-use: spent once
 * used), "a one-time password", "a one-time link by email", "single-use key". money.ts's once words
 * ("one-time", "一次性") are a payment's beside a price; in a line of their own they made the page-wide
 * check (page-period.ts `recursIn`) take the line for a period statement that is no paid-once phrase
 * — a recurrence — and the page's bare prices were then read as services paid once beside it.
 *
 * Only a once word tied to a code's noun: right before it in English ("one-time code / password /
 * link / key / token / PIN"), or after it within the same clause in Chinese and Japanese ("…码…是一次性的",
 * "…キー…使い捨て"). "一次性付费", "one-time payment", "价格是一次性的" (the price is paid once) keep
 * their reading. Bounded: fixed alternations, a clause of at most twelve characters between.
 */

/** English: a once word right before a code's noun. */
const SINGLE_USE_EN = /\b(?:one[-\s]?time|single[-\s]use)\s+(?:(?:log[-\s]?in|sign[-\s]?in|login|access|activation|verification|download|magic)\s+)?(?:passwords?|passcodes?|codes?|links?|keys?|tokens?|pins?)\b/giu;

/** Chinese: a code's or key's noun, then in the same clause "一次性(的|使用|有效)". */
const SINGLE_USE_CJK = /(?:码|碼|密钥|密鑰|秘钥|卡密|链接|鏈接|コード|キー)[^。！？!?\n]{0,12}一次性(?:的|使用|有效)?/gu;

/** The line without the phrases that tell of a code's single use. */
export const withoutSingleUse = (line: string): string => line.replace(SINGLE_USE_EN, " ").replace(SINGLE_USE_CJK, " ");
