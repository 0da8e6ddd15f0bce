/**
 * Overview figures for the dashboard's first page: read-only counts across the access and
 * billing tables, one grouped query each (cheap on SQLite at any size this appliance sees).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { and, count, desc, eq, gte, inArray, like } from "drizzle-orm";
import type { Ctx } from "../context";
import { engineOf } from "../db/handle";
import { apiKeys, jobs, subscriptions, usageCounters, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { activeJobCounts } from "../jobs/queue";
import { hourWindow } from "../lib/calendar";
import { listOutbox, type OutboxRecord } from "../mail/outbox";

export interface CountRow {
  label: string;
  count: number;
}

export interface OverviewCounts {
  /** Keys by tier (active ones) plus one row of revoked keys. */
  keys: { active: CountRow[]; revoked: number; total: number };
  /** Subscriptions by status. */
  subscriptions: CountRow[];
  /** The most recent mails SMTP refused (the only failures recorded so far). */
  failedMails: OutboxRecord[];
}

export async function overviewCounts(ctx: Pick<Ctx, "db">, failedLimit = 5): Promise<OverviewCounts> {
  const { db } = ctx;
  const keyRows = await db.select({ tier: apiKeys.tier, status: apiKeys.status, n: count() }).from(apiKeys).groupBy(apiKeys.tier, apiKeys.status);
  const active = keyRows.filter((r) => r.status === "active").map((r) => ({ label: r.tier, count: r.n }));
  const revoked = keyRows.filter((r) => r.status === "revoked").reduce((a, r) => a + r.n, 0);
  const subs = (await db
    .select({ status: subscriptions.status, n: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status)
    )
    .map((r) => ({ label: r.status, count: r.n }));
  const failedMails = await listOutbox(ctx, { status: "failed", limit: failedLimit });
  return { keys: { active, revoked, total: keyRows.reduce((a, r) => a + r.n, 0) }, subscriptions: subs, failedMails };
}

/** Requests counted in one UTC hour, by tier. */
export interface TrafficHour {
  /** Start of the hour (ms). */
  start: number;
  /** "2026-11-22T14", the usage window. */
  window: string;
  byTier: Record<string, number>;
  total: number;
}

export const TRAFFIC_TIERS = ["free", "starter", "pro", "internal"] as const;

/**
 * Interface A requests by tier over the last 24 UTC hours (the current one last), from the hourly
 * tier counters the usage flush writes (UsageMeter.flush): what the last flush wrote, so up to one
 * flush interval behind. Hours without traffic are there with zeros.
 */
export async function trafficLast24h(ctx: Pick<Ctx, "db">, now: number): Promise<TrafficHour[]> {
  const hourMs = 3_600_000;
  const current = Math.floor(now / hourMs) * hourMs;
  const hours: TrafficHour[] = [];
  for (let i = 23; i >= 0; i--) {
    const start = current - i * hourMs;
    hours.push({ start, window: hourWindow(start), byTier: Object.fromEntries(TRAFFIC_TIERS.map((t) => [t, 0])), total: 0 });
  }
  const byWindow = new Map(hours.map((h) => [h.window, h]));
  const rows = await ctx.db
    .select({ subject: usageCounters.subject, window: usageCounters.window, count: usageCounters.count })
    .from(usageCounters)
    .where(and(like(usageCounters.subject, "tier:%"), gte(usageCounters.window, hours[0].window), like(usageCounters.window, "____-__-__T__")));
  for (const r of rows) {
    const h = byWindow.get(r.window);
    const tier = r.subject.slice("tier:".length);
    if (!h || !(tier in h.byTier)) continue;
    h.byTier[tier] += r.count;
    h.total += r.count;
  }
  return hours;
}

export interface QueueRow {
  kind: string;
  queued: number;
  running: number;
}

/** Jobs waiting or running, by kind (one grouped query over the due index). */
export async function queueDepth(ctx: Pick<Ctx, "db">): Promise<QueueRow[]> {
  const rows = await activeJobCounts(ctx);
  const byKind = new Map<string, QueueRow>();
  for (const r of rows) {
    const row = byKind.get(r.kind) ?? { kind: r.kind, queued: 0, running: 0 };
    if (r.status === "queued") row.queued = r.n;
    else row.running = r.n;
    byKind.set(r.kind, row);
  }
  return [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

export interface FailedJob {
  id: string;
  kind: string;
  attempts: number;
  error: string | null;
  at: number | null;
}

export interface FailedDelivery {
  id: string;
  event: string;
  endpointUrl: string;
  attempts: number;
  lastStatus: number | null;
  error: string | null;
  at: number | null;
}

/** The most recent jobs and webhook deliveries that failed for good. */
export async function recentFailures(ctx: Pick<Ctx, "db">, limit = 5): Promise<{ jobs: FailedJob[]; deliveries: FailedDelivery[] }> {
  const failedJobs = await ctx.db
    .select({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts, error: jobs.lastError, at: jobs.finishedAt })
    .from(jobs)
    .where(eq(jobs.status, "failed"))
    .orderBy(desc(jobs.finishedAt))
    .limit(limit);
  const deliveries = await ctx.db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      endpointUrl: webhookEndpoints.url,
      attempts: webhookDeliveries.attempts,
      lastStatus: webhookDeliveries.lastStatus,
      error: webhookDeliveries.lastError,
      at: webhookDeliveries.finishedAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.status, "failed"))
    .orderBy(desc(webhookDeliveries.finishedAt))
    .limit(limit);
  return { jobs: failedJobs, deliveries };
}

export interface DiskUse {
  /** The database file (SQLite), or the database on the PostgreSQL server as it reports it. */
  database: number;
  /** SQLite's write-ahead log and shared-memory index; null on PostgreSQL (its log is the server's, shared by every database). */
  wal: number | null;
  /** Everything under <data dir>/backups (0 when there is none). */
  backups: number;
  total: number;
}

const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : 0);

function treeSize(dir: string, depth = 0): number {
  if (depth > 4 || !existsSync(dir)) return 0;
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) total += treeSize(p, depth + 1);
    else if (e.isFile()) total += statSync(p).size;
  }
  return total;
}

/**
 * Disk used by the database (with WAL) and the backups folder of the data directory. On
 * PostgreSQL there is no database file in the data directory: the size is the server's count for
 * this database (pg_database_size), else the card would show 0 B.
 */
export async function diskUse(ctx: Pick<Ctx, "db">, dataDir: string, dbFile = "rivalscope.sqlite"): Promise<DiskUse> {
  const dir = resolve(dataDir);
  const backups = treeSize(join(dir, "backups"));
  if (engineOf(ctx.db) === "postgres") {
    // Loaded on use, as src/db/migrate.ts does: a SQLite process never evaluates the PostgreSQL driver.
    const { pgDatabaseSize } = await import("../db/pg");
    const database = await pgDatabaseSize(ctx.db);
    return { database, wal: null, backups, total: database + backups };
  }
  const database = sizeOf(join(dir, dbFile));
  const wal = sizeOf(join(dir, `${dbFile}-wal`)) + sizeOf(join(dir, `${dbFile}-shm`));
  return { database, wal, backups, total: database + wal + backups };
}
