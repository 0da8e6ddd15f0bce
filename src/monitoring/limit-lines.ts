/**
 * limitLinesSpoken — a plan's limit line read again as a site feature is the plan's, said once
 * (round 90, part e; docs/monitoring.md "Plan limits").
 *
 * The extractor keeps a card's limits ("Up to 20 active vehicles", "1K members") on the plan, apart
 * from its bullets — but the same line can also reach the site's feature list by another road: a
 * checklist in a block classed as features (`pricing-features`) that is the card's own list, or a
 * card line set as a small heading (`<li><h4>1K members</h4></li>`). Facts stored before limits
 * were split drop such lines from the site list (withLimitsSplit); facts read since keep them, so
 * when a card's quantity moved the diff said it twice: "Limit lowered: Starter: Up to 30 active
 * vehicles → Up to 20 active vehicles" from the plan, and "3 features removed: Up to 150 active
 * vehicles, …" plus "3 features added: …" from the site set — which also made a rework of other
 * lines look bigger than it was (more than five names moved, so they were grouped).
 *
 * On development (waves 45–82) readers wrote such moves once, as the plan's limit or message; the
 * feature half was never what they wrote. The rule is structural, not lexical: a site feature whose
 * key is a limit of a plan on the SAME side is left out of the site-level feature diff, but only
 * where the diff speaks for that plan's limits in another way — the plan is matched on both sides
 * with its limits compared (the same kind of block, no stand-in reading), or it is itself added or
 * removed (its own change says it went or came). A plan whose limits the diff does not compare (read
 * from a table on one side and a card on the other, a withheld reading standing in, a plan renamed)
 * keeps the feature half, the only trace of its line.
 *
 * The other side's limits are handled elsewhere (a bullet read as a feature in one check and as a
 * limit in the other is neither removed nor added: diff.ts `limitKeys`).
 */
import type { PlanFact } from "../intel/facts.ts";

/**
 * The feature keys of the limits of `plans` for which `spoken` holds (their limits compared, or the
 * plan added or removed). `key` is the diff's feature key, so a line matches the site feature that
 * the same words make.
 */
export function limitLinesSpoken(plans: readonly PlanFact[], spoken: (p: PlanFact) => boolean, key: (name: string) => string): Set<string> {
  const out = new Set<string>();
  for (const p of plans) {
    if (!p || typeof p !== "object" || !spoken(p)) continue;
    for (const l of Array.isArray(p.limits) ? p.limits : []) {
      const k = key(String(l));
      if (k) out.add(k);
    }
  }
  return out;
}
