/**
 * Password reset — a single-use link, valid one hour, mailed to the account's address, that
 * opens a page of this server where a new password is set.
 *
 * - The token (`rpr_` + 43 base62 characters) is stored as a SHA-256 hash. The mail is written
 *   in the same transaction as the token row, with the link marked as a secret: SMTP sends it
 *   (sealed until then), the outbox shows it redacted — without SMTP the link is never stored
 *   in clear, and the operator sets passwords with `rivalscope accounts create` instead.
 * - Requests for unknown addresses do nothing, and the route answers 202 alike either way, so the
 *   endpoint does not tell which addresses have accounts.
 * - Setting the password uses the token up, voids the account's other open links and revokes its
 *   refresh tokens: whoever was signed in with the old password is signed out.
 */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Ctx } from "../context";
import { inTransaction } from "../db/tx";
import { randomBase62 } from "../lib/base62";
import { sha256Hex } from "../lib/hash";
import type { Mailer } from "../mail/mailer";
import { findAccountByEmail, setPasswordHash, type AccountRecord } from "./accounts";
import { revokeAccountRefreshTokens } from "./refresh-tokens";
import { passwordResets } from "./tables";

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_TOKEN_PATTERN = /^rpr_[0-9A-Za-z]{43}$/;

type ResetRow = typeof passwordResets.$inferSelect;

/** Mails a set-password link when an account has this address; does nothing otherwise. */
export function requestPasswordReset(ctx: Ctx, input: { email: string; mail: Mailer; baseUrl: string }): void {
  const account = findAccountByEmail(ctx, input);
  if (!account) return;
  const token = `rpr_${randomBase62(43)}`;
  const link = `${input.baseUrl}/account/reset?token=${token}`;
  const now = ctx.clock.now();
  inTransaction(ctx.db, () => {
    ctx.db.insert(passwordResets).values({ id: ctx.ids.id("pwr", 16), accountId: account.id, tokenHash: sha256Hex(token), createdAt: now, expiresAt: now + RESET_TTL_MS }).run();
    input.mail.enqueue(ctx, {
      to: account.email,
      subject: "Set your Rivalscope password",
      text: [
        `Someone (hopefully you) asked to set a new password for the Rivalscope account ${account.email}.`,
        ``,
        `Open this link within one hour to choose it (it works once):`,
        ``,
        `    ${link}`,
        ``,
        `If you did not ask for this, ignore this mail: your password stays as it is.`,
      ].join("\n"),
      secrets: [{ value: link, shownAs: "[the set-password link: sent by SMTP only, never stored in clear]" }],
    });
  });
}

/** The open reset of a token — unused, unexpired — or null. */
export function findOpenReset(ctx: Pick<Ctx, "db" | "clock">, input: { token: string }): ResetRow | null {
  if (!RESET_TOKEN_PATTERN.test(input.token)) return null;
  return (
    ctx.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, sha256Hex(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, ctx.clock.now())))
      .get() ?? null
  );
}

/**
 * Sets the password with a reset token. `passwordHash` is computed by the caller beforehand
 * (argon2 is slow; a transaction must not wait for it). Null when the token is not (or no
 * longer) open — used meanwhile, expired, or never issued.
 */
export function completePasswordReset(ctx: Ctx, input: { token: string; passwordHash: string }): Pick<AccountRecord, "id"> | null {
  return inTransaction(ctx.db, () => {
    const reset = findOpenReset(ctx, input);
    if (!reset) return null;
    const now = ctx.clock.now();
    ctx.db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt))).run();
    setPasswordHash(ctx, { accountId: reset.accountId, passwordHash: input.passwordHash });
    revokeAccountRefreshTokens(ctx, { accountId: reset.accountId });
    return { id: reset.accountId };
  });
}

/** Deletes reset rows a day past their expiry (scheduled). */
export function purgeExpiredResets(ctx: Ctx): number {
  return ctx.db.delete(passwordResets).where(lt(passwordResets.expiresAt, ctx.clock.now() - 24 * 60 * 60 * 1000)).returning({ id: passwordResets.id }).all().length;
}
