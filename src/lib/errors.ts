/**
 * AppError — the one error type domain code throws. Its `code` is a fixed union, mapped to an
 * HTTP status in exactly one place (src/http/errors.ts), so verbs never think about HTTP.
 */
export type ErrorCode =
  | "bad_request"
  | "invalid_key_format"
  | "not_authenticated"
  | "invalid_api_key"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "url_unreachable"
  | "rate_limited"
  | "internal_error"
  | "payment_error"
  | "service_unavailable";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the error body (e.g. `suggestions`). */
    readonly details: Record<string, unknown> = {},
    /** Extra response headers (e.g. `Retry-After`, `Allow`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError("bad_request", message, details);
export const notFound = (message: string, details?: Record<string, unknown>) => new AppError("not_found", message, details);

/**
 * True for the error PostgreSQL raises on text it cannot store — a NUL character, which SQLite
 * keeps and PostgreSQL's text type refuses (SQLSTATE 22021 / 22P05). Such input is the client's
 * mistake: the HTTP layer answers it with a 400 rather than a 500.
 */
export function isUnstorableText(e: unknown): boolean {
  // drizzle wraps a driver's error (DrizzleQueryError): the driver's is its cause.
  for (let err = e as { name?: unknown; errno?: unknown; cause?: unknown } | null, depth = 0; err && depth < 4; err = err.cause as typeof err, depth++) {
    if (err.name === "PostgresError" && (err.errno === "22021" || err.errno === "22P05")) return true;
  }
  return false;
}
