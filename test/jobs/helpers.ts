/**
 * A data directory's database opened from the test process — as a second process beside a server
 * (or the CLI) would — to enqueue jobs and read their rows.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createSealer } from "../../src/lib/seal";
import { contextFactory, type Ctx } from "../../src/context";
import { openDatabase, type Db } from "../../src/db/client";
import { applyMigrations } from "../../src/db/migrate";
import { systemClock } from "../../src/lib/clock";
import { memoryLogger } from "../../src/lib/log";
import { sqliteOf } from "../../src/db/sqlite";

export function openDataDir(dir: string): { db: Db; ctx: Ctx; row(id: string): Record<string, unknown> } {
  const db = openDatabase(join(dir, "rivalscope.sqlite"));
  applyMigrations(db);
  const ctx = contextFactory({ db, clock: systemClock, logger: memoryLogger(), secrets: createSealer([new Uint8Array(32)]) })({ kind: "system", via: "test" });
  return { db, ctx, row: (id) => sqliteOf(db).query("SELECT * FROM jobs WHERE id = ?").get(id) as Record<string, unknown> };
}

/** What the `test.sleep` kind wrote (src/jobs/test-kinds.ts). */
export const testJobLog = (dir: string) => () => {
  const f = join(dir, "test-jobs.log");
  return existsSync(f) ? readFileSync(f, "utf8") : "";
};

/** The environment that registers `test.sleep` in a spawned server, with short leases. */
export const TEST_KINDS_ENV = { NODE_ENV: "test", RIVALSCOPE_TEST_JOB_KINDS: "true", RIVALSCOPE_JOB_LEASE_MS: "1000" };
