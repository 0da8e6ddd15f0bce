/**
 * A plan added or removed carries the bullets only it lists (issue 25, round 16): one "Plan
 * added" says the new plan and what it brings, instead of the plan and then one "Feature added"
 * per bullet of its card (which read as a second, separate event). The names are all in the
 * change's value after the price, as a grouped change keeps them. A bullet another plan lists
 * too is the site's, and is compared as any feature.
 */
import { describe, expect, test } from "bun:test";
import type { FeatureFact, PlanFact, SiteFacts } from "../../src/intel/facts.ts";
import { diffFacts, type DetectedChange } from "../../src/monitoring/diff.ts";

const PRICING = "https://quillnest.example/pricing";

function plan(name: string, amount: number, features: string[]): PlanFact {
  return { name, amount, annual_amount: null, list_amount: null, currency: "USD", period: "month", per_user: false, free: false, trial_days: null, contact_sales: false, price_text: `$${amount}/mo`, features, limits: [], source: "page", evidence: { url: PRICING, snippet: name } };
}
const feature = (name: string, source: FeatureFact["source"] = "plan"): FeatureFact => ({ name, source, evidence: { url: PRICING, snippet: name } });
function site(plans: PlanFact[], extra: FeatureFact[] = []): SiteFacts {
  const features = [...[...new Set(plans.flatMap((p) => p.features))].map((n) => feature(n)), ...extra];
  return { url: "https://quillnest.example/", final_url: "https://quillnest.example/", pages: ["https://quillnest.example/", PRICING], name: null, title: null, description: null, headline: null, plans, usage_prices: [], pricing_model: "subscription", features, more_features: [], signals: [] };
}
const brief = (cs: DetectedChange[]) => cs.map((c) => `${c.type} ${c.summary}`);

describe("a plan's own bullets come and go with it (round 16)", () => {
  const two = site([plan("Notes", 8, ["Shared notebooks", "Offline drafts"]), plan("Studio", 24, ["Shared notebooks", "Version history"])]);
  const three = site([...two.plans, plan("Guild", 60, ["Version history", "Seat roles", "Audit trail", "Domain login"])]);

  test("a plan added carries the bullets no other plan lists, every name in its value", () => {
    const got = diffFacts(two, three);
    expect(brief(got)).toEqual(["plan_added Plan added: Guild ($60/month) with 3 features: Audit trail, Domain login, Seat roles"]);
    expect(got[0]!.after).toBe("$60/month with Audit trail; Domain login; Seat roles");
    expect(got[0]!.before).toBeNull();
  });

  test("a plan removed carries the bullets only it listed", () => {
    const got = diffFacts(three, two);
    expect(brief(got)).toEqual(["plan_removed Plan removed: Guild ($60/month) with 3 features: Audit trail, Domain login, Seat roles"]);
    expect(got[0]!.before).toBe("$60/month with Audit trail; Domain login; Seat roles");
  });

  test("a new bullet that a plan both checks show lists too is a feature added of its own", () => {
    const after = site([plan("Notes", 8, ["Shared notebooks", "Offline drafts"]), plan("Studio", 24, ["Shared notebooks", "Version history", "Seat roles"]), plan("Guild", 60, ["Seat roles", "Audit trail"])]);
    expect(brief(diffFacts(two, after))).toEqual(["plan_added Plan added: Guild ($60/month) with 1 feature: Audit trail", "feature_added Feature added: Seat roles (in Guild, Studio)"]);
  });

  test("a plan added with nothing new on its card is the plan alone", () => {
    const after = site([...two.plans, plan("Guild", 60, ["Shared notebooks", "Version history"])]);
    expect(brief(diffFacts(two, after))).toEqual(["plan_added Plan added: Guild ($60/month)"]);
  });

  test("a heading that is no card's bullet is still a feature of its own", () => {
    const after = site(three.plans, [feature("Team calendar", "heading")]);
    expect(brief(diffFacts(two, after))).toEqual(["plan_added Plan added: Guild ($60/month) with 3 features: Audit trail, Domain login, Seat roles", "feature_added Feature added: Team calendar"]);
  });
});

/**
 * A feature whose words stayed while its number moved ("All 8 lessons" → "All 12 lessons", or a
 * quota in words the limit split does not read) is one quantity changed, said as a limit change:
 * not a feature removed and another added (round 16).
 */
describe("a feature's number moved (round 16)", () => {
  const with_ = (bullets: string[]) => site([plan("Tutor", 15, bullets), plan("Family", 25, ["Progress reports"])]);

  test("the same words around another number are one change, raised or lowered, naming the plan", () => {
    expect(brief(diffFacts(with_(["All 8 lessons, start to finish", "Progress reports"]), with_(["All 12 lessons, start to finish", "Progress reports"])))).toEqual([
      "feature_added Limit raised: Tutor: All 8 lessons, start to finish → All 12 lessons, start to finish",
    ]);
    expect(brief(diffFacts(with_(["Inntil 100 bilder i albumet"]), with_(["Inntil 30 bilder i albumet"])))).toEqual(["feature_removed Limit lowered: Tutor: Inntil 100 bilder i albumet → Inntil 30 bilder i albumet"]);
  });

  test("other words, one word around the number, or several names of one shape stay feature changes", () => {
    // (Since round 23 one line gone and one come on a plan are said once, "Feature replaced", not as a limit moved.)
    expect(brief(diffFacts(with_(["5 seats"]), with_(["10 seats"])))).toEqual(["feature_removed Feature replaced: Tutor: 5 seats → 10 seats"]);
    expect(brief(diffFacts(with_(["All 8 lessons"]), with_(["All 12 quizzes"])))).toEqual(["feature_removed Feature replaced: Tutor: All 8 lessons → All 12 quizzes"]);
    // Which number became which would be a guess.
    expect(brief(diffFacts(with_(["Chat 8 uses a month", "Chat 16 uses a month"]), with_(["Chat 2 uses a month", "Chat 25 uses a month"])))).toHaveLength(4);
  });
});
