/**
 * appRoutes(deps) — the customer app under /app (SPEC §12): signing up, in and out (public), then
 * one Elysia instance per page group, each guarded by the appSession plugin (session + CSRF).
 *
 * To add a page (stage B and later): a file here exporting `appXRoutes(deps)` that starts with
 * `.use(appSession(deps))` and answers with `appPage(request, { title, active, session, content,
 * fragments })`; its views under views/pages/app/; its navigation entry in APP_NAV
 * (views/layouts/app.ts); and a `.use(...)` line below, before the catch-all.
 */
import { Elysia } from "elysia";
import { appAuthRoutes } from "./auth";
import { appOidcRoutes } from "./oidc";
import { appCompetitorRoutes } from "./competitors";
import { appOverviewRoutes } from "./overview";
import { appReportRoutes } from "./reports";
import { appScanRoutes } from "./scan";
import { appSettingsRoutes } from "./settings";
import { appWebhookRoutes } from "./webhooks";
import { appNotFound } from "./respond";
import { appSession, type AppDeps } from "./session";

export type { AppDeps } from "./session";
export { appLimitRules } from "./auth";

export const appRoutes = (deps: AppDeps) =>
  new Elysia({ name: "app" })
    .use(appAuthRoutes(deps))
    .use(appOidcRoutes(deps))
    .use(appOverviewRoutes(deps))
    .use(appCompetitorRoutes(deps))
    .use(appReportRoutes(deps))
    .use(appWebhookRoutes(deps))
    .use(appSettingsRoutes(deps))
    .use(appScanRoutes(deps))
    // Any other address under /app: a 404 inside the app (after sign-in), not the bare page of the rest of the site.
    .use(
      new Elysia({ name: "app-not-found" })
        .use(appSession(deps))
        .get("/app/*", ({ request, session }) => appNotFound(request, session, "Page not found", `There is no page at ${new URL(request.url).pathname}.`), { detail: { hide: true } }),
    );
