/**
 * planFeatureMoves — a feature a plan gained or lost while the page still lists it elsewhere
 * (round 42, part g; docs/intel.md "Round 42, part g").
 *
 * The diff compares features as one set per check (diff.ts, step 5): a bullet that leaves the
 * Standard card while the Premium card keeps it, or that the Free card gains from the paid ones,
 * is in both checks' sets and so is no change there — yet it is what a customer compares plan by
 * plan ("Unlimited bandwidth" no longer in Free; "API access" now crossed out on Plus). On
 * development version pairs whose plans the engine read exactly, readers wrote such moves down on
 * sites of waves 10, 12, 20, 22 and 33 (five collectors' lanes, five languages) and monitoring
 * reported none of them.
 *
 * The rule is structural, not lexical: it looks at each plan both checks read (by name), from the
 * same kind of block, and at the bullets of its own card, so it holds on pages in any language.
 * Guards, each against a reading that moved rather than the offer:
 *  - only a feature the site-level set holds on BOTH sides (a feature new to the page, or gone
 *    from it, is already the set's change, said once);
 *  - only on a card read alike in both checks: it shares at least two bullets with its other
 *    reading and kept at least as many bullets as moved (a card whose bullets were read from a
 *    neighbour, or not at all, moves more than it keeps);
 *  - a bullet crossed out on a card (`excluded`) is not among its features: "✓ API access" →
 *    "✗ API access" is the plan losing it, never the plan gaining it.
 */
import type { Evidence, PlanFact } from "../intel/facts.ts";

export interface PlanFeatureMove {
  type: "feature_added" | "feature_removed";
  plan: string;
  /** The feature as the card names it (the side that lists it). */
  feature: string;
  evidence: Evidence | null;
}

const bullets = (p: PlanFact, key: (name: string) => string): Map<string, string> => {
  const m = new Map<string, string>();
  for (const x of Array.isArray(p.features) ? p.features : []) {
    const name = String(x);
    const k = key(name);
    // Two names with one key: the smaller wins, so the order of the list never picks.
    if (k && (!m.has(k) || name < m.get(k)!)) m.set(k, name);
  }
  return m;
};

/**
 * The moves of features between plans both checks show. `pairs` are the plans matched by name (the
 * caller leaves out stand-ins and plans read from different kinds of block); `onBothSides` says a
 * feature key is in both checks' site-level sets; `key` is the diff's feature key.
 */
export function planFeatureMoves(pairs: readonly { before: PlanFact; after: PlanFact }[], onBothSides: (key: string) => boolean, key: (name: string) => string): PlanFeatureMove[] {
  const out: PlanFeatureMove[] = [];
  for (const { before: p, after: q } of pairs) {
    const [was, now] = [bullets(p, key), bullets(q, key)];
    let shared = 0;
    for (const k of was.keys()) if (now.has(k)) shared++;
    if (shared < 2) continue;
    const lost = [...was].filter(([k]) => !now.has(k));
    const gained = [...now].filter(([k]) => !was.has(k));
    if (lost.length + gained.length > shared) continue;
    for (const [k, name] of lost) if (onBothSides(k)) out.push({ type: "feature_removed", plan: p.name, feature: name, evidence: p.evidence ?? null });
    for (const [k, name] of gained) if (onBothSides(k)) out.push({ type: "feature_added", plan: q.name, feature: name, evidence: q.evidence ?? null });
  }
  return out;
}
