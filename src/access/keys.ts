/**
 * API keys — issue, look up, list, change and revoke. Keys are stored only as a SHA-256 hash plus
 * a display prefix: a copy of the database does not hand out working keys, and the full key is
 * returned exactly once, by issueApiKey.
 */
import { and, desc, eq, or, sql } from "drizzle-orm";
import { normaliseEmail } from "../accounts/accounts";
import type { Db } from "../db/client";
import { changeCounter, rootOf } from "../db/handle";
import { param, preparedFor } from "../db/prepared";
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
export async function issueApiKey(ctx: Ctx, input: IssueKeyInput): Promise<{ key: string; record: ApiKeyRecord }> {
  const { db, clock } = ctx;
  const key = generateApiKey();
  writes++;
  const record = (await db
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
    .returning())[0];
  writes++;
  await audit(ctx, { action: "api_key.issued", target: { type: "api_key", id: record.id }, details: { tier: record.tier, email: record.email, prefix: record.prefix, account_id: record.accountId } });
  return { key, record };
}

/**
 * The key whose plaintext is `key`, from the cache: the record, null when no such key exists, or
 * undefined when the cache does not know — then `findKeyByPlaintext` asks the database. The
 * request path (access/service.ts) calls this first, so a known key costs no await at all.
 */
export function cachedKeyByPlaintext(db: Db, key: string, wellFormed: (key: string) => boolean = () => true): ApiKeyRecord | null | undefined {
  const cache = lookupCache(db);
  const now = performance.now();
  if (now - cache.checkedAt >= CHANGES_EVERY_MS) {
    cache.checkedAt = now;
    cache.version = cache.changes();
  }
  if (cache.version !== cache.seenVersion || cache.seenWrites !== writes || cache.entries.size >= MAX_CACHED) {
    cache.entries.clear();
    cache.seenVersion = cache.version;
    cache.seenWrites = writes;
  }
  const record = cache.entries.get(sha256Hex(key));
  if (record === undefined && !wellFormed(key)) return null;
  return record;
}

/** Looks a key up by its plaintext (the cache first, then the database by its hash). */
export async function findKeyByPlaintext(db: Db, key: string, wellFormed: (key: string) => boolean = () => true): Promise<ApiKeyRecord | null> {
  const cached = cachedKeyByPlaintext(db, key, wellFormed);
  if (cached !== undefined) return cached;
  const cache = lookupCache(db);
  const hash = sha256Hex(key);
  // A write (here or, seen through the change counter, elsewhere) while the read was under way
  // may have made its answer stale: then it is returned but not remembered.
  const before = { writes, version: cache.version };
  const record = (await byHash(rootOf(db)).row.execute({ hash }))[0] ?? null;
  if (before.writes === writes && before.version === cache.version) cache.entries.set(hash, record);
  return record;
}

/*
 * Key lookups run on every keyed request, so they are cached in memory — safely:
 *  - every write in this module bumps `writes`, which empties the cache (same process: the
 *    dashboard, billing);
 *  - the connection's change counter moves whenever another connection commits (SQLite's
 *    `PRAGMA data_version`: the CLI's `keys revoke` beside a running server), which empties it
 *    too (src/db: `changeCounter`).
 * The counter is read at most once per millisecond (on SQLite each read is a SQLite call, the
 * cost this cache exists to avoid): a revocation made in this process takes effect on the very
 * next request, one made by another process within a millisecond of its commit. Unknown keys are
 * cached as null; the cache is bounded.
 */
const MAX_CACHED = 10_000;
const CHANGES_EVERY_MS = 1;
let writes = 0;
interface LookupCache {
  entries: Map<string, ApiKeyRecord | null>;
  /** The change counter as last read, and when (performance.now()). */
  version: number;
  checkedAt: number;
  seenVersion: number;
  seenWrites: number;
  changes: () => number;
}
const byHash = preparedFor("api_keys", (db) => ({ row: db.select().from(apiKeys).where(eq(apiKeys.hash, param("hash"))) }));
const caches = new WeakMap<Db, LookupCache>();
function lookupCache(db: Db): LookupCache {
  const root = rootOf(db);
  let c = caches.get(root);
  if (!c) {
    c = { entries: new Map(), version: -1, checkedAt: Number.NEGATIVE_INFINITY, seenVersion: -1, seenWrites: -1, changes: changeCounter(root) };
    caches.set(root, c);
  }
  return c;
}

/** A key works while it is active and its (canceled subscription's) period has not ended. */
export const keyIsUsable = (k: ApiKeyRecord, now: number) => k.status === "active" && (k.expiresAt === null || k.expiresAt > now);

export async function getApiKey(ctx: Pick<Ctx, "db">, input: { id: string }): Promise<ApiKeyRecord | null> {
  return (await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, input.id)))[0] ?? null;
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

export async function listApiKeys(ctx: Pick<Ctx, "db">, f: KeyFilter = {}): Promise<ApiKeyRecord[]> {
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
    .limit(f.limit ?? 500);
}

/** The tiers and statuses the stored keys have, for filters that offer only what can match. */
export async function keyFilterValues(ctx: Pick<Ctx, "db">): Promise<{ tiers: KeyTier[]; statuses: ("active" | "revoked")[] }> {
  const rows = await ctx.db.selectDistinct({ tier: apiKeys.tier, status: apiKeys.status }).from(apiKeys);
  return {
    tiers: KEY_TIERS.filter((t) => rows.some((r) => r.tier === t)),
    statuses: (["active", "revoked"] as const).filter((s) => rows.some((r) => r.status === s)),
  };
}

/** Revokes a key; it stops working on the next request. Returns null when there is no such key. */
export async function revokeApiKey(ctx: Ctx, input: { id: string }): Promise<ApiKeyRecord | null> {
  const existing = await getApiKey(ctx, input);
  if (!existing) return null;
  if (existing.status === "revoked") return existing;
  writes++;
  const revoked = (await ctx.db.update(apiKeys).set({ status: "revoked", revokedAt: ctx.clock.now() }).where(eq(apiKeys.id, input.id)).returning())[0] ?? null;
  writes++; // again once written: a lookup that read the old row meanwhile is not remembered
  if (revoked) await audit(ctx, { action: "api_key.revoked", target: { type: "api_key", id: revoked.id }, details: { prefix: revoked.prefix, email: revoked.email } });
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

export async function updateApiKey(ctx: Ctx, input: { id: string; changes: KeyChanges }): Promise<ApiKeyRecord | null> {
  if (Object.keys(input.changes).length === 0) return getApiKey(ctx, input);
  writes++;
  const updated = (await ctx.db.update(apiKeys).set(input.changes).where(eq(apiKeys.id, input.id)).returning())[0] ?? null;
  writes++;
  if (updated) await audit(ctx, { action: "api_key.edited", target: { type: "api_key", id: updated.id }, details: { changes: input.changes } });
  return updated;
}
