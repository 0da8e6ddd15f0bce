/**
 * Round 15 (docs/intel.md, "Round 15, part a"): a pricing page that sells one thing and says its
 * price in a sentence or a bare block — "30-day free trial, then $19.95/month", "Only $1799 for the
 * full course, paid once" — has no card, table or run of named paragraphs for the other readers to
 * group, and no plan name either. A reader of such a page sees one offer: the product at that price.
 *
 * The rule is structural, not a word list: on a pricing page where no reader found a plan, every
 * price the visible text prints (leaving out the ones the engine already knows are no plan's: a
 * saving, an add-on, a unit price, a struck list price) is the SAME amount in the same currency,
 * and at least one of them states its period or says it is paid once, and none states another.
 * Then that is the product's price, and the plan is named after the product (the site's name).
 * Two different amounts — a fee beside a subscription, two billing sides in a sentence, tiers
 * written in prose — are not one offer: nothing is read. The plan's origin is `sole` (the
 * confidence model's `sole_price` signal), so the model weighs it apart from the card and table
 * readings. Round 19c: also on an upgrade page (extract-site.ts), a buy button's price read as
 * paid once, a monthly and a yearly price line read as one offer's two sides, and the offer named
 * by an edition of the product the page prints ("Acme Pro"). Round 52b: on a page that states no
 * recurrence anywhere, a buy word beside the price makes it paid once (quiet-purchase.ts); a way to pay
 * ("PayPal" above the price) names nothing, and a site named by no words takes the buy page's h1.
 * Round 53b: a kind word around the price ("is the basic package") names the offer (sentence-name.ts).
 */
import type { PlanFact } from "../facts.ts";
import { headingBefore, headingsWithin, type Page } from "../page.ts";
import type { HElement } from "../html/parse.ts";
import { START_FEE_BEFORE } from "./start-fee-words.ts";
import { billingAfter, findPrices, NOT_A_PLAN_PRICE_AFTER, NOT_A_PLAN_PRICE_BEFORE, oneTimeIn, USAGE_UNIT, type Period, type PriceToken } from "./money.ts";
import { boughtOnceAt } from "./paid-once.ts";
import { boughtOnQuietPage } from "./quiet-purchase.ts";
import { inPriceHeading, outsidePriceBox } from "./price-heading-box.ts";
import { declaredPeriod, subscriptionStated } from "./page-period.ts";
import { purchaseAction } from "./purchase-actions.ts";
import { pageNames } from "./price-list.ts";
import { cardLabel } from "./label-words.ts";
import { headlineName } from "./headline-name.ts";
import { badgeLine, CTA, evidenceOf, isStruck, NOT_A_NAME, TOTAL_LABEL } from "./plans-page.ts";
import { snippetAround } from "./text.ts";
import { offerPhraseName, sentenceSubjectName } from "./sentence-name.ts";
import { zoneOf, type Zone } from "./zones.ts";
import { statedListPrice } from "./stated-list-price.ts";

/** A product name to name the plan by: short, not a sentence, words rather than a price (a home page titled "$25"). */
const usableName = (name: string) => name.length > 0 && name.length <= 40 && name.split(/\s+/).length <= 4 && !/[.!?:]$/.test(name) && /\p{L}/u.test(name) && findPrices(name).length === 0;
/** Prices per a unit of time shorter than a month (hourly rates, day rates): the product is not sold at one of them. */
const SHORT_PERIOD_AFTER = /^\s*(?:\/\s*|per\s+|an?\s+|each\s+)(?:hour|hr|day|week|minute|min)\b/i;

/**
 * A short title-case line with no figure that can name an offer ("Professionals", "All License"), not
 * "Pricing" or "Buy now", nor a card's label or a page's section word in another language ("Cena",
 * "Kontakt", "Cennik": label-words.ts, round 34a).
 */
const titleName = (l: string) => {
  const words = l.split(/\s+/);
  // (Nor a page's heading as the card reader knows them, "無料版とPro版", "Simple pricing": headline-name.ts, round 65b.)
  return l.length > 0 && l.length <= 40 && words.length <= 3 && !/\d/.test(l) && !/[.!?:,;]$/.test(l) && words.every((w) => /^[\p{Lu}\p{Lo}&+]/u.test(w)) && !NOT_A_NAME.test(l) && !CTA.test(l) && !PAGE_WORD.test(l) && !cardLabel(l) && !purchaseAction(l) && !headlineName(l);
};
/**
 * The product's name and then an edition of it ("Moo.do Premium", "DevTray — License v1.x"), as the
 * heading over the price (the page's h1 too) or the line above it: the offer's own name (round 19c).
 */
const edition = (l: string, product: string) => {
  const rest = l.slice(product.length);
  return l.length <= 40 && l.toLowerCase().startsWith(product.toLowerCase()) && /^\s+\S/.test(rest) && /\p{L}/u.test(rest) && rest.trim().split(/\s+/).length <= 3 && !/[.!?:,;]$/.test(l) && !PAGE_WORD.test(rest) && !NOT_A_NAME.test(rest.trim()) && findPrices(l).length === 0;
};
/**
 * The words before the price on its own line when a separator sets them apart ("Upgrade to Acme
 * Pro - $9/mo"), an action's verb left out; words running into the price ("Acme costs $9") are a sentence.
 */
const ownLineName = (before: string) => {
  const t = before.trim();
  return /[-–—:|(]$/.test(t) ? t.replace(/^(?:upgrade\s+to|get|buy|go)\s+/i, "").replace(/\s*[-–—:|(]$/, "").trim() : "";
};
/** A page's own title ("Vendor Pricing", "Our Plans") names no offer. */
const PAGE_WORD = /\b(?:pricing|prices?|plans?|tarifs?|preise|precios|preços|faq)\b/i;
/** "Plans starting at $9/month": the page says it has several offers; the one price is only the lowest. */
const SEVERAL_BEFORE = /\b(?:plans|tiers|packages|editions|options)\b[^.!?\n]{0,30}$/i;
/** "Most teams pay about $20/month": an estimate of what customers spend, not a price the page sets. */
const ESTIMATE_BEFORE = /\b(?:about|around|approximately|roughly|typically|on average|averages?|estimated|est\.)\s*$/i;
/** A documentation heading's permalink mark ("가격¶", MkDocs and Sphinx): no part of its words (round 50f). */
const PERMALINK = /\s*¶\s*$/;
/** At most this many mentions of one amount are read as one offer said again (round 89b). */
const MAX_REPEATS = 10;
/** Whether every price token is the same amount in the same currency. */
const oneAmount = (toks: readonly PriceToken[]) => toks.every((t) => t.amount === toks[0]!.amount && t.currency === toks[0]!.currency);
const DURATION = /\b\d+[-\s]*(?:months?|years?|days?)\b/gi;

/**
 * The one offer's two billing sides (round 19c): exactly two amounts in one currency, each
 * opening its line, one stated by the month and the other by the year, the year's less than twelve
 * months' ("$5 / month", "$49 / year" on two buttons). The monthly price is the plan's; the yearly, per month, its annual side.
 */
function billingSides(read: { t: PriceToken; period: Period | null }[], text: string): { monthly: number; annual: number } | null {
  const amounts = [...new Set(read.map((r) => r.t.amount))];
  if (amounts.length !== 2 || read.some((r) => r.t.currency !== read[0]!.t.currency)) return null;
  // Each price opens a line of its own (two buttons, two price lines): in a sentence ("$8 per month,
  // or $80 per year if you pay ahead") two amounts stay prose, as round 15 reads them.
  if (!read.every((r) => text.slice(text.lastIndexOf("\n", r.t.index) + 1, r.t.index).trim() === "")) return null;
  const periodOf = (a: number) => new Set(read.filter((r) => r.t.amount === a).map((r) => r.period));
  const [pa, pb] = amounts.map(periodOf) as [Set<Period | null>, Set<Period | null>];
  if (pa.size !== 1 || pb.size !== 1) return null;
  const monthly = pa.has("month") && pb.has("year") ? amounts[0]! : pb.has("month") && pa.has("year") ? amounts[1]! : null;
  if (monthly === null || monthly <= 0) return null;
  const yearly = amounts.find((a) => a !== monthly)!;
  if (yearly <= monthly || yearly >= 12 * monthly) return null;
  return { monthly, annual: Math.round((yearly / 12) * 100) / 100 };
}

/** Whether the line above the price (held by `lineEl`) is a badge of the block holding both, as the card reader judges badges (plans-page.ts `badgeLine`). */
function ribbonAbove(page: Page, price: HElement, lineEl: HElement, line: string): boolean {
  for (let b: HElement | null = price.parent, i = 0; b && i < 4; b = b.parent, i++) if (page.contains(b, lineEl)) return badgeLine(page, b, line);
  return false;
}

/** The heading (h2–h4) just after the price, in the block that holds both within a few levels: the card's title set under its price. */
function titleBelow(page: Page, price: HElement): string {
  for (let b: HElement | null = price.parent, i = 0; b && i < 3; b = b.parent, i++) {
    const h = headingsWithin(page, b).find((x) => x.el.order > price.order && x.level >= 2 && x.level <= 4);
    if (h) return h.text.trim();
  }
  return "";
}

export function solePricePlan(page: Page, productName: string | null): PlanFact | null {
  let name = productName?.trim() ?? "";
  // A site named by no words (a home page titled "$25"): the buy page's own h1 names the product (round 52b).
  if (!usableName(name)) {
    const h1 = pageNames(page).h1?.replace(/\s+/g, " ").trim() ?? "";
    // (Not an action or a page's word: "Get it", "Buy", "Pricing" name no product — round 19c's test.)
    name = usableName(h1) && !PAGE_WORD.test(h1) && !CTA.test(h1) && !NOT_A_NAME.test(h1) && !purchaseAction(h1) ? h1 : "";
  }
  if (!usableName(name)) return null;
  const text = page.visible;
  const all = findPrices(text);
  let several = false;
  const zones = new Map<HElement, Zone>();
  // A page that prices by the unit ("$40 per instance", "$0.02 per GB") sells use, not one offer.
  if (all.some((t) => USAGE_UNIT.test(text.slice(t.end, t.end + 60)))) return null;
  const namedOnly: PriceToken[] = [];
  let drawnStrike = false;
  const shown = all.filter((t) => {
    const before = text.slice(Math.max(0, t.index - 40), t.index);
    const after = text.slice(t.end, t.end + 60);
    if (SEVERAL_BEFORE.test(before) || ESTIMATE_BEFORE.test(before)) several = true;
    if (NOT_A_PLAN_PRICE_BEFORE.test(before) || NOT_A_PLAN_PRICE_AFTER.test(after) || SHORT_PERIOD_AFTER.test(after)) return false;
    // A fee paid to start, by its label ("初期費用0円", "Setup fee: $0"), is no offer's price (round 90b).
    if (START_FEE_BEFORE.test(before)) return false;
    const el = page.elementAt("visible", t.index, t.end);
    // A struck price is the list price beside the one charged, not a second offer — struck by a tag,
    // a class, the page's stylesheet or an inline style, as the card reader judges it (round 35c).
    // A customer's quote ("Acme saved our team $2,000 a month") prices no offer (zones.ts; round 50f).
    if (zoneOf(page, el, zones) === "testimonial") return false;
    if (!isStruck(page, el)) return true;
    // Struck only by a class or id word ("full-price"), no strike drawn: kept aside, the price
    // charged when the page shows no other (round 112a, named-list-price.ts); a drawn strike keeps them struck.
    if (isStruck(page, el, false)) drawnStrike = true;
    else namedOnly.push(t);
    return false;
  });
  if (shown.length === 0 && !drawnStrike) shown.push(...namedOnly);
  // The offer's regular price named in words beside the price charged ("原价10元 … 折扣9元",
  // "increases to $15 after early bird ends") is its list price, as a struck one is (round 96f).
  const listed = statedListPrice(shown, (t) => text.slice(Math.max(0, t.index - 40), t.index));
  const toks = listed ? listed.charged : shown;
  // More than four mentions are several offers — unless every one is the same amount in the same currency:
  // a one-product page repeats its price in the menu's button, the hero, the buy box and the checkout
  // dialog ("Get It — $9.99", "$9.99 one time", "Purchase — $9.99"), and that is still one offer
  // (round 89b; round 53b's note: count amounts, not mentions). Bounded, so a long price list of one
  // figure is not taken for one offer.
  if (several || toks.length === 0 || (toks.length > 4 && !(toks.length <= MAX_REPEATS && oneAmount(toks)))) return null;
  // The period each mention states: the billing words after it, or "paid once" words around it.
  const read = toks.map((t) => {
    // "$1248 — 12 months of updates": a count of months is a duration the price covers, not a period.
    const b = billingAfter(text.slice(t.end, t.end + 90).replace(DURATION, " "));
    const around = text.slice(Math.max(0, t.index - 80), t.end + 80);
    return { t, period: (b.period ?? (oneTimeIn(around) ? "one_time" : null)) as Period | null, perUser: b.perUser };
  });
  const sides = billingSides(read, text);
  const offer = sides ? read.filter((r) => r.t.amount === sides.monthly) : read;
  const first = offer[0]!.t;
  if (first.amount <= 0 || !offer.every((r) => r.t.amount === first.amount && r.t.currency === first.currency)) return null;
  const periods = new Set<Period>();
  let perUser = false;
  let stated = first;
  for (const r of offer) {
    if (r.period) {
      if (periods.size === 0) stated = r.t;
      periods.add(r.period);
    }
    perUser ||= r.perUser;
  }
  // No mention states a period, but the price is a buy button's own ("Buy Acme ($9.99)") on a
  // page that prices nothing by the month or year: bought once (paid-once.ts).
  if (periods.size === 0 && offer.some((r) => boughtOnceAt(page, page.elementAt("visible", r.t.index, r.t.end)))) periods.add("one_time");
  // Or the page states no recurrence anywhere and the price stands beside a buy word (round 52b, quiet-purchase.ts).
  if (periods.size === 0 && offer.some((r) => boughtOnQuietPage(page, text, r.t))) periods.add("one_time");
  // Or the price is a heading of its own in a box with the button that buys it, on a page that speaks
  // of no subscription or billing and declares no period (round 109g, price-heading-box.ts): a bare
  // price, paid once. (Not "no recurrence anywhere": an FAQ's "made in the last 5 years" says a span.)
  if (periods.size === 0 && !subscriptionStated(page) && declaredPeriod(page) === null && offer.some((r) => inPriceHeading(page, page.elementAt("visible", r.t.index, r.t.end)))) periods.add("one_time");
  if (periods.size !== 1) return null;
  const period = [...periods][0]!;
  const el = page.elementAt("visible", stated.index, stated.end);
  // The section the price stands in may name the offer ("## Professionals", "All License"): a
  // heading below the page's title, short, priceless and in title case, is the plan's name.
  // So may a line of its own just above the price's line ("Solo" over "Price: $12/month").
  // (A price set as a heading in its own buy box is named only from inside the box: the line or
  // heading above the box is the page's previous block — a quote's author, a section's slogan; round 109g.)
  const boxed = inPriceHeading(page, el);
  const headAt = headingBefore(page, el.order);
  const head = headAt && boxed && (headAt.el === el || outsidePriceBox(page, headAt.el)) ? null : headAt;
  const lineStart = text.lastIndexOf("\n", stated.index);
  let aboveEnd = lineStart;
  while (aboveEnd > 0 && /\s/.test(text[aboveEnd - 1]!)) aboveEnd--;
  const aboveStart = text.lastIndexOf("\n", aboveEnd - 1) + 1;
  const aboveLine = lineStart > 0 ? text.slice(aboveStart, aboveEnd).replace(PERMALINK, "").trim() : "";
  const above = aboveLine && boxed && outsidePriceBox(page, page.elementAt("visible", aboveStart, aboveEnd)) ? "" : aboveLine;
  // A calculator's sum ("Total" above or before "$45/month") is what the choices add up to, not an offer.
  if (TOTAL_LABEL.test(above) || TOTAL_LABEL.test(text.slice(lineStart + 1, stated.index).trim())) return null;
  const headText = head ? head.text.replace(/^#+\s*/, "").replace(PERMALINK, "").trim() : "";
  // The line above is a ribbon when a badge's element holds it whole ("Flexible Payment" in a
  // `popular-badge` over "$5 /month"): the card's title is then the heading just under its price
  // ("Monthly Subscription"), inside the same card (round 65b).
  const aboveAt = above ? text.lastIndexOf(above, lineStart) : -1;
  const ribbon = aboveAt >= 0 && ribbonAbove(page, el, page.elementAt("visible", aboveAt, aboveAt + above.length), above);
  const below = ribbon ? titleBelow(page, el) : "";
  // A kind word around the price ("is the basic package", "a single license plan") names the offer
  // before an edition of the product does (round 53b, sentence-name.ts); a titled heading still first.
  const titled = [ribbon ? below : above, head && head.level >= 2 ? headText : ""].find(titleName);
  const ownLine = text.slice(lineStart + 1, stated.index);
  // A button that gets or buys what it prices names it ("Get Analytics Pro — $14.99"), in title
  // case and a few words, even when it is no edition of the site's name (round 65b).
  const actionName = /^\s*(?:upgrade\s+to|get|buy)\s+/i.test(ownLine) ? ownLineName(ownLine) : "";
  const named =
    titled ??
    offerPhraseName(text, offer.map((r) => r.t.index)) ??
    [above, headText, ownLineName(ownLine)].find((l) => edition(l, name)) ??
    (titleName(actionName) ? actionName : undefined);
  // Else the sentence the price stands in may open with the product or an edition of it ("Sealfie
  // costs …", "MyGahoo Pro 가격은 €12입니다": round 50f, sentence-name.ts).
  const subject = named ? null : sentenceSubjectName(text, stated.index, name);
  if (named) name = named;
  else if (subject && usableName(subject)) name = subject;
  const priceText = snippetAround(text, stated.index, Math.min(text.length, stated.end + 30), 80);
  return {
    name,
    amount: first.amount,
    annual_amount: sides ? sides.annual : null,
    list_amount: listed ? listed.list : null,
    currency: first.currency,
    period,
    per_user: perUser,
    free: false,
    trial_days: null,
    contact_sales: false,
    price_text: priceText,
    features: [],
    source: "page",
    evidence: evidenceOf(page, el, `${name} ${priceText}`),
  };
}
