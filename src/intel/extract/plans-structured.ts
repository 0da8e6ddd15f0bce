/**
 * Plans from structured data: JSON-LD offers first, then embedded app state.
 *
 * JSON-LD: every `Offer` (directly, in `offers` arrays, inside `AggregateOffer.offers`, in
 * `@graph`) becomes a plan named by the offer, its `itemOffered`, or — when a product has a single
 * offer — the product. The period comes from `priceSpecification` (`billingDuration` "P1M"/"P1Y"
 * or a number with `unitCode`, `unitText`, `referenceQuantity.unitCode` MON/ANN), per-user from
 * `unitText`/`referenceQuantity` naming users or seats.
 *
 * App state: the JSON is walked (iteratively, with node and depth budgets) for arrays — or keyed
 * objects — of at least two objects that carry a short name and a price field. Keys decide cents
 * (`*cents*`, `unit_amount`) and monthly/annual sides; a yearly total is turned into per-month.
 * Arrays under add-on / usage / FAQ-like keys are skipped.
 */
import { FREE_WORD } from "./free-words.ts";
import type { PlanFact } from "../facts.ts";
import { billingAfter, currencyCode, findPrices, isCurrencyCode, parseNumber, type Period } from "./money.ts";
import { planKey, snippet } from "./text.ts";

type Json = unknown;
export const isObj = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: Json): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const round2 = (n: number) => Math.round(n * 100) / 100;

function num(v: Json): number | null {
  if (typeof v === "number") return Number.isFinite(v) && v >= 0 && v < 1e9 ? v : null;
  if (typeof v === "string") {
    // A price as the page prints it ("$15k/yr", "€9,99"): read like page text, thousands included.
    const tok = findPrices(v.slice(0, 80))[0];
    if (tok) return tok.amount;
    const t = v.replace(/[^\d.,]/g, "");
    return t && /\d/.test(t) ? parseNumber(t) : null;
  }
  return null;
}

export function typesOf(o: Record<string, Json>): string[] {
  const t = o["@type"];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === "string");
}

function periodFromSpec(spec: Record<string, Json>): { period: Period | null; perUser: boolean } {
  let period: Period | null = null;
  const dur = spec.billingDuration;
  // (Round 82g: a unit written as a constant, "SEAT_PER_MONTH", is read word by word: an underscore
  // is no word's edge to \b, so neither the seat nor the month was seen.)
  const unit = `${str(spec.unitCode) ?? ""} ${str(spec.unitText) ?? ""} ${isObj(spec.referenceQuantity) ? `${str(spec.referenceQuantity.unitCode) ?? ""} ${str(spec.referenceQuantity.unitText) ?? ""}` : ""} ${isObj(dur) ? `${str(dur.unitCode) ?? ""} ${str(dur.unitText) ?? ""}` : ""}`.replace(/_/g, " ");
  const d = typeof dur === "string" ? dur.toUpperCase() : "";
  if (/^P(?:1|30D|4W)?M$|^P1M$|^P30D$/.test(d) || /\b(?:MON|month|monthly)\b/i.test(unit)) period = "month";
  else if (/^P(?:1)?Y$|^P12M$|^P365D$/.test(d) || /\b(?:ANN|year|yearly|annual|annually)\b/i.test(unit)) period = "year";
  return { period, perUser: /\b(?:user|seat|member|agent|editor|person|IE)s?\b/i.test(unit) };
}

export interface OfferRead {
  name: string | null;
  amount: number | null;
  currency: string | null;
  period: Period | null;
  perUser: boolean;
  /** "per member per month, billed annually": the amount is the annual-billing side. */
  billedAnnually: boolean;
  /** The annual-billing side by the month from a second price specification by the year. */
  annual: number | null;
  text: string;
}

export function readOffer(o: Record<string, Json>): OfferRead {
  let amount = num(o.price);
  let currency = currencyCode(o.priceCurrency);
  let period: Period | null = null;
  let perUser = false;
  const specs = (Array.isArray(o.priceSpecification) ? o.priceSpecification : [o.priceSpecification]).filter(isObj);
  for (const s of specs) {
    const p = periodFromSpec(s);
    // A subscription spec beats a one-off one; the first of each kind wins.
    if (amount === null || (period === null && p.period !== null)) {
      amount = num(s.price) ?? amount;
      currency = currencyCode(s.priceCurrency) ?? currency;
    }
    period ??= p.period;
    perUser ||= p.perUser;
  }
  const annual = period === "month" && amount !== null ? annualSpec(specs, amount, currency) : null;
  const own = periodFromSpec(o);
  period ??= own.period;
  perUser ||= own.perUser;
  const item = isObj(o.itemOffered) ? str(o.itemOffered.name) : null;
  const name = str(o.name) ?? item;
  const words = [o.description, ...specs.flatMap((x) => [x.unitText, x.description, x.name])].map((w) => str(w) ?? "").join(" ").slice(0, 400);
  // An offer stating both sides apart ("billed monthly" 12, "billed annually" 9) prices the monthly side.
  const billedAnnually = period !== "year" && annual === null && billingAfter(words).billedAnnually;
  const shown = amount === null ? "" : `${currency ?? ""} ${amount}${period ? `/${period}` : ""}`.trim();
  return { name, amount, currency, period, perUser, billedAnnually, annual, text: shown };
}

/**
 * Round 82b: an offer's second price specification by the year beside its monthly one — the
 * annual-billing side. A "year" price at most the monthly one can only be the rate by the month
 * when billed annually (unitCode ANN at 9 beside MON at 12); one of ten to twelve months' worth is
 * the year's total, by the month / 12. Anything else says nothing.
 */
function annualSpec(specs: Record<string, Json>[], monthly: number, currency: string | null): number | null {
  for (const s of specs) {
    if (periodFromSpec(s).period !== "year") continue;
    const price = num(s.price);
    if (price === null || price <= 0 || (currencyCode(s.priceCurrency) ?? currency) !== currency) continue;
    if (price < monthly && price >= monthly / 2) return price;
    if (price >= monthly * 10 && price <= monthly * 12) return round2(price / 12);
    return null;
  }
  return null;
}

export function offerFact(url: string, name: string, r: OfferRead, where: string): PlanFact {
  return {
    name: snippet(name, 60),
    amount: r.amount,
    annual_amount: r.amount === null ? null : r.period === "year" ? round2(r.amount / 12) : r.billedAnnually ? r.amount : r.annual,
    list_amount: null,
    currency: r.currency,
    period: r.amount === null ? null : r.period ?? "month",
    per_user: r.perUser,
    // No period in the offer: month by default, marked inferred (a card may still state it).
    inferred: r.amount !== null && r.amount > 0 && r.period === null ? ["period"] : [],
    free: r.amount === 0,
    trial_days: null,
    contact_sales: r.amount === null,
    price_text: r.text,
    features: [],
    source: "json-ld",
    evidence: { url, snippet: snippet(`${where}: ${name} ${r.text}`), selector: 'script[type="application/ld+json"]' },
  };
}

const BILLING_NAME = /^(month|monthly|annual|annually|year|yearly|lifetime|one[- ]time)(?:\s+(?:plan|billing|subscription|payment))?$/i;

/**
 * An offer named after its plan and a billing side ("Compleet, per maand", "Pro - yearly", "Team
 * (annual)"): group 1 is the plan, group 2 the side. Two such offers are one plan billed two ways
 * (round 16, part c), not two plans.
 */
const BILLING_SUFFIX = /^([^,(|–—]{1,60}?)\s*(?:,|\(|\||–|—|\s-)\s*(?:per |billed |\/ ?)?(month|monthly|maand|maandelijks|monat|monatlich|mois|mensuel|mes|mensual|mensal|year|yearly|annual|annually|jaar|jaarlijks|jahr|jährlich|année|annuel|año|anual|ano)\)?$/i;
const YEAR_SIDE = /^(?:year|yearly|annual|annually|jaar|jaarlijks|jahr|jährlich|année|annuel|año|anual|ano)$/i;

/** A product's monthly and yearly offers of one plan become the plan with its annual side. */
function joinBillingSides(facts: PlanFact[]): PlanFact[] {
  return facts.filter((y) => {
    if (y.period !== "year" || y.amount === null) return true;
    const m = facts.find((x) => x !== y && x.period === "month" && x.amount !== null && x.currency === y.currency && planKey(x.name) === planKey(y.name));
    if (!m) return true;
    m.annual_amount = round2(y.amount / 12);
    return false;
  });
}

/** Things whose offers are plans; an Event's tickets or a Course's fee are not. */
const PRODUCT_TYPES = new Set(["Product", "SoftwareApplication", "WebApplication", "MobileApplication", "Service", "ProductGroup", "IndividualProduct", "ProductModel", "OfferCatalog", "SoftwareSourceCode", "Brand", "Organization"]);

/** Plans from JSON-LD blocks (already parsed). */
export function jsonLdPlans(url: string, blocks: Json[]): PlanFact[] {
  const out: PlanFact[] = [];
  const products: { name: string | null; plans: PlanFact[] }[] = [];
  const stack: Json[] = [...blocks].reverse();
  let budget = 20_000;
  while (stack.length && budget-- > 0 && out.length < 40) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
      continue;
    }
    if (!isObj(v)) continue;
    const types = typesOf(v);
    // Offer catalogues are a price list's own reading, checked against the visible text (offer-catalogue.ts).
    if (types.includes("OfferCatalog")) continue;
    const offers = v.offers;
    if (offers !== undefined && !types.includes("Offer") && (types.length === 0 || types.some((t) => PRODUCT_TYPES.has(t)))) {
      const productName = str(v.name);
      const list: Record<string, Json>[] = [];
      for (const o of Array.isArray(offers) ? offers : [offers]) {
        if (!isObj(o)) continue;
        if (typesOf(o).includes("AggregateOffer") && o.offers !== undefined) for (const x of Array.isArray(o.offers) ? o.offers : [o.offers]) isObj(x) && list.push(x);
        else if (!typesOf(o).includes("AggregateOffer")) list.push(o);
      }
      const own: PlanFact[] = [];
      for (const o of list) {
        const r = readOffer(o);
        const side = r.name && r.name.length <= 80 ? BILLING_SUFFIX.exec(r.name) : null;
        if (side) {
          r.name = side[1].trim();
          r.period ??= YEAR_SIDE.test(side[2]) ? "year" : "month";
        }
        // Offers named "Monthly" / "Yearly" are billing options of the product, not plans.
        const billing = r.name ? BILLING_NAME.exec(r.name) : null;
        if (billing && productName) r.period ??= /^(?:month)/i.test(billing[1]) ? "month" : /^(?:life|one)/i.test(billing[1]) ? "one_time" : "year";
        const name = billing ? productName : (r.name ?? (list.length === 1 ? productName : null));
        // price 0 with "Contact us" / "Custom pricing" in the offer: a placeholder, not a free plan.
        if (r.amount === 0 && /\b(?:contact|custom|quote|talk to|on request)\b/i.test(`${str(o.description) ?? ""} ${r.name ?? ""}`)) r.amount = null;
        if (name && (r.amount !== null || /contact|custom|enterprise/i.test(`${name} ${str(o.description) ?? ""}`))) own.push(offerFact(url, name, r, types[0] ?? "Product"));
      }
      const joined = joinBillingSides(own);
      products.push({ name: productName, plans: joined });
      out.push(...joined);
      continue;
    }
    if (types.includes("Offer") && str(v.name)) {
      const r = readOffer(v);
      if (r.amount !== null) out.push(offerFact(url, r.name!, r, "Offer"));
      continue;
    }
    for (const k of Object.keys(v).reverse()) if (k === "@graph" || k === "mainEntity" || k === "hasPart" || k === "itemListElement" || k === "item") stack.push(v[k]);
  }
  groupProductSets(products);
  return out;
}

/**
 * Several products' plan sets in one page's structured data (round 86b): a suite's pricing page
 * describes each product with offers of the same names ("Basic", "Standard", "Pro") at its own
 * prices. Keyed by the name alone, the later products' offers merged into the first's and were
 * lost. Each product's offers are a set of their own, grouped by the product's name, when the
 * products are named apart and a name they share is priced apart (the same product described
 * twice, or a product and its app at the same prices, stays one set).
 */
function groupProductSets(products: readonly { name: string | null; plans: PlanFact[] }[]): void {
  const named = products.filter((x): x is { name: string; plans: PlanFact[] } => x.name !== null && x.plans.length >= 2);
  if (named.length < 2 || new Set(named.map((x) => planKey(x.name))).size !== named.length) return;
  const pricedApart = named.some((x, i) =>
    named.slice(0, i).some((y) => x.plans.some((p) => p.amount !== null && y.plans.some((q) => planKey(q.name) === planKey(p.name) && q.amount !== null && q.amount !== p.amount))),
  );
  if (!pricedApart) return;
  for (const x of named) for (const p of x.plans) p.group = snippet(x.name, 60);
}

/* ----------------------------------------------------------------- app state -- */

const NAME_KEYS = ["name", "title", "planName", "plan_name", "tierName", "tier_name", "displayName", "display_name", "label", "heading", "nickname"];
const SKIP_PATH = /add-?ons?|addon|extras?$|usage|overage|credits?|calculator|faqs?|testimonial|review|feature(?:s|List)?$|integrations?|footer|nav(?:igation)?|menu|blog|posts?|articles?|seo|locale|translations?|i18n|currencies|countries|jobs|careers/i;
const PLAN_PATH = /plans?|tiers?|pricing|prices|packages?|subscriptions?|offers?|editions?|products?/i;

interface PriceRead {
  monthly: number | null;
  annual: number | null;
  yearly: number | null;
  once: number | null;
  currency: string | null;
  perUser: boolean;
  contact: boolean;
  cents: boolean;
  /** The period when a key, an interval or the price string says it. */
  periodKnown: Period | null;
}

const TIERS_KEY = /^(?:tiers|price_?tiers|pricing_?tiers|volume_?tiers|priceTiers|pricingTiers|volumes)$/i;
const CENTS_KEY = /cents|unit_?amount|amount_?in_?cents|minor/i;
const MONTH_KEY = /month|monthly|per_?month|mo$/i;
const ANNUAL_KEY = /annual|yearly|year|annum|yr$/i;
const PRICE_KEY = /^(?:price|prices|pricing|amount|cost|fee|rate|unit_?amount|unitAmount|monthly|annual|annually|yearly|monthlyPrice|annualPrice|yearlyPrice|price_?monthly|price_?annual|price_?yearly|priceMonthly|priceAnnual|priceYearly|pricePerMonth|price_per_month|monthly_?price|annual_?price|yearly_?price|price_?cents|priceCents|priceInCents|amount_?cents|monthlyAmount|annualAmount|basePrice|base_price|listPrice|list_price|startingPrice|starting_price|perMonth|per_month|perYear|per_year|oneTimePrice|lifetimePrice)$/i;

/** The currency a container names for what it holds (`{currency: "USD", plans: […]}`). */
const containerCurrency = (o: Record<string, Json>) => currencyCode(o.currency ?? o.currencyCode ?? o.currency_code ?? o.priceCurrency ?? o.defaultCurrency ?? o.default_currency);

/**
 * `prefer`: the currency the page is priced in, for price objects keyed by currency
 * (`prices: {USD: {monthly: 69}, EUR: {…}}`); without it the first key, as sites list their own first.
 */
function readPrices(o: Record<string, Json>, depth = 0, prefer: string | null = null): PriceRead {
  const r: PriceRead = { monthly: null, annual: null, yearly: null, once: null, currency: null, perUser: false, contact: false, cents: false, periodKnown: null };
  r.currency = currencyCode(o.currency ?? o.currencyCode ?? o.currency_code ?? o.priceCurrency) ?? null;
  if (depth > 0) {
    const byCurrency = Object.keys(o).filter((k) => isCurrencyCode(k) && (isObj(o[k]) || typeof o[k] === "number"));
    if (byCurrency.length > 0 && byCurrency.length === Object.keys(o).length) {
      const k = byCurrency.find((c) => c.toUpperCase() === prefer) ?? byCurrency[0];
      const v = o[k];
      const inner = isObj(v) && depth < 3 ? readPrices(v, depth + 1) : readPrices({ price: v }, depth + 1);
      inner.currency = k.toUpperCase();
      return inner;
    }
  }
  const interval = `${str(o.interval) ?? ""} ${str(o.billingPeriod) ?? ""} ${str(o.billing_period) ?? ""} ${str(o.period) ?? ""} ${str(o.recurring_interval) ?? ""} ${isObj(o.recurring) ? str(o.recurring.interval) ?? "" : ""} ${str(o.billingCycle) ?? ""} ${str(o.frequency) ?? ""}`.toLowerCase();
  const unitWords = `${str(o.unit) ?? ""} ${str(o.unitLabel) ?? ""} ${str(o.unit_label) ?? ""} ${str(o.per) ?? ""} ${str(o.billingUnit) ?? ""} ${str(o.priceUnit) ?? ""} ${str(o.suffix) ?? ""}`;
  r.perUser = o.perUser === true || o.per_user === true || o.perSeat === true || o.per_seat === true || /\b(?:user|seat|member|editor|agent)s?\b/i.test(unitWords);
  r.contact = o.contactSales === true || o.contact_sales === true || o.isCustom === true || o.custom === true || o.isEnterprise === true || /contact|custom/i.test(`${str(o.price) ?? ""} ${str(o.priceLabel) ?? ""} ${str(o.cta) ?? ""}`.slice(0, 80)) && num(o.price) === null;
  for (const [k, v] of Object.entries(o)) {
    // Volume tiers ({tasks: 750, price: {…}}, …): the first tier is the plan's starting price.
    if (TIERS_KEY.test(k) && Array.isArray(v) && isObj(v[0]) && depth < 1) {
      const first = readPrices(v[0], depth + 1);
      r.monthly ??= first.monthly;
      r.annual ??= first.annual;
      r.yearly ??= first.yearly;
      r.currency ??= first.currency;
      r.cents ||= first.cents;
      r.periodKnown ??= first.periodKnown;
      continue;
    }
    if (!PRICE_KEY.test(k) && !(depth > 0 && (MONTH_KEY.test(k) || ANNUAL_KEY.test(k)))) continue;
    const cents = CENTS_KEY.test(k);
    if (isObj(v) && depth < 2) {
      // {monthly: 10, annual: 8} / {amount: 1000, currency: "usd"} / {month: {usd: 10}}
      const inner = readPrices(v, depth + 1, prefer);
      const side = ANNUAL_KEY.test(k) ? "annual" : MONTH_KEY.test(k) ? "monthly" : null;
      const first = inner.monthly ?? inner.annual ?? inner.yearly ?? inner.once;
      if (side === "annual" && first !== null && r.annual === null) r.annual = first;
      else if (side === "monthly" && first !== null && r.monthly === null) r.monthly = first;
      else {
        r.monthly ??= inner.monthly;
        r.annual ??= inner.annual;
        r.yearly ??= inner.yearly;
        r.once ??= inner.once;
      }
      r.currency ??= inner.currency;
      r.perUser ||= inner.perUser;
      r.cents ||= inner.cents;
      r.periodKnown ??= side === "monthly" ? "month" : inner.periodKnown;
      continue;
    }
    if (Array.isArray(v) && depth < 2) {
      // Stripe-like [{interval: "month", unit_amount: 1000}, {interval: "year", …}]
      for (const x of v.slice(0, 6)) {
        if (!isObj(x)) continue;
        const inner = readPrices(x, depth + 1);
        r.monthly ??= inner.monthly;
        r.yearly ??= inner.yearly;
        r.annual ??= inner.annual;
        r.currency ??= inner.currency;
        r.cents ||= inner.cents;
      }
      continue;
    }
    let n = num(v);
    if (n === null) continue;
    if (typeof v === "string") r.currency ??= findPrices(v)[0]?.currency ?? null;
    if (typeof v === "string" && /\/\s*(?:yr|year)|per\s+year|annually/i.test(v) && !ANNUAL_KEY.test(k) && !MONTH_KEY.test(k)) {
      // "$15k/yr" under a neutral key: a yearly price.
      r.yearly ??= cents ? round2(n / 100) : n;
      continue;
    }
    if (typeof v === "string" && /\/\s*(?:yr|year)|per\s+year|annually/i.test(v)) r.periodKnown = "year";
    else if (typeof v === "string" && /\/\s*mo|per\s+month|monthly/i.test(v)) r.periodKnown = "month";
    else if (MONTH_KEY.test(k) || /month/.test(interval)) r.periodKnown ??= "month";
    if (cents) {
      n = round2(n / 100);
      r.cents = true;
    }
    if (ANNUAL_KEY.test(k)) r.annual ??= n;
    else if (MONTH_KEY.test(k)) r.monthly ??= n;
    else if (/year/.test(interval)) r.yearly ??= n;
    else if (/one|once|lifetime/.test(interval)) r.once ??= n;
    else r.monthly ??= n;
  }
  return r;
}

function nameOf(o: Record<string, Json>): string | null {
  for (const k of NAME_KEYS) {
    const v = str(o[k]);
    if (v && v.length <= 40 && !/^https?:|[{}<>]/.test(v) && /\p{L}/u.test(v)) return v;
  }
  return null;
}

function planFromState(url: string, source: string, o: Record<string, Json>, path: string, inheritedCurrency: string | null): PlanFact | null {
  const name = nameOf(o);
  if (!name) return null;
  const p = readPrices(o, 0, inheritedCurrency);
  p.currency ??= inheritedCurrency;
  let monthly = p.monthly;
  let annual = p.annual;
  // An "annual" figure several times the monthly one is the yearly total, not a per-month price.
  if (annual !== null && monthly !== null && monthly > 0 && annual > monthly * 2.5) annual = round2(annual / 12);
  // The period stays open unless something says it; the visible card (or the default) fills it.
  let period: Period | null = p.periodKnown ?? (annual !== null || p.yearly !== null ? "month" : null);
  let amount: number | null = monthly ?? annual;
  if (amount === null && p.yearly !== null) {
    amount = p.yearly;
    period = "year";
    annual = round2(p.yearly / 12);
  } else if (amount === null && p.once !== null) {
    amount = p.once;
    period = "one_time";
  } else if (monthly !== null && p.yearly !== null && annual === null) annual = round2(p.yearly / 12);
  const contact = amount === null && (p.contact || /enterprise|custom/i.test(name));
  if (amount === null && !contact) return null;
  const text = amount === null ? "Contact sales" : `${p.currency ?? ""} ${amount}${period ? `/${period}` : ""}`.trim();
  return {
    name,
    amount,
    annual_amount: annual,
    list_amount: null,
    currency: p.currency,
    period: amount === null ? null : period,
    per_user: p.perUser,
    free: amount === 0,
    trial_days: typeof o.trialDays === "number" ? o.trialDays : typeof o.trial_days === "number" ? o.trial_days : typeof o.trial_period_days === "number" ? o.trial_period_days : null,
    contact_sales: contact,
    price_text: text,
    features: [],
    source: "app-state",
    evidence: { url, snippet: snippet(`${source} ${path}: ${name} ${text}`), selector: source.startsWith("window.") ? "script" : `script#${source.replace(/^#/, "")}` },
  };
}

/** Plans from embedded app-state JSON blobs. */
export function appStatePlans(url: string, blobs: { source: string; data: Json }[]): PlanFact[] {
  const out: PlanFact[] = [];
  const seen = new Set<string>();
  for (const blob of blobs) {
    // `currency`: the nearest enclosing object's currency field, for plan lists that leave it to
    // their container (`{currency: "USD", plans: [{name, price}]}`).
    const stack: { v: Json; path: string; depth: number; currency: string | null }[] = [{ v: blob.data, path: "", depth: 0, currency: null }];
    let budget = 100_000;
    while (stack.length && budget-- > 0 && out.length < 40) {
      const { v, path, depth, currency } = stack.pop()!;
      if (depth > 40) continue;
      const key = path.slice(path.lastIndexOf(".") + 1);
      if (SKIP_PATH.test(key)) continue;
      const items: Record<string, Json>[] = Array.isArray(v) ? v.filter(isObj) : isObj(v) ? Object.values(v).filter(isObj) : [];
      if (items.length >= 2 && items.length <= 12) {
        const annualSide = /(?:^|[._-])(?:annual|annually|yearly|year)$/i.test(key);
        const monthlySide = /(?:^|[._-])(?:month|monthly)$/i.test(key);
        const plans = items.map((o) => {
          const p = planFromState(url, blob.source, o, path || "(root)", currency);
          if (!p || p.amount === null || p.period === "one_time") return p;
          // A plan list under "yearly" / "monthly": its prices are that billing side, per month.
          if (annualSide) {
            p.annual_amount = p.period === "year" ? p.annual_amount : p.amount;
            p.period ??= "month";
          } else if (monthlySide) p.period ??= "month";
          return p;
        });
        const found = plans.filter((p): p is PlanFact => p !== null);
        const priced = found.filter((p) => p.amount !== null).length;
        // At least two plans, one priced, most items plan-like, and plan-ish keys or every item priced.
        if (found.length >= 2 && priced >= 1 && found.length >= items.length * 0.6 && (PLAN_PATH.test(path) || priced === items.length)) {
          const sig = found.map((p) => `${p.name}:${p.amount}`).join("|");
          if (!seen.has(sig)) {
            seen.add(sig);
            out.push(...found);
          }
          continue;
        }
      }
      if (Array.isArray(v)) {
        for (let i = Math.min(v.length, 500) - 1; i >= 0; i--) if (typeof v[i] === "object" && v[i] !== null) stack.push({ v: v[i], path: `${path}[${i}]`, depth: depth + 1, currency });
      } else if (isObj(v)) {
        const keys = Object.keys(v);
        const own = containerCurrency(v) ?? currency;
        for (let i = keys.length - 1; i >= 0; i--) {
          const x = v[keys[i]];
          if (typeof x === "object" && x !== null) stack.push({ v: x, path: path ? `${path}.${keys[i]}` : keys[i], depth: depth + 1, currency: own });
        }
      }
    }
  }
  return out;
}


/**
 * Structured offers priced 0 that the page never shows as free (round 18d): schema.org markup often
 * carries "price": "0" for a tier sold on quote or not priced at all, and a free tier read from it
 * alone is a false "yes" (on development, a page whose quote-only tiers' markup says 0 was read as
 * free). When the visible text shows prices but neither "free" nor a zero price, the price is unknown: amount
 * null, not free, and not a contact card either (the markup does not say so). Left in rather than
 * left out: without them the confidence model reports the markup's other, stale prices.
 */
export function unsaidZeros(plans: PlanFact[], visible: string): PlanFact[] {
  if (!plans.some((p) => p.amount === 0)) return plans;
  // A page that shows no price at all (drawn by a script, or markup only) leaves the markup as the
  // only reading: its 0 is kept.
  const shown = findPrices(visible);
  if (shown.length === 0 || FREE_WORD.test(visible) || shown.some((t) => t.amount === 0)) return plans;
  return plans.map((p) => (p.amount === 0 ? { ...p, amount: null, annual_amount: null, currency: null, period: null, free: false, contact_sales: false, price_text: "", inferred: [] } : p));
}
