/**
 * Interface B test helpers: an account with a password, signing in, Bearer headers.
 */
import { expect } from "bun:test";
import { findOrCreateAccount, setPasswordHash, type AccountRecord } from "../../src/accounts/accounts";
import type { TestApp } from "../helpers/app";

export const PASSWORD = "correct horse battery";

/** An account with `password` (created, or given the password). */
export async function accountWithPassword(t: TestApp, email: string, password = PASSWORD): Promise<AccountRecord> {
  const account = await findOrCreateAccount(t.ctx, { email });
  await setPasswordHash(t.ctx, { accountId: account.id, passwordHash: await t.ctx.passwords.hash(password) });
  return account;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

export async function signIn(t: TestApp, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<Tokens> {
  const res = await t.request("/api/auth/login", { method: "POST", json: { email, password }, headers });
  expect(res.status).toBe(200);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /api/me with the token; the parsed body and the response. */
export async function me(t: TestApp, token: string) {
  const res = await t.request("/api/me", { headers: bearer(token) });
  return { res, body: await res.json() };
}

/** Asserts a 401 of interface B: the code, the challenge (with invalid_token when a token was sent), and returns the message. */
export async function expect401(res: Response, tokenSent = true): Promise<string> {
  expect(res.status).toBe(401);
  const body = await res.json();
  expect(body.error).toBe("not_authenticated");
  expect(Object.keys(body).sort()).toEqual(["error", "message"]);
  const challenge = res.headers.get("www-authenticate") ?? "";
  expect(challenge.startsWith('Bearer realm="rivalscope"')).toBe(true);
  expect(challenge.includes('error="invalid_token"')).toBe(tokenSent);
  return body.message;
}
