/**
 * Set-password links — single-use, mailed to the account's address, opening the app's
 * /app/set-password page: a reset the customer asked for (valid one hour), the welcome after a
 * checkout opened the account, or the operator's invitation (both valid seven days).
 *
 * - The token (`rpr_` + 43 base62 characters) is stored as a SHA-256 hash. The mail is written
 *   in the same transaction as the token row, with the link marked as a secret: SMTP sends it
 *   (sealed until then), the outbox shows it redacted — without SMTP the link is never stored
 *   in clear; the operator's dashboard shows the link it sends once, to pass on by hand.
 * - Requests for unknown addresses do nothing, and the route answers 202 alike either way, so the
 *   endpoint does not tell which addresses have accounts.
 * - Setting the password uses the token up, voids the account's other open links, counts the
 *   address as confirmed and revokes its refresh tokens: whoever was signed in with the old
 *   password is signed out.
 */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { randomBase62 } from "../lib/base62";
import { sha256Hex } from "../lib/hash";
import type { Mailer } from "../mail/mailer";
import { findAccountByEmail, setPasswordHash, type AccountRecord } from "./accounts";
import { revokeAccountRefreshTokens } from "./refresh-tokens";
import { markConfirmed } from "./sign-up";
import { passwordResets } from "./tables";

export const RESET_TTL_MS = 60 * 60 * 1000;
/** A link the customer did not ask for (a welcome after a checkout, the operator's) waits longer: a week. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_PATTERN = /^rpr_[0-9A-Za-z]{43}$/;

type ResetRow = typeof passwordResets.$inferSelect;

/**
 * Why a set-password link is sent: the customer asked (`reset`), a checkout created the account
 * (`welcome`), or the operator sent it from the dashboard (`operator`).
 */
export type SetPasswordReason = "reset" | "welcome" | "operator";

const LINK_TTL: Record<SetPasswordReason, number> = { reset: RESET_TTL_MS, welcome: INVITE_TTL_MS, operator: INVITE_TTL_MS };

function mailFor(reason: SetPasswordReason, email: string, link: string, baseUrl: string): { subject: string; text: string } {
  const within = reason === "reset" ? "within one hour" : "within seven days";
  const open = [``, `Open this link ${within} to choose it (it works once):`, ``, `    ${link}`, ``];
  if (reason === "reset") {
    return {
      subject: "Set your Rivalscope password",
      text: [`Someone (hopefully you) asked to set a new password for the Rivalscope account ${email}.`, ...open, `If you did not ask for this, ignore this mail: your password stays as it is.`].join("\n"),
    };
  }
  const intro =
    reason === "welcome"
      ? [`Welcome to Rivalscope! Your purchase opened an account for ${email}.`, ``, `Choose a password to sign in to the app, where you see your plan, its renewal date and the API keys you bought:`]
      : [`The operator of Rivalscope at ${baseUrl} opened an account for ${email}.`, ``, `Choose a password to sign in to the app:`];
  return { subject: reason === "welcome" ? "Welcome to Rivalscope: set your password" : "Your Rivalscope account: set your password", text: [...intro, ...open, `After that, sign in at ${baseUrl}/app/login.`].join("\n") };
}

/**
 * Writes a set-password token and the mail carrying its link, in one transaction; returns the
 * link. The link is marked as a secret: SMTP sends it (sealed until then), the outbox shows it
 * redacted. (Without SMTP the operator's dashboard shows the link it sent once, to pass on.)
 */
export async function issueSetPasswordLink(ctx: Ctx, input: { account: Pick<AccountRecord, "id" | "email">; mail: Mailer; baseUrl: string; reason: SetPasswordReason }): Promise<string> {
  const token = `rpr_${randomBase62(43)}`;
  const link = `${input.baseUrl}/app/set-password?token=${token}`;
  const now = ctx.clock.now();
  await withTransaction(ctx, async (tx) => {
    await tx.db.insert(passwordResets).values({ id: tx.ids.id("pwr", 16), accountId: input.account.id, tokenHash: sha256Hex(token), createdAt: now, expiresAt: now + LINK_TTL[input.reason] });
    await input.mail.enqueue(tx, {
      to: input.account.email,
      ...mailFor(input.reason, input.account.email, link, input.baseUrl),
      secrets: [{ value: link, shownAs: "[the set-password link: sent by SMTP only, never stored in clear]" }],
    });
  });
  return link;
}

/** Mails a set-password link when an account has this address; does nothing otherwise. */
export async function requestPasswordReset(ctx: Ctx, input: { email: string; mail: Mailer; baseUrl: string }): Promise<void> {
  const account = await findAccountByEmail(ctx, input);
  if (account) await issueSetPasswordLink(ctx, { account, mail: input.mail, baseUrl: input.baseUrl, reason: "reset" });
}

/** The open reset of a token — unused, unexpired — or null. */
export async function findOpenReset(ctx: Pick<Ctx, "db" | "clock">, input: { token: string }): Promise<ResetRow | null> {
  if (!RESET_TOKEN_PATTERN.test(input.token)) return null;
  return (
    (await ctx.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, sha256Hex(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, ctx.clock.now()))))[0] ?? null
  );
}

/**
 * Sets the password with a reset token. `passwordHash` is computed by the caller beforehand
 * (argon2 is slow; a transaction must not wait for it). Null when the token is not (or no
 * longer) open — used meanwhile, expired, or never issued.
 */
export async function completePasswordReset(ctx: Ctx, input: { token: string; passwordHash: string }): Promise<Pick<AccountRecord, "id"> | null> {
  return withTransaction(ctx, async (tx) => {
    const reset = await findOpenReset(tx, input);
    if (!reset) return null;
    const now = tx.clock.now();
    await tx.db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)));
    await setPasswordHash(tx, { accountId: reset.accountId, passwordHash: input.passwordHash });
    // The link came by mail: whoever opened it reads the address's mail.
    await markConfirmed(tx, { accountId: reset.accountId, via: "set-password link" });
    await revokeAccountRefreshTokens(tx, { accountId: reset.accountId });
    return { id: reset.accountId };
  });
}

/** Deletes reset rows a day past their expiry (scheduled). */
export async function purgeExpiredResets(ctx: Ctx): Promise<number> {
  return (await ctx.db.delete(passwordResets).where(lt(passwordResets.expiresAt, ctx.clock.now() - 24 * 60 * 60 * 1000)).returning({ id: passwordResets.id })).length;
}
