/**
 * API keys page.
 *
 * GET  /admin/keys                 list (q, tier, status); htmx target #key-rows gets the rows only
 * POST /admin/keys                 create — the full key is in this one response and nowhere else
 * GET  /admin/keys/:id             one row (htmx: cancel an edit)
 * GET  /admin/keys/:id/edit        the row as an edit form
 * POST /admin/keys/:id             change name, tier and per-key limits
 * POST /admin/keys/:id/revoke      revoke
 */
import { Elysia } from "elysia";
import { z } from "zod";
import { getApiKey, issueApiKey, keyFilterValues, listApiKeys, revokeApiKey, updateApiKey, type ApiKeyRecord, keyChangesSchema } from "../../access/keys";
import type { Html } from "../../lib/html";
import { keyCreate, type KeyCreateView } from "../../../views/partials/key-create";
import { keyEditRow, keyRow } from "../../../views/partials/key-row";
import { keyRows, keysPage, type KeysFilter } from "../../../views/pages/admin/keys";
import { field, isHtmx, notFoundPage, offered, page, param, seeOther, wantsPartial, htmlResponse } from "./respond";
import type { ActiveSession } from "../../admin/sessions";
import { adminSession, layoutSession, type AdminDeps } from "./session";
import type { Ctx } from "../../context";
import { KEY_TIERS, LIMIT_MAX, type KeyTier } from "../../lib/plans";
import { readDecimalInteger } from "../../lib/decimal-integer";

const LIST_LIMIT = 200;

const newKeySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: "Email must be an email address." }).max(254, "Email is too long.")),
  name: z.string().trim().max(100, "Name must be at most 100 characters."),
  tier: z.enum(KEY_TIERS, { error: `Tier must be one of ${KEY_TIERS.join(", ")}.` }),
});

/**
 * A per-key limit from a form: "" → tier default (null), "-1" or "unlimited" → -1, else read as
 * every integer setting is (decimal digits, within bounds). NaN is refused by keyChangesSchema,
 * naming the field.
 */
function limitValue(raw: string): number | null {
  if (raw.trim() === "") return null;
  const s = raw.toLowerCase();
  if (s === "unlimited" || s === "-1") return -1;
  const n = readDecimalInteger(s, { min: 1, max: LIMIT_MAX });
  return n.ok ? n.value : Number.NaN;
}

const FIELD_LABELS: Record<string, string> = { perMinute: "Requests per minute", quota: "Monthly quota", tier: "Tier", name: "Name" };

function readFilter(query: unknown): KeysFilter {
  const tier = param(query, "tier");
  const status = param(query, "status");
  return {
    q: param(query, "q").slice(0, 200),
    tier: KEY_TIERS.includes(tier as KeyTier) ? tier : "",
    status: status === "active" || status === "revoked" ? status : "",
  };
}

export const keyRoutes = (deps: AdminDeps) => {
  const rowView = async (key: ApiKeyRecord, csrfToken: string) => ({ key, limits: deps.access.limitsFor(key), usage: await deps.access.usageThisMonth(key.id), csrfToken });

  /** The list (filtered), optionally with one row in edit mode and a given create section. */
  const listPage = async (ctx: Ctx, request: Request, session: Parameters<typeof layoutSession>[0], filter: KeysFilter, opts: { create?: KeyCreateView; editing?: Html; status?: number } = {}) => {
    const csrfToken = session.csrfToken;
    const keys = await listApiKeys(ctx, { search: filter.q || undefined, tier: (filter.tier || undefined) as KeyTier | undefined, status: (filter.status || undefined) as "active" | "revoked" | undefined, limit: LIST_LIMIT + 1 });
    const rows: Html[] = [];
    for (const k of keys.slice(0, LIST_LIMIT)) rows.push(opts.editing && k.id === filter.q ? opts.editing : keyRow(await rowView(k, csrfToken)));
    const create = opts.create ?? { csrfToken, tiers: KEY_TIERS };
    const present = await keyFilterValues(ctx);
    const view = { filter, tiers: offered(present.tiers, filter.tier), statuses: offered(present.statuses, filter.status), rows, truncated: keys.length > LIST_LIMIT, create };
    return page(request, {
      title: "API keys",
      active: "keys",
      session: layoutSession(session),
      content: keysPage(view),
      status: opts.status,
      fragments: { "key-rows": () => keyRows(view), "key-create": () => keyCreate(create) },
    });
  };

  const missing = (request: Request, session: ActiveSession, id: string) => notFoundPage(request, layoutSession(session), "Key not found", `There is no API key with id ${id}.`);

  return new Elysia({ name: "admin-keys" })
    .use(adminSession(deps))
    .get("/admin/keys", ({ request, query, session, ctx }) => listPage(ctx, request, session, readFilter(query)), { detail: { hide: true } })
    .post(
      "/admin/keys",
      async ({ request, body, session, ctx }) => {
        const values = { email: field(body, "email"), name: field(body, "name"), tier: field(body, "tier") || "starter" };
        const base = { csrfToken: session.csrfToken, tiers: KEY_TIERS, values };
        const parsed = newKeySchema.safeParse(values);
        if (!parsed.success) {
          return listPage(ctx, request, session, readFilter({}), { create: { ...base, error: parsed.error.issues[0].message }, status: 400 });
        }
        const { key, record } = await issueApiKey(ctx, { email: parsed.data.email, tier: parsed.data.tier, name: parsed.data.name || null });
        deps.logger.info("admin created an api key", { admin_id: session.admin.id, key_id: record.id, tier: record.tier });
        const created = { key, email: record.email, tier: record.tier, row: keyRow(await rowView(record, session.csrfToken)) };
        // A fresh, empty form under the key just shown.
        return listPage(ctx, request, session, readFilter({}), { create: { csrfToken: session.csrfToken, tiers: KEY_TIERS, created } });
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/keys/:id",
      async ({ request, params, session, ctx }) => {
        const key = await getApiKey(ctx, { id: params.id });
        if (!key) return missing(request, session, params.id);
        return wantsPartial(request) ? htmlResponse(keyRow(await rowView(key, session.csrfToken))) : seeOther(request, `/admin/keys?q=${encodeURIComponent(key.id)}`);
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/keys/:id/edit",
      async ({ request, params, session, ctx }) => {
        const key = await getApiKey(ctx, { id: params.id });
        if (!key) return missing(request, session, params.id);
        const edit = keyEditRow({ ...(await rowView(key, session.csrfToken)), tiers: KEY_TIERS });
        return wantsPartial(request) ? htmlResponse(edit) : await listPage(ctx, request, session, { q: key.id, tier: "", status: "" }, { editing: edit });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/keys/:id",
      async ({ request, params, body, session, ctx }) => {
        const key = await getApiKey(ctx, { id: params.id });
        if (!key) return missing(request, session, params.id);
        const values = { name: field(body, "name"), tier: field(body, "tier") || key.tier, perMinute: field(body, "per_minute"), quota: field(body, "quota") };
        const parsed = keyChangesSchema.safeParse({
          name: values.name.trim() ? values.name.trim().slice(0, 100) : null,
          tier: values.tier,
          perMinute: limitValue(values.perMinute),
          quota: limitValue(values.quota),
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const label = FIELD_LABELS[String(issue.path[0])] ?? String(issue.path[0]);
          const edit = keyEditRow({ ...(await rowView(key, session.csrfToken)), tiers: KEY_TIERS, values, error: `${label} ${issue.message}.` });
          return wantsPartial(request) ? htmlResponse(edit, 400) : await listPage(ctx, request, session, { q: key.id, tier: "", status: "" }, { editing: edit, status: 400 });
        }
        const updated = await updateApiKey(ctx, { id: params.id, changes: parsed.data });
        if (!updated) return missing(request, session, params.id);
        deps.logger.info("admin changed an api key", { admin_id: session.admin.id, key_id: key.id, tier: updated.tier, per_minute: updated.perMinute, quota: updated.quota });
        return isHtmx(request) ? htmlResponse(keyRow(await rowView(updated, session.csrfToken))) : seeOther(request, `/admin/keys?q=${encodeURIComponent(key.id)}`);
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/keys/:id/revoke",
      async ({ request, params, session, ctx }) => {
        const key = await revokeApiKey(ctx, { id: params.id });
        if (!key) return missing(request, session, params.id);
        deps.logger.info("admin revoked an api key", { admin_id: session.admin.id, key_id: key.id });
        return isHtmx(request) ? htmlResponse(keyRow(await rowView(key, session.csrfToken))) : seeOther(request, `/admin/keys?q=${encodeURIComponent(key.id)}`);
      },
      { detail: { hide: true } },
    );
};
