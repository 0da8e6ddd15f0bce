/**
 * Restoring a backup into a data directory — checked first, then one atomic rename.
 *
 * Nothing in the target changes until every check has passed:
 * 1. no server holds the directory (its server lock, src/cli/server-lock.ts, held throughout);
 * 2. the file is copied into the data directory under a temporary name (the backup itself is never
 *    modified) and the copy must be SQLite with `PRAGMA integrity_check` = "ok";
 * 3. its migration level must be one this binary knows (a newer one is refused: this binary
 *    cannot run it; an older one is fine: the CLI migrates it after the copy, as a start would);
 * 4. the instance key that will open it (see `chooseKey`) must open the probe the backup sealed.
 * Then the backup's own table (which may hold the key) is dropped with secure_delete, the copy is
 * fsynced, stale -wal/-shm files of the old database are removed, the key is written if it came
 * with the backup or a key file, and the copy is renamed over `rivalscope.sqlite`.
 */
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { embeddedMigrations } from "../db/migrations.gen";
import { SECRET_KEY_FILE } from "../lib/instance-key";
import { createSealer, keyIdOf } from "../lib/seal";
import { takeExclusiveLock } from "../lib/server-lock";
import { BACKUP_META_TABLE, fsyncPath, PROBE_PURPOSE, PROBE_TEXT } from "./backup";

export const DATABASE_FILE = "rivalscope.sqlite";

/** A refusal with a message for the operator; the target was not changed. */
export class RestoreError extends Error {}

export interface RestoreInput {
  file: string;
  dataDir: string;
  /** Contents of --key-file (base64 of 32 bytes). */
  keyFileText?: string;
  /** RIVALSCOPE_ENCRYPTION_KEY and RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS, as the server will use them. */
  envKey?: string;
  envPreviousKeys?: string[];
}

export interface RestoreResult {
  dataDir: string;
  /** Migrations the backup has applied / the binary knows. */
  migrations: { applied: number; known: number };
  /** Where the key that opens it comes from. */
  keySource: string;
  /** Set when restore wrote `<data>/secret.key`. */
  wroteKey: boolean;
  /** Values sealed under key ids the chosen keys cannot open (rotation without RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS). */
  warnings: string[];
}

function decodeKey(text: string, where: string): Uint8Array {
  const bytes = Buffer.from(text.trim(), "base64");
  if (bytes.length !== 32) throw new RestoreError(`${where} is not an instance key (base64 of exactly 32 bytes)`);
  return bytes;
}

/** The backup's migration level against the binary's: refuses unknown (newer) migrations. */
function checkMigrations(db: Database): { applied: number; known: number } {
  const known = new Set(embeddedMigrations.map((m) => m.when));
  const hasTable = db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!hasTable) throw new RestoreError("this is an SQLite database but not a Rivalscope backup (it has no __drizzle_migrations table)");
  const rows = db.query("SELECT created_at AS at FROM __drizzle_migrations ORDER BY created_at").all() as { at: number }[];
  const unknown = rows.filter((r) => !known.has(Number(r.at)));
  if (unknown.length) {
    const newest = embeddedMigrations.at(-1)!;
    throw new RestoreError(
      `the backup was made by a newer Rivalscope: it has ${unknown.length} migration(s) this binary does not know ` +
        `(the newest applied ${new Date(Number(unknown.at(-1)!.at)).toISOString()}; this binary knows up to ${newest.tag}). ` +
        `Restore it with the version that made it (or a newer one).`,
    );
  }
  return { applied: rows.length, known: known.size };
}

/** Key ids of every sealed value in the database (`sealed:v1:<key id>:…` in any text column). */
function sealedKeyIds(db: Database): Set<string> {
  const ids = new Set<string>();
  const tables = db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  for (const { name } of tables) {
    if (name === BACKUP_META_TABLE) continue;
    const q = (s: string) => `"${s.replaceAll('"', '""')}"`;
    const cols = db.query(`PRAGMA table_info(${q(name)})`).all() as { name: string; type: string }[];
    for (const c of cols) {
      if (!/text|char|clob|^$/i.test(c.type)) continue;
      const found = db.query(`SELECT DISTINCT substr(${q(c.name)}, 11, 8) AS id FROM ${q(name)} WHERE ${q(c.name)} LIKE 'sealed:v1:%'`).all() as { id: string }[];
      for (const r of found) ids.add(r.id);
    }
  }
  return ids;
}

/**
 * Which key the restored instance will use, most explicit first: --key-file, then
 * RIVALSCOPE_ENCRYPTION_KEY (the server uses it whenever set, so it must be the right one),
 * then the key the backup carries (--with-key), then the target's existing secret.key.
 */
function chooseKey(input: RestoreInput, meta: Map<string, string>, dataDir: string): { keys: Uint8Array[]; source: string; write: Uint8Array | null } | null {
  const previous = (input.envPreviousKeys ?? []).map((k, i) => decodeKey(k, `RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS (entry ${i + 1})`));
  const env = input.envKey ? decodeKey(input.envKey, "RIVALSCOPE_ENCRYPTION_KEY") : null;
  if (input.keyFileText !== undefined) {
    const key = decodeKey(input.keyFileText, "--key-file");
    if (env && keyIdOf(env) !== keyIdOf(key)) {
      throw new RestoreError("RIVALSCOPE_ENCRYPTION_KEY is set and is not the key in --key-file; the server would use RIVALSCOPE_ENCRYPTION_KEY. Unset it, or set it to the backup's key");
    }
    return { keys: [key, ...previous], source: "--key-file", write: env ? null : key };
  }
  if (env) return { keys: [env, ...previous], source: "RIVALSCOPE_ENCRYPTION_KEY", write: null };
  const carried = meta.get("instance_key");
  if (carried) return { keys: [decodeKey(carried, "the key in the backup"), ...previous], source: "the backup (made with --with-key)", write: decodeKey(carried, "the key in the backup") };
  const existing = join(dataDir, SECRET_KEY_FILE);
  if (existsSync(existing)) return { keys: [decodeKey(readFileSync(existing, "utf8"), existing), ...previous], source: existing, write: null };
  return null;
}

const NEEDS_KEY =
  "give the instance key it was made with: --key-file PATH (the old data directory's secret.key) or RIVALSCOPE_ENCRYPTION_KEY, or make the backup with --with-key";

function checkKey(input: RestoreInput, db: Database, dataDir: string) {
  const meta = new Map<string, string>();
  const hasMeta = db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(BACKUP_META_TABLE);
  if (hasMeta) for (const r of db.query(`SELECT name, value FROM ${BACKUP_META_TABLE}`).all() as { name: string; value: string }[]) meta.set(r.name, r.value);
  const sealedIds = sealedKeyIds(db);
  const chosen = chooseKey(input, meta, dataDir);
  const probe = meta.get("probe");
  const probeId = meta.get("key_id");
  if (!chosen) {
    if (probe || sealedIds.size) throw new RestoreError(`the backup's secrets are sealed with instance key ${probeId ?? [...sealedIds].join(", ")}: ${NEEDS_KEY}`);
    return { source: "none needed (nothing sealed); the server creates a new key at start", write: null, warnings: [] as string[] };
  }
  const ids = new Set(chosen.keys.map(keyIdOf));
  const sealer = createSealer(chosen.keys);
  if (probe) {
    let opened = false;
    try {
      opened = sealer.open(probe, PROBE_PURPOSE) === PROBE_TEXT;
    } catch {
      opened = false;
    }
    if (!opened) throw new RestoreError(`the key from ${chosen.source} (id ${keyIdOf(chosen.keys[0])}) does not open this backup's secrets, sealed with key ${probeId}: ${NEEDS_KEY}`);
  } else if (sealedIds.size && ![...sealedIds].some((id) => ids.has(id))) {
    throw new RestoreError(`the key from ${chosen.source} (id ${keyIdOf(chosen.keys[0])}) is not the one this database's secrets are sealed with (${[...sealedIds].join(", ")}): ${NEEDS_KEY}`);
  }
  const unopened = [...sealedIds].filter((id) => !ids.has(id));
  const warnings = unopened.length
    ? [`some values are sealed under retired key(s) ${unopened.join(", ")}, which the chosen keys cannot open; list them in RIVALSCOPE_ENCRYPTION_KEY_PREVIOUS`]
    : [];
  return { source: chosen.source, write: chosen.write, warnings };
}

export function restoreBackup(input: RestoreInput): RestoreResult {
  const file = resolve(input.file);
  const dataDir = resolve(input.dataDir);
  let st;
  try {
    st = statSync(file);
  } catch {
    throw new RestoreError(`${file} does not exist`);
  }
  if (!st.isFile()) throw new RestoreError(`${file} is not a file`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Held until the end: a server starting meanwhile waits, then refuses to start.
  const lock = takeExclusiveLock(dataDir);
  if (!lock) throw new RestoreError(`a server is running on ${dataDir}; stop it before restoring (nothing was changed)`);
  try {
    return restoreLocked(input, file, dataDir);
  } finally {
    lock.release();
  }
}

function restoreLocked(input: RestoreInput, file: string, dataDir: string): RestoreResult {
  const temp = join(dataDir, `.restore-${randomBytes(6).toString("hex")}.sqlite`);
  const target = join(dataDir, DATABASE_FILE);
  try {
    copyFileSync(file, temp);
    // The database is 0600 whatever mode the backup file had (a browser download is often 0644).
    chmodSync(temp, 0o600);
    let migrations: RestoreResult["migrations"];
    let key: ReturnType<typeof checkKey>;
    let db: Database | null = null;
    try {
      try {
        db = new Database(temp, { strict: true });
        const rows = db.query("PRAGMA integrity_check").all() as { integrity_check: string }[];
        if (rows.length !== 1 || rows[0].integrity_check !== "ok") {
          throw new RestoreError(`${file} is damaged (integrity_check: ${rows.slice(0, 3).map((r) => r.integrity_check).join("; ")})`);
        }
      } catch (e) {
        if (e instanceof RestoreError) throw e;
        throw new RestoreError(`${file} is not a usable SQLite database (${(e as Error).message})`);
      }
      migrations = checkMigrations(db);
      key = checkKey(input, db, dataDir);
      // The copy becomes the live database: the backup's table goes, its bytes zeroed (it may hold the key).
      db.exec("PRAGMA secure_delete = ON");
      db.exec(`DROP TABLE IF EXISTS ${BACKUP_META_TABLE}`);
      db.exec("PRAGMA journal_mode = DELETE");
    } finally {
      db?.close();
    }
    fsyncPath(temp);
    if (key.write) {
      const keyTemp = join(dataDir, `.secret.key-${randomBytes(6).toString("hex")}`);
      writeFileSync(keyTemp, Buffer.from(key.write).toString("base64") + "\n", { mode: 0o600, flag: "wx" });
      fsyncPath(keyTemp);
      const keyPath = join(dataDir, SECRET_KEY_FILE);
      // A different key already there is kept aside, not lost: older backups may need it.
      if (existsSync(keyPath) && readFileSync(keyPath, "utf8").trim() !== Buffer.from(key.write).toString("base64")) {
        renameSync(keyPath, `${keyPath}.replaced-${new Date().toISOString().replace(/[-:]/g, "").slice(0, 15)}`);
      }
      renameSync(keyTemp, keyPath);
    }
    // The old database's WAL would be replayed into the new file at next open: remove it first.
    rmSync(`${target}-wal`, { force: true });
    rmSync(`${target}-shm`, { force: true });
    renameSync(temp, target);
    fsyncPath(dataDir);
    return { dataDir, migrations, keySource: key.source, wroteKey: Boolean(key.write), warnings: key.warnings };
  } finally {
    rmSync(temp, { force: true });
    rmSync(`${temp}-journal`, { force: true });
    rmSync(`${temp}-wal`, { force: true });
    rmSync(`${temp}-shm`, { force: true });
  }
}
