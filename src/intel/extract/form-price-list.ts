/**
 * A price list printed inside a purchase form (issue 25, round 95, part a; docs/intel.md, "Round 95,
 * part a").
 *
 * An older or hand-made site takes payment through a form that posts to a payment service or its
 * own checkout, and prints its prices above the form's fields, one line a plan: "Service price:",
 * then "1-9 users: $19/month or $99/year", "10-99 users: $39/month or $299/year". Nothing else on
 * the page prices anything, and no reader takes these lines: they are neither cards nor a list's
 * items, and the line readers leave forms alone (a form is most often a sign-up or a search, whose
 * words are no prices). A visitor reads each line as a plan: the label what is bought, the price
 * what it costs, by the period the line says; a second price "or $99/year" its other billing side.
 *
 * The rule, a last resort on a pricing page where no reader found a plan (extract-site.ts): a shown
 * `<form>` whose action leads to a payment service (PayPal's, a checkout's host) or to a checkout's,
 * a cart's or a payment's path on the site, holding two or more lines that each read exactly a
 * label, a colon and a price with its period — optionally "or" and a second price with the other
 * period — and no other line with a price (a sentence with a price, or a total, makes the form no
 * price list). The label is short (five words at most), is no field's label ("Amount", "Total") and
 * no purchase action. A price with no period stated is left out: a bare price in a payment form may
 * be a deposit, a total or a fee. Hidden fields are never read: only the lines a visitor sees.
 *
 * The plan's `amount` is the price by the month where a line states one, its `annual_amount` the
 * year's price over twelve (the corpus's convention: what a month costs billed by the year).
 *
 * Bounded: at most MAX_FORMS forms, each form's visible text cut at MAX_FORM_TEXT characters.
 */
import type { PlanFact } from "../facts.ts";
import type { Page } from "../page.ts";
import { billingAfter, findPrices, type PriceToken } from "./money.ts";
import { evidenceOf } from "./plans-page.ts";
import { purchaseAction } from "./purchase-actions.ts";
import { buyingPath } from "./buy-links.ts";

const MAX_FORMS = 20;
const MAX_FORM_TEXT = 4000;
const MAX_LINES = 30;
const MAX_LABEL_WORDS = 5;
const MAX_LABEL_CHARS = 40;
/** A payment service's host: a form posting there takes money. */
const PAYMENT_HOST = /(?:^|\.)(?:paypal\.com|2checkout\.com|fastspring\.com|paddle\.com|gumroad\.com|lemonsqueezy\.com|checkout\.stripe\.com|payfast\.co\.za|skrill\.com|shareit\.com|avangate\.com|bluesnap\.com)$/i;
/** A path on the site that takes money: a checkout's, a cart's, a payment's, a charge's step. */
const PAYING_PATH = buyingPath(["charge", "webscr"]);
/** Labels of a form's fields or sums, never of what is sold. */
const FIELD_LABEL = /^(?:amount|total|sub-?total|tax|vat|price|prices|cost|fee|fees|shipping|discount|balance|due|amount due|you pay|pay)$/i;
/** The words that may join the two sides of one line: "or", a slash, a comma. */
const SIDE_JOIN = /^[\s,/|]*(?:or\b)?[\s,/|]*$/i;

/** Whether a form's action takes payment. */
function paysTo(action: string | undefined, base: string): boolean {
  if (!action) return false;
  try {
    const u = new URL(action.trim(), base);
    return PAYMENT_HOST.test(u.hostname) || PAYING_PATH.test(u.pathname);
  } catch {
    return false;
  }
}

interface Side {
  tok: PriceToken;
  period: "month" | "year" | "one_time";
}

interface Line {
  label: string;
  sides: Side[];
  text: string;
  start: number;
}

/** The period stated right after a price, up to the next price (or the line's end). */
function sideOf(line: string, tok: PriceToken, nextAt: number): Side | null {
  const tail = line.slice(tok.end, nextAt);
  const { period } = billingAfter(tail);
  if (period !== "month" && period !== "year" && period !== "one_time") return null;
  // Only the period's words may follow: "$19/month", "$99 per year" — not "$19 for the first month of …".
  if (tail.replace(/^[\s/]*/, "").length > 16) return null;
  return { tok, period };
}

/** A line "label: price/period [or price/period]", or null; `priced` is whether the line holds a price at all. */
function readLine(text: string): { line: Omit<Line, "start" | "text"> | null; priced: boolean } {
  const toks = findPrices(text, 4);
  if (toks.length === 0) return { line: null, priced: false };
  const fail = { line: null, priced: true };
  if (toks.length > 2) return fail;
  const head = text.slice(0, toks[0]!.index);
  const colon = /^(.*\S)\s*:\s*$/u.exec(head);
  if (!colon) return fail;
  const label = colon[1]!.trim();
  const words = label.split(/\s+/);
  if (words.length > MAX_LABEL_WORDS || label.length > MAX_LABEL_CHARS || !/[\p{L}\p{N}]/u.test(label)) return fail;
  if (FIELD_LABEL.test(label) || purchaseAction(label)) return fail;
  const sides: Side[] = [];
  for (let i = 0; i < toks.length; i++) {
    const next = toks[i + 1];
    const side = sideOf(text, toks[i]!, next ? next.index : text.length);
    if (!side) return fail;
    sides.push(side);
  }
  if (sides.length === 2) {
    const [a, b] = sides as [Side, Side];
    // Two sides: the month's and the year's, one currency, "or" (or nothing) between.
    const between = text.slice(a.tok.end, b.tok.index).replace(/[^\s,/|]*(?:month|mo|year|yr|annum|annually|monthly)[^\s,/|]*/gi, "");
    if (a.tok.currency !== b.tok.currency || new Set([a.period, b.period]).size !== 2 || !sides.every((s) => s.period !== "one_time") || !SIDE_JOIN.test(between)) return fail;
  }
  return { line: { label, sides }, priced: true };
}

/** The plans a purchase form's printed price list states (see above); none unless every priced line of the form is one. */
export function formPriceListPlans(page: Page): PlanFact[] {
  let forms = 0;
  for (const form of page.doc.elements) {
    if (form.tag !== "form" || page.isHidden(form)) continue;
    if (++forms > MAX_FORMS) break;
    if (!paysTo(form.attrs.action, page.url)) continue;
    const [from, to] = page.range(form, "visible");
    const text = page.visible.slice(from, Math.min(to, from + MAX_FORM_TEXT));
    const lines: Line[] = [];
    let ok = true;
    let at = 0;
    for (const raw of text.split("\n").slice(0, MAX_LINES)) {
      const start = at;
      at += raw.length + 1;
      const t = raw.replace(/\s+/g, " ").trim();
      if (!t) continue;
      const { line, priced } = readLine(t);
      if (priced && !line) {
        ok = false;
        break;
      }
      if (line) lines.push({ ...line, text: t, start: from + start + raw.indexOf(t.slice(0, 1)) });
    }
    if (!ok || lines.length < 2) continue;
    // One name at one price: a label said twice is no list of plans.
    if (new Set(lines.map((l) => l.label.toLowerCase())).size !== lines.length) continue;
    return lines.map((l) => planOf(page, l));
  }
  return [];
}

function planOf(page: Page, l: Line): PlanFact {
  const month = l.sides.find((s) => s.period === "month");
  const year = l.sides.find((s) => s.period === "year");
  const main = month ?? l.sides[0]!;
  const annual = month && year ? Math.round((year.tok.amount / 12) * 100) / 100 : null;
  const el = page.elementAt("visible", l.start, l.start + l.text.length);
  return {
    name: l.label,
    amount: main.tok.amount,
    annual_amount: annual,
    list_amount: null,
    currency: main.tok.currency,
    period: main.period,
    per_user: false,
    free: main.tok.amount === 0,
    trial_days: null,
    contact_sales: false,
    price_text: l.text.slice(l.text.indexOf(main.tok.raw)).trim(),
    features: [],
    source: "page",
    evidence: evidenceOf(page, el, l.text),
  };
}
