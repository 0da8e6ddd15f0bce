/**
 * Double-submit form tokens — CSRF protection for forms shown before there is a session (sign-in,
 * sign-up, setup, set-password): a random value both in an HttpOnly SameSite=Strict cookie and in
 * the form. A forged cross-site post arrives without the cookie (SameSite) and cannot read it to
 * copy into the form (HttpOnly, same-origin policy) — so it is refused ("login CSRF").
 */
import { randomBase62 } from "../../lib/base62";
import { safeEqual } from "../../lib/safe-equal";
import { cookie, field, readCookie, type CookieOptions } from "./respond";

const FORM_TOKEN = /^[0-9A-Za-z]{32}$/;
/** The form field carrying the token, as on every signed-in form. */
export const CSRF_FIELD = "_csrf";

export interface FormTokens {
  /** This browser's token, and the Set-Cookie header when it needs a new one. */
  issue(request: Request): { token: string; headers: Record<string, string> };
  /** True when the form's token matches the cookie's. */
  valid(request: Request, body: unknown): boolean;
  /** The Set-Cookie header that forgets the token (after a sign-in). */
  clear(): string;
}

export function formTokens(name: string, opts: { secure: boolean; path: CookieOptions["path"] }): FormTokens {
  const set = (value: string, maxAgeS: number) => cookie(name, value, { maxAgeS, secure: opts.secure, path: opts.path });
  return {
    issue(request) {
      const existing = readCookie(request, name);
      if (existing && FORM_TOKEN.test(existing)) return { token: existing, headers: {} as Record<string, string> };
      const token = randomBase62(32);
      return { token, headers: { "set-cookie": set(token, 3600) } };
    },
    valid: (request, body) => safeEqual(field(body, CSRF_FIELD), readCookie(request, name)),
    clear: () => set("", 0),
  };
}
