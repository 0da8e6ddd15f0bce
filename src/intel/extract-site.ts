/**
 * extractSite — SiteFacts from a site's pages (home page plus discovered ones). Pure and
 * deterministic: pages are sorted (pricing pages first, then by URL) before anything is read, so
 * the result does not depend on the order they were fetched in, and the same HTML gives the same
 * JSON byte for byte.
 *
 * Plans: JSON-LD, then app state, then the visible cards/tables, merged by plan name (the earlier
 * source wins a field it has; later ones fill gaps such as the annual price or per-user). When a
 * pricing page was read, other pages' plans are ignored — also when it yields none (a home page
 * teaser or an app mockup adds nothing but risk). App-state objects that name no plan the page shows are dropped once the page shows two
 * or more plans: app state carries legacy and internal plans too. Pricing model: docs/intel.md.
 */
import { clearSiteMemos } from "./extract/site-memo.ts";
import { termWithoutPeriod } from "./extract/term-card-period.ts";
import { markInferred, type FeatureFact, type InferredField, type PlanFact, type PricingModel, type SiteFacts, type TextFact } from "./facts.ts";
import { buildPage, type Page, type PageInput } from "./page.ts";
import type { HElement } from "./html/parse.ts";
import { pageLineHashes } from "./extract/page-lines.ts";
import { extractFeatures } from "./extract/features.ts";
import { splitLimits } from "./extract/limits.ts";
import { headline, pageDescription, pageTitle, siteName } from "./extract/identity.ts";
import { PAID_BY_USE, statesPeriod } from "./extract/money.ts";
import { extractPagePlans, type PlanOrigin } from "./extract/plans-page.ts";
import { readSiteWords } from "./extract/page-signs.ts";
import { monthlySideUnknown } from "./extract/annual-side-only.ts";
import { pricelessCards } from "./extract/priceless-cards.ts";
import { selectOptionPlans } from "./extract/select-options.ts";
import { cycleMenuPlans } from "./extract/cycle-menu.ts";
import { solePricePlan } from "./extract/sole-price.ts";
import { priceHeadingBox } from "./extract/price-heading-box.ts";
import { buyLinkPlans } from "./extract/buy-links.ts";
import { formPriceListPlans } from "./extract/form-price-list.ts";
import { abstain, confidenceOf, planSignals, type Assessed } from "./confidence.ts";
import { readFromText, type TextReading } from "./verify/text-reader.ts";
import { appStatePlans, jsonLdPlans, unsaidZeros } from "./extract/plans-structured.ts";
import { shownStructuredTwin } from "./structured-twin.ts";
import { offerCataloguePlans } from "./extract/offer-catalogue.ts";
import { extractSignals } from "./extract/signals.ts";
import { planKey } from "./extract/text.ts";
import { setKeys } from "./plan-set-key.ts";
import { recurrenceStated } from "./extract/page-period.ts";
import { isPricingPath } from "./pricing-path-words.ts";
import { paidOnceListPlans } from "./extract/paid-once-list.ts";
import { serviceFirstStep } from "./extract/first-step.ts";
import { upgradePagesRead, upgradePricingUrls, upgradeUrl } from "./upgrade-page.ts";
import { purchaseAction } from "./extract/purchase-actions.ts";
import { TRIAL_NAME } from "./extract/trial-card.ts";
import { cardPeriodOverDefault, cardPriceOverOffer } from "./offer-beside-card.ts";
import { inPricingSection, pricingSections } from "./pricing-section.ts";
import { storeGroupPage } from "./store-page.ts";
import { homeSetOfOtherProduct } from "./home-other-set.ts";

/**
 * A pricing page's path: "/pricing", "/de/preise/", also as a static file ("/pricing.html") or with
 * words after a hyphen ("/precios-software-x/", "/pricing-page.html"): static-site exports keep the
 * file name. The words by language are pricing-path-words.ts's table. In the
 * languages pages are written in: Indonesian "harga", Turkish "fiyatlar", Finnish "hinnasto", …
 * A site whose pricing page is not known as one has its plans read off the home page instead.
 */
/** A page title or first h1 about prices: "Pricing", "Plans & pricing", "Buy", "Preise", "Tarifs" (round 11). */
const PRICING_TITLE = /\b(?:pricing|prices|price list|plans|buy|purchase|order|licen[cs]ing|tarif[ae]?s?|preise|preisliste|precios|prix|prezzi|pre[çc]os|cennik|prijzen|priser|harga|fiyatlar)\b|料金|価格|价格|定价|요금|가격/iu;
const pricingTitled = (page: Page): boolean => {
  const h1 = page.doc.elements.find((e) => e.tag === "h1");
  return PRICING_TITLE.test(page.title ?? "") || (h1 !== undefined && PRICING_TITLE.test(page.text(h1, "all").slice(0, 120)));
};

/**
 * For the free-plan line only (signals.ts `freeWordLine`): a page titled for its plans or licences
 * in more words than PRICING_TITLE knows ("Planes", "Planos", "Licenses") — kept apart so the
 * confidence model's `pricingTitle` input is unchanged.
 */
const PLANS_TITLE = /\b(?:planes|planos|piani|licen[cs]es|abonnements?|assinaturas?|suscripciones)\b/iu;
const plansTitled = (page: Page): boolean => {
  if (pricingTitled(page)) return true;
  const h1 = page.doc.elements.find((e) => e.tag === "h1");
  return PLANS_TITLE.test(page.title ?? "") || (h1 !== undefined && PLANS_TITLE.test(page.text(h1, "all").slice(0, 120)));
};

/**
 * For the free-plan line only: a page that offers the product's plans — a pricing page by its path
 * or title, an upgrade page by its path, or the page on which plans were read (round 18d: on
 * development, "Free" heading the free column of a "Free vs Premium" table on /premium.html was
 * skipped because the page was not known as a pricing page).
 */
function offersPage(url: string, page: Page | undefined, plans: readonly PlanFact[]): boolean {
  return isPricingUrl(url) || (page !== undefined && plansTitled(page)) || plans.some((p) => p.evidence.url === url) || upgradeUrl(url);
}

/**
 * The page the last-resort readers (one price, priceless cards, an order form's choices) read when
 * no reader found a plan: a pricing page by its path or title first, else a page that sells the
 * paid side by its path or a plans title ("/upgrade/", "/premium.html", "Planes"). Round 19c: 9 of
 * development's 59 pages that read no plan were given as such a page, so these readers never ran.
 */
function lastResortPage<T extends { page: Page }>(perPage: readonly T[]): T | undefined {
  return perPage.find((y) => isPricingUrl(y.page.url) || pricingTitled(y.page)) ?? perPage.find((y) => upgradeUrl(y.page.url) || plansTitled(y.page));
}

/**
 * A page with a pricing section of its own (round 65b): an element whose id names prices
 * ("pricing", "plans", "tarifs", "purchase"…, the target of a "#pricing" link on a one-page site) or a
 * section heading (h2–h3) that is only a pricing word ("Pricing", "Simple pricing", "料金プラン").
 * Round 89b: also "get" / "get-it", the target of a one-page app site's "Get it" link, where it says
 * what the app costs ("One purchase — $0.99 — covers iPhone, iPad and Mac"); still read for one price only.
 */
const SECTION_ID = /^(?:pricing|prices?|plans?|tarifs?|preise|precios|planes|planos|prezzi|prix|price-?plans?|pricing-?section|pricing-?plans|purchase|buy|get|get-?it)$/i;
export function pricingSection(page: Page): boolean {
  if (page.doc.elements.some((e) => SECTION_ID.test(e.attrs.id ?? ""))) return true;
  // (Not a numbered clause of the terms, "4. Preise und Zahlung": a heading of the page's own sections.)
  return page.headings.some((h) => h.level >= 2 && h.level <= 3 && h.text.length <= 40 && PRICING_TITLE.test(h.text) && !/[.!?]$/.test(h.text) && !/^\s*(?:\d|[ivx]+\.|§)/i.test(h.text));
}

export const isPricingUrl = (url: string) => {
  try {
    return isPricingPath(new URL(url).pathname);
  } catch {
    return false;
  }
};

const ALL_PLANS_TRIAL = /\b(?:all|every|each|any)\s+(?:paid\s+)?plans?\s+(?:include|includes|come with|comes with|start with|starts with|have|has|offer|get)\s+(?:a\s+|an\s+)?(?:free\s+)?(\d{1,3})[-\s]?day\s+(?:free\s+)?trial|\b(\d{1,3})[-\s]?day\s+free\s+trial\s+(?:on|for|with)\s+(?:all|every|any)\s+(?:paid\s+)?plans?|\btry\s+any\s+(?:paid\s+)?plan\s+free\s+for\s+(\d{1,3})\s+days/i;

/**
 * A price read with no period (a comparison table's cell "149€") whose plan the visible text names
 * with the same price and a period after it ("Solo 149€ /mois" on its card): the period is the
 * text's. The second reader saw it beside the same price under the same name, so it is read, not
 * inferred; the confidence model weighs the plan as it would any price read with its period.
 */
function adoptTextPeriod(plan: PlanFact, text: TextReading): void {
  // (Not for a card named by a term of several units, "3 mois": the text's "≈ 8,97 € par mois" is
  // what the term's price comes to by the month, not its period — round 89e, term-card-period.ts.)
  if (termWithoutPeriod(plan.name)) return;
  if (plan.period !== null || plan.amount === null || plan.amount <= 0 || text.verdict !== "agrees" || text.period === null || text.range) return;
  plan.period = text.period;
  markInferred(plan, "period", false);
}

/** The text reader's verdict on a plan, on the page it was read on (none when that page is not in hand). */
const textReading = (page: Page | undefined, plan: PlanFact, all: readonly PlanFact[]): TextReading | undefined => (page ? readFromText(page, plan, all) : undefined);

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * An annual figure several times the plan's monthly price is a yearly total ("₦230,000/yr" beside
 * "₦23,000/mo", "CHF 20" a year beside "CHF 2" a month): annual_amount is the per-month price billed
 * annually, so its share of a month is the total / 12. No annual price per month exceeds the monthly
 * price by 2.5 times; a yearly total of a monthly price is at least about 5 times it.
 */
function yearlyTotalAsMonth(amount: number | null, annual: number | null): number | null {
  if (annual === null || amount === null || amount <= 0 || annual <= amount * 2.5) return annual;
  return round2(annual / 12);
}

/** A structured-data offer that is a trial, not a plan: "Free trial", "Prova gratuita", "Trial". */
const TRIAL_OFFER = /\b(?:(?:free\s+)?trial|prova(?:\s+gratuita)?|prueba(?:\s+gratuita)?|essai(?:\s+gratuit)?|testversion|probeabo)\b/i;

const isInferred = (p: PlanFact, f: InferredField) => p.inferred?.includes(f) ?? false;

/**
 * Whether each of the plan's period, currency and per-user was read or inferred after `extra`
 * filled `base`: a field base took from extra takes extra's status; a value base inferred that
 * extra read the same is read.
 */
function mergeInferred(base: PlanFact, extra: PlanFact, before: { period: PlanFact["period"]; currency: string | null; per_user: boolean }) {
  const pairs: [InferredField, unknown, unknown, unknown][] = [
    ["period", before.period, base.period, extra.period],
    ["currency", before.currency, base.currency, extra.currency],
    ["per_user", before.per_user, base.per_user, extra.per_user],
  ];
  for (const [f, was, now, theirs] of pairs) {
    if (was !== now) markInferred(base, f, isInferred(extra, f));
    else if (isInferred(base, f) && now === theirs && !isInferred(extra, f)) markInferred(base, f, false);
  }
}

function mergeInto(base: PlanFact, extra: PlanFact, soleOffer = false) {
  // A period read beats one inferred: structured data without a period defaulted to month; the
  // card of the same price says "/year".
  if (isInferred(base, "period") && !isInferred(extra, "period") && extra.period !== null && extra.amount === base.amount && extra.period !== base.period) {
    base.period = extra.period;
    markInferred(base, "period", false);
    if (base.period === "year" && base.amount !== null) base.annual_amount = round2(base.amount / 12);
    else if (base.period === "one_time") base.annual_amount = null;
  }
  // Round 89h: the card's period, read or inferred from the page's words, over the one the engine
  // gave structured data's bare price by convention (offer-beside-card.ts).
  cardPeriodOverDefault(base, extra);
  const before = { period: base.period, currency: base.currency, per_user: base.per_user };
  mergeFields(base, extra, soleOffer);
  mergeInferred(base, extra, before);
}

function mergeFields(base: PlanFact, extra: PlanFact, soleOffer: boolean) {
  // The same plan under structured data's name ("Pro Plan") and the card's ("Pro"): the card's
  // wording is what a reader sees.
  if (base.source !== "page" && extra.source === "page") base.name = extra.name;
  // Structured data that prices a plan at 0 while its card says "Contact sales": markup that
  // needed a number, not a free plan.
  if (base.source !== "page" && extra.source === "page" && base.amount === 0 && extra.contact_sales) {
    base.amount = null;
    base.contact_sales = true;
    base.free = false;
    base.price_text = extra.price_text;
  }
  // Structured data in cents where the key did not say so: the card shows the same price / 100.
  if (base.source !== "page" && extra.source === "page" && base.amount !== null && extra.amount !== null && base.amount === extra.amount * 100) {
    base.amount = extra.amount;
    if (base.annual_amount !== null) base.annual_amount = Math.round(base.annual_amount) / 100;
  }
  // Round 82b: structured data priced the plan at its annual-billing side by the month (an offer
  // at 28 with no period), and the card shows both sides, 39 a month or 28 billed annually: the
  // card's two sides are the plan's, the offer its annual side.
  if (base.source !== "page" && extra.source === "page" && base.annual_amount === null && base.amount !== null && extra.amount !== null && extra.annual_amount === base.amount && extra.amount > base.amount && extra.period === "month" && base.period !== "year" && base.period !== "one_time" && base.currency === extra.currency) {
    base.amount = extra.amount;
    base.annual_amount = extra.annual_amount;
  }
  // The annual-billing side came first (amount = its per-month price: a set of cards, or JSON-LD
  // "per member per month, billed annually"); the other source shows the monthly-billing price.
  if (base.annual_amount !== null && base.amount === base.annual_amount && base.period !== "year" && base.period !== "one_time" && extra.period !== "year" && extra.period !== "one_time" && (extra.annual_amount === null || extra.annual_amount === base.annual_amount) && extra.amount !== null && extra.amount > base.amount) base.amount = extra.amount;
  // Structured data priced the yearly subscription ($120/yr); the card shows the same plan by the
  // month ($15/mo, or $10/mo billed annually): the month price is the plan's amount.
  if (base.source !== "page" && extra.source === "page" && base.period === "year" && extra.period === "month" && base.amount !== null && extra.amount !== null && extra.amount > 0 && base.amount / 12 <= extra.amount + 0.01 && (extra.annual_amount === null || Math.abs(extra.annual_amount - base.amount / 12) < 0.01)) {
    base.annual_amount = round2(base.amount / 12);
    base.amount = extra.amount;
    base.period = "month";
  }
  // Round 89h: structured data's one priced offer, priced otherwise than its card in no way the
  // rules above know (with tax where the card shows it without, or stale): the card's price is
  // what a reader sees. (Several offers all priced otherwise are another reading of the set — a
  // slider's first step, a region's prices — which the text reader's disagreement withholds.)
  if (soleOffer) cardPriceOverOffer(base, extra);
  if (base.amount === null && extra.amount !== null) {
    base.amount = extra.amount;
    base.contact_sales = false;
    base.free = extra.free;
    base.price_text ||= extra.price_text;
  }
  // An annual figure several times the monthly price is a yearly total: per month it is / 12.
  base.annual_amount ??= yearlyTotalAsMonth(base.amount, extra.annual_amount);
  base.list_amount ??= extra.list_amount;
  base.currency ??= extra.currency;
  base.period ??= extra.period;
  base.trial_days ??= extra.trial_days;
  // Per user only from a reading of the same price: another figure under the plan's name (a
  // table's "R$ 49 / usuário adicional" beside the card's flat R$ 297) prices extra seats, not
  // the plan (round 16, part c).
  if (extra.amount === base.amount || extra.amount === base.annual_amount) base.per_user ||= extra.per_user;
  // price_text is "as shown": the visible card's wording beats a structured-data rendering.
  if (!base.price_text || (extra.source === "page" && base.source !== "page" && extra.price_text)) base.price_text = extra.price_text;
  if (base.features.length === 0 && !base.excluded?.length) {
    base.features = extra.features;
    if (extra.excluded?.length) base.excluded = extra.excluded;
  }
}

/**
 * A later product set's offers (round 86b) that the page shows: a priced offer with a card of its
 * name at its price (the month's or the annual side's), with that card — whose per-seat wording
 * structured data rarely states — and the product's contact offers when one of its priced offers is
 * shown. An offer no card shows at its price is structured data alone, withheld like other offers
 * the page shows no card of.
 */
function shownProductSets(later: readonly PlanFact[], shown: readonly PlanFact[]): [PlanFact, PlanFact | null][] {
  const twinOf = (p: PlanFact) => shown.find((s) => planKey(s.name) === planKey(p.name) && s.amount !== null && s.amount > 0 && (s.amount === p.amount || s.amount === p.annual_amount)) ?? null;
  const priced = later.filter((p) => p.amount !== null).map((p) => [p, twinOf(p)] as [PlanFact, PlanFact | null]).filter(([, t]) => t !== null);
  const groups = new Set(priced.map(([p]) => p.group));
  const contact = later.filter((p) => p.amount === null && p.contact_sales && groups.has(p.group)).map((p) => [p, null] as [PlanFact, PlanFact | null]);
  return [...priced, ...contact];
}

function mergePlans(sources: PlanFact[][], siteName: string | null, quiet: ReadonlySet<string> = new Set()): PlanFact[] {
  const [ld, state, shown] = sources;
  // Structured data that prices one offer only (a `SoftwareApplication`'s single offer; the same
  // offer on two pages read is one).
  const soleOffer = new Set(ld.filter((p) => p.amount !== null && p.amount > 0).map((p) => `${planKey(p.name)}|${p.amount}`)).size === 1;
  const byKey = new Map<string, PlanFact>();
  const order: string[] = [];
  // Sets of cards with the same names under headings of their own (named-sets.ts): one plan per
  // set. The first set's plans keep the bare name's key, so structured data's readings of the
  // name still join them.
  const keyOf = setKeys(shown);
  const add = (p: PlanFact, k = keyOf(p)) => {
    const have = byKey.get(k);
    if (have) mergeInto(have, p, soleOffer);
    else {
      byKey.set(k, { ...p, features: [...p.features], ...(p.excluded ? { excluded: [...p.excluded] } : {}), inferred: [...(p.inferred ?? [])], evidence: { ...p.evidence } });
      order.push(k);
    }
  };
  const shownKeys = new Set(shown.map((p) => planKey(p.name)));
  const siteKey = siteName ? planKey(siteName) : null;
  // Structured data's later product sets (plans-structured.ts, groupProductSets) are read apart.
  const ldKeyOf = setKeys(ld.filter((p) => p.group !== undefined));
  const laterSets = new Set(ld.filter((p) => p.group !== undefined && ldKeyOf(p) !== planKey(p.name)));
  // (The first set's offers keep the name's own key, grouped or not: shown cards join them by name.)
  const addLd = (p: PlanFact) => add(p, keyOf({ name: p.name }));
  for (const p of ld) {
    if (laterSets.has(p)) continue;
    const key = planKey(p.name);
    // A trial is no plan ("Free trial" offered at 0 in structured data).
    if (TRIAL_OFFER.test(p.name)) continue;
    // A JSON-LD offer named after the product itself, or ending with a shown plan's name ("Acme
    // Lite" for the card "Lite"): match it to the shown plan with its price.
    if (shown.length && !shownKeys.has(key)) {
      const samePrice = (s: PlanFact) => s.amount === p.amount && (s.currency ?? p.currency) === p.currency;
      const suffixTwin = shown.find((s) => samePrice(s) && key.endsWith(` ${planKey(s.name)}`));
      if (suffixTwin) {
        addLd({ ...p, name: suffixTwin.name });
        continue;
      }
      if (siteKey && key.startsWith(siteKey)) {
        const twin = shown.find(samePrice);
        if (twin) addLd({ ...p, name: twin.name });
        continue;
      }
      // Offers the page shows no card of, beside a grid of two or more plans: structured data
      // that went stale or lists a trial or a placeholder price, not a plan a reader can see.
      if (shown.length >= 2) continue;
    }
    addLd(p);
  }
  for (const [p, twin] of shownProductSets([...laterSets], shown)) {
    add(p, ldKeyOf(p));
    if (twin) mergeInto(byKey.get(ldKeyOf(p))!, twin);
  }
  const strictState = shown.length >= 2;
  for (const p of state) if (!strictState || shownKeys.has(planKey(p.name)) || byKey.has(planKey(p.name))) add(p);
  for (const p of shown) add(p);
  // Visible order first (what a reader sees), then plans only structured data knows.
  const shownOrder = [...new Set(shown.map(keyOf))];
  const keys = [...shownOrder.filter((k) => byKey.has(k)), ...order.filter((k) => !shownOrder.includes(k))];
  const plans = keys.map((k) => normalisePlan(byKey.get(k)!));
  // "Free" and "$0" cards show no currency symbol of their own: they take the site's.
  const currencies = plans.map((p) => p.currency).filter((c): c is string => c !== null);
  const main = currencies.sort((a, b) => currencies.filter((c) => c === b).length - currencies.filter((c) => c === a).length || a.localeCompare(b))[0] ?? null;
  for (const p of plans) {
    // A price with no currency of its own takes the site's (docs/intel.md, "Confidence").
    if (p.currency === null && p.amount !== null) {
      p.currency = main;
      if (main !== null) markInferred(p, "currency");
    }
    if (p.amount !== null) p.contact_sales = false;
    else p.currency = null;
    // A zero price beside a struck list price is a promotion on a paid plan, not a free plan; nor is
    // a service's free exam, consultation or quote (first-step.ts): a price at 0, no free tier; nor
    // a trial's card, which its reader marks not free (round 52f), nor a plan named by a trial's
    // name alone ("Free Trial", "$0", "30 days"; round 52c) — trial-card.ts.
    p.free = p.amount === 0 && p.free && !PAID_BY_USE.test(`${p.name} ${p.price_text}`) && !(p.list_amount !== null && p.list_amount > 0) && !serviceFirstStep(p.name) && !TRIAL_NAME.test(p.name);
    // Free is free by any period: a free plan reads as 0 a month (docs/intel.md).
    if (p.free) {
      p.annual_amount = null;
      p.period = "month";
    }
    // Round 48, part e: a reader that took a yearly total for the annual side (a switch's data
    // attributes, a yearly card paired with the monthly one) — 3 sites in 3 waves of development.
    else if (p.period === "month") p.annual_amount = yearlyTotalAsMonth(p.amount, p.annual_amount);
    // Structured data's price with no period is read as monthly, the common case (docs/intel.md),
    // or paid once where the pages read state no recurrence anywhere (round 22b,
    // extract/page-period.ts); a price the page shows with no period anywhere keeps none.
    const paidOnce = quiet.has(p.evidence.url);
    if (paidOnce && p.amount !== null && p.amount > 0 && p.source !== "page" && p.period === "month" && isInferred(p, "period")) p.period = "one_time";
    if (p.amount !== null && p.period === null && p.source !== "page") {
      p.period = paidOnce ? "one_time" : "month";
      if (!statesPeriod(p.price_text)) markInferred(p, "period");
    }
    // Nothing to infer on a plan without a price; on a free plan, 0 is 0 by any period and in any
    // currency (its period and currency are conventions, not claims about the page).
    if (p.amount === null || p.amount === 0) p.inferred = [];
    if (!p.per_user) markInferred(p, "per_user", false);
  }
  splitLimits(plans);
  return plans;
}

/** Fixed key order, so the JSON of a plan never depends on which source created it. */
function normalisePlan(p: PlanFact): PlanFact {
  return {
    name: p.name,
    amount: p.amount,
    annual_amount: p.annual_amount,
    list_amount: p.list_amount,
    currency: p.currency,
    period: p.period,
    per_user: p.per_user,
    free: p.free,
    trial_days: p.trial_days,
    contact_sales: p.contact_sales,
    price_text: p.price_text,
    features: p.features,
    ...(p.excluded?.length ? { excluded: p.excluded } : {}),
    limits: p.limits ?? [],
    inferred: p.inferred ?? [],
    ...(p.group === undefined ? {} : { group: p.group }),
    source: p.source,
    evidence: p.evidence.selector === undefined ? { url: p.evidence.url, snippet: p.evidence.snippet } : { url: p.evidence.url, snippet: p.evidence.snippet, selector: p.evidence.selector },
  };
}

export function pricingModel(plans: PlanFact[], usagePrices: number): PricingModel {
  if (plans.length === 0) return usagePrices > 0 ? "usage-based" : "unknown";
  const paid = plans.filter((p) => p.amount !== null && p.amount > 0);
  const free = plans.some((p) => p.amount === 0);
  if (paid.length === 0) {
    if (free) return usagePrices > 0 ? "usage-based" : plans.some((p) => p.contact_sales) ? "freemium" : "free";
    return usagePrices > 0 ? "usage-based" : "contact-sales-only";
  }
  if (paid.every((p) => p.period === "one_time")) return "one-time";
  return free ? "freemium" : "subscription";
}

/**
 * Runs one extractor; a failure costs that extractor's facts, not the whole site. Real pages are
 * endlessly odd and a scan should still report what it could read. Tests pass `strict` so a bug
 * the fuzzer finds fails loudly instead of being swallowed.
 */
function guard<T>(strict: boolean, fn: () => T, fallback: T): T {
  if (strict) return fn();
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export interface ExtractOptions {
  /** Rethrow extractor failures instead of dropping that extractor's facts (tests). */
  strict?: boolean;
  /** The URL the user asked for (defaults to the home page's URL). */
  url?: string;
  /** Where the home page ended up after redirects. */
  final_url?: string;
  /**
   * Withhold plans below the confidence model's thresholds (docs/intel.md, "Round 9"). The product
   * asks for it (src/analysis/tasks.ts: scans, profiles, reports, monitoring); by default every plan
   * read is returned, so the reading rules are tested on what they read and the fitting script
   * sees every plan.
   */
  abstain?: boolean;
}

const pathDepth = (url: string) => {
  try {
    return new URL(url).pathname.replace(/\/+$/, "").split("/").length;
  } catch {
    return 99;
  }
};

export function extractSite(inputs: readonly PageInput[], options: ExtractOptions = {}): SiteFacts {
  return assessSite(inputs, options).facts;
}

/** extractSite, with every plan's confidence signals (those withheld included): the fitting script's view. */
export function assessSite(inputs: readonly PageInput[], options: ExtractOptions = {}): { facts: SiteFacts; assessed: Assessed[] } {
  // Answers kept by the text readers belong to the site they were asked about (site-memo.ts).
  clearSiteMemos();
  const sorted = [...inputs].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : a.html < b.html ? -1 : a.html > b.html ? 1 : 0));
  const pages: Page[] = sorted.map(buildPage);
  // Each page's dollar may be named by the site's other pages (round 105b, page-signs.ts).
  readSiteWords(pages);
  // Home: the page the caller named, else the shallowest path.
  const home = pages.find((p) => p.url === options.url || p.url === options.final_url) ?? [...pages].sort((a, b) => pathDepth(a.url) - pathDepth(b.url))[0];
  // A store's product-group page (store-page.ts, round 105f) is its host's price list for the group:
  // a pricing page, though its address names no price.
  const stores = new Set(pages.filter((p) => !isPricingUrl(p.url) && storeGroupPage(p)).map((p) => p.url));
  const pricingUrl = (url: string) => isPricingUrl(url) || stores.has(url);
  const pricingFirst = [...pages].sort((a, b) => Number(pricingUrl(b.url)) - Number(pricingUrl(a.url)));

  const strict = options.strict ?? false;
  const name: TextFact | null = home ? guard(strict, () => siteName(home), null) : null;
  const perPage = pricingFirst.map((page) => {
    const shown = guard(strict, () => extractPagePlans(page), { plans: [], origins: new Map<PlanFact, PlanOrigin>(), usage: [], notPlans: [] });
    // Structured data that names what the page shows as product tiles describes products, not plans.
    const notPlans = new Set(shown.notPlans.map(planKey));
    const isPlan = (p: PlanFact) => !notPlans.has(planKey(p.name));
    return {
      page,
      // A JSON-LD offer catalogue's offers, where the visible text shows them (round 28, part f).
      ld: guard(strict, () => [...unsaidZeros(jsonLdPlans(page.url, page.jsonLd), page.visible), ...offerCataloguePlans(page.url, page.jsonLd, page.visible)], []).filter(isPlan),
      state: guard(strict, () => unsaidZeros(appStatePlans(page.url, page.appState), page.visible), []).filter(isPlan),
      shown: shown.plans,
      origins: shown.origins,
      usage: shown.usage,
    };
  });
  const pricingWithPlans = perPage.filter((x) => pricingUrl(x.page.url) && x.ld.length + x.state.length + x.shown.length > 0);
  const pricingPages = perPage.filter((x) => pricingUrl(x.page.url));
  // No pricing page: an upgrade page with plans is read as one, with the free plans of the rest
  // (upgrade-page.ts, round 31e).
  const upgradeRead = pricingWithPlans.length || pricingPages.length ? null : upgradePagesRead(perPage);
  let used = pricingWithPlans.length ? pricingWithPlans : pricingPages.length ? pricingPages : (upgradeRead ?? perPage);
  // The upgrade pages so read are the site's pricing page for the confidence model too (round 45c).
  const sellingPages = upgradePricingUrls(upgradeRead);
  // No reader found a plan anywhere: a pricing page that prints one price sells the product at it
  // (round 15, extract/sole-price.ts), read with its own origin for the confidence model.
  if (used.every((x) => x.ld.length + x.state.length + x.shown.length === 0)) {
    // A site of one page (its pricing a section of the home page: `<section id="pricing">`, a
    // "Pricing" heading) has no pricing page for the last resort; its pricing section's page is read
    // for one price only (round 65b) — not for priceless cards or an order form, which on a home page
    // are more often the product's feature tiles and sign-up forms.
    const resort = lastResortPage(perPage);
    const sectionPage = resort ? undefined : perPage.find((y) => pricingSection(y.page));
    const x = resort ?? sectionPage;
    // Or, on a site with neither, the home page prints its one price as a heading of its own in a box
    // with the button that buys it (round 109g, extract/price-heading-box.ts): read for that price only.
    const boxPage = x ? undefined : perPage.find((y) => y.page === home && priceHeadingBox(y.page) !== null);
    const soleAt = x ?? boxPage;
    const sole = soleAt ? guard(strict, () => solePricePlan(soleAt.page, name?.value ?? null), null) : null;
    if (soleAt && sole) {
      soleAt.shown = [sole];
      soleAt.origins.set(sole, { kind: "sole", size: 1, visible: true, explicit: false, toggle: false });
      used = [soleAt];
    }
    // Or it shows its plans as cards and publishes no price at all (extract/priceless-cards.ts).
    const cards = x && !sole && !sectionPage ? guard(strict, () => pricelessCards(x.page), []) : [];
    if (x && cards.length) {
      x.shown = cards;
      for (const c of cards) x.origins.set(c, { kind: "priceless", size: cards.length, visible: true, explicit: false, toggle: false });
      used = [x];
    }
    // Or each of its cards is priced only by a billing-cycle menu, "$18.00 USD Quarterly" / "$66.00 USD
    // Annually" (round 109e, extract/cycle-menu.ts): read on the pricing page (a store's group page
    // counts), before an order form's list would take each cycle for a plan.
    const menuPage = x ?? perPage.find((z) => pricingUrl(z.page.url));
    const menus = menuPage && !sole && !cards.length ? guard(strict, () => cycleMenuPlans(menuPage.page), []) : [];
    if (menuPage && menus.length) {
      menuPage.shown = menus;
      for (const m of menus) menuPage.origins.set(m, { kind: "menu", size: menus.length, visible: true, explicit: m.annual_amount !== null, toggle: false });
      used = [menuPage];
    }
    // Or it lists what it sells as the choices of an order form's <select> (round 16, extract/select-options.ts).
    const options = x && !sole && !cards.length && !menus.length && !sectionPage ? guard(strict, () => selectOptionPlans(x.page), []) : [];
    if (x && options.length) {
      x.shown = options;
      for (const o of options) x.origins.set(o, { kind: "option", size: options.length, visible: true, explicit: false, toggle: false });
      used = [x];
    }
    // Or it sells what it sells by its buy links, each a name and a price ("Buy Lifetime — $10", a
    // list of packs), on a page that bills nothing by a period (round 92g, extract/buy-links.ts):
    // the page read for them is the last resort's, or the pricing section's, or else the home page,
    // where only a link that says it is bought once counts (a home page's one price is no offer guessed: round 65b).
    const y = x ?? perPage.find((z) => z.page === home);
    const links = y && !sole && !cards.length && !menus.length && !options.length ? guard(strict, () => buyLinkPlans(y.page, !x), []) : [];
    if (y && links.length) {
      y.shown = links;
      for (const l of links) y.origins.set(l, { kind: "link", size: links.length, visible: true, explicit: false, toggle: false });
      used = [y];
    }
    // Or it prints its price list inside the form that takes payment, a plan a line ("1-9 users:
    // $19/month or $99/year"), read as an order form's list (round 95a, extract/form-price-list.ts).
    const formList = x && !sole && !cards.length && !menus.length && !options.length && !links.length && !sectionPage ? guard(strict, () => formPriceListPlans(x.page), []) : [];
    if (x && formList.length) {
      x.shown = formList;
      // (A line that names both sides, "$19/month or $99/year", names its billing: the model's billing_named.)
      for (const f of formList) x.origins.set(f, { kind: "option", size: formList.length, visible: true, explicit: f.annual_amount !== null, toggle: false });
      used = [x];
    }
  }
  // The home page's cards named like another page's at other prices, none agreeing: another
  // product's set, and the other page reads the plans (round 109a, home-other-set.ts).
  if (used.length >= 2) {
    const homeRead = used.find((x) => x.page === home);
    if (homeRead && homeRead.shown.length >= 2 && homeSetOfOtherProduct(homeRead.shown, used.filter((x) => x !== homeRead).flatMap((x) => x.shown))) homeRead.shown = [];
  }
  // The pages read that state no recurrence anywhere, in their text or in their structured data's
  // own periods (an offer billed "P1M"): structured data's bare prices there are paid once.
  const recurs = (p: PlanFact) => (p.period === "month" || p.period === "year") && !isInferred(p, "period");
  const quiet = new Set(used.filter((x) => ![...x.ld, ...x.state].some(recurs) && !recurrenceStated(x.page)).map((x) => x.page.url));
  // A plan named by a purchase action ("Buy", "How to buy", "PayPal") is a button or a way to pay,
  // whichever reader found it (round 40d, extract/purchase-actions.ts).
  const merged = mergePlans([used.flatMap((x) => x.ld), used.flatMap((x) => x.state), used.flatMap((x) => x.shown)], name?.value ?? null, quiet).filter((p) => !purchaseAction(p.name));
  // Each plan's confidence from where and how it was read; the weak ones are withheld (docs/intel.md).
  const originOf = new Map<string, PlanOrigin>();
  for (const x of used) for (const p of x.shown) if (!originOf.has(planKey(p.name)) && x.origins.has(p)) originOf.set(planKey(p.name), x.origins.get(p)!);
  const structured = new Set(used.flatMap((x) => [...x.ld, ...x.state]).map((p) => planKey(p.name)));
  const langOf = new Map(pages.map((p) => [p.url, p.lang]));
  const titledOf = new Map(pages.map((p) => [p.url, pricingTitled(p)]));
  const largestSet = Math.max(0, ...[...originOf.values()].map((o) => o.size));
  const pageOf = new Map(pages.map((p) => [p.url, p]));
  // The text reader first, for every plan: a period it adopts is no inference, and the price-list
  // signal reads every plan of a set (paid-once-list.ts).
  const texts = merged.map((plan) => {
    const text = textReading(pageOf.get(plan.evidence.url), plan, merged);
    if (text) adoptTextPeriod(plan, text);
    return text;
  });
  const lists = paidOnceListPlans(merged, (p) => originOf.get(planKey(p.name)) ?? null, (url) => pageOf.get(url));
  // A one-page site's pricing section, named so by the page itself (round 82l, pricing-section.ts):
  // the plans read inside it are read on a pricing page for the confidence model — structured
  // data's too when a card of the page shows them there (round 95c: `shownByCard`, the plan's origin).
  const sectionsOf = new Map<string, HElement[]>();
  const inSection = (plan: PlanFact, shownByCard: boolean): boolean => {
    const page = pageOf.get(plan.evidence.url);
    if (!page) return false;
    if (!sectionsOf.has(page.url)) sectionsOf.set(page.url, pricingSections(page));
    return inPricingSection(plan, page, sectionsOf.get(page.url)!, shownByCard);
  };
  const assessed: Assessed[] = merged.map((plan, i) => {
    const origin = originOf.get(planKey(plan.name)) ?? null;
    const text = texts[i];
    const onPricing = pricingUrl(plan.evidence.url) || sellingPages.has(plan.evidence.url) || inSection(plan, origin !== null);
    const signals = planSignals(plan, merged, { origin, pricingPage: onPricing, lang: langOf.get(plan.evidence.url) ?? null, pricingTitle: titledOf.get(plan.evidence.url) ?? false, alsoStructured: origin !== null && (structured.has(planKey(plan.name)) || shownStructuredTwin(plan)), largestSet, text, paidOnceList: lists.has(plan), storePage: stores.has(plan.evidence.url) });
    return { plan, signals, confidence: Math.round(confidenceOf(signals) * 1000) / 1000, text, quietPage: quiet.has(plan.evidence.url) };
  });
  const verdict = options.abstain === true ? abstain(assessed) : { kept: assessed, withheld: [] };
  // A plan priced only by a switch's annual side, its monthly price stated nowhere (annual-side-only.ts):
  // withheld from the product's plans, named among the withheld with its reading.
  if (options.abstain === true) {
    const unknown = verdict.kept.filter((k) => monthlySideUnknown(pageOf.get(k.plan.evidence.url), k.plan));
    verdict.kept = verdict.kept.filter((k) => !unknown.includes(k));
    verdict.withheld.push(...unknown);
  }
  const plans = verdict.kept.map((a) => a.plan);
  // "All plans include a 30-day free trial": a pricing-page sentence that gives paid plans a trial.
  const siteTrial = pricingFirst.map((p) => ALL_PLANS_TRIAL.exec(p.visible)).find((m) => m !== null);
  if (siteTrial) {
    const days = Number(siteTrial[1] ?? siteTrial[2] ?? siteTrial[3]);
    for (const p of plans) if (p.trial_days === null && p.amount !== null && p.amount > 0) p.trial_days = days;
  }
  const usage = perPage.flatMap((x) => x.usage).slice(0, 10);
  // Features come from every card read, withheld ones too: an uncertain price is no uncertain bullet.
  const features = guard(strict, () => extractFeatures(pricingFirst, merged), { features: [] as FeatureFact[], more: [] });
  const head = home ? guard(strict, () => headline(home, name?.value), null) : null;
  const facts: SiteFacts = {
    url: options.url ?? home?.url ?? "",
    final_url: options.final_url ?? home?.url ?? "",
    pages: pages.map((p) => p.url),
    name,
    title: home ? guard(strict, () => pageTitle(home), null) : null,
    description: home ? guard(strict, () => pageDescription(home, head), null) : null,
    headline: head,
    plans,
    usage_prices: usage,
    pricing_model: pricingModel(plans, usage.length),
    features: features.features,
    more_features: features.more,
    signals: guard(strict, () => extractSignals(pricingFirst, plans, (url) => offersPage(url, pageOf.get(url), [...plans, ...verdict.withheld.map((a) => a.plan)]), verdict.withheld.map((a) => a.plan)), []),
  };
  // The lines each page shows, hashed: monitoring tells a feature gone from the page from one only read once (round 24).
  facts.page_lines = pages.map((p) => ({ url: p.url, hashes: guard(strict, () => pageLineHashes(p), []) }));
  // Prices seen but not certain enough to report: named, never used as facts. The reading (price
  // fields only, no bullets) is kept for monitoring, which compares it with the same plan reported
  // by the other check (docs/monitoring.md, "Withheld plans").
  // An offer sold apart from the plans (an add-on, a service: offers-apart.ts) is withheld as no
  // plan at all, not as a plan read unsurely: it is not named among them, and monitoring, which
  // lets a nearly sure withheld reading stand in for a plan, never reports it added or removed.
  const apart = new Set("apart" in verdict ? (verdict.apart ?? []) : []);
  const unsure = verdict.withheld.filter((a) => !apart.has(a));
  if (unsure.length) facts.withheld_plans = unsure.map((a) => ({ name: a.plan.name, price_text: a.plan.price_text, confidence: a.confidence, evidence: a.plan.evidence, reading: { ...a.plan, features: [], limits: [] } }));
  return { facts, assessed };
}
