/**
 * cardLinesReplaced — one line of a plan's card rewritten, said once, when one half of it is a
 * bullet the page still lists elsewhere (round 90, part e; docs/monitoring.md "Features").
 *
 * Round 23 says the only feature gone and the only one come among those the same plans list as one
 * line replaced ("Feature replaced: Pro: Email support → Phone support"). Round 42g reports a bullet
 * a plan lost (or gained) while another card keeps it as that plan's own change ("Feature removed:
 * Dedicated priority support (from XL)"). The two were judged apart, so a card whose line was
 * rewritten into words new to the page, while the old words stay on another card, was said twice:
 * "Feature removed: Paket Data 2 Mesin (from Premium)" and "Feature added: Paket Data 1 Mesin (in
 * Premium)". A reader writes one line of the card changed; round 23's own reading applies.
 *
 * The rule pairs, plan by plan, the single changes that name that plan alone: when the plan has
 * exactly one line out and one line in, and one of the two is a move (the page still lists that
 * line elsewhere) while the other is new to (or gone from) the page, they are one line replaced.
 * The same words around another number are one quantity moved, said as a limit's change (round
 * 16), even when both lines are moves (a card's "2 devices" became the "1 device" another card
 * shows). Two moves in other words (a line left the card while another card's line joined it) are
 * the tiers re-cut, not a rewrite, and stay apart; so do several lines each way (which replaced
 * which would be a guess).
 * Structural, not lexical: it holds in any language.
 */
import type { DetectedChange } from "./diff.ts";

export interface CardLine<F> {
  /** The single change that says the line left (or joined) the plan's card. */
  change: DetectedChange;
  /** The plan's key (planKey): the plan the change names alone. */
  plan: string;
  /** The plan's name as the newer check shows it (for the alert). */
  planName: string;
  line: F;
  /** A round 42g move: the page still lists the line on another card. */
  move: boolean;
}

/**
 * The pairs (out, in) that are one line of a card rewritten, in the order of the plans' keys, each
 * with how to say it: "quantity" when the two lines say the same words around other numbers
 * (`sameWords`, round 16's test: "Paket Data 2 Mesin" → "Paket Data 1 Mesin", said as a limit's
 * change — then two moves pair too, as a card's number moved is no re-cut of the tiers), else
 * "replaced" (one of the two a move, the other new to or gone from the page).
 */
export function cardLinesReplaced<F>(outs: readonly CardLine<F>[], ins: readonly CardLine<F>[], sameWords: (x: F, y: F) => boolean): [CardLine<F>, CardLine<F>, "quantity" | "replaced"][] {
  const byPlan = (list: readonly CardLine<F>[]) => {
    const m = new Map<string, CardLine<F>[]>();
    for (const x of list) m.set(x.plan, [...(m.get(x.plan) ?? []), x]);
    return m;
  };
  const [o, i] = [byPlan(outs), byPlan(ins)];
  const pairs: [CardLine<F>, CardLine<F>, "quantity" | "replaced"][] = [];
  for (const plan of [...o.keys()].sort()) {
    const xs = o.get(plan)!;
    const ys = i.get(plan);
    if (xs.length !== 1 || ys?.length !== 1) continue;
    const [x, y] = [xs[0]!, ys[0]!];
    if (!x.move && !y.move) continue;
    if (sameWords(x.line, y.line)) pairs.push([x, y, "quantity"]);
    else if (x.move !== y.move) pairs.push([x, y, "replaced"]);
  }
  return pairs;
}
