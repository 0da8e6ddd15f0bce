/**
 * Tracked competitors — the verbs over the `competitors` table.
 *
 * Who may see what is read from the actor, as for webhook endpoints (`ownerScope`): a customer
 * sees and changes only its own competitors — another account's id is simply not found — while
 * admins and the system see all of them. The plan's allowance (5 on Tracker, 20 on Command) and
 * the duplicate check run inside the insert's write transaction, so two requests racing for the
 * last place (or the same URL) cannot both succeed.
 */
import { and, asc, count, eq, getTableColumns, inArray, lte, or, sql } from "drizzle-orm";
import { accounts } from "../accounts/tables";
import type { Ctx } from "../context";
import { audit } from "../audit";
import { param, preparedFor } from "../db/prepared";
import { withTransaction } from "../db/tx";
import { activeUniqueKeys } from "../jobs/queue";
import { AppError } from "../lib/errors";
import { containsIgnoringCase } from "../lib/sql-like";
import { ownerScope } from "../webhooks/endpoints";
import { nextCheckAt } from "./schedule";
import { competitorChanges, competitors } from "./tables";

export type CompetitorRecord = typeof competitors.$inferSelect;
/** A competitor as lists and pages show it: everything but its site facts (kilobytes of JSON each, read only by checks). */
export type CompetitorSummary = Omit<CompetitorRecord, "facts">;
export type CompetitorRow = CompetitorSummary & { accountEmail: string };

const { facts: _facts, ...summaryColumns } = getTableColumns(competitors);

const visible = (ctx: Pick<Ctx, "actor">, id: string) => {
  const owner = ownerScope(ctx);
  return and(eq(competitors.id, id), owner === null ? undefined : eq(competitors.accountId, owner));
};

/** A UUID (ids are v4 UUIDs): anything else is no competitor, without asking the database. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getCompetitor(ctx: Pick<Ctx, "db" | "actor">, input: { id: string }): Promise<CompetitorSummary | null> {
  if (!UUID.test(input.id)) return null;
  return (await ctx.db.select(summaryColumns).from(competitors).where(visible(ctx, input.id.toLowerCase())))[0] ?? null;
}

/** How many competitors an account tracks (its allowance in use). */
export async function countCompetitors(ctx: Pick<Ctx, "db">, input: { accountId: string }): Promise<number> {
  return (await ctx.db.select({ n: count() }).from(competitors).where(eq(competitors.accountId, input.accountId)))[0]?.n ?? 0;
}

/**
 * Competitors by owner's email, then oldest first (a customer: its own; admins and the system:
 * `accountId`'s, or everyone's), with the owner's email. Ties in one millisecond go by name, then
 * id: columns, so the order is the same on both engines and stays put when a check updates a row
 * (PostgreSQL's physical order, `ctid`, moves an updated row to the end). `search` matches the email, the name or
 * the URL (any case).
 */
export async function listCompetitors(ctx: Pick<Ctx, "db" | "actor">, input: { accountId?: string; search?: string; limit?: number } = {}): Promise<CompetitorRow[]> {
  const owner = ownerScope(ctx) ?? input.accountId;
  const search = input.search?.trim();
  return (await ctx.db
    .select({ c: summaryColumns, accountEmail: accounts.email })
    .from(competitors)
    .innerJoin(accounts, eq(accounts.id, competitors.accountId))
    .where(and(owner ? eq(competitors.accountId, owner) : undefined, search ? or(containsIgnoringCase(accounts.email, search), containsIgnoringCase(competitors.name, search), containsIgnoringCase(competitors.url, search)) : undefined))
    .orderBy(asc(accounts.email), asc(competitors.createdAt), asc(competitors.name), asc(competitors.id))
    .limit(Math.min(Math.max(1, Math.trunc(input.limit ?? 1000)), 5000))
    )
    .map((r) => ({ ...r.c, accountEmail: r.accountEmail }));
}

export interface NewCompetitor {
  accountId: string;
  name: string;
  url: string;
  normalizedUrl: string;
  /** The plan's allowance now. */
  limit: number;
  /** Where the limit comes from, for the message ("on the Tracker plan"). */
  planName: string;
  nextCheckAt: number;
}

/** Inserts a competitor after the allowance and duplicate checks; `then` runs in the same transaction (the baseline check). */
export async function insertCompetitor(ctx: Ctx, input: NewCompetitor, then?: (tx: Ctx, c: CompetitorRecord) => Promise<void>): Promise<CompetitorRecord> {
  const owner = ownerScope(ctx);
  if (owner !== null && owner !== input.accountId) throw new AppError("forbidden", "An account can track competitors only for itself.");
  return withTransaction(ctx, async (tx) => {
    const used = await countCompetitors(tx, { accountId: input.accountId });
    if (used >= input.limit) {
      throw new AppError("forbidden", `This account already tracks ${used} competitor${used === 1 ? "" : "s"}, the most the ${input.planName} plan allows (${input.limit}). Delete one first${input.planName === "Tracker" ? ", or move to the Command plan (20)" : ""}.`);
    }
    const dup = (await tx.db
      .select({ id: competitors.id, name: competitors.name })
      .from(competitors)
      .where(and(eq(competitors.accountId, input.accountId), eq(competitors.normalizedUrl, input.normalizedUrl))))[0];
    if (dup) throw new AppError("bad_request", `url: ${input.normalizedUrl} is already tracked as "${dup.name}" (id ${dup.id}).`, { field: "url" });
    const row = (await tx.db
      .insert(competitors)
      .values({ id: tx.ids.uuid(), accountId: input.accountId, name: input.name, url: input.url, normalizedUrl: input.normalizedUrl, createdAt: tx.clock.now(), nextCheckAt: input.nextCheckAt })
      .returning())[0];
    await audit(tx, { action: "competitor.added", target: { type: "competitor", id: row.id }, details: { account_id: row.accountId, name: row.name, url: row.url } });
    await then?.(tx, row);
    return row;
  });
}

/** Deletes a competitor with its snapshots and changes; false when not found (or another account's). */
export async function deleteCompetitor(ctx: Pick<Ctx, "db" | "clock" | "actor" | "ip">, input: { id: string }): Promise<boolean> {
  if (!UUID.test(input.id)) return false;
  return withTransaction(ctx, async (tx) => {
    const gone = await tx.db.delete(competitors).where(visible(tx, input.id.toLowerCase())).returning({ id: competitors.id, accountId: competitors.accountId, url: competitors.url });
    for (const c of gone) await audit(tx, { action: "competitor.removed", target: { type: "competitor", id: c.id }, details: { account_id: c.accountId, url: c.url } });
    return gone.length > 0;
  });
}

/** Competitors due for a scheduled check at `now`, soonest first. */
export async function dueCompetitors(ctx: Pick<Ctx, "db">, input: { now: number; limit: number }): Promise<Pick<CompetitorRecord, "id" | "accountId" | "nextCheckAt">[]> {
  return await ctx.db
    .select({ id: competitors.id, accountId: competitors.accountId, nextCheckAt: competitors.nextCheckAt })
    .from(competitors)
    .where(lte(competitors.nextCheckAt, input.now))
    .orderBy(asc(competitors.nextCheckAt))
    .limit(input.limit);
}

const schedule = preparedFor("competitors", (db) => ({
  setNext: db.update(competitors).set({ nextCheckAt: param("at") }).where(eq(competitors.id, param("id"))),
}));

/** Moves each competitor to its next check (a batch of the schedule: one prepared statement for all). */
export async function setNextChecks(ctx: Pick<Ctx, "db">, input: { ids: string[]; at: (id: string) => number }): Promise<void> {
  const q = schedule(ctx.db);
  for (const id of input.ids) await q.setNext.execute({ id, at: input.at(id) });
}


/**
 * A plan change (billing's lifecycle calls this on every one): each of the account's competitors
 * moves to its slot on the plan's interval when that slot comes sooner than the check it waits
 * for. So an upgrade from daily to hourly checks starts within the hour instead of at the daily
 * slot up to a day away, while a downgrade keeps the check already due and the scheduler then
 * spaces the next ones daily. A renewal (same interval) moves nothing: a competitor's next check
 * is already its nearest slot. Returns how many moved.
 */
export async function rescheduleChecks(ctx: Pick<Ctx, "db" | "clock">, input: { accountId: string; intervalMs: number }): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db.select({ id: competitors.id, nextCheckAt: competitors.nextCheckAt }).from(competitors).where(eq(competitors.accountId, input.accountId));
  const sooner = new Map<string, number>();
  for (const r of rows) {
    const slot = nextCheckAt(r.id, now, input.intervalMs);
    if (slot < r.nextCheckAt) sooner.set(r.id, slot);
  }
  if (sooner.size) await setNextChecks(ctx, { ids: [...sooner.keys()], at: (id) => sooner.get(id)! });
  return sooner.size;
}

/** How many changes each competitor has (the dashboard's list). */
export async function changeCounts(ctx: Pick<Ctx, "db">, input: { ids: string[] }): Promise<Map<string, number>> {
  if (input.ids.length === 0) return new Map();
  const rows = await ctx.db.select({ id: competitorChanges.competitorId, n: count() }).from(competitorChanges).where(inArray(competitorChanges.competitorId, input.ids)).groupBy(competitorChanges.competitorId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The unique key of a competitor's check job: while one is queued or running, enqueueing returns it. */
export const checkJobKey = (competitorId: string) => `monitoring:${competitorId}`;

/**
 * Which of these competitors have a check queued or running ("check now" shows as queued) — found
 * by their check jobs' unique keys, an indexed column, rather than inside the jobs' JSON payloads.
 */
export async function checksInFlight(ctx: Pick<Ctx, "db">, input: { ids: string[] }): Promise<Set<string>> {
  const held = await activeUniqueKeys(ctx, { uniqueKeys: input.ids.map(checkJobKey) });
  return new Set(input.ids.filter((id) => held.has(checkJobKey(id))));
}

/** One competitor with its owner's email (admins and the system; a customer only its own). */
export async function getCompetitorRow(ctx: Pick<Ctx, "db" | "actor">, input: { id: string }): Promise<CompetitorRow | null> {
  const c = await getCompetitor(ctx, input);
  if (!c) return null;
  const email = (await ctx.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, c.accountId)))[0]?.email ?? "";
  return { ...c, accountEmail: email };
}
