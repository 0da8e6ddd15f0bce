/**
 * Text helpers shared by the extractors: evidence snippets and feature-name normalisation.
 */

/** Whitespace collapsed, cut to `max` characters on a word boundary when possible (surrogate-safe). */
export function snippet(text: string, max = 160): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  let cut = t.slice(0, max - 1);
  const sp = cut.lastIndexOf(" ");
  if (sp > max * 0.6) cut = cut.slice(0, sp);
  // Never leave half of a surrogate pair at the end.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * A snippet of `text` that shows the words at [start, end): the whole text when it fits, else
 * about `max` characters around them, cut on word boundaries, with "…" where text was left out
 * — a finding quotes what it rests on, not the opening of a long block that happens to hold it.
 */
export function snippetAround(text: string, start: number, end: number, max = 160): string {
  const t = text.replace(/\s+/g, " ");
  if (t.trim().length <= max) return snippet(t, max);
  const room = Math.max(0, max - 2 - (end - start));
  let from = Math.max(0, start - Math.floor(room / 2));
  const to = Math.min(t.length, from + max - 2);
  from = Math.max(0, to - (max - 2));
  let cut = t.slice(from, to);
  // Whole words only, at both ends (unless the text ends there).
  if (from > 0) cut = cut.replace(/^\S*\s/, "");
  if (to < t.length) cut = cut.replace(/\s\S*$/, "");
  return `${from > 0 ? "…" : ""}${cut.trim()}${to < t.length ? "…" : ""}`;
}

const LEADING_MARKS = /^[\s✓✔☑✅✗✘✖✕❌☒×•·◦▪▸►‣⁃*+\-–—>:|]+/u;
const TRAILING_PUNCT = /[\s.,;:!?·•*]+$/u;
/** Lines that are list furniture or cell values, not features. */
const NOT_A_FEATURE = /^(?:yes|no|included|not included|unlimited|limited|n\/a|none|—|-|everything in .*|all .* features,? plus|plus:?|and more|learn more|see all features|compare plans|show more|read more|contact sales|get started|\d[\d,.]*\s*(?:gb|tb|mb|%|x|k|m)?|all (?:free|basic|starter|standard|pro|plus|team|business|premium|growth)(?: plan)? features,?(?: \+| plus)?|(?:monthly |annual |yearly |starting |base |list )?(?:price|pricing|prices|cost|billing|fee)(?: per (?:month|year|user|seat))?|plans?|users?|seats?|per (?:user|seat|month|year)|(?:\d+[-\s]days?\s+)?free trial(?:\s+(?:for|of)\s+.*)?|(?:\d+[-\s]days?\s+)?trial(?:\s+(?:for|of)\s+.*)?|cancel (?:any ?time|at any time).*|no credit card(?: required)?.*)$/i;

/**
 * Lines of a pricing card that sell the checkout, not the product (round 15: they come and go
 * with the card's design and read as features added and removed): a trial offer (the plan's
 * trial_days says it), a secure-payment or tax note, a badge, a link to the full comparison.
 */
const CHECKOUT_LINE = /^(?:free \d+[-\s]days?\s+trial.*|secure(?:d)? (?:payments?|checkout)(?:\s+(?:via|by|with|through)\s+.*)?|secure(?:d)? (?:via|by|with|through) .*|(?:payments?|checkout) secured? (?:via|by|with|through) .*|paiement s[ée]curis[ée].*|pago seguro.*|pagamento (?:seguro|sicuro).*|sichere zahlung.*|(?:eu |uk )?vat included|(?:prices? )?incl(?:\.|uding|usive)? (?:of )?(?:vat|tax(?:es)?|gst)|(?:vat|tax(?:es)?|gst) (?:included|incl\.?)|(?:inkl|zzgl)\.? (?:mwst|ust)\.?|most popular|best value|biggest savings|best deal|recommended|see (?:the )?(?:full|all|complete|detailed) .*(?:features?|breakdown|comparison|details))$/i;

/** A feature as shown, normalised: trimmed, whitespace collapsed, no leading ticks or trailing punctuation. */
export function cleanFeature(raw: string): string | null {
  const t = raw.replace(/\s+/g, " ").replace(LEADING_MARKS, "").replace(TRAILING_PUNCT, "").trim();
  if (t.length < 2 || t.length > 80) return null;
  if (!/\p{L}{2}/u.test(t) || NOT_A_FEATURE.test(t) || CHECKOUT_LINE.test(t)) return null;
  // A price is no feature ("Pro — $39 USD/mes"), nor a band of shares ("95% – 99% Uptime", "Below 89.9%": an SLA table's rows).
  // (A sign after the number has no word boundary after it: "39,90 € / Monat".)
  if (/[$€£¥₹]\s?\d|\d\s?(?:[€£円]|(?:USD|EUR|GBP)\b)/.test(t)) return null;
  if ((t.match(/\d\s?%/g) ?? []).length >= 2 || /^(?:below|above|under|over|less than|more than|up to)\s+[\d.,]+\s?%/i.test(t)) return null;
  return t;
}

/** The comparison key of a name: lower case, letters and digits only. */
export const keyOf = (s: string) => s.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** A plan's merge key: "Pro plan" ≈ "PRO" ≈ "Pro."; "Business+" stays apart from "Business". */
export const planKey = (name: string) => {
  const k = keyOf(name.replace(/\+/g, " plus "));
  return k.replace(/\b(?:plan|tier|package|edition|subscription)\b/g, "").replace(/\s+/g, " ").trim() || k;
};
