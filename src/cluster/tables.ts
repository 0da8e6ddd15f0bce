/**
 * Cluster tables: what replicas sharing one database agree through it.
 */
import { integer, table, text } from "../db/columns";

/**
 * Leases: one row per named lease (today one, `scheduler`: the replica that runs the scheduled
 * tasks). The holder keeps it while it renews before `expires_at`; anyone may take it after.
 */
export const leases = table("leases", {
  name: text("name").primaryKey(),
  /** The replica holding it (src/cluster/replica.ts). */
  holder: text("holder").notNull(),
  /** Ms since the epoch; past it the lease is free. */
  expiresAt: integer("expires_at").notNull(),
});
