/**
 * `test.sleep` — a job kind for the process tests only (registered when RIVALSCOPE_TEST_JOB_KINDS
 * is set, which config.ts accepts only under NODE_ENV=test). A test needs a job that is still
 * running in a real server when it kills or stops that server, and no product kind can be held
 * running on demand yet; webhook delivery to a slow loopback receiver will be one.
 *
 * Attempt n sleeps `sleepMs[n-1]` (the last entry for later attempts) and appends
 * `start <id> <attempt> <ms>` before and `done <id> <attempt> <ms>` after (the clock's time) to
 * test-jobs.log in the data dir, so a test can count how often the work began and finished.
 */
import { appendFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import type { JobRunner } from "./runner";

const TEST_SLEEP = "test.sleep";

export function registerTestKinds(runner: JobRunner, dataDir: string) {
  const log = (line: string) => appendFileSync(join(resolve(dataDir), "test-jobs.log"), `${line}\n`);
  runner.register(TEST_SLEEP, {
    payload: z.object({ sleepMs: z.array(z.number().int().min(0)).min(1) }),
    async handle(ctx, { sleepMs }, job) {
      log(`start ${job.id} ${job.attempts} ${ctx.clock.now()}`);
      const ms = sleepMs[Math.min(job.attempts, sleepMs.length) - 1];
      await new Promise<void>((done, fail) => {
        const timer = setTimeout(done, ms);
        job.signal.addEventListener("abort", () => (clearTimeout(timer), fail(job.signal.reason)), { once: true });
      });
      log(`done ${job.id} ${job.attempts} ${ctx.clock.now()}`);
    },
  });
}
