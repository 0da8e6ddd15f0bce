/**
 * bearerAuth — interface B's guard, the entry point of every signed-in route (after
 * adminSession, the dashboard's). `.use(bearerAuth(deps))` in a route group resolves, for each
 * of its routes:
 *
 * - `account` — the signed-in account (AccountRecord);
 * - `plan` — its plan right now (PlanState: plan, status, period end, how obtained);
 * - `ctx` — the context of a verb acting as that account, from the request's client address.
 *
 * and adds the route option `requirePlan: feature` ("reports", "monitoring", "webhooks"; see
 * PLAN_FEATURES in src/billing/plans.ts):
 *
 * ```ts
 * new Elysia({ name: "api-competitors" })
 *   .use(bearerAuth(deps))
 *   .get("/api/competitors", ({ ctx, account }) => listCompetitors(ctx, { accountId: account.id }), { requirePlan: "monitoring" })
 * ```
 *
 * Answers: no token → 401 `not_authenticated` with `WWW-Authenticate: Bearer realm="rivalscope"`;
 * a token that does not verify (any reason) → 401 with `error="invalid_token"` and a description
 * (RFC 6750 §3); the external identity provider unreachable → 503 (the token may well be good);
 * signed in without a plan that includes the feature → 403 `forbidden`, naming the plan that does.
 * Authentication runs after the body has been parsed and validated (the request plumbing's order,
 * docs/architecture.md); the plan check after authentication.
 */
import { Elysia } from "elysia";
import { InvalidTokenError } from "../../accounts/access-tokens";
import type { AccountRecord } from "../../accounts/accounts";
import { IdpUnavailableError } from "../../accounts/external-tokens";
import type { AccountsService } from "../../accounts/service";
import { accountPlan, NO_PLAN, type PlanState } from "../../billing/account-plan";
import { PLAN_FEATURES, PLAN_NAMES, planIncludes, type Offers, type PlanFeature } from "../../billing/plans";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { AppError } from "../../lib/errors";
import { dollars } from "../../lib/money";
import { requestMeta } from "./core";

export interface BearerDeps {
  accounts: Pick<AccountsService, "authenticate">;
  context: ContextFactory;
  /** Prices, for the 403 that names the plan to buy. */
  billing: { offers: Offers };
}

const REALM = 'Bearer realm="rivalscope"';
/** RFC 6750 b64token, bounded: anything else in the header is not a token we could have issued. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]{1,8192}=*) *$/i;

/** The 401 of interface B: the challenge says whether a token was sent (and why it failed). */
export function notAuthenticated(message: string, tokenSent: boolean): AppError {
  // error_description allows no quote or backslash (RFC 6750 §3).
  const challenge = tokenSent ? `${REALM}, error="invalid_token", error_description="${message.replace(/["\\]/g, "'")}"` : REALM;
  return new AppError("not_authenticated", message, {}, { "www-authenticate": challenge });
}

/** The 403 of a plan guard: what the feature is part of, and how to get it. */
export function planRequired(feature: PlanFeature, current: PlanState, offers: Offers): AppError {
  const { label, plans } = PLAN_FEATURES[feature];
  const named = plans.map((p) => `${PLAN_NAMES[p]} (${dollars(offers.plan[p].amountCents)}/month)`).join(" and the ");
  const has = current.plan === "none" ? "this account has no plan" : `this account has the ${PLAN_NAMES[current.plan]} plan`;
  return new AppError(
    "forbidden",
    `${label} is part of the ${named} plan${plans.length > 1 ? "s" : ""}; ${has}. Buy one with POST /api/billing/checkout {"plan": "${plans[0]}"}${current.plan === "none" ? "" : ", or switch plans in the billing portal (POST /api/billing/portal)"}.`,
  );
}

/**
 * The account a request is signed in as, or null when it sends no Authorization header (routes
 * that serve the anonymous too, such as a report request, take that as "not signed in"). A header
 * that does not carry a valid token is refused — 401, or 503 when the external identity provider
 * that must check it cannot be reached: a client that meant to sign in is told, never served as
 * someone else.
 */
export async function signedInAccount(deps: Pick<BearerDeps, "accounts" | "context">, request: Request): Promise<AccountRecord | null> {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const token = BEARER.exec(header)?.[1];
  if (!token) throw notAuthenticated("The Authorization header must be \"Bearer <access token>\".", true);
  try {
    return await deps.accounts.authenticate(deps.context(ANONYMOUS, requestMeta(request).ip), { token });
  } catch (e) {
    if (e instanceof InvalidTokenError) throw notAuthenticated(e.message, true);
    if (e instanceof IdpUnavailableError) throw new AppError("service_unavailable", e.message, {}, { "retry-after": "30" });
    throw e;
  }
}

export const bearerAuth = (deps: BearerDeps) =>
  new Elysia({ name: "bearer-auth" })
    // `derive`, not `resolve`: it runs in the transform phase, before the body is validated, so a
    // request without a valid token is told 401 — not which fields its body lacks.
    .derive({ as: "scoped" }, async ({ request }): Promise<{ account: AccountRecord; plan: PlanState; ctx: ReturnType<ContextFactory> }> => {
      const account = await signedInAccount(deps, request);
      if (!account) throw notAuthenticated("This endpoint needs a signed-in account: send Authorization: Bearer <access token> (get one with POST /api/auth/login).", false);
      const meta = requestMeta(request);
      meta.actorKind = "account";
      meta.actorId = account.id;
      const ctx = deps.context({ kind: "account", id: account.id }, meta.ip);
      return { account, plan: await accountPlan(ctx, { accountId: account.id }), ctx };
    })
    .macro({
      /** Refuses (403) a signed-in account whose plan does not include `feature`. */
      requirePlan: (feature: PlanFeature) => ({
        beforeHandle({ plan }) {
          if (!plan || !planIncludes(plan.plan, feature)) throw planRequired(feature, plan ?? NO_PLAN, deps.billing.offers);
        },
      }),
    });
