/**
 * The site's card grids, as the plans of each in page order (rounds 86k and 90c read them: the
 * two-sided cards' gate and the paid-once grids' gate). A grid is a run of consecutive plans read
 * from cards on a pricing page with the same set size, cut into blocks of that size: two grids of
 * one size read one after the other (a product's two cards, then the next product's two) are two
 * blocks, and a run that is no whole number of blocks (a card of it merged into another by name) is
 * left out, not guessed at. A set of eight cards and more, whose size the signal caps, is one grid
 * when `longRuns` asks for it and the run is at least eight long; else it is left out too.
 */
import type { Assessed } from "./confidence.ts";

export function cardGrids(assessed: readonly Assessed[], longRuns = false): Assessed[][] {
  const key = (a: Assessed) => (a.signals.in_card_grid === 1 && a.signals.on_pricing_page === 1 ? a.signals.set_size : null);
  const grids: Assessed[][] = [];
  for (let i = 0; i < assessed.length; ) {
    const k = key(assessed[i]!);
    let j = i + 1;
    while (j < assessed.length && k !== null && key(assessed[j]!) === k) j++;
    const size = k === null ? 0 : Math.round(k * 8);
    if (longRuns && size >= 8 && j - i >= 8) grids.push(assessed.slice(i, j));
    else if (size >= 2 && size < 8 && (j - i) % size === 0) for (let at = i; at < j; at += size) grids.push(assessed.slice(at, at + size));
    i = j;
  }
  return grids;
}
