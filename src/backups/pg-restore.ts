/**
 * Restoring a PostgreSQL backup — `rivalscope restore FILE` with RIVALSCOPE_DATABASE_URL set.
 * The backup is pg_dump's custom-format archive (src/db/pg.ts copyTo); pg_restore replays it with
 * `--clean --if-exists` (each object dropped and recreated), in one transaction: a restore that
 * fails part-way leaves the database as it was.
 *
 * Replicas must all be stopped: a server writing while its tables are dropped and recreated would
 * fail, or write into a database about to be replaced. A data directory's lock cannot tell (the
 * replicas run on other machines), so the database says: a live scheduler lease (src/cluster/
 * lease.ts, renewed every 5 s by the replica holding it) means a replica is running.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { SQL } from "bun";
import { PG_DUMP_MAGIC, runPgTool } from "../db/pg-tools";
import { RestoreError } from "./restore";

/** True when the file begins as every pg_dump custom-format archive does. */
function isPgDumpArchive(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(PG_DUMP_MAGIC.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.toString("latin1") === PG_DUMP_MAGIC;
  } finally {
    closeSync(fd);
  }
}

/** The replica holding a lease that has not run out, if any. */
async function liveReplica(url: string, now: number): Promise<string | null> {
  const client = new SQL(url, { max: 1, connectionTimeout: 10 });
  try {
    const [present] = await client`SELECT to_regclass('leases') IS NOT NULL AS present`;
    if (!present.present) return null;
    const [row] = await client`SELECT holder FROM leases WHERE expires_at > ${now} ORDER BY expires_at DESC LIMIT 1`;
    return row ? String(row.holder) : null;
  } catch (e) {
    throw new RestoreError(`cannot reach the PostgreSQL database: ${(e as Error).message}`);
  } finally {
    await client.close({ timeout: 1 });
  }
}

export async function restorePgBackup(input: { file: string; url: string; now: number }): Promise<void> {
  const file = resolve(input.file);
  let archive: boolean;
  try {
    archive = isPgDumpArchive(file);
  } catch (e) {
    throw new RestoreError(`cannot read ${file}: ${(e as Error).message}`);
  }
  if (!archive) throw new RestoreError(`${file} is not a pg_dump archive (custom format, as \`rivalscope backup\` writes on PostgreSQL); a SQLite backup is restored into a data directory without RIVALSCOPE_DATABASE_URL, or moved with \`rivalscope migrate --to\``);
  const holder = await liveReplica(input.url, input.now);
  if (holder) throw new RestoreError(`replica ${holder} is running on this database (it holds the scheduler lease); stop every replica first`);
  await runPgTool("pg_restore", input.url, ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", file]);
}
