/**
 * The confidence model's fit (scripts/fit-confidence.ts): logistic regression by gradient descent,
 * L2-penalised and sign-constrained, predicting P(a plan is read right). Apart from the script so its
 * rules can be tested on samples of our own (test/intel/confidence-r21.test.ts).
 */

/** One labelled plan: its site, its signals (in `names` order), and whether it was read wrong or invented. */
export interface Sample { slug: string; wave: number; x: Float64Array; bad: number }
export interface Fit { bias: number; w: Float64Array }

export interface FitOptions {
  l2: number;
  /** Signals whose weight is held at most 0 / at least 0 (design guarantees, clamped after each step). */
  nonpos?: ReadonlySet<string>;
  nonneg?: ReadonlySet<string>;
  /** A partial refit: only these signals are fitted, the others and the bias keep `start`'s values. */
  only?: ReadonlySet<string>;
  start?: { bias: number; weights: Partial<Record<string, number>> };
  /**
   * Round 21: a signal that fires on fewer distinct sites than this among the samples keeps weight 0
   * (a weight learnt from one or two sites describes those sites, not unseen pages). Sign-constrained
   * signals are fitted whatever their count.
   */
  minSites?: number;
  iterations?: number;
}

/** How many distinct sites fire each signal among the samples. */
export function sitesFiring(samples: readonly Sample[], k: number): number[] {
  return Array.from({ length: k }, (_, j) => new Set(samples.filter((s) => s.x[j] !== 0).map((s) => s.slug)).size);
}

export function fitLogistic(samples: readonly Sample[], names: readonly string[], o: FitOptions): Fit {
  const n = samples.length;
  const k = names.length;
  const nonpos = o.nonpos ?? new Set(), nonneg = o.nonneg ?? new Set(), only = o.only ?? new Set();
  const clamp = names.map((s) => (nonpos.has(s) ? -1 : nonneg.has(s) ? 1 : 0));
  const sites = sitesFiring(samples, k);
  const free = names.map((s, j) => (only.size === 0 || only.has(s)) && (sites[j]! >= (o.minSites ?? 0) || clamp[j] !== 0));
  let bias = only.size ? (o.start?.bias ?? 0) : 0;
  const w = Float64Array.from(names, (s) => (only.size && !only.has(s) ? o.start?.weights[s] ?? 0 : 0));
  const gw = new Float64Array(k);
  const rate = 0.5;
  for (let it = 0; it < (o.iterations ?? 4000); it++) {
    let gb = 0;
    gw.fill(0);
    for (const s of samples) {
      let z = bias;
      for (let j = 0; j < k; j++) z += w[j]! * s.x[j]!;
      const err = 1 / (1 + Math.exp(-z)) - (1 - s.bad);
      gb += err;
      for (let j = 0; j < k; j++) gw[j] += err * s.x[j]!;
    }
    if (only.size === 0) bias -= (rate * gb) / n;
    for (let j = 0; j < k; j++) {
      if (!free[j]) continue;
      w[j] = w[j]! - rate * (gw[j]! / n + (o.l2 * w[j]!) / n);
      if (clamp[j] === -1 && w[j]! > 0) w[j] = 0;
      if (clamp[j] === 1 && w[j]! < 0) w[j] = 0;
    }
  }
  return { bias, w };
}
