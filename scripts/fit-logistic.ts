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

/**
 * Round 50, part b: choosing the threshold where the model will not be judged. One point of a
 * threshold curve: the product totals of a page set at that threshold.
 */
export interface CurvePoint { threshold: number; exact: number; bad: number; reported: number }
/**
 * How a threshold is chosen from a curve: the most exact plans with wrong + invented at most `cap`
 * of reported, or the best exact − k × (wrong + invented). Ties go to the higher threshold (fewer
 * plans reported for the same figure). With a cap that no point meets, the highest threshold.
 */
export type ThresholdRule = { cap: number } | { trade: number };

export function chooseThreshold(points: readonly CurvePoint[], rule: ThresholdRule): number {
  const score = (p: CurvePoint) => ("cap" in rule ? (p.bad <= rule.cap * p.reported + 1e-9 ? p.exact : -Infinity) : p.exact - rule.trade * p.bad);
  let best: CurvePoint | null = null;
  for (const p of points) if (!best || score(p) > score(best) || (score(p) === score(best) && p.threshold > best.threshold)) best = p;
  if (!best) throw new Error("chooseThreshold: no points");
  return score(best) === -Infinity ? Math.max(...points.map((p) => p.threshold)) : best.threshold;
}

/** "cap:0.08" or "trade:2" (RULE in scripts/fit-confidence.ts). */
export function parseRule(s: string): ThresholdRule {
  const m = /^(cap|trade):([\d.]+)$/.exec(s);
  if (!m) throw new Error(`a rule is cap:<share> or trade:<k>, not ${s}`);
  return m[1] === "cap" ? { cap: Number(m[2]) } : { trade: Number(m[2]) };
}

/**
 * Nested leave-one-wave-out (round 50, part b): for each wave W, the model is fitted on the other
 * waves, and the threshold is chosen by `rule` on those waves' own leave-one-wave-out curve (each
 * of them scored by a fit on the rest, W never among them); W is then counted at that threshold.
 * So neither the weights nor the threshold that count W have seen W. `fitWithout(ex)` fits on every
 * wave not in `ex`; `curveOf(m, w)` is wave w's curve under m, one point per threshold, the same
 * thresholds in the same order for every call.
 */
export function nestedWaveOut<M>(waves: readonly number[], fitWithout: (ex: readonly number[]) => M, curveOf: (m: M, w: number) => CurvePoint[], rule: ThresholdRule): { wave: number; threshold: number; point: CurvePoint }[] {
  return waves.map((w) => {
    let inner: CurvePoint[] | null = null;
    for (const v of waves) {
      if (v === w) continue;
      const c = curveOf(fitWithout([w, v]), v);
      inner = inner ? inner.map((p, i) => ({ threshold: p.threshold, exact: p.exact + c[i]!.exact, bad: p.bad + c[i]!.bad, reported: p.reported + c[i]!.reported })) : c;
    }
    if (!inner) throw new Error("nestedWaveOut: one wave cannot be left out of itself");
    const threshold = chooseThreshold(inner, rule);
    const point = curveOf(fitWithout([w]), w).find((p) => p.threshold === threshold)!;
    return { wave: w, threshold, point };
  });
}
