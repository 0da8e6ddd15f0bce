/**
 * The `report.generate` job against fixture sites on loopback: a paid report on five sites is
 * completed with every part of its content, the requester is mailed once; a site that cannot be
 * read does not fail the report (its entry says why); when none can be read the job retries and
 * then fails the report with a message naming each site; sites refused by the address policy fail
 * it at once; two runs of the job at once (a re-run after a crash) complete it once.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { getJob } from "../../src/jobs/manage";
import type { ReportBody, ReportSummary } from "../../src/reports/schemas";
import { createReportsApp, FIVE_SITES, REQUESTER, type ReportsTestApp } from "./helpers";
import { eq } from "drizzle-orm";
import { reports } from "../../src/reports/tables";

const MINUTE = 60_000;

async function getReport(t: ReportsTestApp, id: string): Promise<ReportBody> {
  const res = await t.request(`/api/reports/get?id=${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ReportBody;
}

describe("a paid report on five fixture sites", () => {
  let t: ReportsTestApp;
  let id: string;
  let report: ReportBody;
  let summary: ReportSummary;
  beforeAll(async () => {
    t = await createReportsApp();
    id = await t.paidReport(FIVE_SITES);
    expect((await getReport(t, id)).status).toBe("processing");
    await t.runJobs();
    report = await getReport(t, id);
    summary = report.summary as ReportSummary;
  });
  afterAll(() => t.close());

  test("is completed, with the seed's fields", async () => {
    expect(report).toMatchObject({ id, status: "completed", tier: "snapshot", created_at: "2026-11-22T12:00:00.000Z", completed_at: "2026-11-22T12:00:00.000Z", preview_url: `http://localhost:3000/reports/${id}` });
    expect(report.user_id).toBe((await t.report(id)).accountId);
    expect(summary.competitors).toEqual(FIVE_SITES.map((s) => t.sites.url(s)));
    expect(summary.analysis_date).toBe("2026-11-22");
    expect(await t.jobsOf(id)).toEqual([expect.objectContaining({ status: "succeeded", attempts: 1 })]);
  });

  test("per competitor: the profile with every plan, strengths and weaknesses with evidence, score and size", () => {
    expect(summary.per_competitor.map((p) => [p.name, p.status])).toEqual([
      ["Shipyard", "analyzed"],
      ["Formwise", "analyzed"],
      ["Salonbook", "analyzed"],
      ["Ledgerly", "analyzed"],
      ["Taskly", "analyzed"],
    ]);
    for (const p of summary.per_competitor) {
      expect(p.profile!.pricing.plans.length).toBeGreaterThanOrEqual(2);
      expect(p.strengths.length).toBeGreaterThan(0);
      expect(p.weaknesses.length).toBeGreaterThan(0);
      for (const f of [...p.strengths, ...p.weaknesses]) expect(f.evidence.url).toStartWith(p.url.replace(/\/$/, ""));
      expect(p.positioning_score).toBeWithin(0, 101);
      expect(["solo", "startup", "scaleup", "enterprise"]).toContain(p.estimated_size!.label);
    }
    // Every plan of a site, as its pricing page shows them (Shipyard: Hobby, Pro, Scale, Enterprise).
    expect(summary.per_competitor[0].profile!.pricing.plans.map((p) => p.name)).toEqual(["Hobby", "Pro", "Scale", "Enterprise"]);
  });

  test("cross analysis: the price ladder with cheapest, most expensive and median; the feature matrix; common and unique features; differentiation", () => {
    const { price_ladder: ladder, feature_matrix: matrix, common_features, unique_features, differentiation_scores } = summary.cross_analysis;
    expect(ladder.currency).toBe("USD");
    expect(ladder.entries.map((e) => [e.competitor, e.plan, e.amount])).toEqual([
      ["Taskly", "Team", 8],
      ["Ledgerly", "Starter", 19],
      ["Shipyard", "Pro", 20],
      ["Salonbook", "Solo", 24.99],
    ]);
    expect(ladder.cheapest!.competitor).toBe("Taskly");
    expect(ladder.most_expensive!.competitor).toBe("Salonbook");
    expect(ladder.median).toEqual({ amount: 19.5, plans: [{ competitor: "Ledgerly", plan: "Starter" }, { competitor: "Shipyard", plan: "Pro" }] });
    expect(ladder.not_compared).toEqual([{ competitor: "Formwise", url: t.sites.url("nuxt"), reason: "prices in EUR, not USD" }]);
    expect(matrix.competitors.map((c) => c.name)).toEqual(["Shipyard", "Formwise", "Salonbook", "Ledgerly", "Taskly"]);
    expect(matrix.rows[0]).toEqual({ feature: "Kanban boards", present: [true, true, true, true, true] });
    for (const r of matrix.rows) expect(r.present.length).toBe(5);
    expect(common_features.map((f) => f.feature)).toContain("Time tracking");
    expect(unique_features.find((u) => u.competitor === "Shipyard")!.features).toContain("Preview deployments");
    expect(differentiation_scores.map((d) => d.competitor)).toEqual(["Shipyard", "Formwise", "Salonbook", "Ledgerly", "Taskly"]);
  });

  test("recommendations: at least three, most important first, each with evidence from the sites read", () => {
    expect(summary.recommendations.length).toBeGreaterThanOrEqual(3);
    const order = { high: 0, medium: 1, low: 2 };
    const priorities = summary.recommendations.map((r) => order[r.priority]);
    expect(priorities).toEqual([...priorities].sort());
    const hosts = FIVE_SITES.map((s) => new URL(t.sites.url(s)).host);
    for (const r of summary.recommendations) {
      expect(r.evidence.length).toBeGreaterThan(0);
      for (const e of r.evidence) expect(hosts).toContain(new URL(e.url).host);
    }
    expect(summary.recommendations[0].title).toBe("Choose your place on a 3.1× price range");
  });

  test("the overview names the competitors and the main finding", () => {
    for (const name of ["Shipyard", "Formwise", "Salonbook", "Ledgerly", "Taskly"]) expect(summary.overview).toContain(name);
    expect(summary.overview).toContain(`Main finding: ${summary.recommendations[0].title}.`);
  });

  test("the requester is mailed once, with the page's address", async () => {
    // This report's mails only: the byte-for-byte test below pays for a second report by the same
    // requester, and the tests run in a random order in CI.
    const mails = (await t.mailsTo(REQUESTER.email)).filter((m) => m.text.includes(`/reports/${id}`));
    expect(mails.length).toBe(1);
    expect(mails[0].subject).toBe("Your competitive report is ready: Shipyard, Formwise, Salonbook and 2 more");
    expect(mails[0].text).toContain(`    http://localhost:3000/reports/${id}\n`);
    expect(mails[0].text).toContain(summary.overview);
  });

  test("the same facts give the same report, byte for byte (a second run after a crash writes the same text)", async () => {
    const again = await t.paidReport(FIVE_SITES);
    await t.runJobs();
    const second = (await getReport(t, again)).summary as ReportSummary;
    expect(JSON.stringify(second)).toBe(JSON.stringify(summary));
  });
});

describe("exactly once", () => {
  test("two runs of the job at once complete the report once, with one mail", async () => {
    const t = await createReportsApp();
    try {
      const id = await t.paidReport(["next-data", "plain-cards"]);
      const job = (await getJob(t.ctx, { id: (await t.jobsOf(id))[0].id }))!;
      const run = () => t.rt.reports.job.handle(t.rt.context({ kind: "system", via: "test" }), { reportId: id }, { ...job, signal: new AbortController().signal });
      await Promise.all([run(), run()]);
      await run();
      expect((await t.report(id)).status).toBe("completed");
      expect((await t.mailsTo(REQUESTER.email)).length).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe("sites that cannot be read", () => {
  test("one or two unreachable: the report completes and their entries say why", async () => {
    const t = await createReportsApp();
    try {
      t.sites.on("contact-only", "/", () => new Response("<h1>down</h1>", { status: 503, headers: { "content-type": "text/html" } }));
      t.sites.on("lifetime", "/", () => new Response('{"not":"html"}', { headers: { "content-type": "application/json" } }));
      const id = await t.paidReport(["next-data", "contact-only", "lifetime"]);
      await t.runJobs();
      const body = await getReport(t, id);
      expect(body.status).toBe("completed");
      const entries = (body.summary as ReportSummary).per_competitor;
      expect(entries.map((p) => [p.status, p.error?.reason ?? null])).toEqual([
        ["analyzed", null],
        ["unreachable", "http_status"],
        ["unreachable", "not_html"],
      ]);
      expect(entries[1]).toMatchObject({ name: "contact-only", profile: null, strengths: [], weaknesses: [], positioning_score: null, estimated_size: null });
      expect(entries[1].error!.message).toContain("answered HTTP 503 (Service Unavailable)");
      expect((body.summary as ReportSummary).overview).toContain("2 of 3 sites could not be read and are left out");
      expect((body.summary as ReportSummary).recommendations.length).toBeGreaterThanOrEqual(3);
      expect((await t.mailsTo(REQUESTER.email))[0].text).toContain("2 of 3 sites could not be read; the report says why.");
    } finally {
      await t.close();
    }
  });

  test("none readable: retried, then failed with a message naming each site and why; the requester is told", async () => {
    const t = await createReportsApp();
    try {
      for (const s of ["next-data", "nuxt"]) t.sites.on(s, "/", () => new Response("<h1>down</h1>", { status: 503, headers: { "content-type": "text/html" } }));
      const id = await t.paidReport(["next-data", "nuxt"]);
      await t.runJobs();
      expect(await t.jobsOf(id)).toEqual([expect.objectContaining({ status: "queued", attempts: 1 })]);
      expect((await getReport(t, id)).status).toBe("processing");
      t.clock.advance(MINUTE);
      await t.runJobs();
      t.clock.advance(2 * MINUTE);
      await t.runJobs();
      expect(await t.jobsOf(id)).toEqual([expect.objectContaining({ status: "failed", attempts: 3 })]);
      const body = await getReport(t, id);
      expect(body).toMatchObject({ status: "failed", summary: {} });
      expect(body.message).toBe(
        `None of the 2 competitor sites could be read: ${t.sites.url("next-data")} (next-data.test:${t.sites.port} answered HTTP 503 (Service Unavailable)); ${t.sites.url("nuxt")} (nuxt.test:${t.sites.port} answered HTTP 503 (Service Unavailable)). Check the addresses; the operator can retry the report once the sites answer.`,
      );
      const mail = await t.mailsTo(REQUESTER.email);
      expect(mail.map((m) => m.subject)).toEqual(["Your competitive report could not be generated"]);
      expect(mail[0].text).toContain(body.message!);

      // The operator retries once the sites are back: the report completes.
      t.sites.on("next-data", "/", () => new Response(Bun.file(`${import.meta.dir}/../fixtures/sites/next-data/index.html`), { headers: { "content-type": "text/html" } }));
      await t.rt.reports.retry(t.ctx, { id });
      expect((await getReport(t, id)).status).toBe("processing");
      await t.runJobs();
      const retried = await getReport(t, id);
      expect(retried.status).toBe("completed");
      expect(retried.message).toBeUndefined();
      expect((retried.summary as ReportSummary).per_competitor.map((p) => p.status)).toEqual(["analyzed", "unreachable"]);
    } finally {
      await t.close();
    }
  });

  test("every site refused by the address policy (a redirect to a metadata address): failed at once, no retry", async () => {
    const t = await createReportsApp();
    try {
      t.sites.on("next-data", "/", () => new Response(null, { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } }));
      const id = await t.paidReport(["next-data"]);
      await t.runJobs();
      expect(await t.jobsOf(id)).toEqual([expect.objectContaining({ status: "failed", attempts: 1 })]);
      const body = await getReport(t, id);
      expect(body.status).toBe("failed");
      expect(body.message).toStartWith(`The competitor site may not be read: ${t.sites.url("next-data")} (`);
      expect(body.message).toContain("cloud metadata address");
    } finally {
      await t.close();
    }
  });

  test("a job that keeps failing for another reason ends with a message that does not leak internals", async () => {
    const t = await createReportsApp();
    try {
      const id = await t.paidReport(["next-data"]);
      // Break the summary builder's input: a report whose URL list was tampered with in the database.
      await t.rt.db.update(reports).set({ competitorUrls: "not a list" as never }).where(eq(reports.id, id));
      for (let i = 0; i < 3; i++) {
        await t.runJobs();
        t.clock.advance(10 * MINUTE);
      }
      const body = await getReport(t, id);
      expect(body.status).toBe("failed");
      expect(body.message).toBe("The report could not be generated after 3 attempts because of an error on our side. The operator has been told and can retry it; nothing needs doing on your part.");
      expect(t.logger.lines.some((l) => l.msg === "report generation failed" && l.report_id === id)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
