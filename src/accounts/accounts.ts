/**
 * Accounts — the customer identity. Email is the identity (SPEC §5): checkouts and report
 * requests find the account of an address or create it.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { randomId } from "../lib/base62";
import type { Clock } from "../lib/clock";

export type AccountRecord = typeof accounts.$inferSelect;

/** Lower-cased and trimmed, so "Ann@Example.com " and "ann@example.com" are one account. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findAccountByEmail(db: Db, email: string): AccountRecord | null {
  return db.select().from(accounts).where(eq(accounts.email, normaliseEmail(email))).get() ?? null;
}

/**
 * The account of `email`, created when there is none. The insert ignores a conflict on the unique
 * email index, so two completions racing for a new address end with one account, not an error.
 */
export function findOrCreateAccount(db: Db, clock: Clock, email: string): AccountRecord {
  const address = normaliseEmail(email);
  const now = clock.now();
  db.insert(accounts).values({ id: randomId("acct", 16), email: address, createdAt: now, updatedAt: now }).onConflictDoNothing().run();
  return findAccountByEmail(db, address)!;
}
