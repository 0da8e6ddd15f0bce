/**
 * inTransaction — the one way this code base runs a multi-statement write.
 *
 * BEGIN IMMEDIATE takes the write lock up front, so a concurrent writer (the CLI beside a running
 * server, a second process) waits in SQLite's busy handler (busy_timeout) instead of failing
 * half-way through; a deferred transaction that reads first and writes later can instead fail
 * with SQLITE_BUSY at its first write, with nothing to wait for. Should SQLITE_BUSY still come
 * back (the busy timeout ran out under a long writer), the whole function is run again, a few
 * times: `fn` must therefore do nothing but database work (no network, no mail sends) — which
 * is the rule for transactions anyway. Nested calls become savepoints.
 */
import type { Db } from "./client";

const BUSY_ATTEMPTS = 3;

const isBusy = (e: unknown) => {
  const code = (e as { code?: unknown })?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
};

export function inTransaction<T>(db: Db, fn: () => T): T {
  const run = db.$client.transaction(fn);
  for (let attempt = 1; ; attempt++) {
    try {
      return db.$client.inTransaction ? run() : run.immediate();
    } catch (e) {
      if (!isBusy(e) || attempt >= BUSY_ATTEMPTS || db.$client.inTransaction) throw e;
    }
  }
}
