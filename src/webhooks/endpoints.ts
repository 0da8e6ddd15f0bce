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
import { withTransaction } from "../db/tx";
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

export async function getEndpoint(ctx: Pick<Ctx, "db" | "actor">, input: { id: string }): Promise<Endpoint | null> {
  return (await ctx.db.select(shownColumns).from(webhookEndpoints).where(visible(ctx, input.id)))[0] ?? null;
}

/** Endpoints with their owner's email. */
const selectRows = (ctx: Pick<Ctx, "db">) => ctx.db.select({ ...shownColumns, accountEmail: accounts.email }).from(webhookEndpoints).innerJoin(accounts, eq(accounts.id, webhookEndpoints.accountId));

/** … and the owner's plan now (one query for all). */
async function withPlans(ctx: Pick<Ctx, "db" | "clock">, rows: (Endpoint & { accountEmail: string })[]): Promise<EndpointRow[]> {
  const plans = await accountPlans(ctx, { accountIds: [...new Set(rows.map((r) => r.accountId))] });
  return rows.map((r) => ({ ...r, accountPlan: plans.get(r.accountId)?.plan ?? "none" }));
}

export async function getEndpointRow(ctx: Pick<Ctx, "db" | "actor" | "clock">, input: { id: string }): Promise<EndpointRow | null> {
  const row = (await selectRows(ctx).where(visible(ctx, input.id)))[0];
  return row ? (await withPlans(ctx, [row]))[0]! : null;
}

/**
 * Endpoints (a customer's own; for an admin all, or one account's), by owner's email then oldest
 * first, with the owner's email and plan. `search` matches the email or the URL (any case).
 */
export async function listEndpoints(ctx: Pick<Ctx, "db" | "actor" | "clock">, input: { accountId?: string; search?: string; limit?: number } = {}): Promise<EndpointRow[]> {
  const owner = ownerScope(ctx) ?? input.accountId;
  const search = input.search?.trim();
  const rows = await selectRows(ctx)
    .where(and(owner ? eq(webhookEndpoints.accountId, owner) : undefined, search ? or(containsIgnoringCase(accounts.email, search), containsIgnoringCase(webhookEndpoints.url, search)) : undefined))
    .orderBy(asc(accounts.email), asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
    .limit(Math.min(Math.max(1, Math.trunc(input.limit ?? 1000)), 1000));
  return withPlans(ctx, rows);
}

/** How many endpoints an account has (its allowance in use). */
export async function countEndpoints(ctx: Pick<Ctx, "db">, input: { accountId: string }): Promise<number> {
  return (await ctx.db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.accountId, input.accountId)))[0]?.n ?? 0;
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
export async function insertEndpoint(ctx: Ctx, input: NewEndpoint & { limit: number }): Promise<{ endpoint: Endpoint; secret: string }> {
  const owner = ownerScope(ctx);
  if (owner !== null && owner !== input.accountId) throw new AppError("forbidden", "An account can add endpoints only to itself.");
  return withTransaction(ctx, async (tx) => {
    if (!(await tx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)))[0]) throw new AppError("not_found", "There is no such account.");
    if (input.limit === 0) throw new AppError("forbidden", "This account's plan includes no webhook endpoints: webhooks are part of the Command plan.");
    const used = await countEndpoints(tx, { accountId: input.accountId });
    if (used >= input.limit) {
      throw new AppError("forbidden", `This account already has ${used} webhook endpoint${used === 1 ? "" : "s"}, the most its plan allows (${input.limit}). Delete one first.`);
    }
    const id = tx.ids.id("ep", 16);
    const secret = newSecret();
    const now = tx.clock.now();
    const endpoint = (await tx.db
      .insert(webhookEndpoints)
      .values({
        id,
        accountId: input.accountId,
        url: input.url,
        description: input.description ?? null,
        events: input.events?.length ? [...new Set(input.events)] : null,
        secret: tx.secrets.seal(secret, secretPurpose(id)),
        createdAt: now,
        updatedAt: now,
      })
      .returning(shownColumns))[0];
    await audit(tx, { action: "webhook_endpoint.added", target: { type: "webhook_endpoint", id }, details: { account_id: input.accountId, url: input.url } });
    return { endpoint, secret };
  });
}

/** Deletes an endpoint with its delivery log; its pending deliveries are dropped. False when not found. */
export async function deleteEndpoint(ctx: Pick<Ctx, "db" | "actor" | "clock" | "ip">, input: { id: string }): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const gone = await tx.db.delete(webhookEndpoints).where(visible(tx, input.id)).returning({ id: webhookEndpoints.id, accountId: webhookEndpoints.accountId, url: webhookEndpoints.url });
    for (const e of gone) await audit(tx, { action: "webhook_endpoint.removed", target: { type: "webhook_endpoint", id: e.id }, details: { account_id: e.accountId, url: e.url } });
    return gone.length > 0;
  });
}

/**
 * A new secret; the one it replaces keeps signing beside it for ROTATION_OVERLAP_MS. Rotating
 * again during the overlap retires the older previous secret at once (two live secrets at most).
 */
export async function rotateSecret(ctx: Ctx, input: { id: string }): Promise<{ endpoint: Endpoint; secret: string } | null> {
  return withTransaction(ctx, async (tx) => {
    const current = (await tx.db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(visible(tx, input.id)))[0];
    if (!current) return null;
    const secret = newSecret();
    const now = tx.clock.now();
    const endpoint = (await tx.db
      .update(webhookEndpoints)
      .set({ secret: tx.secrets.seal(secret, secretPurpose(input.id)), previousSecret: current.secret, previousSecretUntil: now + ROTATION_OVERLAP_MS, updatedAt: now })
      .where(eq(webhookEndpoints.id, input.id))
      .returning(shownColumns))[0]!;
    await audit(tx, { action: "webhook_endpoint.secret_rotated", target: { type: "webhook_endpoint", id: input.id }, details: { account_id: endpoint.accountId } });
    return { endpoint, secret };
  });
}

/**
 * Turns an endpoint on or off. Enabling clears the reason and the run of failed deliveries, so
 * it gets a fresh start; disabling records who did it.
 */
export async function setEndpointEnabled(ctx: Pick<Ctx, "db" | "actor" | "clock" | "ip">, input: { id: string; enabled: boolean; reason?: string }): Promise<Endpoint | null> {
  const now = ctx.clock.now();
  const changes = input.enabled
    ? { disabledReason: null, disabledAt: null, failureStreak: 0, updatedAt: now }
    : { disabledReason: input.reason ?? "disabled by an administrator", disabledAt: now, updatedAt: now };
  // Disabling an endpoint that is already disabled keeps its first reason.
  const where = input.enabled ? visible(ctx, input.id) : and(visible(ctx, input.id), isNull(webhookEndpoints.disabledReason));
  return withTransaction(ctx, async (tx) => {
    const changed = (await tx.db.update(webhookEndpoints).set(changes).where(where).returning(shownColumns))[0];
    if (changed) {
      await audit(tx, { action: input.enabled ? "webhook_endpoint.enabled" : "webhook_endpoint.disabled", target: { type: "webhook_endpoint", id: changed.id }, details: { account_id: changed.accountId, ...(input.enabled ? {} : { reason: changes.disabledReason }) } });
    }
    return changed ?? await getEndpoint(tx, input);
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
export async function purgeRetiredSecrets(ctx: Pick<Ctx, "db" | "clock">): Promise<number> {
  return (await ctx.db
    .update(webhookEndpoints)
    .set({ previousSecret: null, previousSecretUntil: null })
    .where(and(isNotNull(webhookEndpoints.previousSecret), lt(webhookEndpoints.previousSecretUntil, ctx.clock.now())))
    .returning({ id: webhookEndpoints.id })
    ).length;
}
