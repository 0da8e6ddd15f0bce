/**
 * Webhook endpoints — the addresses a customer's events are delivered to, and their secrets.
 *
 * Who may see what is read from the actor, in one place (`ownerScope`): a customer (actor
 * `account`) sees and changes only its own endpoints — another account's id is simply not found —
 * while admins and the system see all of them.
 *
 * Secrets: each endpoint has its own, generated here and returned exactly once (at creation and
 * at each rotation). They are stored sealed under the instance key, with the endpoint id bound
 * into the seal, so a sealed secret copied to another endpoint's row does not open there. After
 * a rotation the previous secret keeps signing beside the new one for ROTATION_OVERLAP_MS, then
 * it is no longer used and the hourly purge erases it.
 */
import { and, asc, count, eq, getTableColumns, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Ctx } from "../context";
import { inTransaction } from "../db/tx";
import { accounts } from "../accounts/tables";
import { accountPlans } from "../billing/account-plan";
import { AppError } from "../lib/errors";
import type { AccountPlan } from "../lib/plans";
import { containsIgnoringCase } from "../lib/sql-like";
import { newSecret } from "./signing";
import { webhookEndpoints } from "./tables";
import { audit } from "../audit";

export type EndpointRecord = typeof webhookEndpoints.$inferSelect;
/** An endpoint as it may be shown: everything but its sealed secrets. */
export type Endpoint = Omit<EndpointRecord, "secret" | "previousSecret">;
export type EndpointRow = Endpoint & { accountEmail: string; accountPlan: AccountPlan };

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

const { secret: _secret, previousSecret: _previous, ...shownColumns } = getTableColumns(webhookEndpoints);

/** The sealing purpose of an endpoint's secrets: the id is bound in, so a seal opens only on its own row. */
const secretPurpose = (endpointId: string) => `webhook_endpoints.secret:${endpointId}`;

/** The account a verb is limited to: a customer acts only for itself; admins and the system for anyone. */
export const ownerScope = (ctx: Pick<Ctx, "actor">): string | null => (ctx.actor.kind === "account" ? ctx.actor.id : null);

const visible = (ctx: Pick<Ctx, "actor">, id: string) => {
  const owner = ownerScope(ctx);
  return and(eq(webhookEndpoints.id, id), owner === null ? undefined : eq(webhookEndpoints.accountId, owner));
};

export function getEndpoint(ctx: Pick<Ctx, "db" | "actor">, input: { id: string }): Endpoint | null {
  return ctx.db.select(shownColumns).from(webhookEndpoints).where(visible(ctx, input.id)).get() ?? null;
}

/** Endpoints with their owner's email. */
const selectRows = (ctx: Pick<Ctx, "db">) => ctx.db.select({ ...shownColumns, accountEmail: accounts.email }).from(webhookEndpoints).innerJoin(accounts, eq(accounts.id, webhookEndpoints.accountId));

/** … and the owner's plan now (one query for all). */
function withPlans(ctx: Pick<Ctx, "db" | "clock">, rows: (Endpoint & { accountEmail: string })[]): EndpointRow[] {
  const plans = accountPlans(ctx, { accountIds: [...new Set(rows.map((r) => r.accountId))] });
  return rows.map((r) => ({ ...r, accountPlan: plans.get(r.accountId)?.plan ?? "none" }));
}

export function getEndpointRow(ctx: Pick<Ctx, "db" | "actor" | "clock">, input: { id: string }): EndpointRow | null {
  const row = selectRows(ctx).where(visible(ctx, input.id)).get();
  return row ? withPlans(ctx, [row])[0] : null;
}

/**
 * Endpoints (a customer's own; for an admin all, or one account's), by owner's email then oldest
 * first, with the owner's email and plan. `search` matches the email or the URL (any case).
 */
export function listEndpoints(ctx: Pick<Ctx, "db" | "actor" | "clock">, input: { accountId?: string; search?: string; limit?: number } = {}): EndpointRow[] {
  const owner = ownerScope(ctx) ?? input.accountId;
  const search = input.search?.trim();
  const rows = selectRows(ctx)
    .where(and(owner ? eq(webhookEndpoints.accountId, owner) : undefined, search ? or(containsIgnoringCase(accounts.email, search), containsIgnoringCase(webhookEndpoints.url, search)) : undefined))
    .orderBy(asc(accounts.email), asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
    .limit(Math.min(Math.max(1, Math.trunc(input.limit ?? 1000)), 1000))
    .all();
  return withPlans(ctx, rows);
}

/** How many endpoints an account has (its allowance in use). */
export function countEndpoints(ctx: Pick<Ctx, "db">, input: { accountId: string }): number {
  return ctx.db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.accountId, input.accountId)).get()?.n ?? 0;
}

export interface NewEndpoint {
  accountId: string;
  /** Already checked (scheme, length, address policy) by the caller. */
  url: string;
  description?: string | null;
  /** Event types to send; null or absent = all. */
  events?: string[] | null;
}

/**
 * Adds an endpoint and returns its secret — the only time the secret leaves this module in
 * clear. The allowance is checked inside the write transaction, so two requests racing for the
 * last free place cannot both get it.
 */
export function insertEndpoint(ctx: Ctx, input: NewEndpoint & { limit: number }): { endpoint: Endpoint; secret: string } {
  const owner = ownerScope(ctx);
  if (owner !== null && owner !== input.accountId) throw new AppError("forbidden", "An account can add endpoints only to itself.");
  return inTransaction(ctx.db, () => {
    if (!ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)).get()) throw new AppError("not_found", "There is no such account.");
    if (input.limit === 0) throw new AppError("forbidden", "This account's plan includes no webhook endpoints: webhooks are part of the Command plan.");
    const used = countEndpoints(ctx, { accountId: input.accountId });
    if (used >= input.limit) {
      throw new AppError("forbidden", `This account already has ${used} webhook endpoint${used === 1 ? "" : "s"}, the most its plan allows (${input.limit}). Delete one first.`);
    }
    const id = ctx.ids.id("ep", 16);
    const secret = newSecret();
    const now = ctx.clock.now();
    const endpoint = ctx.db
      .insert(webhookEndpoints)
      .values({
        id,
        accountId: input.accountId,
        url: input.url,
        description: input.description ?? null,
        events: input.events?.length ? [...new Set(input.events)] : null,
        secret: ctx.secrets.seal(secret, secretPurpose(id)),
        createdAt: now,
        updatedAt: now,
      })
      .returning(shownColumns)
      .get();
    audit(ctx, { action: "webhook_endpoint.added", target: { type: "webhook_endpoint", id }, details: { account_id: input.accountId, url: input.url } });
    return { endpoint, secret };
  });
}

/** Deletes an endpoint with its delivery log; its pending deliveries are dropped. False when not found. */
export function deleteEndpoint(ctx: Pick<Ctx, "db" | "actor" | "clock" | "ip">, input: { id: string }): boolean {
  return inTransaction(ctx.db, () => {
    const gone = ctx.db.delete(webhookEndpoints).where(visible(ctx, input.id)).returning({ id: webhookEndpoints.id, accountId: webhookEndpoints.accountId, url: webhookEndpoints.url }).all();
    for (const e of gone) audit(ctx, { action: "webhook_endpoint.removed", target: { type: "webhook_endpoint", id: e.id }, details: { account_id: e.accountId, url: e.url } });
    return gone.length > 0;
  });
}

/**
 * A new secret; the one it replaces keeps signing beside it for ROTATION_OVERLAP_MS. Rotating
 * again during the overlap retires the older previous secret at once (two live secrets at most).
 */
export function rotateSecret(ctx: Ctx, input: { id: string }): { endpoint: Endpoint; secret: string } | null {
  return inTransaction(ctx.db, () => {
    const current = ctx.db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(visible(ctx, input.id)).get();
    if (!current) return null;
    const secret = newSecret();
    const now = ctx.clock.now();
    const endpoint = ctx.db
      .update(webhookEndpoints)
      .set({ secret: ctx.secrets.seal(secret, secretPurpose(input.id)), previousSecret: current.secret, previousSecretUntil: now + ROTATION_OVERLAP_MS, updatedAt: now })
      .where(eq(webhookEndpoints.id, input.id))
      .returning(shownColumns)
      .get()!;
    audit(ctx, { action: "webhook_endpoint.secret_rotated", target: { type: "webhook_endpoint", id: input.id }, details: { account_id: endpoint.accountId } });
    return { endpoint, secret };
  });
}

/**
 * Turns an endpoint on or off. Enabling clears the reason and the run of failed deliveries, so
 * it gets a fresh start; disabling records who did it.
 */
export function setEndpointEnabled(ctx: Pick<Ctx, "db" | "actor" | "clock" | "ip">, input: { id: string; enabled: boolean; reason?: string }): Endpoint | null {
  const now = ctx.clock.now();
  const changes = input.enabled
    ? { disabledReason: null, disabledAt: null, failureStreak: 0, updatedAt: now }
    : { disabledReason: input.reason ?? "disabled by an administrator", disabledAt: now, updatedAt: now };
  // Disabling an endpoint that is already disabled keeps its first reason.
  const where = input.enabled ? visible(ctx, input.id) : and(visible(ctx, input.id), isNull(webhookEndpoints.disabledReason));
  return inTransaction(ctx.db, () => {
    const changed = ctx.db.update(webhookEndpoints).set(changes).where(where).returning(shownColumns).get();
    if (changed) {
      audit(ctx, { action: input.enabled ? "webhook_endpoint.enabled" : "webhook_endpoint.disabled", target: { type: "webhook_endpoint", id: changed.id }, details: { account_id: changed.accountId, ...(input.enabled ? {} : { reason: changes.disabledReason }) } });
    }
    return changed ?? getEndpoint(ctx, input);
  });
}

/**
 * The secrets that sign a delivery now, opened: the current one, and the previous one while its
 * overlap lasts.
 */
export function liveSecrets(ctx: Pick<Ctx, "secrets" | "clock">, e: Pick<EndpointRecord, "id" | "secret" | "previousSecret" | "previousSecretUntil">): [string, ...string[]] {
  const purpose = secretPurpose(e.id);
  const current = ctx.secrets.open(e.secret, purpose);
  const overlapping = e.previousSecret !== null && e.previousSecretUntil !== null && ctx.clock.now() < e.previousSecretUntil;
  return overlapping ? [current, ctx.secrets.open(e.previousSecret!, purpose)] : [current];
}

/** Erases previous secrets whose overlap has ended (scheduled). Returns how many. */
export function purgeRetiredSecrets(ctx: Pick<Ctx, "db" | "clock">): number {
  return ctx.db
    .update(webhookEndpoints)
    .set({ previousSecret: null, previousSecretUntil: null })
    .where(and(isNotNull(webhookEndpoints.previousSecret), lt(webhookEndpoints.previousSecretUntil, ctx.clock.now())))
    .returning({ id: webhookEndpoints.id })
    .all().length;
}
