/**
 * Prices paid once on a page that never says "one-time" (round 17a, docs/intel.md).
 *
 * A set of cards whose prices state no period keeps period null (plans-page.ts `defaultPeriod`):
 * the page does not say. Packs, licence keys, audits and projects are sold that way, and a reader
 * decides from the rest of the page: nothing anywhere is priced by the month or year, there is no
 * monthly/yearly switch, and either the page says there is no subscription ("Fast pris. Ingen
 * abonnement", far from the cards) or the cards' buttons buy rather than subscribe ("Purchase",
 * "Bestil"). Both halves are needed: a "Buy" button on a page that prices anything "/mo" is a
 * subscription's checkout.
 */
import type { HElement } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { billingAfter, findPrices, oneTimeIn } from "./money.ts";

/** The verbs of buying, English and the languages of our pages (a button's first word here; a word beside a price in quiet-purchase.ts). */
export const BUY_VERBS = "buy|purchase|order|kaufen|bestellen|acheter|commander|comprar|compra|koop|bestel|köp|beställ|køb|bestil|kjøp|bestill|osta|tilaa|kup|zamów";
/** A button that buys: English and the languages of our pages. Subscribe, start, try are not. */
const BUY_LABEL = new RegExp(String.raw`^\s*(?:${BUY_VERBS})\b`, "i");
const NOT_BUY_LABEL = /\b(?:subscribe|abonn\w*|suscrib\w*|assin\w*|trial|start|try|essai|prueba|teste|free)\b/i;

/** A plan named as a thing bought once: a pack, a licence, credits, a lifetime deal. */
export const ONE_OFF_NAME = /\b(?:packs?|licen[cs]es?|lifetime|credits?|crédits?|créditos?)\b/iu;

/** A subscription's marks without a price: "Cancel any time", "renews automatically". */
export const SUBSCRIPTION_SIGN = /\b(?:cancel\s+(?:at\s+)?any\s*time|auto[-\s]?renew\w*|renews\s+(?:automatically|monthly|yearly|annually)|jederzeit\s+kündbar|résiliable|cancela\s+cuando)\b/iu;

/** Lines of the page looked at, and their length: bounded scans. */
const MAX_LINES = 3000;
const MAX_LINE = 300;

const lineMemo = new WeakMap<Page, string[]>();

/**
 * The page's first MAX_LINES lines, each cut to MAX_LINE characters: what the page-wide checks read
 * (here, and page-period.ts), split once per page rather than once per check.
 */
export function pageLines(page: Page): string[] {
  let lines = lineMemo.get(page);
  if (!lines) lineMemo.set(page, (lines = page.all.split("\n", MAX_LINES).map((l) => l.slice(0, MAX_LINE))));
  return lines;
}

interface PageOnce {
  /** Some price on the page is by the month or year, or the page speaks of cancelling or renewing. */
  periodic: boolean;
  /** The page says it sells with no subscription. */
  noSubscription: boolean;
}

const memo = new WeakMap<Page, PageOnce>();

function pageOnce(page: Page): PageOnce {
  let v = memo.get(page);
  if (v) return v;
  v = { periodic: false, noSubscription: false };
  for (const line of pageLines(page)) {
    if (!v.noSubscription && oneTimeIn(line)) v.noSubscription = true;
    if (SUBSCRIPTION_SIGN.test(line) || findPrices(line).some((t) => {
      const p = billingAfter(line.slice(t.end)).period;
      return p === "month" || p === "year";
    })) {
      v.periodic = true;
      break;
    }
  }
  memo.set(page, v);
  return v;
}

/** The texts of a card's buttons and links (bounded like plans-page.ts `hasAction`). */
function actionLabels(page: Page, card: HElement): string[] {
  const out: string[] = [];
  const end = page.subtreeEnd(card);
  for (let o = card.order; o <= end && o - card.order < 2000; o++) {
    const e = page.doc.elements[o - 1];
    if (e.tag === "a" || e.tag === "button" || e.attrs.role === "button") out.push(page.text(e, "all").trim().slice(0, 60));
  }
  return out;
}

/** Two or more cards offer to buy and none to subscribe or try. */
function cardsBuy(page: Page, cards: HElement[]): boolean {
  let buying = 0;
  for (const c of cards) {
    const labels = actionLabels(page, c).filter((l) => l.length > 0);
    if (labels.some((l) => NOT_BUY_LABEL.test(l))) return false;
    if (labels.some((l) => BUY_LABEL.test(l))) buying++;
  }
  return buying >= 2;
}

/**
 * Whether a set of cards with no stated period is paid once: the page prices nothing by the month
 * or year, has no period switch (`periodSwitch`), and says "no subscription" or buys from its cards.
 */
export function paidOnceOnPage(page: Page, cards: HElement[], periodSwitch: boolean): boolean {
  if (periodSwitch) return false;
  const v = pageOnce(page);
  if (v.periodic) return false;
  return v.noSubscription || cardsBuy(page, cards);
}

/** A button that gets the thing it prices ("Get Acme Pro — $9"): the caller's element is the price inside it. */
const GET_LABEL = /^\s*get\b/i;

/** A button that pays for something: a buy word, or "Pay" ("Pay $25 with PayPal"). */
const PAY_LABEL = /^\s*pay\b/i;

/**
 * Whether a price printed inside a button or link that buys ("Buy Acme ($9.99)", "Pay $25 with
 * PayPal") is paid once: the page prices nothing by the month or year and never speaks of
 * cancelling or renewing (round 19c, for a page's one price: extract/sole-price.ts).
 */
export function boughtOnceAt(page: Page, el: HElement): boolean {
  let action: HElement | null = null;
  for (let e: HElement | null = el, i = 0; e && i < 4 && !action; e = e.parent, i++) if (e.tag === "a" || e.tag === "button" || e.attrs.role === "button") action = e;
  if (!action) return false;
  const label = page.text(action, "all").trim().slice(0, 60);
  // "Get Analytics Pro — $14.99": "Get" buys when the button itself carries the price it charges
  // (round 65b); "Get started", "Get it free" stay no purchase (NOT_BUY_LABEL), and a priceless "Get the app" is never asked.
  if (!(BUY_LABEL.test(label) || PAY_LABEL.test(label) || GET_LABEL.test(label)) || NOT_BUY_LABEL.test(label)) return false;
  return !pageOnce(page).periodic;
}
