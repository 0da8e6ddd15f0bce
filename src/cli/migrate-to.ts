/**
 * `rivalscope migrate --to postgres://… [--dir PATH]` — copies the data directory's SQLite
 * database into an empty PostgreSQL database (docs/operations.md, "Moving from SQLite to
 * PostgreSQL"). The copy itself is src/db/copy-to-pg.ts.
 *
 * Exit codes: 0 copied and every table's count matches; 1 refused or failed (the target keeps
 * no partial copy: it is written in one transaction); 2 wrong usage.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "../config";
import { engineOfUrl } from "../config";
import { closeDatabase } from "../db/client";
import { copySqliteToPg, CopyToPgError } from "../db/copy-to-pg";
import { redactUrl } from "../db/pg-tools";
import { applyMigrations } from "../db/migrate";
import { openSqliteDatabase } from "../db/sqlite";
import { SECRET_KEY_FILE } from "../lib/instance-key";
import { takeExclusiveLock } from "../lib/server-lock";
import { printTable } from "./command";

const DATABASE_FILE = "rivalscope.sqlite";

export async function migrateTo(config: Config, url: string): Promise<number> {
  if (engineOfUrl(url) !== "postgres") {
    console.error(`--to takes a PostgreSQL URL (postgres://user:password@host:5432/database), not ${JSON.stringify(url)}`);
    return 2;
  }
  const dir = resolve(config.dataDir);
  const file = join(dir, DATABASE_FILE);
  if (!existsSync(file)) {
    console.error(`there is no SQLite database at ${file} (wrong --dir or RIVALSCOPE_DATA_DIR?)`);
    return 1;
  }
  // The copy must see the database as no one changes it: a server writing while tables are read
  // would leave PostgreSQL behind (and the counts would not tell). serve holds the data
  // directory's lock for its life (src/lib/server-lock.ts); the exclusive lock also keeps a
  // server from starting on the directory until the copy is done.
  const lock = takeExclusiveLock(dir);
  if (!lock) {
    console.error(`refused: a server is running on ${dir}; stop it first (the copy needs the database to stand still)`);
    return 1;
  }
  try {
    // A database from an older build is brought to this build's level first, as `rivalscope
    // migrate` would: the two schemas must match column for column.
    const lite = openSqliteDatabase(file);
    try {
      const { applied } = applyMigrations(lite);
      if (applied.length) console.error(`SQLite database migrated first: ${applied.join(", ")}`);
    } finally {
      await closeDatabase(lite);
    }
    console.error(`copying ${file} into ${redactUrl(url)} …`);
    const result = await copySqliteToPg({ sqlitePath: file, url });
    if (result.migrated.length) console.error(`PostgreSQL schema created: ${result.migrated.join(", ")}`);
    printTable(["TABLE", "SQLITE", "POSTGRES"], result.counts.map((c) => [c.table, String(c.sqlite), String(c.postgres)]), "no tables to copy");
    const different = result.counts.filter((c) => c.sqlite !== c.postgres);
    if (different.length) {
      console.error(`row counts differ for ${different.map((c) => c.table).join(", ")}: the copy is not complete`);
      return 1;
    }
    const rows = result.counts.reduce((n, c) => n + c.postgres, 0);
    console.log(`copied ${rows} rows in ${result.counts.length} tables; every count matches`);
    // Secrets (webhook signing secrets, mail text, Stripe keys) are copied sealed, as they are:
    // only the instance key that sealed them opens them, and a replica with another key refuses
    // to start.
    const key = config.encryptionKey ? "the value of RIVALSCOPE_ENCRYPTION_KEY" : `the key in ${join(dir, SECRET_KEY_FILE)} (or set RIVALSCOPE_ENCRYPTION_KEY to its contents)`;
    console.log(`sealed secrets were copied sealed: every replica on ${redactUrl(url)} needs the same instance key — ${key}`);
    return 0;
  } catch (e) {
    if (e instanceof CopyToPgError) {
      console.error(`migrate --to refused: ${e.message}`);
      return 1;
    }
    console.error(`migrate --to failed (no row was kept in PostgreSQL: the copy is one transaction; run it again once fixed): ${(e as Error).message}`);
    return 1;
  } finally {
    lock.release();
  }
}
