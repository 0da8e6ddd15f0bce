/**
 * An access token for an account without going through a sign-in endpoint: a sign-in (refresh
 * family) is started for it first, since access tokens carry their sign-in and are refused once
 * it has ended.
 */
import { issueAccessToken } from "../../src/accounts/access-tokens";
import { familyOfToken, startRefreshFamily } from "../../src/accounts/refresh-tokens";
import type { SigningKeys } from "../../src/accounts/signing-keys";
import type { Ctx } from "../../src/context";

export async function accessTokenFor(ctx: Ctx, keys: SigningKeys, input: { accountId: string; issuer: string }) {
  const signIn = (await familyOfToken(ctx, await startRefreshFamily(ctx, { accountId: input.accountId, method: "password" })))!;
  return issueAccessToken(ctx, keys, { ...input, signIn });
}
