/**
 * Access tokens — the JWTs this instance issues for interface B (RFC 9068 profile): header
 * `{alg: EdDSA, typ: at+jwt, kid}`, claims `iss` = the base URL, `aud` = "rivalscope",
 * `sub` = the account id, `sid` = the sign-in (refresh-token family) it was issued under, `iat`,
 * `exp` (1 hour), `jti`. The caller checks `sid` is still live (accounts/service.ts): a token of
 * a sign-in that has ended — signed out, signed out everywhere, a new password — is refused even
 * before its `exp`.
 *
 * Verification accepts exactly what issuance produces: the algorithm allow-list is [EdDSA] (so
 * `alg: none` and HS256 signed with the public key as a "secret" fail before any key is
 * touched), the key is found only by its `kid` among our published keys, `typ` must be at+jwt
 * (no other JWT of ours can pass for an access token), and iss, aud, exp and nbf are checked
 * against the injected clock with no tolerance — the issuer and the verifier share that clock.
 */
import { decodeJwt, errors, jwtVerify, SignJWT } from "jose";
import type { Ctx } from "../context";
import { SIGNING_ALG, type SigningKeys } from "./signing-keys";

export const ACCESS_TOKEN_TTL_S = 3600;
export const ACCESS_TOKEN_AUDIENCE = "rivalscope";
export const ACCESS_TOKEN_TYPE = "at+jwt";

/** A token that does not authenticate anyone; `message` says why, in words safe to show its holder. */
export class InvalidTokenError extends Error {
  override name = "InvalidTokenError";
}

export async function issueAccessToken(ctx: Ctx, keys: SigningKeys, input: { accountId: string; signIn: string; issuer: string }): Promise<{ token: string; expiresIn: number }> {
  const { kid, privateKey } = await keys.current(ctx);
  const now = Math.floor(ctx.clock.now() / 1000);
  const token = await new SignJWT({ sid: input.signIn })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: ACCESS_TOKEN_TYPE, kid })
    .setIssuer(input.issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(input.accountId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
    .setJti(ctx.ids.id("at", 16))
    .sign(privateKey);
  return { token, expiresIn: ACCESS_TOKEN_TTL_S };
}

/** The account an access token of ours was issued to, and the sign-in it was issued under. Throws InvalidTokenError. */
export async function verifyAccessToken(ctx: Pick<Ctx, "db" | "clock">, keys: SigningKeys, input: { token: string; issuer: string }): Promise<{ accountId: string; signIn: string }> {
  try {
    const { payload } = await jwtVerify(
      input.token,
      async (header) => {
        const key = header.kid ? await keys.publicKey(ctx, header.kid) : null;
        if (!key) throw new InvalidTokenError("The access token names a signing key this server does not know (or no longer accepts).");
        return key;
      },
      {
        algorithms: [SIGNING_ALG],
        issuer: input.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        typ: ACCESS_TOKEN_TYPE,
        currentDate: new Date(ctx.clock.now()),
        requiredClaims: ["sub", "sid", "exp", "iat"],
      },
    );
    if (typeof payload.sub !== "string" || payload.sub === "") throw new InvalidTokenError("The access token has no subject.");
    if (typeof payload.sid !== "string" || payload.sid === "") throw new InvalidTokenError("The access token names no sign-in (sid).");
    return { accountId: payload.sub, signIn: payload.sid };
  } catch (e) {
    throw asInvalidToken(e);
  }
}

/** jose's failures (and anything else thrown while verifying) as an InvalidTokenError that says what was wrong. */
export function asInvalidToken(e: unknown): InvalidTokenError {
  if (e instanceof InvalidTokenError) return e;
  if (e instanceof errors.JWTExpired) return new InvalidTokenError("The access token has expired; get a new one with POST /api/auth/refresh.");
  if (e instanceof errors.JWTClaimValidationFailed) {
    if (e.claim === "nbf") return new InvalidTokenError("The access token is not valid yet (nbf is in the future).");
    if (e.claim === "iat") return new InvalidTokenError("The access token's issue time (iat) is not acceptable.");
    return new InvalidTokenError(`The access token's "${e.claim}" claim is not acceptable here.`);
  }
  if (e instanceof errors.JOSEAlgNotAllowed || e instanceof errors.JOSENotSupported) return new InvalidTokenError("The access token is signed with an algorithm this server does not accept.");
  if (e instanceof errors.JWSSignatureVerificationFailed) return new InvalidTokenError("The access token's signature is not valid.");
  if (e instanceof errors.JWKSNoMatchingKey) return new InvalidTokenError("The access token names a signing key its issuer does not publish.");
  return new InvalidTokenError("The access token is malformed (expected a signed JWT).");
}

/** The `iss` of a token without verifying anything — only to choose which verifier checks it. */
export function unverifiedIssuer(token: string): string | null {
  try {
    const { iss } = decodeJwt(token);
    return typeof iss === "string" ? iss : null;
  } catch {
    return null;
  }
}
