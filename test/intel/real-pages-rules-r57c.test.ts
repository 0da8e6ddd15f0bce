/**
 * Round 57, part c, on real pages (issue 25; docs/intel.md, "Round 57, part c"): monitoring's missed
 * feature changes (a version's feature added or removed the scorer does not find), counted on
 * development (waves 8–12, 30–48) by where the line stands on the version it is on and why the
 * reader drops it. The one place that recurs, a card's list whose lines no plan's reading carries,
 * was tried narrower than round 55c's reading (only lists whose own class says "feature"; only such
 * lists inside one priced card on a pricing page): each adds reports the check set's readers did not
 * write (37 → 44, 37 → 42) and finds none more, so no rule. These tests pin what is read. Small
 * pages of our own, never text from a real page.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const PAGE = "https://lanternpad.example/pricing";
const html = (body: string) => `<!doctype html><html lang="en"><head><title>Pricing — Lanternpad</title></head><body><header><a href="/">Lanternpad</a></header><main>${body}</main></body></html>`;
const read = (body: string) => extractSite([{ url: PAGE, html: html(body) }], { url: PAGE, abstain: false });
const features = (body: string) => read(body).features.map((f) => f.name);
const plans = (body: string) => read(body).plans.map((p) => `${p.name}: ${p.amount} [${p.features.join(", ")}]`);
const lis = (xs: string[]) => xs.map((x) => `<li>${x}</li>`).join("");
const featureChanges = (a: string, b: string) =>
  diffFacts(read(a), read(b))
    .filter((c) => c.type === "feature_added" || c.type === "feature_removed")
    .map((c) => `${c.type} ${c.summary}`);

// Cards whose price is a bare figure with no name over it, each with a list its own class calls
// features: the plan reader takes no plan from them (the shape of most unread card lists counted).
const nameless = (a: string[], b: string[]) =>
  `<h1>Pricing</h1><div class="row"><div class="price-col"><div class="big">$9</div><p>per month</p><ul class="feature-list">${lis(a)}</ul><a href="/buy">Buy</a></div><div class="price-col"><div class="big">$29</div><p>per month</p><ul class="feature-list">${lis(b)}</ul><a href="/buy">Buy</a></div></div>`;
// Named cards read as plans with their bullets.
const named = (a: string[], b: string[]) =>
  `<h1>Pricing</h1><div class="plans"><div class="plan-card"><h3>Solo</h3><p class="price">$8/month</p><ul class="features">${lis(a)}</ul><a href="/signup">Choose Solo</a></div><div class="plan-card"><h3>Studio</h3><p class="price">$24/month</p><ul class="features">${lis(b)}</ul><a href="/signup">Choose Studio</a></div></div>`;
const A = ["Shared lanterns", "Offline drafts", "Markdown export"];
const B = ["Version history", "Team spaces", "Audit log"];

describe("rules57c: a card's list whose plan the reader does not take (pinned, no rule)", () => {
  test("nameless cards give no plan and their lists, though classed as features, are not the site's features", () => {
    expect(plans(nameless(A, B))).toEqual([]);
    expect(features(nameless(A, B))).toEqual([]);
  });

  test("so a line added to such a list is no change monitoring reports (the missed change counted)", () => {
    expect(featureChanges(nameless(A, B), nameless(A, [...B, "Focus mode"]))).toEqual([]);
  });
});

describe("rules57c: a card read with its list (the reach monitoring has)", () => {
  test("the bullets are the plan's and the site's features", () => {
    expect(plans(named(A, B))).toEqual(["Solo: 8 [Shared lanterns, Offline drafts, Markdown export]", "Studio: 24 [Version history, Team spaces, Audit log]"]);
    expect(features(named(A, B))).toEqual([...A, ...B]);
  });

  test("a line added to a read card's list is one feature added; the same page twice, no change", () => {
    expect(featureChanges(named(A, B), named(A, [...B, "Focus mode"]))).toEqual(["feature_added Feature added: Focus mode (in Studio)"]);
    expect(featureChanges(named(A, B), named(A, B))).toEqual([]);
  });
});
