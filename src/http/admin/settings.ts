/**
 * Settings page.
 *
 * GET  /admin/settings               the run-time settings in groups, and the rest of the configuration
 * POST /admin/settings/group/:id     save a group: every changed field at once, all or none (a
 *                                    `reset` field names one overridden setting of the group to drop instead)
 * POST /admin/settings/:name         override one run-time setting (`value`)
 * POST /admin/settings/:name/reset   drop the override: the environment's value (or the default) applies
 *
 * htmx gets the group's section back; a plain form post is sent back to the page. A refused value
 * answers 422 with the schema's message next to its field, and nothing of the group is saved.
 */
import { Elysia } from "elysia";
import { groupsFor, settingGroup as groupById, type SettingGroup } from "../../settings/groups";
import { settingRow as settingRowOf, settingsSummary } from "../../settings/summary";
import { EDITABLE_VARS } from "../../settings/service";
import type { ActiveSession } from "../../admin/sessions";
import type { EnvVar } from "../../config";
import type { Ctx } from "../../context";
import { AppError } from "../../lib/errors";
import { settingGroup, settingsPage, type SettingGroupView } from "../../../views/pages/admin/settings";
import { field, htmlResponse, isHtmx, page, param, refuse, seeOther } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

type Errors = NonNullable<SettingGroupView["errors"]>;

export const settingsRoutes = (deps: AdminDeps) => {
  const groupView = (group: SettingGroup, extra: Pick<SettingGroupView, "errors" | "saved"> = {}): SettingGroupView => ({
    group,
    rows: new Map(group.settings.map((s) => [s.name, settingRowOf(deps.settings, s.name)])),
    ...extra,
  });
  const groupOf = (name: string) => groupsFor(EDITABLE_VARS).find((g) => g.settings.some((s) => s.name === name));

  const fullPage = (request: Request, session: ActiveSession, focus?: { id: string } & Pick<SettingGroupView, "errors" | "saved">, status = 200) => {
    const { fixed, tiers } = settingsSummary(deps.settings);
    const groups = groupsFor(EDITABLE_VARS).map((g) => groupView(g, focus?.id === g.id ? focus : {}));
    return page(request, { title: "Settings", active: "settings", session: layoutSession(session), status, content: settingsPage({ groups, fixed, tiers, csrfToken: session.csrfToken }) });
  };

  /**
   * Runs a change of the settings in `group`; an AppError becomes the answer: 422 with each refused
   * value next to its field, 403/404 for names that are not run-time settings.
   */
  const change = async (request: Request, session: ActiveSession, group: SettingGroup | undefined, typed: Record<string, string>, run: (ctx: Ctx) => Promise<unknown>, ctx: Ctx): Promise<Response> => {
    try {
      await run(ctx);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      if (e.code === "not_found") return refuse(request, 404, "No such setting", e.message);
      if (e.code === "forbidden") return refuse(request, 403, "Not a run-time setting", e.message);
      if (!group) throw e;
      const fields = (e.details.fields as Record<string, string> | undefined) ?? { [String(e.details.field)]: e.message };
      const errors: Errors = Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, { value: typed[name] ?? "", message }]));
      if (isHtmx(request)) return htmlResponse(settingGroup(groupView(group, { errors }), session.csrfToken), 422);
      return fullPage(request, session, { id: group.id, errors }, 422);
    }
    deps.logger.info("admin changed settings", { admin_id: session.admin.id, group: group?.id });
    if (group && isHtmx(request)) return htmlResponse(settingGroup(groupView(group, { saved: true }), session.csrfToken));
    return seeOther(request, group ? `/admin/settings?saved=${group.id}#settings-group-${group.id}` : "/admin/settings");
  };

  return new Elysia({ name: "admin-settings" })
    .use(adminSession(deps))
    .get(
      "/admin/settings",
      ({ request, query, session }) => {
        const saved = groupById(EDITABLE_VARS, param(query, "saved"));
        return fullPage(request, session, saved ? { id: saved.id, saved: true } : undefined);
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/settings/group/:id",
      ({ request, params, body, session, ctx }) => {
        const group = groupById(EDITABLE_VARS, params.id);
        if (!group) return refuse(request, 404, "No such group of settings", `There is no group of settings named ${params.id}.`);
        const reset = field(body, "reset");
        if (reset) {
          if (!group.settings.some((s) => s.name === reset)) return refuse(request, 404, "No such setting", `${reset} is not a setting of ${group.title}.`);
          return change(request, session, group, {}, (c) => deps.settings.reset(c, { name: reset }), ctx);
        }
        // Only what was changed is stored: an untouched field keeps following the environment.
        const typed: Record<string, string> = {};
        const changed: { name: string; value: string }[] = [];
        for (const s of group.settings) {
          if ((body as Record<string, unknown> | null)?.[s.name] === undefined) continue; // not posted: not changed
          const value = field(body, s.name).slice(0, 2000);
          typed[s.name] = value;
          if (value !== settingRowOf(deps.settings, s.name).input) changed.push({ name: s.name, value });
        }
        return change(request, session, group, typed, (c) => deps.settings.setMany(c, changed), ctx);
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/settings/:name",
      ({ request, params, body, session, ctx }) => {
        const value = field(body, "value").slice(0, 2000);
        return change(request, session, groupOf(params.name), { [params.name]: value }, (c) => deps.settings.set(c, { name: params.name, value }), ctx);
      },
      { detail: { hide: true } },
    )
    .post("/admin/settings/:name/reset", ({ request, params, session, ctx }) => change(request, session, groupOf(params.name), {}, (c) => deps.settings.reset(c, { name: params.name }), ctx), { detail: { hide: true } });
};
