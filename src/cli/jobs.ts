/**
 * `rivalscope jobs list|retry` — the job queue from the command line. The runtime is opened
 * without starting (this process claims nothing), so both work beside a running server: a retried
 * job is picked up by the server's next poll.
 */
import { listJobs, retryJob } from "../jobs/manage";
import { JOB_STATUSES } from "../jobs/tables";
import type { JobStatus } from "../jobs/queue";
import { AppError } from "../lib/errors";
import type { CliCommand } from "./command";
import { printTable, withRuntime } from "./command";

const iso = (ms: number | null) => (ms === null ? "-" : new Date(ms).toISOString());
/** One line per job: an error's line breaks and tabs would break the columns. */
const oneLine = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

export const jobCommands: Record<string, CliCommand> = {
  "jobs list": {
    summary: "List jobs, most recently changed first (id, kind, status, attempts, run_at, last_error)",
    usage: `rivalscope jobs list [--status ${JOB_STATUSES.join("|")}] [--kind K] [--limit N]`,
    options: {
      status: { type: "string", arg: "S", help: `only jobs in this state (${JOB_STATUSES.join(", ")})` },
      kind: { type: "string", arg: "K", help: "only jobs of this kind (report.generate, webhook.deliver, monitoring.check, mail.send, …)" },
      limit: { type: "string", arg: "N", help: "at most N jobs (1–1000, default 100)" },
    },
    run: ({ config, values }) => {
      const status = values.status === undefined ? undefined : String(values.status);
      if (status !== undefined && !JOB_STATUSES.includes(status as JobStatus)) return fail(`--status must be one of ${JOB_STATUSES.join(", ")}`);
      const limit = values.limit === undefined ? 100 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return fail("--limit must be a whole number from 1 to 1000");
      return withRuntime(config, async (_rt, ctx) => {
        const jobs = await listJobs(ctx, { status: status as JobStatus | undefined, kind: values.kind === undefined ? undefined : String(values.kind), limit });
        const rows = jobs.map((j) => [j.id, j.kind, j.status, j.maxAttempts === null ? String(j.attempts) : `${j.attempts}/${j.maxAttempts}`, iso(j.runAt), oneLine(j.lastError)]);
        printTable(["ID", "KIND", "STATUS", "ATTEMPTS", "RUN_AT", "LAST_ERROR"], rows, "no jobs");
        return 0;
      });
    },
  },
  "jobs retry": {
    summary: "Put a failed job back in the queue, its attempts reset",
    usage: "rivalscope jobs retry JOB_ID",
    run: async ({ config, positionals }) => {
      const id = positionals[0];
      if (!id) return fail("give the JOB_ID to retry (see `rivalscope jobs list --status failed`)");
      return withRuntime(config, async (_rt, ctx) => {
        try {
          const job = await retryJob(ctx, { id });
          if (!job) return fail(`no job with id ${id}`);
          console.log(`queued ${job.id} (${job.kind}) again`);
          return 0;
        } catch (e) {
          if (e instanceof AppError) return fail(e.message, 1);
          throw e;
        }
      });
    },
  },
};

function fail(message: string, code = 2) {
  console.error(message);
  return Promise.resolve(code);
}
