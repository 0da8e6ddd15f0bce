/**
 * Self sign-up for the customer app: an email, a password, and a confirmation link mailed to the
 * address.
 *
 * - The answer is the same whether or not the address has an account (the route shows one page
 *   for both), and so is the work: the password is hashed before this verb runs either way. The
 *   mail differs — that is where the owner of the address learns which case it was.
 * - The password chosen at sign-up waits on the confirmation row, not on the account. Opening the
 *   link asks for that password again; only then does the account get it and count as confirmed.
 *   So a stranger who signs up with someone else's address cannot take the account over when the
 *   owner later clicks a link (each pending sign-up accepts only its own password), and an account
 *   that exists already — bought through a checkout, with a plan — never gets a password from a
 *   sign-up form, only from a link opened by its mailbox's owner.
 * - An address that already has a password gets a "you have an account" mail with the sign-in and
 *   reset addresses instead; nothing changes.
 * - The confirmation link alone opens nothing (the password is needed too), so the outbox may show
 *   it in clear: without SMTP the operator can pass it on.
 */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { randomBase62 } from "../lib/base62";
import { sha256Hex } from "../lib/hash";
import type { Mailer } from "../mail/mailer";
import { audit } from "../audit";
import { findAccountByEmail, findOrCreateAccount, type AccountRecord } from "./accounts";
import { accountConfirmations, accounts } from "./tables";

export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
export const CONFIRMATION_TOKEN_PATTERN = /^rsc_[0-9A-Za-z]{43}$/;

type ConfirmationRow = typeof accountConfirmations.$inferSelect;

/** What the sign-up did — for tests and logs only; the visitor is told the same either way. */
export type SignUpOutcome = "confirmation_sent" | "already_registered";

/** A path inside the app to go on to after confirming (kept only when it is one; see the route). */
const withNext = (link: string, next: string | undefined) => (next && next !== "/app" ? `${link}&next=${encodeURIComponent(next)}` : link);

export async function signUp(ctx: Ctx, input: { email: string; passwordHash: string; mail: Mailer; baseUrl: string; next?: string }): Promise<SignUpOutcome> {
  const existing = await findAccountByEmail(ctx, input);
  if (existing?.passwordHash) {
    await withTransaction(ctx, async (tx) => {
      await input.mail.enqueue(tx, {
        to: existing.email,
        subject: "Your Rivalscope account",
        text: [
          `Someone (hopefully you) tried to sign up for Rivalscope with ${existing.email}, which already has an account.`,
          ``,
          `Sign in here:`,
          ``,
          `    ${input.baseUrl}/app/login`,
          ``,
          `Forgot the password? Ask for a link to set a new one:`,
          ``,
          `    ${input.baseUrl}/app/reset`,
          ``,
          `If it was not you, ignore this mail: nothing has changed.`,
        ].join("\n"),
      });
    });
    return "already_registered";
  }
  const token = `rsc_${randomBase62(43)}`;
  const link = withNext(`${input.baseUrl}/app/confirm?token=${token}`, input.next);
  await withTransaction(ctx, async (tx) => {
    const account = await findOrCreateAccount(tx, { email: input.email });
    const now = tx.clock.now();
    await tx.db
      .insert(accountConfirmations)
      .values({ id: tx.ids.id("acf", 16), accountId: account.id, tokenHash: sha256Hex(token), passwordHash: input.passwordHash, createdAt: now, expiresAt: now + CONFIRMATION_TTL_MS });
    await audit(tx, { action: "account.sign_up", target: { type: "account", id: account.id } });
    await input.mail.enqueue(tx, {
      to: account.email,
      subject: "Confirm your Rivalscope account",
      text: [
        `Someone (hopefully you) signed up for Rivalscope with ${account.email}.`,
        ``,
        `Open this link within 24 hours and type the password you chose to confirm the address:`,
        ``,
        `    ${link}`,
        ``,
        `If you did not sign up, ignore this mail: without that password the link opens nothing.`,
      ].join("\n"),
    });
  });
  return "confirmation_sent";
}

/** The open confirmation of a token — unused, unexpired — with its account's address, or null. */
export async function findOpenConfirmation(ctx: Pick<Ctx, "db" | "clock">, input: { token: string }): Promise<(ConfirmationRow & { email: string }) | null> {
  if (!CONFIRMATION_TOKEN_PATTERN.test(input.token)) return null;
  const row = (await ctx.db
    .select({ confirmation: accountConfirmations, email: accounts.email })
    .from(accountConfirmations)
    .innerJoin(accounts, eq(accounts.id, accountConfirmations.accountId))
    .where(and(eq(accountConfirmations.tokenHash, sha256Hex(input.token)), isNull(accountConfirmations.usedAt), gt(accountConfirmations.expiresAt, ctx.clock.now()))))[0];
  return row ? { ...row.confirmation, email: row.email } : null;
}

/**
 * Confirms a sign-up whose password was checked by the caller: the account gets the password
 * chosen at sign-up and counts as confirmed; every other pending sign-up of the address is voided.
 * Null when the link was used or expired meanwhile.
 */
export async function completeConfirmation(ctx: Ctx, input: { token: string }): Promise<AccountRecord | null> {
  return withTransaction(ctx, async (tx) => {
    const row = (await tx.db
      .select()
      .from(accountConfirmations)
      .where(and(eq(accountConfirmations.tokenHash, sha256Hex(input.token)), isNull(accountConfirmations.usedAt), gt(accountConfirmations.expiresAt, tx.clock.now()))))[0];
    if (!row) return null;
    const now = tx.clock.now();
    await tx.db.update(accountConfirmations).set({ usedAt: now }).where(and(eq(accountConfirmations.accountId, row.accountId), isNull(accountConfirmations.usedAt)));
    const account = (await tx.db.update(accounts).set({ passwordHash: row.passwordHash, confirmedAt: now, updatedAt: now }).where(eq(accounts.id, row.accountId)).returning())[0] ?? null;
    if (account) await audit(tx, { action: "account.confirmed", target: { type: "account", id: account.id }, details: { via: "sign-up link" } });
    return account;
  });
}

/** Marks an address confirmed (a set-password link was opened, the identity provider vouched for it). */
export async function markConfirmed(ctx: Ctx, input: { accountId: string; via: string }): Promise<void> {
  const now = ctx.clock.now();
  const done = (await ctx.db.update(accounts).set({ confirmedAt: now, updatedAt: now }).where(and(eq(accounts.id, input.accountId), isNull(accounts.confirmedAt))).returning({ id: accounts.id }))[0];
  if (done) await audit(ctx, { action: "account.confirmed", target: { type: "account", id: input.accountId }, details: { via: input.via } });
}

/** Deletes confirmations a day past their expiry (scheduled). */
export async function purgeExpiredConfirmations(ctx: Ctx): Promise<number> {
  return (await ctx.db.delete(accountConfirmations).where(lt(accountConfirmations.expiresAt, ctx.clock.now() - 24 * 60 * 60 * 1000)).returning({ id: accountConfirmations.id })).length;
}
