/**
 * API keys — issue, look up, list, change and revoke. Keys are stored only as a SHA-256 hash plus
 * a display prefix: a copy of the database does not hand out working keys, and the full key is
 * returned exactly once, by issueApiKey.
 */
import type { Statement } from "bun:sqlite";
import { and, desc, eq, getTableColumns, or, sql } from "drizzle-orm";
import { normaliseEmail } from "../accounts/accounts";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";
import { randomId } from "../lib/base62";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { sha256Hex } from "../lib/hash";
import { containsIgnoringCase } from "../lib/sql-like";
import { z } from "zod";
import type { Ctx } from "../context";
import { displayPrefix, generateApiKey } from "./key-format";
import { isKeyTier, KEY_TIERS, LIMIT_MAX, type KeyTier } from "../lib/plans";
import { formatInteger } from "../lib/decimal-integer";
import { audit } from "../audit";

export type ApiKeyRecord = typeof apiKeys.$inferSelect;

export interface IssueKeyInput {
  email: string;
  tier: KeyTier;
  name?: string | null;
  accountId?: string | null;
}

/** Creates a key and returns it in full — the only time it exists outside the caller's hands. */
export function issueApiKey(ctx: Ctx, input: IssueKeyInput): { key: string; record: ApiKeyRecord } {
  const { db, clock } = ctx;
  const key = generateApiKey();
  writes++;
  const record = db
    .insert(apiKeys)
    .values({
      id: ctx.ids.id("key", 16),
      hash: sha256Hex(key),
      prefix: displayPrefix(key),
      name: input.name ?? null,
      email: normaliseEmail(input.email),
      accountId: input.accountId ?? null,
      tier: input.tier,
      status: "active",
      createdAt: clock.now(),
    })
    .returning()
    .get();
  audit(ctx, { action: "api_key.issued", target: { type: "api_key", id: record.id }, details: { tier: record.tier, email: record.email, prefix: record.prefix, account_id: record.accountId } });
  return { key, record };
}

/**
 * Looks a key up by its hash. Read from the database on every request (an indexed point read,
 * a few microseconds) rather than cached, so a revocation made by another process — the CLI
 * beside a running server — takes effect on the very next request.
 */
export function findKeyByPlaintext(db: Db, key: string, wellFormed: (key: string) => boolean = () => true): ApiKeyRecord | null {
  const cache = lookupCache(db);
  const now = performance.now();
  if (now - cache.checkedAt >= DATA_VERSION_EVERY_MS) {
    cache.checkedAt = now;
    cache.version = cache.dataVersion.values()[0][0] as number;
  }
  if (cache.version !== cache.seenVersion || cache.seenWrites !== writes || cache.entries.size >= MAX_CACHED) {
    cache.entries.clear();
    cache.seenVersion = cache.version;
    cache.seenWrites = writes;
  }
  const hash = sha256Hex(key);
  let record = cache.entries.get(hash);
  if (record === undefined) {
    if (!wellFormed(key)) return null;
    record = (cache.byHash.get(hash) as ApiKeyRecord | null) ?? null;
    cache.entries.set(hash, record);
  }
  return record;
}

/*
 * Key lookups run on every keyed request, so they are cached in memory — safely:
 *  - every write in this module bumps `writes`, which empties the cache (same process: the
 *    dashboard, billing);
 *  - `PRAGMA data_version` changes whenever another connection commits (the CLI's
 *    `keys revoke` beside a running server), which empties it too.
 * data_version is read at most once per millisecond (each read is a SQLite call, the cost this
 * cache exists to avoid): a revocation made in this process takes effect on the very next
 * request, one made by another process within a millisecond of its commit. Unknown keys are
 * cached as null; the cache is bounded.
 */
const MAX_CACHED = 10_000;
const DATA_VERSION_EVERY_MS = 1;
let writes = 0;
interface LookupCache {
  entries: Map<string, ApiKeyRecord | null>;
  /** data_version as last read, and when (performance.now()). */
  version: number;
  checkedAt: number;
  seenVersion: number;
  seenWrites: number;
  dataVersion: Statement;
  byHash: Statement;
}
// Columns aliased to the schema's field names, so a row is an ApiKeyRecord as it comes.
const SELECT_BY_HASH = `SELECT ${Object.entries(getTableColumns(apiKeys))
  .map(([field, col]) => `"${col.name}" AS "${field}"`)
  .join(", ")} FROM api_keys WHERE hash = ?`;
const caches = new WeakMap<Db, LookupCache>();
function lookupCache(db: Db): LookupCache {
  let c = caches.get(db);
  if (!c) {
    c = { entries: new Map(), version: -1, checkedAt: Number.NEGATIVE_INFINITY, seenVersion: -1, seenWrites: -1, dataVersion: db.$client.prepare("PRAGMA data_version"), byHash: db.$client.prepare(SELECT_BY_HASH) };
    caches.set(db, c);
  }
  return c;
}

/** A key works while it is active and its (canceled subscription's) period has not ended. */
export const keyIsUsable = (k: ApiKeyRecord, now: number) => k.status === "active" && (k.expiresAt === null || k.expiresAt > now);

export function getApiKey(ctx: Pick<Ctx, "db">, input: { id: string }): ApiKeyRecord | null {
  return ctx.db.select().from(apiKeys).where(eq(apiKeys.id, input.id)).get() ?? null;
}

export interface KeyFilter {
  search?: string;
  tier?: KeyTier;
  status?: "active" | "revoked";
  /** Only the keys of this account. */
  accountId?: string;
  /** Only a customer's keys: those of its account, or bought with its email before the account existed. */
  owner?: { accountId: string; email: string };
  limit?: number;
}

export function listApiKeys(ctx: Pick<Ctx, "db">, f: KeyFilter = {}): ApiKeyRecord[] {
  const conds = [];
  if (f.search) {
    conds.push(
      or(
        containsIgnoringCase(apiKeys.email, f.search),
        containsIgnoringCase(sql`coalesce(${apiKeys.name}, '')`, f.search),
        containsIgnoringCase(apiKeys.prefix, f.search),
        eq(apiKeys.id, f.search),
      ),
    );
  }
  if (f.tier) conds.push(eq(apiKeys.tier, f.tier));
  if (f.status) conds.push(eq(apiKeys.status, f.status));
  if (f.accountId) conds.push(eq(apiKeys.accountId, f.accountId));
  if (f.owner) conds.push(or(eq(apiKeys.accountId, f.owner.accountId), eq(apiKeys.email, f.owner.email)));
  return ctx.db
    .select()
    .from(apiKeys)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(apiKeys.createdAt))
    .limit(f.limit ?? 500)
    .all();
}

/** The tiers and statuses the stored keys have, for filters that offer only what can match. */
export function keyFilterValues(ctx: Pick<Ctx, "db">): { tiers: KeyTier[]; statuses: ("active" | "revoked")[] } {
  const rows = ctx.db.selectDistinct({ tier: apiKeys.tier, status: apiKeys.status }).from(apiKeys).all();
  return {
    tiers: KEY_TIERS.filter((t) => rows.some((r) => r.tier === t)),
    statuses: (["active", "revoked"] as const).filter((s) => rows.some((r) => r.status === s)),
  };
}

/** Revokes a key; it stops working on the next request. Returns null when there is no such key. */
export function revokeApiKey(ctx: Ctx, input: { id: string }): ApiKeyRecord | null {
  const existing = getApiKey(ctx, input);
  if (!existing) return null;
  if (existing.status === "revoked") return existing;
  writes++;
  const revoked = ctx.db.update(apiKeys).set({ status: "revoked", revokedAt: ctx.clock.now() }).where(eq(apiKeys.id, input.id)).returning().get() ?? null;
  if (revoked) audit(ctx, { action: "api_key.revoked", target: { type: "api_key", id: revoked.id }, details: { prefix: revoked.prefix, email: revoked.email } });
  return revoked;
}

/** A per-key limit: null = the tier's default, -1 = unlimited, else 1 … LIMIT_MAX (as the settings' limits). */
const LIMIT_RULE = `must be a whole number from 1 to ${formatInteger(LIMIT_MAX)}, -1 or "unlimited" for unlimited, or empty for the tier default`;
export const keyLimitSchema = z
  .number({ error: LIMIT_RULE })
  .int(LIMIT_RULE)
  .refine((v) => (v >= 1 && v <= LIMIT_MAX) || v === -1, LIMIT_RULE)
  .nullable();

/** What may change on a key (the dashboard's edit form, billing's tier changes). */
export const keyChangesSchema = z.object({
  tier: z.enum(KEY_TIERS, { error: `must be one of ${KEY_TIERS.join(", ")}` }).optional(),
  name: z.string().trim().max(100, "must be at most 100 characters").nullable().optional(),
  perMinute: keyLimitSchema.optional(),
  quota: keyLimitSchema.optional(),
  expiresAt: z.number().int().nullable().optional(),
});
export type KeyChanges = z.infer<typeof keyChangesSchema>;

export function updateApiKey(ctx: Ctx, input: { id: string; changes: KeyChanges }): ApiKeyRecord | null {
  if (Object.keys(input.changes).length === 0) return getApiKey(ctx, input);
  writes++;
  const updated = ctx.db.update(apiKeys).set(input.changes).where(eq(apiKeys.id, input.id)).returning().get() ?? null;
  if (updated) audit(ctx, { action: "api_key.edited", target: { type: "api_key", id: updated.id }, details: { changes: input.changes } });
  return updated;
}
