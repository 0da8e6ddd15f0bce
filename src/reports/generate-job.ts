/**
 * `report.generate` — reads a paid report's competitor sites and stores the report.
 *
 * | the competitor sites…                        | the report                                             |
 * |----------------------------------------------|--------------------------------------------------------|
 * | at least one could be read                   | completed; each site that could not says why in its    |
 * |                                              | per_competitor entry; the requester is mailed, and     |
 * |                                              | `report.completed` is emitted — in one transaction     |
 * | none could be read (DNS, timeouts, 5xx, …)   | retried (30 s, then 60 s); after the third attempt,    |
 * |                                              | failed with a message naming each site and why         |
 * | none may be read (all refused by the address | failed at once: retrying cannot help                   |
 * | policy: they resolve to private addresses)   |                                                        |
 * | — the job dies, times out, throws            | retried like any job; failed for good after its last   |
 * |                                              | attempt, with a message saying so (onFailed)           |
 *
 * A report failed for good is mailed to the requester too (onFailed, in the failure's transaction).
 *
 * Sites are read in parallel, at most three at a time (each is up to four pages, fetched two at
 * a time per host by the fetcher).
 *
 * Idempotent: a run after a crash (kill -9 mid-generation, the lease runs out, another run starts)
 * reads the sites again and builds the report again; the completion is a conditional update from
 * `processing`, so only one run completes it, and only that run's transaction mails and emits.
 */
import { z } from "zod";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { FetchFailure } from "../intel/fetcher";
import type { IntelService } from "../intel/service";
import { PermanentFailure } from "../jobs/outcomes";
import type { JobHandler } from "../jobs/runner";
import { exponentialBackoff } from "../lib/backoff";
import { dayWindow } from "../lib/calendar";
import { KeyedSemaphore } from "../lib/keyed-semaphore";
import type { Mailer } from "../mail/mailer";
import type { CompetitorRead } from "./per-competitor";
import { listNames } from "../lib/prose";
import { getAccountById } from "../accounts/accounts";
import { completeReport, failReport, getReport, resumeReport, type ReportRecord } from "./reports";
import type { ReportSummary } from "./schemas";
import type * as Summaries from "./summary";
import { emit } from "../webhooks/deliveries";

/** Sites read at once for one report. */
export const SITES_AT_ONCE = 3;
export const GENERATE_ATTEMPTS = 3;
export const GENERATE_TIMEOUT_MS = 3 * 60_000;

/** No site could be read, for reasons that may pass (a site down, a timeout): worth another attempt. */
export class SitesUnreachable extends Error {
  override name = "SitesUnreachable";
}
/** No site may be read (every one refused by the address policy): failed at once. */
export class SitesRefused extends PermanentFailure {
  override name = "SitesRefused";
}

export interface GenerateJobDeps {
  intel: Pick<IntelService, "fetchSite">;
  mail: Pick<Mailer, "enqueue">;
  /** The report's page, for the mail and the webhook. */
  previewUrl(id: string): string;
}

const payloadSchema = z.object({ reportId: z.string() });

/** Where a report's mail goes: its account's address (the signed-in account's, or the request's). */
const mailTo = async (ctx: Ctx, r: ReportRecord) => (await getAccountById(ctx, { id: r.accountId }))?.email ?? r.requesterEmail;

/** The requester's message when generation failed for good. */
export function failureMessage(error: unknown, attempts: number): string {
  if (error instanceof SitesUnreachable || error instanceof SitesRefused) return error.message;
  return `The report could not be generated after ${attempts} attempt${attempts === 1 ? "" : "s"} because of an error on our side. The operator has been told and can retry it; nothing needs doing on your part.`;
}

/**
 * The report's analysis, imported at the first report made, not with the job: it reads the
 * competitors' facts with parts of the extraction engine (their names, starting prices, trials),
 * which pull in htmlparser2 and the extractors, and the server registers this job at every start
 * (docs/benchmarks.md, "Cold start, session 15").
 */
const summaries = (): Promise<typeof Summaries> => import("./summary");

function completionMail(report: ReportRecord, summary: ReportSummary, link: string): { subject: string; text: string } {
  const names = summary.per_competitor.filter((p) => p.status === "analyzed").map((p) => p.name);
  const shown = names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : listNames(names);
  const missed = summary.per_competitor.filter((p) => p.status === "unreachable");
  return {
    subject: `Your competitive report is ready: ${shown}`,
    text: [
      `Hello ${report.requesterName},`,
      ``,
      `your Rivalscope report on ${shown} is ready:`,
      ``,
      `    ${link}`,
      ``,
      summary.overview,
      ...(missed.length ? [``, `${missed.length} of ${summary.per_competitor.length} sites could not be read; the report says why.`] : []),
      ``,
      `The link is the key to the report: anyone who has it can read it, so share it only with people who should.`,
      `The page prints well (or save it as PDF from the print dialog).`,
    ].join("\n"),
  };
}

export function createGenerateJob(deps: GenerateJobDeps): JobHandler<z.infer<typeof payloadSchema>> {
  const gate = new KeyedSemaphore(SITES_AT_ONCE);

  async function readCompetitor(reportId: string, url: string): Promise<CompetitorRead> {
    const release = await gate.acquire(reportId);
    try {
      return { url, ...(await deps.intel.fetchSite(url)) };
    } catch (e) {
      if (e instanceof FetchFailure) return { url, failure: { reason: e.kind, message: e.reason } };
      throw e;
    } finally {
      release();
    }
  }

  return {
    payload: payloadSchema,
    concurrency: 2,
    maxAttempts: GENERATE_ATTEMPTS,
    timeoutMs: GENERATE_TIMEOUT_MS,
    backoff: exponentialBackoff({ baseMs: 30_000, maxMs: 10 * 60_000 }),

    async handle(ctx, { reportId }, job) {
      const report = await getReport(ctx, { id: reportId });
      if (!report) throw new PermanentFailure(`report ${reportId} does not exist (deleted with its account?)`);
      if (report.status === "completed") return;
      if (report.status === "pending") throw new PermanentFailure(`report ${reportId} is not paid for`);
      if (report.status === "failed") await resumeReport(ctx, { id: reportId });

      // The requester's own site is read beside the competitors (the same gate); it is no
      // competitor, so whether the report can be made depends on the competitors alone.
      const [reads, yours] = await Promise.all([Promise.all(report.competitorUrls.map((url) => readCompetitor(reportId, url))), report.yourUrl ? readCompetitor(reportId, report.yourUrl) : null]);
      const failures = reads.flatMap((r) => ("failure" in r ? [r] : []));
      if (failures.length === reads.length) {
        const why = failures.map((f) => `${f.url} (${f.failure.message})`).join("; ");
        const none = (verb: "could" | "may") => (reads.length === 1 ? `The competitor site ${verb} not be read` : `None of the ${reads.length} competitor sites ${verb} be read`);
        if (failures.every((f) => f.failure.reason === "refused")) throw new SitesRefused(`${none("may")}: ${why}.`);
        throw new SitesUnreachable(`${none("could")}: ${why}. Check the addresses; the operator can retry the report once the sites answer.`);
      }
      // A run cut short (timed out, lease lost) leaves the completion to the run that replaces it.
      job.signal.throwIfAborted();

      const summary = (await summaries()).buildReportSummary(reads, dayWindow(ctx.clock.now()), yours);
      await withTransaction(ctx, async (tx) => {
        const done = await completeReport(tx, { id: reportId, summary });
        if (!done) return;
        const link = deps.previewUrl(done.id);
        await deps.mail.enqueue(tx, { to: await mailTo(tx, done), ...completionMail(done, summary, link) });
        // To the webhooks of the report's account (the requester's, or the signed-in one's): exactly the seed's fields.
        await emit(tx, { accountId: done.accountId, event: { event: "report.completed", report_id: done.id, tier: done.tier, competitors: done.competitorUrls.length, preview_url: link } });
      });
    },

    async onFailed(ctx, job, error) {
      const parsed = payloadSchema.safeParse(job.payload);
      if (!parsed.success) return;
      if (!(error instanceof SitesUnreachable || error instanceof SitesRefused)) ctx.log.error("report generation failed", { report_id: parsed.data.reportId, job_id: job.id, err: error as Error });
      const failed = await failReport(ctx, { id: parsed.data.reportId, message: failureMessage(error, job.attempts) });
      // The requester paid (or spent an allowance) and waits: tell them, in the failure's transaction.
      if (failed) {
        await deps.mail.enqueue(ctx, {
          to: await mailTo(ctx, failed),
          subject: "Your competitive report could not be generated",
          text: [`Hello ${failed.requesterName},`, ``, `your Rivalscope report could not be generated:`, ``, failed.message ?? "", ``, `Its page says the same: ${deps.previewUrl(failed.id)}`].join("\n"),
        });
      }
    },
  };
}
