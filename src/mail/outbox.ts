/**
 * Outbox — every mail the server sends or would send. Without SMTP it is the delivery itself (the
 * admin dashboard shows it); with SMTP it is the log of what was sent and what failed.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import { randomId } from "../lib/base62";

export type OutboxRecord = typeof outbox.$inferSelect;
export type OutboxStatus = OutboxRecord["status"];

export function storeOutboxRow(db: Db, row: Omit<OutboxRecord, "id" | "error" | "sentAt"> & { error?: string | null; sentAt?: number | null }): OutboxRecord {
  return db
    .insert(outbox)
    .values({ id: randomId("mail", 16), error: null, sentAt: null, ...row })
    .returning()
    .get();
}

/** Newest first; `limit` defaults to 100 and is capped at 1,000. */
export function listOutbox(db: Db, opts: { limit?: number; status?: OutboxStatus } = {}): OutboxRecord[] {
  const limit = Math.min(Math.max(1, Math.trunc(opts.limit ?? 100)), 1000);
  return db
    .select()
    .from(outbox)
    .where(opts.status ? eq(outbox.status, opts.status) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .all();
}
