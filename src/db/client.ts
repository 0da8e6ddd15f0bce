/**
 * Db — the database handle every domain verb gets as `ctx.db`: the connection, or a transaction
 * on it (withTransaction, src/db/tx.ts). One calling shape for both engines (SPEC §13):
 *
 *  - every query is awaited: `await db.select()…`, `await db.insert(t).values(v).returning()`;
 *    a select gives an array (`.limit(1)` and `[0]` for one row), so does `.returning()`;
 *  - SQLite-only methods — `.get()`, `.all()`, `.run()`, `.values()` on a query, the driver
 *    (`$client`) — are not used outside src/db (test/db/calling-shape.test.ts checks);
 *  - prepared queries are declared with `preparedFor` (src/db/prepared.ts) and run with
 *    `.execute(values)`;
 *  - SQL that differs between the engines (the job claim, change detection, backups) lives in
 *    src/db, behind a named function.
 *
 * It is typed as drizzle's SQLite database in its asynchronous flavour, which is what both
 * engines' query builders have in common; on PostgreSQL the object is drizzle's pg database over
 * pg tables (src/db/columns.ts builds the tables of the process's engine).
 */
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { engineOfUrl, PROCESS_DATABASE_ENGINE } from "../config";
import { internalsOf } from "./handle";
import type * as schema from "./schema";
import { openSqliteDatabase } from "./sqlite";

export type Db = Omit<BaseSQLiteDatabase<"async", unknown, typeof schema>, "transaction" | "batch" | "$client">;

/**
 * Opens a database: a `postgres://` URL opens PostgreSQL (src/db/pg.ts), anything else is the
 * path of a SQLite file. PostgreSQL's driver is loaded only by a process that uses it, so a
 * SQLite process (and the executable's cold start) never pays for it.
 */
export function openDatabase(pathOrUrl: string): Db {
  if (engineOfUrl(pathOrUrl) === "postgres") {
    if (PROCESS_DATABASE_ENGINE !== "postgres") {
      // The tables were built for SQLite when this process loaded (src/db/columns.ts).
      throw new Error("a PostgreSQL database can only be opened by a process started with RIVALSCOPE_DATABASE_URL set");
    }
    return (require("./pg") as typeof import("./pg")).openPgDatabase(pathOrUrl);
  }
  return openSqliteDatabase(pathOrUrl);
}

/** Writes a consistent copy of the database to the (empty) file `path` — the backup's first step. */
export const copyDatabaseTo = (db: Db, path: string): Promise<void> => internalsOf(db).copyTo(path);

/** Closes a connection opened by openDatabase. */
export const closeDatabase = (db: Db): Promise<void> => internalsOf(db).close();

/** True when a trivial query succeeds (used by /healthz). */
export async function databaseIsUsable(db: Db): Promise<boolean> {
  try {
    await internalsOf(db).ping();
    return true;
  } catch {
    return false;
  }
}
