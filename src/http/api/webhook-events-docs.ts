/**
 * The events this server POSTs to customers' endpoints, as the OpenAPI 3.1 `webhooks` section of
 * the document: one operation per event type, its body schema generated from the same zod schema
 * the server parses every payload through (src/webhooks/events.ts), and the headers that sign it.
 * Swagger UI lists them under "Webhooks"; docs/webhooks.md says how to verify and answer them.
 */
import { z } from "zod";
import { competitorChangedEvent, reportCompletedEvent, SUBSCRIPTION_CHANGES, subscriptionEvent, webhookTestEvent } from "../../webhooks/events";

const toJsonSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: "output", unrepresentable: "any" }) as Record<string, unknown>;

const header = (name: string, description: string, example: string) => ({ name, in: "header", required: true, description, schema: { type: "string" }, example });

const HEADERS = [
  header("webhook-id", "The delivery's id: the same on every attempt and on a redelivery. Deduplicate by it.", "msg_2bQ8xK4mN7pR1sT5vW9yZ3cF"),
  header("webhook-timestamp", "When this attempt was sent, in seconds since the epoch; refuse one far from your clock (the standardwebhooks libraries allow 5 minutes).", "1795348800"),
  header(
    "webhook-signature",
    "`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64-decoded part of the secret after `whsec_`; two space-separated entries for 24 hours after a rotation.",
    "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
  ),
  header("x-service-signature", "Lowercase hex HMAC-SHA256 of the exact body, keyed with the whole secret string (whsec_…).", "3b8f1d0c5e2a7f6b9c4d1e0f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d"),
];

const RESPONSES = {
  "2XX": { description: "Received: any 2xx answered within 5 seconds ends the delivery. Answer quickly and do the work afterwards." },
  "410": { description: "Gone: the endpoint is disabled at once and its owner mailed; nothing more is sent to it." },
  default: {
    description:
      "Any other answer (a 3xx included: redirects are not followed), or none within 5 seconds, is a failed attempt: it is retried after 1, 5 and 25 minutes (±20%; longer when a Retry-After asks, up to 50 minutes), 4 attempts in all. 15 deliveries in a row that fail every attempt disable the endpoint.",
  },
};

const operation = (event: string, summary: string, description: string, schema: z.ZodType) => ({
  post: {
    operationId: `webhook_${event.replace(/\W/g, "_")}`,
    tags: ["Webhooks"],
    summary,
    description: `${description} Sent to every enabled endpoint of the account that takes \`${event}\`, signed with its secret (docs/webhooks.md).`,
    security: [],
    parameters: HEADERS,
    requestBody: { required: true, content: { "application/json": { schema: toJsonSchema(schema), example: (schema.meta() as { example?: unknown } | undefined)?.example } } },
    responses: RESPONSES,
  },
});

/**
 * The document's `webhooks`: every event the server sends, by event type. A function, called when
 * the document is built: `z.toJSONSchema` of these schemas took ~40 ms at module load, a good
 * part of the cold-start budget (SPEC §11) for a document most starts never serve.
 */
export const webhookEventsDoc = () => ({
  "report.completed": operation("report.completed", "A report was generated", "A report the account requested has finished generating; `preview_url` is its readable page.", reportCompletedEvent),
  "competitor.changed": operation(
    "competitor.changed",
    "A tracked competitor changed",
    "Monitoring found a change on a tracked competitor at or above the account's change_threshold (PATCH /api/me).",
    competitorChangedEvent,
  ),
  "subscription.*": operation(
    "subscription.*",
    "A subscription changed",
    `A subscription of the account — its plan, or an API-key subscription bought with the same email — was ${SUBSCRIPTION_CHANGES.map((c) => c.replace("_", " ")).join(", ")}; \`event\` says which (subscription.${SUBSCRIPTION_CHANGES.join(", subscription.")}). Sent whatever the plan, so an account hears of the downgrade or cancellation that took webhooks away.`,
    subscriptionEvent,
  ),
  "webhook.test": operation("webhook.test", "A test event", "Asked for with POST /api/webhooks/{id}/test or the dashboard's Test button; reaches the endpoint whatever events it takes.", webhookTestEvent),
});
