/**
 * Round 21 (docs/intel.md, "Round 21, part c"): the confidence model's fit on samples of our own.
 * A signal that fires on fewer sites than MIN_SITES keeps weight 0 — a weight learnt from one or two
 * sites describes those sites (round 16's option_list: 24 plans of one site would have weighed
 * +0.74), not pages the model has never seen; a sign-constrained signal is a design guarantee and is
 * fitted whatever its count.
 */
import { describe, expect, test } from "bun:test";
import { fitLogistic, sitesFiring, type Sample } from "../../scripts/fit-logistic";

const NAMES = ["common", "rare", "guarded"] as const;
/** Ten sites of four plans; `common` fires everywhere on the bad plans, `rare` and `guarded` on two sites' bad plans. */
function samples(): Sample[] {
  const out: Sample[] = [];
  for (let site = 0; site < 10; site++)
    for (let i = 0; i < 4; i++) {
      const bad = i === 0 ? 1 : 0;
      const onRareSite = site < 2;
      out.push({ slug: `site-${site}`, wave: 1, bad, x: Float64Array.from([bad, bad && onRareSite ? 1 : 0, bad && onRareSite ? 1 : 0]) });
    }
  return out;
}

describe("round 21: the fit ignores signals that few sites fire", () => {
  test("sites are counted per signal", () => {
    expect(sitesFiring(samples(), 3)).toEqual([10, 2, 2]);
  });

  test("a signal of two sites weighs 0 under MIN_SITES 3, and is fitted without it", () => {
    const opts = { l2: 1, iterations: 800, nonpos: new Set(["guarded"]) };
    const gated = fitLogistic(samples(), NAMES, { ...opts, minSites: 3 });
    const open = fitLogistic(samples(), NAMES, { ...opts, minSites: 0 });
    expect(gated.w[1]).toBe(0);
    expect(open.w[1]!).toBeLessThan(-0.1);
    // The common signal is fitted either way; the sign-constrained one too, whatever its count.
    expect(gated.w[0]!).toBeLessThan(-0.5);
    expect(gated.w[2]!).toBeLessThan(-0.1);
  });
});
