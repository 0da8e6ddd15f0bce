/**
 * A card that leads with a price paid once (issue 25, round 90 part h).
 *
 * A card sold once shows its price with its once-word first ("$79 one-time", "€19.99 once", "$10 ·
 * One-time payment of $10") and may print a figure by the month further down: a price of another
 * product its feature line names ("Works with Claude Pro ($20/mo)"), the same sum again under a
 * denied period ("No monthly fees"), or a rental the card offers as its second choice ("or
 * €4.99/month"). The card reader set every price with no billing-side words ("billed monthly")
 * aside as a default and took the first default as the card's monthly price, over the price the
 * card leads with — a licence reported by the month. What the card sells is what it leads with: the
 * first price shown, when its own words say it is paid once, is the plan's price; a later figure
 * by the month is no side of it.
 *
 * The once-word may come with the price said again: a card that shows a bare "$29" and ends on its
 * button "Buy — $29 one-time" says its price is paid once as plainly; the bare figure is that
 * price, not a month's (it was read with no period).
 *
 * Not a fee paid once to start ("$500 one-time setup" over "$99/mo"): a once-word that names a fee,
 * a setup or an installation is the card's start fee, and the month beside it stays the plan's.
 */

import { billingAfter } from "./money.ts";
import { START_FEE_NAMED } from "./start-fee-words.ts";

interface LeadPoint {
  hidden: boolean;
  struck: boolean;
  tail: string;
  tok: { amount: number };
}

/**
 * Whether `once` — the card's price whose own words say it is paid once — is the first price the
 * card shows (visible, not struck; not a zero), or says again the same sum the card first shows
 * with no period of its own, and names no start fee: then the card's other prices with no
 * billing-side words of their own are no monthly side of the plan.
 */
export function onceLeads<P extends LeadPoint>(once: P | undefined, points: readonly P[]): boolean {
  if (!once) return false;
  // (A card that first shows a zero is no card sold once: a free box read with the paid one.)
  const first = points.find((p) => !p.hidden && !p.struck);
  if (!first || first.tok.amount <= 0) return false;
  const saidAgain = first !== once && first.tok.amount === once.tok.amount && billingAfter(first.tail).period === null;
  if (first !== once && !saidAgain) return false;
  return !START_FEE_NAMED.test(once.tail.slice(0, 40));
}
