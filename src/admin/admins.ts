/**
 * Admins — the operators who sign in to the dashboard. Passwords are stored only as argon2id
 * hashes (src/lib/password.ts).
 */
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { adminSessions, admins } from "./tables";
import { AppError } from "../lib/errors";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/password";
import { audit } from "../audit";

export type AdminRecord = typeof admins.$inferSelect;

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

export async function countAdmins(ctx: Pick<Ctx, "db">): Promise<number> {
  return (await ctx.db.select({ n: count() }).from(admins))[0]?.n ?? 0;
}

export async function findAdminByEmail(ctx: Pick<Ctx, "db">, input: { email: string }): Promise<AdminRecord | null> {
  return (await ctx.db.select().from(admins).where(eq(admins.email, input.email.trim().toLowerCase())))[0] ?? null;
}

/**
 * Creates an admin, or sets a new password for an existing one (the CLI's "create or reset").
 * A reset also ends that admin's sessions: whoever knew the old password is signed out.
 */
export async function upsertAdmin(ctx: Ctx, input: AdminCredentials): Promise<{ admin: AdminRecord; created: boolean }> {
  const { db } = ctx;
  const { email, password } = parseAdminCredentials(input);
  const passwordHash = await ctx.passwords.hash(password);
  const now = ctx.clock.now();
  const existing = await findAdminByEmail(ctx, { email });
  if (existing) {
    const admin = await withTransaction(ctx, async (tx) => {
      await tx.db.delete(adminSessions).where(eq(adminSessions.adminId, existing.id));
      await audit(tx, { action: "admin.password_changed", target: { type: "admin", id: existing.id }, details: { email } });
      return (await tx.db.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, existing.id)).returning())[0];
    });
    return { admin, created: false };
  }
  const admin = await withTransaction(ctx, async (tx) => {
    const a = (await tx.db.insert(admins).values({ id: tx.ids.id("adm", 16), email, passwordHash, createdAt: now, updatedAt: now }).returning())[0];
    await audit(tx, { action: "admin.created", target: { type: "admin", id: a.id }, details: { email } });
    return a;
  });
  return { admin, created: true };
}

/**
 * Creates the very first admin, atomically refusing when one exists already — the setup page
 * and the environment variables may only bootstrap an empty installation, never add a second
 * admin or take over an existing one.
 */
export async function createFirstAdmin(ctx: Ctx, input: AdminCredentials): Promise<AdminRecord> {
  const { db } = ctx;
  const { email, password } = parseAdminCredentials(input);
  const passwordHash = await ctx.passwords.hash(password); // hashed outside the transaction: it is slow
  const now = ctx.clock.now();
  return withTransaction(ctx, async (tx) => {
    if (((await tx.db.select({ n: count() }).from(admins))[0]?.n ?? 0) > 0) throw new AppError("conflict", "An admin exists already; sign in instead.");
    const a = (await tx.db.insert(admins).values({ id: tx.ids.id("adm", 16), email, passwordHash, createdAt: now, updatedAt: now }).returning())[0]!;
    // Through the setup link nobody is signed in yet: the new admin created itself, and the row
    // says so (an "anonymous" creator would read like a hole). From the environment, the system did.
    const viaLink = tx.actor.kind === "anonymous";
    await audit(viaLink ? { ...tx, actor: { kind: "admin", id: a.id } } : tx, { action: "admin.created", target: { type: "admin", id: a.id }, details: { email, first: true, ...(viaLink ? { via: "setup link" } : {}) } });
    return a;
  });
}

/** The admin whose email and password match, or null. Takes the same time for unknown emails. */
export async function verifyAdminPassword(ctx: Pick<Ctx, "db" | "passwords">, input: { email: string; password: string }): Promise<AdminRecord | null> {
  const { email, password } = input;
  if (typeof email !== "string" || typeof password !== "string") return null;
  const admin = await findAdminByEmail(ctx, { email });
  return (await ctx.passwords.verify(admin?.passwordHash ?? null, password)) ? admin : null;
}
