/**
 * A free word on the home page only, beside a pricing page that sells paid plans with a free trial
 * (issue 25, round 57 part b; docs/intel.md, "Round 57, part b"). Where the pricing page reads paid
 * plans, none free, and offers a free trial there, the way to try the product is that trial; a free
 * claim that only a page other than the pricing page makes is then about something else: a
 * newsletter's "Free forever · One email a week" (canadian-trade-intelligence 31), the trial's
 * install button "Install for Chrome — it's free" (devoke 45), another product's "Completely free …
 * open source, released under the MIT license" (dropzone 48: the library, not the hosted service).
 * Counted over every development case (waves 8–12, 30–48, product and raw), a free tier that rests
 * on such claims alone while the pricing page reads paid plans and a trial is on those three sites,
 * each recorded without a free tier, and on none recorded with one; the home-only claims of sites
 * with no trial on the pricing page (an open-source edition's "free and open-source", "Free Forever
 * (Sideloaded)") or no plan read there are all recorded free, and stay read.
 *
 * Only a signal of this kind is dropped, never a plan, and only while every free-plan signal is from
 * pages that are not pricing pages: any free word the pricing page itself says keeps them all.
 */
import type { PlanFact, SignalFact } from "../facts.ts";

/** Whether the free-plan signals read so far are home-page words a pricing page with a trial and paid plans overrides. */
export function homeFreeBesideTrial(signals: readonly SignalFact[], plans: readonly PlanFact[], isPricing: (url: string) => boolean): boolean {
  const free = signals.filter((s) => s.kind === "free_plan");
  if (free.length === 0 || free.some((s) => s.inferred === true || isPricing(s.evidence.url))) return false;
  if (plans.some((p) => p.free) || !plans.some((p) => p.amount !== null && p.amount > 0 && isPricing(p.evidence.url))) return false;
  return signals.some((s) => s.kind === "free_trial" && isPricing(s.evidence.url));
}
