/**
 * Writing a backup — a consistent copy of the live database, safe beside a running server.
 *
 * `VACUUM INTO` reads the database in one read transaction (WAL: writers keep committing, the copy
 * is the state as of its start) and writes a compact, self-contained file. The copy is written
 * under a temporary name in the target's directory, created 0600 before SQLite writes a byte
 * (it keeps the mode), switched to a rollback journal (no -wal beside a backup), fsynced, then
 * linked to its final name — a link fails if the name exists, so `--force` is the only way to
 * replace a file and a reader never sees a half-written backup.
 *
 * The instance key: every backup records, in its own table `rivalscope_backup`, a probe value
 * sealed under the instance key and the key's id, so `restore` can check that the key it is given
 * opens this backup's secrets before replacing anything. The key itself is written there only
 * when asked (`--with-key`); `restore` removes the table (secure_delete: the bytes are zeroed)
 * before the copy becomes the live database.
 */
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Ctx } from "../context";
import { copyDatabaseTo } from "../db/client";
import { engineOf } from "../db/handle";
import { AppError } from "../lib/errors";
import { findPgTool } from "../db/pg-tools";
import { keyIdOf } from "../lib/seal";
import { VERSION } from "../lib/version";

export const BACKUP_META_TABLE = "rivalscope_backup";
export const PROBE_PURPOSE = "backup.probe";
export const PROBE_TEXT = "rivalscope backup probe";

export interface BackupResult {
  file: string;
  bytes: number;
  takenAt: number;
  withKey: boolean;
}

/** fsync a file or directory by path (a directory's entry for a new name must reach the disk too). */
export function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Why a PostgreSQL backup cannot carry the instance key. */
export const POSTGRES_WITH_KEY_REFUSAL =
  "--with-key is for SQLite backups: a PostgreSQL backup is pg_dump's archive, which has no place for the key; keep the instance key (RIVALSCOPE_ENCRYPTION_KEY) apart, as every replica has it";

/**
 * Writes a backup of `ctx.db` to `file`. Throws AppError("conflict") when `file` exists and
 * `force` is not set. `instanceKey`: the raw current key, written into the copy (`--with-key`).
 */
export async function writeBackup(ctx: Pick<Ctx, "db" | "secrets" | "clock">, input: { file: string; force?: boolean; instanceKey?: Uint8Array }): Promise<BackupResult> {
  const file = resolve(input.file);
  // PostgreSQL has no database file: its backup is pg_dump's archive (copyTo), and the instance
  // key's probe needs no table of its own there — the database holds one already, and a replica
  // whose key cannot open it refuses to start (src/cluster/key-check.ts).
  const onPg = engineOf(ctx.db) === "postgres";
  if (onPg && input.instanceKey) throw new AppError("bad_request", POSTGRES_WITH_KEY_REFUSAL);
  if (onPg && !findPgTool("pg_dump")) throw new AppError("conflict", "pg_dump was not found on PATH or under /usr/lib/postgresql/<version>/bin: install PostgreSQL's client programs (Debian: postgresql-client) to back up a PostgreSQL database");
  if (!input.force && existsSync(file)) throw new AppError("conflict", `${file} already exists; pass --force to replace it`);
  const dir = dirname(file);
  if (!existsSync(dir)) throw new AppError("not_found", `the directory ${dir} does not exist`);
  const temp = join(dir, `.${basename(file)}.partial-${randomBytes(6).toString("hex")}`);
  const takenAt = ctx.clock.now();
  try {
    closeSync(openSync(temp, "wx", 0o600));
    await copyDatabaseTo(ctx.db, temp);
    if (!onPg) {
      const copy = new Database(temp, { strict: true });
      try {
        copy.exec("PRAGMA journal_mode = DELETE");
        copy.exec(`CREATE TABLE ${BACKUP_META_TABLE} (name TEXT PRIMARY KEY, value TEXT NOT NULL)`);
        const put = copy.prepare(`INSERT INTO ${BACKUP_META_TABLE} (name, value) VALUES (?, ?)`);
        put.run("format", "1");
        put.run("taken_at", new Date(takenAt).toISOString());
        put.run("version", VERSION);
        put.run("key_id", ctx.secrets.keyId);
        put.run("probe", ctx.secrets.seal(PROBE_TEXT, PROBE_PURPOSE));
        if (input.instanceKey) {
          if (keyIdOf(input.instanceKey) !== ctx.secrets.keyId) throw new Error("the key to include is not the instance key in use");
          put.run("instance_key", Buffer.from(input.instanceKey).toString("base64"));
        }
      } finally {
        copy.close();
      }
    }
    fsyncPath(temp);
    if (input.force) renameSync(temp, file);
    else {
      try {
        linkSync(temp, file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "EEXIST") throw new AppError("conflict", `${file} already exists; pass --force to replace it`);
        throw e;
      }
    }
    fsyncPath(dir);
  } finally {
    rmSync(temp, { force: true });
    rmSync(`${temp}-journal`, { force: true });
  }
  return { file, bytes: statSync(file).size, takenAt, withKey: Boolean(input.instanceKey) };
}
