/**
 * createApp(deps) — assembles plugins and surfaces into one Elysia instance without listening,
 * so tests drive it with `app.handle(new Request(...))` and main.ts serves it.
 */
import { Elysia } from "elysia";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/log";
import { assetRoutes } from "./http/assets";
import { healthRoutes } from "./http/health";
import { openapiPlugin } from "./http/openapi";
import { corePlugin } from "./http/plugins/core";

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  /** When the process started (ms), for uptime. */
  startedAt: number;
}

export function createApp(deps: AppDeps) {
  const app = new Elysia({ name: "rivalscope" });
  corePlugin(app, { logger: deps.logger, trustProxy: deps.config.trustProxy });
  return app
    .use(openapiPlugin())
    .use(assetRoutes())
    .use(healthRoutes(deps))
    .get("/", ({ redirect }) => redirect("/swagger", 302), { detail: { hide: true } });
}

export type App = ReturnType<typeof createApp>;
