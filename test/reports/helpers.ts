/**
 * Helpers for the reports tests: an app that reads the fixture sites from loopback (private
 * networks allowed, every `.test` name resolving to 127.0.0.1), a report request, the local Pay
 * button, and a look at the rows behind them.
 */
import { listOutbox } from "../../src/mail/outbox";
import { getReport } from "../../src/reports/reports";
import { reportSchema, type ReportBody } from "../../src/reports/schemas";
import { createTestApp, type TestApp } from "../helpers/app";
import { startFixtureSites, type FixtureSites } from "../helpers/fixture-sites";
import { parsed, rows } from "../support/sql";

/** Five fixture sites in five styles (Next.js app state, Nuxt, Elementor cards, JSON-LD, plain cards with a trial). */
export const FIVE_SITES = ["next-data", "nuxt", "plain-cards", "jsonld-offers", "free-trial"];

export const REQUESTER = { name: "Ann Lee", email: "ann@example.com" };

export interface ReportsTestApp extends TestApp {
  sites: FixtureSites;
  /** POST /api/reports/request for these fixture sites (names) or URLs. */
  requestReport(sites: string[], extra?: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
  /** Requests a report and presses Pay on its local test checkout; returns the report id. */
  paidReport(sites: string[]): Promise<string>;
  /** Requests a report (with `extra` fields), pays, runs the job, and answers GET /api/reports/get's body, parsed. */
  completedReport(sites: string[], extra?: Record<string, unknown>): Promise<ReportBody>;
  /** Presses Pay on a local test checkout (its URL as the API answered it). */
  pay(checkoutUrl: string): Promise<Response>;
  report(id: string): Promise<NonNullable<Awaited<ReturnType<typeof getReport>>>>;
  mailsTo(email: string): ReturnType<typeof listOutbox>;
  jobsOf(id: string): Promise<{ id: string; status: string; attempts: number; last_error: string | null }[]>;
}

export async function createReportsApp(env: Record<string, string> = {}): Promise<ReportsTestApp> {
  const sites = startFixtureSites();
  const t = await createTestApp({
    env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true", RIVALSCOPE_REPORT_REQUESTS_PER_HOUR: "unlimited", RIVALSCOPE_REPORT_READS_PER_MINUTE: "unlimited", ...env },
    net: { resolve: sites.resolve },
    // Short fetch bounds: a site made to hang in a test fails in a second, not in ten.
    fetchLimits: { timeoutMs: 1500 },
  });
  const url = (s: string) => (s.includes("://") ? s : sites.url(s));
  const self: ReportsTestApp = {
    ...t,
    sites,
    requestReport: (list, extra = {}, headers = {}) => t.request("/api/reports/request", { method: "POST", headers, json: { ...REQUESTER, competitor_urls: list.map(url), ...extra } }),
    async paidReport(list) {
      const res = await self.requestReport(list);
      if (res.status !== 200) throw new Error(`request failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { report_id: string; checkout_url: string };
      const paid = await self.pay(body.checkout_url);
      if (paid.status !== 303) throw new Error(`pay failed: ${paid.status} ${await paid.text()}`);
      return body.report_id;
    },
    async completedReport(list, extra = {}) {
      const res = await self.requestReport(list, extra);
      if (res.status !== 200) throw new Error(`request failed: ${res.status} ${await res.text()}`);
      const { report_id, checkout_url } = (await res.json()) as { report_id: string; checkout_url: string };
      const paid = await self.pay(checkout_url);
      if (paid.status !== 303) throw new Error(`pay failed: ${paid.status} ${await paid.text()}`);
      await t.runJobs();
      const got = await t.request(`/api/reports/get?id=${report_id}`);
      if (got.status !== 200) throw new Error(`get failed: ${got.status} ${await got.text()}`);
      const report = reportSchema.parse(await got.json());
      if (report.status !== "completed") throw new Error(`report ${report.status}`);
      return report;
    },
    pay: (checkoutUrl) => t.request(`${new URL(checkoutUrl).pathname}/pay`, { method: "POST", redirect: "manual" }),
    report: async (id) => (await getReport(t.ctx, { id }))!,
    mailsTo: async (email) => (await listOutbox(t.ctx)).filter((m) => m.to === email),
    // The payload is filtered here, not in SQL: JSON paths are spelt differently by the two engines.
    jobsOf: async (id) =>
      (await rows(t.rt.db).all("SELECT id, status, attempts, last_error, payload FROM jobs WHERE kind = 'report.generate' ORDER BY created_at"))
        .filter((j) => parsed(j.payload)?.reportId === id)
        .map(({ payload: _, ...j }) => j) as never,
    async close() {
      await t.close();
      sites.stop();
    },
  };
  return self;
}
