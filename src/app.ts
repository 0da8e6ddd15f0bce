/**
 * createApp(deps) — assembles plugins and surfaces into one Elysia instance without listening,
 * so tests drive it with `app.handle(new Request(...))` and main.ts serves it.
 */
import { Elysia } from "elysia";
import type { AccessService } from "./access/service";
import type { AdminService } from "./admin/service";
import type { Billing } from "./billing/service";
import type { CatalogService } from "./catalog/service";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/log";
import type { Mailer } from "./mail/mailer";
import { assetRoutes } from "./http/assets";
import { adminRoutes } from "./http/admin";
import { healthRoutes } from "./http/health";
import { openapiPlugin } from "./http/openapi";
import { corePlugin } from "./http/plugins/core";
import { corsPlugin } from "./http/plugins/cors";
import { stripeWebhookRoutes } from "./http/api/stripe-webhook";
import { checkoutPageRoutes } from "./http/pages/checkout";
import { checkoutRoutes } from "./http/v1/checkout";
import { catalogRoutes } from "./http/v1/catalog";
import { validateKeyRoutes } from "./http/v1/validate-key";

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  /** When the process started (ms), for uptime. */
  startedAt: number;
  /** Registers work to run at shutdown (flushing counters, stopping timers). */
  onClose(fn: () => void | Promise<void>): void;
  catalog: CatalogService;
  access: AccessService;
  mail: Mailer;
  billing: Billing;
  /** Dashboard state: the first-run setup token and the sign-in throttle. */
  admin: AdminService;
}

export function createApp(deps: AppDeps) {
  const app = new Elysia({ name: "rivalscope" });
  corePlugin(app, { logger: deps.logger, trustProxy: deps.config.trustProxy });
  return app
    .use(corsPlugin())
    .use(openapiPlugin())
    .use(assetRoutes())
    .use(healthRoutes(deps))
    .use(catalogRoutes(deps))
    .use(validateKeyRoutes(deps))
    .use(checkoutRoutes(deps))
    .use(stripeWebhookRoutes(deps))
    .use(checkoutPageRoutes(deps))
    .use(adminRoutes(deps))
    .get("/", ({ redirect }) => redirect("/swagger", 302), { detail: { hide: true } });
}

export type App = ReturnType<typeof createApp>;
