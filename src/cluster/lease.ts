/**
 * A lease held in the database, so that of several replicas sharing one database exactly one
 * does something at a time (SPEC §13: the scheduled tasks run on one live replica).
 *
 * Taking and renewing are one statement — an upsert that overwrites the row only when the lease
 * has expired or is already ours — so two replicas racing for it cannot both win: the database
 * serialises the two writes on the row, and the second finds an unexpired lease held by another.
 * Engine-neutral: `INSERT … ON CONFLICT … DO UPDATE … WHERE … RETURNING` is the same on SQLite
 * and PostgreSQL.
 *
 * The holder believes it holds the lease until `acquiredAt + ttl` by its own clock, which is
 * never later than the expiry the others wait for (written from the same instant), so the two
 * periods never overlap — as long as replicas' clocks agree to well within the ttl (NTP does).
 * A holder that stops renewing (killed, stalled, cut off from the database) loses it at expiry;
 * a live one renews every third of the ttl, so one failed renewal does not cost it the lease.
 */
import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Clock } from "../lib/clock";
import { leases } from "./tables";

export interface Lease {
  readonly name: string;
  /** Takes or renews the lease; true when this holder has it now. Never throws (a failed write: not held). */
  renew(): Promise<boolean>;
  /** True while the last successful renewal has not expired (by this process's clock). */
  held(): boolean;
  /** Gives it up (at a clean stop), so another replica takes over at once instead of after the ttl. */
  release(): Promise<void>;
}

export function createLease(deps: { db: Db; clock: Clock; name: string; holder: string; ttlMs: number; onError?: (e: unknown) => void }): Lease {
  const { db, clock, name, holder, ttlMs } = deps;
  let heldUntil = Number.NEGATIVE_INFINITY;
  return {
    name,
    async renew() {
      const now = clock.now();
      try {
        const rows = await db
          .insert(leases)
          .values({ name, holder, expiresAt: now + ttlMs })
          .onConflictDoUpdate({
            target: leases.name,
            set: { holder, expiresAt: now + ttlMs },
            setWhere: or(lte(leases.expiresAt, now), eq(leases.holder, holder)),
          })
          .returning({ holder: leases.holder });
        heldUntil = rows.length > 0 ? now + ttlMs : Number.NEGATIVE_INFINITY;
      } catch (e) {
        // Unknown outcome: act as if not held. If the write did land, we hold it unknowingly for
        // one ttl at most — nobody runs the tasks then, and nobody runs them twice.
        heldUntil = Number.NEGATIVE_INFINITY;
        deps.onError?.(e);
      }
      return heldUntil > now;
    },
    held: () => clock.now() < heldUntil,
    async release() {
      if (heldUntil === Number.NEGATIVE_INFINITY) return;
      heldUntil = Number.NEGATIVE_INFINITY;
      try {
        await db.delete(leases).where(and(eq(leases.name, name), eq(leases.holder, holder)));
      } catch (e) {
        deps.onError?.(e);
      }
    },
  };
}

/** Who holds the lease `name` and until when (the dashboard, tests); null when nobody does. */
export async function leaseHolder(db: Db, name: string, now: number): Promise<{ holder: string; expiresAt: number } | null> {
  const row = (await db.select({ holder: leases.holder, expiresAt: leases.expiresAt }).from(leases).where(and(eq(leases.name, name), sql`${leases.expiresAt} > ${now}`)))[0];
  return row ?? null;
}
