/**
 * Interface B sign-in (SPEC §5 "Accounts and authentication"):
 *
 * POST /api/auth/login            {email, password} → tokens; 10 failures / 15 min per IP and per account → 429
 * POST /api/auth/refresh          {refresh_token} → tokens (rotation; a reused token revokes its family)
 * POST /api/auth/logout           {refresh_token} → 204 (revokes that sign-in)
 * POST /api/auth/password-reset   {email} → 202 alike for every address; mails a set-password link
 * GET  /.well-known/jwks.json     the public keys that verify our access tokens
 *
 * Each POST is also limited per client IP (RIVALSCOPE_AUTH_PER_MINUTE, app.ts routeLimits),
 * before its body is read.
 */
import { Elysia } from "elysia";
import type { AccountsService } from "../../accounts/service";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { jsonBody } from "../plugins/body";
import { requestMeta } from "../plugins/core";
import { errorBodies, JWKS_RESPONSES, LOGIN_RESPONSES, LOGOUT_RESPONSES, PASSWORD_RESET_ACCEPTED, PASSWORD_RESET_RESPONSES, REFRESH_RESPONSES } from "./accounts-docs";
import { acceptedSchema, jwksSchema, loginBodySchema, passwordResetBodySchema, refreshBodySchema, tokenPairSchema } from "./schemas";
import { setting } from "../openapi-settings";

export const AUTH_LIMITED_ROUTES = ["/api/auth/login", "/api/auth/refresh", "/api/auth/logout", "/api/auth/password-reset"] as const;

/** Tokens must not be kept by caches on the way (RFC 6749 §5.1); set on the answers that carry them. */
const NO_STORE = { "cache-control": "no-store", pragma: "no-cache" };

export const authRoutes = (deps: { accounts: AccountsService; context: ContextFactory }) => {
  const anonymous = (request: Request) => deps.context(ANONYMOUS, requestMeta(request).ip);
  return new Elysia({ name: "api-auth" })
    .post(
      "/api/auth/login",
      async ({ body, request, set }) => {
        const tokens = await deps.accounts.signIn(anonymous(request), { ...body, ipBucket: requestMeta(request).ipBucket });
        Object.assign(set.headers, NO_STORE);
        return tokens;
      },
      {
        ...jsonBody(loginBodySchema),
        response: { 200: tokenPairSchema, ...errorBodies(400, 401, 429) },
        detail: {
          tags: ["Accounts"],
          security: [],
          responses: LOGIN_RESPONSES,
          summary: "Sign in with email and password",
          description:
            "Returns an access token (a JWT, 1 hour) and a refresh token (30 days, single use). A wrong password, an unknown email and an account without a password all answer the same 401. " +
            `After 10 failed sign-ins within 15 minutes from one IP address or for one account, further attempts answer 429 with Retry-After. Also limited to ${setting("RIVALSCOPE_AUTH_PER_MINUTE")} requests per minute per IP.`,
        },
      },
    )
    .post(
      "/api/auth/refresh",
      async ({ body, request, set }) => {
        const tokens = await deps.accounts.refresh(anonymous(request), { refreshToken: body.refresh_token });
        Object.assign(set.headers, NO_STORE);
        return tokens;
      },
      {
        ...jsonBody(refreshBodySchema),
        response: { 200: tokenPairSchema, ...errorBodies(400, 401, 429) },
        detail: {
          tags: ["Accounts"],
          security: [],
          responses: REFRESH_RESPONSES,
          summary: "Exchange a refresh token for new tokens",
          description:
            "Rotation: the refresh token sent stops working and the answer carries the next one. Presenting an already used refresh token again revokes every token of that sign-in (stolen-token detection): sign in again. 401 for unknown, expired, used or revoked tokens.",
        },
      },
    )
    .post(
      "/api/auth/logout",
      async ({ body, request }) => {
        await deps.accounts.logout(anonymous(request), { refreshToken: body.refresh_token });
        return new Response(null, { status: 204, headers: NO_STORE });
      },
      {
        ...jsonBody(refreshBodySchema),
        response: errorBodies(400, 429),
        detail: {
          tags: ["Accounts"],
          security: [],
          responses: LOGOUT_RESPONSES,
          summary: "Sign out",
          description: "Revokes the refresh token and every token of its sign-in. Access tokens already issued stay valid until they expire (at most an hour). Answers 204 (no content) whatever the token.",
        },
      },
    )
    .post(
      "/api/auth/password-reset",
      async ({ body, request, set }) => {
        await deps.accounts.requestPasswordReset(anonymous(request), { email: body.email });
        set.status = 202;
        return { message: PASSWORD_RESET_ACCEPTED };
      },
      {
        ...jsonBody(passwordResetBodySchema),
        response: { 202: acceptedSchema, ...errorBodies(400, 429) },
        detail: {
          tags: ["Accounts"],
          security: [],
          responses: PASSWORD_RESET_RESPONSES,
          summary: "Mail a set-password link",
          description:
            "Always 202 with the same answer, whether or not the address has an account. When it has, a single-use link valid for 1 hour is mailed to it (at most 3 such mails per address per hour); it opens a page of this server where the new password is set, which also signs the account out everywhere.",
        },
      },
    )
    .get(
      "/.well-known/jwks.json",
      async ({ request, set }) => {
        set.headers["cache-control"] = "public, max-age=300";
        return deps.accounts.keys.jwks(anonymous(request));
      },
      {
        response: { 200: jwksSchema },
        detail: {
          tags: ["Accounts"],
          security: [],
          responses: JWKS_RESPONSES,
          summary: "Public keys of the access tokens",
          description: "The JWK set that verifies this server's access tokens (EdDSA, Ed25519): the current key and any retired one whose tokens may still be valid. Tokens name their key in the `kid` header.",
        },
      },
    );
};
