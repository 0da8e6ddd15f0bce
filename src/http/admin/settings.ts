/**
 * Settings page.
 *
 * GET  /admin/settings               the run-time settings (editable) and the rest of the configuration
 * POST /admin/settings/:name         override one run-time setting (htmx: the row; otherwise back to the page)
 * POST /admin/settings/:name/reset   drop the override: the environment's value (or the default) applies
 *
 * A refused value answers 422 with the schema's message next to the field, and nothing is saved.
 */
import { Elysia } from "elysia";
import { settingRow as settingRowOf, settingsSummary } from "../../settings/summary";
import type { ActiveSession } from "../../admin/sessions";
import type { EnvVar } from "../../config";
import type { Ctx } from "../../context";
import { AppError } from "../../lib/errors";
import { settingRow, settingsPage, type SettingsView } from "../../../views/pages/admin/settings";
import { field, htmlResponse, isHtmx, page, param, refuse, seeOther, wantsPartial } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

export const settingsRoutes = (deps: AdminDeps) => {
  const fullPage = (request: Request, session: ActiveSession, extra: Pick<SettingsView, "error" | "saved"> = {}, status = 200) =>
    page(request, {
      title: "Settings",
      active: "settings",
      session: layoutSession(session),
      status,
      content: settingsPage({ ...settingsSummary(deps.settings), csrfToken: session.csrfToken, ...extra }),
    });

  /** Runs a change; an AppError becomes the page's answer (422 next to the field, 403/404 as refusals). */
  const change = (request: Request, session: ActiveSession, name: string, value: string, run: (ctx: Ctx) => void, ctx: Ctx): Response => {
    try {
      run(ctx);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      if (e.code === "not_found") return refuse(request, 404, "No such setting", e.message);
      if (e.code === "forbidden") return refuse(request, 403, "Not a run-time setting", e.message);
      const error = { name, value, message: e.message };
      if (wantsPartial(request)) return htmlResponse(settingRow(settingRowOf(deps.settings, name as EnvVar), { csrfToken: session.csrfToken, error }), 422);
      return fullPage(request, session, { error }, 422);
    }
    deps.logger.info("admin changed a setting", { admin_id: session.admin.id, setting: name });
    if (isHtmx(request)) return htmlResponse(settingRow(settingRowOf(deps.settings, name as EnvVar), { csrfToken: session.csrfToken, saved: true }));
    return seeOther(request, `/admin/settings?saved=${encodeURIComponent(name)}#setting-${encodeURIComponent(name)}`);
  };

  return new Elysia({ name: "admin-settings" })
    .use(adminSession(deps))
    .get(
      "/admin/settings",
      ({ request, query, session }) => {
        const saved = param(query, "saved");
        return fullPage(request, session, { saved: saved || undefined });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/settings/:name",
      ({ request, params, body, session, ctx }) => {
        const value = field(body, "value").slice(0, 2000);
        return change(request, session, params.name, value, (c) => void deps.settings.set(c, { name: params.name, value }), ctx);
      },
      { detail: { hide: true } },
    )
    .post("/admin/settings/:name/reset", ({ request, params, session, ctx }) => change(request, session, params.name, "", (c) => void deps.settings.reset(c, { name: params.name }), ctx), { detail: { hide: true } });
};
