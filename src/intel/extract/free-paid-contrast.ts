/**
 * A free side set against a paid one (issue 25, round 28 part h): "Free vs Pro", "Paid vs Free",
 * "for both our free and paid users", "Free/Paid hosting", "free users get community support".
 * A page that sets its free users or free side against its paid ones has a free tier, even where
 * no card or price line says "Free": on the development waves on this machine (8–12, 14–22) 18 pages
 * print such a phrase (searched line by line), all 18 with a free tier — 16 already read as free
 * by a card or another claim, two (a game-server host's "free users or premium", a usage-priced
 * IDE's "our free and paid users") were read as having none. Read in the signals' text blocks, the
 * phrase fires on 12 pages that had no such signal, all with a free tier, and gains the first of the
 * two; the IDE's sentence is in an FAQ answer, which the signals do not read.
 *
 * Not counted: "a free account" alone (two pages without a free tier print it, beside a trial's
 * sign-up), a sentence with a trial word or a time limit ("Free vs Pro: try Pro free for 14 days"),
 * and a count of free users or seats on a paid plan ("includes 5 free users", "one free seat"): a
 * number or a count word right before "free user(s)"; nor the customer's own audience ("free or
 * paid members", "your free users": a newsletter or paywall product's buyers sell both — the
 * real-like Ghost site's "Send every post by email to free or paid members"). English only: the
 * paid words of other languages are not tabled, and no development page needed them.
 * Bounded gaps and alternatives only: linear on any text.
 */
import { TRIAL_WORD } from "./free-words.ts";
import { TIME_LIMIT } from "./lasting-free.ts";

const PAID = String.raw`(?:paid|premium|pro)`;
const BETWEEN = String.raw`\s{0,3}(?:and|or|/|&|vs\.?|versus)\s{0,3}`;
const CONTRAST = new RegExp(String.raw`\bfree${BETWEEN}${PAID}\b|\b${PAID}${BETWEEN}free\b|\bfree\s{1,3}users?\b`, "i");
/**
 * The customer's own audience, not the product's tiers: "send every post to free or paid members",
 * "turn your free users into paying ones" — a newsletter's, a paywall's or a course platform's
 * buyers sell free and paid access themselves. The noun right after the contrast, or "your"/"their"
 * right before it.
 */
const AUDIENCE_AFTER = /^\s{0,3}(?:members?|subscribers?|subscriptions?|readers?|content|posts?|articles?|newsletters?|memberships?|courses?|events?|tickets?|customers?|audiences?|listeners?|fans?|followers?|students?|products?|apps?)\b/i;
const AUDIENCE_BEFORE = /\b(?:your|their|his|her)\s{0,3}$/i;
/** "5 free users", "one free user", "additional free users": seats counted on a plan, not a tier. */
const COUNT_BEFORE = /(?:\d|\b(?:one|two|three|four|five|ten|unlimited|additional|extra|more))$/i;

/** The contrast's words in one sentence, or null. */
export function freePaidContrast(sentence: string): string | null {
  if (sentence.length > 300) return null;
  const m = CONTRAST.exec(sentence);
  if (!m) return null;
  if (/users?$/i.test(m[0]) && COUNT_BEFORE.test(sentence.slice(Math.max(0, m.index - 20), m.index).trimEnd())) return null;
  if (AUDIENCE_AFTER.test(sentence.slice(m.index + m[0].length)) || AUDIENCE_BEFORE.test(sentence.slice(Math.max(0, m.index - 12), m.index))) return null;
  if (TRIAL_WORD.test(sentence) || TIME_LIMIT.test(sentence)) return null;
  return m[0].toLowerCase().replace(/\s+/g, " ");
}
