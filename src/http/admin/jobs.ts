/**
 * Jobs page.
 *
 * GET  /admin/jobs             counts by kind and status, the failed jobs; htmx target #job-rows gets the rows only
 * POST /admin/jobs/:id/retry   a failed job back to the queue (htmx: the row; otherwise back to the page)
 */
import { Elysia } from "elysia";
import { jobCounts, listJobs, retryJob } from "../../jobs/manage";
import { AppError } from "../../lib/errors";
import { jobRow } from "../../../views/partials/job-row";
import { jobRows, jobsPage } from "../../../views/pages/admin/jobs";
import { htmlResponse, isHtmx, page, refuse, seeOther } from "./respond";
import { adminSession, layoutSession, type AdminDeps } from "./session";

const FAILED_SHOWN = 100;

export const jobRoutes = (deps: AdminDeps) =>
  new Elysia({ name: "admin-jobs" })
    .use(adminSession(deps))
    .get(
      "/admin/jobs",
      async ({ request, session, ctx }) => {
        const failed = await listJobs(ctx, { status: "failed", limit: FAILED_SHOWN + 1 });
        const view = { counts: await jobCounts(ctx), failed: failed.slice(0, FAILED_SHOWN), truncated: failed.length > FAILED_SHOWN, csrfToken: session.csrfToken };
        return page(request, {
          title: "Jobs",
          active: "jobs",
          session: layoutSession(session),
          content: jobsPage(view),
          fragments: { "job-rows": () => jobRows(view) },
        });
      },
      { detail: { hide: true } },
    )
    .post(
      "/admin/jobs/:id/retry",
      async ({ request, params, session, ctx }) => {
        let job;
        try {
          job = await retryJob(ctx, { id: params.id });
        } catch (e) {
          if (e instanceof AppError && e.code === "conflict") return refuse(request, 409, "Cannot retry", e.message);
          throw e;
        }
        if (!job) return refuse(request, 404, "Job not found", `There is no job with id ${params.id}.`);
        deps.logger.info("admin retried a job", { admin_id: session.admin.id, job_id: job.id, kind: job.kind });
        return isHtmx(request) ? htmlResponse(jobRow({ job, csrfToken: session.csrfToken })) : seeOther(request, "/admin/jobs");
      },
      { detail: { hide: true } },
    );
