/**
 * The backups directory, `<data>/backups/`: scheduled and dashboard backups, named after the
 * UTC second they were taken (`rivalscope-YYYYMMDD-HHMMSS.sqlite`; `.pgdump` for a PostgreSQL
 * database's pg_dump archive). Only names of that form are
 * listed, downloaded or pruned; anything else an operator puts there is left alone.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

export const BACKUPS_DIR = "backups";
const NAME = /^rivalscope-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.(sqlite|pgdump)$/;

/** A backup file's extension: the SQLite file, or PostgreSQL's pg_dump archive. */
export type BackupKind = "sqlite" | "pgdump";

export interface BackupFile {
  name: string;
  path: string;
  bytes: number;
  /** When it was taken (from its name, so a ManualClock and a copied file agree). */
  takenAt: number;
}

export function backupsDir(dataDir: string): string {
  return join(resolve(dataDir), BACKUPS_DIR);
}

export function ensureBackupsDir(dataDir: string): string {
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** `rivalscope-20261123-193000.sqlite` for 2026-11-23T19:30:00Z. */
export function backupName(ms: number, kind: BackupKind = "sqlite"): string {
  const iso = new Date(ms).toISOString(); // 2026-11-23T19:30:00.000Z
  return `rivalscope-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}.${kind}`;
}

export function takenAtOf(name: string): number | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.slice(0, 7).map(Number);
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  // Reject names like 20261399 that Date.UTC would roll over into another date.
  return backupName(ms, m[7] as BackupKind) === name ? ms : null;
}

/** The backups, newest first. */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const takenAt = takenAtOf(name);
    if (takenAt === null) continue;
    try {
      const st = statSync(join(dir, name));
      if (st.isFile()) found.push({ name, path: join(dir, name), bytes: st.size, takenAt });
    } catch {
      // Deleted between the listing and the stat (pruned by a concurrent run).
    }
  }
  return found.sort((a, b) => b.takenAt - a.takenAt);
}

/** The backup of that exact name from the listing, or null: the only way a name becomes a path. */
export function findBackup(dataDir: string, name: string): BackupFile | null {
  return listBackups(dataDir).find((b) => b.name === name) ?? null;
}

/** Deletes all but the newest `keep`; returns the names deleted. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const old = listBackups(dataDir).slice(Math.max(1, keep));
  for (const b of old) rmSync(b.path, { force: true });
  return old.map((b) => b.name);
}
