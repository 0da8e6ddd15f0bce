/**
 * The key that tells plans apart across sets of cards with the same names (round 24c,
 * extract/named-sets.ts labels the sets). Kept apart from the extractor so that monitoring's diff,
 * which the server loads at start, keys plans without loading the extraction engine (speed23).
 */
import { planKey } from "./extract/text.ts";

/**
 * Each plan's key among `plans`: its name's (planKey), but for a plan of a later set that repeats
 * a name, the name's and its set's. The first set keeps the bare name's key, so what matched a
 * plan by its name before (structured data's offers, facts stored before sets had groups) still does.
 */
export function setKeys(plans: readonly { name: string; group?: string }[]): (p: { name: string; group?: string }) => string {
  const first = new Map<string, string>();
  for (const p of plans) if (typeof p.group === "string" && !first.has(planKey(p.name))) first.set(planKey(p.name), p.group);
  return (p) => {
    const k = planKey(p.name);
    const g = first.get(k);
    return typeof p.group === "string" && g !== undefined && g !== p.group ? `${k}\u0001${planKey(p.group)}` : k;
  };
}
