/**
 * adminRoutes(deps) — the dashboard under /admin: sign-in and setup (public), then one Elysia
 * instance per page group, each guarded by the adminSession plugin (session + CSRF).
 */
import { Elysia } from "elysia";
import { accountRoutes } from "./accounts";
import { authRoutes } from "./auth";
import { catalogAdminRoutes } from "./catalog";
import { keyRoutes } from "./keys";
import { overviewRoutes } from "./overview";
import type { AdminDeps } from "./session";

export type { AdminDeps } from "./session";

export const adminRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin" })
    .use(authRoutes(deps))
    .use(overviewRoutes(deps))
    .use(keyRoutes(deps))
    .use(accountRoutes(deps))
    .use(catalogAdminRoutes(deps));
