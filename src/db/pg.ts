/**
 * The PostgreSQL engine — drizzle over Bun's built-in client (`Bun.SQL`, drizzle-orm/bun-sql),
 * behind the same DbInternals as SQLite (src/db/handle.ts), so every domain verb runs unchanged.
 *
 * Why Bun.SQL: measured against postgres.js (docs/operations.md "PostgreSQL"), a prepared keyed
 * select and a prepared insert ran at about the same speed, and Bun.SQL is part of the runtime —
 * no dependency to add to the executable.
 *
 * Unlike SQLite's one shared connection, this is a pool: a transaction takes a connection of its
 * own for its life (the driver's `begin`), nested transactions are savepoints on it (`savepoint`),
 * and statements outside transactions run on any free connection, concurrently.
 *
 * `changes()` must be answered synchronously (caches check it on the request path at no await):
 * it returns a number kept in memory and refreshed about once a second from the one-row table
 * `rivalscope_change_version`, which triggers bump whenever settings, API keys or the catalog are
 * written, or refresh tokens revoked or deleted (migrations-pg/0001_change_version.sql,
 * 0003_refresh_tokens_change_version.sql) — by any replica. SPEC §13 allows 5 s for
 * settings and revocations to reach every replica; this takes about one poll.
 */
import { SQL } from "bun";
import { drizzle } from "drizzle-orm/bun-sql";
import type { Db } from "./client";
import { attachInternals, rootOf, type DbInternals } from "./handle";
import { runPgTool } from "./pg-tools";
import * as schema from "./schema";

/** How often the change counter is read from the database. */
export const CHANGES_POLL_MS = 1000;

/** Connections in the pool (transactions hold one each for their life). */
const POOL_SIZE = 10;

/** A PostgreSQL handle: a Db that also exposes the Bun.SQL pool, for src/db and tests. */
export type PgDb = Db & { $client: SQL };

/** The bytes the PostgreSQL server counts for this database (pg_database_size): the admin's disk card. */
export async function pgDatabaseSize(db: Db): Promise<number> {
  const [row] = await (rootOf(db) as PgDb).$client`SELECT pg_database_size(current_database())::bigint AS size`;
  return Number(row?.size ?? 0);
}

export function openPgDatabase(url: string, opts: { poolSize?: number } = {}): PgDb {
  // prepare: statements are prepared on the server by their text and reused per connection.
  const client = new SQL(url, { max: opts.poolSize ?? POOL_SIZE, prepare: true, idleTimeout: 60 });
  const root = drizzle({ client, schema }) as unknown as PgDb;

  let version = 0;
  let polling: Promise<void> | null = null;
  const poll = () =>
    (polling ??= (async () => {
      try {
        const rows = await client`SELECT version FROM rivalscope_change_version WHERE id = 1`;
        if (rows[0]) version = Number(rows[0].version);
      } catch {
        // Before migrations created the table, or while the server is away: keep the last number
        // (the next poll tries again; /healthz reports the server being away).
      } finally {
        polling = null;
      }
    })());
  void poll();
  const timer = setInterval(poll, CHANGES_POLL_MS);
  // The poll must not keep a finished CLI command alive.
  timer.unref?.();

  const ping = async () => void (await client`SELECT 1`);
  const close = async () => {
    clearInterval(timer);
    await client.close({ timeout: 5 });
  };
  // The backup of a PostgreSQL database is its dump (src/db/pg-tools.ts): pg_dump reads in one
  // repeatable-read snapshot, so writers go on committing and the copy is one moment's state.
  const copyTo = (path: string) => runPgTool("pg_dump", url, ["--format=custom", "--no-owner", "--no-privileges", `--file=${path}`]);
  const common = { engine: "postgres" as const, root: root as Db, ping, close, copyTo, changes: () => version };

  /** `committed`: what the outermost transaction calls once it has committed (afterCommit). */
  const wrapTx = (tx: unknown, committed: (() => void)[]): Db => {
    const handle = tx as Db;
    const internals: DbInternals = {
      ...common,
      inTransaction: true,
      // drizzle's transaction object opens a savepoint on the transaction's own connection.
      transaction: <T>(fn: (tx: Db) => Promise<T>) => (tx as { transaction(f: (t: unknown) => Promise<T>): Promise<T> }).transaction((inner) => fn(wrapTx(inner, committed))),
      afterCommit: (fn) => void committed.push(fn),
    };
    return attachInternals(handle, internals);
  };
  const transaction = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
    const committed: (() => void)[] = [];
    const result = await (root as unknown as { transaction(f: (t: unknown) => Promise<T>): Promise<T> }).transaction(async (tx) => {
      const r = await fn(wrapTx(tx, committed));
      // A change made in this transaction is seen by this process's caches at once (as on SQLite,
      // where the writer's own caches are emptied by the writer): the poll picks up the number.
      void poll();
      return r;
    });
    for (const f of committed) f();
    return result;
  };
  attachInternals(root, { ...common, inTransaction: false, transaction, afterCommit: (fn) => fn() });
  return root;
}

/** The advisory lock key start-up migrations take ("rivalscope migrate" as a number). */
export const MIGRATION_LOCK_KEY = 7_243_029_117;

export interface PgMigration {
  tag: string;
  when: number;
  sql: string;
}

/**
 * Applies the migrations not yet applied, under a session advisory lock: replicas starting
 * together queue on the lock, the first applies them, the others then find nothing to do.
 * drizzle's own bookkeeping (drizzle.__drizzle_migrations) records what was applied, so
 * drizzle-kit stays compatible. Returns the tags applied.
 */
export async function migratePg(client: SQL, migrations: PgMigration[], hash: (sql: string) => string): Promise<string[]> {
  // One connection for the lock and the work: a session lock belongs to its connection.
  const conn = await client.reserve();
  try {
    await conn`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      const applied = async () => {
        const [row] = await conn`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`;
        if (!row.present) return 0;
        const [n] = await conn`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
        return n.n as number;
      };
      const before = await applied();
      const plain = drizzle({ client: conn as unknown as SQL });
      const list = migrations.map((m) => ({ sql: m.sql.split("--> statement-breakpoint"), bps: true, folderMillis: m.when, hash: hash(m.sql) }));
      await (plain as any).dialect.migrate(list, (plain as any).session, {});
      return migrations.slice(before, await applied()).map((m) => m.tag);
    } finally {
      await conn`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    conn.release();
  }
}
