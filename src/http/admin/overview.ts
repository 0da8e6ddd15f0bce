/**
 * Overview, outbox and settings: the read-only pages.
 *
 * GET /admin            overview: requests today by tier, keys, subscriptions, recent errors
 * GET /admin/outbox     mail (status); htmx target #outbox-rows
 * GET /admin/settings   configuration summary, secrets shown as set / not set
 */
import { Elysia } from "elysia";
import { overviewCounts, settingsSummary } from "../../admin/overview";
import { listOutbox, type OutboxStatus } from "../../mail/outbox";
import { overviewPage } from "../../../views/pages/admin/overview";
import { outboxPage, outboxRows } from "../../../views/pages/admin/outbox";
import { settingsPage } from "../../../views/pages/admin/settings";
import { page, param } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

const OUTBOX_STATUSES: OutboxStatus[] = ["stored", "failed", "sent"];

export const overviewRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin-overview" })
    .use(adminSession(deps))
    .get(
      "/admin",
      ({ request, session }) =>
        page(request, {
          title: "Overview",
          active: "overview",
          session: layoutSession(session),
          content: overviewPage({ counts: overviewCounts(deps.db), requestsToday: deps.access.requestsTodayByTier() }),
        }),
      { detail: { hide: true } },
    )
    .get(
      "/admin/outbox",
      ({ request, query, session }) => {
        const s = param(query, "status");
        const status = OUTBOX_STATUSES.includes(s as OutboxStatus) ? (s as OutboxStatus) : undefined;
        const mails = listOutbox(deps.db, { status, limit: 200 });
        return page(request, {
          title: "Outbox",
          active: "outbox",
          session: layoutSession(session),
          content: outboxPage({ mails, status: status ?? "", smtp: Boolean(deps.config.smtpUrl) }),
          fragments: { "outbox-rows": () => outboxRows(mails, Boolean(status)) },
        });
      },
      { detail: { hide: true } },
    )
    .get("/admin/settings", ({ request, session }) => page(request, { title: "Settings", active: "settings", session: layoutSession(session), content: settingsPage(settingsSummary(deps.config)) }), {
      detail: { hide: true },
    });
