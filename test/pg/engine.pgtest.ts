/**
 * The PostgreSQL engine (src/db/pg.ts) through the data layer's seams: transactions and
 * savepoints, the change counter other replicas see, migrations under the advisory lock, the job
 * claim under concurrency.
 *
 * Run by `npm run test:pg` (the process must start with RIVALSCOPE_DATABASE_URL set: the tables
 * are built for the engine as modules load). The `.pgtest.ts` name keeps `npm test` (SQLite)
 * from picking it up.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { MIGRATION_SETS, renderMigrationsModule } from "../../scripts/embed-migrations";
import * as schema from "../../src/db/schema";
import { ROOT } from "../helpers/process";
import { eq, sql } from "drizzle-orm";
import { contextFactory, type Ctx } from "../../src/context";
import { closeDatabase, databaseIsUsable, openDatabase, type Db } from "../../src/db/client";
import { changeCounter, engineOf } from "../../src/db/handle";
import { migrateDatabase } from "../../src/db/migrate";
import { CHANGES_POLL_MS } from "../../src/db/pg";
import { settings } from "../../src/db/schema";
import { withTransaction } from "../../src/db/tx";
import { enqueue, jobQueue } from "../../src/jobs/queue";
import { jobs } from "../../src/jobs/tables";
import { ManualClock } from "../../src/lib/clock";
import { memoryLogger } from "../../src/lib/log";
import { createSealer } from "../../src/lib/seal";
import { until } from "../helpers/wait";
import { freshDatabase, pgAvailable } from "../support/pg-cluster";

const available = pgAvailable();
const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await closeDatabase(db);
});
const open = (url: string) => {
  const db = openDatabase(url);
  opened.push(db);
  return db;
};
const clock = new ManualClock();
const ctxOf = (db: Db): Ctx => contextFactory({ db, clock, logger: memoryLogger(), secrets: createSealer([new Uint8Array(32)]) })({ kind: "system", via: "test" });
const setting = async (db: Db, key: string) => (await db.select().from(settings).where(eq(settings.key, key)))[0]?.value ?? null;

describe.if(available)("PostgreSQL engine", () => {
  test("migrations-pg/ is embedded and matches the tables (run `npm run db:generate` when this fails)", async () => {
    expect(readFileSync(join(ROOT, MIGRATION_SETS.postgres.module), "utf8")).toBe(renderMigrationsModule("postgres"));
    const journal = JSON.parse(readFileSync(join(ROOT, "migrations-pg/meta/_journal.json"), "utf8"));
    const last = journal.entries.at(-1);
    const snapshot = JSON.parse(readFileSync(join(ROOT, `migrations-pg/meta/${String(last.idx).padStart(4, "0")}_snapshot.json`), "utf8"));
    expect(await generateMigration(snapshot, await generateDrizzleJson(schema))).toEqual([]);
  });

  test("two replicas starting together migrate once; a third finds nothing to do", async () => {
    const url = await freshDatabase("migrate");
    const [a, b] = [open(url), open(url)];
    const results = await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
    const applied = results.map((r) => r.applied.length).sort();
    expect(applied[0]).toBe(0);
    expect(applied[1]).toBeGreaterThan(0);
    expect((await migrateDatabase(open(url))).applied).toEqual([]);
    expect(engineOf(a)).toBe("postgres");
    const [{ n }] = (await (a as any).execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as { n: number }[];
    expect(n).toBe(applied[1]);
  });

  describe("on a migrated database", async () => {
    const url = available ? await freshDatabase("engine") : "";
    const db = available ? open(url) : (null as unknown as Db);
    if (available) await migrateDatabase(db);

    test("a transaction commits together or not at all; a nested one is a savepoint, undone alone", async () => {
      await withTransaction({ db }, async (tx) => {
        await tx.db.insert(settings).values({ key: "kept", value: "1", updatedAt: 1 });
        await withTransaction(tx, async (inner) => {
          await inner.db.insert(settings).values({ key: "undone", value: "1", updatedAt: 1 });
          throw new Error("inner fails");
        }).catch(() => {});
      });
      await expect(
        withTransaction({ db }, async (tx) => {
          await tx.db.insert(settings).values({ key: "rolled-back", value: "1", updatedAt: 1 });
          throw new Error("outer fails");
        }),
      ).rejects.toThrow("outer fails");
      expect<(string | null)[]>([await setting(db, "kept"), await setting(db, "undone"), await setting(db, "rolled-back")]).toEqual(["1", null, null]);
    });

    test("outside the transaction, another connection does not see its writes until it commits", async () => {
      let seenInside: string | null = "unset";
      await withTransaction({ db }, async (tx) => {
        await tx.db.insert(settings).values({ key: "isolated", value: "1", updatedAt: 1 });
        seenInside = await setting(db, "isolated");
      });
      expect(seenInside).toBeNull();
      expect(await setting(db, "isolated")).toBe("1");
    });

    test("a settings write on one replica moves every replica's change counter within a poll", async () => {
      const other = open(url);
      const counter = changeCounter(other);
      await db.insert(settings).values({ key: "seed", value: "1", updatedAt: 1 });
      await until("the first poll", () => counter() > 0, 5 * CHANGES_POLL_MS);
      const before = counter();
      await db.insert(settings).values({ key: "moved", value: "1", updatedAt: 1 });
      await until("the change seen by the other replica", () => counter() > before, 5 * CHANGES_POLL_MS);
      expect(counter()).toBeGreaterThan(before);
    });

    test("ping answers (backups, pg_dump's archives: test/pg/backup.pgtest.ts)", async () => {
      expect(await databaseIsUsable(db)).toBe(true);
    });

    test("replicas claiming at once never get the same job (FOR UPDATE SKIP LOCKED)", async () => {
      const replicas = [open(url), open(url), open(url)].map(ctxOf);
      const a = ctxOf(db);
      for (let i = 0; i < 200; i++) await enqueue(a, { kind: "race", runAt: 0 });
      // Each replica runs four claimers at once, as a runner with concurrency 4 would.
      const claimer = async (ctx: Ctx, workerId: string) => {
        const ids: string[] = [];
        for (;;) {
          const job = await jobQueue.claim(ctx, { kinds: ["race"], workerId, leaseMs: 60_000 });
          if (!job) return ids;
          ids.push(job.id);
          expect(await jobQueue.complete(ctx, job)).toBe(true);
        }
      };
      const lists = await Promise.all(replicas.flatMap((ctx, r) => [0, 1, 2, 3].map((w) => claimer(ctx, `r${r}w${w}`))));
      const all = lists.flat();
      expect(all.length).toBe(200);
      expect(new Set(all).size).toBe(200);
      // More than one replica took part (the race was real).
      expect(lists.filter((l) => l.length > 0).length).toBeGreaterThan(1);
      const rows = await db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, "race"));
      expect(rows.every((r) => r.status === "succeeded" && r.attempts === 1)).toBe(true);
    });

    test("an expired lease is claimed again by another replica, and the old run's writes are refused", async () => {
      const a = ctxOf(db);
      const b = ctxOf(open(url));
      await enqueue(a, { kind: "lease", runAt: clock.now() });
      const run1 = (await jobQueue.claim(a, { kinds: ["lease"], workerId: "dead", leaseMs: 1000 }))!;
      expect(await jobQueue.claim(b, { kinds: ["lease"], workerId: "alive", leaseMs: 1000 })).toBeNull();
      clock.advance(1001);
      const run2 = (await jobQueue.claim(b, { kinds: ["lease"], workerId: "alive", leaseMs: 1000 }))!;
      expect(run2).toMatchObject({ id: run1.id, attempts: 2, lockedBy: "alive" });
      expect(await jobQueue.complete(a, run1)).toBe(false);
      expect(await jobQueue.complete(b, run2)).toBe(true);
    });
  });
});
