/**
 * Fits the confidence model (src/intel/confidence.ts) on the development pages of issue 25 and
 * writes its weights to src/intel/confidence-weights.ts (docs/intel.md, "Round 9").
 *
 * Round 9 fitted on waves 1 and 2 (wave 3 its check set); round 10 fits on waves 1–3 (FIT_WAVES)
 * and checks on wave 4's totals (`real-pages-score.ts --wave 4 --totals`, never plan by plan);
 * later waves are sealed. Every plan the engine would report, withheld ones included, is labelled by the scorer:
 * exact, or wrong / invented (bad); plans the reader could not decide on are left out.
 *
 * The model is a logistic regression over the structural signals, with an L2 penalty (few
 * samples, many signals: weights stay small and explainable). The thresholds are chosen on
 * out-of-fold confidences (5 folds by company: each company's plans are scored by a model that
 * never saw it), so they are picked on figures closer to unseen pages than the fit's own: the
 * plan threshold and page threshold with the most exact plans among those keeping wrong + invented
 * at or below 3% of reported plans. On waves 1–3 that rule is too strict for unseen pages (out of
 * fold threshold 0.96 and page threshold 0.95: wave 4 kept 18 exact plans, 4 wrong, against 37 and
 * 7 before), so round 10 set the thresholds by the check set's totals: THRESHOLD=0.92
 * PAGE_THRESHOLD=0 (docs/intel.md, "Round 10").
 *
 * Round 11 fitted on waves 1–4 (wave 5 the check set, wave 6 sealed): the fits that bettered wave
 * 5's totals (without `long_name`; L2 2 at 0.92, or L2 1 at 0.93) withheld the priced plans of our
 * own Datadog fixture (test/intel/real-like-served.test.ts), so the weights stay round 10's
 * (docs/intel.md, "Round 11").
 *
 * Round 12 fits on waves 1–5 (wave 6 the check set, wave 7 sealed) and sets the threshold by wave
 * 6's totals (docs/intel.md, "Round 12").
 *
 * The kept weights leave part a's text signals at 0 (fits that weigh them and keep wave 6 no worse
 * withhold our Datadog fixture's priced plans; the candidate FIT_L2=3 THRESHOLD=0.89 is in docs/intel.md):
 * (round 12's run: FIT_L2=3 THRESHOLD=0.84 PAGE_THRESHOLD=0 DROP_SIGNALS=text_agrees,…,text_range).
 *
 * Round 13 fits on waves 1–6 (wave 7 the check set, wave 8 sealed) with the text signals weighed,
 * threshold chosen by wave 7's totals (docs/intel.md, "Round 13: refit on waves 1–6"):
 * Run: FIT_WAVES=1,2,3,4,5,6 FIT_L2=3 THRESHOLD=0.78 PAGE_THRESHOLD=0 npx bun scripts/fit-confidence.ts [--dir /work/realpages] [--dry]
 *   (env: FIT_WAVES, DROP_SIGNALS, FIT_L2, WAVE2_WEIGHT, THRESHOLD, PAGE_THRESHOLD; see below)
 *
 * Round 14 fits on waves 1–7 (wave 8 the check set, wave 9 sealed) with the signal
 * grid_period_unstated, threshold chosen by wave 8's totals among those that keep every fixture's
 * priced plans reported (docs/intel.md, "Round 14"):
 * Run: FIT_WAVES=1,2,3,4,5,6,7 FIT_L2=3 THRESHOLD=0.75 PAGE_THRESHOLD=0 npx bun scripts/fit-confidence.ts
 *
 * Round 15 tried refits on waves 1–8 (FIT_WAVES=1,2,3,4,5,6,7,8, with the signals sole_price and
 * priceless_card): none left wave 9 no worse after merging part b, so round 14's weights stay
 * (docs/intel.md, "Round 15, part a").
 *
 * Round 16 tried refits on waves 1–9 (FIT_WAVES=1,2,3,4,5,6,7,8,9; FIT_L2 2–5, thresholds
 * 0.65–0.85, checked on wave 10's totals): the one that bettered wave 10 (L2 3 at 0.733–0.738) sits
 * on a knife edge and turns minor_set positive against the labels, so round 14's weights stay
 * (docs/intel.md, "Round 16, part a").
 */
import { writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { assessSite } from "../src/intel/extract-site.ts";
import { SIGNALS, type ConfidenceModel, type SignalName } from "../src/intel/confidence.ts";
import { casePages, loadCases, scorePage } from "../test/intel/support/real-pages-score.ts";

const args = process.argv.slice(2);
const dir = args.includes("--dir") ? args[args.indexOf("--dir") + 1]! : process.env.REALPAGES_DIR ?? "/work/realpages";
const TARGET = 0.03;
/** The L2 penalty (FIT_L2, default 1): a larger one keeps the weights smaller (round 11 compared fits by it). */
const L2 = Number(process.env.FIT_L2 ?? 1);
/**
 * How much wave 2's plans weigh in the fit (WAVE2_WEIGHT, default 1). Wave 1 was developed on round
 * after round, so its remaining errors are few and unlike those of unseen pages; weighing wave 2
 * three times was tried (out of fold on waves 1–2: 270 exact at 2.9% instead of 250 at 2.7%) and
 * dropped: wave 3's totals got worse (16 wrong or invented of 58 reported, against 12 of 53).
 */
const WAVE_WEIGHT: Record<number, number> = { 1: 1, 2: Number(process.env.WAVE2_WEIGHT ?? 1), 3: 1 };
/**
 * The waves fitted on (FIT_WAVES, default 1,2,3,4,5: round 12 fits on waves 1–5 and checks on wave
 * 6's totals; wave 7 is sealed). DROP_SIGNALS (comma-separated) fits without some signals (their
 * weight stays 0), to compare fits by the check set's totals.
 */
const FIT_WAVES = new Set((process.env.FIT_WAVES ?? "1,2,3,4,5").split(",").map(Number));
const DROP = new Set((process.env.DROP_SIGNALS ?? "").split(",").filter(Boolean));
for (const d of DROP) if (!(SIGNALS as readonly string[]).includes(d)) throw new Error(`DROP_SIGNALS: no signal ${d}`);

interface Sample { slug: string; x: number[]; bad: number; weight: number }
interface PageSamples { slug: string; samples: Sample[] }

const pages: PageSamples[] = [];
for (const c of loadCases()) {
  const wave = c.wave ?? 1;
  if (!FIT_WAVES.has(wave) || c.script_drawn) continue;
  const input = casePages(dir, c);
  if (!input) continue;
  const { facts, assessed } = assessSite(input.pages, { url: input.url, abstain: false });
  const score = scorePage(c, facts);
  const samples: Sample[] = [];
  assessed.forEach((a, i) => {
    const v = score.verdicts[i];
    if (v === "ignored" || v === undefined) return;
    samples.push({ slug: c.slug, x: SIGNALS.map((s) => (DROP.has(s) ? 0 : a.signals[s])), bad: v === "exact" ? 0 : 1, weight: WAVE_WEIGHT[wave] ?? 1 });
  });
  pages.push({ slug: c.slug, samples });
}
const all = pages.flatMap((p) => p.samples);

/** Logistic regression by gradient descent; predicts P(read right) = 1 - P(bad). */
function fit(samples: Sample[]): { bias: number; w: number[] } {
  const n = samples.reduce((t, s) => t + s.weight, 0);
  const k = SIGNALS.length;
  let bias = 0;
  const w = new Array<number>(k).fill(0);
  const rate = 0.5;
  for (let it = 0; it < 4000; it++) {
    let gb = 0;
    const gw = new Array<number>(k).fill(0);
    for (const s of samples) {
      let z = bias;
      for (let j = 0; j < k; j++) z += w[j]! * s.x[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - (1 - s.bad)) * s.weight;
      gb += err;
      for (let j = 0; j < k; j++) gw[j]! += err * s.x[j]!;
    }
    bias -= (rate * gb) / n;
    for (let j = 0; j < k; j++) w[j] = w[j]! - rate * (gw[j]! / n + (L2 * w[j]!) / n);
  }
  return { bias, w };
}

const predict = (m: { bias: number; w: number[] }, x: number[]) => 1 / (1 + Math.exp(-(m.bias + x.reduce((z, v, j) => z + m.w[j]! * v, 0))));

// Out-of-fold confidences: folds by company.
const fold = (slug: string) => parseInt(createHash("sha256").update(`round9:${slug}`).digest("hex").slice(0, 8), 16) % 5;
const oof = new Map<Sample, number>();
for (let f = 0; f < 5; f++) {
  const m = fit(all.filter((s) => fold(s.slug) !== f));
  for (const s of all) if (fold(s.slug) === f) oof.set(s, predict(m, s.x));
}

function evaluate(conf: Map<Sample, number>, t: number, pt: number) {
  let kept = 0, bad = 0, exact = 0;
  for (const p of pages) {
    if (p.samples.length === 0) continue;
    const mean = p.samples.reduce((s, x) => s + conf.get(x)!, 0) / p.samples.length;
    if (mean < pt) continue;
    for (const s of p.samples)
      if (conf.get(s)! >= t) {
        kept++;
        bad += s.bad;
        exact += 1 - s.bad;
      }
  }
  return { kept, bad, exact, rate: kept ? bad / kept : 0 };
}

let best = { t: 0, pt: 0, ...evaluate(oof, 0, 0) };
const before = best;
for (let t = 0; t <= 0.995; t = Math.round((t + 0.005) * 1000) / 1000)
  for (let pt = 0; pt <= 0.95; pt = Math.round((pt + 0.05) * 100) / 100) {
    const e = evaluate(oof, t, pt);
    const ok = e.rate <= TARGET;
    const bestOk = best.rate <= TARGET;
    if ((ok && (!bestOk || e.exact > best.exact)) || (!ok && !bestOk && e.rate < best.rate)) best = { t, pt, ...e };
  }

// THRESHOLD / PAGE_THRESHOLD override the choice (to compare fits by the check set's totals).
if (process.env.THRESHOLD !== undefined || process.env.PAGE_THRESHOLD !== undefined) {
  const t = Number(process.env.THRESHOLD ?? best.t), pt = Number(process.env.PAGE_THRESHOLD ?? best.pt);
  best = { t, pt, ...evaluate(oof, t, pt) };
}
const model = fit(all);
const full = new Map(all.map((s) => [s, predict(model, s.x)] as const));
const inSample = evaluate(full, best.t, best.pt);
const r3 = (v: number) => Math.round(v * 1000) / 1000;
const weights = Object.fromEntries(SIGNALS.map((s, j) => [s, r3(model.w[j]!)])) as Record<SignalName, number>;
const out: ConfidenceModel = { bias: r3(model.bias), weights, threshold: best.t, pageThreshold: best.pt };
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
const summary = [
  `fitted on waves ${[...FIT_WAVES].sort().join(", ")}${DROP.size ? ` without ${[...DROP].join(", ")}` : ""}: ${pages.length} pages, ${all.length} plans the engine would report (${all.filter((s) => s.bad).length} wrong or invented)`,
  `out-of-fold (5 folds by company), no abstention: ${before.exact} exact, ${before.bad} wrong or invented (${pct(before.bad, before.kept)} of ${before.kept})`,
  `out-of-fold, threshold ${best.t}, page threshold ${best.pt}: ${best.exact} exact, ${best.bad} wrong or invented (${pct(best.bad, best.kept)} of ${best.kept})`,
  `in sample, same thresholds: ${inSample.exact} exact, ${inSample.bad} wrong or invented (${pct(inSample.bad, inSample.kept)} of ${inSample.kept})`,
];
console.log(summary.join("\n"));
console.log(Object.entries(weights).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])).map(([k, v]) => `  ${k}: ${v}`).join("\n"));
if (!args.includes("--dry")) {
  const file = join(import.meta.dir, "..", "src", "intel", "confidence-weights.ts");
  writeFileSync(
    file,
    `/**
 * The confidence model's weights — GENERATED by \`scripts/fit-confidence.ts\` (do not edit by hand;
 * re-run the script after a change to the signals or the engine). docs/intel.md, "Round 9".
 *
${summary.map((l) => ` * ${l}`).join("\n")}
 *
 * A positive weight makes a plan more likely read right, a negative one less.
 */
import type { ConfidenceModel } from "./confidence.ts";

export const CONFIDENCE_MODEL: ConfidenceModel = ${JSON.stringify(out, null, 2).replace(/"(\w+)":/g, "$1:")};
`,
  );
  console.log(`wrote ${file}`);
}
if (args.includes("--curve")) for (let t = 0.5; t <= 0.99; t = Math.round((t + 0.02) * 100) / 100) for (const pt of [0, 0.5, 0.7, 0.8]) { const e = evaluate(oof, t, pt); console.log(`t ${t} pt ${pt}: exact ${e.exact} bad ${e.bad} of ${e.kept} (${pct(e.bad, e.kept)})`); }
