/**
 * A real OpenID provider on loopback — `oidc-provider` (panva), a certified implementation —
 * for the external-token tests. Tokens are JWT access tokens (RFC 9068) issued with the
 * client_credentials grant and a resource indicator (RFC 8707): the resource is the audience.
 * A client_credentials token has no end user, so the email claims a real deployment would map
 * into access tokens are added with the provider's own `extraTokenClaims` hook, from `claims`.
 *
 * `rotateKey()` swaps the provider for one with a new signing key at the same issuer address,
 * as an IdP's key rotation looks to its relying parties.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export interface TestIdp {
  issuer: string;
  /** Claims added to the next tokens (email, email_verified, …). */
  claims: Record<string, unknown>;
  /** A JWT access token for `resource` (default: the first audience). */
  token(resource?: string): Promise<string>;
  /** A new signing key (new kid) from now on; tokens of the old key no longer verify at the IdP. */
  rotateKey(): Promise<void>;
  stop(): void;
}

const CLIENT = { client_id: "rivalscope-tests", client_secret: "a-long-enough-client-secret-for-tests" };

export async function startTestIdp(audiences: string[]): Promise<TestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: { claims: Record<string, unknown> } = { claims: {} };
  let generation = 0;

  async function mount() {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: `idp-key-${++generation}`, alg: "ES256", use: "sig" };
    const provider = new Provider(issuer, {
      clients: [{ ...CLIENT, grant_types: ["client_credentials"], redirect_uris: [], response_types: [], id_token_signed_response_alg: "ES256" }],
      jwks: { keys: [jwk] },
      ttl: { ClientCredentials: 600 },
      features: {
        devInteractions: { enabled: false },
        clientCredentials: { enabled: true },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => audiences[0],
          getResourceServerInfo: (_ctx: unknown, resource: string) => {
            if (!audiences.includes(resource)) throw new Error(`unknown resource ${resource}`);
            return { scope: "api", audience: resource, accessTokenFormat: "jwt", jwt: { sign: { alg: "ES256" } } };
          },
        },
      },
      extraTokenClaims: () => ({ ...state.claims }),
    });
    server.removeAllListeners("request");
    server.on("request", provider.callback());
  }
  await mount();

  return {
    issuer,
    get claims() {
      return state.claims;
    },
    set claims(c) {
      state.claims = c;
    },
    async token(resource = audiences[0]) {
      const res = await fetch(`${issuer}/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${btoa(`${CLIENT.client_id}:${CLIENT.client_secret}`)}` },
        body: new URLSearchParams({ grant_type: "client_credentials", scope: "api", resource }),
      });
      const body = (await res.json()) as { access_token?: string; error?: string; error_description?: string };
      if (!body.access_token) throw new Error(`the IdP issued no token: ${body.error} ${body.error_description}`);
      return body.access_token;
    },
    rotateKey: mount,
    stop: () => server.close(),
  };
}
