/**
 * Round 105g: a sum worked out on one line is no price. A payment step or a calculator writes its
 * arithmetic out — "4 months × $2.50 + 3% fee = $10.30", "You selected 12 months × $2.00 = $24.00",
 * "3 seats x €8 = €24" — and the card reader took the figures for the card's prices: the result for
 * the plan's price, or for the other side of its billing switch (the box is a hidden modal). The
 * figure after the multiplication sign is the rate the sum multiplies, and the figure after the
 * equals sign its result: both belong to the worked sum, neither is a price a plan is sold at (the
 * card states its rate in its own line, "Starting at $2.50 per month").
 *
 * Only a line that holds both signs: a multiplication ("×", "✕", or an "x" between a count and a
 * price) before the figure, or before the equals sign that precedes it. An "=" alone ("Annual = $96")
 * or a "×" alone ("2× faster for $9") is left as it was. Reads characters only, no words: the same
 * in every language.
 */

/** A multiplication: the sign, or a Latin "x" standing alone before a figure ("12 months x $2.00", "3 x 8 €"). */
const TIMES = /(?:[×✕✖⨯]|\s[xX]\s*[^\s\d]{0,4}\s*\d)/u;
/** The line ends in a multiplication sign just before the figure (its currency sign aside). */
const TIMES_BEFORE = /(?:[×✕✖⨯]|\s[xX])\s*[^\s\d]{0,4}\s*$/u;
/** The line ends in an equals sign just before the figure. */
const EQUALS_BEFORE = /=\s*[^\s\d=]{0,4}\s*$/u;

/**
 * Whether the price at [start, end) of `text` is an operand or the result of a sum worked out on its
 * line: after "×" with "=" further on the line, or after "=" with "×" earlier on it.
 */
export function workedLinePart(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const nl = text.indexOf("\n", end);
  const lineEnd = nl < 0 ? text.length : nl;
  // (A long line is prose; a worked sum is written in a short one.)
  if (lineEnd - lineStart > 200) return false;
  const before = text.slice(lineStart, start);
  const after = text.slice(end, lineEnd);
  if (TIMES_BEFORE.test(before) && after.includes("=")) return true;
  return EQUALS_BEFORE.test(before) && TIMES.test(before);
}
