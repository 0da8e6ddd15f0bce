/**
 * External tokens — access tokens of the identity provider the operator configured
 * (RIVALSCOPE_OIDC_ISSUER, RIVALSCOPE_OIDC_AUDIENCE), accepted beside our own.
 *
 * - The provider's discovery document (<issuer>/.well-known/openid-configuration) is fetched on
 *   first use and cached; its `issuer` must be exactly the configured one (OpenID Connect
 *   Discovery §4.3), else a look-alike document could point us at another key set.
 * - Keys come from its `jwks_uri` through jose's remote JWK set: cached, and fetched again when a
 *   token names an unknown kid (at most every 30 s, so garbage kids cannot make us hammer it).
 * - A token must be signed with an asymmetric algorithm (never HS*: the provider's key set is
 *   public), come from the issuer, be issued for the configured audience, be unexpired (60 s
 *   clock tolerance between two machines), and carry an `email`; `email_verified: false` is
 *   refused — an unverified address must not open the account that owns it.
 * - The issuer is chosen by the operator, not by a customer, so these requests do not go
 *   through the customer address policy (an intranet IdP is a normal setup); every request has
 *   a timeout.
 * - The provider being unreachable is not the token's fault: that is an IdpUnavailableError,
 *   which callers answer with 503 rather than telling a valid token's holder it is invalid.
 */
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/log";
import { asInvalidToken, InvalidTokenError } from "./access-tokens";
import { accountEmail } from "./accounts";

/** Asymmetric JWS algorithms only: with a public key set, an HMAC "signature" proves nothing. */
const ASYMMETRIC_ALGS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA", "Ed25519"];
const FETCH_TIMEOUT_MS = 5_000;
/** After a failed discovery, requests wait this long before it is tried again. */
const DISCOVERY_RETRY_MS = 30_000;
const CLOCK_TOLERANCE_S = 60;

export class IdpUnavailableError extends Error {
  override name = "IdpUnavailableError";
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url({ protocol: /^https?$/ }) });

export interface ExternalTokenVerifier {
  /** The verified email of a token of the configured issuer. Throws InvalidTokenError or IdpUnavailableError. */
  verify(token: string): Promise<{ email: string }>;
}

export interface ExternalTokenDeps {
  issuer: string;
  audience: string;
  fetch: typeof fetch;
  clock: Clock;
  logger: Logger;
  /** After a key set was fetched, how long an unknown kid waits before the next fetch (default 30 s). */
  jwksCooldownMs?: number;
}

export function createExternalTokenVerifier(deps: ExternalTokenDeps): ExternalTokenVerifier {
  const { issuer, audience, clock, logger } = deps;
  let keys: JWTVerifyGetKey | null = null;
  let discovering: Promise<JWTVerifyGetKey> | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;

  async function discover(): Promise<JWTVerifyGetKey> {
    const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
    try {
      const res = await deps.fetch(url, { headers: { accept: "application/json" }, redirect: "manual", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      const doc = discoverySchema.parse(await res.json());
      if (doc.issuer !== issuer) throw new Error(`its issuer is ${JSON.stringify(doc.issuer.slice(0, 200))}, not the configured ${JSON.stringify(issuer)}`);
      logger.info("oidc discovery loaded", { issuer, jwks_uri: doc.jwks_uri });
      return createRemoteJWKSet(new URL(doc.jwks_uri), {
        timeoutDuration: FETCH_TIMEOUT_MS,
        cooldownDuration: deps.jwksCooldownMs ?? 30_000,
        cacheMaxAge: 10 * 60_000,
        [customFetch]: (u, init) => deps.fetch(u, init),
      });
    } catch (e) {
      failedAt = clock.now();
      logger.error("oidc discovery failed", { url, err: e as Error });
      throw new IdpUnavailableError(`The identity provider ${issuer} could not be reached to check the token; try again in a minute.`);
    }
  }

  async function keySet(): Promise<JWTVerifyGetKey> {
    if (keys) return keys;
    if (!discovering && clock.now() - failedAt < DISCOVERY_RETRY_MS) throw new IdpUnavailableError(`The identity provider ${issuer} could not be reached to check the token; try again in a minute.`);
    discovering ??= discover().finally(() => {
      discovering = null;
    });
    keys = await discovering;
    return keys;
  }

  return {
    async verify(token) {
      const getKey = await keySet();
      let payload;
      try {
        ({ payload } = await jwtVerify(token, getKey, { algorithms: ASYMMETRIC_ALGS, issuer, audience, currentDate: new Date(clock.now()), clockTolerance: CLOCK_TOLERANCE_S, requiredClaims: ["exp"] }));
      } catch (e) {
        if (e instanceof errors.JWKSTimeout || e instanceof errors.JWKSInvalid || (e instanceof Error && !(e instanceof errors.JOSEError))) {
          logger.error("oidc key set unavailable", { issuer, err: e });
          throw new IdpUnavailableError(`The identity provider ${issuer} could not be reached to check the token; try again in a minute.`);
        }
        throw asInvalidToken(e);
      }
      const parsed = accountEmail.safeParse(payload.email);
      const email = parsed.success ? parsed.data : "";
      if (!email) throw new InvalidTokenError("The token carries no usable email claim; the identity provider must include the account's email.");
      if (payload.email_verified === false) throw new InvalidTokenError("The token's email address is not verified (email_verified is false).");
      return { email };
    },
  };
}
