/**
 * Tracked competitors pages.
 *
 * GET  /admin/competitors               every account's competitors (?q= email, name or URL; ?account= one account's); htmx target #competitor-rows gets the rows only
 * GET  /admin/competitors/:id           one competitor: its check state and change timeline
 * POST /admin/competitors/:id/check     check now (htmx: the row or the card; otherwise back to the competitor's page)
 */
import { Elysia } from "elysia";
import type { Ctx } from "../../context";
import { changeCounts, checksInFlight, getCompetitorRow, listCompetitors, type CompetitorRow } from "../../monitoring/competitors";
import { listChanges } from "../../monitoring/history";
import type { Monitoring } from "../../monitoring/service";
import { competitorRow } from "../../../views/partials/competitor-row";
import { competitorCard, competitorPage, competitorRows, competitorsPage } from "../../../views/pages/admin/competitors";
import { htmlResponse, isHtmx, notFoundPage, page, param, seeOther, targetId } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

export type CompetitorAdminDeps = AdminDeps & { monitoring: Pick<Monitoring, "requestCheck"> };

const SHOWN = 500;
const TIMELINE = 200;

/** Competitors with a check queued or running. */
const checking = (ctx: Pick<Ctx, "db">, ids: string[]) => checksInFlight(ctx, { ids });

const rowViews = async (ctx: Ctx, rows: CompetitorRow[]) => {
  const counts = await changeCounts(ctx, { ids: rows.map((r) => r.id) });
  const busy = await checking(ctx, rows.map((r) => r.id));
  return rows.map((competitor) => ({ competitor, changes: counts.get(competitor.id) ?? 0, checking: busy.has(competitor.id) }));
};

export const competitorAdminRoutes = (deps: CompetitorAdminDeps) =>
  new Elysia({ name: "admin-competitors" })
    .use(adminSession(deps))
    .get(
      "/admin/competitors",
      async ({ request, query, session, ctx }) => {
        const q = param(query, "q").slice(0, 200);
        const account = param(query, "account").slice(0, 100);
        const found = await listCompetitors(ctx, { search: q || undefined, accountId: account || undefined, limit: SHOWN + 1 });
        const view = { rows: await rowViews(ctx, found.slice(0, SHOWN)), truncated: found.length > SHOWN, q, account, csrfToken: session.csrfToken };
        return page(request, {
          title: "Tracked competitors",
          active: "competitors",
          session: layoutSession(session),
          content: competitorsPage(view),
          fragments: { "competitor-rows": () => competitorRows(view) },
        });
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/competitors/:id",
      async ({ request, params, session, ctx }) => {
        const competitor = await getCompetitorRow(ctx, params);
        if (!competitor) return notFoundPage(request, layoutSession(session), "Competitor not found", `There is no tracked competitor with id ${params.id}.`);
        const { changes, total } = await listChanges(ctx, { competitorId: competitor.id, limit: TIMELINE, offset: 0 });
        return page(request, {
          title: competitor.name,
          active: "competitors",
          session: layoutSession(session),
          content: competitorPage({ competitor, changes, total, checking: (await checking(ctx, [competitor.id])).has(competitor.id), csrfToken: session.csrfToken }),
        });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/competitors/:id/check",
      async ({ request, params, session, ctx }) => {
        const r = await deps.monitoring.requestCheck(ctx, params);
        if (!r) return notFoundPage(request, layoutSession(session), "Competitor not found", `There is no tracked competitor with id ${params.id}.`);
        deps.logger.info("admin asked for a competitor check", { admin_id: session.admin.id, competitor_id: r.competitor.id, joined: r.joined });
        if (!isHtmx(request)) return seeOther(request, `/admin/competitors/${r.competitor.id}`);
        const row = (await getCompetitorRow(ctx, params))!;
        // htmx names the target by its id; the dashboard's own convention is "tag#id".
        if (targetId(request) === "competitor-card" || request.headers.get("hx-target") === "competitor-card") return htmlResponse(competitorCard({ competitor: row, checking: true, csrfToken: session.csrfToken }));
        return htmlResponse(competitorRow({ ...(await rowViews(ctx, [row]))[0]!, csrfToken: session.csrfToken }));
      },
      { detail: { hide: true } },
    );
