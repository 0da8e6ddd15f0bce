/**
 * Round 98, part h, on real pages (issue 25): plans written as a document's headings, one per plan
 * (extract/heading-run.ts, read by plans-page.ts). A docs page lists its plans as sibling headings
 * of one level — "Team - $49/month", "Scale - $149/month" — and the run's unpriced headings of the
 * same shape ("Free tier (Forever)", "Enterprise - Contact us") are plans too. Not read: the
 * article's other headings ("Feature overview", "FAQ"), a trial's heading ("Free trial (14 days)"),
 * a heading of the shape past the article's other sections, and any of them where only one heading
 * is priced. Small pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site";
import { unpricedHeadingPlan } from "../../src/intel/extract/heading-run";

const URL = "https://quillharbor.example/docs/plans";
const page = (heads: string[]) =>
  `<!doctype html><html lang="en"><head><title>Plans | Quillharbor Docs</title></head><body>` +
  `<nav><a href="/docs">Docs</a></nav><main><article><div class="markdown"><h1>Plans</h1>` +
  `<p>Quillharbor keeps your team's drafts in one place. Pick the plan that fits.</p>` +
  heads.map((h) => `<h2 id="${h.length}">${h}</h2><ul><li>Shared drafts</li><li>Version history</li><li>Email support</li></ul>`).join("") +
  `</div></article></main></body></html>`;
const plansOf = (html: string, abstain = false) =>
  extractSite([{ url: URL, html }], { url: URL, abstain }).plans.map((p) => ({ name: p.name, amount: p.amount, free: p.free, contact: p.contact_sales }));
const nameOf = (t: string) => t.trim() || null;

describe("a run of plan headings: the unpriced siblings (round 98h)", () => {
  const run = ["🌱 Free tier (Forever)", "🚀 Team - $49/month", "🏢 Scale - $149/month", "🏛 Enterprise - Contact us", "Feature overview", "Getting started", "FAQ"];

  test("the free and the quote headings of the run are plans, the other headings are not", () => {
    for (const abstain of [false, true]) {
      const plans = plansOf(page(run), abstain);
      expect(plans.map((p) => p.name)).toEqual(["Free tier", "Team", "Scale", "Enterprise"]);
      expect(plans[0]).toMatchObject({ amount: 0, free: true });
      expect(plans[3]).toMatchObject({ amount: null, contact: true });
    }
  });

  test("\"Name - Free\" and \"Name — Custom\" are the run's too", () => {
    const plans = plansOf(page(["Hobby - Free", "Team - $49/month", "Scale - $149/month", "Enterprise — Custom", "FAQ"]));
    expect(plans.map((p) => [p.name, p.amount])).toEqual([["Hobby", 0], ["Team", 49], ["Scale", 149], ["Enterprise", null]]);
  });

  test("a trial's heading is no free plan; one priced heading is no run", () => {
    expect(plansOf(page(["Free trial (14 days)", "Team - $49/month", "Scale - $149/month", "FAQ"])).map((p) => p.name)).toEqual(["Team", "Scale"]);
    expect(unpricedHeadingPlan("Free trial (14 days)", nameOf)).toBeNull();
    expect(plansOf(page(["Free tier (Forever)", "Team - $49/month", "Enterprise - Contact us", "FAQ"])).some((p) => p.name === "Free tier" || p.name === "Enterprise")).toBe(false);
  });

  test("a heading of the shape past the article's other sections is not read", () => {
    const plans = plansOf(page(["Team - $49/month", "Scale - $149/month", "Feature overview", "Questions - Contact us"]));
    expect(plans.map((p) => p.name)).toEqual(["Team", "Scale"]);
  });

  test("section headings match neither shape", () => {
    for (const h of ["Feature overview", "Data retention", "FAQ", "Compare plans", "Free features", "Support - Email"]) expect(unpricedHeadingPlan(h, nameOf)).toBeNull();
  });
});
