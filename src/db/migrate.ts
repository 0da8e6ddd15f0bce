/**
 * Migrations — applied by the app itself at start (and by `rivalscope migrate`) from the copies
 * embedded at build time, in drizzle's own bookkeeping table so drizzle-kit stays compatible.
 */
import { createHash } from "node:crypto";
import type { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import type { Db } from "./client";
import { embeddedMigrations } from "./migrations.gen";
import { sqliteOf } from "./sqlite";

export interface MigrationResult {
  applied: string[];
}

/** Applies the embedded migrations not yet applied (tests building an older database stop at `upTo`, a tag). */
export function applyMigrations(db: Db, opts: { upTo?: string } = {}): MigrationResult {
  // Run before anything else uses the connection, on a plain drizzle handle: drizzle's migrator
  // is synchronous on SQLite, and the connection's own handle may answer with a promise.
  const client = sqliteOf(db);
  const before = appliedCount(client);
  const last = opts.upTo === undefined ? embeddedMigrations.length : embeddedMigrations.findIndex((m) => m.tag === opts.upTo) + 1;
  if (last === 0) throw new Error(`no migration is tagged ${opts.upTo}`);
  const migrations = embeddedMigrations.slice(0, last).map((m) => ({
    sql: m.sql.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: createHash("sha256").update(m.sql).digest("hex"),
  }));
  // drizzle's dialect runs them in one transaction and records each in __drizzle_migrations.
  const plain = drizzle({ client });
  (plain as any).dialect.migrate(migrations, (plain as any).session, {});
  const after = appliedCount(client);
  return { applied: embeddedMigrations.slice(before, after).map((m) => m.tag) };
}

function appliedCount(client: Database): number {
  const row = client.query("SELECT name FROM sqlite_master WHERE type='table' AND name='__drizzle_migrations'").get();
  if (!row) return 0;
  return (client.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;
}
