/**
 * HTTP error mapping — the one place where error codes become statuses and bodies.
 * Body shape (SPEC §3): {error, message, ...details}; interface A adds api_version.
 */
import type { ErrorCode } from "../lib/errors";
import { API_VERSION } from "../lib/version";

export const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_key_format: 400,
  not_authenticated: 401,
  invalid_api_key: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  url_unreachable: 422,
  rate_limited: 429,
  internal_error: 500,
  payment_error: 500,
  service_unavailable: 503,
};

/** Interface A paths carry `api_version` in every body, errors included. */
export const isInterfaceA = (path: string) => path === "/api/v1" || path.startsWith("/api/v1/");

/**
 * The code as each interface spells it. The seed names interface B's 429 `rate_limited`; SPEC §4
 * names interface A's `rate_limit_exceeded`. Domain code throws one code; the interface decides.
 */
const INTERFACE_A_CODES: Partial<Record<ErrorCode, string>> = { rate_limited: "rate_limit_exceeded" };

export function errorBody(path: string, code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
  const a = isInterfaceA(path);
  const body: Record<string, unknown> = a ? { api_version: API_VERSION } : {};
  body.error = (a && INTERFACE_A_CODES[code]) || code;
  body.message = message;
  return Object.assign(body, details);
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}
