/**
 * The South African rand as its pages print it: "R150/mo", "R 1 499 per month", "R400 p/m" — a bare
 * "R" before the figure (session 43, the lead's rule). findPrices read no such sign, so a hosting
 * company's plans in rand were not read at all (a Cape Town host's three cards, a video-analytics
 * service's per-camera prices).
 *
 * A lone capital R before a number is many other things on a software page ("R2 storage", "R 4.3",
 * "Grade R", a revision "R10"), so it is read as the rand only where the figure is followed by a
 * billing period at once ("/mo", "/month", "p/m", "pm", "per month", "/year", "p.a.", "per annum")
 * — the shape of a price and of nothing else. A figure in rand with no period stays unread, as before:
 * a missed price is better than a version number read as money.
 */
const PERIOD_AFTER = String.raw`[ \t\u00a0]?(?:\/[ \t\u00a0]?(?:mo|mth|month|m|pm|yr|year|y|annum)\b|p\/m\b|pm\b|p\.?a\.?(?![A-Za-z])|per[ \t\u00a0]+(?:month|year|annum)\b|a[ \t\u00a0]+month\b|monthly\b)`;

/**
 * Round 113, part f: the unit a price is counted in may stand between the figure and its period —
 * "R480 / branch / month", "R90 per user per month", "R40/device/mo" — the same shape of a price, one
 * word longer. Counted on development: a rental-software page's three cards in rand, read in the US
 * dollars of the currency switcher's other block because the rand ones were no price at all. One
 * lowercase word after "/" or "per", and then the period as before: "R2 storage per month" (no "/"
 * or "per" before the word) and "R 4.3 / Linux" (no period) stay unread.
 */
const UNIT_BEFORE = String.raw`(?:[ \t\u00a0]?(?:\/|per)[ \t\u00a0]?[a-z]{2,15})?`;
/**
 * The rand's sign for money.ts's TOKEN: "R" when the number after it (in money.ts's NUM shape, given
 * as `num`) is followed by a billing period. Money.ts maps the sign to ZAR.
 */
export const randSign = (num: string, space: string) => String.raw`R(?=${space}(?:${num})${UNIT_BEFORE}${PERIOD_AFTER})`;
export const RAND: [string, string] = ["R", "ZAR"];
