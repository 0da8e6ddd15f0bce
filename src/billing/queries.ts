/**
 * Read side of accounts and subscriptions, for the admin dashboard. Plain queries; no writes.
 */
import { insertionOrder } from "../db/columns";
import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Ctx } from "../context";
import { accounts, apiKeys, subscriptionEvents, subscriptions } from "../db/schema";
import { containsIgnoringCase } from "../lib/sql-like";
import type { AccountRecord } from "../accounts/accounts";
import type { SubscriptionEventRecord, SubscriptionRecord } from "./lifecycle";
import { accountPlan, accountPlans, NO_PLAN, type PlanState } from "./account-plan";

export type SubscriptionStatus = SubscriptionRecord["status"];

/** A subscription with what a list needs beside it: the buyer's email and the key's display prefix. */
export type SubscriptionRow = SubscriptionRecord & { email: string; keyPrefix: string | null; keyStatus: "active" | "revoked" | null; keyExpiresAt: number | null };

/**
 * An account with its subscription counts, its reports-API plan (derived, with how it was
 * obtained) and what it pays for now: the tiers of its live (not canceled) subscriptions, API
 * access and interface B plans alike.
 */
export type AccountRow = AccountRecord & { subscriptionCount: number; activeSubscriptionCount: number; planState: PlanState; live: { product: "api" | "plan"; tier: string }[] };

const clampLimit = (n: number | undefined, d: number) => Math.min(Math.max(1, Math.trunc(n ?? d)), 1000);

/** Accounts, newest first; `search` matches the email or name (case-insensitive) or the exact id. */
export async function listAccounts(ctx: Pick<Ctx, "db" | "clock">, opts: { search?: string; limit?: number } = {}): Promise<AccountRow[]> {
  const { db } = ctx;
  const search = opts.search?.trim();
  const where = search
    ? or(containsIgnoringCase(accounts.email, search), containsIgnoringCase(sql`coalesce(${accounts.name}, '')`, search), eq(accounts.id, search))
    : undefined;
  const rows = await db.select().from(accounts).where(where).orderBy(desc(accounts.createdAt), asc(accounts.email)).limit(clampLimit(opts.limit, 200));
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      accountId: subscriptions.accountId,
      total: count(),
      // sum() is numeric on PostgreSQL, which the driver reads as text: mapWith(Number) on both engines.
      active: sql<number>`sum(case when ${subscriptions.status} != 'canceled' then 1 else 0 end)`.mapWith(Number),
    })
    .from(subscriptions)
    .where(inArray(subscriptions.accountId, rows.map((r) => r.id)))
    .groupBy(subscriptions.accountId);
  const byId = new Map(counts.map((c) => [c.accountId, c]));
  const live = await db
    .selectDistinct({ accountId: subscriptions.accountId, product: subscriptions.product, tier: subscriptions.tier })
    .from(subscriptions)
    .where(and(inArray(subscriptions.accountId, rows.map((r) => r.id)), sql`${subscriptions.status} != 'canceled'`))
    .orderBy(asc(subscriptions.product), asc(subscriptions.tier));
  const plans = await accountPlans(ctx, { accountIds: rows.map((r) => r.id) });
  return rows.map((r) => ({
    ...r,
    subscriptionCount: byId.get(r.id)?.total ?? 0,
    activeSubscriptionCount: Number(byId.get(r.id)?.active ?? 0),
    planState: plans.get(r.id) ?? NO_PLAN,
    live: live.filter((l) => l.accountId === r.id).map(({ product, tier }) => ({ product, tier })),
  }));
}

/** The statuses and tiers the stored subscriptions have, for filters that offer only what can match. */
export async function subscriptionFilterValues(ctx: Pick<Ctx, "db">): Promise<{ statuses: SubscriptionStatus[]; tiers: string[] }> {
  const rows = await ctx.db.selectDistinct({ status: subscriptions.status, tier: subscriptions.tier }).from(subscriptions);
  return {
    statuses: (["active", "past_due", "canceled"] as const).filter((s) => rows.some((r) => r.status === s)),
    tiers: [...new Set(rows.map((r) => r.tier))].sort(),
  };
}

const subscriptionRowFields = {
  ...getTableColumns(subscriptions),
  email: accounts.email,
  keyPrefix: apiKeys.prefix,
  keyStatus: apiKeys.status,
  keyExpiresAt: apiKeys.expiresAt,
};

function selectSubscriptionRows(db: Db) {
  return db.select(subscriptionRowFields).from(subscriptions).innerJoin(accounts, eq(accounts.id, subscriptions.accountId)).leftJoin(apiKeys, eq(apiKeys.id, subscriptions.apiKeyId));
}

/** One account with its plan and its subscriptions (newest first), or null. */
export async function getAccount(ctx: Pick<Ctx, "db" | "clock">, input: { id: string }): Promise<(AccountRecord & { subscriptions: SubscriptionRow[]; planState: PlanState }) | null> {
  const { db } = ctx;
  const { id } = input;
  const account = (await db.select().from(accounts).where(eq(accounts.id, id)))[0];
  if (!account) return null;
  const subs = (await selectSubscriptionRows(db).where(eq(subscriptions.accountId, id)).orderBy(desc(subscriptions.createdAt))) as SubscriptionRow[];
  return { ...account, subscriptions: subs, planState: await accountPlan(ctx, { accountId: id }) };
}

/** Subscriptions, newest first, filtered by status and/or tier. */
export async function listSubscriptions(ctx: Pick<Ctx, "db">, opts: { status?: SubscriptionStatus; tier?: string; limit?: number } = {}): Promise<SubscriptionRow[]> {
  const { db } = ctx;
  const conds = [];
  if (opts.status) conds.push(eq(subscriptions.status, opts.status));
  if (opts.tier) conds.push(eq(subscriptions.tier, opts.tier));
  return (await selectSubscriptionRows(db)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(subscriptions.createdAt))
    .limit(clampLimit(opts.limit, 200))
    ) as SubscriptionRow[];
}

/** A subscription's lifecycle history, oldest first (the order a timeline reads). */
export async function listSubscriptionEvents(ctx: Pick<Ctx, "db">, input: { subscriptionId: string }): Promise<SubscriptionEventRecord[]> {
  const { subscriptionId } = input;
  return await ctx.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscriptionId)).orderBy(asc(subscriptionEvents.createdAt), asc(insertionOrder(subscriptionEvents)));
}
