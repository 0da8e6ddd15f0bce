/**
 * A billing switch served on its annual side, the monthly side only in the page's own data (round
 * 25, part d). The cards show the annual-billing rate ("$19 per user/month, billed annually"); a
 * reader who clicks the switch sees the monthly-billing one, which the page serves in its data:
 * Stripe-style price objects under a plan key (`plus → USD → month → unit_amount: 1200`), a CMS
 * entry's twin fields (`priceUsd: "23"`, `priceUsdAnnual: "19"`), flight props holding each side's
 * markup (`billing: {annual: {body: ["…$19…"]}, monthly: {body: ["…$23…"]}}`), JSON-LD price
 * specifications named by plan and side ("Team Monthly Subscription" 29, "Team Annual
 * Subscription" 312). One reader for all of them: the page's JSON (JSON-LD, app state, flight rows,
 * `data-*` attributes holding JSON) is walked once, bounded, for objects that **name a plan the
 * cards show** (a name/title/label/id field, or the key the object sits under, equal to the card's
 * name case-folded, billing words aside) and the prices beneath them whose **billing side** the data
 * itself says (a key word — `monthly`, `priceUsdAnnual`, `year` —, an interval field —
 * `billing_interval: "month"`, `recurring: {interval: "year"}` —, or the object's name). The plan's `amount`
 * becomes the monthly side (test/intel/real-pages/README.md, "A billing switch served with its
 * annual side showing") only when the data's annual side is the price the card shows (as a monthly
 * rate, a yearly total, or either in cents): that is the guard against reading some other object.
 *
 * Bounded: one walk per page over at most NODE_BUDGET objects, a record's subtree at most
 * RECORD_DEPTH levels and RECORD_NODES values (RECORDS_NODES for all records together), strings
 * read for a price only up to 400 characters; run only on a page that offers a period choice and
 * has a card whose shown price could be an annual side.
 */
import type { Page } from "../page.ts";
import type { HElement } from "../html/parse.ts";
import type { PlanFact } from "../facts.ts";
import { currencyCode, findPrices, isCurrencyCode, parseNumber } from "./money.ts";
import { planKey } from "./text.ts";

export type Side = "monthly" | "annual";
interface Leaf {
  side: Side;
  amount: number;
  currency: string | null;
}

/** Objects walked per page: the largest served plan data seen on development holds about 10,000. */
const NODE_BUDGET = 25_000;
const RECORD_DEPTH = 6;
const RECORD_NODES = 200;
/** All records together: a page naming its plans in thousands of objects is read no further. */
const RECORDS_NODES = 3_000;
const ATTR_BUDGET = 20_000;
/** Characters of `data-*` JSON parsed per page. */
const ATTR_JSON_CHARS = 1_000_000;

/** Fields that name an object: its plan's name when it is one. */
const NAME_FIELD = /^(?:name|title|label|id|plan|planname|plan_name|displayname|display_name|tier|tiername|tier_name|heading|product|nickname)$/i;
/**
 * Fields that say which billing side the prices beside them belong to. Not `period` or `unitCode`:
 * those are often the unit a price is shown per ("/month"), whichever side it is.
 */
const INTERVAL_FIELD = /^(?:interval|recurring|billing_?interval|billinginterval|billing_?period|billingperiod|billing_?cycle|billingcycle|cadence)$/i;
/** Fields whose number is a price (a key naming a side counts too, see sideOfWords). */
const PRICE_FIELD = /price|amount|cost|fee|rate|value/i;
const NOT_PRICE_FIELD = /count|percent|discount|saving|quantity|limit|seat|user|trial|days|credits?|index|order|position|version|id$/i;

const MONTH_WORDS = new Set(["month", "monthly", "mon", "mo"]);
const YEAR_WORDS = new Set(["year", "yearly", "annual", "annually", "ann", "yr", "annum"]);
/** Whether one word (of `words`) names a billing side: "monthly", "mo", "annual", "yr". */
export const isSideWord = (w: string) => MONTH_WORDS.has(w) || YEAR_WORDS.has(w);
/** Words a data name adds to a plan's name: "Team Monthly Subscription" names the plan "Team". */
const NAME_FILLER = /\b(?:monthly|month|annual|annually|yearly|year|subscription|billing|billed|plan|price|pricing)\b/gi;

/** A key or value split into lower-case words: "priceUsdAnnual" → price, usd, annual. */
export function words(s: string): string[] {
  return s
    .slice(0, 60)
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

export function sideOfWords(s: string): Side | null {
  let side: Side | null = null;
  for (const w of words(s)) {
    const v: Side | null = MONTH_WORDS.has(w) ? "monthly" : YEAR_WORDS.has(w) ? "annual" : null;
    if (v && side && v !== side) return null;
    side ??= v;
  }
  return side;
}

function currencyOfWords(s: string): string | null {
  for (const w of words(s)) if (w.length === 3 && isCurrencyCode(w)) return currencyCode(w);
  return null;
}

/** The side a field's key names, with its twin: `priceUsd` beside `priceUsdAnnual` is the monthly side. */
function keySide(key: string, siblings: Record<string, unknown>): Side | null {
  const own = sideOfWords(key);
  if (own) return own;
  for (const [suffix, side] of [["Annual", "monthly"], ["Yearly", "monthly"], ["_annual", "monthly"], ["_yearly", "monthly"], ["Monthly", "annual"], ["_monthly", "annual"]] as const)
    if (`${key}${suffix}` in siblings) return side;
  return null;
}

/** A plan's key with billing words left out, and the side they named ("Team Annual Subscription"). */
function nameOf(raw: string): { key: string; side: Side | null } | null {
  if (raw.length > 60) return null;
  const key = planKey(raw.replace(NAME_FILLER, " "));
  return key ? { key, side: sideOfWords(raw) } : null;
}

/** A price value: a number or numeric string under a price-like key, or a price token in a short string. */
function amountOf(key: string, v: unknown, sideKeyed: boolean): { amount: number; currency: string | null } | null {
  if (typeof v === "number") return Number.isFinite(v) && v > 0 && (sideKeyed || (PRICE_FIELD.test(key) && !NOT_PRICE_FIELD.test(key))) ? { amount: v, currency: null } : null;
  if (typeof v !== "string" || v.length > 400 || !/\d/.test(v)) return null;
  const t = v.trim();
  if (/^\d[\d.,]*$/.test(t) && (sideKeyed || (PRICE_FIELD.test(key) && !NOT_PRICE_FIELD.test(key)))) {
    const n = parseNumber(t);
    return n && n > 0 ? { amount: n, currency: null } : null;
  }
  const tok = findPrices(t.replace(/<[^>]{0,300}>/g, " "))[0];
  return tok && tok.amount > 0 ? { amount: tok.amount, currency: tok.currency } : null;
}

interface Ctx {
  side: Side | null;
  currency: string | null;
}

/** The object's own side and currency, from its interval and currency fields. */
function ownContext(o: Record<string, unknown>, outer: Ctx): Ctx {
  let { side, currency } = outer;
  for (const [k, v] of Object.entries(o)) {
    if (INTERVAL_FIELD.test(k)) {
      const s = typeof v === "string" ? sideOfWords(v) : v && typeof v === "object" && !Array.isArray(v) ? sideOfWords(String((v as Record<string, unknown>).interval ?? "")) : null;
      if (s) side = s;
    } else if (/^(?:currency|pricecurrency|currency_code|currencycode)$/i.test(k)) currency = currencyCode(v) ?? currency;
  }
  return { side, currency };
}

/**
 * Priced leaves of a record's subtree whose side the data names, breadth first (a record's own
 * price fields before its long feature lists), bounded in depth and nodes.
 */
function recordLeaves(rec: Record<string, unknown>, ctx: Ctx, out: Leaf[], shared: { nodes: number }) {
  let nodes = 0;
  const queue: { o: Record<string, unknown> | unknown[]; ctx: Ctx; depth: number }[] = [{ o: rec, ctx, depth: 0 }];
  for (let qi = 0; qi < queue.length && nodes <= RECORD_NODES; qi++) {
    const { o, ctx: outer, depth } = queue[qi]!;
    const ctxHere = Array.isArray(o) ? outer : ownContext(o, outer);
    for (const [k, v] of Object.entries(o)) {
      if (++nodes > RECORD_NODES || ++shared.nodes > RECORDS_NODES) return;
      const named = Array.isArray(o) ? null : keySide(k, o as Record<string, unknown>);
      const side = named ?? ctxHere.side;
      const currency = (Array.isArray(o) ? null : isCurrencyCode(k) && k.length === 3 ? currencyCode(k) : currencyOfWords(k)) ?? ctxHere.currency;
      if (v && typeof v === "object") {
        if (depth < RECORD_DEPTH) queue.push({ o: v as Record<string, unknown>, ctx: { side, currency }, depth: depth + 1 });
        continue;
      }
      if (!side || INTERVAL_FIELD.test(k)) continue;
      // A number under a currency code inside a side (`month: {usd: 21.9, eur: 21.9}`, issue 25) is
      // that side's price in that currency: the key is the price's currency, not some count. Only a
      // bare three-letter code known as a currency, in an object (an array's index is no key).
      const byCurrency = !Array.isArray(o) && k.length === 3 && isCurrencyCode(k);
      const a = amountOf(k, v, named !== null || byCurrency);
      if (a) out.push({ side, amount: a.amount, currency: a.currency ?? currency });
    }
  }
}

/** The page's JSON: JSON-LD blocks, app state (flight rows included) and `data-*` attributes holding JSON. */
function pageJson(page: Page): unknown[] {
  const out: unknown[] = [...page.jsonLd, ...page.appState.map((b) => b.data)];
  let seen = 0;
  let chars = 0;
  for (const e of page.doc.elements) {
    for (const k in e.attrs) {
      if (++seen > ATTR_BUDGET) return out;
      const v = e.attrs[k];
      if (!k.startsWith("data-") || v.length < 20 || (v[0] !== "{" && v[0] !== "[")) continue;
      if ((chars += v.length) > ATTR_JSON_CHARS) return out;
      try {
        out.push(JSON.parse(v));
      } catch {
        // not JSON: a class list, a selector
      }
    }
  }
  return out;
}

/** Per plan key, the priced leaves of every data object named like that plan. */
function servedLeaves(page: Page, keys: ReadonlySet<string>): Map<string, Leaf[]> {
  const found = new Map<string, Leaf[]>();
  const firsts = [...keys].map((k) => k.split(" ")[0]!).filter(Boolean);
  let budget = NODE_BUDGET;
  const shared = { nodes: 0 };
  const names = new Map<string, ReturnType<typeof nameOf>>();
  const record = (o: Record<string, unknown>, raw: string): boolean => {
    if (shared.nodes > RECORDS_NODES) return false;
    // Cheap first: the raw name holds one of the cards' names (planKey is dearer, and memoised).
    if (raw.length > 60 || !firsts.some((w) => raw.toLowerCase().includes(w))) return false;
    let n = names.get(raw);
    if (n === undefined) names.set(raw, (n = nameOf(raw)));
    if (!n || !keys.has(n.key)) return false;
    const leaves = found.get(n.key) ?? [];
    recordLeaves(o, ownContext(o, { side: n.side, currency: null }), leaves, shared);
    found.set(n.key, leaves);
    return true;
  };
  const visit = (v: object, underKey: string | null, depth: number) => {
    if (--budget < 0 || depth > 40) return;
    if (Array.isArray(v)) {
      for (const x of v) if (x && typeof x === "object") visit(x, null, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    // Named by the key it sits under (`plans: {plus: {…}}`) or by a name field of its own.
    let named = underKey !== null && record(o, underKey);
    for (const k in o) {
      const x = o[k];
      if (typeof x === "string") {
        if (!named && NAME_FIELD.test(k)) named = record(o, x);
      } else if (x && typeof x === "object") visit(x, k, depth + 1);
    }
  };
  for (const root of pageJson(page)) if (root && typeof root === "object") visit(root, null, 0);
  return found;
}

/**
 * The monthly-billing price the data gives for a plan whose shown price is its annual side: one
 * value, dearer than the shown price and at most twice it, beside an annual-side value that is the
 * shown price (per month or per year, in units or cents), both in one currency. Null otherwise.
 */
function monthlySide(leaves: readonly Leaf[], shown: number, currency: string | null): number | null {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.006;
  // Linear: the (scale, currency) pairs whose annual side is the shown price, then the monthly
  // values under one of them.
  const matched = new Set<string>();
  for (const scale of [1, 100])
    for (const a of leaves)
      if (a.side === "annual" && !(currency && a.currency && a.currency !== currency) && (near(a.amount / scale, shown) || near(a.amount / scale / 12, shown))) matched.add(`${scale} ${a.currency}`);
  if (matched.size === 0) return null;
  const values = new Set<number>();
  for (const scale of [1, 100])
    for (const m of leaves) {
      if (m.side !== "monthly" || !matched.has(`${scale} ${m.currency}`)) continue;
      const v = Math.round((m.amount / scale) * 100) / 100;
      if (v > shown && v <= shown * 2) values.add(v);
    }
  return values.size === 1 ? [...values][0]! : null;
}

/**
 * Plans read from cards whose price is the annual side of a served switch (their only price, or
 * their annual side read as both): `amount` becomes the data's monthly side, `annual_amount` the
 * shown price. Called once per page, only when the page offers a period choice.
 */
export function servedMonthlySides(page: Page, plans: readonly PlanFact[]): void {
  const open = plans.filter((p) => p.amount !== null && p.amount > 0 && p.period === "month" && (p.annual_amount === null || p.annual_amount === p.amount));
  if (open.length === 0) return;
  const keys = new Set(open.map((p) => planKey(p.name)));
  const leaves = servedLeaves(page, keys);
  if (leaves.size === 0) return;
  for (const p of open) {
    const own = leaves.get(planKey(p.name));
    const m = own ? monthlySide(own, p.amount!, p.currency) : null;
    if (m === null) continue;
    p.annual_amount = p.amount;
    p.amount = m;
  }
}

/**
 * Round 82b, the mirror of monthlySide: the annual-billing side by the month the data gives for a
 * plan whose shown price is its monthly side — one value, beside a monthly-side value that is the
 * shown price, in one currency and scale: a rate by the month cheaper than the shown price and at
 * least half of it, or a year's total of six to twelve months' worth (per month, / 12). Null otherwise.
 */
function annualSide(leaves: readonly Leaf[], shown: number, currency: string | null): number | null {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.006;
  const matched = new Set<string>();
  for (const scale of [1, 100])
    for (const m of leaves) if (m.side === "monthly" && !(currency && m.currency && m.currency !== currency) && near(m.amount / scale, shown)) matched.add(`${scale} ${m.currency}`);
  if (matched.size === 0) return null;
  const values = new Set<number>();
  for (const scale of [1, 100])
    for (const a of leaves) {
      if (a.side !== "annual" || !matched.has(`${scale} ${a.currency}`)) continue;
      const v = a.amount / scale;
      if (v < shown && v >= shown / 2) values.add(Math.round(v * 100) / 100);
      else if (v >= shown * 6 && v <= shown * 12 + 0.006) values.add(Math.round((v / 12) * 100) / 100);
    }
  return values.size === 1 ? [...values][0]! : null;
}

/**
 * Plans read from cards whose price is the monthly side of a served switch and that carry no annual
 * side: `annual_amount` becomes the data's annual side (a switch served on "Monthly", the plan data
 * holding `{monthly: 18, annual: 180}` under the card's name). Called after servedMonthlySides, only
 * when the page offers a period choice.
 */
export function servedAnnualSides(page: Page, plans: readonly PlanFact[]): void {
  const open = plans.filter((p) => p.amount !== null && p.amount > 0 && p.period === "month" && p.annual_amount === null);
  if (open.length === 0) return;
  const leaves = servedLeaves(page, new Set(open.map((p) => planKey(p.name))));
  if (leaves.size === 0) return;
  for (const p of open) {
    const own = leaves.get(planKey(p.name));
    const a = own ? annualSide(own, p.amount!, p.currency) : null;
    if (a !== null && a < p.amount!) p.annual_amount = a;
  }
}

/**
 * A `data-*` attribute naming one billing side of a price: `data-monthly-price`, `data-price-year`,
 * `data-annual`; round 105i: also a side shortened to its letter or abbreviation beside the word
 * price (`data-price-m` / `data-price-a`, `data-price-y`, `data-mo-price`, `data-price-yr`) — a
 * switch's script reads the side it needs from each card's element. The letter alone (`data-m`)
 * is no side: only with "price".
 */
const SIDE_ATTR = /^data-(?:(?:price-?)?(monthly|month|annual|annually|yearly|year)(?:-?price|-?amount)?|price-(m|mo|a|y|yr)|(m|mo|a|y|yr)-price)$/;
/** Ancestors of a shown price searched for the element keeping its sides (the price's span, its wrapper). */
const PAIR_LEVELS = 3;

/**
 * The billing side and price one `data-*` attribute keeps (`data-monthly-price="110€"` → monthly,
 * 110), or null. The one reading of such attributes: the card reader's (plans-page.ts) and the pair below.
 */
export function attributeSide(key: string, value: string): { side: Side; amount: number } | null {
  const m = SIDE_ATTR.exec(key);
  if (!m) return null;
  const v = value.slice(0, 40).replace(/[^\d.,]/g, "");
  const n = v ? parseNumber(v) : null;
  const side = m[1] ?? m[2] ?? m[3]!;
  return n === null ? null : { side: side.startsWith("m") ? "monthly" : "annual", amount: n };
}

/** Both billing sides kept in one element's own attributes, as numbers; null unless both are there. */
function attributePair(el: HElement): { monthly: number; annual: number } | null {
  let monthly: number | null = null;
  let annual: number | null = null;
  for (const k in el.attrs) {
    const a = attributeSide(k, el.attrs[k]!);
    if (!a || a.amount <= 0) continue;
    if (a.side === "monthly") monthly ??= a.amount;
    else annual ??= a.amount;
  }
  return monthly !== null && annual !== null ? { monthly, annual } : null;
}

/**
 * A card's price shown as a monthly rate ("99€ /month") that is the annual side of a billing switch
 * whose other side the price's own markup keeps (round 27, part d):
 * `<span data-monthly-price="110€" data-annual-price="99€">99€</span> /month` — a reader who clicks
 * "Monthly" sees 110€. Returns the monthly-billing price, or null. The other side of the same data
 * as served-sides' JSON reader, from the element's attributes instead of the page's JSON.
 *
 * Guards (issue 25: a theme's `data-annual` may hold another variant's price, not the annual one):
 * both sides on **one element** — the shown price's own or one of its PAIR_LEVELS wrappers, the
 * nearest that carries a pair —, its annual side **equal to the shown price**, and its monthly side
 * dearer than the shown price and at most twice it. A lone `data-annual`, a pair whose annual side
 * is some other figure, or a pair whose monthly side is the shown one change nothing.
 */
export function attributeMonthlySide(el: HElement, shown: number): number | null {
  let e: HElement | null = el;
  for (let i = 0; e && e.tag !== "#root" && i <= PAIR_LEVELS; e = e.parent, i++) {
    const pair = attributePair(e);
    if (!pair) continue;
    if (Math.abs(pair.annual - shown) >= 0.006) return null;
    return pair.monthly > shown && pair.monthly <= shown * 2 ? pair.monthly : null;
  }
  return null;
}
