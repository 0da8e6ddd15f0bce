/**
 * How sure the engine is of each plan it read, and abstaining where it is not (issue 25, round 9;
 * docs/intel.md, "Round 9: confidence and abstention").
 *
 * Rules written page by page fixed the page they were written on and rarely the next one: on
 * unseen pages about 43% of the plans reported were wrong or invented. A wrong plan is worse than
 * a missing one (a founder acts on it), so every plan gets a confidence from structural signals the
 * extraction already knows — where the plan came from (a grid of repeated cards, a comparison
 * table, a lone block, structured data, the home page), how many plans share its set, which of its
 * values were inferred, conflicts (a struck price, two currencies on one page) — through a small
 * logistic model fitted on the development pages (`scripts/fit-confidence.ts`; weights and the
 * figures they were fitted on in `confidence-weights.ts`). Plans below the threshold are withheld,
 * and a page whose plans are collectively weak (their mean below the page threshold) reports none.
 * Withheld plans are not facts: they are named in `SiteFacts.withheld_plans` so the product can say
 * prices were seen; reports and starting prices never read them, and monitoring compares a withheld
 * reading with the same plan read by the other check, or — where a check reported no plan at all —
 * with its absence there (docs/monitoring.md).
 */
import type { PlanFact } from "./facts.ts";
import type { PlanOrigin } from "./extract/plans-page.ts";
import { CONFIDENCE_MODEL } from "./confidence-weights.ts";
import { statesPeriod } from "./extract/money.ts";
import type { TextReading } from "./verify/text-reader.ts";
import { closingContactCards } from "./contact-tier.ts";
import { contactBoxesBesideSureGrid } from "./contact-box.ts";
import { inNameLadder } from "./name-ladder.ts";
import { inPriceLadder } from "./price-ladder.ts";
import { taglineName } from "./name-shape.ts";
import { inTermSet, termSetSiblings, wholeTermSets } from "./term-names.ts";
import { twoSidedCards } from "./two-sided-cards.ts";
import { sectionClosingCards } from "./section-closing-card.ts";
import { paidOnceCards } from "./paid-once-cards.ts";
import { nameShapeCards } from "./name-shape-cards.ts";
import { buyLinkOffers } from "./buy-link-offers.ts";
import { storeGridCards, storeMenuCards } from "./store-grid-cards.ts";
import { offersApart } from "./offers-apart.ts";
import { structuredFreeCard } from "./structured-twin.ts";
import { daySpanStates } from "./day-span-period.ts";

/** The signals, in the order of the model's weights. Each is 0/1 or a small number (0–1 mostly). */
export const SIGNALS = [
  "from_json_ld",
  "from_app_state",
  "in_card_grid",
  "beside_grid",
  "in_table",
  "lone_block",
  "on_pricing_page",
  "set_size",
  "set_hidden",
  "billing_named",
  "under_toggle",
  "period_inferred",
  "currency_inferred",
  "per_user_inferred",
  "period_missing",
  "contact_sales",
  "free",
  "struck_price",
  "annual_side",
  "long_name",
  "name_has_digit",
  "name_all_caps",
  "no_bullets",
  "currencies_on_page",
  "plans_on_page",
  "same_amount_twice",
  "per_user",
  "yearly",
  "one_time",
  "amount_size",
  "long_price_text",
  "lang_known",
  "lang_not_english",
  "also_structured",
  "period_stated",
  "currency_shown",
  "prices_ascend",
  "in_row_table",
  "in_prose_run",
  "pricing_title",
  "contact_unstated",
  "minor_set",
  "name_sentence_case",
  "text_agrees",
  "text_other_side",
  "text_disagrees",
  "text_absent",
  "text_period_differs",
  "text_per_user_differs",
  "text_range",
  "grid_period_unstated",
  "sole_price",
  "priceless_card",
  "option_list",
  "table_one_time",
  "paid_once_list",
  "name_ladder",
  "price_ladder",
  "name_tagline",
  "term_set",
  "buy_link",
  "store_page",
  "cycle_menu",
] as const;
export type SignalName = (typeof SIGNALS)[number];

export interface PlanContext {
  /** Where the plan's visible card was read, when a card or table showed it. */
  origin: PlanOrigin | null;
  /** Whether the plan was read on a pricing page (by its path), not the home page. */
  pricingPage: boolean;
  /** Whether the page the plan was read on says it is about prices in its title or first h1 ("Pricing", "Buy", "Preise"). */
  pricingTitle?: boolean;
  /** The `lang` of the page the plan was read on. */
  lang: string | null;
  /** Whether structured data (JSON-LD, app state) also had the plan, beside a visible card. */
  alsoStructured: boolean;
  /** The size of the largest set of plans read on the site (cards of one grid, rows of one table). */
  largestSet?: number;
  /** What the page's visible text, read on its own, says of the plan (verify/text-reader.ts); absent when not read. */
  text?: TextReading;
  /** Whether the plan stands in a paid-once price list on a page named a price list (extract/paid-once-list.ts). */
  paidOnceList?: boolean;
  /** Whether the plan was read on a store's product-group page (store-page.ts). */
  storePage?: boolean;
}

const ALL_CAPS = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;
/** A currency drawn in the price as shown: a sign, or an ISO code beside the number ("Rs", "S/": round 31g). */
const CURRENCY_SHOWN = /[$€£¥₹₩₺₽₪฿₫₱]|\b[A-Z]{3}\b|\b(?:kr|zł|Kč|Rp|RM|Rs|R)\b|\bS\/(?=\.?[ \u00a0]?\d)/u;

/**
 * A name of two or more words in sentence case — a later word starting lowercase ("Open source",
 * "Subscription activated", "Pricing tiers") — is more often a heading, a status or a feature line
 * read as the plan's name than a plan: plan names are one word or title case. A trailing "plan" /
 * "tier" (which planKey ignores) and counted names ("3 months", round 11) do not count.
 */
function sentenceCase(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length > 1 && /^(?:plan|tier)$/i.test(words[words.length - 1]!)) words.pop();
  // (Round 82g: "for", "and" or "&" between capitalised words is title case — "Acme for Teams",
  // "Board and Review" — when the last word is capitalised. Not "on", "of", "with": "Host on Oasis"
  // was a heading read as a name, and a wider list let it through on development.)
  const last = words.length - 1;
  return words.length >= 2 && !/^\d/.test(words[0]!) && words.slice(1).some((w, i) => /^\p{Ll}/u.test(w) && !(i + 1 < last && TITLE_JOINER.test(w) && /^\p{Lu}/u.test(words[last]!)));
}
/** The joining words title case leaves in lower case between capitalised ones that plan names use. */
const TITLE_JOINER = /^(?:for|and|&)$/;

/** Whether a plan was read in a smaller set than the site's main one (a second grid, a box beside the table). */
const minorSet = (o: PlanOrigin | null, ctx: PlanContext): boolean => o !== null && ctx.largestSet !== undefined && o.size < ctx.largestSet;

/** Whether the plans' prices climb in the order shown (a ladder of tiers), free and quote-only plans aside. */
function ascending(all: readonly PlanFact[]): boolean {
  const amounts = all.filter((x) => x.amount !== null && x.amount > 0).map((x) => x.amount!);
  return amounts.length >= 2 && amounts.every((a, i) => i === 0 || a >= amounts[i - 1]!);
}

/** The signals of one plan among the plans a site reports. */
export function planSignals(p: PlanFact, all: readonly PlanFact[], ctx: PlanContext): Record<SignalName, number> {
  const o = ctx.origin;
  const inferred = new Set(p.inferred ?? []);
  const currencies = new Set(all.map((x) => x.currency).filter((c) => c !== null));
  const priced = p.amount !== null && p.amount > 0;
  const verdict = ctx.text?.verdict ?? "absent";
  // A period stated in the price as shown: a period word, or (round 112b) a span of days after it (day-span-period.ts).
  const stated = priced && (statesPeriod(p.price_text) || daySpanStates(p));
  return {
    from_json_ld: Number(p.source === "json-ld"),
    from_app_state: Number(p.source === "app-state"),
    in_card_grid: Number(o?.kind === "card"),
    beside_grid: Number(o?.kind === "adjacent"),
    in_table: Number(o?.kind === "table"),
    lone_block: Number(o?.kind === "lone"),
    on_pricing_page: Number(ctx.pricingPage),
    set_size: o ? Math.min(o.size, 8) / 8 : 0,
    set_hidden: Number(o !== null && !o.visible),
    billing_named: Number(o?.explicit ?? false),
    under_toggle: Number(o?.toggle ?? false),
    period_inferred: Number(inferred.has("period")),
    currency_inferred: Number(inferred.has("currency")),
    per_user_inferred: Number(inferred.has("per_user")),
    period_missing: Number(priced && p.period === null),
    contact_sales: Number(p.amount === null),
    free: Number(p.amount === 0),
    struck_price: Number(p.list_amount !== null),
    annual_side: Number(p.annual_amount !== null),
    long_name: Number(p.name.trim().split(/\s+/).length > 2),
    name_has_digit: Number(/\d/.test(p.name)),
    name_all_caps: Number(p.name.length > 1 && ALL_CAPS.test(p.name)),
    no_bullets: Number(p.features.length + (p.limits?.length ?? 0) === 0),
    currencies_on_page: Number(currencies.size > 1),
    plans_on_page: Math.min(all.length, 10) / 10,
    same_amount_twice: Number(priced && all.some((x) => x !== p && x.amount === p.amount && x.currency === p.currency)),
    per_user: Number(p.per_user),
    yearly: Number(p.period === "year"),
    one_time: Number(p.period === "one_time"),
    amount_size: priced ? Math.min(Math.log10(p.amount! + 1), 6) / 6 : 0,
    long_price_text: Number(p.price_text.length > 40),
    lang_known: Number(ctx.lang !== null),
    lang_not_english: Number(ctx.lang !== null && !/^en\b/i.test(ctx.lang)),
    also_structured: Number(ctx.alsoStructured),
    // (Round 82j: a table's period given by its price row's label, "Price / year", is stated too —
    // the model was fitted when such plans were rare, and read them as a price with no period. Only
    // in the site's main set: a smaller table so labelled was a product set against its rival's.)
    period_stated: Number(stated || (priced && o?.periodLabelled === true && !minorSet(o, ctx))),
    currency_shown: Number(priced && CURRENCY_SHOWN.test(p.price_text)),
    prices_ascend: Number(ascending(all)),
    // Round 11: plans as rows of a table (a name cell, a price cell), and runs of name / price
    // paragraphs in a document — both new to the model, weighed by the fit on their own labels.
    in_row_table: Number(o?.kind === "table" && o.rows === true),
    in_prose_run: Number(o?.kind === "prose"),
    // A page that names its prices in its title (a documentation page "Plans and pricing" at a path
    // that says nothing, a "Buy" page): a pricing page by what it says, not where it lives.
    pricing_title: Number(ctx.pricingTitle ?? false),
    // Round 12: a plan without a price whose card says nothing where the price would be — not
    // "Contact us", not "Custom": a section of the page read as a card is as likely as a
    // contact-sales plan.
    contact_unstated: Number(p.amount === null && p.price_text.trim() === ""),
    // A plan read in a smaller set than the site's main one (a second grid, a box beside the
    // table): add-ons, a promotion, a page section read as cards are found there more than plans.
    minor_set: Number(minorSet(o, ctx)),
    name_sentence_case: Number(sentenceCase(p.name)),
    // Round 12: a second reader, the visible text alone (no grouping), re-reads the plan: its name
    // as a line and the price that follows it. Agreement is independent evidence; disagreement
    // (the text names the plan with another price) is decisive (see abstain).
    // A price just above the name counts as agreement: cards that print the price over the name.
    // (It can be the previous card's foot; counted as no reading instead, the out-of-fold fit on
    // waves 1–5 kept 311 exact / 19 wrong against 319 / 18: the layout is the commoner case.)
    text_agrees: Number(verdict === "agrees" || verdict === "above"),
    // The price nearest the name is the plan's other side (its annual or struck amount), not the one reported.
    text_other_side: Number(verdict === "other_side"),
    text_disagrees: Number(verdict === "disagrees"),
    text_absent: Number(verdict === "absent"),
    // The text agrees on the amount and says another period, or other seats, than the plan reports.
    text_period_differs: Number(priced && ctx.text?.period != null && ctx.text.period !== p.period),
    text_per_user_differs: Number(priced && ctx.text?.perUser != null && ctx.text.perUser !== p.per_user),
    // The price the text agrees on is the low end of a range ("$24–40/mo"): an estimate or a competitor's band.
    text_range: Number(priced && (ctx.text?.range ?? false)),
    // Round 14: a card of a grid whose price states no period — a priced add-on, a one-off service
    // or a calculator's figure beside the plans more than a plan (round 13 counted 20 such wrong
    // plans read with high confidence on development). period_stated and in_card_grid apart cannot
    // say it: the model adds weights, it does not combine them.
    // A period the page names for the whole grid (a billing toggle, "billed monthly" over the
    // cards: billing_named) is stated, if not in the price.
    // Round 47, part d: so is a period the card states as a billing side outside the price (an
    // annual side read: a switch's yearly price, "USD / year" on a line of its own, "Suscripción
    // anual"): add-ons, one-off services and calculators have no billing side. On development (waves
    // 8–12, 30–39) the marked plans that carry one are 23 exact and 3 wrong or invented (none kept
    // wrong), those that do not 42 and 63; the weight was withholding 11 of those exact on 5 sites in 5 waves.
    grid_period_unstated: Number(priced && o?.kind === "card" && !o.explicit && !stated && p.annual_amount === null),
    // Round 15: the one price a pricing page prints, named after the product (extract/sole-price.ts):
    // read from no card, table or named paragraph, so the model weighs it on its own label.
    sole_price: Number(o?.kind === "sole"),
    // Round 15: a card of a pricing page that publishes no price at all (extract/priceless-cards.ts).
    priceless_card: Number(o?.kind === "priceless"),
    // Round 16: a choice of an order form's select list (extract/select-options.ts).
    option_list: Number(o?.kind === "option" || o?.kind === "menu"),
    // Round 27, part c: a price paid once read from a table (a price list's columns or rows, stated
    // or inferred). On waves 8–21 such plans are 72 exact on 9 sites against 2 wrong on 1, and the
    // weights in place withhold 49 of the exact: the signals they weigh (an inferred period, a
    // sentence-case service name) mark the card grids' invented plans, and a table of services
    // shares them without those errors. The model adds weights, so the pairing needs its own signal.
    table_one_time: Number(o?.kind === "table" && p.period === "one_time"),
    // Round 28, part c: one of a set of three or more cards or table rows, every one priced and paid
    // once by inference, on a page that names itself a price list ("Preise", "Hinnasto", "Prices"),
    // not a plan page (extract/paid-once-list.ts). Such plans carry the signals that mark the grids'
    // invented plans (an inferred period, a service's sentence-case name, no period in the price);
    // on development the page's own name is what tells the lists read right from those.
    paid_once_list: Number(ctx.paidOnceList ?? false),
    // Round 30, part d: a sentence-case name of two or three words that another plan of the site
    // names from the same template, one word changed ("Full seat" / "Dev seat", "Pack 10 …" /
    // "Pack 50 …": name-ladder.ts). On development such names are 72 read exact on 18 sites against
    // 6 wrong or invented on 3, where name_sentence_case alone weighs them as headings.
    name_ladder: Number(sentenceCase(p.name) && inNameLadder(p.name, all.filter((x) => x !== p).map((x) => x.name))),
    // Round 31, part i: one of three or more prices the site writes from one template ("$150" /
    // "$200" / "$250"), climbing in page order under distinct short names (price-ladder.ts): tier
    // cards the other signals doubt (no period in the price, no text line for the name) more than
    // the headings and services read as plans beside them.
    price_ladder: Number(inPriceLadder(p, all)),
    // Round 38, part d: a name that reads as the card's tagline ("Best for small businesses",
    // "Most common", "Acme recommends": name-shape.ts) — on development 8 wrong or invented plans
    // on 6 sites of 5 waves and no exact one, where long_name and name_sentence_case weigh the
    // price lists' long service names alike.
    name_tagline: Number(taglineName(p.name)),
    // Round 86, part a: one of a set of plans named by distinct billing terms ("Monthly" /
    // "Quarterly" / "Yearly", "1 mois" / "12 mois"), read with the period its name states
    // (term-names.ts): the name states the period the model otherwise counts inferred or missing.
    term_set: Number(inTermSet(p, all)),
    // Round 92, part g: an offer read from a buy link's own words, a last resort (extract/buy-links.ts):
    // no weight, so the model weighs it on its other signals; abstain's buy-link rule reads it.
    buy_link: Number(o?.kind === "link"),
    // Round 105, part f: read on a store's product-group page (store-page.ts): no weight either;
    // abstain's store-grid rule reads it (store-grid-cards.ts).
    store_page: Number(ctx.storePage ?? false),
    // Round 109, part e: a card priced only by its billing-cycle menu (extract/cycle-menu.ts): no
    // weight either; abstain's store-grid rule reads it (store-grid-cards.ts).
    cycle_menu: Number(o?.kind === "menu"),
  };
}

export interface ConfidenceModel {
  bias: number;
  weights: Partial<Record<SignalName, number>>;
  /** A plan below this confidence is withheld. */
  threshold: number;
  /** A page whose plans' mean confidence is below this reports none of them. */
  pageThreshold: number;
}

/** The model's confidence (0–1) that a plan with these signals is read right. */
export function confidenceOf(signals: Record<SignalName, number>, model: ConfidenceModel = CONFIDENCE_MODEL): number {
  let z = model.bias;
  for (const s of SIGNALS) z += (model.weights[s] ?? 0) * signals[s];
  return 1 / (1 + Math.exp(-z));
}

export interface Assessed {
  plan: PlanFact;
  /** What the page's visible text, read on its own, says of the plan (verify/text-reader.ts). */
  text?: TextReading;
  signals: Record<SignalName, number>;
  confidence: number;
  /** Whether the page the plan was read on states no recurrence anywhere, in its text or its structured data (page-period.ts): its bare prices are paid once by the page's own silence. */
  quietPage?: boolean;
}

/**
 * Which plans to report: every plan at or above the threshold, none when the plans' mean is below
 * the page threshold (a page whose readings are collectively weak). Order is kept.
 */
export function abstain(assessed: readonly Assessed[], model: ConfidenceModel = CONFIDENCE_MODEL): { kept: Assessed[]; withheld: Assessed[]; apart?: Assessed[] } {
  if (assessed.length === 0) return { kept: [], withheld: [] };
  const mean = assessed.reduce((s, a) => s + a.confidence, 0) / assessed.length;
  if (mean < model.pageThreshold) return { kept: [], withheld: [...assessed] };
  const sure = new Set(assessed.filter((a) => a.confidence >= model.threshold));
  // A contact-sales card in the same grid as two or more priced cards the model is sure of is read
  // as surely as they are (round 10): it has no price to misread, and the grid that holds it is a
  // plan grid. (Same grid: card origin on a pricing page, the same set size.)
  const sameGrid = (a: Assessed, b: Assessed) => b.signals.in_card_grid === 1 && b.signals.on_pricing_page === 1 && b.signals.set_size === a.signals.set_size;
  for (const a of assessed)
    if (!sure.has(a) && a.signals.contact_sales === 1 && a.signals.in_card_grid === 1 && a.signals.on_pricing_page === 1)
      if (assessed.filter((b, j) => j < assessed.indexOf(a) && sure.has(b) && b.plan.amount !== null && b.plan.amount > 0 && sameGrid(a, b)).length >= 2 && !assessed.some((b, j) => j > assessed.indexOf(a) && sameGrid(a, b))) sure.add(a);
  // Round 29, part g: the contact-sales card that closes a grid of three or more, its slot saying
  // to ask, beside a card the model is sure of (contact-tier.ts).
  for (const a of closingContactCards(assessed, sure)) sure.add(a);
  // Round 100, part c: the contact tier set apart below a grid whose priced cards are sure (contact-box.ts).
  for (const a of contactBoxesBesideSureGrid(assessed, sure)) sure.add(a);
  // Round 11: a free or contact-sales card of a grid whose every other card the model is sure of,
  // one of them priced, is read as surely (a free tier beside one paid plan, a contact card between
  // priced ones): it has no amount to misread either, and the grid is a plan grid. Only a card that
  // lists what it includes: a section of the page read as a card ("Full feature comparison") lists nothing.
  // Round 112, part b: the card need not be counted on the pricing page itself when structured data
  // offers it free and the card shows it (structured-twin.ts): its siblings, sure and on the pricing
  // page (sameGrid), place the grid.
  const unpricedCard = (a: Assessed) =>
    (a.signals.contact_sales === 1 || a.signals.free === 1) && a.signals.in_card_grid === 1 && (a.signals.on_pricing_page === 1 || structuredFreeCard(a.signals)) && a.signals.no_bullets === 0;
  for (const a of assessed) {
    if (sure.has(a) || !unpricedCard(a)) continue;
    const others = assessed.filter((b) => b !== a && sameGrid(a, b));
    if (others.length > 0 && others.every((b) => sure.has(b)) && others.some((b) => b.plan.amount !== null && b.plan.amount > 0)) sure.add(a);
  }
  // Round 86, part a: a card of a set named by billing terms beside a sibling of the set the model
  // is sure of (term-names.ts).
  for (const a of termSetSiblings(assessed, sure)) sure.add(a);
  // Round 92, part a: a term set the model doubts whole, every card's name its period and its price
  // confirmed by the text reader (term-names.ts).
  for (const a of wholeTermSets(assessed, sure)) sure.add(a);
  // Round 86, part k: priced cards read on both billing sides, in a grid the model is mostly sure
  // of, every doubted card of it such a card (two-sided-cards.ts).
  for (const a of twoSidedCards(assessed, sure)) sure.add(a);
  // Round 89, part a: the unpriced card closing a grid of a pricing section whose other cards the
  // model is sure of (section-closing-card.ts).
  for (const a of sectionClosingCards(assessed, sure)) sure.add(a);
  // Round 90, part c: a grid wholly of paid-once cards, every card confirmed by the text reader
  // (paid-once-cards.ts).
  for (const a of paidOnceCards(assessed, sure)) sure.add(a);
  // Round 92, part a: a plan doubted only for its name's shape (sentence case, length, capitals, a
  // digit) in a set whose other plans the model is sure of, the text reader agreeing (name-shape-cards.ts).
  for (const a of nameShapeCards(assessed, sure, (s) => confidenceOf(s, model) >= model.threshold)) sure.add(a);
  // Round 92, part g: the offers of a site's buy links, doubted for the reader's own shape only (buy-link-offers.ts).
  for (const a of buyLinkOffers(assessed, sure)) sure.add(a);
  // Round 105, part f: the product cards of a store's group page, each priced by the month (store-grid-cards.ts).
  for (const a of storeGridCards(assessed)) sure.add(a);
  // Round 109, part e: a store's cards priced only by their billing-cycle menus (store-grid-cards.ts).
  for (const a of storeMenuCards(assessed)) sure.add(a);
  // Round 95, part b: offers the page sells apart from its plans — a paid-once box beside a
  // subscription grid, the contact cards of a grid whose priced cards are all doubted (offers-apart.ts).
  const apart = offersApart(assessed, sure);
  for (const a of apart) sure.delete(a);
  // Round 12: the text, read on its own, names the plan with another price (or prices a plan read as
  // contact-sales). Two readers that disagree cannot both be right, and the card reader's grouping
  // is the one that fails silently, so the plan is withheld whatever its confidence. A free plan's
  // disagreement is left to the model: "$0 / listing / mo" beside "Free" is the same plan.
  for (const a of assessed) if (a.signals.text_disagrees === 1 && a.signals.free === 0) sure.delete(a);
  // Round 19, part b: the same holds when the text agrees on the amount and reads a flat price
  // where the card reader read one per seat: the card reader takes "per user" from any line of the
  // card (an estimate under a flat team price, "about $3 per user at full capacity"), the text
  // reader from the words after the price (waves 1–12: 3 such plans, none read right, 2 of them
  // reported). Not the other way round: a flat base fee "plus $6/mo per person" is read flat by
  // the card and per person by the text, and the card is right (our Gusto fixture). A differing
  // period is left to the model: it reported none of those plans.
  for (const a of assessed) if (a.signals.text_per_user_differs === 1 && a.plan.per_user) sure.delete(a);
  // `apart`: the withheld offers the gate says are no plans at all (offers-apart.ts), not plans read
  // too unsurely: the caller leaves them out of the withheld plans it names.
  const kept = assessed.filter((a) => sure.has(a));
  const withheld = assessed.filter((a) => !sure.has(a));
  return apart.some((a) => !sure.has(a)) ? { kept, withheld, apart: apart.filter((a) => !sure.has(a)) } : { kept, withheld };
}
