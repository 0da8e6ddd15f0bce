/**
 * Overview figures for the dashboard's first page: read-only counts across the access and
 * billing tables, one grouped query each (cheap on SQLite at any size this appliance sees).
 */
import { count } from "drizzle-orm";
import type { Ctx } from "../context";
import { apiKeys, subscriptions } from "../db/schema";
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

export function overviewCounts(ctx: Pick<Ctx, "db">, failedLimit = 5): OverviewCounts {
  const { db } = ctx;
  const keyRows = db.select({ tier: apiKeys.tier, status: apiKeys.status, n: count() }).from(apiKeys).groupBy(apiKeys.tier, apiKeys.status).all();
  const active = keyRows.filter((r) => r.status === "active").map((r) => ({ label: r.tier, count: r.n }));
  const revoked = keyRows.filter((r) => r.status === "revoked").reduce((a, r) => a + r.n, 0);
  const subs = db
    .select({ status: subscriptions.status, n: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status)
    .all()
    .map((r) => ({ label: r.status, count: r.n }));
  const failedMails = listOutbox(ctx, { status: "failed", limit: failedLimit });
  return { keys: { active, revoked, total: keyRows.reduce((a, r) => a + r.n, 0) }, subscriptions: subs, failedMails };
}
