/**
 * Accounts — the customer identity. Email is the identity (SPEC §5): checkouts, report requests,
 * the operator's CLI and a first sign-in with an external identity provider find the account of
 * an address or create it.
 */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Ctx } from "../context";
import { param, preparedFor } from "../db/prepared";
import { accounts, type ChangeThreshold } from "./tables";
import { audit } from "../audit";

export type AccountRecord = typeof accounts.$inferSelect;

/** Lower-cased and trimmed, so "Ann@Example.com " and "ann@example.com" are one account. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * What may be an account's email, whoever asserts it — a form, the operator, an identity
 * provider's claim or token: one mailbox (zod's address rule: no display names, commas, angle
 * brackets or spaces), at most 254 characters, normalised. An address like `"x" <victim@corp>`
 * or `a@x.example,b@y.example` would otherwise become an account whose mails reach someone else.
 */
export const accountEmail = z.string().trim().max(254).toLowerCase().pipe(z.email());

// Read on every signed-in request (db/prepared.ts).
const statements = preparedFor("accounts", (db) => ({
  byEmail: db.select().from(accounts).where(eq(accounts.email, param("email"))),
  byId: db.select().from(accounts).where(eq(accounts.id, param("id"))),
}));

export async function findAccountByEmail(ctx: Pick<Ctx, "db">, input: { email: string }): Promise<AccountRecord | null> {
  return (await statements(ctx.db).byEmail.execute({ email: normaliseEmail(input.email) }))[0] ?? null;
}

export async function getAccountById(ctx: Pick<Ctx, "db">, input: { id: string }): Promise<AccountRecord | null> {
  return (await statements(ctx.db).byId.execute({ id: input.id }))[0] ?? null;
}

/**
 * The account of `email`, created when there is none. The insert ignores a conflict on the unique
 * email index, so two completions racing for a new address end with one account, not an error.
 */
export async function findOrCreateAccount(ctx: Ctx, input: { email: string }): Promise<AccountRecord> {
  const email = normaliseEmail(input.email);
  const now = ctx.clock.now();
  // A new account starts with the operator's default threshold (RIVALSCOPE_CHANGE_THRESHOLD).
  const changeThreshold = ctx.settings?.current().changeThreshold ?? "medium";
  const created = (await ctx.db.insert(accounts).values({ id: ctx.ids.uuid(), email, changeThreshold, createdAt: now, updatedAt: now }).onConflictDoNothing().returning({ id: accounts.id }))[0];
  if (created) await audit(ctx, { action: "account.created", target: { type: "account", id: created.id }, details: { email } });
  return (await findAccountByEmail(ctx, { email }))!;
}

/** Every account, oldest first (the CLI's list). */
export async function allAccounts(ctx: Pick<Ctx, "db">): Promise<AccountRecord[]> {
  return await ctx.db.select().from(accounts).orderBy(asc(accounts.createdAt), asc(accounts.email));
}

/** Stores a new password hash (hashed by the caller: argon2 is slow and must not run in a transaction). */
export async function setPasswordHash(ctx: Ctx, input: { accountId: string; passwordHash: string }): Promise<void> {
  await ctx.db.update(accounts).set({ passwordHash: input.passwordHash, updatedAt: ctx.clock.now() }).where(eq(accounts.id, input.accountId));
  await audit(ctx, { action: "account.password_changed", target: { type: "account", id: input.accountId } });
}

/** The account's own settings (PATCH /api/me). */
export async function updateAccountSettings(ctx: Ctx, input: { accountId: string; changeThreshold: ChangeThreshold }): Promise<AccountRecord | null> {
  const updated = (await ctx.db.update(accounts).set({ changeThreshold: input.changeThreshold, updatedAt: ctx.clock.now() }).where(eq(accounts.id, input.accountId)).returning())[0] ?? null;
  if (updated) await audit(ctx, { action: "account.settings_changed", target: { type: "account", id: updated.id }, details: { change_threshold: input.changeThreshold } });
  return updated;
}
