/**
 * Round 52, part b (docs/intel.md): a page that sells one thing at one price and never names a
 * period — "You can purchase the full version of Screenie for only $15.00 USD", "Buy Credits ⏎
 * $5.99", "Pay $25 with PayPal" — is a licence's or a pack's buy page. The README's convention
 * (round 22b) already says what a reader writes for a bare price on a page that states no
 * recurrence anywhere: paid once. The sole-price reader (round 15) asked more — a period or a "once"
 * word beside the price, or the price inside a buy button — and read such pages empty.
 *
 * The rule keeps a sign of buying beside the price, so that a lone figure in prose ("Make your $10
 * mouse better") is not taken for an offer: a buy, purchase, order, pay or licence word in the
 * price's own line or the line before it (the button or heading over a buy box). Structural and
 * bounded: the page-wide scan is page-period.ts' memoised one.
 */
import type { Page } from "../page.ts";
import type { PriceToken } from "./money.ts";
import { recurrenceStated } from "./page-period.ts";
import { BUY_VERBS } from "./paid-once.ts";

/**
 * Buying beside the price: paid-once.ts' verbs of a buy button (as whole words here, anywhere in the
 * line), their forms ("purchasing", "bought"), paying, and a licence, the thing a buy page sells.
 */
const BUY_WORD = new RegExp(String.raw`(?<!\p{L})(?:${BUY_VERBS}|buying|bought|purchas(?:es|ed|ing)|pay|licen[cs]es?|lizenz\p{L}*|licenza|licencia|licencja)(?!\p{L})|購入|购买|購買|구매`, "iu");

/** Whether a price standing alone on a quiet page is a purchase (see above). */
export function boughtOnQuietPage(page: Page, text: string, t: PriceToken): boolean {
  if (recurrenceStated(page)) return false;
  const lineStart = text.lastIndexOf("\n", t.index - 1);
  const prevStart = lineStart > 0 ? text.lastIndexOf("\n", lineStart - 1) + 1 : 0;
  let lineEnd = text.indexOf("\n", t.end);
  if (lineEnd < 0) lineEnd = text.length;
  const around = text.slice(Math.max(prevStart, t.index - 200), Math.min(lineEnd, t.end + 200));
  return BUY_WORD.test(around);
}
