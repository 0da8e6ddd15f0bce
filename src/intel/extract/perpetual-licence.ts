/**
 * A licence said to be perpetual is bought once (round 100, part b; docs/intel.md). Software sold
 * by the licence prints "Perpetual licence with 1 year of upgrades", "Licenza perpetua", "永久ライセンス"
 * under a bare price, and a reader sees a price paid once: the licence never lapses, so nothing
 * recurs. The engine's once-phrases (money.ts `oneTimeIn`) knew "lifetime licence" and
 * "one-time licence" but not this, the commonest way a desktop program's licence says it, and the
 * card with no period word then had none.
 *
 * Only the word with its licence noun (or an unlock that is said to be permanent): "perpetual" alone
 * is also a trading contract ("perpetual futures") or a plan's name, and a name reads no period.
 * A licence that is perpetual while support or updates are bought by the year ("perpetual licence,
 * 12 months of updates") still charges its price once; a card that prices by the year says so
 * after its price, and money.ts reads those words first (the once-phrases only settle a price with none).
 */
export const PERPETUAL_LICENCE =
  /\b(?:perpetual\s+(?:software\s+|use\s+|user\s+)?licen[cs]es?|licen[cs]es?\s+(?:is\s+|are\s+)?perpetual|licenza\s+(?:\p{L}+\s+)?perpetua|licences?\s+perp[ée]tuelles?|licencias?\s+perpetuas?|licen[çc]as?\s+perp[ée]tuas?|unbefristete\s+lizenz|dauerlizenz|eeuwigdurende\s+licentie|licencja\s+wieczysta|бессрочн\w+\s+лиценз\w+)(?!\p{L})|永久ライセンス|永久解[锁鎖]/iu;

/**
 * A price followed by "forever" ("$3,495 forever" over "Host everything yourself", "€59 für immer"):
 * the same purchase that never lapses, said of the price rather than the licence — paid once. Only
 * where the price states no other period (money.ts' month and year words come first: "$9/mo forever"
 * is a month locked in) and only for a price above zero: "$0 forever" is a free plan's promise, which
 * the free-tier readers keep (lasting-free.ts), and a free plan has no period to read.
 */
export const PAID_FOREVER_AFTER = /^[ \t]*\n?[ \t]*(?:\/[ \t]*)?(?:forever|for ever|für immer|pour toujours|para siempre|para sempre|per sempre|voor altijd|na zawsze|навсегда)(?!\p{L})/iu;
