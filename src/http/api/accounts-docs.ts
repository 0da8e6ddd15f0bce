/**
 * Interface B's sign-in, account and billing endpoints as the OpenAPI document describes them
 * (see src/http/openapi-docs.ts): what each status means, the headers it carries, and examples.
 * Every error example is the exact body the server sends for the request its summary names
 * (test/http/openapi.test.ts replays each one).
 *
 * Headers, by where they come from:
 * - the /api/auth POSTs are limited per client IP before the body is read (app.ts), so every
 *   answer they give after that carries X-RateLimit-*; checkout and portal are limited per
 *   account once the account is known, so their answers from the handler on carry them;
 * - every interface B 401 carries WWW-Authenticate (core.ts, the Bearer plugin);
 * - tokens are never cached (Cache-Control: no-store on the answers that carry them).
 */
import { apiErrorSchema, errorExample as err, RATE_HEADERS, responses, type HeaderName } from "../openapi-docs";
import { setting } from "../openapi-settings";

const LIMITED: HeaderName[] = [...RATE_HEADERS, "Retry-After"];

/** The error statuses of a route, each answered with the plain interface B error body. */
export const errorBodies = <S extends number>(...statuses: S[]) => Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;

/** The answer to every well-formed password reset request, whether or not the address has an account. */
export const PASSWORD_RESET_ACCEPTED = "If an account exists for this address, a link to set its password has been mailed. It works once, within 1 hour.";

const NOT_JSON = (path: string) => err(path, "A form instead of JSON", "bad_request", 'Content-Type must be application/json (got "application/x-www-form-urlencoded").');

/** The per-IP limit of each /api/auth POST (RIVALSCOPE_AUTH_PER_MINUTE). */
const authLimit = (path: string) => ({
  description: `More than ${setting("RIVALSCOPE_AUTH_PER_MINUTE")} requests a minute from one client IP to this endpoint (RIVALSCOPE_AUTH_PER_MINUTE); counted before the body is read. Retry-After says when to try again.`,
  headers: LIMITED,
  examples: { minute: err(path, "The 31st request within a minute", "rate_limited", "Too many requests: this sign-in endpoint allows 30 per minute. Retry in 60 seconds.") },
});

const authTooLarge = { description: "The body is larger than 1 MiB.", headers: RATE_HEADERS };

export const LOGIN_RESPONSES = responses({
  200: {
    description: "Signed in: an access token (a JWT, valid 1 hour) and a refresh token (30 days, single use). Never cached (Cache-Control: no-store).",
    headers: [...RATE_HEADERS, "Cache-Control"],
  },
  400: {
    description: "The body is not JSON, or a field is missing or invalid; the message and `field` name it.",
    headers: RATE_HEADERS,
    examples: {
      missingEmail: err("/api/auth/login", "{}", "bad_request", 'Invalid field "email": is required and must be a string', { field: "email" }),
      invalidEmail: err("/api/auth/login", '{"email": "ann", "password": "…"}', "bad_request", 'Invalid field "email": must be a valid email address', { field: "email" }),
      notJson: NOT_JSON("/api/auth/login"),
    },
  },
  401: {
    description: "The email or password is not right. An unknown email, an account without a password and a wrong password all get this same answer, after the same password check.",
    headers: [...RATE_HEADERS, "WWW-Authenticate"],
    examples: { wrongCredentials: err("/api/auth/login", "A wrong password (an unknown email alike)", "not_authenticated", "The email or password is not right.") },
  },
  413: authTooLarge,
  429: {
    description:
      "Too many attempts: 10 failed sign-ins within 15 minutes from this client IP or for this account (known or not) — refused until the oldest failure is 15 minutes old, also with the right password — or more than 30 requests a minute from this IP. Retry-After says when to try again.",
    headers: LIMITED,
    examples: {
      failures: err("/api/auth/login", "The 11th sign-in after 10 wrong passwords", "rate_limited", "Too many failed sign-ins for this account or from your address (10 within 15 minutes). Try again in 15 minutes."),
      ...authLimit("/api/auth/login").examples,
    },
  },
});

const REFRESH_REFUSED = "The refresh token is not valid (unknown, expired, already used or revoked). Sign in again with POST /api/auth/login.";

export const REFRESH_RESPONSES = responses({
  200: {
    description: "The next pair: a new access token and a new refresh token; the refresh token sent no longer works. Never cached (Cache-Control: no-store).",
    headers: [...RATE_HEADERS, "Cache-Control"],
  },
  400: {
    description: "The body is not JSON, or `refresh_token` is missing or too long.",
    headers: RATE_HEADERS,
    examples: { missingToken: err("/api/auth/refresh", "{}", "bad_request", 'Invalid field "refresh_token": is required and must be a string', { field: "refresh_token" }) },
  },
  401: {
    description: "The refresh token is unknown, expired, already used or revoked. A used one presented again also revokes every token of its sign-in: whoever holds the newer one must sign in again too.",
    headers: [...RATE_HEADERS, "WWW-Authenticate"],
    examples: {
      unknown: err("/api/auth/refresh", "A token this server never issued", "not_authenticated", REFRESH_REFUSED),
      reused: err("/api/auth/refresh", "A refresh token sent a second time", "not_authenticated", `${REFRESH_REFUSED} It had been used before, so every token of that sign-in was revoked.`),
    },
  },
  413: authTooLarge,
  429: authLimit("/api/auth/refresh"),
});

export const LOGOUT_RESPONSES = responses({
  204: {
    description: "Signed out: no body. Also for a token that was not, or no longer, valid (nothing to reveal).",
    headers: [...RATE_HEADERS, "Cache-Control"],
  },
  400: {
    description: "The body is not JSON, or `refresh_token` is missing or too long.",
    headers: RATE_HEADERS,
    examples: { missingToken: err("/api/auth/logout", "{}", "bad_request", 'Invalid field "refresh_token": is required and must be a string', { field: "refresh_token" }) },
  },
  413: authTooLarge,
  429: authLimit("/api/auth/logout"),
});

export const PASSWORD_RESET_RESPONSES = responses({
  202: {
    description: "Accepted — the same answer whether or not the address has an account. When it has, a set-password link is mailed (at most 3 an hour per address).",
    headers: RATE_HEADERS,
    examples: { accepted: { summary: "Any well-formed address", value: { message: PASSWORD_RESET_ACCEPTED } } },
  },
  400: {
    description: "The body is not JSON, or `email` is missing or not an email address.",
    headers: RATE_HEADERS,
    examples: { invalidEmail: err("/api/auth/password-reset", '{"email": "ann"}', "bad_request", 'Invalid field "email": must be a valid email address', { field: "email" }) },
  },
  413: authTooLarge,
  429: authLimit("/api/auth/password-reset"),
});

export const JWKS_RESPONSES = responses({
  200: { description: "The key set. Caches may keep it 5 minutes (Cache-Control: public, max-age=300); a token naming a kid it lacks is the sign to fetch it again.", headers: ["Cache-Control"] },
});

// ── Signed-in routes (Bearer) ──

const NO_TOKEN = "This endpoint needs a signed-in account: send Authorization: Bearer <access token> (get one with POST /api/auth/login).";
const EXPIRED = "The access token has expired; get a new one with POST /api/auth/refresh.";

/** 401 and 503, which every signed-in route answers the same way (the Bearer plugin). */
export const signedIn = (path: string) => ({
  401: {
    description:
      "No access token, or one that does not verify: expired, not yet valid, altered, signed by a key or with an algorithm this server does not accept, or for an account that no longer exists. WWW-Authenticate says so (`error=\"invalid_token\"` and a description when a token was sent).",
    headers: ["WWW-Authenticate"] as HeaderName[],
    examples: {
      noToken: err(path, "No Authorization header", "not_authenticated", NO_TOKEN),
      expired: err(path, "An access token more than an hour old", "not_authenticated", EXPIRED),
    },
  },
  503: {
    description: "The token is one of the external identity provider the server is configured to accept, and that provider cannot be reached to check it (not the token's fault). Retry-After says when to try again.",
    headers: ["Retry-After"] as HeaderName[],
    examples: {
      idpUnavailable: err(path, "The identity provider is down", "service_unavailable", "The identity provider https://idp.example.com could not be reached to check the token; try again in a minute."),
    },
  },
});

export const ME_RESPONSES = responses({
  200: { description: "The signed-in account." },
  ...signedIn("/api/me"),
});

export const ME_UPDATE_RESPONSES = responses({
  200: { description: "The account with the new settings, as GET /api/me shows it." },
  400: {
    description: "The body is not JSON, or `change_threshold` is missing or not one of low, medium, high, critical.",
    examples: { unknownThreshold: err("/api/me", '{"change_threshold": "urgent"}', "bad_request", 'Invalid field "change_threshold": must be one of low, medium, high, critical', { field: "change_threshold" }) },
  },
  ...signedIn("/api/me"),
});

export const ALLOWANCES_RESPONSES = responses({
  200: { description: "The plan's allowances with what is used of each." },
  403: {
    description: "The account has no plan (or none that includes the reports API); the message names the plans that do, with their prices.",
    examples: {
      noPlan: err(
        "/api/me/allowances",
        "An account without a plan",
        "forbidden",
        'The reports API is part of the Tracker ($99/month) and the Command ($299/month) plans; this account has no plan. Buy one with POST /api/billing/checkout {"plan": "tracker"}.',
      ),
    },
  },
  ...signedIn("/api/me/allowances"),
});

/** What checkout and portal share: the per-account limit and the payment provider's failures. */
const billing = (path: string, paymentsOff: string) => ({
  429: {
    description: `More than ${setting("RIVALSCOPE_BILLING_PER_MINUTE")} requests a minute for this account to this endpoint (RIVALSCOPE_BILLING_PER_MINUTE). Retry-After says when to try again.`,
    headers: LIMITED,
    examples: { minute: err(path, "The 11th request within a minute", "rate_limited", "Too many requests: this billing endpoint allows 10 per minute. Retry in 60 seconds.") },
  },
  500: {
    description: "`payment_error`: payments are turned off on this server, or the payment provider failed. Nothing was bought or changed; the provider's own words are not passed on.",
    headers: RATE_HEADERS,
    examples: { paymentsOff: err(path, "RIVALSCOPE_PAYMENTS=off", "payment_error", paymentsOff) },
  },
  ...signedIn(path),
});

export const CHECKOUT_RESPONSES = responses({
  200: { description: "The checkout page to send the customer to: Stripe Checkout, or this server's test checkout with local payments.", headers: RATE_HEADERS },
  400: {
    description: "The body is not JSON or names no plan (`tracker` or `command`), or the account already pays for a plan — switch or cancel in the billing portal instead.",
    headers: RATE_HEADERS,
    examples: {
      unknownPlan: err("/api/billing/checkout", '{"plan": "gold"}', "bad_request", 'Invalid field "plan": must be "tracker" or "command"', { field: "plan" }),
      alreadyPaying: err(
        "/api/billing/checkout",
        "An account that pays for Tracker already",
        "bad_request",
        "You already pay for the Tracker plan. Switch plans or cancel in the billing portal (POST /api/billing/portal) instead of buying a second subscription.",
      ),
    },
  },
  413: { description: "The body is larger than 1 MiB." },
  ...billing("/api/billing/checkout", "Subscriptions are not on sale on this server: its operator has turned payments off."),
});

export const PORTAL_RESPONSES = responses({
  200: { description: "The billing portal's address: a Stripe Billing Portal session, or this server's test portal with local payments (valid 30 minutes).", headers: RATE_HEADERS },
  400: {
    description: "With Stripe: the account has no subscription there yet, so there is nothing to manage.",
    headers: RATE_HEADERS,
    examples: {
      noCustomer: err(
        "/api/billing/portal",
        "Stripe payments; an account that never bought",
        "bad_request",
        "You have no subscription with the payment provider yet, so there is nothing to manage: buy a plan first (POST /api/billing/checkout).",
      ),
    },
  },
  ...billing("/api/billing/portal", "Billing is turned off on this server: its operator has set payments off."),
});
