/**
 * A ladder of plan names (issue 25, round 30, part d; docs/intel.md, "Round 30, part d").
 *
 * The confidence model weighs a sentence-case name ("Open source", "Subscription activated") down
 * hard: such names are mostly headings, statuses or feature lines read as a plan. But a set of
 * tiers is often named from one template with one word changed — "Full seat" / "Dev seat",
 * "Pack 10 événements" / "Pack 50 événements", "Agency monthly" / "Agency plus" — and a heading or
 * a feature line rarely has such a sibling among the plans read on the same site. Short names only
 * (at most three words): a call to action glued to every card's name ("Basic Start for free",
 * "Grow Start for free") repeats the same long tail beside a changing first word.
 */

const MAX_WORDS = 3;
/** Rungs counted with the name itself: two names of one template are as often a pair of headings ("Short context" / "Long context"). */
const MIN_RUNGS = 3;

const wordsOf = (name: string) => name.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** Whether `name` (two or three words) and at least two other names of `names` differ from it in exactly one word, in place. */
export function inNameLadder(name: string, names: readonly string[]): boolean {
  const own = wordsOf(name);
  if (own.length < 2 || own.length > MAX_WORDS) return false;
  const rungs = new Set<string>();
  for (const other of names) {
    const theirs = wordsOf(other);
    if (theirs.length !== own.length) continue;
    let differ = 0;
    for (let i = 0; i < own.length; i++) if (own[i] !== theirs[i]) differ++;
    if (differ === 1) rungs.add(theirs.join(" "));
  }
  return rungs.size + 1 >= MIN_RUNGS;
}
