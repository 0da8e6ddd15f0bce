/**
 * Webhooks tables: customers' endpoints, the deliveries of events to them, and every attempt of
 * every delivery (SPEC §7).
 */
import { accounts } from "../accounts/tables";
import { createdAt, index, integer, json, table, text, updatedAt } from "../db/columns";

export const webhookEndpoints = table(
  "webhook_endpoints",
  {
    /** `ep_…`, shown in the API and the dashboard. */
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    /** Event types sent here; null = every event. */
    events: json<string[] | null>("events"),
    /** The signing secret (`whsec_…`), sealed under the instance key; shown once, never listed. */
    secret: text("secret").notNull(),
    /** The secret before the last rotation, sealed; it keeps signing beside the new one until `previous_secret_until`. */
    previousSecret: text("previous_secret"),
    previousSecretUntil: integer("previous_secret_until"),
    /** null while enabled; when disabled, why (a 410, too many failed deliveries, an admin). */
    disabledReason: text("disabled_reason"),
    disabledAt: integer("disabled_at"),
    /** Deliveries in a row whose every attempt failed; a success resets it. */
    failureStreak: integer("failure_streak").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_endpoints_account_idx").on(t.accountId, t.createdAt)],
);

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

export const webhookDeliveries = table(
  "webhook_deliveries",
  {
    /** `msg_…` — also the `webhook-id` header: the same on every attempt, so receivers deduplicate by it. */
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The exact body sent (and signed) on every attempt. */
    payload: text("payload").notNull(),
    /** pending = an attempt is due or running; succeeded = a 2xx; failed = attempts exhausted, a 410, or the endpoint disabled. */
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    /** Attempts made so far, redeliveries included. */
    attempts: integer("attempts").notNull().default(0),
    /** While pending after a failed attempt: when the next one is due. */
    nextAttemptAt: integer("next_attempt_at"),
    /** The last attempt's HTTP status, or null when it got no answer. */
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: integer("finished_at"),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt), index("webhook_deliveries_created_idx").on(t.createdAt)],
);

export const webhookAttempts = table(
  "webhook_attempts",
  {
    id: text("id").primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    /** 1 for the first attempt of the delivery; redeliveries continue the count. */
    number: integer("number").notNull(),
    /** When the request was sent (ms). */
    startedAt: integer("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** The receiver's HTTP status; null when there was no answer (refused, DNS, timeout, connection). */
    status: integer("status"),
    /** The first 2 KiB of the response body, as text. */
    response: text("response"),
    error: text("error"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.number)],
);
