/**
 * serializeOn — makes transactions that count-then-insert under one key take turns.
 *
 * A check like "the plan's allowance still has room, so insert one more report" is a read followed
 * by a write. On SQLite a write transaction holds the whole database (BEGIN IMMEDIATE, and the
 * connection gate), so two of them cannot interleave and nothing more is needed. On PostgreSQL
 * (READ COMMITTED, a pool of connections, several replicas) two transactions can both count
 * "4 of 5" and both insert: a transaction-scoped advisory lock on the key makes the second wait
 * until the first commits, and then it counts the first's row. The lock ends with the transaction.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { internalsOf } from "./handle";

export async function serializeOn(tx: Db, key: string): Promise<void> {
  const i = internalsOf(tx);
  if (!i.inTransaction) throw new Error("serializeOn: call it inside withTransaction (the lock lasts as long as the transaction)");
  if (i.engine !== "postgres") return;
  await (tx as unknown as { execute(q: unknown): Promise<unknown> }).execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
