/**
 * Round 50, part b (docs/intel.md): the confidence model judged by leaving whole waves out. A
 * refit's figures on a wave count only when neither its weights nor its threshold saw that wave:
 * the threshold is chosen on the other waves' own leave-one-wave-out totals (scripts/fit-logistic.ts,
 * `nestedWaveOut`), by a rule stated before the run (`chooseThreshold`). These pin both on small
 * sets of our own; the real pages' figures are in the docs.
 */
import { describe, expect, test } from "bun:test";
import { chooseThreshold, nestedWaveOut, parseRule, type CurvePoint } from "../../scripts/fit-logistic";

/** A curve: at each threshold, exact plans and wrong + invented ones reported. */
const curve = (rows: [number, number, number][]): CurvePoint[] => rows.map(([threshold, exact, bad]) => ({ threshold, exact, bad, reported: exact + bad }));

describe("round 50b: the threshold a rule chooses", () => {
  const c = curve([
    [0.6, 100, 20],
    [0.7, 96, 12],
    [0.75, 95, 9],
    [0.8, 90, 6],
    [0.85, 80, 5],
  ]);

  test("cap: the most exact plans with wrong + invented at most the share of reported", () => {
    expect(chooseThreshold(c, { cap: 0.1 })).toBe(0.75); // 9 of 104 (8.7%); 0.7 is 12 of 108 (11.1%)
    expect(chooseThreshold(c, { cap: 0.07 })).toBe(0.8); // 6 of 96 (6.25%)
    // No point meets the cap: the highest threshold, reporting least.
    expect(chooseThreshold(c, { cap: 0.01 })).toBe(0.85);
  });

  test("trade: the best exact − k × (wrong + invented); ties to the higher threshold", () => {
    expect(chooseThreshold(c, { trade: 0 })).toBe(0.6);
    expect(chooseThreshold(c, { trade: 1 })).toBe(0.75); // 86 against 84 at 0.7 and 84 at 0.8
    expect(chooseThreshold(c, { trade: 2 })).toBe(0.8); // 78 against 77 at 0.75
    expect(chooseThreshold(curve([[0.7, 10, 1], [0.8, 9, 0]]), { trade: 1 })).toBe(0.8);
  });

  test("rules are read as written in RULE", () => {
    expect(parseRule("cap:0.08")).toEqual({ cap: 0.08 });
    expect(parseRule("trade:2")).toEqual({ trade: 2 });
    expect(() => parseRule("0.08")).toThrow();
  });
});

describe("round 50b: nested leave-one-wave-out", () => {
  // Three waves. A "model" is the set of waves it was fitted on; a wave's curve under it says, at
  // each threshold, how it would read. Wave 3 reads best at a low threshold, waves 1 and 2 at a
  // high one: a threshold chosen with wave 3 in view would differ from one chosen without it.
  const byWave: Record<number, [number, number, number][]> = {
    1: [[0.7, 10, 5], [0.8, 9, 1]],
    2: [[0.7, 12, 6], [0.8, 11, 1]],
    3: [[0.7, 20, 1], [0.8, 10, 0]],
  };
  const calls: { fitted: number[]; scored: number }[] = [];
  const all = [1, 2, 3];
  const run = () =>
    nestedWaveOut(
      all,
      (ex) => all.filter((w) => !ex.includes(w)),
      (fitted, w) => {
        calls.push({ fitted, scored: w });
        return curve(byWave[w]!);
      },
      { trade: 1 },
    );

  test("no wave is scored by a fit that saw it, and each wave's threshold is chosen without it", () => {
    const rows = run();
    for (const c of calls) expect(c.fitted).not.toContain(c.scored);
    // Wave 3 is counted at the threshold waves 1 and 2 choose (0.8), though it would choose 0.7 itself.
    expect(rows.find((r) => r.wave === 3)).toEqual({ wave: 3, threshold: 0.8, point: { threshold: 0.8, exact: 10, bad: 0, reported: 10 } });
    // Waves 1 and 2 are counted at the threshold chosen on the other two (wave 3 among them): 0.7 for wave 1
    // (wave 2 + wave 3 at 0.7: 32 − 7 = 25 against 21 − 1 = 20), 0.7 for wave 2 likewise.
    expect(rows.map((r) => r.threshold)).toEqual([0.7, 0.7, 0.8]);
  });

  test("a single wave cannot be left out of itself", () => {
    expect(() => nestedWaveOut([1], () => [], () => curve(byWave[1]!), { trade: 1 })).toThrow();
  });
});
