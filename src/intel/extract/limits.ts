/**
 * Plan limits — the bullets of a plan card that say how much of something the plan allows ("Up
 * to 3 boards", "10 GB storage", "5 users", "1,000 build minutes/month", "Storage: 10 GB"), as
 * opposed to what the product does ("Gantt charts", "SSO"). A limit is the plan's, never one of
 * the site's features: a report that tells a founder to "lead with Up to 3 boards", or a feature
 * matrix with a row per quota, misreads the page.
 *
 * The rule, on one bullet at a time:
 *  - a count: the bullet opens with a number ("5 users", "10k monthly pageviews", "200+
 *    templates"), optionally after "Up to" / "Includes" / "Max", and names one thing after it, or
 *    it reads "<thing>: <number>";
 *  - but not a duration ("7-day history", "3 years of data retention": how long, not how many), a
 *    percentage ("99.9% uptime SLA", "0% transaction fees"), a schedule or ratio ("24/7 support",
 *    "1:1 onboarding"), nor two counts joined ("1 primary and 2 replicas": a configuration);
 *  - "Unlimited <thing>" is a limit when another plan of the site counts the same thing ("Up to 3
 *    boards" on Free, "Unlimited boards" on Pro): the top of a quantity the plans differ by. On
 *    its own ("Unlimited users" where no plan counts users) it is the product's claim — no seat
 *    pricing — and stays a feature.
 *
 * The thing counted is compared by its words, lower case, plural "s" dropped, period words
 * ("per month", "/mo", "monthly") and "included" left out: "1 staff user" and "Unlimited staff
 * users" count the same thing.
 */
import type { PlanFact } from "../facts.ts";

/** A count as bullets print it: 5, 1,000, 10.5, 10k, 2M, 200+, 10GB (the unit joins the thing). */
const COUNT = String.raw`\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+\+?|\d+(?:[.,]\d+)?\s?(?:[kKmM](?![a-zA-Z]))?\+?`;
const LEAD = String.raw`(?:up\s+to|includes?|including|max(?:imum)?(?:\s+of)?|at\s+most|min(?:imum)?(?:\s+of)?)\s+`;
const OPENS_WITH_COUNT = new RegExp(String.raw`^(?:${LEAD})?(${COUNT})\s*(.+)$`, "i");
const THING_THEN_COUNT = new RegExp(String.raw`^([\p{L}][\p{L}\s/&-]{1,40}?)\s*:\s*(?:${LEAD})?(?:${COUNT})\s*([\p{L}/ ]{0,20})$`, "iu");
const UNLIMITED = /^unlimited\s+(.+)$/i;
/** How long, not how many: "7-day observability", "3 years of data retention", "30 days history". */
const DURATION = /^[-\s]?(?:days?|weeks?|months?|years?|yrs?)\b/i;
/** What follows the count when it is no count of things: a percentage, "24/7", "1:1", "2x faster", "3D". */
const NOT_A_COUNT = /^(?:%|\/\d|:\d|x\b|d\b|st\b|nd\b|rd\b|th\b)/i;
/** Words around the thing that do not name it. */
const PERIOD_WORDS = /\b(?:per|a|each|every)\s+(?:month|year|day|user|seat)\b|\/\s*(?:mo|month|yr|year|day|user|seat)\b|\b(?:monthly|yearly|annually|daily|included|includes?|total|max(?:imum)?)\b/gi;

/** The thing a limit counts, as a comparison key ("staff user", "board", "build minute"); null when the words name nothing. */
export function limitThing(words: string): string | null {
  const k = words
    .toLowerCase()
    .replace(PERIOD_WORDS, " ")
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^\p{L}\s]+/gu, " ")
    .split(/\s+/)
    .filter((w) => w && w !== "of" && w !== "and" && w !== "the")
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    .join(" ");
  return k && k.split(" ").length <= 5 ? k : null;
}

/** The thing a counted bullet counts ("Up to 3 boards" → "board"), or null when the bullet is no counted limit. */
export function countedThing(bullet: string): string | null {
  const t = bullet.replace(/\s+/g, " ").trim();
  const opens = OPENS_WITH_COUNT.exec(t);
  if (opens) {
    const rest = opens[2];
    if (NOT_A_COUNT.test(rest) || DURATION.test(rest) || /\d/.test(rest)) return null;
    // "10GB storage", "10 GB of storage": the unit is part of what is counted.
    if (!/^[\p{L}]/u.test(rest)) return null;
    return limitThing(rest);
  }
  const named = THING_THEN_COUNT.exec(t);
  if (named && !DURATION.test(named[2])) return limitThing(named[1]);
  return null;
}

/** The thing any limit counts, "Unlimited boards" included ("board"); null for a bullet that counts nothing. */
export function limitKey(limit: string): string | null {
  const unlimited = UNLIMITED.exec(limit.trim());
  return unlimited ? limitThing(unlimited[1]) : countedThing(limit);
}

/** How much a limit allows: 3 for "Up to 3 boards", 10,000 for "10k pageviews", Infinity for "Unlimited …"; null when unread. */
export function limitQuantity(limit: string): number | null {
  const t = limit.trim();
  if (UNLIMITED.test(t)) return Infinity;
  const m = /(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+(?:[.,]\d+)?)\s?([kKmM](?![a-zA-Z]))?/.exec(t);
  if (!m) return null;
  const n = Number(m[1].replace(/[,.\u00a0\u202f ](?=\d{3}(?!\d))/g, "").replace(",", "."));
  if (!Number.isFinite(n)) return null;
  return m[2] ? n * (/k/i.test(m[2]) ? 1_000 : 1_000_000) : n;
}

/**
 * Splits each plan's bullets into features and limits (see the module comment), in place: the
 * order of each list is the card's.
 */
export function splitLimits(plans: PlanFact[]): void {
  const counted = new Set<string>();
  for (const p of plans)
    for (const f of p.features) {
      const thing = countedThing(f);
      if (thing) counted.add(thing);
    }
  for (const p of plans) {
    const features: string[] = [];
    const limits: string[] = [];
    for (const f of p.features) {
      const unlimited = UNLIMITED.exec(f.trim());
      const isLimit = countedThing(f) !== null || (unlimited !== null && counted.has(limitThing(unlimited[1]) ?? ""));
      (isLimit ? limits : features).push(f);
    }
    p.features = features;
    p.limits = limits;
  }
}
