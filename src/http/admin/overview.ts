/**
 * Overview and outbox: the read-only pages (the settings page is settings.ts).
 *
 * GET /admin            overview: traffic by tier (24 h chart), queue depth, recent failures
 *                       (jobs, webhook deliveries, mail), disk use, keys, subscriptions
 * GET /admin/outbox     mail (status); htmx target #outbox-rows
 */
import { Elysia } from "elysia";
import { diskUse, overviewCounts, queueDepth, recentFailures, trafficLast24h } from "../../admin/overview";
import { listOutbox, outboxStatusesPresent, type OutboxStatus } from "../../mail/outbox";
import { MAIL_STATUSES } from "../../mail/tables";
import { overviewPage } from "../../../views/pages/admin/overview";
import { outboxPage, outboxRows } from "../../../views/pages/admin/outbox";
import { offered, page, param } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

const OUTBOX_STATUSES: readonly OutboxStatus[] = MAIL_STATUSES;

export const overviewRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin-overview" })
    .use(adminSession(deps))
    .get(
      "/admin",
      async ({ request, session, ctx }) =>
        page(request, {
          title: "Overview",
          active: "overview",
          session: layoutSession(session),
          content: overviewPage({
            counts: await overviewCounts(ctx),
            requestsToday: await deps.access.requestsTodayByTier(),
            traffic: await trafficLast24h(ctx, deps.clock.now()),
            queue: await queueDepth(ctx),
            failures: await recentFailures(ctx),
            disk: await diskUse(ctx, deps.config.dataDir),
          }),
        }),
      { detail: { hide: true } },
    )
    .get(
      "/admin/outbox",
      async ({ request, query, session, ctx }) => {
        const s = param(query, "status");
        const status = OUTBOX_STATUSES.includes(s as OutboxStatus) ? (s as OutboxStatus) : undefined;
        const mails = await listOutbox(ctx, { status, limit: 200 });
        return page(request, {
          title: "Outbox",
          active: "outbox",
          session: layoutSession(session),
          content: outboxPage({ mails, status: status ?? "", statuses: offered(await outboxStatusesPresent(ctx), status ?? ""), smtp: Boolean(deps.config.smtpUrl) }),
          fragments: { "outbox-rows": () => outboxRows(mails, Boolean(status)) },
        });
      },
      { detail: { hide: true } },
    );
