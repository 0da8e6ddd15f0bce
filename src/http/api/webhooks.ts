/**
 * Webhook endpoints of the signed-in account (Bearer; the Command plan, 403 otherwise; SPEC §5, §7):
 *
 * GET    /api/webhooks                                            the account's endpoints and how many it may have
 * POST   /api/webhooks                {url, description?, events?}   add one → 201 with its secret, shown this once
 * DELETE /api/webhooks/{id}                                       remove it with its delivery log → 204
 * POST   /api/webhooks/{id}/rotate-secret                         a new secret; the old one signs beside it for 24 h
 * POST   /api/webhooks/{id}/test                                  a webhook.test delivery → 202
 * GET    /api/webhooks/{id}/deliveries?limit=&before=             the delivery log, newest first, every attempt
 * POST   /api/webhooks/{id}/deliveries/{delivery_id}/redeliver    send a finished delivery again → 202
 *
 * Another account's ids answer 404, as if they did not exist: the verbs read the account from the
 * context's actor (src/webhooks/endpoints.ts). Test and redeliver make this server send a request
 * to a URL the customer chose, so they are limited per account (SENDS_PER_MINUTE).
 */
import { Elysia } from "elysia";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { assertRedeliverable, getDelivery, listDeliveries, redeliver, sendTest, type DeliveryRecord, type DeliveryWithAttempts } from "../../webhooks/deliveries";
import { deleteEndpoint, getEndpoint, listEndpoints, rotateSecret, type Endpoint } from "../../webhooks/endpoints";
import { newEndpointSchema } from "../../webhooks/schemas";
import type { Webhooks } from "../../webhooks/service";
import { jsonBody } from "../plugins/body";
import { bearerAuth, type BearerDeps } from "../plugins/bearer";
import { errorBodies } from "./accounts-docs";
import { BEARER_SECURITY } from "./schemas";
import { WEBHOOK_DOCS } from "./webhooks-docs";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** Event types an endpoint can be limited to (webhook.test always reaches it). */

// ── Schemas ──

const EXAMPLE_ENDPOINT = {
  id: "ep_7hQ2mX9kR4tW1zB6",
  url: "https://hooks.example.com/rivalscope",
  description: "Production receiver",
  events: ["report.completed", "competitor.changed"],
  enabled: true,
  disabled_reason: null,
  previous_secret_until: null,
  created_at: "2026-11-22T12:00:00.000Z",
};
const EXAMPLE_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwI8Vd2ZzaV2E=";

// The response schemas are `z.lazy`: built at their first use (an answer checked, the OpenAPI document), not at
// every start (docs/benchmarks.md, "Cold start, session 17"); `.unwrap()` where one is derived from another.
export const endpointSchema = z.lazy(() =>
  z
    .object({
      id: z.string().describe("ep_…"),
      url: z.string().describe("Where deliveries are POSTed."),
      description: z.string().nullable(),
      events: z.array(z.string()).nullable().describe("The event types sent to it; null: every event. webhook.test reaches it in any case."),
      enabled: z.boolean().describe("false once disabled — by a 410 Gone from the receiver, 15 failed deliveries in a row, or the operator; disabled_reason says which. Nothing is sent to a disabled endpoint."),
      disabled_reason: z.string().nullable(),
      previous_secret_until: z.iso.datetime().nullable().describe("After a rotation: until when the previous secret also signs every delivery."),
      created_at: z.iso.datetime(),
    })
    .meta({ example: EXAMPLE_ENDPOINT }),
);

export const endpointListSchema = z.lazy(() =>
  z
    .object({
      webhooks: z.array(endpointSchema),
      limit: z.number().int().describe("How many endpoints the account may have (its plan's allowance)."),
    })
    .meta({ example: { webhooks: [EXAMPLE_ENDPOINT], limit: 3 } }),
);

export const createdEndpointSchema = z.lazy(() =>
  endpointSchema
    .unwrap()
    .extend({ secret: z.string().describe("The signing secret (whsec_…), shown only in this answer: keep it in your receiver's configuration.") })
    .meta({ example: { ...EXAMPLE_ENDPOINT, secret: EXAMPLE_SECRET } }),
);

export const rotatedSecretSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      secret: z.string().describe("The new signing secret, shown only in this answer."),
      previous_secret_until: z.iso.datetime().describe("Until then the previous secret also signs every delivery (24 hours)."),
    })
    .meta({ example: { id: EXAMPLE_ENDPOINT.id, secret: EXAMPLE_SECRET, previous_secret_until: "2026-11-23T12:00:00.000Z" } }),
);

const attemptSchema = z.lazy(() =>
  z.object({
    number: z.number().int().describe("1 for the first attempt; redeliveries continue the count."),
    sent_at: z.iso.datetime(),
    status: z.number().int().nullable().describe("Your receiver's HTTP status; null when it gave none (refused, DNS, timeout, connection)."),
    duration_ms: z.number().int(),
    response: z.string().nullable().describe("The first 2 KiB of your receiver's answer."),
    error: z.string().nullable(),
  }),
);

const EXAMPLE_DELIVERY = {
  id: "msg_2bQ8xK4mN7pR1sT5vW9yZ3cF",
  event: "report.completed",
  status: "succeeded",
  attempts: 2,
  next_attempt_at: null,
  last_status: 200,
  last_error: null,
  created_at: "2026-11-22T12:00:00.000Z",
  finished_at: "2026-11-22T12:01:02.000Z",
  payload: { event: "report.completed", report_id: "6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", tier: "snapshot", competitors: 3, preview_url: "https://rivalscope.example/reports/6f1c2f4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f", timestamp: "2026-11-22T12:00:00.000Z" },
  attempt_log: [
    { number: 1, sent_at: "2026-11-22T12:00:00.000Z", status: 503, duration_ms: 41, response: "upstream unavailable", error: "HTTP 503" },
    { number: 2, sent_at: "2026-11-22T12:01:02.000Z", status: 200, duration_ms: 38, response: "ok", error: null },
  ],
};

export const deliverySchema = z.lazy(() =>
  z
    .object({
      id: z.string().describe("msg_… — also the webhook-id header, the same on every attempt of this delivery."),
      event: z.string(),
      status: z.enum(["pending", "succeeded", "failed"]).describe("pending: an attempt is due or running; failed: every attempt failed, the receiver answered 410, or the endpoint was disabled."),
      attempts: z.number().int(),
      next_attempt_at: z.iso.datetime().nullable().describe("While pending after a failed attempt: when the next one is due."),
      last_status: z.number().int().nullable(),
      last_error: z.string().nullable(),
      created_at: z.iso.datetime(),
      finished_at: z.iso.datetime().nullable(),
      payload: z.record(z.string(), z.unknown()).describe("The body sent, as JSON; every attempt sends the same bytes."),
      attempt_log: z.array(attemptSchema).describe("Every attempt, oldest first."),
    })
    .meta({ example: EXAMPLE_DELIVERY }),
);

const PENDING_TEST = {
  ...EXAMPLE_DELIVERY,
  id: "msg_9fT3wQ6zL1xV8rN4bK2mJ7hD",
  event: "webhook.test",
  status: "pending",
  attempts: 0,
  last_status: null,
  finished_at: null,
  payload: { event: "webhook.test", endpoint_id: EXAMPLE_ENDPOINT.id, message: "A test event from Rivalscope: your endpoint receives webhooks.", timestamp: "2026-11-22T12:00:00.000Z" },
  attempt_log: [],
};
export const queuedDeliverySchema = z.lazy(() => deliverySchema.unwrap().meta({ example: PENDING_TEST }));

export const deliveryPageSchema = z.lazy(() =>
  z
    .object({
      deliveries: z.array(deliverySchema),
      next: z.string().nullable().describe("Pass as `before` for the next, older page; null on the last one."),
    })
    .meta({ example: { deliveries: [EXAMPLE_DELIVERY], next: null } }),
);

/** A path segment that is not valid percent-encoded UTF-8 reaches validation as null. */
const pathText = z.string({ error: "must be valid percent-encoded UTF-8" });
const endpointId = pathText.describe("The endpoint's id (ep_…), as GET /api/webhooks lists it.").meta({ example: EXAMPLE_ENDPOINT.id });
const idParams = z.object({ id: endpointId });
const deliveryParams = z.object({ id: endpointId, delivery_id: pathText.describe("The delivery's id (msg_…), as its log lists it; also its webhook-id.").meta({ example: EXAMPLE_DELIVERY.id }) });

export const deliveryQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number from 1 to 100")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, "must be a whole number from 1 to 100")
    .optional()
    .describe("Deliveries per page, 1 to 100 (default 20).")
    .meta({ example: "20" }),
  before: z.string().optional().describe("A delivery id — `next` of the previous page: this page starts after it.").meta({ example: "msg_2bQ8xK4mN7pR1sT5vW9yZ3cF" }),
});

// ── Bodies ──

const endpointJson = (e: Endpoint, now: number) => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.disabledReason === null,
  disabled_reason: e.disabledReason,
  previous_secret_until: e.previousSecretUntil !== null && e.previousSecretUntil > now ? iso(e.previousSecretUntil) : null,
  created_at: iso(e.createdAt)!,
});

const deliveryJson = (d: DeliveryRecord & Partial<Pick<DeliveryWithAttempts, "attemptLog">>) => ({
  id: d.id,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  next_attempt_at: iso(d.nextAttemptAt),
  last_status: d.lastStatus,
  last_error: d.lastError,
  created_at: iso(d.createdAt)!,
  finished_at: iso(d.finishedAt),
  payload: JSON.parse(d.payload) as Record<string, unknown>,
  attempt_log: (d.attemptLog ?? []).map((a) => ({ number: a.number, sent_at: iso(a.startedAt)!, status: a.status, duration_ms: a.durationMs, response: a.response, error: a.error })),
});

const noEndpoint = (id: string) => new AppError("not_found", `This account has no webhook endpoint ${id}.`);

// ── Routes ──

export const webhookApiRoutes = (deps: BearerDeps & { webhooks: Pick<Webhooks, "createEndpoint" | "limitOf" | "sends"> }) =>
  new Elysia({ name: "api-webhooks" })
    .use(bearerAuth(deps))
    .get("/api/webhooks", async ({ account, ctx }) => ({ webhooks: (await listEndpoints(ctx)).map((e) => endpointJson(e, ctx.clock.now())), limit: await deps.webhooks.limitOf(ctx, account.id) }), {
      requirePlan: "webhooks",
      response: { 200: endpointListSchema, ...errorBodies(401, 403, 503) },
      detail: {
        tags: ["Webhooks"],
        responses: WEBHOOK_DOCS.list,
        summary: "List your webhook endpoints",
        description: "The signed-in account's endpoints, oldest first — never their secrets — and how many it may have. How deliveries are signed and retried: docs/webhooks.md.",
        security: BEARER_SECURITY,
      },
    })
    .post(
      "/api/webhooks",
      async ({ account, ctx, body, set }) => {
        const { endpoint, secret } = await deps.webhooks.createEndpoint(ctx, { accountId: account.id, url: body.url, description: body.description || null, events: body.events ?? null });
        set.status = 201;
        return { ...endpointJson(endpoint, ctx.clock.now()), secret };
      },
      {
        ...jsonBody(newEndpointSchema),
        requirePlan: "webhooks",
        response: { 201: createdEndpointSchema, ...errorBodies(400, 401, 403, 503) },
        detail: {
          tags: ["Webhooks"],
          responses: WEBHOOK_DOCS.create,
          summary: "Add a webhook endpoint",
          description:
            "Adds an endpoint and answers its signing secret (whsec_…), shown only in this answer. The URL must be https:// and must not resolve to a loopback, private, link-local or metadata address (400 saying why); it is checked again before every delivery, since DNS can change. " +
            "403 when the account already has all the endpoints its plan allows (3 on Command).",
          security: BEARER_SECURITY,
        },
      },
    )
    .delete(
      "/api/webhooks/:id",
      async ({ ctx, params }) => {
        if (!await deleteEndpoint(ctx, { id: params.id })) throw noEndpoint(params.id);
        return new Response(null, { status: 204 });
      },
      {
        params: idParams,
        requirePlan: "webhooks",
        // 204 has no body, so no schema: its description is in WEBHOOK_DOCS.
        response: errorBodies(400, 401, 403, 404, 503),
        detail: {
          tags: ["Webhooks"],
          responses: WEBHOOK_DOCS.remove,
          summary: "Delete a webhook endpoint",
          description: "Removes the endpoint and its delivery log; deliveries still pending are dropped. Another account's endpoint answers 404.",
          security: BEARER_SECURITY,
        },
      },
    )
    .post(
      "/api/webhooks/:id/rotate-secret",
      async ({ ctx, params }) => {
        const rotated = await rotateSecret(ctx, { id: params.id });
        if (!rotated) throw noEndpoint(params.id);
        return { id: rotated.endpoint.id, secret: rotated.secret, previous_secret_until: iso(rotated.endpoint.previousSecretUntil)! };
      },
      {
        params: idParams,
        requirePlan: "webhooks",
        response: { 200: rotatedSecretSchema, ...errorBodies(400, 401, 403, 404, 503) },
        detail: {
          tags: ["Webhooks"],
          responses: WEBHOOK_DOCS.rotate,
          summary: "Rotate an endpoint's signing secret",
          description:
            "Answers a new signing secret, shown only in this answer. For 24 hours both secrets sign every delivery — two entries in webhook-signature; x-service-signature with the new secret and x-service-signature-previous with the old one — so your receiver can switch at any time in between. Rotating again within those 24 hours retires the older secret at once. No request body.",
          security: BEARER_SECURITY,
        },
      },
    )
    .post(
      "/api/webhooks/:id/test",
      async ({ account, ctx, params, set }) => {
        if (!await getEndpoint(ctx, { id: params.id })) throw noEndpoint(params.id);
        Object.assign(set.headers, await deps.webhooks.sends.admit(account.id));
        set.status = 202;
        return deliveryJson((await sendTest(ctx, { endpointId: params.id }))!);
      },
      {
        params: idParams,
        requirePlan: "webhooks",
        response: { 202: queuedDeliverySchema, ...errorBodies(400, 401, 403, 404, 429, 503) },
        detail: {
          tags: ["Webhooks"],
          responses: WEBHOOK_DOCS.test,
          summary: "Send a test event",
          description:
            "Queues a webhook.test event for the endpoint — whatever events it takes, and even while it is disabled, to check a receiver — and answers the pending delivery; follow it in the delivery log. Test events and redeliveries together: 10 per minute per account. No request body.",
          security: BEARER_SECURITY,
        },
      },
    )
    .get(
      "/api/webhooks/:id/deliveries",
      async ({ ctx, params, query }) => {
        const page = await listDeliveries(ctx, { endpointId: params.id, limit: query.limit ?? 20, before: query.before });
        if (!page) throw noEndpoint(params.id);
        return { deliveries: page.deliveries.map(deliveryJson), next: page.next };
      },
      {
        params: idParams,
        query: deliveryQuerySchema,
        requirePlan: "webhooks",
        response: { 200: deliveryPageSchema, ...errorBodies(400, 401, 403, 404, 503) },
        detail: {
          tags: ["Webhooks"],
          responses: WEBHOOK_DOCS.deliveries,
          summary: "An endpoint's delivery log",
          description:
            "Deliveries newest first, each with its body and every attempt: when it was sent, your receiver's status, how long it took, the first 2 KiB of the answer and the error. Finished deliveries are kept 30 days (RIVALSCOPE_WEBHOOK_RETENTION_DAYS).",
          security: BEARER_SECURITY,
        },
      },
    )
    .post(
      "/api/webhooks/:id/deliveries/:delivery_id/redeliver",
      async ({ account, ctx, params, set }) => {
        const where = { endpointId: params.id, deliveryId: params.delivery_id };
        const endpoint = await getEndpoint(ctx, { id: params.id });
        if (!endpoint) throw noEndpoint(params.id);
        const delivery = await getDelivery(ctx, where);
        if (!delivery) throw new AppError("not_found", `This endpoint has no delivery ${params.delivery_id}.`);
        // The conflicts before the limit, so a refused request does not use up the allowance.
        assertRedeliverable(endpoint, delivery);
        Object.assign(set.headers, await deps.webhooks.sends.admit(account.id));
        await redeliver(ctx, where);
        set.status = 202;
        return deliveryJson((await getDelivery(ctx, where))!);
      },
      {
        params: deliveryParams,
        requirePlan: "webhooks",
        response: { 202: deliverySchema, ...errorBodies(400, 401, 403, 404, 409, 429, 503) },
        detail: {
          tags: ["Webhooks"],
          responses: WEBHOOK_DOCS.redeliver,
          summary: "Send a delivery again",
          description:
            "Sends a finished delivery (succeeded or failed) again — the same body and the same webhook-id, with a fresh round of attempts — and answers it, pending. 409 while it is still pending, or while the endpoint is disabled. Test events and redeliveries together: 10 per minute per account. No request body.",
          security: BEARER_SECURITY,
        },
      },
    );
