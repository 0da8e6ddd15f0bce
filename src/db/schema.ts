/**
 * Database schema — the one source of truth for tables; drizzle-kit generates migrations/ from it.
 * Timestamps are integer milliseconds since the epoch (UTC); booleans are integers 0/1.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => integer("created_at").notNull();
const updatedAt = () => integer("updated_at").notNull();

/** Key/value settings and bookkeeping (dataset version, signing keys, …). Values are JSON. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// ── Catalog ────────────────────────────────────────────────────────────────────────────────

export const tools = sqliteTable(
  "tools",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    category: text("category").notNull(),
    pricingModel: text("pricing_model").notNull(),
    startingPrice: text("starting_price").notNull(),
    freeTier: integer("free_tier", { mode: "boolean" }).notNull(),
    description: text("description").notNull(),
    differentiator: text("differentiator").notNull(),
    /** JSON array of strings. */
    features: text("features", { mode: "json" }).$type<string[]>().notNull(),
    targetAudience: text("target_audience").notNull(),
    /** Position inside its category (1 = most prominent); the API's "rank". */
    rank: integer("rank").notNull(),
    /** Dataset version that last wrote this row; null for tools an admin added. */
    datasetVersion: integer("dataset_version"),
    /** Set when an admin edits or adds the row: dataset upgrades never overwrite such rows. */
    editedAt: integer("edited_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("tools_slug_unique").on(t.slug), uniqueIndex("tools_name_unique").on(sql`lower(${t.name})`), index("tools_category_idx").on(t.category, t.rank)],
);

// ── Access: API keys and usage ────────────────────────────────────────────────────────────

export const apiKeys = sqliteTable(
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
    tier: text("tier", { enum: ["starter", "pro", "internal"] }).notNull(),
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
export const usageCounters = sqliteTable(
  "usage_counters",
  {
    subject: text("subject").notNull(),
    window: text("window").notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.window] })],
);

// ── Accounts and billing ──────────────────────────────────────────────────────────────────

export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    passwordHash: text("password_hash"),
    /** Interface B plan: none, tracker or command. */
    plan: text("plan", { enum: ["none", "tracker", "command"] }).notNull().default("none"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("accounts_email_unique").on(t.email)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** What the subscription pays for: interface A API access, or an interface B plan. */
    product: text("product", { enum: ["api", "plan"] }).notNull(),
    tier: text("tier").notNull(),
    status: text("status", { enum: ["active", "past_due", "canceled"] }).notNull(),
    provider: text("provider", { enum: ["stripe", "local", "manual"] }).notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    apiKeyId: text("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    currentPeriodEnd: integer("current_period_end"),
    canceledAt: integer("canceled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("subscriptions_provider_sub_unique").on(t.providerSubscriptionId), index("subscriptions_account_idx").on(t.accountId)],
);

/** Lifecycle history: created, renewed, upgraded, downgraded, canceled, payment_failed. */
export const subscriptionEvents = sqliteTable(
  "subscription_events",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["created", "renewed", "upgraded", "downgraded", "canceled", "payment_failed"] }).notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_events_sub_idx").on(t.subscriptionId, t.createdAt)],
);

/** Checkout sessions of both providers; the local provider's pages read and complete them. */
export const checkoutSessions = sqliteTable("checkout_sessions", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
  email: text("email").notNull(),
  purpose: text("purpose").notNull(),
  tier: text("tier").notNull(),
  status: text("status", { enum: ["open", "completed", "canceled"] }).notNull(),
  accountId: text("account_id"),
  subscriptionId: text("subscription_id"),
  apiKeyId: text("api_key_id"),
  /**
   * The new key, kept only until the success page has shown it once (or it expires).
   * The key must reach the buyer's browser after an asynchronous webhook; this is the handover.
   */
  revealKey: text("reveal_key"),
  revealedAt: integer("revealed_at"),
  createdAt: createdAt(),
  completedAt: integer("completed_at"),
});

/** Stripe event ids already processed: makes the webhook idempotent. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: integer("received_at").notNull(),
});

// ── Mail ──────────────────────────────────────────────────────────────────────────────────

export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** stored = no SMTP configured (shown in the dashboard); sent; failed. */
    status: text("status", { enum: ["stored", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

// ── Admin dashboard ───────────────────────────────────────────────────────────────────────

export const admins = sqliteTable(
  "admins",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("admins_email_unique").on(t.email)],
);

export const adminSessions = sqliteTable("admin_sessions", {
  /** SHA-256 of the session cookie value; a stolen database does not yield live sessions. */
  id: text("id").primaryKey(),
  adminId: text("admin_id")
    .notNull()
    .references(() => admins.id, { onDelete: "cascade" }),
  csrfToken: text("csrf_token").notNull(),
  createdAt: createdAt(),
  expiresAt: integer("expires_at").notNull(),
});
