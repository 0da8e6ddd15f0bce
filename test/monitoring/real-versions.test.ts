/**
 * Rules learnt from real pricing pages in versions (issue 25), each on a small page pair of ours:
 * the two versions are extracted as a check would and diffed, so the rule is proven through the
 * extractor and the engine together.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts, sameFeatureReworded } from "../../src/monitoring/diff.ts";

const URL_ = "https://maps.example/pricing";

/** A pricing page: two cards with their bullets. */
const page = (starter: string[], team: string[]) => `<!doctype html><html><head><title>Pricing — Maps</title></head><body>
<main><h1>Pricing</h1>
<div class="pricing">
  <div class="card"><h3>Starter</h3><p class="price">$19/month</p><ul>${starter.map((f) => `<li>${f}</li>`).join("")}</ul></div>
  <div class="card"><h3>Team</h3><p class="price">$49/month</p><ul>${team.map((f) => `<li>${f}</li>`).join("")}</ul></div>
</div></main></body></html>`;

const diffPages = (before: string, after: string) => diffFacts(extractSite([{ url: URL_, html: before }], { url: URL_ }), extractSite([{ url: URL_, html: after }], { url: URL_ }));
const brief = (cs: ReturnType<typeof diffFacts>) => cs.map((c) => `${c.type} ${c.summary}`);

describe("a feature reworded is the same feature", () => {
  test("one word of five changed, or the words in another order: no change", () => {
    const v1 = page(["Map up to 500 points", "24/7 email support"], ["Map up to 5,000 points", "Shared team workspace"]);
    const v2 = page(["Map up to 500 story-points", "Email support 24/7"], ["Map up to 5,000 story-points", "Shared team workspace"]);
    expect(diffPages(v1, v2)).toEqual([]);
  });

  test("a number that moved, or a real addition beside a reworded one, is still reported", () => {
    const v1 = page(["Map up to 500 points", "Email support"], ["Map up to 5,000 points", "Shared team workspace"]);
    const v2 = page(["Map up to 800 points", "Email support"], ["Map up to 5,000 story-points", "Shared team workspace", "Offline maps"]);
    // The number that moved is one change (round 16), said as a limit is.
    expect(brief(diffPages(v1, v2))).toEqual([
      "feature_added Limit raised: Starter: Map up to 500 points → Map up to 800 points",
      "feature_added Feature added: Offline maps (in Team)",
    ]);
  });

  test("the line: a word added to three, or a qualifier dropped, may be news", () => {
    expect(sameFeatureReworded("Map up to 500 points", "Map up to 500 story-points")).toBe(true);
    expect(sameFeatureReworded("24/7 email support", "Email support 24/7")).toBe(true);
    expect(sameFeatureReworded("GDPR compliant dashboard", "GDPR / HIPAA compliant dashboard")).toBe(false);
    expect(sameFeatureReworded("Email support", "Priority email support")).toBe(false);
    expect(sameFeatureReworded("Up to 5 users", "Up to 10 users")).toBe(false);
    expect(sameFeatureReworded("", "Audit log")).toBe(false);
  });
});

describe("a bullet list rewritten in one check", () => {
  test("several names in and several out, more than five together, are one change each way", () => {
    const v1 = page(["Map up to 500 points", "Offline maps", "Email support"], ["Map up to 5,000 points", "Shared team workspace"]);
    const v2 = page(["Map up to 500 points", "Route planning", "Chat support"], ["Map up to 5,000 points", "Team folders", "Usage reports", "SSO login"]);
    expect(brief(diffPages(v1, v2))).toEqual([
      "feature_added 5 features added: Chat support, Route planning, SSO login and 2 more",
      "feature_removed 3 features removed: Email support, Offline maps, Shared team workspace",
    ]);
  });

  test("one name out among the new ones stays a change of its own; five together are one each", () => {
    const v1 = page(["Map up to 500 points", "Offline maps"], ["Map up to 5,000 points"]);
    const v2 = page(["Map up to 500 points", "Route planning", "Chat support"], ["Map up to 5,000 points", "Team folders", "Usage reports", "SSO login"]);
    expect(brief(diffPages(v1, v2))).toEqual(["feature_added 5 features added: Chat support, Route planning, SSO login and 2 more", "feature_removed Feature removed: Offline maps (was in Starter)"]);
    const v3 = page(["Map up to 500 points", "Route planning", "Chat support"], ["Map up to 5,000 points", "Team folders"]);
    expect(brief(diffPages(v1, v3))).toHaveLength(4);
  });
});

