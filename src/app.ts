/**
 * createApp(deps) — assembles plugins and surfaces into one Elysia instance without listening,
 * so tests drive it with `app.handle(new Request(...))` and main.ts serves it.
 */
import { Elysia } from "elysia";
import type { AccessService } from "./access/service";
import type { AdminService } from "./admin/service";
import type { Billing } from "./billing/service";
import type { AccountsService } from "./accounts/service";
import type { CatalogService } from "./catalog/service";
import type { Config } from "./config";
import type { Settings } from "./settings/service";
import type { ContextFactory } from "./context";
import type { Scheduler } from "./lib/scheduler";
import type { Outbound } from "./net/outbound";
import type { IntelService } from "./intel/service";
import type { Db } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/log";
import type { Mailer } from "./mail/mailer";
import type { Reports } from "./reports/service";
import type { Webhooks } from "./webhooks/service";
import type { Metrics } from "./ops/metrics";
import type { Monitoring } from "./monitoring/service";
import { assetRoutes } from "./http/assets";
import { adminRoutes } from "./http/admin";
import { healthRoutes } from "./http/health";
import { metricsRoutes } from "./http/metrics";
import { openapiPlugin } from "./http/openapi";
import { corePlugin } from "./http/plugins/core";
import { corsPlugin } from "./http/plugins/cors";
import { requestMeta } from "./http/plugins/core";
import { routeLimits } from "./http/plugins/route-limits";
import { stripeWebhookRoutes } from "./http/api/stripe-webhook";
import { roastRoutes } from "./http/api/roast";
import { reportLimitRules, reportRoutes } from "./http/api/reports";
import { scanRoutes } from "./http/api/scan";
import { analysisLimit } from "./http/plugins/analysis-limit";
import { homePageRoutes, homeLimitRules } from "./http/pages/home";
import { checkoutPageRoutes } from "./http/pages/checkout";
import { reportPageRoutes } from "./http/pages/report";
import { accountPageRoutes } from "./http/pages/account";
import { pricingLimitRules, pricingRoutes } from "./http/pages/pricing";
import { appLimitRules, appRoutes } from "./http/app";
import { AUTH_LIMITED_ROUTES, authRoutes } from "./http/api/auth";
import { meRoutes } from "./http/api/me";
import { billingRoutes } from "./http/api/billing";
import { webhookApiRoutes } from "./http/api/webhooks";
import { competitorApiRoutes } from "./http/api/competitors";
import { checkoutRoutes } from "./http/v1/checkout";
import { catalogRoutes } from "./http/v1/catalog";
import { apiIndexRoutes } from "./http/v1/index";
import { validateKeyRoutes } from "./http/v1/validate-key";

export interface AppDeps {
  /** The configuration at start (the environment); run-time settings are read from `settings`. */
  config: Config;
  /** The effective settings (dashboard overrides over the environment), read at use time. */
  settings: Settings;
  db: Db;
  logger: Logger;
  clock: Clock;
  /** When the process started (ms), for uptime. */
  startedAt: number;
  /** Makes the context a domain verb is called with (who acts, from which address). */
  context: ContextFactory;
  /** Recurring work; the runtime ticks it once started. */
  scheduler: Scheduler;
  /** The network seam: every outbound connection made for a customer (address policy, pinned DNS). */
  net: Outbound;
  /** Scan and roast: the page fetcher and the extraction engine. */
  intel: IntelService;
  catalog: CatalogService;
  access: AccessService;
  mail: Mailer;
  billing: Billing;
  /** Paid competitive reports: requests, the generation job, the per-IP limits. */
  reports: Reports;
  /** Interface B sign-in: tokens, throttles, the external identity provider, allowance usage. */
  accounts: AccountsService;
  /** Outbound webhooks: endpoints (URL checks, allowance) and their delivery job. */
  webhooks: Webhooks;
  /** Tracked competitors: adding (URL checks, allowance), check now, the schedule and the check job. */
  monitoring: Monitoring;
  /** Dashboard state: the first-run setup token and the sign-in throttle. */
  admin: AdminService;
  /** GET /metrics and the per-request counting behind it; null when RIVALSCOPE_METRICS is off. */
  metrics: Metrics | null;
}

export function createApp(deps: AppDeps) {
  const app = new Elysia({ name: "rivalscope" });
  const { begin } = corePlugin(app, { logger: deps.logger, trustProxy: deps.config.trustProxy, metrics: deps.metrics, hsts: deps.config.baseUrl.startsWith("https:") });
  const ipLimit = (name: "checkout" | "validate-key") => (request: Request) => deps.access.admitIp(name, requestMeta(request).ipBucket);
  // Interface B's sign-in endpoints: each its own per-IP budget, spent before the body is read.
  const authLimits = Object.fromEntries(AUTH_LIMITED_ROUTES.map((path) => [`POST ${path}`, (request: Request) => deps.accounts.limits.auth.admit(`${path}:${requestMeta(request).ipBucket}`)]));
  const v1Catalog = catalogRoutes(deps);
  const built = app
    .use(corsPlugin())
    .use(
      routeLimits({
        "POST /api/v1/checkout": ipLimit("checkout"),
        "POST /api/v1/validate-key": ipLimit("validate-key"),
        "POST /api/scan": analysisLimit(deps, "scan"),
        "POST /api/roast": analysisLimit(deps, "roast"),
        ...homeLimitRules(deps),
        ...reportLimitRules(deps),
        ...authLimits,
        ...appLimitRules(deps),
        ...pricingLimitRules(deps),
      }),
    )
    .use(openapiPlugin({ baseUrl: deps.config.baseUrl, app, settings: deps.settings }))
    .use(assetRoutes())
    .use(healthRoutes(deps))
    .use(metricsRoutes(deps))
    .use(apiIndexRoutes(deps))
    .use(v1Catalog)
    .use(validateKeyRoutes(deps))
    .use(checkoutRoutes(deps))
    .use(scanRoutes(deps))
    .use(roastRoutes(deps))
    .use(reportRoutes(deps))
    .use(stripeWebhookRoutes(deps))
    .use(checkoutPageRoutes(deps))
    .use(reportPageRoutes(deps))
    .use(authRoutes(deps))
    .use(meRoutes(deps))
    .use(billingRoutes(deps))
    .use(webhookApiRoutes(deps))
    .use(competitorApiRoutes(deps))
    .use(accountPageRoutes(deps))
    .use(adminRoutes(deps))
    .use(pricingRoutes(deps))
    .use(appRoutes(deps))
    .use(homePageRoutes(deps));
  // Interface A's remembered answers are given by Bun's router before Elysia's per-request work
  // (src/http/v1/catalog.ts, nativeRoutes); whatever they do not answer goes to Elysia's handler.
  // `listen` merges these over the routes it makes itself.
  built.config.serve = { ...built.config.serve, routes: v1Catalog.nativeRoutes(begin, (request) => built.fetch(request)) };
  return built;
}

export type App = ReturnType<typeof createApp>;
