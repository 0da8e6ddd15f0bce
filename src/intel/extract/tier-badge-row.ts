/**
 * Round 105, part c: a row of cards each badged with its tier over a title that says what the tier
 * is. A grid sets a small pill on every card — "Starter", "Professional", "Enterprise" — and under
 * it a large title that describes the offer ("Standalone", "Single System", "Multi-System"; "Solo
 * desk", "Whole office"). Round 32b let a badge name a card only over a sentence, because a
 * ribbon sold on a card ("Most Popular", "Minimum Package") stood over titles that were the
 * names; so here the large titles were read as the names, and the tiers the page's own calculator,
 * FAQ and buttons use counted missing.
 *
 * What tells the two layouts apart is the row, not one card: here EVERY card of the row carries
 * such a pill, every pill's words are a tier's (tier-words.ts: "Starter", "Pro", "Team plan"…),
 * the pills differ from each other, and no title is a tier's word nor holds its pill's. A ribbon
 * stands on one card or two and reads as a sales phrase, never a ladder of tier words over every
 * card; a row whose titles are themselves tiers ("Pro" over "Team") keeps its titles.
 *
 * Pure: the caller (plans-page.ts `kickerBefore`) finds each card's pill and title in the row.
 */
import { TIER_WORD } from "./tier-words.ts";

/** A card's pill over its title, as read: both texts, whitespace collapsed. */
export interface BadgeOverTitle {
  badge: string;
  title: string;
}

/** Whether a row of cards is named by the tier pills over their titles (above): at least two cards, all of that shape. */
export function tierBadgeRow(row: readonly BadgeOverTitle[]): boolean {
  if (row.length < 2) return false;
  const badges = new Set<string>();
  for (const { badge, title } of row) {
    const b = badge.toLowerCase();
    if (!TIER_WORD.test(badge) || TIER_WORD.test(title) || !/\p{L}/u.test(title) || title.toLowerCase().includes(b) || badges.has(b)) return false;
    badges.add(b);
  }
  return true;
}
