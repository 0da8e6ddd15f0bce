/**
 * Refresh tokens — opaque random strings (`rsr_` + 43 base62 characters, ~256 bits), stored only
 * as SHA-256 hashes, valid 30 days from issue, each usable once.
 *
 * Every sign-in starts a family. Refreshing marks the presented token used and issues the next
 * one of its family (rotation). A used token presented again means it was copied — the thief or
 * the owner is replaying it — so the whole family is revoked: the one who refreshed last loses
 * their token too, and both must sign in again (OAuth 2.0 Security BCP §4.14.2). Logging out and
 * setting a new password revoke families the same way.
 *
 * Rows of used and revoked tokens are kept until they expire: without them reuse could not be
 * recognised. Expired rows are purged by the scheduler.
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Ctx } from "../context";
import { audit } from "../audit";
import { changeCounter, rootOf } from "../db/handle";
import { withTransaction } from "../db/tx";
import { randomBase62 } from "../lib/base62";
import { sha256Hex } from "../lib/hash";
import { refreshTokens } from "./tables";

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_TOKEN_PATTERN = /^rsr_[0-9A-Za-z]{43}$/;

type RefreshRow = typeof refreshTokens.$inferSelect;

/** How a sign-in was made: the API's password sign-in, or the customer app's (password, a confirmation or set-password link, the identity provider). */
export type SignInMethod = "password" | "app_password" | "app_link" | "app_oidc";

export type RefreshOutcome =
  | { ok: true; accountId: string; refreshToken: string }
  /** `reused`: a rotated token came back and its family was revoked. */
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

async function insertToken(ctx: Ctx, input: { accountId: string; familyId: string }): Promise<string> {
  const token = `rsr_${randomBase62(43)}`;
  const now = ctx.clock.now();
  await ctx.db
    .insert(refreshTokens)
    .values({ id: ctx.ids.id("rt", 16), familyId: input.familyId, accountId: input.accountId, tokenHash: sha256Hex(token), createdAt: now, expiresAt: now + REFRESH_TOKEN_TTL_MS });
  return token;
}

const findByToken = async (ctx: Pick<Ctx, "db">, token: string): Promise<RefreshRow | null> =>
  REFRESH_TOKEN_PATTERN.test(token) ? ((await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(token))))[0] ?? null) : null;

/** The sign-in (family id) a refresh token belongs to, or null when it is not one of ours. */
export const familyOfToken = async (ctx: Pick<Ctx, "db">, token: string): Promise<string | null> => (await findByToken(ctx, token))?.familyId ?? null;

/**
 * Whether a sign-in is still live: some token of its family is unrevoked. Access tokens carry
 * their sign-in (`sid`) and are checked against this on every request, so signing out, "sign
 * out everywhere", a new password and a detected reuse end them at once, not an hour later.
 *
 * That check is a database read per bearer request, so live answers are cached (dead ones are
 * final and rare, and not kept). The cache is emptied
 *  - by every revocation in this process (`revocations`, bumped before and after the write; a read
 *    under way across a bump is not remembered), so it takes effect on the next request;
 *  - when the connection's change counter moves (another process or replica committed:
 *    src/db/handle.ts `changeCounter`; SQLite's data_version, PostgreSQL's polled version);
 *  - and an answer is kept at most LIVE_CACHE_MS in any case: the bound on a revocation made on
 *    another replica, whatever the change counter covers.
 */
export async function familyIsLive(ctx: Pick<Ctx, "db">, familyId: string): Promise<boolean> {
  const cache = liveCache(ctx.db);
  const version = cache.changes();
  const now = performance.now();
  if (version !== cache.version || cache.seenRevocations !== revocations || cache.live.size >= LIVE_CACHE_MAX) {
    cache.live.clear();
    cache.version = version;
    cache.seenRevocations = revocations;
  }
  const at = cache.live.get(familyId);
  if (at !== undefined && now - at < LIVE_CACHE_MS) return true;
  const before = revocations;
  const live = (await ctx.db.select({ id: refreshTokens.id }).from(refreshTokens).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))).limit(1)).length > 0;
  if (live && before === revocations && version === cache.changes()) cache.live.set(familyId, now);
  else cache.live.delete(familyId);
  return live;
}

/** How long a live answer is kept at most (the bound across replicas; SPEC §13). */
export const LIVE_CACHE_MS = 1000;
const LIVE_CACHE_MAX = 10_000;
let revocations = 0;
interface LiveCache {
  /** Sign-ins known live, with when that was read (performance.now()). */
  live: Map<string, number>;
  version: number;
  seenRevocations: number;
  changes: () => number;
}
const liveCaches = new WeakMap<object, LiveCache>();
function liveCache(db: Ctx["db"]): LiveCache {
  const root = rootOf(db);
  let c = liveCaches.get(root);
  if (!c) {
    c = { live: new Map(), version: -1, seenRevocations: -1, changes: changeCounter(root) };
    liveCaches.set(root, c);
  }
  return c;
}

/** Runs a write that may end sign-ins, emptying the cache of live ones before and after it. */
async function revoking<T>(write: () => Promise<T>): Promise<T> {
  revocations++;
  try {
    return await write();
  } finally {
    revocations++;
  }
}

/** Revokes a family's live tokens; how many there were. */
const revokeFamily = async (ctx: Ctx, familyId: string): Promise<number> =>
  revoking(async () => (await ctx.db.update(refreshTokens).set({ revokedAt: ctx.clock.now() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))).returning({ id: refreshTokens.id })).length);

/**
 * A new family for a sign-in; returns its first token. The sign-in is audited with its family id:
 * the family's end (sign-out, a reuse, a new password) is audited under the same id.
 */
export async function startRefreshFamily(ctx: Ctx, input: { accountId: string; method: SignInMethod }): Promise<string> {
  return withTransaction(ctx, async (tx) => {
    const familyId = tx.ids.id("rtf", 16);
    await audit(tx, { action: "account.signed_in", target: { type: "account", id: input.accountId }, details: { method: input.method, sign_in: familyId } });
    return insertToken(tx, { accountId: input.accountId, familyId });
  });
}

/** A used token came back: someone holds a copy, so the whole family is revoked. */
async function revokeReused(ctx: Ctx, row: RefreshRow): Promise<RefreshOutcome> {
  await revokeFamily(ctx, row.familyId);
  ctx.log.warn("refresh token reused: family revoked", { account_id: row.accountId, family_id: row.familyId, ip: ctx.ip });
  // A security event the operator should find: someone holds a copy of a token.
  await audit(ctx, { action: "account.sign_in_revoked", target: { type: "account", id: row.accountId }, details: { sign_in: row.familyId, reason: "a used refresh token was presented again" } });
  return { ok: false, reason: "reused" };
}

/** Marks a live token used and issues the next one of its family. */
async function rotate(ctx: Ctx, row: RefreshRow): Promise<string> {
  await ctx.db.update(refreshTokens).set({ usedAt: ctx.clock.now() }).where(eq(refreshTokens.id, row.id));
  return insertToken(ctx, { accountId: row.accountId, familyId: row.familyId });
}

/** Spends a refresh token: the next token of its family, or why not (a reused one revokes the family). */
export async function rotateRefreshToken(ctx: Ctx, input: { refreshToken: string }): Promise<RefreshOutcome> {
  return withTransaction(ctx, async (tx): Promise<RefreshOutcome> => {
    const row = await findByToken(tx, input.refreshToken);
    const now = tx.clock.now();
    if (!row) return { ok: false, reason: "unknown" };
    if (row.revokedAt !== null) return { ok: false, reason: "revoked" };
    if (row.usedAt !== null) return revokeReused(tx, row);
    if (row.expiresAt <= now) return { ok: false, reason: "expired" };
    return { ok: true, accountId: row.accountId, refreshToken: await rotate(tx, row) };
  });
}

export type SessionOutcome =
  /** `refreshToken`: the family's next token, to replace the cookie with; null when the cookie's token stays. */
  | { ok: true; accountId: string; familyId: string; refreshToken: string | null }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

/**
 * The customer app's session: its cookie holds a refresh token of the same families as the API's,
 * so sign-out, "sign out everywhere", a new password and reuse detection end it alike. Each
 * request presents the token; once it is older than `rotateAfterMs` it is rotated (the answer
 * sets the next one). A rotated token presented again within `graceMs` is still accepted, without
 * a new token — the browser's other requests that left before the new cookie arrived — and after
 * that it is a reuse: the family is revoked, as for the API.
 *
 * The common case (a fresh token) is one indexed read; the decision to rotate or revoke is taken
 * again inside one write transaction, so two requests racing with one token cannot both rotate it.
 */
export async function continueRefreshSession(ctx: Ctx, input: { refreshToken: string; rotateAfterMs: number; graceMs: number }): Promise<SessionOutcome> {
  if (!REFRESH_TOKEN_PATTERN.test(input.refreshToken)) return { ok: false, reason: "unknown" };
  const seen = (await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(input.refreshToken))))[0];
  const now = ctx.clock.now();
  if (seen && seen.revokedAt === null && seen.usedAt === null && seen.expiresAt > now && now - seen.createdAt < input.rotateAfterMs) {
    return { ok: true, accountId: seen.accountId, familyId: seen.familyId, refreshToken: null };
  }
  return withTransaction(ctx, async (tx): Promise<SessionOutcome> => {
    const row = await findByToken(tx, input.refreshToken);
    if (!row) return { ok: false, reason: "unknown" };
    if (row.revokedAt !== null) return { ok: false, reason: "revoked" };
    if (row.usedAt !== null) {
      if (now - row.usedAt <= input.graceMs) return { ok: true, accountId: row.accountId, familyId: row.familyId, refreshToken: null };
      return (await revokeReused(tx, row)) as SessionOutcome;
    }
    if (row.expiresAt <= now) return { ok: false, reason: "expired" };
    const fresh = now - row.createdAt < input.rotateAfterMs;
    return { ok: true, accountId: row.accountId, familyId: row.familyId, refreshToken: fresh ? null : await rotate(tx, row) };
  });
}

/** Logout: revokes the family of the token (if it is one of ours). True when there was one. */
export async function revokeRefreshFamily(ctx: Ctx, input: { refreshToken: string }): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const row = await findByToken(tx, input.refreshToken);
    if (!row) return false;
    if (await revokeFamily(tx, row.familyId) > 0) await audit(tx, { action: "account.signed_out", target: { type: "account", id: row.accountId }, details: { sign_in: row.familyId } });
    return true;
  });
}

/** Signs the account out everywhere (a new password, "sign out everywhere"): revokes every live token of it, API and app alike. */
export async function revokeAccountRefreshTokens(ctx: Ctx, input: { accountId: string }): Promise<void> {
  await revoking(() => ctx.db.update(refreshTokens).set({ revokedAt: ctx.clock.now() }).where(and(eq(refreshTokens.accountId, input.accountId), isNull(refreshTokens.revokedAt))));
}

/** The account's own "sign out everywhere": every sign-in of it ends, this one included. */
export async function signOutEverywhere(ctx: Ctx, input: { accountId: string }): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await revokeAccountRefreshTokens(tx, input);
    await audit(tx, { action: "account.signed_out_everywhere", target: { type: "account", id: input.accountId } });
  });
}

/** Deletes tokens past their expiry (scheduled): nothing can be recognised or replayed with them any more. */
export async function purgeExpiredRefreshTokens(ctx: Ctx): Promise<number> {
  return revoking(async () => (await ctx.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, ctx.clock.now())).returning({ id: refreshTokens.id })).length);
}
