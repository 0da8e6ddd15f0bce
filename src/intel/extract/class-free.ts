/**
 * A free use offered to a class of users (issue 25, round 54 part b; docs/intel.md, "Round 54, part
 * b"): "Is free for other open source projects", "If you are developing an open-source … product …
 * you may use it free of charge", "To academic and other non-profit research institutions … we will
 * generally offer a free licence". The corpus records such a product with a free tier (a free
 * licence its users qualify for, no card of its own); on development (waves 8–12, 30–46) three
 * sites in three waves (8, 30, 45) said it only so and were read as having none; the sentence is on
 * 11 development sites in all, every one recorded with a free tier, none without (a "50% off" for
 * non-profits is a discount, not a free use). The third site's sentence is a FAQ answer, which the
 * signals do not read (signals.ts `blocks`): left.
 *
 * What must hold, in one sentence: a free word ("free", "free of charge", "at no cost") and a class
 * of users set as its recipient — after "for" or "to", or "if you are (developing|running|…)" —
 * that is open-source work, non-profit, academic or educational, or personal / non-commercial use.
 * Not a product that is itself "free and open source" (free-claim.ts reads that one), nor "free
 * open source tools" (no recipient), nor a discount or a time limit (free-claim.ts' trial test,
 * applied by its caller). Linear: alternatives and bounded gaps, no nested quantifiers.
 */

/** Who the free use is for: a class of users, not a kind of product. */
const CLASS = String.raw`(?:open[- ]?source|non-?profit|not[- ]for[- ]profit|academic|educational|charitable|non-?commercial)(?:\s+(?:or\s+free\s+)?(?:projects?|products?|software|organi[sz]ations?|institutions?|research institutions|use|developers|maintainers))?|non-?profits|charities|students|teachers|educators|schools|universities|personal use`;

/**
 * The class set as the recipient: "for (other) open source projects", "to academic … institutions",
 * "if you are developing an open-source … product". After "to" only a determiner may come between
 * ("to all students"): "free to use, however to support open-source development" names no recipient.
 */
const RECIPIENT = new RegExp(String.raw`\bfor\s+(?:[a-z]+\s+){0,3}(?:${CLASS})\b|\bto\s+(?:(?:all|other|any|qualifying|eligible|registered|approved|verified|the|our|and|or)\s+){0,3}(?:${CLASS})\b|\bif\s+you\s+(?:are|'re|’re)\s+(?:developing|building|running|maintaining|working on|a|an)\s+(?:[a-z-]+\s+){0,2}(?:${CLASS})\b`, "i");

/** The free word: a price of nothing, or a licence given free. */
const FREE = /\bfree\s+of\s+charge\b|\bat\s+no\s+(?:cost|charge)\b|\bfree(?!\s+(?:trial|yourself|updates|shipping|clinic))\b/i;

/** A discount, not a free use: "50% off for non-profits", "a reduced price for students". */
const DISCOUNT = /\d\s?%|\bdiscount|\breduced\b|\bhalf[- ]price\b|\boff\b/i;

/** The span of a free use offered to a class of users in one sentence, or null. */
export function classFree(sentence: string): { start: number; end: number } | null {
  if (sentence.length > 300 || DISCOUNT.test(sentence)) return null;
  const who = RECIPIENT.exec(sentence);
  if (!who) return null;
  const free = FREE.exec(sentence);
  if (!free) return null;
  const start = Math.min(who.index, free.index);
  const end = Math.max(who.index + who[0].length, free.index + free[0].length);
  return { start, end };
}
