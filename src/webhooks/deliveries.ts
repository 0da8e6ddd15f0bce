/**
 * Deliveries — one per event and endpoint: the exact body, its state, and every attempt.
 *
 * `emit` is the one way an event leaves the server. It runs inside the transaction of the change
 * that caused the event (a report completed, a competitor changed, a subscription renewed) and
 * writes, per subscribed endpoint of the event's account, a delivery row and the
 * `webhook.deliver` job that sends it: the event is delivered if and only if the change commits.
 * The body is serialized once, here, so every attempt sends (and signs) the same bytes, and the
 * delivery id is the `webhook-id` receivers deduplicate by.
 */
import { and, desc, eq, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { accountPlan } from "../billing/account-plan";
import { planIncludes } from "../billing/plans";
import { enqueue } from "../jobs/queue";
import { AppError } from "../lib/errors";
import { getEndpoint, type Endpoint } from "./endpoints";
import { webhookEvent, type EventInput } from "./events";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "./tables";
import { audit } from "../audit";

export type DeliveryRecord = typeof webhookDeliveries.$inferSelect;
export type AttemptRecord = typeof webhookAttempts.$inferSelect;
export type DeliveryWithAttempts = DeliveryRecord & { attemptLog: AttemptRecord[] };

/** The job kind that sends one delivery (src/webhooks/delivery-job.ts). */
export const WEBHOOK_DELIVER = "webhook.deliver";

/** The job group of an endpoint's deliveries: the runner limits how many run at once per endpoint. */
export const endpointGroup = (endpointId: string) => `webhook:${endpointId}`;

/** Writes the delivery and its job (inside the caller's transaction). */
async function createDelivery(ctx: Ctx, endpointId: string, event: string, body: string): Promise<DeliveryRecord> {
  const now = ctx.clock.now();
  const delivery = (await ctx.db
    .insert(webhookDeliveries)
    .values({ id: ctx.ids.id("msg", 24), endpointId, event, payload: body, status: "pending", createdAt: now, updatedAt: now })
    .returning())[0];
  await enqueueSend(ctx, delivery);
  return delivery;
}

/** One job per send of a delivery; the unique key keeps two from running for it at once. */
const enqueueSend = (ctx: Ctx, d: Pick<DeliveryRecord, "id" | "endpointId">) =>
  enqueue(ctx, { kind: WEBHOOK_DELIVER, payload: { deliveryId: d.id }, uniqueKey: `webhook:${d.id}`, group: endpointGroup(d.endpointId) });

/** The body as sent: parsed through the event's schema, so it has exactly the documented fields, in order. */
const serialize = (ctx: Pick<Ctx, "clock">, event: EventInput) => JSON.stringify(webhookEvent.parse({ ...event, timestamp: event.timestamp ?? new Date(ctx.clock.now()).toISOString() }));

/**
 * Emits an event of an account: one delivery (and its job) per enabled endpoint of the account
 * that takes this event type. Call it inside the transaction of the change that caused it.
 *
 * Only accounts whose plan includes webhooks get them — except `subscription.*` events, which
 * also reach an account whose change just took webhooks away (a downgrade or cancellation is
 * news its endpoints should hear). Returns the deliveries written.
 */
export async function emit(ctx: Ctx, input: { accountId: string; event: EventInput }): Promise<DeliveryRecord[]> {
  return withTransaction(ctx, async (tx) => {
    const type = input.event.event;
    if (!type.startsWith("subscription.") && !planIncludes((await accountPlan(tx, { accountId: input.accountId })).plan, "webhooks")) return [];
    const endpoints = (await tx.db
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.accountId, input.accountId), sql`${webhookEndpoints.disabledReason} IS NULL`))).filter((e) => e.events === null || e.events.includes(type));
    if (endpoints.length === 0) return [];
    const body = serialize(tx, input.event);
    const written: DeliveryRecord[] = [];
    for (const e of endpoints) written.push(await createDelivery(tx, e.id, type, body));
    return written;
  });
}

/**
 * Sends a `webhook.test` event to one endpoint, whatever events it takes — and even while it is
 * disabled, so its owner can check a receiver before enabling it again. null when not found.
 */
export async function sendTest(ctx: Ctx, input: { endpointId: string }): Promise<DeliveryRecord | null> {
  return withTransaction(ctx, async (tx) => {
    const endpoint = await getEndpoint(tx, { id: input.endpointId });
    if (!endpoint) return null;
    const body = serialize(tx, { event: "webhook.test", endpoint_id: endpoint.id, message: "A test event from Rivalscope: your endpoint receives webhooks." });
    const delivery = await createDelivery(tx, endpoint.id, "webhook.test", body);
    await audit(tx, { action: "webhook_endpoint.test_sent", target: { type: "webhook_endpoint", id: endpoint.id }, details: { delivery_id: delivery.id } });
    return delivery;
  });
}

/** Throws the conflict that keeps a delivery from being sent again now, if any. */
export function assertRedeliverable(endpoint: Pick<Endpoint, "disabledReason">, d: Pick<DeliveryRecord, "status" | "event">): void {
  if (d.status === "pending") throw new AppError("conflict", "This delivery is still being attempted; it can be sent again once it has succeeded or failed.");
  if (endpoint.disabledReason !== null && d.event !== "webhook.test") throw new AppError("conflict", `The endpoint is disabled (${endpoint.disabledReason}): nothing can be sent to it until it is enabled again.`);
}

/**
 * Sends a finished delivery again — same body, same `webhook-id` (it is the same event; a
 * receiver that already processed it may ignore it) — with a fresh round of attempts. A delivery
 * still pending is refused: its next attempt is already on its way.
 */
export async function redeliver(ctx: Ctx, input: { endpointId: string; deliveryId: string }): Promise<DeliveryRecord | null> {
  return withTransaction(ctx, async (tx) => {
    const endpoint = await getEndpoint(tx, { id: input.endpointId });
    if (!endpoint) return null;
    const d = (await tx.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id))))[0];
    if (!d) return null;
    assertRedeliverable(endpoint, d);
    const now = tx.clock.now();
    const updated = (await tx.db
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: null, finishedAt: null, updatedAt: now })
      .where(eq(webhookDeliveries.id, d.id))
      .returning())[0]!;
    await enqueueSend(tx, updated);
    await audit(tx, { action: "webhook_delivery.redelivered", target: { type: "webhook_delivery", id: d.id }, details: { endpoint_id: endpoint.id, event: d.event } });
    return updated;
  });
}

export interface DeliveryPage {
  deliveries: DeliveryWithAttempts[];
  /** Pass as `before` for the next (older) page; null on the last one. */
  next: string | null;
}

/**
 * An endpoint's deliveries, newest first, each with its attempts (oldest first). `before` is a
 * delivery id: the page starts after it. null when the endpoint is not found (or not the caller's).
 */
export async function listDeliveries(ctx: Pick<Ctx, "db" | "actor">, input: { endpointId: string; limit: number; before?: string }): Promise<DeliveryPage | null> {
  const endpoint = await getEndpoint(ctx, { id: input.endpointId });
  if (!endpoint) return null;
  const { db } = ctx;
  const cursor = input.before ? (await db.select({ createdAt: webhookDeliveries.createdAt, id: webhookDeliveries.id }).from(webhookDeliveries).where(and(eq(webhookDeliveries.id, input.before), eq(webhookDeliveries.endpointId, endpoint.id))))[0] : undefined;
  if (input.before && !cursor) throw new AppError("bad_request", "before must be the id of a delivery of this endpoint.", { field: "before" });
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        cursor ? or(lt(webhookDeliveries.createdAt, cursor.createdAt), and(eq(webhookDeliveries.createdAt, cursor.createdAt), lt(webhookDeliveries.id, cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return { deliveries: await withAttempts(ctx, page), next: rows.length > input.limit ? page[page.length - 1].id : null };
}

/** One delivery with its attempts, or null (not found, or not the caller's). */
export async function getDelivery(ctx: Pick<Ctx, "db" | "actor">, input: { endpointId: string; deliveryId: string }): Promise<DeliveryWithAttempts | null> {
  if (!(await getEndpoint(ctx, { id: input.endpointId }))) return null;
  const d = (await ctx.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.endpointId, input.endpointId))))[0];
  return d ? (await withAttempts(ctx, [d]))[0]! : null;
}

async function withAttempts(ctx: Pick<Ctx, "db">, deliveries: DeliveryRecord[]): Promise<DeliveryWithAttempts[]> {
  if (deliveries.length === 0) return [];
  const attempts = await ctx.db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveries.map((d) => d.id)))
    .orderBy(webhookAttempts.deliveryId, webhookAttempts.number);
  const by = Map.groupBy(attempts, (a) => a.deliveryId);
  return deliveries.map((d) => ({ ...d, attemptLog: by.get(d.id) ?? [] }));
}

/**
 * Deletes up to `limit` finished deliveries (with their attempts) created before `before`;
 * pending ones stay until they finish. Returns how many.
 */
export async function purgeDeliveries(ctx: Pick<Ctx, "db">, input: { before: number; limit: number }): Promise<number> {
  const batch = ctx.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(lte(webhookDeliveries.createdAt, input.before), ne(webhookDeliveries.status, "pending")))
    .limit(input.limit);
  return (await ctx.db.delete(webhookDeliveries).where(sql`${webhookDeliveries.id} IN ${batch}`).returning({ id: webhookDeliveries.id })).length;
}
