/**
 * A comparison of the product with its rivals, laid out like plans (round 16, part c;
 * docs/intel.md, "Round 16, part c"): a table whose columns are "ZyncSpace | Slack | Teams | Trello"
 * under "Compare ZyncSpace vs others", or tiles "Dataroma | Stock Analysis | GuruFocus | HoldLens
 * Pro" under "The market" (tiles with nothing to click: the caller checks). Each column or tile has a name and a price, so the table and card
 * readers read them as plans: the rivals' prices are invented plans, and the product's own column
 * repeats (or misnames) a plan its cards already show.
 *
 * What gives it away is the site's own name among the names: one is the name the site's address
 * spells ("zyncspace" for zyncspace.com; a column, the name exactly; a tile, the name and a tier
 * word after it), and another names neither the site nor a tier — a rival, or "Traditional
 * pentest". A plan set never names one tier after the company and another after nothing of it.
 */
import { getDomainWithoutSuffix } from "../public-suffix.ts";

/** Names of tiers: a set holding one of them beside the site's name is the site's own plans ("Free", "Acme Pro"). */
const TIER_WORD = /^(?:free|basic|starter|start|pro|plus|premium|team|teams|business|enterprise|personal|standard|growth|advanced|essential|essentials|ultimate|custom|lite|light|hobby|individual|agency|scale|startup|developer|unlimited|trial|monthly|yearly|annual|lifetime|solo|small|medium|large|community|open source|self[- ]hosted|cloud)$/i;

/**
 * A monogram before a name ("S SACVPN", "A Acme"): the letter an avatar circle draws as the
 * product's logo in a comparison's header or first cell, read into the name. Dropped when it is the
 * initial of the word after it (round 89i), so the site's own column or row is still its name.
 */
const withoutMonogram = (s: string) => {
  const m = /^\s*(\p{L})\s+(\p{L})/u.exec(s);
  return m && m[1]!.toLowerCase() === m[2]!.toLowerCase() ? s.trim().slice(1) : s;
};

const squeeze = (s: string) => withoutMonogram(s).toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** "Acme Pro": the site's name, as one word, then a tier word. */
const ownTier = (name: string, label: string): boolean => {
  const words = withoutMonogram(name).trim().split(/\s+/);
  return words.length === 2 && squeeze(words[0]!) === label && TIER_WORD.test(words[1]!);
};

/** The site's name as its address spells it ("zyncspace"), when long enough to be telling. */
export function siteLabel(url: string): string | null {
  let label: string | null = null;
  try {
    label = getDomainWithoutSuffix(url);
  } catch {
    return null;
  }
  const s = label ? squeeze(label) : "";
  return s.length >= 4 ? s : null;
}

/**
 * Whether `names` (a table's columns, `exact`; or a grid's tiles) compare the site with rivals:
 * one is the site's name (a tile: the name, then at most one word — "HoldLens Pro"), and another
 * (of tiles, two others) names neither the site nor a tier.
 */
export function rivalComparison(url: string, names: readonly string[], exact: boolean): boolean {
  const label = siteLabel(url);
  if (!label || names.length < 2 || names.length > 12) return false;
  const own = names.filter((n) => {
    const s = squeeze(n);
    return s === label || (!exact && s.startsWith(label) && withoutMonogram(n).trim().split(/\s+/).length <= 2);
  });
  // Round 82k: a table's columns may give the site's own plans by the site's name and a tier word
  // ("Acme Free | Acme Pro | Slack | Teams" under "Acme vs the alternatives", "Acme Pro | Rival
  // Standard"): the site's name before a tier is the site's own column as surely as the name alone.
  if (exact && own.length === 0 && names.some((n) => ownTier(n, label))) return names.filter((n) => !squeeze(n).includes(label) && !TIER_WORD.test(n.trim())).length >= 1;
  if (own.length !== 1) return false;
  // A tile set needs two rivals: one odd tile beside "Acme Pro" is more often a status or a heading read as a card.
  return names.filter((n) => !squeeze(n).includes(label) && !TIER_WORD.test(n.trim())).length >= (exact ? 1 : 2);
}
