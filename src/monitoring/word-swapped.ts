/**
 * Round 92f: a long feature line whose one word was swapped in place is the same line edited
 * ("Import and use your full listening history" → "Import and access your full listening history";
 * "Pre-push hook (tool install-hook)" → "Pre-push hook (tl install-hook)", a command renamed).
 *
 * The reworded-feature rule (diff.ts, REWORDED_OVERLAP) counts shared words as a set, so one word
 * changed passes only in a line of nine words or more; in a line of six to eight it falls below the
 * line and the edit was reported as a feature removed and another added — the old line and the new
 * one, each still saying the same thing about the same product. The words here are in order: every
 * position but one holds the same word, the lines are as long as each other, and the numbers are
 * the same (a number swapped is a quantity, never a rewording: the caller checks the numbers). A
 * short line keeps its one word ("Email support" → "Phone support", "Unlimited Pro seats" →
 * "Unlimited Team seats"): there the word is what the bullet says.
 */

/** The fewest words a line needs for one word swapped in place to be an edit, not another feature. */
export const SWAP_MIN_WORDS = 6;

/** Whether `x` and `y` (a name's words, in order) differ by one word swapped at one position. */
export function oneWordSwapped(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length || x.length < SWAP_MIN_WORDS) return false;
  let differ = -1;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    if (differ >= 0) return false;
    differ = i;
  }
  if (differ < 0) return false;
  // A number is a quantity: never swapped away as a rewording.
  return !/\p{N}/u.test(x[differ]!) && !/\p{N}/u.test(y[differ]!);
}
