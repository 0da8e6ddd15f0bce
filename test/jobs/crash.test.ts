/**
 * The runner in a real server process: a job running when the process is killed with SIGKILL is
 * run again after a restart, once its lease has run out, and completes exactly once; SIGTERM lets
 * a running job finish within the shutdown wait and releases the one that does not.
 * Uses the `test.sleep` kind (src/jobs/test-kinds.ts), registered only under NODE_ENV=test.
 */
import { expect, test } from "bun:test";
import { enqueue } from "../../src/jobs/queue";
import { SOURCE_CLI, startServer, tempDirs, waitFor } from "../helpers/process";
import { openDataDir, TEST_KINDS_ENV, testJobLog } from "./helpers";
import { sqliteOf } from "../../src/db/sqlite";

const tmp = tempDirs("rivalscope-jobs-crash-");

test("kill -9 while a job runs: after a restart it runs again once its lease expires, and completes exactly once", async () => {
  const dir = tmp();
  const store = openDataDir(dir);
  const log = testJobLog(dir);
  // The first attempt would take ten minutes; the second is quick.
  const { id } = await enqueue(store.ctx, { kind: "test.sleep", payload: { sleepMs: [600_000, 10] } });
  try {
    const first = await startServer(SOURCE_CLI, ["--dir", dir], TEST_KINDS_ENV);
    await waitFor(log, new RegExp(`start ${id} 1 \\d+\\n`));
    first.proc.kill("SIGKILL");
    expect(await first.proc.exited).not.toBe(0);
    const orphan = store.row(id);
    expect(orphan).toMatchObject({ status: "running", attempts: 1 });
    expect(orphan.locked_by).toBeString();

    const second = await startServer(SOURCE_CLI, ["--dir", dir], TEST_KINDS_ENV);
    try {
      await waitFor(log, new RegExp(`done ${id} 2 \\d+\\n`), 10_000);
      await waitFor(() => String(store.row(id).status), /succeeded/);
      // Never twice, and not before the dead process's lease ran out.
      expect(second.output()).not.toContain('"msg":"job outcome dropped');
      const lines = log().trim().split("\n").map((l) => l.split(" "));
      expect(lines.map(([what, job, attempt]) => `${what} ${job} ${attempt}`)).toEqual([`start ${id} 1`, `start ${id} 2`, `done ${id} 2`]);
      expect(Number(lines[1][3])).toBeGreaterThanOrEqual(Number(orphan.lease_until));
      expect(store.row(id)).toMatchObject({ status: "succeeded", attempts: 2 });
      expect(store.row(id).locked_by).not.toBe(orphan.locked_by);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  } finally {
    sqliteOf(store.db).close();
  }
});

test("SIGTERM: a running job finishes within the shutdown wait, one that would not is released, exit 0", async () => {
  const dir = tmp();
  const store = openDataDir(dir);
  const log = testJobLog(dir);
  const short = await enqueue(store.ctx, { kind: "test.sleep", payload: { sleepMs: [300] } });
  const long = await enqueue(store.ctx, { kind: "test.sleep", payload: { sleepMs: [600_000] } });
  try {
    const server = await startServer(SOURCE_CLI, ["--dir", dir], { ...TEST_KINDS_ENV, RIVALSCOPE_SHUTDOWN_WAIT_MS: "1500" });
    await waitFor(log, new RegExp(`start ${short.id} 1 `));
    await waitFor(log, new RegExp(`start ${long.id} 1 `));
    expect(await server.stop()).toBe(0);
    expect(log()).toContain(`done ${short.id} 1 `);
    expect(log()).not.toContain(`done ${long.id}`);
    expect(store.row(short.id)).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(store.row(long.id)).toMatchObject({ status: "queued", attempts: 0, locked_by: null, lease_until: null });
    expect(server.output()).toContain('"msg":"job released at shutdown"');
  } finally {
    sqliteOf(store.db).close();
  }
});
