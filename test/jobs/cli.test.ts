/**
 * `rivalscope jobs list|retry` through the real CLI, on a data directory of its own and beside a
 * running server (which picks a retried job up at its next poll).
 */
import { afterAll, describe, expect, test } from "bun:test";
import { enqueue, jobQueue } from "../../src/jobs/queue";
import { runCli, SOURCE_CLI, startServer, tableRows, tempDirs, waitFor } from "../helpers/process";
import { openDataDir, TEST_KINDS_ENV, testJobLog } from "./helpers";
import { sqliteOf } from "../../src/db/sqlite";

const tmp = tempDirs("rivalscope-jobs-cli-");
const dir = tmp();
const store = openDataDir(dir);
afterAll(() => sqliteOf(store.db).close());

/** A job that ran and failed for good with `error`. */
async function failedJob(kind: string, error: string, extra: { uniqueKey?: string; payload?: unknown } = {}, { ctx } = store) {
  const { id } = await enqueue(ctx, { kind, runAt: 0, maxAttempts: 1, ...extra });
  const run = (await jobQueue.claim(ctx, { kinds: [kind], workerId: "cli-test", leaseMs: 60_000 }))!;
  expect(run.id).toBe(id);
  await jobQueue.fail(ctx, run, { error, retryAt: null });
  return id;
}

describe("rivalscope jobs", () => {
  test("list: every job, or by status and kind; one line per job even when the error has line breaks", async () => {
    expect(runCli(SOURCE_CLI, ["jobs", "list", "--dir", tmp()]).stdout).toBe("no jobs\n");
    const failed = await failedJob("list.report", "fetch failed:\n\tconnection refused");
    const queued = await enqueue(store.ctx, { kind: "list.report" });
    const other = await enqueue(store.ctx, { kind: "list.other" });
    const all = runCli(SOURCE_CLI, ["jobs", "list", "--dir", dir]);
    expect(all.code).toBe(0);
    for (const id of [failed, queued.id, other.id]) expect(all.stdout).toContain(id);
    const only = runCli(SOURCE_CLI, ["jobs", "list", "--status", "failed", "--kind", "list.report", "--dir", dir]);
    const rows = tableRows(only.stdout);
    expect(rows.length).toBe(1);
    const [id, kind, status, attempts, runAt, error] = await rows[0];
    expect({ id, kind, status, attempts, error }).toEqual({ id: failed, kind: "list.report", status: "failed", attempts: "1/1", error: "fetch failed: connection refused" });
    expect(new Date(runAt).getTime()).toBe(0);
    const byKind = runCli(SOURCE_CLI, ["jobs", "list", "--kind", "list.other", "--dir", dir]);
    expect(byKind.stdout).toBe(`ID\tKIND\tSTATUS\tATTEMPTS\tRUN_AT\tLAST_ERROR\n${other.id}\tlist.other\tqueued\t0\t${new Date(other.runAt).toISOString()}\t\n`);
  });

  test("list refuses an unknown status or limit, naming the flag", () => {
    const r = runCli(SOURCE_CLI, ["jobs", "list", "--status", "done", "--dir", dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--status must be one of queued, running, succeeded, failed");
    expect(runCli(SOURCE_CLI, ["jobs", "list", "--limit", "0", "--dir", dir]).stderr).toContain("--limit");
    expect(runCli(SOURCE_CLI, ["jobs", "--help"]).stdout).toContain("rivalscope jobs retry JOB_ID");
  });

  test("retry: a failed job is queued again with its attempts reset; anything else is refused", async () => {
    const id = await failedJob("report.generate", "boom");
    const r = runCli(SOURCE_CLI, ["jobs", "retry", id, "--dir", dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`queued ${id} (report.generate) again\n`);
    expect(store.row(id)).toMatchObject({ status: "queued", attempts: 0, finished_at: null, last_error: "boom" });
    const again = runCli(SOURCE_CLI, ["jobs", "retry", id, "--dir", dir]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Job ${id} is queued; only a failed job can be retried.`);
    const unknown = runCli(SOURCE_CLI, ["jobs", "retry", "job_nope", "--dir", dir]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("no job with id job_nope");
    expect(runCli(SOURCE_CLI, ["jobs", "retry", "--dir", dir]).code).toBe(2);
  });

  test("retry refuses a job whose unique key another queued job already holds", async () => {
    const id = await failedJob("monitor.check", "timeout", { uniqueKey: "check:cmp_9" });
    const twin = await enqueue(store.ctx, { kind: "monitor.check", uniqueKey: "check:cmp_9" });
    const r = runCli(SOURCE_CLI, ["jobs", "retry", id, "--dir", dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`Job ${twin.id} with the same unique key (check:cmp_9)`);
    expect(store.row(id).status).toBe("failed");
  });

  test("beside a running server: the retried job is picked up by the server", async () => {
    const serverDir = tmp();
    const beside = openDataDir(serverDir);
    const id = await failedJob("test.sleep", "first try failed", { payload: { sleepMs: [0] } }, beside);
    const server = await startServer(SOURCE_CLI, ["--dir", serverDir], TEST_KINDS_ENV);
    try {
      const r = runCli(SOURCE_CLI, ["jobs", "retry", id, "--dir", serverDir]);
      expect(r.code).toBe(0);
      await waitFor(testJobLog(serverDir), new RegExp(`done ${id} 1 `));
      await waitFor(() => String(beside.row(id).status), /succeeded/);
    } finally {
      sqliteOf(beside.db).close();
      expect(await server.stop()).toBe(0);
    }
  });
});
