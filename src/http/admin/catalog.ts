/**
 * The tool catalog. Edits go through the catalog service, which validates them, stores them as
 * admin-owned rows (dataset upgrades never overwrite them) and rebuilds the API's index at once.
 *
 * GET  /admin/catalog              search (q, category, offset); htmx target #tool-results
 * GET  /admin/catalog/new          the add form          POST /admin/catalog          add
 * GET  /admin/catalog/:slug        one tool
 * GET  /admin/catalog/:slug/edit   the edit form         POST /admin/catalog/:slug    save
 * POST /admin/catalog/:slug/revert back to the dataset's version (edited dataset tools only)
 */
import { Elysia } from "elysia";
import type { ActiveSession } from "../../admin/sessions";
import type { RankedTool } from "../../catalog/catalog-index";
import { PRICING_MODELS, toolChangesSchema, toolInputSchema } from "../../catalog/schema";
import { AppError } from "../../lib/errors";
import type { Html } from "../../lib/html";
import { flashMessage } from "../../../views/partials/flash";
import type { ToolFormValues } from "../../../views/partials/tool-form";
import { catalogPage, toolAddPage, toolEditPage, toolPage, toolResults } from "../../../views/pages/admin/catalog";
import { field, isHtmx, notFoundPage, page, param, refuse, seeOther } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

const PAGE_SIZE = 50;

const EMPTY_FORM: ToolFormValues = {
  slug: "",
  name: "",
  url: "https://",
  category: "",
  pricing_model: "Subscription",
  starting_price: "",
  free_tier: false,
  description: "",
  differentiator: "",
  features: "",
  target_audience: "",
  aliases: "",
};

const formValuesOf = (t: RankedTool): ToolFormValues => ({ ...t, features: t.features.join("\n"), aliases: t.aliases.join("\n") });

/** One entry per non-blank line of a textarea. */
const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

function formValuesFrom(body: unknown): ToolFormValues {
  const v = Object.fromEntries(Object.keys(EMPTY_FORM).map((k) => [k, field(body, k)])) as Record<keyof ToolFormValues, string>;
  return { ...v, free_tier: ["true", "on", "1"].includes(v.free_tier as string) };
}

/** What the catalog service takes: features and aliases texts become lists, an empty slug is left out. */
function toolInputFrom(v: ToolFormValues) {
  const { slug, features, aliases, ...rest } = v;
  const input = { ...rest, features: lines(features), aliases: lines(aliases) };
  return slug.trim() ? { ...input, slug: slug.trim() } : input;
}

/** Zod issues as messages by field (the first per field), for showing beside each input. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? "_");
    const n = issue.path[1];
    errors[name] ??= typeof n === "number" ? `Line ${n + 1}: ${issue.message}` : issue.message;
  }
  return errors;
}

/** A service error as field errors: its `field` detail when it names one, else a general message. */
function serviceErrors(e: AppError): Record<string, string> {
  const name = typeof e.details.field === "string" ? e.details.field.split(".")[0] : "_";
  return { [name]: e.message };
}

export const catalogAdminRoutes = (deps: AdminDeps) => {
  const shell = (request: Request, session: ActiveSession, title: string, content: Html, extra: { status?: number; flash?: Html; headers?: Record<string, string> } = {}) =>
    page(request, { title, active: "catalog", session: layoutSession(session), content, ...extra });

  /** One tool's page: its facts, where it came from (for the revert button), its API address. */
  const toolView = async (session: ActiveSession, tool: RankedTool) =>
    toolPage({ tool, provenance: await deps.catalog.provenance(tool.slug), csrfToken: session.csrfToken, apiUrl: `${deps.config.baseUrl}/api/v1/tools/${tool.slug}` });

  /** After a save: the tool's page with a confirmation (htmx: swapped in, URL pushed; else a redirect). */
  const saved = async (request: Request, session: ActiveSession, tool: RankedTool, what: string) => {
    if (!isHtmx(request)) return seeOther(request, `/admin/catalog/${tool.slug}?saved=${what}`);
    return shell(request, session, tool.name, await toolView(session, tool), { flash: savedFlash(what), headers: { "hx-push-url": `/admin/catalog/${tool.slug}` } });
  };
  const SAVED: Record<string, string> = {
    added: "Tool added. The API serves it now.",
    edited: "Changes saved. The API serves the new version now.",
    reverted: "Back to the dataset's version. The API serves it now, and dataset upgrades update it again.",
  };
  const savedFlash = (what: string) => (SAVED[what] ? flashMessage(SAVED[what]) : undefined);

  /**
   * Checks a submitted tool, writes it through the catalog service and shows the result; any
   * refusal (ours or the service's: invalid field, duplicate name or slug) shows the form again.
   */
  const submit = async <T>(
    request: Request,
    session: ActiveSession,
    check: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
    again: (errors: Record<string, string>) => Response,
    write: (data: T) => Promise<RankedTool>,
    what: "added" | "edited",
  ) => {
    if (!check.success) return again(fieldErrors(check));
    try {
      const tool = await write(check.data);
      deps.logger.info(`admin ${what} a tool`, { admin_id: session.admin.id, slug: tool.slug });
      return await saved(request, session, tool, what);
    } catch (e) {
      if (e instanceof AppError && (e.code === "bad_request" || e.code === "conflict")) return again(serviceErrors(e));
      throw e;
    }
  };

  const formView = (session: ActiveSession, values: ToolFormValues, errors: Record<string, string>) => ({ values, errors, categories: deps.catalog.categories(), pricingModels: PRICING_MODELS, csrfToken: session.csrfToken });
  const missing = (request: Request, session: ActiveSession, slug: string) =>
    notFoundPage(request, layoutSession(session), "Tool not found", `There is no tool with slug "${slug}" in the catalog.`);

  return new Elysia({ name: "admin-catalog" })
    .use(adminSession(deps))
    .get(
      "/admin/catalog",
      ({ request, query, session }) => {
        const q = param(query, "q").slice(0, 200);
        const categories = deps.catalog.categories();
        const category = categories.includes(param(query, "category")) ? param(query, "category") : "";
        const offset = Math.min(Math.max(0, Math.trunc(Number(param(query, "offset")) || 0)), 100_000);
        const { total, tools } = deps.catalog.list({ q: q || undefined, category: category || undefined, limit: PAGE_SIZE, offset });
        const view = { q, category, categories, total, tools, offset, limit: PAGE_SIZE };
        return page(request, {
          title: "Catalog",
          active: "catalog",
          session: layoutSession(session),
          content: catalogPage(view),
          fragments: { "tool-results": () => toolResults(view) },
        });
      },
      { detail: { hide: true } },
    )
    .get("/admin/catalog/new", ({ request, session }) => shell(request, session, "Add a tool", toolAddPage({ mode: "add", ...formView(session, EMPTY_FORM, {}) })), { detail: { hide: true } })
    .post(
      "/admin/catalog",
      ({ request, body, session, ctx }) => {
        const values = formValuesFrom(body);
        const again = (errors: Record<string, string>) => shell(request, session, "Add a tool", toolAddPage({ mode: "add", ...formView(session, values, errors) }), { status: 400 });
        return submit(request, session, toolInputSchema.safeParse(toolInputFrom(values)), again, (data) => deps.catalog.addTool(ctx, data), "added");
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/catalog/:slug",
      async ({ request, params, query, session }) => {
        const tool = deps.catalog.get(params.slug);
        if (!tool) return missing(request, session, params.slug);
        return shell(request, session, tool.name, await toolView(session, tool), { flash: savedFlash(param(query, "saved")) });
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/catalog/:slug/edit",
      ({ request, params, session }) => {
        const tool = deps.catalog.get(params.slug);
        if (!tool) return missing(request, session, params.slug);
        return shell(request, session, `Edit ${tool.name}`, toolEditPage({ mode: "edit", slug: tool.slug, name: tool.name, ...formView(session, formValuesOf(tool), {}) }));
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/catalog/:slug",
      ({ request, params, body, session, ctx }) => {
        const tool = deps.catalog.get(params.slug);
        if (!tool) return missing(request, session, params.slug);
        const values = { ...formValuesFrom(body), slug: "" }; // the slug is not editable
        const again = (errors: Record<string, string>) =>
          shell(request, session, `Edit ${tool.name}`, toolEditPage({ mode: "edit", slug: tool.slug, name: tool.name, ...formView(session, values, errors) }), { status: 400 });
        return submit(request, session, toolChangesSchema.safeParse(toolInputFrom(values)), again, (data) => deps.catalog.updateTool(ctx, { slug: tool.slug, changes: data }), "edited");
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/catalog/:slug/revert",
      async ({ request, params, session, ctx }) => {
        const tool = deps.catalog.get(params.slug);
        if (!tool) return missing(request, session, params.slug);
        try {
          const reverted = await deps.catalog.revertTool(ctx, { slug: tool.slug });
          deps.logger.info("admin reverted a tool to the dataset", { admin_id: session.admin.id, slug: tool.slug });
          return await saved(request, session, reverted, "reverted");
        } catch (e) {
          // An added tool has no dataset version; the dataset's name may have been taken meanwhile.
          if (e instanceof AppError && e.code === "conflict") return refuse(request, 409, "Cannot revert", e.message);
          throw e;
        }
      },
      { detail: { hide: true } },
    );
};
