/**
 * withTransaction — the one way this code base runs a multi-statement write, on either engine.
 *
 *   await withTransaction(ctx, async (tx) => { await verbA(tx, …); await enqueue(tx, …); });
 *
 * `tx` is the caller's context with `db` the transaction's handle (openstatus' services context;
 * PocketBase clones its app around a transaction the same way): verbs called with `tx` take part
 * in the transaction, whatever they are. Inside the callback use `tx`, never the outer `ctx` —
 * on SQLite the outer handle waits for the transaction to end (src/db/sqlite-gate.ts), and on
 * PostgreSQL it is another connection, outside the transaction.
 *
 * What the callback writes is committed together when it returns and rolled back when it throws.
 * Called with a context that is already a transaction's, it becomes a savepoint: its failure
 * undoes its own work only. The callback does database work only — no network, no mail sends:
 * a transaction that met SQLITE_BUSY is run again from the start (src/db/sqlite.ts), and while it
 * runs, the connection is its own. This is also why webhook, mail and job rows are *written* in
 * the transaction of their cause and sent afterwards, by jobs.
 */
import type { Db } from "./client";
import { internalsOf } from "./handle";

export async function withTransaction<C extends { db: Db }, T>(ctx: C, fn: (tx: C) => Promise<T>): Promise<T> {
  return internalsOf(ctx.db).transaction((db) => fn({ ...ctx, db }));
}

/** True when `db` is a transaction's handle. */
export const inTransaction = (db: Db): boolean => internalsOf(db).inTransaction;
