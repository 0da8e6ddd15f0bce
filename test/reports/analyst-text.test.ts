/**
 * Reports read like an analyst wrote them (issue 25, item 6), through the real path: small sites
 * of ours on loopback, a report requested and paid, the `report.generate` job, and the text as
 * GET /api/reports/get answers it. Two sites are "both", a name ending in s takes the apostrophe
 * alone, a median of per-user prices is per user, a narrow price range is said in words that mean
 * something, a standard is credited only to the site that shows it, evidence quotes what the
 * finding rests on, and the requester's own site (`your_url`) turns "offer a free plan" into
 * "keep yours" when they have one. Plus the small English helpers those sentences use.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { agree, listNames, possessive, share } from "../../src/lib/prose";
import type { ReportBody, ReportSummary } from "../../src/reports/schemas";
import { reportSchema } from "../../src/reports/schemas";
import { createReportsApp, type ReportsTestApp } from "./helpers";
import { eq } from "drizzle-orm";
import { reports } from "../../src/reports/tables";

describe("the English of generated sentences", () => {
  test("lists, possessives, shares and verbs", () => {
    expect([listNames([]), listNames(["A"]), listNames(["A", "B"]), listNames(["A", "B", "C"])]).toEqual(["", "A", "A and B", "A, B and C"]);
    expect([possessive("Acme"), possessive("Acme Boards"), possessive("Atlas")]).toEqual(["Acme's", "Acme Boards'", "Atlas'"]);
    expect([share(2, 2, "competitors"), share(3, 3, "competitors"), share(1, 2, "competitors"), share(0, 4, "sites"), share(2, 5)]).toEqual(["both competitors", "all 3 competitors", "1 of 2 competitors", "none of the 4 sites", "2 of 5"]);
    expect([agree(1, "offers", "offer"), agree(2, "offers", "offer")]).toEqual(["offers", "offer"]);
  });
});

/** A small site: home page (name, headline, signals) and a pricing page (plans with bullets). */
function site(o: { name: string; headline: string; signals: string; plans: { name: string; price: string; bullets: string[] }[]; features: string[] }) {
  const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="${o.name}"><meta name="description" content="${o.name} helps small teams plan, track and ship their work."></head><body><header><nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav></header><main>${body}</main></body></html>`;
  return {
    "/": page(`${o.name} | Work management`, `<h1>${o.headline}</h1><p>Trusted by 12,000+ teams worldwide.</p><section id="features"><h2>Features</h2><div class="grid">${o.features.map((f) => `<div class="tile"><h3>${f}</h3><p>${f} for every team, without the busywork.</p></div>`).join("")}</div></section><section><p>${o.signals}</p></section>`),
    "/pricing": page(
      `Pricing | ${o.name}`,
      `<h1>Pricing</h1><div class="plans">${o.plans.map((p) => `<div class="plan"><h2>${p.name}</h2><p class="price">${p.price}</p><ul>${p.bullets.map((b) => `<li>${b}</li>`).join("")}</ul><a href="/signup">Start</a></div>`).join("")}</div>`,
    ),
  };
}

const plan = (name: string, price: string, ...bullets: string[]) => ({ name, price, bullets });
const ACME = site({ name: "Acme Boards", headline: "Plan every project on one board", signals: "SOC 2 Type II audited. Single sign-on (SSO) with Okta on Business.", plans: [plan("Free", "$0", "Up to 3 boards", "Kanban view"), plan("Pro", "$10 per user / month", "Unlimited boards", "Gantt charts", "Time tracking")], features: ["Kanban view", "Gantt charts", "Time tracking", "Roadmaps", "Client portals", "Automations"] });
const RIVALFLOW = site({ name: "Rivalflow", headline: "Move work forward with your team", signals: "Sign in with single sign-on (SSO) on every paid plan.", plans: [plan("Free", "$0", "Up to 2 projects", "Kanban view"), plan("Team", "$19 per user / month", "Unlimited projects", "Time tracking")], features: ["Kanban view", "Time tracking", "Automations"] });
const MINE = site({ name: "Boardly", headline: "Boards for busy agencies", signals: "GDPR compliant.", plans: [plan("Starter", "$0", "Kanban view"), plan("Agency", "$12 per user / month", "Gantt charts", "Client portals")], features: ["Kanban view", "Gantt charts", "Client portals"] });

let t: ReportsTestApp;
beforeAll(async () => {
  t = await createReportsApp();
  for (const [host, pages] of [["acme-boards", ACME], ["rivalflow", RIVALFLOW], ["boardly", MINE]] as const)
    for (const [path, html] of Object.entries(pages)) t.sites.on(host, path, () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
  t.sites.on("boardly-down", "/", () => new Response("busy", { status: 503 }));
});
afterAll(() => t.close());

/** A completed report on these sites (GET /api/reports/get's body) and its summary. */
async function generated(sites: string[], extra: Record<string, unknown> = {}): Promise<{ report: ReportBody; summary: ReportSummary }> {
  const report = await t.completedReport(sites, extra);
  return { report, summary: report.summary as ReportSummary };
}

const text = (s: ReportSummary) => [s.overview, ...s.recommendations.flatMap((r) => [r.title, r.detail]), ...s.per_competitor.flatMap((p) => [...p.strengths, ...p.weaknesses].flatMap((f) => [f.title, f.detail]))].join("\n");
const rec = (s: ReportSummary, title: RegExp) => {
  const r = s.recommendations.find((x) => title.test(x.title));
  if (!r) throw new Error(`no recommendation ${title} among: ${s.recommendations.map((x) => x.title).join(" | ")}`);
  return r;
};

describe("a report on two competitors", () => {
  let summary: ReportSummary;
  beforeAll(async () => {
    ({ summary } = await generated(["acme-boards", "rivalflow"]));
  });

  test("two sites are 'both', never 'all'; a name ending in s takes the apostrophe alone", () => {
    const all = text(summary);
    expect(all).not.toMatch(/\ball offer\b|\bAll 2\b|Acme Boards's/);
    expect(rec(summary, /free plan/).title).toBe("Offer a free plan: both competitors have one");
    expect(rec(summary, /free plan/).detail).toStartWith("Acme Boards and Rivalflow both offer a free plan.");
    expect(summary.overview).toContain("Both offer a free plan.");
    expect(rec(summary, /distinctive features/).title).toBe("Watch Acme Boards' distinctive features: Gantt charts, Roadmaps, Client portals");
  });

  test("the median of per-user prices is per user; a narrow range says how far apart, not 'within 90% of the cheapest'", () => {
    const ladder = summary.cross_analysis.price_ladder;
    expect(ladder.entries.map((e) => [e.competitor, e.amount, e.per_user, e.inferred])).toEqual([
      ["Acme Boards", 10, true, []],
      ["Rivalflow", 19, true, []],
    ]);
    expect(summary.overview).toContain("with a median of $14.50/user/month.");
    const price = rec(summary, /Compete on more than price/);
    expect(price.title).toBe("Compete on more than price: entry prices sit between $10/user/month and $19/user/month");
    expect(price.detail).toContain("(median $14.50/user/month); the highest is 90% above the lowest");
    expect(text(summary)).not.toMatch(/within \d+% of the cheapest/);
  });

  test("a standard is credited only to the site that shows it", () => {
    const security = rec(summary, /security credentials/);
    expect(security.detail).toStartWith("Acme Boards shows SOC 2 and SSO/SAML; Rivalflow shows SSO/SAML.");
    expect(security.evidence.map((e) => e.url)).toEqual([t.sites.url("acme-boards"), t.sites.url("rivalflow")]);
    for (const e of security.evidence) expect(e.snippet).toMatch(/SOC 2|single sign-on/i);
  });

  test("evidence quotes what each finding rests on, never the same words twice under one finding", () => {
    for (const r of summary.recommendations) {
      const quotes = r.evidence.map((e) => `${e.url} ${e.snippet}`);
      expect(new Set(quotes).size).toBe(quotes.length);
    }
    // A feature finding quotes the features it names, not a plan card's name and price.
    const unique = rec(summary, /distinctive features/);
    expect(unique.evidence.map((e) => e.snippet)).toEqual(["Gantt charts", "Roadmaps", "Client portals"]);
    const stakes = rec(summary, /table stakes/);
    for (const e of stakes.evidence) expect(e.snippet).toBe("Kanban view");
    // No limit ("Up to 3 boards") is ever advice.
    expect(text(summary)).not.toMatch(/Up to \d|Unlimited (?:boards|projects)/);
  });

  test("without your_url the report has no site of yours", () => {
    expect(summary.your_product).toBeNull();
    expect(summary.overview).not.toContain("your site");
  });
});

describe("a report stored by the version before", () => {
  test("answers today's schema: no site of yours, no limits, nothing marked inferred", async () => {
    const { report } = await generated(["acme-boards", "rivalflow"]);
    const stored = report.summary as ReportSummary & Record<string, unknown>;
    // What the previous version stored: none of the fields this issue added.
    const { your_product: _, ...old } = stored;
    for (const e of old.cross_analysis.price_ladder.entries) delete (e as Partial<typeof e>).inferred;
    for (const c of old.per_competitor) for (const p of c.profile?.pricing.plans ?? []) for (const k of ["limits", "inferred"] as const) delete (p as Partial<typeof p>)[k];
    // Nor which pages were rendered (issue 28).
    for (const c of old.per_competitor) if (c.profile) delete (c.profile as Partial<typeof c.profile>).rendering;
    await t.rt.db.update(reports).set({ summary: old as never }).where(eq(reports.id, report.id));
    const res = await t.request(`/api/reports/get?id=${report.id}`);
    expect(res.status).toBe(200);
    const raw = await res.json();
    // As answered, not as the schema's defaults would fill it in.
    expect(raw.summary.per_competitor.map((c: { profile: { rendering: unknown } }) => c.profile.rendering)).toEqual([[], []]);
    const body = reportSchema.parse(raw);
    const summary = body.summary as ReportSummary;
    expect(summary.your_product).toBeNull();
    expect(summary.cross_analysis.price_ladder.entries.map((e) => e.inferred)).toEqual([[], []]);
    expect(summary.per_competitor[0].profile!.pricing.plans.map((p) => [p.limits, p.inferred])).toEqual([[[], []], [[], []]]);
  });
});

describe("a report measured against the requester's own site (your_url)", () => {
  test("a free plan you already have is one to keep, the table stakes are those you lack, your price is placed on the ladder", async () => {
    const { summary } = await generated(["acme-boards", "rivalflow"], { your_url: t.sites.url("boardly") });
    expect(summary.your_product).toMatchObject({ url: t.sites.url("boardly"), name: "Boardly", status: "analyzed", error: null });
    expect(summary.your_product!.profile!.pricing.plans.map((p) => [p.name, p.amount])).toEqual([["Starter", 0], ["Agency", 12]]);
    // Not a competitor: not listed, not on the ladder, not in the matrix.
    expect(summary.competitors).toEqual([t.sites.url("acme-boards"), t.sites.url("rivalflow")]);
    expect(summary.cross_analysis.price_ladder.entries.map((e) => e.competitor)).toEqual(["Acme Boards", "Rivalflow"]);
    expect(summary.cross_analysis.feature_matrix.competitors.map((c) => c.name)).toEqual(["Acme Boards", "Rivalflow"]);

    const titles = summary.recommendations.map((r) => r.title);
    expect(titles.some((x) => /^Offer a free plan/.test(x))).toBe(false);
    const free = rec(summary, /free plan/);
    expect(free.title).toBe("Keep your free plan: both competitors have one");
    expect(free.evidence[0].url).toBe(`${t.sites.url("boardly")}pricing`);
    // Boardly lists Kanban view: the table stakes left are the ones it does not show.
    expect(rec(summary, /table stakes/).title).toBe("Cover the table stakes you do not show: Time tracking, Automations");
    // Gantt charts and client portals are Boardly's too: Acme Boards' distinctive features left are those it lacks.
    expect(rec(summary, /distinctive features/).title).toBe("Watch Acme Boards' distinctive features: Roadmaps");
    expect(rec(summary, /price/i).detail).toContain("Your entry price, $12/user/month (Agency), is between them: 1 of 2 start lower.");
    expect(summary.overview).toContain("The advice is measured against your site, Boardly: an entry price of $12/user/month (Agency), a free plan.");
  });

  test("a site of yours that cannot be read leaves the advice unmeasured and says so; the report still completes", async () => {
    const { summary } = await generated(["acme-boards", "rivalflow"], { your_url: t.sites.url("boardly-down") });
    expect(summary.your_product).toMatchObject({ status: "unreachable", profile: null, error: { reason: "http_status" } });
    expect(summary.overview).toContain(`Your own site (${t.sites.url("boardly-down")}) could not be read`);
    expect(rec(summary, /free plan/).title).toBe("Offer a free plan: both competitors have one");
  });

  test("refused with 400 naming your_url: not a URL, one of the competitors, an address that does not resolve", async () => {
    for (const [your_url, message] of [
      ["ftp://boardly.test/", "only http and https URLs can be fetched"],
      [t.sites.url("rivalflow"), "is also listed in competitor_urls"],
      ["https://no-such-host.invalid/", "your_url: "],
    ] as const) {
      const res = await t.requestReport(["acme-boards", "rivalflow"], { your_url });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string; field?: string } };
      expect(body.error.field ?? (body as unknown as { field: string }).field).toBe("your_url");
      expect(JSON.stringify(body)).toContain(message);
    }
  });
});
