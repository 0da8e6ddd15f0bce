/**
 * adminRoutes(deps) — the dashboard under /admin: sign-in and setup (public), then one Elysia
 * instance per page group, each guarded by the adminSession plugin (session + CSRF).
 */
import { Elysia } from "elysia";
import { accountRoutes, type AccountAdminDeps } from "./accounts";
import { authRoutes } from "./auth";
import { backupRoutes } from "./backups";
import { catalogAdminRoutes } from "./catalog";
import { jobRoutes } from "./jobs";
import { keyRoutes } from "./keys";
import { overviewRoutes } from "./overview";
import { reportAdminRoutes } from "./reports";
import { settingsRoutes } from "./settings";
import { auditRoutes } from "./audit";
import { webhookAdminRoutes, type WebhookAdminDeps } from "./webhooks";
import { competitorAdminRoutes, type CompetitorAdminDeps } from "./competitors";
import { notFoundPage } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

export type { AdminDeps } from "./session";

export const adminRoutes = (deps: WebhookAdminDeps & CompetitorAdminDeps & AccountAdminDeps) =>
  new Elysia({ name: "admin" })
    .use(authRoutes(deps))
    .use(overviewRoutes(deps))
    .use(keyRoutes(deps))
    .use(accountRoutes(deps))
    .use(reportAdminRoutes(deps))
    .use(competitorAdminRoutes(deps))
    .use(webhookAdminRoutes(deps))
    .use(catalogAdminRoutes(deps))
    .use(jobRoutes(deps))
    .use(backupRoutes(deps))
    .use(settingsRoutes(deps))
    .use(auditRoutes(deps))
    // Any other address under /admin: a 404 inside the dashboard (after sign-in), not the bare
    // page of the rest of the site.
    .use(
      new Elysia({ name: "admin-not-found" })
        .use(adminSession(deps))
        .get("/admin/*", ({ request, session }) => notFoundPage(request, layoutSession(session), "Page not found", `There is no dashboard page at ${new URL(request.url).pathname}.`), {
          detail: { hide: true },
        }),
    );
