/**
 * audit(ctx, entry) — records one state change in the audit log, in the caller's transaction
 * (it writes through `ctx.db`, so a rolled-back change leaves no audit row and a committed one
 * always has one). Who acted and from where come from the context (`ctx.actor`, `ctx.ip`), so a
 * verb names only what it did.
 *
 * Never a secret value: callers pass ids, names and changed fields; as a second line of defence
 * any detail whose name sounds like a credential is replaced by "[redacted]" before it is stored.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Ctx } from "../context";
import { auditLog, type ActorKind } from "./tables";

export interface AuditEntry {
  /** `<target>.<verb>` in the past tense: `api_key.issued`, `setting.changed`, `backup.restored`. */
  action: string;
  target?: { type: string; id?: string | null };
  details?: Record<string, unknown>;
}

export type AuditRecord = typeof auditLog.$inferSelect;

/** Detail names whose values are never stored (a key, a password, a signing secret, a token). */
const SECRET_NAME = /secret|password|token|plaintext|^key$|api_?key$|cookie|authorization/i;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_NAME.test(k) ? "[redacted]" : scrub(v, depth + 1)]));
}

/** Writes one audit row for the context's actor. */
export async function audit(ctx: Pick<Ctx, "db" | "clock" | "actor" | "ip">, entry: AuditEntry): Promise<void> {
  const a = ctx.actor;
  const actorId = "id" in a ? a.id : a.kind === "system" ? (a.via ?? null) : null;
  await ctx.db
    .insert(auditLog)
    .values({
      at: ctx.clock.now(),
      actorKind: a.kind,
      actorId,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      ip: ctx.ip ?? null,
      details: entry.details ? (scrub(entry.details) as Record<string, unknown>) : null,
    });
}

export interface AuditFilter {
  actorKind?: ActorKind;
  /** Exact action, or a prefix ending in "." (`api_key.`). */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Inclusive start and exclusive end (ms). */
  from?: number;
  to?: number;
  /** Rows older than this id (keyset pagination, newest first). */
  before?: number;
  limit: number;
}

/** Audit rows, newest first. */
export async function listAudit(ctx: Pick<Ctx, "db">, f: AuditFilter): Promise<AuditRecord[]> {
  const where: SQL[] = [];
  if (f.actorKind) where.push(eq(auditLog.actorKind, f.actorKind));
  // A prefix ("api_key.") is compared as a prefix, not a LIKE pattern (its "_" would be a wildcard).
  if (f.action) where.push(f.action.endsWith(".") ? sql`substr(${auditLog.action}, 1, ${f.action.length}) = ${f.action}` : eq(auditLog.action, f.action));
  if (f.targetType) where.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) where.push(eq(auditLog.targetId, f.targetId));
  if (f.from !== undefined) where.push(gte(auditLog.at, f.from));
  if (f.to !== undefined) where.push(lt(auditLog.at, f.to));
  if (f.before !== undefined) where.push(lt(auditLog.id, f.before));
  return await ctx.db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(f.limit);
}

/** The actions and target types present, for the page's filter menus. */
export async function auditFacets(ctx: Pick<Ctx, "db">): Promise<{ actions: string[]; targetTypes: string[] }> {
  const actions = (await ctx.db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action)).map((r) => r.v);
  const targetTypes = (await ctx.db
    .selectDistinct({ v: auditLog.targetType })
    .from(auditLog)
    .orderBy(auditLog.targetType)
    )
    .map((r) => r.v)
    .filter((v): v is string => v !== null);
  return { actions, targetTypes };
}
