/**
 * The `monitoring.check` job: reads one competitor's site (conditional requests, read-site.ts;
 * facts and page hashes computed off the main thread, in the analysis pool), and records the check (checks.ts) — snapshots, changes,
 * the competitor's state and the notifications in one transaction, idempotent by the job id.
 *
 * A site that cannot be read is an outcome, not an error: it is recorded (the failure streak) and
 * the job succeeds; retrying would only count the same outage twice. Anything else (a bug, the
 * database) throws and the runner retries.
 */
import { z } from "zod";
import { eq } from "drizzle-orm";
import { FetchFailure } from "../intel/fetcher";
import type { IntelService } from "../intel/service";
import type { JobHandler } from "../jobs/runner";
import { exponentialBackoff } from "../lib/backoff";
import type { Mailer } from "../mail/mailer";
import { pageValidators, recordCheck, type CheckOutcome, type RecordDeps } from "./checks";
import { readSiteForCheck, type CheckAnalyser } from "./read-site";
import { competitors } from "./tables";

const payloadSchema = z.object({ competitorId: z.string() });

export interface CheckJobDeps {
  intel: Pick<IntelService, "fetcher">;
  analyser: CheckAnalyser;
  mail: Pick<Mailer, "enqueue">;
  /** Snapshots kept per page: read at each check, as it is a run-time setting. */
  snapshotRetention(): number;
  /** The app's pages the change alert links to. */
  links: RecordDeps["links"];
}

export function createCheckJob(deps: CheckJobDeps): JobHandler<z.infer<typeof payloadSchema>> {
  return {
    payload: payloadSchema,
    // Two at a time: even 1,000 hourly competitors need 0.3 checks a second, and each run in
    // flight costs the event loop (fetches, writes) beside the API it shares the process with.
    concurrency: 2,
    maxAttempts: 3,
    // Home page plus 3 pages, 10 s each at worst, and a second pass for pages that answered 304.
    timeoutMs: 2 * 60_000,
    backoff: exponentialBackoff({ baseMs: 30_000, maxMs: 10 * 60_000 }),

    async handle(ctx, { competitorId }, job) {
      const c = (await ctx.db.select({ id: competitors.id, url: competitors.url, facts: competitors.facts, lastCheckId: competitors.lastCheckId }).from(competitors).where(eq(competitors.id, competitorId)))[0];
      // Deleted since (its jobs stay queued), or this very job's check already committed.
      if (!c || c.lastCheckId === job.id) return;
      let outcome: CheckOutcome;
      try {
        const site = await readSiteForCheck(deps.intel.fetcher, deps.analyser, { url: c.url, previous: c.facts, validators: await pageValidators(ctx, { competitorId }), signal: job.signal });
        outcome = { ok: true, site };
      } catch (e) {
        if (!(e instanceof FetchFailure)) throw e;
        outcome = { ok: false, reason: e.reason };
      }
      // A run cut short (timed out, lease lost) leaves the recording to the run that replaces it.
      job.signal.throwIfAborted();
      const result = await recordCheck(ctx, deps, { competitorId, checkId: job.id, outcome });
      if (result?.changes.length) ctx.log.info("competitor changed", { competitor_id: competitorId, changes: result.changes.length, notified: result.notified });
    },
  };
}
