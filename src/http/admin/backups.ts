/**
 * Backups page.
 *
 * GET  /admin/backups         the files in <data>/backups/ with size and date
 * POST /admin/backups         "Back up now": a backup for this second, then back to the page
 * GET  /admin/backups/:name   download one file — the name must be one the listing shows, so no
 *                             path (../, encoded or absolute) can reach anything else; streamed
 */
import { Elysia } from "elysia";
import { findBackup, listBackups, backupsDir } from "../../backups/files";
import { backupNow, backupSchedule } from "../../backups/schedule";
import { flashMessage } from "../../../views/partials/flash";
import { backupsPage } from "../../../views/pages/admin/backups";
import { page, param, refuse, seeOther } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";
import { audit } from "../../audit";
import { AppError } from "../../lib/errors";

export const backupRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin-backups" })
    .use(adminSession(deps))
    .get(
      "/admin/backups",
      ({ request, query, session }) => {
        const backups = listBackups(deps.config.dataDir);
        const made = backups.find((b) => b.name === param(query, "made"));
        return page(request, {
          title: "Backups",
          active: "backups",
          session: layoutSession(session),
          flash: made ? flashMessage(`Backup ${made.name} written.`) : undefined,
          content: backupsPage({ backups, schedule: backupSchedule(deps.settings.current()), directory: backupsDir(deps.config.dataDir), csrfToken: session.csrfToken }),
        });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/backups",
      async ({ request, session, ctx }) => {
        let made;
        try {
          // VACUUM INTO runs on this thread: for the database sizes this server is made for, a
          // second or less; the scheduled job does the same on the same thread. (On PostgreSQL,
          // pg_dump runs as a child process.)
          made = await backupNow(ctx, { config: deps.settings.current() });
        } catch (e) {
          deps.logger.error("backup failed", { err: e as Error });
          // A backup this installation cannot take (no pg_dump on PostgreSQL) is a 409, not a fault.
          const status = e instanceof AppError && e.code === "conflict" ? 409 : 500;
          return refuse(request, status, "Backup failed", `The backup could not be written: ${(e as Error).message}`);
        }
        deps.logger.info("admin took a backup", { admin_id: session.admin.id, file: made.name, bytes: made.bytes });
        await audit(ctx, { action: "backup.created", target: { type: "backup", id: made.name }, details: { bytes: made.bytes } });
        return seeOther(request, `/admin/backups?made=${encodeURIComponent(made.name)}`);
      },
      { detail: { hide: true } },
    )
    .get(
      "/admin/backups/:name",
      async ({ request, params, session, ctx }) => {
        const found = findBackup(deps.config.dataDir, params.name);
        if (!found) return refuse(request, 404, "Backup not found", "There is no backup of that name in the backups directory.");
        deps.logger.info("admin downloaded a backup", { admin_id: session.admin.id, file: found.name });
        // A download carries every account and hashed key out of the server: who took it is recorded.
        await audit(ctx, { action: "backup.downloaded", target: { type: "backup", id: found.name } });
        return new Response(Bun.file(found.path), {
          headers: {
            "x-content-type-options": "nosniff",
            "content-type": found.name.endsWith(".sqlite") ? "application/vnd.sqlite3" : "application/octet-stream",
            "content-disposition": `attachment; filename="${found.name}"`,
            "cache-control": "no-store",
          },
        });
      },
      { detail: { hide: true } },
    );
