/**
 * The accounts service — interface B's sign-in, built once per runtime: the signing keys, the
 * sign-in throttles, the external identity provider's verifier, the per-route limits and the
 * allowance meter live here (in memory, per process); the verbs it calls keep everything else in
 * the database.
 *
 * What the HTTP layer calls: `signIn`, `refresh`, `logout`, `requestPasswordReset`,
 * `setPasswordWithReset` and `authenticate` (the Bearer plugin's one call); the customer app
 * signs up (`signUp`, `confirmSignUp`) and keeps its session (`signInApp`, `startAppSession`,
 * `continueAppSession`, `logout`) over the same refresh-token families, and changes a signed-in
 * customer's password (`changePassword`).
 */
import type { Config } from "../config";
import type { SettingsReader } from "../settings/service";
import type { Db } from "../db/client";
import type { Ctx } from "../context";
import { createSignInThrottle } from "../admin/sign-in-throttle";
import { subjectLimit } from "../access/subject-limit";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import type { Mailer } from "../mail/mailer";
import { withTransaction } from "../db/tx";
import { findAccountByEmail, findOrCreateAccount, getAccountById, normaliseEmail, setPasswordHash, type AccountRecord } from "./accounts";
import { issueAccessToken, InvalidTokenError, unverifiedIssuer, verifyAccessToken } from "./access-tokens";
import { createAllowanceMeter } from "./allowances";
import { createExternalTokenVerifier } from "./external-tokens";
import { completePasswordReset, findOpenReset, issueSetPasswordLink, requestPasswordReset, type SetPasswordReason } from "./password-reset";
import { continueRefreshSession, familyIsLive, familyOfToken, revokeAccountRefreshTokens, revokeRefreshFamily, rotateRefreshToken, startRefreshFamily, type SignInMethod } from "./refresh-tokens";
import { completeConfirmation, findOpenConfirmation, signUp } from "./sign-up";
import { createOidcSignIn } from "./oidc-sign-in";
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
/** Sign-ups per client IP per hour (SPEC §12): each one mails a stranger's address. */
export const SIGN_UPS_PER_HOUR = 5;
/** The app's session token is rotated once it is this old (each rotation keeps a row for reuse detection). */
export const APP_SESSION_ROTATE_MS = 60 * 60 * 1000;
/** A rotated app token still accepted this long: requests the browser sent before the new cookie arrived. */
export const APP_SESSION_GRACE_MS = 30 * 1000;

const WRONG_CREDENTIALS = "The email or password is not right.";
/** MAC purpose of the app's CSRF tokens (src/lib/seal.ts). */
const APP_CSRF_PURPOSE = "app.csrf";
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
  /** The database the sign-in and billing throttles count in when replicas share it (src/access/shared-counters.ts); null: in memory. */
  sharedLimits?: Db | null;
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
    auth: subjectLimit(clock, { limit: () => deps.settings.current().ipLimits.authPerMinute, windowMs: 60_000, what: "this sign-in endpoint", shared: deps.sharedLimits ? { db: deps.sharedLimits, name: "auth" } : null }),
    /** POST /api/billing/* per account. */
    billing: subjectLimit(clock, { limit: () => deps.settings.current().accountLimits.billingPerMinute, windowMs: 60_000, what: "this billing endpoint", shared: deps.sharedLimits ? { db: deps.sharedLimits, name: "billing" } : null }),
    /** POST /app/signup per client IP (before the body is read). */
    signUp: subjectLimit(clock, { limit: SIGN_UPS_PER_HOUR, windowMs: 3_600_000, what: "sign-up" }),
  };
  const resetMails = subjectLimit(clock, { limit: RESET_MAILS_PER_HOUR, windowMs: 3_600_000, what: "password reset" });

  async function tokensFor(ctx: Ctx, accountId: string, refreshToken: string): Promise<TokenPair> {
    const signIn = await familyOfToken(ctx, refreshToken);
    if (!signIn) throw new Error("tokensFor: the refresh token was not issued by this server");
    const { token, expiresIn } = await issueAccessToken(ctx, keys, { accountId, signIn, issuer });
    return { access_token: token, refresh_token: refreshToken, token_type: "Bearer", expires_in: expiresIn };
  }

  /**
   * Reserves a sign-in attempt for the address and for the account, synchronously — before the
   * first await (parallel guesses see each other; see sign-in-throttle.ts) — or throws the 429.
   */
  function reserveAttempts(ipBucket: string, email: string) {
    const wait = Math.max(byIp.retryAfterMs(ipBucket), byAccount.retryAfterMs(email));
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
    const ipAttempt = byIp.reserve(ipBucket);
    const accountAttempt = byAccount.reserve(email);
    if (!ipAttempt.ok || !accountAttempt.ok) throw new Error("sign-in throttle refused a free key");
    return {
      settle(ok: boolean) {
        accountAttempt.attempt.settle(ok);
        // One correct password does not vouch for an address whose failures were guesses at other accounts.
        if (ok) ipAttempt.attempt.release();
        else ipAttempt.attempt.settle(false);
      },
    };
  }

  /**
   * Email and password → the account. Throttled per client IP and per account. Unknown email, an
   * account without a password and a wrong password answer alike — same status, same message, an
   * argon2 verification each.
   */
  async function checkPassword(ctx: Ctx, input: { email: string; password: string; ipBucket: string }): Promise<AccountRecord> {
    const email = normaliseEmail(input.email);
    const attempts = reserveAttempts(input.ipBucket, email);
    const account = await findAccountByEmail(ctx, { email });
    const ok = await ctx.passwords.verify(account?.passwordHash ?? null, input.password);
    attempts.settle(ok);
    if (!ok || !account) {
      logger.warn("sign-in failed", { ip: ctx.ip, email: email.slice(0, 254) });
      throw new AppError("not_authenticated", WRONG_CREDENTIALS);
    }
    logger.info("signed in", { account_id: account.id, ip: ctx.ip });
    return account;
  }

  /** A new sign-in (refresh-token family) of the customer app; its first token goes into the cookie. */
  async function startAppSession(ctx: Ctx, accountId: string, method: SignInMethod): Promise<string> {
    return startRefreshFamily({ ...ctx, actor: { kind: "account", id: accountId } }, { accountId, method });
  }

  return {
    keys,
    limits,
    /** "Sign in with …" in the customer app; null without RIVALSCOPE_OIDC_CLIENT_ID. */
    oidcSignIn: config.oidcSignIn ? createOidcSignIn({ config: config.oidcSignIn, redirectUri: `${config.baseUrl}/app/oidc/callback`, fetch: deps.fetch, logger }) : null,
    /** Where the domains that own reports, competitors and webhooks plug in their usage counts. */
    allowances: createAllowanceMeter(),

    /**
     * Email and password → tokens. Throttled per client IP and per account: both attempts are
     * reserved synchronously, before the first await (parallel guesses see each other; see
     * sign-in-throttle.ts). Unknown email, an account without a password and a wrong password
     * answer alike — same status, same message, an argon2 verification each.
     */
    async signIn(ctx: Ctx, input: { email: string; password: string; ipBucket: string }): Promise<TokenPair> {
      const account = await checkPassword(ctx, input);
      const signedIn = { ...ctx, actor: { kind: "account" as const, id: account.id } };
      return tokensFor(signedIn, account.id, await startRefreshFamily(signedIn, { accountId: account.id, method: "password" }));
    },

    /** The customer app's sign-in: the same checks and throttles as `signIn`; the answer is a session (its refresh token). */
    async signInApp(ctx: Ctx, input: { email: string; password: string; ipBucket: string }): Promise<{ account: AccountRecord; refreshToken: string }> {
      const account = await checkPassword(ctx, input);
      return { account, refreshToken: await startAppSession(ctx, account.id, "app_password") };
    },

    startAppSession,

    /** The session of an app cookie: its account and CSRF token, and the next token when it was rotated; null when it is no session (any reason). */
    async continueAppSession(ctx: Ctx, input: { refreshToken: string }) {
      const r = await continueRefreshSession(ctx, { refreshToken: input.refreshToken, rotateAfterMs: APP_SESSION_ROTATE_MS, graceMs: APP_SESSION_GRACE_MS });
      if (!r.ok) return null;
      const account = await getAccountById(ctx, { id: r.accountId });
      // The CSRF token is a MAC of the sign-in's family id: the same for the session's whole life
      // (across rotations), different for every sign-in, and nothing to store.
      return account ? { account, csrfToken: ctx.secrets.sign(r.familyId, APP_CSRF_PURPOSE), refreshToken: r.refreshToken } : null;
    },

    /**
     * Self sign-up: the password is hashed whatever the address (the same work, and the same
     * answer, for an address with and without an account); then sign-up.ts decides what to mail.
     */
    async signUp(ctx: Ctx, input: { email: string; password: string; next?: string }) {
      const passwordHash = await ctx.passwords.hash(input.password);
      const outcome = await signUp(ctx, { email: normaliseEmail(input.email), passwordHash, mail, baseUrl: config.baseUrl, next: input.next });
      logger.info("sign-up", { outcome, ip: ctx.ip });
      return outcome;
    },

    /** The address of an open confirmation link (the page names it), or null. */
    confirmationEmail: async (ctx: Ctx, input: { token: string }) => (await findOpenConfirmation(ctx, input))?.email ?? null,

    /**
     * Opens a confirmation link with the password chosen at sign-up: throttled like a sign-in
     * (per IP and per account). Null when the link is not open; throws not_authenticated for a
     * wrong password, rate_limited when throttled.
     */
    async confirmSignUp(ctx: Ctx, input: { token: string; password: string; ipBucket: string }): Promise<{ account: AccountRecord; refreshToken: string } | null> {
      const pending = await findOpenConfirmation(ctx, input);
      if (!pending) return null;
      const attempts = reserveAttempts(input.ipBucket, pending.email);
      const ok = await ctx.passwords.verify(pending.passwordHash, input.password);
      attempts.settle(ok);
      if (!ok) throw new AppError("not_authenticated", "That is not the password chosen at sign-up. Type the password you chose when you signed up.");
      const account = await completeConfirmation(ctx, { token: input.token });
      if (!account) return null;
      logger.info("account confirmed", { account_id: account.id, ip: ctx.ip });
      return { account, refreshToken: await startAppSession(ctx, account.id, "app_link") };
    },

    /** A refresh token → new tokens (rotation). Any failure is 401; a reused token also revokes its family. */
    async refresh(ctx: Ctx, input: { refreshToken: string }): Promise<TokenPair> {
      const r = await rotateRefreshToken(ctx, input);
      if (!r.ok) throw new AppError("not_authenticated", r.reason === "reused" ? `${REFRESH_REFUSED} It had been used before, so every token of that sign-in was revoked.` : REFRESH_REFUSED);
      return tokensFor({ ...ctx, actor: { kind: "account", id: r.accountId } }, r.accountId, r.refreshToken);
    },

    /** Revokes the sign-in (family) of a refresh token. Quietly does nothing for a token that is not one. */
    async logout(ctx: Ctx, input: { refreshToken: string }): Promise<void> {
      await revokeRefreshFamily(ctx, input);
    },

    /**
     * A signed-in customer's new password. The current one is asked first — throttled like a
     * sign-in (per IP and per account), so whoever holds a stolen session can neither guess it
     * nor lock the owner out by changing it. Then every sign-in of the account ends, API refresh
     * tokens included (a thief's session among them), and this browser gets a fresh one: the
     * returned refresh token. An account without a password (opened by a checkout or the identity
     * provider) sets its first one through a mailed link instead.
     */
    async changePassword(ctx: Ctx, input: { accountId: string; current: string; password: string; ipBucket: string }): Promise<{ refreshToken: string }> {
      const account = await getAccountById(ctx, { id: input.accountId });
      if (!account?.passwordHash) throw new AppError("bad_request", "This account has no password yet: ask for a set-password link instead.");
      const attempts = reserveAttempts(input.ipBucket, account.email);
      const ok = await ctx.passwords.verify(account.passwordHash, input.current);
      attempts.settle(ok);
      if (!ok) throw new AppError("bad_request", "Current password: that is not the account's password.", { field: "current" });
      const passwordHash = await ctx.passwords.hash(input.password);
      await withTransaction(ctx, async (tx) => {
        await setPasswordHash(tx, { accountId: account.id, passwordHash });
        await revokeAccountRefreshTokens(tx, { accountId: account.id });
      });
      logger.info("password changed", { account_id: account.id, ip: ctx.ip });
      return { refreshToken: await startAppSession(ctx, account.id, "app_password") };
    },

    /** Mails a set-password link when the address has an account — at most RESET_MAILS_PER_HOUR an hour. */
    async requestPasswordReset(ctx: Ctx, input: { email: string }): Promise<void> {
      const email = normaliseEmail(input.email);
      try {
        await resetMails.admit(email);
      } catch {
        logger.warn("password reset mail suppressed: too many for this address", { email: email.slice(0, 254), ip: ctx.ip });
        return;
      }
      await requestPasswordReset(ctx, { email, mail, baseUrl: config.baseUrl });
    },

    /** True while a reset link can still be used (the page shows its form). */
    resetLinkOpen: async (ctx: Ctx, input: { token: string }) => (await findOpenReset(ctx, input)) !== null,

    /** Sets the password with a set-password link; the account, or null when the link is no longer open. */
    async setPasswordWithReset(ctx: Ctx, input: { token: string; password: string }): Promise<Pick<AccountRecord, "id"> | null> {
      if (!(await findOpenReset(ctx, input))) return null; // no argon2 work for a dead link
      const done = await completePasswordReset(ctx, { token: input.token, passwordHash: await ctx.passwords.hash(input.password) });
      if (done) logger.info("password set with a reset link", { account_id: done.id, ip: ctx.ip });
      return done;
    },

    /** Mails the account a set-password link (a welcome, the operator's invitation); returns the link. */
    sendSetPasswordLink: async (ctx: Ctx, input: { account: Pick<AccountRecord, "id" | "email">; reason: Exclude<SetPasswordReason, "reset"> }) =>
      await issueSetPasswordLink(ctx, { ...input, mail, baseUrl: config.baseUrl }),

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
        return (await findAccountByEmail(ctx, { email })) ?? (await findOrCreateAccount(ctx, { email }));
      }
      const { accountId, signIn } = await verifyAccessToken(ctx, keys, { token: input.token, issuer });
      const account = await getAccountById(ctx, { id: accountId });
      if (!account) throw new InvalidTokenError("The account of this access token no longer exists.");
      if (!(await familyIsLive(ctx, signIn))) throw new InvalidTokenError("The sign-in of this access token has ended (signed out, or the password changed); sign in again.");
      return account;
    },

    /** Forgets idle limiter subjects (scheduled every minute). */
    sweep() {
      limits.auth.sweep();
      limits.billing.sweep();
      limits.signUp.sweep();
      resetMails.sweep();
    },
  };
}
