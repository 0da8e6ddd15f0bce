/**
 * compareFeatures — which features two products share, by meaning rather than exact wording.
 *
 * Each feature becomes one or more token sets: its words (lower case, accents and punctuation
 * stripped, stop words dropped, a plural "s" dropped) plus, for "Single sign-on (SSO)", the part in
 * parentheses and the acronym of the rest as aliases; a few well-known synonyms map to one token
 * (sso, 2fa, api, crm, …). Two features match when, for some pair of their token sets, one set
 * contains the other or their Jaccard similarity is at least 0.6. Matching is greedy in your
 * features' order, each competitor feature used once, so the result is deterministic.
 */
import { keyOf } from "../extract/text.ts";

const STOP = new Set(["the", "a", "an", "and", "or", "for", "with", "of", "to", "your", "you", "in", "on", "by", "all", "every", "per", "our", "via", "&"]);
/** Phrases that name the same capability, reduced to one token. */
const SYNONYMS: [RegExp, string][] = [
  [/\bsingle sign ?on\b|\bsaml\b/g, "sso"],
  [/\btwo factor(?: authentication)?\b|\b2 factor\b|\bmulti factor(?: authentication)?\b|\bmfa\b/g, "2fa"],
  [/\bapplication programming interface\b|\brest api\b|\bapi access\b/g, "api"],
  [/\bcustomer relationship management\b/g, "crm"],
  [/\brole based access(?: control)?\b|\brbac\b/g, "rbac"],
  [/\bservice level agreement\b/g, "sla"],
  [/\bartificial intelligence\b/g, "ai"],
  [/\bkanban boards?\b/g, "kanban"],
];

function tokens(text: string): Set<string> {
  let t = keyOf(text);
  for (const [re, to] of SYNONYMS) t = t.replace(re, to);
  return new Set(
    t
      .split(" ")
      .filter((w) => w && !STOP.has(w))
      .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w)),
  );
}

function variants(feature: string): Set<string>[] {
  const out = [tokens(feature)];
  const paren = /^(.*?)\(([^)]{1,40})\)\s*$/.exec(feature);
  if (paren) {
    out.push(tokens(paren[1]), tokens(paren[2]));
    const acronym = keyOf(paren[1]).split(" ").filter(Boolean).map((w) => w[0]).join("");
    if (acronym.length >= 2) out.push(new Set([acronym]));
  }
  return out.filter((s) => s.size > 0);
}

function similar(a: Set<string>[], b: Set<string>[]): number {
  let best = 0;
  for (const x of a)
    for (const y of b) {
      let inter = 0;
      for (const w of x) if (y.has(w)) inter++;
      if (inter === 0) continue;
      if (inter === x.size || inter === y.size) return 1;
      best = Math.max(best, inter / (x.size + y.size - inter));
    }
  return best;
}

export interface FeatureGaps {
  you_only: string[];
  competitor_only: string[];
  shared: string[];
}

export function compareFeatures(yours: readonly string[], theirs: readonly string[]): FeatureGaps {
  const theirVariants = theirs.map(variants);
  const used = new Set<number>();
  const shared: string[] = [];
  const youOnly: string[] = [];
  for (const f of yours) {
    const v = variants(f);
    let bestIndex = -1;
    let bestScore = 0;
    theirVariants.forEach((tv, i) => {
      if (used.has(i)) return;
      const s = similar(v, tv);
      if (s > bestScore) {
        bestScore = s;
        bestIndex = i;
      }
    });
    if (bestIndex >= 0 && bestScore >= 0.6) {
      used.add(bestIndex);
      shared.push(f);
    } else youOnly.push(f);
  }
  return { you_only: youOnly, competitor_only: theirs.filter((_, i) => !used.has(i)), shared };
}

/** One feature across several products: its wording (the first product's that lists it) and who lists it. */
export interface FeatureGroup {
  feature: string;
  /** Per product, in input order: the product's own wording of the feature, or null when it does not list it. */
  members: (string | null)[];
}

/**
 * groupFeatures — the features of several products matched by meaning (the same rule as
 * compareFeatures), for a feature matrix. Products are taken in order and their features in
 * their own order; each feature joins the most similar group that has no feature of its product
 * yet (similarity ≥ 0.6 against the group's first wording; ties go to the older group), else it
 * opens a new group. Groups keep the order they were opened in, so the result is deterministic.
 */
export function groupFeatures(lists: readonly (readonly string[])[]): FeatureGroup[] {
  const groups: (FeatureGroup & { variants: Set<string>[] })[] = [];
  lists.forEach((features, product) => {
    for (const f of features) {
      const v = variants(f);
      let best: (typeof groups)[number] | null = null;
      let bestScore = 0;
      for (const g of groups) {
        if (g.members[product] !== null) continue;
        const s = similar(v, g.variants);
        if (s > bestScore) {
          bestScore = s;
          best = g;
        }
      }
      if (best && bestScore >= 0.6) best.members[product] = f;
      else groups.push({ feature: f, members: lists.map((_, i) => (i === product ? f : null)), variants: v });
    }
  });
  return groups.map(({ feature, members }) => ({ feature, members }));
}
