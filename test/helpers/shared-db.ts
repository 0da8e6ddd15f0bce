/**
 * Several connections to one database — what replicas sharing one database look like from the
 * data layer's side (SPEC §13). On SQLite: one file, each connection its own handle, so a change
 * one makes is seen by the others only through the database (and its change counter).
 */
import { afterAll } from "bun:test";
import { join } from "node:path";
import { closeDatabase, openDatabase, type Db } from "../../src/db/client";
import { applyMigrations } from "../../src/db/migrate";
import { tempDirs } from "./process";

/** Returns `connect()`: a new connection to one fresh, migrated database (all closed after the file). */
export function sharedDatabase(prefix = "rivalscope-shared-"): () => Db {
  const path = join(tempDirs(prefix)(), "shared.sqlite");
  const open: Db[] = [];
  afterAll(async () => {
    for (const db of open) await closeDatabase(db);
  });
  return () => {
    const db = openDatabase(path);
    if (open.length === 0) applyMigrations(db);
    open.push(db);
    return db;
  };
}
