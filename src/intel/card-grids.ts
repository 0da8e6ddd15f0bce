/**
 * The site's card grids, as the plans of each in page order (rounds 86k and 90c read them: the
 * two-sided cards' gate and the paid-once grids' gate). A grid is a run of consecutive plans read
 * from cards on a pricing page with the same set size, cut into blocks of that size: two grids of
 * one size read one after the other (a product's two cards, then the next product's two) are two
 * blocks, and a run that is no whole number of blocks (a card of it merged into another by name) is
 * left out, not guessed at. A set of eight cards and more, whose size the signal caps, is one grid
 * when `longRuns` asks for it and the run is at least eight long; else it is left out too.
 *
 * `planSets` (round 92a) cuts the same way any set the page reader reads as one — a card grid, a
 * table's rows or columns, a run of name / price paragraphs — on any page, one page's plans per
 * set: the sets whose other members can vouch for a doubted one (name-shape-cards.ts).
 */
import type { Assessed } from "./confidence.ts";

/** Cuts runs of consecutive plans of one key into blocks of their set size (see the module comment). */
function blocks(assessed: readonly Assessed[], key: (a: Assessed) => string | null, longRuns: boolean): Assessed[][] {
  const grids: Assessed[][] = [];
  for (let i = 0; i < assessed.length; ) {
    const k = key(assessed[i]!);
    let j = i + 1;
    while (j < assessed.length && k !== null && key(assessed[j]!) === k) j++;
    const size = k === null ? 0 : Math.round(assessed[i]!.signals.set_size * 8);
    if (longRuns && size >= 8 && j - i >= 8) grids.push(assessed.slice(i, j));
    else if (size >= 2 && size < 8 && (j - i) % size === 0) for (let at = i; at < j; at += size) grids.push(assessed.slice(at, at + size));
    i = j;
  }
  return grids;
}

export function cardGrids(assessed: readonly Assessed[], longRuns = false): Assessed[][] {
  return blocks(assessed, (a) => (a.signals.in_card_grid === 1 && a.signals.on_pricing_page === 1 ? String(a.signals.set_size) : null), longRuns);
}

/** The set a plan was read in, as a key: its kind, its size and its page (null for a plan read alone or from structured data only). */
function setKey(a: Assessed): string | null {
  const s = a.signals;
  const kind = s.in_card_grid === 1 ? "card" : s.in_table === 1 ? "table" : s.in_prose_run === 1 ? "prose" : null;
  return kind === null ? null : `${kind} ${s.set_size} ${a.plan.evidence.url}`;
}

/** The sets of two to seven plans read as one (cards, a table, a run of paragraphs), on any page, in page order. */
export function planSets(assessed: readonly Assessed[]): Assessed[][] {
  return blocks(assessed, setKey, false);
}
