/**
 * Admins — the operators who sign in to the dashboard. Passwords are stored only as argon2id
 * hashes (Bun.password): memory-hard, so a stolen database is expensive to crack offline.
 */
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { adminSessions, admins } from "../db/schema";
import { randomId } from "../lib/base62";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

export type AdminRecord = typeof admins.$inferSelect;

/**
 * The upper bound keeps a sign-in from becoming a denial of service: argon2 cost grows with the
 * input, and nobody types a password longer than this.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const adminCredentialsSchema = z.object({
  email: z
    .string({ error: "email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "email must be an email address" }).max(254, "email must be at most 254 characters")),
  password: z
    .string({ error: "password is required" })
    .min(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`),
});
export type AdminCredentials = z.input<typeof adminCredentialsSchema>;

/** Validates credentials; throws AppError bad_request naming the field. */
export function parseAdminCredentials(input: AdminCredentials): z.output<typeof adminCredentialsSchema> {
  const parsed = adminCredentialsSchema.safeParse(input);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0].message, { field: String(parsed.error.issues[0].path[0] ?? "") });
  return parsed.data;
}

export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });

export function countAdmins(db: Db): number {
  return db.select({ n: count() }).from(admins).get()?.n ?? 0;
}

export function findAdminByEmail(db: Db, email: string): AdminRecord | null {
  return db.select().from(admins).where(eq(admins.email, email.trim().toLowerCase())).get() ?? null;
}

export function getAdmin(db: Db, id: string): AdminRecord | null {
  return db.select().from(admins).where(eq(admins.id, id)).get() ?? null;
}

/**
 * Creates an admin, or sets a new password for an existing one (the CLI's "create or reset").
 * A reset also ends that admin's sessions: whoever knew the old password is signed out.
 */
export async function upsertAdmin(db: Db, clock: Clock, input: AdminCredentials): Promise<{ admin: AdminRecord; created: boolean }> {
  const { email, password } = parseAdminCredentials(input);
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  const existing = findAdminByEmail(db, email);
  if (existing) {
    const admin = db.transaction((tx) => {
      tx.delete(adminSessions).where(eq(adminSessions.adminId, existing.id)).run();
      return tx.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, existing.id)).returning().get();
    });
    return { admin, created: false };
  }
  const admin = db.insert(admins).values({ id: randomId("adm", 16), email, passwordHash, createdAt: now, updatedAt: now }).returning().get();
  return { admin, created: true };
}

/**
 * Creates the very first admin, atomically refusing when one exists already — the setup page
 * and the environment variables may only bootstrap an empty installation, never add a second
 * admin or take over an existing one.
 */
export async function createFirstAdmin(db: Db, clock: Clock, input: AdminCredentials): Promise<AdminRecord> {
  const { email, password } = parseAdminCredentials(input);
  const passwordHash = await hashPassword(password); // hashed outside the transaction: it is slow
  const now = clock.now();
  return db.transaction((tx) => {
    if ((tx.select({ n: count() }).from(admins).get()?.n ?? 0) > 0) throw new AppError("conflict", "An admin exists already; sign in instead.");
    return tx.insert(admins).values({ id: randomId("adm", 16), email, passwordHash, createdAt: now, updatedAt: now }).returning().get();
  });
}

// A real argon2id hash of a random password, verified when the email is unknown so that a
// wrong email costs as much time as a wrong password and the timing does not reveal which
// addresses are admins. Computed once, lazily.
let decoyHash: Promise<string> | undefined;

/** The admin whose email and password match, or null. Takes the same time for unknown emails. */
export async function verifyAdminPassword(db: Db, email: string, password: string): Promise<AdminRecord | null> {
  if (typeof email !== "string" || typeof password !== "string" || password.length > PASSWORD_MAX) return null;
  const admin = findAdminByEmail(db, email);
  if (!admin) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await Bun.password.verify(password || "-", await decoyHash).catch(() => false);
    return null;
  }
  const ok = await Bun.password.verify(password, admin.passwordHash).catch(() => false);
  return ok ? admin : null;
}
