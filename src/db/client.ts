/**
 * Database client — bun:sqlite through drizzle, tuned for one process serving many requests.
 */
import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

export function openDatabase(path: string): Db {
  const sqlite = new Database(path, { create: true, strict: true });
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
