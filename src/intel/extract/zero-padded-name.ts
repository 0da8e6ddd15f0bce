/**
 * Round 112, part e: a plan name that opens with a zero-padded numeral — "0200 Pass", "0200
 * Developer", "007 Agent" — is a brand's or a model's number and then a word, not a count.
 *
 * The card reader refuses a line that opens with a figure as a name ("30 seats", "5 projects",
 * "10 GB": what a tier allows), and the pill-row reader (pill-row.ts) asks a tier's shape that opens
 * with a letter (kicker-words.ts). A count is never written with a leading zero, so a numeral of
 * three to six digits that starts with 0 is an identifier: the line is named as any other, and the
 * shape is asked of the words after the numeral. Two-digit "01", "02" are left out: step numbers set
 * over cards ("01 Starter") stay no part of a name. Found on a development page whose three cards,
 * named in pills ("Free", "0200 Pass", "0200 Developer"), read no plan at all.
 */

/** A zero-padded numeral of three to six digits opening a line, then a space and a letter. */
const ZERO_PADDED_LEAD = /^0\d{2,5} (?=\p{L})/u;

/** Whether `line` opens with a zero-padded numeral and then a word ("0200 Pass"). */
export const zeroPaddedLead = (line: string): boolean => ZERO_PADDED_LEAD.test(line);

/** `name` without its zero-padded numeral ("0200 Pass" → "Pass"), for the tier-shape tests. */
export const withoutZeroPadded = (name: string): string => name.replace(ZERO_PADDED_LEAD, "");
