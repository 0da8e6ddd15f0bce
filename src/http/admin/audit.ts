/**
 * Audit log page.
 *
 * GET /admin/audit   filters: actor (kind), action, target (type), target_id, from / to (UTC
 *                    dates, inclusive), before (row id: the page after); htmx target #audit-rows
 *                    gets the rows only
 */
import { Elysia } from "elysia";
import { ACTOR_KINDS, auditFacets, auditLabels, listAudit, type ActorKind, type AuditFilter } from "../../audit";
import { auditPage, auditRows, type AuditFilterView } from "../../../views/pages/admin/audit";
import { offered, page, param } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

const PAGE_SIZE = 100;
const DAY_MS = 86_400_000;

/** A yyyy-mm-dd date as UTC midnight (ms), or null when it is not one. */
function utcDate(s: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const ms = Date.parse(`${s}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
}

export const auditRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin-audit" }).use(adminSession(deps)).get(
    "/admin/audit",
    async ({ request, query, session, ctx }) => {
      const actor = param(query, "actor");
      const filter: AuditFilterView = {
        actor: ACTOR_KINDS.includes(actor as ActorKind) ? actor : "",
        action: param(query, "action").slice(0, 100),
        target: param(query, "target").slice(0, 100),
        targetId: param(query, "target_id").slice(0, 200),
        from: param(query, "from").slice(0, 10),
        to: param(query, "to").slice(0, 10),
      };
      const errors: string[] = [];
      const from = filter.from ? utcDate(filter.from) : null;
      const to = filter.to ? utcDate(filter.to) : null;
      if (filter.from && from === null) errors.push(`"From" must be a date (yyyy-mm-dd).`);
      if (filter.to && to === null) errors.push(`"To" must be a date (yyyy-mm-dd).`);
      const before = Number(param(query, "before"));
      const q: AuditFilter = {
        actorKind: (filter.actor || undefined) as ActorKind | undefined,
        action: filter.action || undefined,
        targetType: filter.target || undefined,
        targetId: filter.targetId || undefined,
        from: from ?? undefined,
        to: to === null ? undefined : to + DAY_MS,
        before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
        limit: PAGE_SIZE + 1,
      };
      const found = await listAudit(ctx, q);
      const rows = found.slice(0, PAGE_SIZE);
      let older: string | null = null;
      if (found.length > PAGE_SIZE) {
        const next = new URLSearchParams({ actor: filter.actor, action: filter.action, target: filter.target, target_id: filter.targetId, from: filter.from, to: filter.to, before: String(rows[rows.length - 1].id) });
        for (const [k, val] of [...next]) if (!val) next.delete(k);
        older = next.toString();
      }
      const facets = await auditFacets(ctx);
      const view = {
        rows,
        labels: await auditLabels(ctx, rows),
        older,
        filter,
        actorKinds: ACTOR_KINDS,
        actions: offered(facets.actions, filter.action),
        targetTypes: offered(facets.targetTypes, filter.target),
        error: errors.join(" ") || undefined,
      };
      return page(request, {
        title: "Audit log",
        active: "audit",
        session: layoutSession(session),
        status: errors.length ? 400 : 200,
        content: auditPage(view),
        fragments: { "audit-rows": () => auditRows(view) },
      });
    },
    { detail: { hide: true } },
  );
