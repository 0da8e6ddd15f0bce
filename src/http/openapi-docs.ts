/**
 * The vocabulary routes document their responses with, for the OpenAPI document (openapi.ts):
 *
 * - RESPONSE_HEADERS: every response header the API sends on purpose, defined once (the document
 *   carries them in components.headers and responses refer to them);
 * - `responses({...})`: per status, a description, the headers sent and named examples — what the
 *   generator cannot know. The schema comes from the route's own `response` zod schema; openapi.ts
 *   merges the two and adds what every route shares (X-Request-Id, 405, 413);
 * - `errorExample(...)`: an error body built by the same function the error mapper uses, so an
 *   example can differ from the real body only in its sentence — and test/http/openapi.test.ts
 *   replays every error example to check the sentence too.
 */
import type { DocumentDecoration } from "elysia";
import { z } from "zod";
import type { ErrorCode } from "../lib/errors";
import { errorBody } from "./errors";

interface HeaderDoc {
  description: string;
  /** Sent on every response the header is listed for. */
  required?: boolean;
  schema: { type: "string" | "integer"; minimum?: number };
  example: string | number;
}

const seconds = { type: "integer", minimum: 0 } as const;
const count = { type: "integer", minimum: 0 } as const;

export const RESPONSE_HEADERS = {
  "X-Request-Id": {
    description: "Identifies the request in the server's log; quote it when reporting a problem. A short, plain X-Request-Id sent with the request is kept.",
    required: true,
    schema: { type: "string" },
    example: "3f9c2a1e-4k",
  },
  "X-RateLimit-Limit": {
    description: "Requests allowed per sliding minute: the caller's tier limit, or the endpoint's own per-IP limit. Absent when unlimited (internal keys).",
    schema: count,
    example: 30,
  },
  "X-RateLimit-Remaining": { description: "Requests left in the current sliding minute.", schema: count, example: 29 },
  "X-RateLimit-Reset": { description: "Seconds until the sliding minute has room again.", schema: seconds, example: 60 },
  "X-Quota-Limit": {
    description: "Requests allowed per quota window: a UTC day on the free tier (per client IP), a UTC calendar month on paid keys. Absent when unlimited.",
    schema: count,
    example: 100,
  },
  "X-Quota-Remaining": { description: "Requests left in the quota window.", schema: count, example: 99 },
  "X-Quota-Reset": { description: "Seconds until the quota window starts afresh (UTC midnight, or the first of the month).", schema: seconds, example: 43200 },
  "RateLimit-Policy": {
    description: 'The same limits in the IETF draft\'s form: one entry per window, `q` requests per `w` seconds (draft-ietf-httpapi-ratelimit-headers).',
    schema: { type: "string" },
    example: '"minute";q=30;w=60, "day";q=100;w=86400',
  },
  RateLimit: {
    description: "What is left of each window of RateLimit-Policy: `r` requests remaining, `t` seconds until it resets.",
    schema: { type: "string" },
    example: '"minute";r=29;t=60, "day";r=99;t=43200',
  },
  "Retry-After": { description: "Seconds to wait before trying again.", required: true, schema: seconds, example: 60 },
  ETag: {
    description: "Version of this body. Send it back in If-None-Match: while the catalog has not changed, the answer is 304 without a body.",
    required: true,
    schema: { type: "string" },
    example: '"2sap14y0bc8pg"',
  },
  "Cache-Control": {
    description:
      "How caches may keep the body. `no-cache` on catalog reads: keep it, but revalidate (If-None-Match) before reuse; `no-store` on answers that carry tokens: never keep them; `public, max-age=300` on the token key set.",
    required: true,
    schema: { type: "string" },
    example: "no-cache",
  },
  Allow: { description: "The methods this path answers.", required: true, schema: { type: "string" }, example: "GET, HEAD" },
  "WWW-Authenticate": {
    description:
      'How to authenticate (RFC 9110 §11.6.1): a Bearer access token. When a token was sent but does not verify, also `error="invalid_token"` and an `error_description` saying why (RFC 6750 §3).',
    required: true,
    schema: { type: "string" },
    example: 'Bearer realm="rivalscope", error="invalid_token", error_description="The access token has expired; get a new one with POST /api/auth/refresh."',
  },
} satisfies Record<string, HeaderDoc>;

export type HeaderName = keyof typeof RESPONSE_HEADERS;

/** The per-minute headers, on every answer of an endpoint with a rate limit. */
export const RATE_HEADERS: HeaderName[] = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];
/** What a counted interface A request carries: the minute and the quota, also in the IETF form. */
export const METERED_HEADERS: HeaderName[] = [...RATE_HEADERS, "X-Quota-Limit", "X-Quota-Remaining", "X-Quota-Reset", "RateLimit-Policy", "RateLimit"];

export interface Example {
  summary: string;
  value: unknown;
}

export interface ResponseDoc {
  description: string;
  headers?: HeaderName[];
  examples?: Record<string, Example>;
}

type Responses = NonNullable<DocumentDecoration["responses"]>;

export const headerRef = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });

/**
 * Route `detail.responses` from short docs. The JSON content carries only the examples here; the
 * schema is the route's `response` schema, filled in by openapi.ts.
 */
export function responses(docs: Record<number, ResponseDoc>): Responses {
  const out: Responses = {};
  for (const [status, d] of Object.entries(docs)) {
    out[status] = {
      description: d.description,
      ...(d.headers?.length ? { headers: Object.fromEntries(d.headers.map((h) => [h, headerRef(h)])) } : {}),
      ...(d.examples ? { content: { "application/json": { examples: d.examples } } } : {}),
    };
  }
  return out;
}

/** The error body outside interface A (which adds `api_version`: v1/schemas.ts). */
export const apiErrorSchema = z.object({
  error: z.string().describe("Machine-readable code: bad_request, not_authenticated, forbidden, not_found, method_not_allowed, payload_too_large, rate_limited, …"),
  message: z.string().describe("What went wrong and what to do, naming the parameter or field."),
  field: z.string().optional().describe("The parameter or field at fault, on validation errors."),
});

/** An example error body for `path`, exactly as the error mapper would write it. */
export const errorExample = (path: string, summary: string, code: ErrorCode, message: string, details?: Record<string, unknown>): Example => ({
  summary,
  value: errorBody(path, code, message, details),
});
