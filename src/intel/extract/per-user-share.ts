/**
 * Round 89, part i (docs/intel.md): a flat price restated per user. A card for a band of users
 * prints its flat price and, on a line under it, what that comes to per user ("$2,450.00/mo" over
 * "$4.9/user/month" for 500 users): the per-user figure is an equivalent, far below the plan's
 * price, and its unit is not the plan's. The card reader read "/user" anywhere in the price's block
 * as the plan's unit, so every such band was reported per user.
 *
 * A price of the block whose own words say per user, and that cannot be the plan's other billing
 * side (billingSideOf: within half to twice the price, or about twelve times either way), is cut out
 * of the block with its words — as round 31c already kept such a figure from pricing the plan's other
 * side per user. A block whose per-user words follow the plan's own price ("$12 per user") keeps them.
 */
import { findPrices, perUserIn } from "./money.ts";

/** The words after a price up to the next price or the line's end (at most 40 characters). */
function ownWords(block: string, end: number, next: number): string {
  const rest = block.slice(end, Math.min(next, end + 40));
  const nl = rest.indexOf("\n");
  return nl >= 0 ? rest.slice(0, nl) : rest;
}

/**
 * `block` without the prices far below or above `price` whose own words are per user, nor those
 * words: what is left says whether the plan itself is priced per user.
 */
export function withoutPerUserShares(block: string, price: number, sideOf: (other: number, price: number) => boolean): string {
  if (price <= 0) return block;
  const toks = findPrices(block);
  let out = block;
  for (let i = toks.length - 1; i >= 0; i--) {
    const t = toks[i]!;
    const next = toks[i + 1]?.index ?? block.length;
    const words = ownWords(block, t.end, next);
    if (t.amount <= 0 || t.amount === price || sideOf(t.amount, price) || !perUserIn(words)) continue;
    out = out.slice(0, t.index) + " " + out.slice(t.end + words.length);
  }
  return out;
}
