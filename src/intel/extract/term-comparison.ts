/**
 * A figure a yearly card prints to compare its term with paying by the month (issue 25, round 92,
 * part b): never the plan's price.
 *
 * A card that sells the year often sets, beside its yearly price, what the same year costs paid
 * month by month, or what the year saves against it:
 *
 * - "$180 when paid monthly for 12 months" over "$79 / year" — twelve monthly payments added up,
 *   a sum nobody is charged; read as the price, the plan became "$180 a year";
 * - "年額で¥19,600お得" ("¥19,600 cheaper by the year"), "₩12,000 절약" ("₩12,000 saved") — a saving
 *   written after its figure, as "¥1,000引き" and "500円オフ" are (money.ts `SAVINGS_AFTER`, round
 *   89c); read as the price, each yearly card of a Japanese page became a plan at its saving.
 *
 * Both are matched at the start of a price's tail (money.ts `NOT_A_PLAN_PRICE_AFTER`, read by the
 * card reader, the one-offer reader and the text reader). The first asks for the monthly term and a
 * count of twelve months (or "a year") together, so "$20 when billed monthly" — the monthly side
 * of a toggle's card — stays a price. Literal alternatives, no nested quantifiers: linear.
 */

/** Twelve months of a monthly price added up: "when paid monthly for 12 months", "if billed monthly over a year", "over 12 monthly payments". */
const YEAR_OF_MONTHS = String.raw`(?:when|if)\s+(?:paid|billed|charged)\s+(?:monthly|month[-\s]to[-\s]month|every\s+month|by\s+the\s+month)\s+(?:for|over)\s+(?:12|twelve)\s+months\b|(?:when|if)\s+(?:paid|billed|charged)\s+(?:monthly|month[-\s]to[-\s]month|every\s+month|by\s+the\s+month)\s+(?:for|over)\s+(?:a|one|the)\s+(?:full\s+)?year\b|(?:for|over|in)\s+(?:12|twelve)\s+monthly\s+payments\b`;

/** A saving written right after its figure in Japanese and Korean ("¥19,600お得", "₩12,000 절약"). */
const SAVING_AFTER_CJK = String.raw`お得|おトク|절약|절감`;

/** Regex source for money.ts' NOT_A_PLAN_PRICE_AFTER (matched after `^\s*`). */
export const TERM_COMPARISON_AFTER = String.raw`(?:${YEAR_OF_MONTHS}|(?:${SAVING_AFTER_CJK}))`;
