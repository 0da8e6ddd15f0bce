/**
 * Interface B request and response schemas (zod), shared by its routes: they validate with them
 * and the OpenAPI document is generated from them.
 *
 * The error bodies (SPEC §5: `{error, message}` plus what helps the client) are here too, for the
 * document: the plain one, `apiErrorSchema`, is in ../openapi-docs.ts (every surface outside
 * interface A shares it); the analysis endpoints' richer ones below. The bodies themselves are
 * built by the one error mapper (src/http/errors.ts).
 */
import { z } from "zod";
import { CHANGE_THRESHOLDS } from "../../accounts/tables";
import { PASSWORD_MAX } from "../../lib/password";
import { PLANS } from "../../lib/plans";

// ── Errors ──

const message = z.string().describe("What went wrong, in a sentence a person can act on.");

// The response schemas here are `z.lazy`: built at their first use (an answer checked, the OpenAPI document), not at
// every start (docs/benchmarks.md, "Cold start, session 17"); the request schemas stay eager.
export const badRequestSchema = z.lazy(() =>
  z
    .object({
      error: z.literal("bad_request"),
      message,
      field: z.string().optional().describe("The request field at fault."),
    })
    .meta({
      description: "The body is not valid JSON or misses a field, or a URL is refused (not http(s), too long, credentials, or it resolves to a private, loopback, link-local or metadata address — directly or through a redirect).",
      examples: [
        { error: "bad_request", message: "competitor_url: intranet.example resolves to a private address (RFC 1918) (10.0.0.7)", field: "competitor_url" },
        { error: "bad_request", message: 'Invalid field "your_url": only http and https URLs can be fetched (got ftp)', field: "your_url" },
      ],
    }),
);

export const urlUnreachableSchema = z.lazy(() =>
  z
    .object({
      error: z.literal("url_unreachable"),
      message,
      field: z.string().describe("The request field whose site could not be read."),
      url: z.string().describe("The URL that could not be fetched."),
      reason: z.enum(["dns", "timeout", "connect", "tls", "http_status", "not_html", "too_large", "redirects", "too_complex"]).describe("Why: DNS failure, timeout (10 s), refused connection, TLS error, HTTP 4xx/5xx, not an HTML page, over 5 MiB, more than 5 redirects / a loop, or too_complex: the site was read but analysing it took more than its CPU budget (5 s by default)."),
    })
    .meta({
      description: "A target site's home page could not be read.",
      example: { error: "url_unreachable", message: "competitor_url: https://competitor.example/ could not be fetched: competitor.example answered HTTP 503 (Service Unavailable).", field: "competitor_url", url: "https://competitor.example/", reason: "http_status" },
    }),
);

export const rateLimitedSchema = z.lazy(() =>
  z
    .object({
      error: z.literal("rate_limited"),
      message,
      limit: z.number().int().describe("The allowance that ran out."),
      retry_after_seconds: z.number().int().describe("Seconds until one more request is allowed (also in Retry-After)."),
      window: z.enum(["session", "day"]).describe("session: per visitor session (24 h) or cookie-less client IP; day: per client IP per UTC day."),
    })
    .meta({
      description: "An allowance is used up; Retry-After and X-RateLimit-Remaining say when and how many.",
      example: { error: "rate_limited", message: "The limit of 10 roasts per session (24 hours) is used up; retry in 86312 seconds.", limit: 10, retry_after_seconds: 86312, window: "session" },
    }),
);

// ── Accounts and billing ──

/** The OpenAPI security requirement of Bearer routes (the scheme is declared in openapi.ts). */
export const BEARER_SECURITY = [{ bearer: [] as string[] }];

export const emailField = z
  .string({ error: "is required and must be a string" })
  .trim()
  .max(254, "must be at most 254 characters")
  .toLowerCase()
  .pipe(z.email({ error: "must be a valid email address" }))
  .meta({ format: "email", examples: ["ann@example.com"] });

export const tokenPairSchema = z.lazy(() =>
  z
    .object({
      access_token: z.string().describe("A JWT (EdDSA) to send as Authorization: Bearer …; valid for expires_in seconds."),
      refresh_token: z.string().describe("Opaque; valid 30 days and usable once: each refresh returns the next one."),
      token_type: z.literal("Bearer"),
      expires_in: z.number().int().describe("Seconds until the access token expires (3600)."),
    })
    .meta({ example: { access_token: "eyJhbGciOiJFZERTQSIsInR5cCI6ImF0K2p3dCIsImtpZCI6InNrXzEyMyJ9.eyJzdWIiOiJhY2N0XzEyMyJ9.c2ln", refresh_token: "rsr_7Yc2kQ9wLm3Xp8Rt1Vb6Nf4Hs0Jd5Ga2Ze9Uo1Ci3Ky", token_type: "Bearer", expires_in: 3600 } }),
);

export const loginBodySchema = z
  .object({
    email: emailField,
    password: z.string({ error: "is required and must be a string" }).min(1, "must not be empty").max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
  })
  .meta({ example: { email: "ann@example.com", password: "correct horse battery staple" } });

export const refreshBodySchema = z
  .object({ refresh_token: z.string({ error: "is required and must be a string" }).min(1, "must not be empty").max(200, "must be at most 200 characters") })
  .meta({ example: { refresh_token: "rsr_7Yc2kQ9wLm3Xp8Rt1Vb6Nf4Hs0Jd5Ga2Ze9Uo1Ci3Ky" } });

export const passwordResetBodySchema = z.object({ email: emailField }).meta({ example: { email: "ann@example.com" } });

export const acceptedSchema = z.lazy(() => z.object({ message: z.string() }));

const planField = z.enum(["none", ...PLANS]).describe("none, tracker or command.");

export const meSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      email: z.email(),
      plan: planField,
      status: z.enum(["active", "past_due", "canceled"]).nullable().describe("Of the plan's subscription: past_due while a payment is being retried (the plan keeps working); canceled = ends at period_end."),
      period_end: z.iso.datetime().nullable().describe("Renewal date, or when a canceled plan ends; null for plans granted by the operator."),
      obtained: z.enum(["paid", "granted"]).nullable().describe("Bought, or granted by the operator without payment."),
      allowances_used: z.object({
        reports_this_month: z.number().int().describe("Reports requested this calendar month (UTC)."),
        competitors: z.number().int().describe("Competitors tracked now."),
        webhooks: z.number().int().describe("Webhook endpoints configured."),
      }),
      change_threshold: z.enum(CHANGE_THRESHOLDS).describe("Competitor changes at or above this severity are notified."),
      created_at: z.iso.datetime(),
    })
    .meta({
      example: {
        id: "9b2f6c1e-4d7a-4e8b-a3c5-1f0e2d3c4b5a",
        email: "ann@example.com",
        plan: "tracker",
        status: "active",
        period_end: "2026-12-22T12:00:00.000Z",
        obtained: "paid",
        allowances_used: { reports_this_month: 1, competitors: 3, webhooks: 0 },
        change_threshold: "medium",
        created_at: "2026-11-22T12:00:00.000Z",
      },
    }),
);

export const meUpdateSchema = z
  .object({ change_threshold: z.enum(CHANGE_THRESHOLDS, { error: `must be one of ${CHANGE_THRESHOLDS.join(", ")}` }) })
  .meta({ example: { change_threshold: "high" } });

const allowance = z.object({ used: z.number().int(), limit: z.number().int() });

export const allowancesSchema = z.lazy(() =>
  z
    .object({
      plan: z.enum(PLANS),
      check_interval: z.enum(["daily", "hourly"]).describe("How often tracked competitors are checked."),
      reports: allowance.extend({ resets_at: z.iso.datetime().describe("Start of the next calendar month (UTC).") }),
      competitors: allowance,
      webhooks: allowance,
    })
    .meta({
      example: { plan: "tracker", check_interval: "daily", reports: { used: 1, limit: 5, resets_at: "2026-12-01T00:00:00.000Z" }, competitors: { used: 3, limit: 5 }, webhooks: { used: 0, limit: 0 } },
    }),
);

export const checkoutPlanBodySchema = z
  .object({ plan: z.enum(PLANS, { error: 'must be "tracker" or "command"' }).describe("tracker or command.") })
  .meta({ example: { plan: "tracker" } });

export const checkoutPlanResponseSchema = z.lazy(() =>
  z
    .object({ checkout_url: z.url().describe("Hosted checkout page to send the customer to.") })
    .meta({ example: { checkout_url: "https://checkout.stripe.com/c/pay/cs_test_a1B2c3" } }),
);

export const portalResponseSchema = z.lazy(() =>
  z
    .object({ url: z.url().describe("The billing portal: Stripe's, or (payments local) this server's page; valid for a short time.") })
    .meta({ example: { url: "https://billing.stripe.com/p/session/test_YWNjdF8x" } }),
);

export const jwksSchema = z.lazy(() =>
  z
    .object({ keys: z.array(z.object({ kty: z.string(), crv: z.string().optional(), x: z.string().optional(), kid: z.string(), alg: z.string(), use: z.string() }).loose()) })
    .meta({ example: { keys: [{ kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", kid: "sk_3fK9aB2cD4eF6gH8", alg: "EdDSA", use: "sig" }] } }),
);
