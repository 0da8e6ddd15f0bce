/**
 * Whole numbers as an operator writes them in a setting: decimal digits and nothing else, within
 * the setting's bounds. The one reading of an integer setting, whether it comes from the
 * environment or from the dashboard's Settings page (src/config.ts builds every integer schema on
 * it).
 *
 * Why not `Number(text)`: it reads `0x10` as 16, `" 5"` as 5, `1e3` as 1000, `+5` as 5 and `""` as 0,
 * and `99999999999999999999` as 1e20 — a limit past 2^53 that a counter can never reach, so a
 * "remaining" count that never moves. Each of those is a typo or a misunderstanding more often
 * than a wish, and a setting that silently means something else is worse than a refusal naming it.
 */

export interface IntegerBounds {
  min: number;
  /** At most Number.MAX_SAFE_INTEGER: beyond it numbers are no longer exact. */
  max: number;
}

export type IntegerReading = { ok: true; value: number } | { ok: false; message: string };

const DIGITS = /^[0-9]+$/;

/**
 * "1,000,000" for messages: bounds people can read at a glance. Grouped by hand, not with
 * toLocaleString: messages built at import time (access/keys.ts) made every start load the
 * runtime's locale data for it (~6 ms of CPU before the first answer).
 */
export const formatInteger = (n: number) => `${n < 0 ? "-" : ""}${String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

export const boundsMessage = ({ min, max }: IntegerBounds) => `must be a whole number from ${formatInteger(min)} to ${formatInteger(max)}`;

export function readDecimalInteger(text: string, bounds: IntegerBounds): IntegerReading {
  if (!Number.isSafeInteger(bounds.min) || !Number.isSafeInteger(bounds.max) || bounds.min > bounds.max) throw new RangeError(`bad bounds ${bounds.min}..${bounds.max}`);
  if (!DIGITS.test(text)) return { ok: false, message: `${boundsMessage(bounds)}, written in decimal digits only (0-9: no sign, spaces, decimal point, exponent or 0x)` };
  // Leading zeros are harmless ("007" is 7); past 16 significant digits the value is out of
  // bounds whatever they are, and Number() of so long a string would no longer be exact.
  const significant = text.replace(/^0+(?=.)/, "");
  const value = significant.length > 16 ? Infinity : Number(significant);
  if (value < bounds.min || value > bounds.max) return { ok: false, message: boundsMessage(bounds) };
  return { ok: true, value };
}
