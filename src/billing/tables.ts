/**
 * Billing tables: subscriptions, their lifecycle events, checkout sessions and processed Stripe events.
 */
import { apiKeys } from "../access/tables";
import { accounts } from "../accounts/tables";
import { createdAt, index, integer, json, table, text, uniqueIndex, updatedAt } from "../db/columns";

export const subscriptions = table(
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
export const subscriptionEvents = table(
  "subscription_events",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["created", "renewed", "upgraded", "downgraded", "canceled", "payment_failed"] }).notNull(),
    data: json<Record<string, unknown>>("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_events_sub_idx").on(t.subscriptionId, t.createdAt)],
);

/**
 * Checkout sessions of both providers; the local provider's pages read and complete them. A
 * subscription checkout names its tier; a one-off payment (one-off.ts) also names what it pays
 * for in `reference` (a report id).
 */
export const checkoutSessions = table("checkout_sessions", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
  email: text("email").notNull(),
  purpose: text("purpose").notNull(),
  tier: text("tier").notNull(),
  reference: text("reference"),
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
  /** The outbox mail carrying the key: its status tells the success page what became of it. */
  keyMailId: text("key_mail_id"),
  createdAt: createdAt(),
  completedAt: integer("completed_at"),
});

/** Stripe event ids already processed: makes the webhook idempotent. */
export const stripeEvents = table("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: integer("received_at").notNull(),
});
