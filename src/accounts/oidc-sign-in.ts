/**
 * "Sign in with …" — the customer app's sign-in through the operator's OpenID provider
 * (RIVALSCOPE_OIDC_ISSUER with RIVALSCOPE_OIDC_CLIENT_ID): the authorization-code flow with PKCE,
 * run by openid-client (panva; certified, and it checks what is easy to get wrong by hand — the
 * issuer of the discovery document, `state`, the ID token's signature, issuer, audience, expiry
 * and `nonce`, the PKCE verifier).
 *
 * The library is loaded on the first sign-in (src/vendor.ts), and the provider's discovery
 * document on the first use, then kept (a failed discovery is retried on the next sign-in).
 *
 * Which account a provider's identity opens (SPEC §5's rule for its tokens, "matched by the email
 * claim", made explicit for the app):
 * - the address comes from the ID token, or from the UserInfo endpoint when the ID token carries
 *   none; `email_verified: false` is refused (anyone could have typed it), as for the API;
 * - an account with that address is signed in — whatever else it has (a password, a plan): the
 *   operator trusts this provider to say who owns an address;
 * - an address without an account gets one, confirmed when the provider says the address is
 *   verified — unless RIVALSCOPE_SIGNUP=off, which closes every way of opening one oneself.
 */
import type { Configuration } from "openid-client";
import type { Config } from "../config";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import { loadOpenIdClient } from "../vendor";
import { accountEmail, findAccountByEmail, findOrCreateAccount, type AccountRecord } from "./accounts";
import { markConfirmed } from "./sign-up";

/** What the flow keeps between its start and the provider's redirect back (sealed in a cookie). */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider answered badly, or could not be reached: a 503 for the person, not their fault. */
export class IdpSignInUnavailable extends Error {}


export function createOidcSignIn(deps: { config: NonNullable<Config["oidcSignIn"]>; redirectUri: string; fetch: typeof fetch; logger: Logger }) {
  const { config, redirectUri, logger } = deps;
  let discovered: Promise<Configuration> | null = null;

  const configuration = () =>
    (discovered ??= (async () => {
      const client = await loadOpenIdClient();
      // http:// only when the operator configured it so (a provider on the local network, tests).
      const insecure = config.issuer.startsWith("http:") ? [client.allowInsecureRequests] : [];
      return client.discovery(new URL(config.issuer), config.clientId, config.clientSecret ? { client_secret: config.clientSecret } : undefined, config.clientSecret ? client.ClientSecretBasic() : client.None(), {
        [client.customFetch]: deps.fetch as never,
        execute: insecure,
      });
    })().catch((e) => {
      discovered = null;
      logger.warn("oidc sign-in: discovery failed", { issuer: config.issuer, err: e as Error });
      throw new IdpSignInUnavailable(`${config.name} could not be reached to sign you in. Try again in a minute, or sign in with your email and password.`);
    }));

  return {
    name: config.name,

    /** The provider's authorization address for a new sign-in, and what the callback must check. */
    async start(): Promise<{ url: string; checks: OidcChecks }> {
      const [client, cfg] = await Promise.all([loadOpenIdClient(), configuration()]);
      const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: "openid email",
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    /**
     * The provider's redirect back (`callbackUrl`: our redirect URI with its query) → the verified
     * address. Throws AppError("bad_request") for a failed check or a refusal at the provider,
     * IdpSignInUnavailable when the provider cannot be asked.
     */
    async finish(callbackUrl: URL, checks: OidcChecks): Promise<{ email: string; emailVerified: boolean | undefined }> {
      const error = callbackUrl.searchParams.get("error");
      if (error) {
        const description = callbackUrl.searchParams.get("error_description");
        throw new AppError("bad_request", `${config.name} did not sign you in (${error}${description ? `: ${description.slice(0, 200)}` : ""}).`);
      }
      const [client, cfg] = await Promise.all([loadOpenIdClient(), configuration()]);
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true });
        const id = tokens.claims()!;
        // Many providers put the address in the ID token only when asked to; UserInfo always has it for the "email" scope.
        claims = typeof id.email === "string" ? id : { ...id, ...(await client.fetchUserInfo(cfg, tokens.access_token, id.sub)) };
      } catch (e) {
        if (e instanceof TypeError || (e as { code?: string })?.code === "OAUTH_RESPONSE_IS_NOT_CONFORM" || (e as Error)?.name === "AbortError") {
          logger.warn("oidc sign-in: provider unreachable", { issuer: config.issuer, err: e as Error });
          throw new IdpSignInUnavailable(`${config.name} could not be reached to finish signing you in. Try again in a minute.`);
        }
        logger.warn("oidc sign-in refused", { issuer: config.issuer, err: e as Error });
        throw new AppError("bad_request", `Signing in with ${config.name} failed: ${(e as Error)?.message ?? "the answer did not verify"}. Start again from the sign-in page.`);
      }
      const parsed = accountEmail.safeParse(claims.email);
      if (!parsed.success) throw new AppError("bad_request", `${config.name} did not tell us a usable email address (the "email" claim must be one plain address), which is how accounts are found here.`);
      const email = parsed.data;
      if (claims.email_verified === false) throw new AppError("bad_request", `${config.name} says the address ${email} is not verified. Verify it there first, then sign in again.`);
      return { email, emailVerified: typeof claims.email_verified === "boolean" ? claims.email_verified : undefined };
    },
  };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;

/** The account an identity of the provider opens (see the rule above). */
export async function accountForIdentity(ctx: Ctx, input: { email: string; emailVerified: boolean | undefined; signUpOpen: boolean }): Promise<AccountRecord> {
  const existing = await findAccountByEmail(ctx, input);
  if (!existing && !input.signUpOpen) {
    throw new AppError("forbidden", `There is no account for ${input.email} on this server, and it does not open accounts by itself. Ask its operator for one.`);
  }
  return withTransaction(ctx, async (tx) => {
    const account = existing ?? await findOrCreateAccount(tx, { email: input.email });
    if (input.emailVerified === true && account.confirmedAt === null) await markConfirmed(tx, { accountId: account.id, via: "identity provider" });
    return account;
  });
}
