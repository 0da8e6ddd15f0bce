/**
 * The events outbound webhooks carry, as zod schemas: the payloads are parsed through them before
 * they are stored, so a body has exactly these fields in this order (the seed's Events table for
 * `report.completed` and `competitor.changed`, SPEC §7 for `subscription.*`), and the OpenAPI
 * document describes them from the same source.
 */
import { z } from "zod";

const timestamp = z.iso.datetime().describe("When the event happened (ISO 8601, UTC).");

export const reportCompletedEvent = z
  .object({
    event: z.literal("report.completed"),
    report_id: z.uuid(),
    tier: z.string().describe("The report's tier, e.g. `snapshot`."),
    competitors: z.number().int().describe("How many competitors the report covers."),
    preview_url: z.url().describe("The readable HTML page of the report."),
    timestamp,
  })
  .meta({
    description: "A requested report finished generating.",
    example: { event: "report.completed", report_id: "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", tier: "snapshot", competitors: 3, preview_url: "https://rivalscope.example/reports/6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", timestamp: "2026-11-22T12:00:00.000Z" },
  });

export const competitorChangedEvent = z
  .object({
    event: z.literal("competitor.changed"),
    competitor_id: z.uuid(),
    competitor_name: z.string(),
    change_type: z.string().describe("pricing_change, plan_added, plan_removed, free_tier_changed, feature_added, feature_removed, messaging_change, page_unavailable or page_restored."),
    summary: z.string().describe("One line with the value before and after."),
    severity: z.string().describe("critical, high, medium or low."),
    timestamp,
  })
  .meta({
    description: "A significant change was detected on a tracked competitor.",
    example: { event: "competitor.changed", competitor_id: "0b7e6a52-1f3d-4e8a-9c5b-2d4f6a8b0c1e", competitor_name: "Formwise", change_type: "pricing_change", summary: "Pro: $29/month → $35/month (+20.7%)", severity: "high", timestamp: "2026-11-22T12:00:00.000Z" },
  });

/** The lifecycle changes of subscriptions (billing's subscription_events types). */
export const SUBSCRIPTION_CHANGES = ["created", "renewed", "upgraded", "downgraded", "canceled", "payment_failed"] as const;
export type SubscriptionChange = (typeof SUBSCRIPTION_CHANGES)[number];

export const subscriptionEvent = z
  .object({
    event: z.enum(SUBSCRIPTION_CHANGES.map((c) => `subscription.${c}` as const) as [`subscription.${SubscriptionChange}`, ...`subscription.${SubscriptionChange}`[]]),
    subscription_id: z.string(),
    plan: z.string().describe("The plan (or API tier) after the change."),
    status: z.enum(["active", "past_due", "canceled"]),
    current_period_end: z.iso.datetime().nullable().describe("End of the paid period (ISO 8601, UTC); for a canceled subscription, when access ends."),
    timestamp,
  })
  .meta({
    description: "A subscription of the account was created, renewed, upgraded, downgraded, canceled, or its payment failed.",
    example: { event: "subscription.renewed", subscription_id: "sub_4fK9aB2cD7eF1gH3", plan: "command", status: "active", current_period_end: "2026-12-22T12:00:00.000Z", timestamp: "2026-11-22T12:00:00.000Z" },
  });

export const webhookTestEvent = z
  .object({
    event: z.literal("webhook.test"),
    endpoint_id: z.string(),
    message: z.string(),
    timestamp,
  })
  .meta({
    description: "Sent by POST /api/webhooks/{id}/test (or the dashboard's Test button) to check a receiver.",
    example: { event: "webhook.test", endpoint_id: "ep_7hQ2mX9kR4tW1zB6", message: "A test event from Rivalscope: your endpoint receives and verifies webhooks.", timestamp: "2026-11-22T12:00:00.000Z" },
  });

export const webhookEvent = z.discriminatedUnion("event", [reportCompletedEvent, competitorChangedEvent, subscriptionEvent, webhookTestEvent]);
export type WebhookEvent = z.infer<typeof webhookEvent>;
export type WebhookEventType = WebhookEvent["event"];

/** Every event type, in the order the docs list them. */
export const WEBHOOK_EVENTS = [
  "report.completed",
  "competitor.changed",
  ...SUBSCRIPTION_CHANGES.map((c) => `subscription.${c}` as const),
  "webhook.test",
] as const satisfies readonly WebhookEventType[];

/** An event as a cause hands it to `emit`: the timestamp defaults to now. */
export type EventInput = WebhookEvent extends infer E ? (E extends WebhookEvent ? Omit<E, "timestamp"> & { timestamp?: string } : never) : never;
