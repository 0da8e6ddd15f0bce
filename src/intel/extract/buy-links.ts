/**
 * Offers said by their buy links (issue 25, round 92, part g; docs/intel.md, "Round 92, part g").
 *
 * A seller of things paid once — a licence, an icon pack, an app — often shows no card and no
 * table: the offer is the link that takes the buyer to the checkout, and the link says all of it,
 * "Buy Lifetime — $10", "Buy Acme — €9.99", or a list of links each "4,000 Light Icons $97" under
 * an edition's heading, one of them "All 12,000 Icons $291 $194" (the list price, then the price
 * now). No reader grouped these: a link is one line, with no card around it, and the sole-price
 * reader asks for one amount named after the product. A human reads each such link as an offer: the
 * words beside the price are what is bought, the price what it costs.
 *
 * The rule, a last resort on a site where no reader found a plan (extract-site.ts): a visible link
 * that buys — its words open with a buy verb, or it leads to a checkout's, a cart's or a payment's
 * path ("/products/…/purchase", "/payment/…"); a menu link "Pro – $29" to "/pro" is no purchase —
 * whose whole text is an optional buy verb, a name, and one price — or a higher list price and
 * then the price — with nothing after it but an arrow or a once-word. The name is short (five
 * words at most), starts with a capital or a digit (a title, not "with card" or "once") and is no
 * action ("Now", "Started Now"). Only on a page that prices nothing by the month or year (in the
 * price's line or a short line under it) and does not speak of renewing or cancelling: a bare price
 * there is paid once (the corpus's convention, round 22b); a page that bills is left to the other
 * readers. A name shown at two different amounts is no offer of one price: dropped. On a page read
 * for want of a pricing page or section (a home page), only a link that says it is bought once —
 * a once-word, or a name of a licence, a pack, a lifetime — counts: round 65b decided that a home
 * page's one priced button is not guessed an offer, and a link saying "Lifetime" is no guess.
 *
 * Round 95, part a: the buttons of purchase forms are read as such links (checkout-buttons.ts) — a
 * form's submit button or a payment widget's drawn button, "Buy PRO now for $15", its target the
 * form's action; the moment after the name ("now", "today") is the action's, dropped from the name.
 *
 * On development (waves 45–86) the rule reads 9 plans on 2 sites, all exact (an icon seller's eight
 * packs under two editions, a dictation app's lifetime licence); no wrong or invented plan.
 */
import type { PlanFact } from "../facts.ts";
import { markInferred } from "../facts.ts";
import type { Page } from "../page.ts";
import { billingAfter, findPrices, oneTimeIn } from "./money.ts";
import { recursIn } from "./page-period.ts";
import { BUY_VERBS, ONE_OFF_NAME, SUBSCRIPTION_SIGN } from "./paid-once.ts";
import { purchaseAction } from "./purchase-actions.ts";
import { checkoutButtons } from "./checkout-buttons.ts";
import { evidenceOf } from "./plans-page.ts";

/** A line after a price this short may be its period ("/ month", "per year, billed once"). */
const NEXT_LINE = 24;
/** A link's text longer than this is a sentence or a card, not a buy link. */
const MAX_LINK = 70;
/** Names of more words than this are descriptions. */
const MAX_NAME_WORDS = 5;
/** A buy verb, or "get", opening the link: the action, not the name ("Buy Lifetime", "Get Acme"). */
const LEAD_VERB = new RegExp(String.raw`^(?:${BUY_VERBS}|get|pay)\b\s*`, "i");
/** What stands between the name and the price: a dash, a dot, a colon, "for", "at", "only", an opening bracket. */
const JOINER = /(?:[\s\u00a0]*(?:[—–\-·•|:(\[]|\bfor\b|\bat\b|\bonly\b|\bjust\b))+[\s\u00a0]*$/iu;
/** What may follow the price: an arrow, a closing bracket or stop, a once-word. */
const TAIL = /^[\s\u00a0)\].!→›»>]*$/u;
/** Words of an action or a moment, never what is bought ("Buy Now", "Get Started Now", "Order today"). */
const ACTION_WORD = /\b(?:now|today|here|started|instantly|it|this|once)\b/i;
/** A moment closing the words before the price ("Buy PRO now for $15"): said of the buying. */
const TRAILING_MOMENT = /(?<=\S)\s+(?:now|today)$/i;
/**
 * A path that buys: a checkout's, a cart's, a payment's step ("/products/…/purchase", "/checkout/buy/…",
 * "/payment/…"), as a path segment or a segment's head. One list for every reader of such paths; a
 * reader that knows more steps of its own (a payment form's "/charge", PayPal's "/cgi-bin/webscr")
 * adds them (form-price-list.ts).
 */
export const buyingPath = (more: readonly string[] = []) =>
  new RegExp(String.raw`\/(?:${["buy", "purchase", "checkout", "cart", "order", "pay", "payment", ...more].join("|")})(?:[\/?#.-]|$)`, "i");
/** A link's path that buys (above). */
const BUYING_PATH = buyingPath();
/** Symbols and pictographs a link may open with (an emoji bullet): not part of the name. */
const LEADING_MARKS = /^[^\p{L}\p{N}]+/u;

interface LinkOffer {
  name: string;
  amount: number;
  list: number | null;
  currency: string;
  text: string;
  el: Parameters<typeof evidenceOf>[1];
}

/** Whether some price of the page's visible text is billed by the month or the year, in the price's own line. */
function billsByPeriod(page: Page): boolean {
  const text = page.visible;
  return findPrices(text).some((t) => {
    // (Its own line, and the next when it is short — "$29" over "/ month": "€9.99" over a
    // sentence "30 days to try it. Not for you? …" is no price by the month.)
    const lineAfter = (from: number) => {
      const end = text.indexOf("\n", from);
      return text.slice(from, end < 0 ? Math.min(text.length, from + 200) : Math.min(end, from + 200));
    };
    const own = lineAfter(t.end);
    const nextAt = text.indexOf("\n", t.end);
    const next = nextAt < 0 ? "" : lineAfter(nextAt + 1).trim();
    const period = billingAfter(next && next.length <= NEXT_LINE ? `${own} ${next}` : own).period;
    return period === "month" || period === "year";
  });
}

/** Whether a link buys: its words open with a buy verb, or it leads to a checkout's path. */
function buys(text: string, href: string): boolean {
  if (LEAD_VERB.test(text.replace(LEADING_MARKS, ""))) return true;
  try {
    return BUYING_PATH.test(new URL(href).pathname);
  } catch {
    return false;
  }
}

/** The offer one link's text states, or null (see above). */
function linkOffer(text: string, href: string, onceOnly: boolean): Omit<LinkOffer, "el" | "text"> | null {
  if (text.length > MAX_LINK || !buys(text, href)) return null;
  const prices = findPrices(text, 3);
  if (prices.length === 0 || prices.length > 2) return null;
  const last = prices[prices.length - 1]!;
  // Two prices: the list price first, higher, straight before the price now, in one currency.
  let list: number | null = null;
  if (prices.length === 2) {
    const first = prices[0]!;
    if (first.currency !== last.currency || first.amount <= last.amount || text.slice(first.end, last.index).trim() !== "") return null;
    list = first.amount;
  }
  if (last.amount <= 0) return null;
  const tail = text.slice(last.end);
  if (!TAIL.test(tail) && !(oneTimeIn(tail) && tail.trim().split(/\s+/).length <= 2)) return null;
  let name = text.slice(0, prices[0]!.index).replace(JOINER, "").replace(LEADING_MARKS, "").trim();
  name = name.replace(LEAD_VERB, "").trim();
  // "Buy PRO now for $15": the moment after the name is the action's, not part of what is bought
  // (a name that is nothing but the moment, "Buy Now — $10", stays and is refused below).
  name = name.replace(TRAILING_MOMENT, "").trim();
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MAX_NAME_WORDS || name.length > 40) return null;
  if (!/^[\p{Lu}\p{N}]/u.test(name) || !/\p{L}/u.test(name)) return null;
  if (ACTION_WORD.test(name) || purchaseAction(name)) return null;
  // (A name that recurs — "Monthly", "1 year", "Subscription" — is a term, not a thing bought once;
  // "Lifetime", a licence or a pack is bought once, though recursIn counts "lifetime" a period word.)
  if (recursIn(name) && !ONE_OFF_NAME.test(name)) return null;
  // On a page with no pricing section, only a link that says it is bought once ("Buy Lifetime —
  // $10", "Buy the licence — $29 one-time"): a home page's priced button is otherwise no offer guessed.
  if (onceOnly && !oneTimeIn(text) && !ONE_OFF_NAME.test(name)) return null;
  return { name, amount: last.amount, list, currency: last.currency };
}

/**
 * The offers a page's buy links state, as plans paid once; none on a page that bills by a period or
 * speaks of renewing or cancelling. `onceOnly`: the page is read for want of a pricing page or
 * section (a home page), and only links that say they are bought once count.
 */
export function buyLinkPlans(page: Page, onceOnly = false): PlanFact[] {
  const offers: LinkOffer[] = [];
  // (page.links holds visible links that lead somewhere: no fragment, mailto or script link.)
  for (const link of page.links) {
    if (page.isHidden(link.el)) continue;
    const text = page.text(link.el, "visible").replace(/\s+/g, " ").trim();
    const offer = linkOffer(text, link.href, onceOnly);
    if (offer) offers.push({ ...offer, text, el: link.el });
  }
  // A purchase form's button says the same as a buy link ("Buy 5 licenses for $60"), its target
  // the form's action (round 95a, checkout-buttons.ts).
  // A button hidden as served ("Need licences for a team?" opening a row of team packs) is read
  // only beside a shown button's offer, in its currency, and only for a name no shown offer has:
  // the shown offer says the page sells so; a hidden copy never changes what a shown one says.
  const buttons = checkoutButtons(page);
  const shownOffers: LinkOffer[] = [];
  for (const button of buttons) {
    if (!button.shown) continue;
    const offer = linkOffer(button.text, button.href, onceOnly);
    if (offer) shownOffers.push({ ...offer, text: button.text, el: button.el });
  }
  offers.push(...shownOffers);
  const currencies = new Set(shownOffers.map((o) => o.currency));
  const named = new Set(offers.map((o) => o.name.toLowerCase()));
  for (const button of shownOffers.length ? buttons : []) {
    if (button.shown) continue;
    const offer = linkOffer(button.text, button.href, onceOnly);
    if (offer && currencies.has(offer.currency) && !named.has(offer.name.toLowerCase())) offers.push({ ...offer, text: button.text, el: button.el });
  }
  if (offers.length === 0 || billsByPeriod(page) || SUBSCRIPTION_SIGN.test(page.visible)) return [];
  const byName = new Map<string, LinkOffer[]>();
  for (const o of offers) byName.set(o.name.toLowerCase(), [...(byName.get(o.name.toLowerCase()) ?? []), o]);
  const plans: PlanFact[] = [];
  for (const same of byName.values()) {
    if (new Set(same.map((o) => `${o.amount}|${o.currency}`)).size > 1) continue;
    const o = same[0]!;
    const priceText = o.text.slice(o.text.lastIndexOf(findPrices(o.text, 3).at(-1)!.raw)).trim() || o.text;
    const plan: PlanFact = {
      name: o.name,
      amount: o.amount,
      annual_amount: null,
      list_amount: o.list,
      currency: o.currency,
      period: "one_time",
      per_user: false,
      free: false,
      trial_days: null,
      contact_sales: false,
      price_text: priceText,
      features: [],
      source: "page",
      evidence: evidenceOf(page, o.el, o.text),
    };
    // Paid once by the page's silence unless the link says so itself ("Buy Lifetime — $10").
    if (!oneTimeIn(o.text)) markInferred(plan, "period");
    plans.push(plan);
  }
  return plans;
}
