/**
 * A lone offer's regular price said in words beside the price charged now (round 96, part f;
 * docs/intel.md, "Round 96, part f").
 *
 * A page that sells one thing at an introductory or discounted price often prints the regular
 * price too, not struck through but named by its words: "原价10元 …（限时折扣9元）" (the original
 * price, then the limited-time one), "Limited time: increases to $15 after early bird ends" under
 * "$12 one-time payment", "Regular price $49 — today $29". A reader sees one offer at the lower
 * price, the other figure its list price. The sole-price reader (sole-price.ts) set aside struck
 * prices only, so such a page printed two amounts, read as two offers or a fee beside a price, and
 * read nothing.
 *
 * The words are the regular price's own, before the figure: "original price", "originally",
 * "regular price", "regularly", "normally", "usual price", "list price", "full price", a price that "increases / goes up / rises
 * to", and the list-price nouns of Chinese, Japanese and Korean (原价 / 原價, 定価, 通常価格, 정가).
 * Not "then" nor "renews at" (plans-page.ts reads those beside a card's promotion): on a page of one
 * offer, "free for 14 days, then $19/month" is the offer's own price. A figure so named is set
 * aside only when every one of them is above every remaining price of the same currency, and a
 * remaining price exists: the list price is the higher one, and a page whose only figure is its
 * "regular price" still sells at it.
 */
import type { PriceToken } from "./money.ts";

/** The regular price's words, right before its figure (see above). */
export const STATED_LIST_BEFORE =
  /(?:\boriginal(?:ly|\s+price)|\bregular(?:ly|\s+price)|\bnormally|\busual(?:ly|\s+price)|\blist\s+price|\bfull\s+price|\b(?:increases?|goes\s+up|rises?|(?:will\s+)?(?:increase|go\s+up|rise))\s+to|原价|原價|定価|通常価格|정가)\s*(?:(?:is|of|was|at)\s+)?[:：]?\s*$/i;

/**
 * The prices of a lone offer split into the ones charged and the list price the page names in words:
 * `null` when nothing is so named or the naming does not hold (no price left, a named figure not
 * above the rest, two currencies).
 */
export function statedListPrice(toks: readonly PriceToken[], before: (t: PriceToken) => string): { charged: PriceToken[]; list: number } | null {
  const named = toks.filter((t) => STATED_LIST_BEFORE.test(before(t)));
  if (named.length === 0) return null;
  const charged = toks.filter((t) => !named.includes(t));
  if (charged.length === 0) return null;
  const currency = charged[0]!.currency;
  if (![...named, ...charged].every((t) => t.currency === currency)) return null;
  const top = Math.max(...charged.map((t) => t.amount));
  if (!named.every((t) => t.amount > top)) return null;
  return { charged, list: Math.max(...named.map((t) => t.amount)) };
}
