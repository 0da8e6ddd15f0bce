/**
 * The public pricing page and the way in from old links:
 *
 * GET  /pricing            interface A's tiers and interface B's plans, prices and limits as in effect now
 * POST /pricing/checkout   {email, tier} → 303 to the checkout: the same verb, schema and per-IP limit as POST /api/v1/checkout
 * GET  /checkout           → 303 to /pricing (a person who types the API's address lands somewhere useful)
 *
 * No CSRF token on the key form: it needs no sign-in and changes nothing of the visitor's — a
 * forged post could only open a checkout page for an address the forger chose, which anyone can
 * do with the API. Its refusals (400, 429, payment errors) are shown in the page at the form.
 */
import { Elysia } from "elysia";
import type { AccessService } from "../../access/service";
import type { Billing } from "../../billing/service";
import { ANONYMOUS, type ContextFactory } from "../../context";
import { AppError } from "../../lib/errors";
import { dollars } from "../../lib/money";
import type { SettingsReader } from "../../settings/service";
import { limitText, num } from "../../../views/format";
import { pricingPage, type ApiTierOffer, type PricingView } from "../../../views/pages/pricing";
import { planOffers } from "../app/offers";
import { appPage } from "../app/respond";
import { statusOf } from "../errors";
import { field } from "../html/respond";
import { requestMeta } from "../plugins/core";
import { answeredInPage, type RouteLimitRule } from "../plugins/route-limits";
import { checkoutBodySchema } from "../v1/checkout";

type PricingDeps = { billing: Billing; settings: SettingsReader; context: ContextFactory; access: Pick<AccessService, "admitIp"> };

/** The data API's tiers as people read them, from the limits in effect now. */
function apiTiers(deps: PricingDeps): ApiTierOffer[] {
  const { tiers } = deps.settings.current();
  const perMinute = (n: number | null) => (n === null ? "No per-minute limit" : `${num(n)} requests a minute`);
  return [
    { tier: "free", name: "Free", price: "$0", limits: [perMinute(tiers.free.perMinute), `${limitText(tiers.free.quota)} requests a day per IP address`, "No key, no sign-up"] },
    ...(["starter", "pro"] as const).map((tier) => ({
      tier,
      name: tier === "starter" ? "Starter" : "Pro",
      price: `${dollars(deps.billing.offers.api[tier].amountCents)}/month`,
      limits: [perMinute(tiers[tier].perMinute), `${limitText(tiers[tier].quota)} requests a month`, "An API key, mailed and shown once"],
    })),
  ];
}

const pricing = (deps: PricingDeps, request: Request, error?: PricingView["error"], status = 200, headers: Record<string, string> = {}) =>
  appPage(request, {
    title: "Pricing",
    active: "pricing",
    wide: true,
    status,
    headers,
    content: pricingPage({ apiTiers: apiTiers(deps), plans: planOffers(deps.billing), payments: deps.billing.provider as PricingView["payments"], error }),
  });

/** The key form shares POST /api/v1/checkout's per-IP budget; refused in the page, before the body is read. */
export const pricingLimitRules = (deps: PricingDeps): Record<string, RouteLimitRule> => ({
  "POST /pricing/checkout": answeredInPage(
    (request) => deps.access.admitIp("checkout", requestMeta(request).ipBucket),
    (request, e) => pricing(deps, request, { tier: "starter", message: e.message, email: "" }, statusOf[e.code], e.headers),
  ),
});

export const pricingRoutes = (deps: PricingDeps) =>
  new Elysia({ name: "pricing-page" })
    .get("/pricing", ({ request }) => pricing(deps, request), { detail: { hide: true } })
    .post(
      "/pricing/checkout",
      async ({ request, body }) => {
        const typed = { email: field(body, "email"), tier: field(body, "tier") || "starter" };
        const tier = typed.tier === "pro" ? "pro" : "starter";
        const parsed = checkoutBodySchema.safeParse(typed);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const name = String(issue?.path[0] ?? "email");
          return pricing(deps, request, { tier, message: `${name === "tier" ? "Tier" : "Email"}: ${issue?.message ?? "is invalid"}.`, email: typed.email }, 400);
        }
        try {
          const { checkoutUrl } = await deps.billing.startCheckout(deps.context(ANONYMOUS, requestMeta(request).ip), { email: parsed.data.email, purchase: { product: "api", tier: parsed.data.tier } });
          return new Response(null, { status: 303, headers: { location: checkoutUrl, "cache-control": "no-store" } });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          return pricing(deps, request, { tier, message: e.message, email: typed.email }, statusOf[e.code]);
        }
      },
      { detail: { hide: true } },
    )
    .get("/checkout", () => new Response(null, { status: 303, headers: { location: "/pricing", "cache-control": "no-store" } }), { detail: { hide: true } });
