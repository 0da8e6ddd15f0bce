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

const LEADING_MARKS = /^[\s✓✔☑✅✗✘×•·◦▪▸►‣⁃*+\-–—>:|]+/u;
const TRAILING_PUNCT = /[\s.,;:!?·•*]+$/u;
/** Lines that are list furniture or cell values, not features. */
const NOT_A_FEATURE = /^(?:yes|no|included|not included|unlimited|limited|n\/a|none|—|-|everything in .*|all .* features,? plus|plus:?|and more|learn more|see all features|compare plans|show more|read more|contact sales|get started|\d[\d,.]*\s*(?:gb|tb|mb|%|x|k|m)?|all (?:free|basic|starter|standard|pro|plus|team|business|premium|growth)(?: plan)? features,?(?: \+| plus)?|(?:monthly |annual |yearly |starting |base |list )?(?:price|pricing|prices|cost|billing|fee)(?: per (?:month|year|user|seat))?|plans?|users?|seats?|per (?:user|seat|month|year))$/i;

/** A feature as shown, normalised: trimmed, whitespace collapsed, no leading ticks or trailing punctuation. */
export function cleanFeature(raw: string): string | null {
  const t = raw.replace(/\s+/g, " ").replace(LEADING_MARKS, "").replace(TRAILING_PUNCT, "").trim();
  if (t.length < 2 || t.length > 80) return null;
  if (!/\p{L}{2}/u.test(t) || NOT_A_FEATURE.test(t)) return null;
  return t;
}

/** The comparison key of a name: lower case, letters and digits only. */
export const keyOf = (s: string) => s.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** A plan's merge key: "Pro plan" ≈ "PRO" ≈ "Pro."; "Business+" stays apart from "Business". */
export const planKey = (name: string) => {
  const k = keyOf(name.replace(/\+/g, " plus "));
  return k.replace(/\b(?:plan|tier|package|edition|subscription)\b/g, "").replace(/\s+/g, " ").trim() || k;
};
