/**
 * The accounts service — interface B's sign-in, built once per runtime: the signing keys, the
 * sign-in throttles, the external identity provider's verifier, the per-route limits and the
 * allowance meter live here (in memory, per process); the verbs it calls keep everything else in
 * the database.
 *
 * What the HTTP layer calls: `signIn`, `refresh`, `logout`, `requestPasswordReset`,
 * `setPasswordWithReset` and `authenticate` (the Bearer plugin's one call).
 */
import type { Config } from "../config";
import type { SettingsReader } from "../settings/service";
import type { Ctx } from "../context";
import { createSignInThrottle } from "../admin/sign-in-throttle";
import { subjectLimit } from "../access/subject-limit";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import type { Mailer } from "../mail/mailer";
import { findAccountByEmail, findOrCreateAccount, getAccountById, normaliseEmail, type AccountRecord } from "./accounts";
import { issueAccessToken, InvalidTokenError, unverifiedIssuer, verifyAccessToken } from "./access-tokens";
import { createAllowanceMeter } from "./allowances";
import { createExternalTokenVerifier } from "./external-tokens";
import { completePasswordReset, findOpenReset, requestPasswordReset } from "./password-reset";
import { revokeRefreshFamily, rotateRefreshToken, startRefreshFamily } from "./refresh-tokens";
import { createSigningKeys } from "./signing-keys";

/** The answer of a sign-in or a refresh (SPEC §5). */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
}

/** Failed sign-ins allowed per client IP and per account within the window, then 429 until the oldest leaves it. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Set-password mails per address per hour; requests beyond it are answered alike but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

const WRONG_CREDENTIALS = "The email or password is not right.";
const REFRESH_REFUSED = "The refresh token is not valid (unknown, expired, already used or revoked). Sign in again with POST /api/auth/login.";

export type AccountsService = ReturnType<typeof createAccounts>;

export interface AccountsDeps {
  config: Config;
  /** The per-IP and per-account limits are run-time settings. */
  settings: SettingsReader;
  clock: Clock;
  logger: Logger;
  mail: Mailer;
  /** For the external identity provider only (an address the operator chose; not address-checked). */
  fetch: typeof fetch;
}

export function createAccounts(deps: AccountsDeps) {
  const { config, clock, logger, mail } = deps;
  const issuer = config.baseUrl;
  const keys = createSigningKeys();
  const byIp = createSignInThrottle(clock, SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS);
  const byAccount = createSignInThrottle(clock, SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS);
  const external = config.oidc ? createExternalTokenVerifier({ ...config.oidc, fetch: deps.fetch, clock, logger }) : null;
  const limits = {
    /** POST /api/auth/* per client IP (before the body is read; see app.ts). */
    auth: subjectLimit(clock, { limit: () => deps.settings.current().ipLimits.authPerMinute, windowMs: 60_000, what: "this sign-in endpoint" }),
    /** POST /api/billing/* per account. */
    billing: subjectLimit(clock, { limit: () => deps.settings.current().accountLimits.billingPerMinute, windowMs: 60_000, what: "this billing endpoint" }),
  };
  const resetMails = subjectLimit(clock, { limit: RESET_MAILS_PER_HOUR, windowMs: 3_600_000, what: "password reset" });

  async function tokensFor(ctx: Ctx, accountId: string, refreshToken: string): Promise<TokenPair> {
    const { token, expiresIn } = await issueAccessToken(ctx, keys, { accountId, issuer });
    return { access_token: token, refresh_token: refreshToken, token_type: "Bearer", expires_in: expiresIn };
  }

  return {
    keys,
    limits,
    /** Where the domains that own reports, competitors and webhooks plug in their usage counts. */
    allowances: createAllowanceMeter(),

    /**
     * Email and password → tokens. Throttled per client IP and per account: both attempts are
     * reserved synchronously, before the first await (parallel guesses see each other; see
     * sign-in-throttle.ts). Unknown email, an account without a password and a wrong password
     * answer alike — same status, same message, an argon2 verification each.
     */
    async signIn(ctx: Ctx, input: { email: string; password: string; ipBucket: string }): Promise<TokenPair> {
      const email = normaliseEmail(input.email);
      const wait = Math.max(byIp.retryAfterMs(input.ipBucket), byAccount.retryAfterMs(email));
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new AppError(
          "rate_limited",
          `Too many failed sign-ins for this account or from your address (${SIGN_IN_MAX_FAILURES} within 15 minutes). Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}.`,
          {},
          { "retry-after": String(seconds), "x-ratelimit-remaining": "0" },
        );
      }
      // Both free (checked just above, no await since): both reservations succeed.
      const ipAttempt = byIp.reserve(input.ipBucket);
      const accountAttempt = byAccount.reserve(email);
      if (!ipAttempt.ok || !accountAttempt.ok) throw new Error("sign-in throttle refused a free key");

      const account = findAccountByEmail(ctx, { email });
      const ok = await ctx.passwords.verify(account?.passwordHash ?? null, input.password);
      accountAttempt.attempt.settle(ok);
      if (ok) ipAttempt.attempt.release();
      else ipAttempt.attempt.settle(false);
      if (!ok || !account) {
        logger.warn("sign-in failed", { ip: ctx.ip, email: email.slice(0, 254) });
        throw new AppError("not_authenticated", WRONG_CREDENTIALS);
      }
      const signedIn = { ...ctx, actor: { kind: "account" as const, id: account.id } };
      logger.info("signed in", { account_id: account.id, ip: ctx.ip });
      return tokensFor(signedIn, account.id, startRefreshFamily(signedIn, { accountId: account.id, method: "password" }));
    },

    /** A refresh token → new tokens (rotation). Any failure is 401; a reused token also revokes its family. */
    async refresh(ctx: Ctx, input: { refreshToken: string }): Promise<TokenPair> {
      const r = rotateRefreshToken(ctx, input);
      if (!r.ok) throw new AppError("not_authenticated", r.reason === "reused" ? `${REFRESH_REFUSED} It had been used before, so every token of that sign-in was revoked.` : REFRESH_REFUSED);
      return tokensFor({ ...ctx, actor: { kind: "account", id: r.accountId } }, r.accountId, r.refreshToken);
    },

    /** Revokes the sign-in (family) of a refresh token. Quietly does nothing for a token that is not one. */
    logout(ctx: Ctx, input: { refreshToken: string }): void {
      revokeRefreshFamily(ctx, input);
    },

    /** Mails a set-password link when the address has an account — at most RESET_MAILS_PER_HOUR an hour. */
    requestPasswordReset(ctx: Ctx, input: { email: string }): void {
      const email = normaliseEmail(input.email);
      try {
        resetMails.admit(email);
      } catch {
        logger.warn("password reset mail suppressed: too many for this address", { email: email.slice(0, 254), ip: ctx.ip });
        return;
      }
      requestPasswordReset(ctx, { email, mail, baseUrl: config.baseUrl });
    },

    /** True while a reset link can still be used (the page shows its form). */
    resetLinkOpen: (ctx: Ctx, input: { token: string }) => findOpenReset(ctx, input) !== null,

    /** Sets the password with a reset link; false when the link is no longer open. */
    async setPasswordWithReset(ctx: Ctx, input: { token: string; password: string }): Promise<boolean> {
      if (!findOpenReset(ctx, input)) return false; // no argon2 work for a dead link
      const done = completePasswordReset(ctx, { token: input.token, passwordHash: await ctx.passwords.hash(input.password) });
      if (done) logger.info("password set with a reset link", { account_id: done.id, ip: ctx.ip });
      return done !== null;
    },

    /**
     * The account a Bearer token authenticates. Our own tokens (iss = the base URL) are verified
     * with our published keys; with an external provider configured, its tokens are verified
     * against its keys and matched (or a first time, created) by their verified email. Throws
     * InvalidTokenError, or IdpUnavailableError when the provider cannot be reached.
     */
    async authenticate(ctx: Ctx, input: { token: string }): Promise<AccountRecord> {
      const iss = unverifiedIssuer(input.token);
      if (external && iss === config.oidc!.issuer && iss !== issuer) {
        const { email } = await external.verify(input.token);
        return findAccountByEmail(ctx, { email }) ?? findOrCreateAccount(ctx, { email });
      }
      const accountId = await verifyAccessToken(ctx, keys, { token: input.token, issuer });
      const account = getAccountById(ctx, { id: accountId });
      if (!account) throw new InvalidTokenError("The account of this access token no longer exists.");
      return account;
    },

    /** Forgets idle limiter subjects (scheduled every minute). */
    sweep() {
      limits.auth.sweep();
      limits.billing.sweep();
      resetMails.sweep();
    },
  };
}
