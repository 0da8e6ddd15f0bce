/**
 * The annual side of a billing switch kept in the page's own script (round 28, part e). A
 * subscription page served on its monthly side often swaps in the annual prices with a few lines
 * of inline JavaScript, and those lines hold both sides as literals under keys that name them:
 * `{ monthly: { pro: '$29' }, annual: { pro: '$23' } }`, `{ pro: { monthly: '4.99', yearly:
 * '49.99' } }`, `{ starter_monthly: 5.99, starter_annual: 57 }`, `{ monthly: [29, 59, 99],
 * annual: [23, 47, 79] }`, or the markup each side writes into the card (`year: '<span>2,49 €</span>'`).
 * That is no JSON (unquoted keys, single quotes, code around it), so
 * served-sides.ts's walk of the page's data never sees it. A reader who clicks the switch sees the
 * annual side; the card reader, which reads the served markup, reports none.
 *
 * Read: the inline scripts are scanned once (a linear tokenizer, no evaluation) for literal values
 * inside object and array literals, each with its path of keys (array elements by index). A value
 * whose path names exactly one billing side (`monthly`, `annual`, `yearly`, also inside a key:
 * `starter_monthly`, `priceYearly`) is paired with the value whose path is the same once the side
 * word is taken out — the other side of the same slot. A plan read as a monthly rate with no annual
 * side takes the pair's annual value only when **the pair's monthly value is the price the card
 * shows**, and the annual value is a discount on it: a per-month rate from half the monthly price
 * up to below it, or a yearly total whose twelfth is (`49.99` beside `4.99` → 4.17). Nothing else
 * is read from scripts: no statement (`if (annual) el.textContent = '32'`), no computed value.
 *
 * Its mirror (round 105i, scriptMonthlySides below): a switch served on its annual side, whose
 * card shows the pair's annual value, takes the pair's monthly value as the plan's amount.
 *
 * The keys naming both sides are the switch: no "Monthly / Yearly" label is asked of the page (a
 * Finnish "Kuukausitilaus / Vuositilaus" is one). Bounded: scripts up to SCRIPT_CHARS each and
 * PAGE_CHARS a page (only those naming a month or a year), TOKEN_BUDGET tokens, NEST_DEPTH levels.
 */
import type { Page } from "../page.ts";
import type { PlanFact } from "../facts.ts";
import { textContent } from "../html/parse.ts";
import { currencyCode, findPrices, parseNumber } from "./money.ts";
import { planKey } from "./text.ts";
import { isSideWord, sideOfWords, words, type Side } from "./served-sides.ts";

const SCRIPT_CHARS = 200_000;
const PAGE_CHARS = 1_000_000;
const TOKEN_BUDGET = 200_000;
const NEST_DEPTH = 12;

type Tok = { t: "id" | "str" | "num" | "p"; v: string };

/** Punctuation of two or three characters kept whole, so `==`, `=>` and `===` are never an assignment. */
const MULTI = ["===", "!==", "==", "!=", "=>", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/=", "++", "--"];
const ID_START = /[A-Za-z_$]/;
const ID_PART = /[\w$]/;
const DIGIT = /\d/;

/** JavaScript source as tokens: comments dropped, strings unquoted (a quote string ends at its line). */
export function scriptTokens(src: string, budget = TOKEN_BUDGET): Tok[] {
  const out: Tok[] = [];
  const n = src.length;
  let i = 0;
  while (i < n && out.length < budget) {
    const c = src[i];
    if (c === " " || c === "\n" || c === "\t" || c === "\r") {
      i++;
    } else if (c === "/" && src[i + 1] === "/") {
      const e = src.indexOf("\n", i);
      i = e < 0 ? n : e;
    } else if (c === "/" && src[i + 1] === "*") {
      const e = src.indexOf("*/", i + 2);
      i = e < 0 ? n : e + 2;
    } else if (c === "'" || c === '"' || c === "`") {
      let j = i + 1;
      while (j < n && src[j] !== c && (c === "`" || src[j] !== "\n")) j += src[j] === "\\" ? 2 : 1;
      // A long string is no price: kept empty rather than copied.
      out.push({ t: "str", v: j - i - 1 > 400 ? "" : src.slice(i + 1, j) });
      i = j + 1;
    } else if (DIGIT.test(c) || (c === "." && DIGIT.test(src[i + 1] ?? ""))) {
      let j = i;
      while (j < n && /[\d.]/.test(src[j])) j++;
      out.push({ t: "num", v: src.slice(i, j) });
      i = j;
    } else if (ID_START.test(c)) {
      let j = i + 1;
      while (j < n && ID_PART.test(src[j])) j++;
      out.push({ t: "id", v: src.slice(i, j) });
      i = j;
    } else {
      const m = MULTI.find((p) => src.startsWith(p, i));
      out.push({ t: "p", v: m ?? c });
      i += m ? m.length : 1;
    }
  }
  return out;
}

interface Leaf {
  path: string[];
  amount: number;
  currency: string | null;
}

/** Tokens after which `{` or `[` opens a literal, not a block or an index. */
const VALUE_BEFORE = new Set([":", "=", ",", "[", "(", "?", "return", "||", "&&", "??"]);
/** Words of a key above a value that is no price: counts, fees, seats, ids, limits, terms. */
const NOT_PRICE_WORD = /^(?:fees?|tokens?|counts?|num|percent(?:age)?|discounts?|savings?|save|limits?|seats?|users?|trials?|days?|credits?|quotas?|min|max|id|index|order|qty|quantity|steps?|cycles?|period|interval|terms?|duration|months)$/;
/** A price written as a string: digits with an optional currency sign or code either side. */
const PRICE_STRING = /^\s*([$€£¥₹]|[A-Z]{3})?\s*(\d[\d,.\u00a0 ]{0,12})\s*([$€£¥₹]|[A-Z]{3})?\s*$/;

/** Literal values inside object and array literals, each with the keys (and indexes) above it. */
export function scriptLeaves(toks: Tok[]): Leaf[] {
  type Frame = { kind: "obj" | "arr" | "other"; key: string | null; idx: number; pending: string | null };
  const stack: Frame[] = [];
  const leaves: Leaf[] = [];
  let assign: string | null = null;
  const path = (): string[] => stack.filter((f) => f.kind !== "other" && f.key !== null).map((f) => f.key!);
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    const next = toks[i + 1];
    const prev = toks[i - 1];
    const top = stack[stack.length - 1];
    if ((tok.t === "id" || tok.t === "str") && next?.t === "p" && next.v === ":" && top?.kind === "obj") {
      top.pending = tok.v;
      i++;
      continue;
    }
    if (tok.t === "id" && next?.t === "p" && next.v === "=") {
      assign = tok.v;
      continue;
    }
    if (tok.t === "p" && (tok.v === "{" || tok.v === "[")) {
      const literal = !prev || VALUE_BEFORE.has(prev.v);
      const key = !literal ? null : top?.kind === "obj" ? top.pending : top?.kind === "arr" ? `#${top.idx}` : assign;
      if (stack.length >= NEST_DEPTH) return leaves;
      stack.push({ kind: literal ? (tok.v === "{" ? "obj" : "arr") : "other", key, idx: 0, pending: null });
      assign = null;
      continue;
    }
    if (tok.t === "p" && tok.v === "(") {
      if (stack.length >= NEST_DEPTH) return leaves;
      stack.push({ kind: "other", key: null, idx: 0, pending: null });
      continue;
    }
    if (tok.t === "p" && (tok.v === "}" || tok.v === "]" || tok.v === ")")) {
      stack.pop();
      continue;
    }
    if (tok.t === "p" && tok.v === ",") {
      if (top?.kind === "arr") top.idx++;
      else if (top?.kind === "obj") top.pending = null;
      continue;
    }
    if (tok.t === "p" && tok.v === ";") {
      assign = null;
      continue;
    }
    if ((tok.t === "num" || tok.t === "str") && top && top.kind !== "other" && next?.t === "p" && [",", "}", "]"].includes(next.v)) {
      const own = top.kind === "obj" ? top.pending : `#${top.idx}`;
      if (own === null) continue;
      const value = literalAmount(tok);
      if (value) leaves.push({ path: [...path(), own], ...value });
    }
  }
  return leaves;
}

function literalAmount(tok: Tok): { amount: number; currency: string | null } | null {
  if (tok.t === "num") {
    const n = Number(tok.v);
    return Number.isFinite(n) && n > 0 ? { amount: n, currency: null } : null;
  }
  // A price string is short: the length check keeps the pattern's spaces from being tried at length.
  const m = tok.v.length <= 30 ? PRICE_STRING.exec(tok.v) : null;
  // A side kept as the markup the switch writes into the card ('<span>2,49 €</span> /kk'): its first price.
  if (!m && tok.v.includes("<")) {
    const first = findPrices(tok.v.replace(/<[^>]{0,300}>/g, " "))[0];
    return first && first.amount > 0 ? { amount: first.amount, currency: first.currency } : null;
  }
  if (!m) return null;
  const sign = m[1] ?? m[3] ?? null;
  const currency = sign ? currencyCode(sign) : null;
  if (sign && !currency) return null;
  const n = parseNumber(m[2].trim());
  return n && n > 0 ? { amount: n, currency } : null;
}

/** The leaf's side and its slot (its path without the side word), when exactly one key names a side. */
function slotOf(leaf: Leaf): { side: Side; slot: string } | null {
  let side: Side | null = null;
  const parts: string[] = [];
  for (const part of leaf.path) {
    if (part.startsWith("#")) {
      parts.push(part);
      continue;
    }
    const ws = words(part);
    if (ws.some((w) => NOT_PRICE_WORD.test(w))) return null;
    const s = sideOfWords(part);
    if (s) {
      if (side) return null;
      side = s;
    }
    parts.push(ws.filter((w) => !isSideWord(w)).join(" "));
  }
  return side ? { side, slot: parts.join("|") } : null;
}

interface Pair {
  slot: string;
  monthly: Leaf;
  annual: Leaf;
}

/** Each slot holding exactly one monthly and one annual value. */
export function scriptSidePairs(page: Page): Pair[] {
  const leaves: Leaf[] = [];
  let chars = 0;
  for (const el of page.doc.elements) {
    if (el.tag !== "script" || el.attrs.src !== undefined) continue;
    const type = (el.attrs.type ?? "").trim().toLowerCase();
    if (type && !type.includes("javascript") && type !== "module") continue;
    const src = textContent(el);
    if (src.length > SCRIPT_CHARS || (chars += src.length) > PAGE_CHARS) continue;
    if (!/month|annual|year/i.test(src)) continue;
    leaves.push(...scriptLeaves(scriptTokens(src)));
  }
  const slots = new Map<string, { monthly: Leaf[]; annual: Leaf[] }>();
  for (const leaf of leaves) {
    const s = slotOf(leaf);
    if (!s) continue;
    let e = slots.get(s.slot);
    if (!e) slots.set(s.slot, (e = { monthly: [], annual: [] }));
    e[s.side].push(leaf);
  }
  const pairs: Pair[] = [];
  for (const [slot, e] of slots) if (e.monthly.length === 1 && e.annual.length === 1) pairs.push({ slot, monthly: e.monthly[0], annual: e.annual[0] });
  return pairs;
}

/** The annual value as a per-month rate when it is a discount on the monthly one, else null. */
function perMonthDiscount(monthly: number, annual: number): number | null {
  if (annual < monthly && annual >= monthly / 2) return annual;
  const twelfth = annual / 12;
  if (twelfth < monthly && twelfth >= monthly / 2) return Math.round(twelfth * 100) / 100;
  return null;
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Plans read as a monthly rate with no annual side take it from the script's pair whose monthly
 * value is the price shown. Two pairs giving the same plan different annual values decide nothing,
 * unless the plan's name tells them apart (the slot holds the name's words).
 */
export function scriptAnnualSides(page: Page, plans: PlanFact[]): void {
  const open = plans.filter((p) => p.period === "month" && p.amount !== null && p.amount > 0 && p.annual_amount === null && !p.contact_sales);
  if (open.length === 0) return;
  const pairs = scriptSidePairs(page);
  // Every pair must read as a switch's two sides: a pair whose annual value is no discount on its
  // monthly one says the script's numbers are something else (another unit, a count, a total).
  if (pairs.length === 0 || pairs.some((p) => perMonthDiscount(p.monthly.amount, p.annual.amount) === null)) return;
  // A page that sells the year as a plan of its own ("Premium Monthly 2.99", "Premium Yearly 24.99")
  // has no switch side to add: its script's annual figure is that plan's price.
  const sold = plans.filter((p) => p.period === "year" || p.period === "one_time").map((p) => p.amount);
  for (const plan of open) {
    const m = plan.amount!;
    const fits = (c: string | null) => c === null || plan.currency === null || c === plan.currency;
    const found = pairs
      .filter((p) => same(p.monthly.amount, m) && fits(p.monthly.currency) && fits(p.annual.currency) && !sold.some((a) => a !== null && same(a, p.annual.amount)))
      .map((p) => ({ slot: p.slot, annual: perMonthDiscount(m, p.annual.amount) }))
      .filter((f): f is { slot: string; annual: number } => f.annual !== null);
    let values = [...new Set(found.map((f) => f.annual))];
    if (values.length > 1) {
      const key = planKey(plan.name);
      values = [...new Set(found.filter((f) => key && f.slot.split("|").some((s) => s === key || s.split(" ").includes(key))).map((f) => f.annual))];
    }
    if (values.length === 1) plan.annual_amount = values[0];
  }
}

/**
 * Round 105i, the mirror of scriptAnnualSides: a switch served on its **annual** side, the card
 * showing only that side ("$169/mo" with "Billed annually" under an "Annual" switch) and the
 * page's inline script keeping both sides under keys that name them (`{ "Basic": { monthly: "199",
 * annually: "169" } }`). A plan read as a monthly rate whose annual side is unknown or the shown
 * price itself takes the pair's monthly value as its `amount` and the shown price as its annual
 * side (test/intel/real-pages/README.md, "Conventions": the monthly side whenever the page gives it).
 *
 * Guards — never an annual side reported as the monthly price, never another plan's monthly price:
 * every pair is a switch's two sides (each annual value a discount on its monthly one); the shown
 * price is **a pair's annual value** (per month, or a year's total of it) and **no pair's monthly
 * value** (a page served on its monthly side shows monthly values: nothing to swap); the monthly
 * value is dearer than the shown price and at most twice it; pairs giving different monthly values
 * decide nothing unless the plan's name picks one slot. Called only on a page with a period choice.
 */
export function scriptMonthlySides(page: Page, plans: PlanFact[]): void {
  const open = plans.filter((p) => p.period === "month" && p.amount !== null && p.amount > 0 && (p.annual_amount === null || p.annual_amount === p.amount) && !p.contact_sales);
  if (open.length === 0) return;
  const pairs = scriptSidePairs(page);
  if (pairs.length === 0 || pairs.some((p) => perMonthDiscount(p.monthly.amount, p.annual.amount) === null)) return;
  for (const plan of open) {
    const shown = plan.amount!;
    const fits = (c: string | null) => c === null || plan.currency === null || c === plan.currency;
    if (pairs.some((p) => same(p.monthly.amount, shown))) continue;
    const found = pairs.filter(
      (p) => fits(p.monthly.currency) && fits(p.annual.currency) && perMonthDiscount(p.monthly.amount, p.annual.amount) !== null && same(perMonthDiscount(p.monthly.amount, p.annual.amount)!, shown) && p.monthly.amount > shown && p.monthly.amount <= shown * 2,
    );
    let values = [...new Set(found.map((f) => f.monthly.amount))];
    if (values.length > 1) {
      const key = planKey(plan.name);
      values = [...new Set(found.filter((f) => key && f.slot.split("|").some((s) => s === key || s.split(" ").includes(key))).map((f) => f.monthly.amount))];
    }
    if (values.length !== 1) continue;
    plan.annual_amount = shown;
    plan.amount = values[0]!;
  }
}
