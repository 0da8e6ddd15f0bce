/**
 * Amounts written with a multiplier word after the figure and before the billing period: "$15k/yr",
 * "AUD$6K/year", "INR 1.5 lakh+ / month", "₹2 crore / year", "¥30万/年", "€ 5 Tsd. / Monat" (round
 * 43, part d). A price is sometimes written in thousands, lakhs (100,000), crores (10,000,000) or
 * myriads (10,000) rather than whole; read at the bare figure it is off by that factor ("INR 1.5
 * lakh+ / month" read as 1.5 INR a month).
 *
 * The thousands "k" was read this way since round 18 (findPrices' own rule); this is that rule with
 * a table of the multiplier words of the languages the engine reads, so the lakh and the crore of
 * Indian English pages, the myriad of Chinese, Japanese and Korean pages and the thousands of German,
 * Polish and Czech ones are read by the same reason. Counted on 6 development sites in 6 waves (k on
 * five, read already; lakh on one, read as its first figure).
 *
 * The guard is the period itself: only a multiplier followed (after an optional "+", a floor "from
 * 1.5 lakh") by a billing period is a price's multiplier. "5k contacts", "$5 per 1k emails", "₹12
 * lakh in missed ITC", "₹50 Cr turnover", "$3.2 million annually" (a saving) are never read
 * multiplied: a limit, a unit price or a magnitude has no period written straight after its word.
 * For the larger words the period must be written with a slash, "per" or "a" ("/ month", "per
 * year"), never a bare "annually": a sum saved "annually" is prose, a price per year is written as
 * one. "Million" is not in the table: every development page writing "$N million" or "$NM" after a
 * sign wrote a company's revenue, savings or funding, never a plan's price.
 */

/** The billing period straight after the multiplier, as the thousands rule has long read it. */
const PERIOD_AFTER_K = String.raw`\s*(?:\/\s*(?:yr|year|mo|month|y|m)\b|per\s+(?:year|month|annum)\b|a\s+(?:year|month)\b|annually\b|yearly\b|\/\s*(?:user|seat))`;

/**
 * A period written with a slash, "per" or "a", in the languages the period table knows
 * (period-words.ts holds the full one; this is only what may follow a multiplier directly).
 */
const PERIOD_AFTER_WORD = String.raw`\+?[ \t\u00a0]*(?:[\/／]\s*(?:yr|year|mo|month|y|m|mes|mois|monat|jahr|rok|miesiąc|měsíc|[月年월년])(?![a-z])|per\s+(?:year|month|annum)\b|a\s+(?:year|month)\b|pro\s+(?:jahr|monat)\b)`;

interface Multiplier {
  /** The word(s), as a regex alternation, written right after the figure. */
  words: string;
  factor: number;
  /** Whether a space may stand between the figure and the word ("1.5 lakh", but "15k", "30万"). */
  spaced: boolean;
}

/** The multiplier words of the languages the engine reads, longest first within each. */
const MULTIPLIERS: readonly Multiplier[] = [
  { words: String.raw`lakhs?|lacs?`, factor: 100_000, spaced: true },
  { words: String.raw`crores?|Cr`, factor: 10_000_000, spaced: true },
  { words: String.raw`thousand|Tsd\.|tys\.|tis\.`, factor: 1000, spaced: true },
  { words: String.raw`万|만`, factor: 10_000, spaced: true },
];

/** Each multiplier as a sticky regex over the text straight after a price token. */
const MULTIPLIER_RES = MULTIPLIERS.map((m) => ({
  re: new RegExp(String.raw`^${m.spaced ? "[ \\u00a0]?" : ""}(?:${m.words})(?![A-Za-z])(?=${PERIOD_AFTER_WORD})`, "i"),
  factor: m.factor,
}));

// (Round 82j: also the low end of a range of thousands before its period, "$8K-85K/year": the
// range's upper end carries the period for both figures.)
const THOUSANDS_K = new RegExp(String.raw`^[kK](?=${PERIOD_AFTER_K}|[ \u00a0]?[-–][ \u00a0]?\d{1,4}(?:[.,]\d{1,2})?[kK]${PERIOD_AFTER_K})`);

/**
 * The multiplier written right after a price token whose sign stands before its figure, when a
 * billing period follows it: its factor and the characters it spans. Null when there is none.
 * `after` is the page text from the token's end (a few dozen characters are enough).
 */
export function multiplierAfter(after: string): { factor: number; text: string } | null {
  const k = THOUSANDS_K.exec(after);
  if (k) return { factor: 1000, text: k[0] };
  for (const { re, factor } of MULTIPLIER_RES) {
    const m = re.exec(after);
    if (m) return { factor, text: m[0] };
  }
  return null;
}
