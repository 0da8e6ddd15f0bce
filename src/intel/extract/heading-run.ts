/**
 * Round 98, part h (docs/intel.md): plans written as a document's headings, one per plan.
 *
 * A documentation page (Markdown rendered by a docs builder) has no cards: each plan is a heading
 * of one level with its price in it — "💼 Professional - $79/month", "🏢 Business - $199/month" —
 * and its bullets under it, all siblings in one article. The card reader takes each heading for a
 * card and reads the priced ones. The run's other plans carry no figure in their price slot: the
 * free plan "🆓 Free plan (Forever)" or "Starter - Free", the top one "🏭 Enterprise - Custom" or
 * "Enterprise — Contact us". A heading of that shape, beside priced headings of the same shape and
 * level, is a plan of the run; the cards reader found no price in it and dropped it.
 *
 * What must not be read: the article's other headings ("Feature Comparison", "Data Retention",
 * "FAQ", "Getting Started") — they have no price slot at all, so they never match; a trial
 * ("Free trial (30 days)") — a trial is no free plan; and any heading outside the run (only the
 * headings next to the priced run, walking outward, are read, so a closing "Questions? - Contact
 * us" after the article's other sections is not). The run needs two priced headings written
 * name-separator-price: one priced heading is a page's title, not a run.
 */
import { contactLine } from "./plans-page.ts";
import { FOREVER_WORD_ALTERNATIVES, FREE_WORD_ALTERNATIVES, TRIAL_WORD } from "./free-words.ts";
import { findPrices } from "./money.ts";

/** Emoji and symbols a docs heading opens with ("🆓", "💼", "★"): decoration, never the name. */
const LEAD_SYMBOLS = /^[\p{Extended_Pictographic}\p{S}\uFE0F\u200D\s]+/u;
/** The separator between a plan's name and its price slot in one heading: "Pro - $9", "Pro: Free". */
const SEPARATOR = /\s+[-–—:|]\s+/u;
/** A free plan named by its free word, with an optional "plan"/"tier": "Free", "Free plan", "Gratis". */
const FREE_NAME = new RegExp(`^(?:${FREE_WORD_ALTERNATIVES})(?:\\s+(?:plan|tier))?$`, "iu");
/** A free price slot: "Free", "Free forever", "Free (Forever)". */
const FREE_SLOT = new RegExp(`^(?:${FREE_WORD_ALTERNATIVES})(?:[\\s,(]+(?:${FOREVER_WORD_ALTERNATIVES})\\)?)?[.!]?$`, "iu");
/** A note after the name in brackets that says it lasts: "(Forever)". A length ("(30 days)") is a trial's. */
const FOREVER_NOTE = new RegExp(`^\\((?:${FOREVER_WORD_ALTERNATIVES})\\)$`, "iu");

const clean = (text: string) => text.replace(LEAD_SYMBOLS, "").replace(/\s+/g, " ").trim();

/** The name of a heading that states name, separator, price ("Business - $199/month"), or null. */
export function pricedHeadingName(text: string, nameOf: (raw: string) => string | null): string | null {
  const t = clean(text);
  const m = SEPARATOR.exec(t);
  if (!m || m.index === 0) return null;
  const slot = t.slice(m.index + m[0].length);
  const prices = findPrices(slot);
  if (prices.length === 0 || prices[0]!.index > 2 || findPrices(t.slice(0, m.index)).length > 0) return null;
  return nameOf(t.slice(0, m.index));
}

/**
 * A heading of the run's shape whose price slot is a free or a quote word: the plan it names, or
 * null. `nameOf` is the card reader's test of a plan's name.
 */
export function unpricedHeadingPlan(text: string, nameOf: (raw: string) => string | null): { name: string; kind: "free" | "contact" } | null {
  const t = clean(text);
  if (!t || t.length > 60 || findPrices(t).length > 0 || TRIAL_WORD.test(t)) return null;
  const m = SEPARATOR.exec(t);
  if (m && m.index > 0) {
    const name = nameOf(t.slice(0, m.index));
    const slot = t.slice(m.index + m[0].length).trim();
    if (!name) return null;
    if (FREE_SLOT.test(slot)) return { name, kind: "free" };
    if (slot.length <= 30 && contactLine(slot)) return { name, kind: "contact" };
    return null;
  }
  // No separator: the name is the free word itself, alone or with a lasting note ("Free plan (Forever)").
  const note = /\s*(\([^()]*\))$/u.exec(t);
  const head = note ? t.slice(0, note.index).trim() : t;
  if (note && !FOREVER_NOTE.test(note[1]!)) return null;
  if (!FREE_NAME.test(head)) return null;
  const name = nameOf(head);
  return name ? { name, kind: "free" } : null;
}
