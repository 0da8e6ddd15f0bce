/**
 * Admin sessions — a random cookie value in the browser, only its SHA-256 in the database, so a
 * copy of the database (a backup, a leaked file) holds no live session. Each session carries its
 * own CSRF token, which every state-changing request must echo back.
 */
import { and, eq, gt, lte } from "drizzle-orm";
import type { Ctx } from "../context";
import { adminSessions, admins } from "./tables";
import { audit } from "../audit";
import { withTransaction } from "../db/tx";
import { randomBase62 } from "../lib/base62";
import { sha256Hex } from "../lib/hash";
import type { AdminRecord } from "./admins";

/** Sessions end 12 hours after sign-in, however active: a forgotten laptop is not signed in for ever. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface NewSession {
  /** Goes into the cookie; never stored. */
  cookieValue: string;
  csrfToken: string;
  expiresAt: number;
}

export interface ActiveSession {
  admin: Pick<AdminRecord, "id" | "email">;
  csrfToken: string;
  expiresAt: number;
}

/** Starts a session. A fresh value at every sign-in rules out session fixation. */
export async function startSession(ctx: Ctx, input: { adminId: string }): Promise<NewSession> {
  const { db } = ctx;
  const now = ctx.clock.now();
  // 43 base62 characters ≈ 256 bits: unguessable, and no need for a slow hash in the database.
  const cookieValue = randomBase62(43);
  const csrfToken = randomBase62(32);
  const expiresAt = now + SESSION_TTL_MS;
  await withTransaction(ctx, async (tx) => {
    await tx.db.delete(adminSessions).where(lte(adminSessions.expiresAt, now)); // tidy up while we are here
    await tx.db.insert(adminSessions).values({ id: sha256Hex(cookieValue), adminId: input.adminId, csrfToken, createdAt: now, expiresAt });
    await audit(tx, { action: "admin.signed_in", target: { type: "admin", id: input.adminId } });
  });
  return { cookieValue, csrfToken, expiresAt };
}

/** The live session a cookie value belongs to, or null (unknown, expired or malformed). */
export async function findSession(ctx: Pick<Ctx, "db" | "clock">, input: { cookieValue: string | null | undefined }): Promise<ActiveSession | null> {
  const { cookieValue } = input;
  // Anything that is not the shape we issue is rejected before touching the database.
  if (!cookieValue || !/^[0-9A-Za-z]{43}$/.test(cookieValue)) return null;
  const row = (await ctx.db
    .select({ id: admins.id, email: admins.email, csrfToken: adminSessions.csrfToken, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.id, sha256Hex(cookieValue)), gt(adminSessions.expiresAt, ctx.clock.now()))))[0];
  return row ? { admin: { id: row.id, email: row.email }, csrfToken: row.csrfToken, expiresAt: row.expiresAt } : null;
}

/** Ends a session (sign-out). Unknown values are ignored. */
export async function endSession(ctx: Ctx, input: { cookieValue: string | null | undefined }): Promise<void> {
  if (!input.cookieValue) return;
  await withTransaction(ctx, async (tx) => {
    const ended = (await tx.db.delete(adminSessions).where(eq(adminSessions.id, sha256Hex(input.cookieValue!))).returning({ adminId: adminSessions.adminId }))[0];
    if (ended) await audit(tx, { action: "admin.signed_out", target: { type: "admin", id: ended.adminId } });
  });
}
