/**
 * Access tables: API keys and usage counters.
 */
import { accounts } from "../accounts/tables";
import { createdAt, index, integer, primaryKey, table, text, uniqueIndex, updatedAt } from "../db/columns";
import { KEY_TIERS } from "../lib/plans";

export const apiKeys = table(
  "api_keys",
  {
    id: text("id").primaryKey(),
    /** SHA-256 (hex) of the full key; the key itself is never stored. */
    hash: text("hash").notNull(),
    /** First characters of the key, enough for a person to recognise it. */
    prefix: text("prefix").notNull(),
    name: text("name"),
    email: text("email").notNull(),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "set null" }),
    tier: text("tier", { enum: KEY_TIERS }).notNull(),
    /** Per-key overrides of the tier's limits; null = the tier's value, -1 = unlimited. */
    perMinute: integer("per_minute"),
    quota: integer("quota"),
    status: text("status", { enum: ["active", "revoked"] }).notNull().default("active"),
    revokedAt: integer("revoked_at"),
    /** When set, the key stops working at this instant (a canceled subscription's period end). */
    expiresAt: integer("expires_at"),
    lastUsedAt: integer("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_hash_unique").on(t.hash), index("api_keys_email_idx").on(t.email)],
);

/** Request counts per subject ("key:<id>" or "ip:<addr>") and calendar window ("2026-11" or "2026-11-22"). */
export const usageCounters = table(
  "usage_counters",
  {
    subject: text("subject").notNull(),
    window: text("window").notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.window] })],
);
