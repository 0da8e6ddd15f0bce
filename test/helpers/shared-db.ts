/**
 * Several connections to one database — what replicas sharing one database look like from the
 * data layer's side (SPEC §13). On SQLite: one file, each connection its own handle, so a change
 * one makes is seen by the others only through the database (and its change counter). Under
 * `npm run test:pg`: one fresh PostgreSQL database, each connection its own pool.
 */
import { afterAll } from "bun:test";
import { join } from "node:path";
import { PROCESS_DATABASE_ENGINE } from "../../src/config";
import { closeDatabase, openDatabase, type Db } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { freshDatabase } from "../support/pg-cluster";
import { tempDirs } from "./process";

/**
 * Returns `connect()`: a new connection to one fresh database, migrated before the first is
 * handed out (all closed after the file).
 */
export function sharedDatabase(prefix = "rivalscope-shared-"): () => Promise<Db> {
  const dir = tempDirs(prefix);
  const open: Db[] = [];
  afterAll(async () => {
    for (const db of open) await closeDatabase(db);
  });
  /** The database's address, once it exists and is migrated (the first connection does it). */
  let ready: Promise<string> | null = null;
  const connect = (where: string) => {
    const db = openDatabase(where);
    open.push(db);
    return db;
  };
  return async () => {
    ready ??= (async () => {
      const where = PROCESS_DATABASE_ENGINE === "postgres" ? await freshDatabase("shared") : join(dir(), "shared.sqlite");
      await migrateDatabase(connect(where));
      return where;
    })();
    return connect(await ready);
  };
}
