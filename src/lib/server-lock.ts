/**
 * The data directory's server lock — how `restore` knows no server is using the directory.
 *
 * A pid file would need a liveness check that is wrong across PID namespaces (a server in one
 * container, `restore` in another on the same volume) and after pid reuse. The lock is instead an
 * operating-system file lock that the kernel drops when the holder dies however it dies: SQLite's
 * own locks (POSIX advisory locks) on `<data>/serve.lock`, a database that holds nothing.
 *
 * - `serve` holds a SHARED lock for its whole life (an open read transaction), so several
 *   servers may share a directory, and a killed one leaves nothing behind.
 * - `restore` takes the EXCLUSIVE lock without waiting: it fails while any server holds SHARED,
 *   and while restore holds it a server starting up waits briefly, then refuses to start.
 */
import { Database } from "bun:sqlite";
import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";

export const SERVER_LOCK_FILE = "serve.lock";

export class ServerLockError extends Error {}

export interface HeldLock {
  release(): void;
}

function open(dataDir: string, busyMs: number): Database {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, SERVER_LOCK_FILE);
  if (!existsSync(path)) closeSync(openSync(path, "a", 0o600));
  const db = new Database(path);
  db.exec(`PRAGMA busy_timeout = ${busyMs}`);
  return db;
}

const isBusy = (e: unknown) => /locked|busy/i.test((e as Error)?.message ?? "");

/** Held by `serve` while it runs. Throws ServerLockError while a restore holds the directory. */
export function holdServerLock(dataDir: string, waitMs = 3000): HeldLock {
  const db = open(dataDir, waitMs);
  try {
    db.exec("BEGIN");
    // The first read takes SHARED; it is kept until the transaction ends (never, until release).
    db.query("SELECT count(*) FROM sqlite_master").get();
  } catch (e) {
    db.close();
    if (isBusy(e)) throw new ServerLockError(`a restore is in progress on ${resolve(dataDir)}; start the server once it has finished`);
    throw e;
  }
  return { release: () => db.close() };
}

/** Taken by `restore`: null while a server holds the directory (nothing waits). */
export function takeExclusiveLock(dataDir: string): HeldLock | null {
  const db = open(dataDir, 0);
  try {
    db.exec("BEGIN EXCLUSIVE");
  } catch (e) {
    db.close();
    if (isBusy(e)) return null;
    throw e;
  }
  return { release: () => db.close() };
}
