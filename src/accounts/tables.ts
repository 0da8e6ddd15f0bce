/**
 * Accounts tables: the customer identity and what signing in needs — refresh tokens, password
 * reset tokens and the instance's token signing keys. Nothing here can be used as stored:
 * passwords and tokens are hashes, private keys are sealed under the instance key.
 *
 * An account's plan is not a column: it is derived from its `subscriptions` with product "plan"
 * (src/billing/account-plan.ts), the one record the checkout, Stripe events, the portal and the
 * operator's grants all change.
 */
import { createdAt, index, integer, table, text, uniqueIndex, updatedAt } from "../db/columns";

import { CHANGE_THRESHOLDS } from "../lib/plans";

export { CHANGE_THRESHOLDS, type ChangeThreshold } from "../lib/plans";

export const accounts = table(
  "accounts",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    /** argon2id; null until a password is set (accounts made by a checkout, a report request or OIDC). */
    passwordHash: text("password_hash"),
    /** Changes at or above this severity emit competitor.changed. */
    changeThreshold: text("change_threshold", { enum: CHANGE_THRESHOLDS }).notNull().default("medium"),
    /**
     * When the owner of the address proved they read its mail (a sign-up's confirmation link, a
     * set-password link) or the external identity provider vouched for it; null until then.
     */
    confirmedAt: integer("confirmed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("accounts_email_unique").on(t.email)],
);

/**
 * Refresh tokens, one row per token ever issued, grouped in families (one family per sign-in).
 * A token is used once: refreshing marks it `used_at` and issues the next one of its family.
 * A used token presented again means two parties hold it — the family is revoked.
 */
export const refreshTokens = table(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    familyId: text("family_id").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    revokedAt: integer("revoked_at"),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash), index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_account_idx").on(t.accountId)],
);

/** Single-use set-password links (1 hour), by hash. */
export const passwordResets = table(
  "password_resets",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [uniqueIndex("password_resets_hash_unique").on(t.tokenHash), index("password_resets_account_idx").on(t.accountId)],
);

/**
 * Sign-ups waiting for their confirmation link (24 hours), by hash. The password chosen at sign-up
 * waits here, not on the account: the account gets it only when the link is opened AND that same
 * password is typed again — so nobody can pre-register someone else's address with a password of
 * their own and wait for the owner to click (see src/accounts/sign-up.ts).
 */
export const accountConfirmations = table(
  "account_confirmations",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** argon2id of the password chosen at sign-up. */
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [uniqueIndex("account_confirmations_hash_unique").on(t.tokenHash), index("account_confirmations_account_idx").on(t.accountId)],
);

/**
 * The key pairs that sign access tokens. One is current (`retired_at` null); a retired one is
 * still published and accepted until the last token it signed has expired.
 */
export const signingKeys = table("signing_keys", {
  kid: text("kid").primaryKey(),
  alg: text("alg").notNull(),
  /** The public key as a JWK (JSON), as /.well-known/jwks.json publishes it. */
  publicJwk: text("public_jwk").notNull(),
  /** PKCS#8 private key, sealed under the instance key (ctx.secrets). */
  privateKey: text("private_key").notNull(),
  createdAt: createdAt(),
  retiredAt: integer("retired_at"),
});
