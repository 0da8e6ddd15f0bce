/**
 * The report's content as pure functions of the sites' facts (docs/reports.md): the price ladder
 * (median of odd and even counts, what is left off and why), feature grouping across sites, the
 * recommendation rules (at least three, each with evidence, for one site or five), the overview,
 * URL normalisation — and the same facts giving the same report.
 */
import { describe, expect, test } from "bun:test";
import { groupFeatures } from "../../src/intel/analyze/feature-match";
import { buildProfile } from "../../src/intel/analyze/profile";
import { extractSite } from "../../src/intel/extract-site";
import type { CompetitorRead } from "../../src/reports/per-competitor";
import { normaliseCompetitorUrl } from "../../src/reports/schemas";
import { median, mostCommon } from "../../src/reports/cross-analysis";
import { buildReportSummary } from "../../src/reports/summary";
import { loadSite } from "../intel/support/sites";

/** A site of the fixtures as the job would have read it, at https://<host>/. */
function read(site: string, host = `${site}.example`): CompetitorRead {
  const facts = extractSite(loadSite(site, host), { url: `https://${host}/`, final_url: `https://${host}/` });
  return { url: `https://${host}/`, facts, profile: buildProfile(facts) };
}
const unreachable = (host: string): CompetitorRead => ({ url: `https://${host}/`, failure: { reason: "dns", message: `${host} does not resolve (no such host)` } });
const DATE = "2026-11-22";

describe("the price ladder", () => {
  test("odd count: the middle plan; even count: the mean of the middle two, both named", () => {
    const three = buildReportSummary([read("free-trial"), read("jsonld-offers"), read("plain-cards")], DATE).cross_analysis.price_ladder;
    expect(three.entries.map((e) => e.amount)).toEqual([8, 19, 24.99]);
    expect(three.median).toEqual({ amount: 19, plans: [{ competitor: "Ledgerly", plan: "Starter" }] });
    expect(three.cheapest!.plan).toBe("Team");
    expect(three.most_expensive!.plan).toBe("Solo");
    const two = buildReportSummary([read("free-trial"), read("plain-cards")], DATE).cross_analysis.price_ladder;
    expect(two.median).toEqual({ amount: 16.5, plans: [{ competitor: "Taskly", plan: "Team" }, { competitor: "Salonbook", plan: "Solo" }] });
  });

  test("left off with the reason: another currency, a one-time price, prices on request", () => {
    const ladder = buildReportSummary([read("free-trial"), read("nuxt"), read("lifetime"), read("contact-only")], DATE).cross_analysis.price_ladder;
    expect(ladder.currency).toBe("USD");
    expect(ladder.entries.map((e) => e.competitor)).toEqual(["Taskly"]);
    expect(Object.fromEntries(ladder.not_compared.map((n) => [n.url, n.reason]))).toEqual({
      "https://nuxt.example/": "prices in EUR, not USD",
      "https://lifetime.example/": "only a one-time price, not a recurring one",
      "https://contact-only.example/": "no paid price shown: prices on request (contact sales)",
    });
  });

  test("helpers: median and most common", () => {
    expect(median([])).toBeNull();
    expect(median([1, 2, 4])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(mostCommon(["b", "a", "b", "a"])).toBe("b");
    expect(mostCommon(["b", "a", "a"])).toBe("a");
    expect(mostCommon([])).toBeNull();
  });
});

describe("features across sites", () => {
  test("matched by meaning; a site's own two wordings of one thing stay two rows", () => {
    const groups = groupFeatures([
      ["Single sign-on (SSO)", "Kanban boards", "SAML SSO"],
      ["SSO", "Kanban board", "Gantt charts"],
      ["Time tracking"],
    ]);
    expect(groups.map((g) => [g.feature, g.members])).toEqual([
      ["Single sign-on (SSO)", ["Single sign-on (SSO)", "SSO", null]],
      ["Kanban boards", ["Kanban boards", "Kanban board", null]],
      ["SAML SSO", ["SAML SSO", null, null]],
      ["Gantt charts", [null, "Gantt charts", null]],
      ["Time tracking", [null, null, "Time tracking"]],
    ]);
  });

  test("common features are listed by two or more, unique ones by one; the matrix puts the most widely offered first", () => {
    const cross = buildReportSummary([read("next-data"), read("plain-cards"), read("free-trial")], DATE).cross_analysis;
    const counts = cross.feature_matrix.rows.map((r) => r.present.filter(Boolean).length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const c of cross.common_features) expect(c.competitors.length).toBeGreaterThanOrEqual(2);
    const unique = cross.unique_features.flatMap((u) => u.features);
    expect(unique.length).toBe(counts.filter((n) => n === 1).length);
    expect(cross.differentiation_scores.every((d) => d.score >= 0 && d.score <= 100)).toBe(true);
  });
});

describe("recommendations and overview", () => {
  test("one site: three or more recommendations with evidence, no differentiation score, an overview that names it", () => {
    const s = buildReportSummary([read("contact-only")], DATE);
    expect(s.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const r of s.recommendations) expect(r.evidence.length).toBeGreaterThan(0);
    expect(s.recommendations.map((r) => r.title)).toContain("Publish your prices: no competitor shows a comparable one");
    expect(s.cross_analysis.differentiation_scores).toEqual([]);
    expect(s.overview).toStartWith(`This snapshot of ${DATE} compares one competitor, Fleetline.`);
    expect(s.overview).toContain("None of them shows a comparable paid price.");
  });

  test("every recommendation cites a page of the sites read; the first is the overview's main finding", () => {
    const reads = ["next-data", "nuxt", "plain-cards", "jsonld-offers", "free-trial"].map((x) => read(x));
    const s = buildReportSummary(reads, DATE);
    const hosts = new Set(reads.map((r) => new URL(r.url).host));
    for (const r of s.recommendations) for (const e of r.evidence) expect(hosts.has(new URL(e.url).host)).toBe(true);
    expect(s.overview).toEndWith(`Main finding: ${s.recommendations[0].title}.`);
  });

  test("sites that could not be read are named in the overview and keep their place in per_competitor", () => {
    const s = buildReportSummary([unreachable("gone.example"), read("free-trial"), unreachable("down.example")], DATE);
    expect(s.competitors).toEqual(["https://gone.example/", "https://free-trial.example/", "https://down.example/"]);
    expect(s.per_competitor.map((p) => p.status)).toEqual(["unreachable", "analyzed", "unreachable"]);
    expect(s.overview).toContain("2 of 3 sites could not be read and are left out: gone.example does not resolve (no such host); down.example does not resolve (no such host).");
    expect(() => buildReportSummary([unreachable("gone.example")], DATE)).toThrow("no competitor site was read");
  });

  test("the same facts give the same report, byte for byte", () => {
    const a = buildReportSummary([read("next-data"), read("toggle-hidden"), read("yearly-gbp")], DATE);
    const b = buildReportSummary([read("next-data"), read("toggle-hidden"), read("yearly-gbp")], DATE);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe("competitor URLs", () => {
  test("scheme and host lower-cased, default port, fragment and trailing slash dropped; query kept", () => {
    expect(normaliseCompetitorUrl("HTTPS://Example.COM:443/#top")).toBe("https://example.com/");
    expect(normaliseCompetitorUrl("http://example.com:80/pricing/")).toBe("http://example.com/pricing");
    expect(normaliseCompetitorUrl(" https://example.com/a//?x=1#y ")).toBe("https://example.com/a?x=1");
    expect(normaliseCompetitorUrl("https://example.com:8443/")).toBe("https://example.com:8443/");
    expect(() => normaliseCompetitorUrl("mailto:a@example.com")).toThrow("only http and https");
  });
});
