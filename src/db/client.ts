/**
 * Database client — bun:sqlite through drizzle, tuned for one process serving many requests.
 */
import { Database, type SQLQueryBindings, type Statement } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Compiled statements kept per connection (beyond this, the least recently used is dropped). */
export const STATEMENT_CACHE_SIZE = 512;

/**
 * A connection that compiles each distinct SQL text once.
 *
 * drizzle's bun-sqlite session calls `prepare(sql)` for every query it runs, and compiling is
 * often dearer than running: a profile of 1,000 monitoring checks beside the API spent as long in
 * `prepare` as in executing the statements, all of it on the event loop. drizzle builds the same
 * SQL text for the same query shape (values are bound parameters), so the statements are kept by
 * text, least recently used first out. Sharing one statement is safe because every caller runs it
 * to completion synchronously (run/all/get/values bind afresh and reset; nothing here iterates a
 * statement lazily), and SQLite recompiles a kept statement by itself after a schema change.
 * Calls with bound parameters compile as before: their statement carries those bindings.
 */
class CachingDatabase extends Database {
  readonly #statements = new Map<string, Statement>();

  override prepare<R, P extends SQLQueryBindings | SQLQueryBindings[]>(sql: string, params?: P): Statement<R, P extends any[] ? P : [P]> {
    type Typed = Statement<R, P extends any[] ? P : [P]>;
    if (params !== undefined) return super.prepare<R, P>(sql, params);
    let stmt = this.#statements.get(sql);
    if (stmt) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      this.#statements.delete(sql);
    } else {
      stmt = super.prepare(sql);
      // The least recently used is only dropped, not finalized: a caller may hold it (prepared
      // queries kept for a connection's life); the collector finalizes it once nobody does.
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value!);
    }
    this.#statements.set(sql, stmt);
    return stmt as unknown as Typed;
  }
}

export function openDatabase(path: string): Db {
  const sqlite = new CachingDatabase(path, { create: true, strict: true });
  // WAL lets readers proceed while one writer commits; busy_timeout makes a second writer
  // (the CLI beside a running server) wait instead of failing; foreign keys are off by default in SQLite.
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  return drizzle({ client: sqlite, schema }) as Db;
}

/** True when a trivial query succeeds (used by /healthz). */
export function databaseIsUsable(db: Db): boolean {
  try {
    db.$client.query("SELECT 1").get();
    return true;
  } catch {
    return false;
  }
}
