/**
 * The dashboard's Jobs page: counts by kind and status, failed jobs with their (escaped) error,
 * and a Retry button that works through htmx and as a plain form — signed in and with the CSRF
 * token only.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { getJob } from "../../src/jobs/manage";
import { enqueue, jobQueue } from "../../src/jobs/queue";
import { createTestApp, type TestApp } from "../helpers/app";
import { Browser, createAdmin, signedInAdmin } from "./helpers";

let t: TestApp;
let b: Browser;
let csrf: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ b, csrf } = await signedInAdmin(t));
});
afterAll(() => t.close());

const XSS = `<img src=x onerror="alert(1)">`;

/** A job that failed for good with `error`. */
async function failedJob(kind: string, error: string, uniqueKey?: string) {
  await enqueue(t.ctx, { kind, maxAttempts: 1, uniqueKey });
  const run = (await jobQueue.claim(t.ctx, { kinds: [kind], workerId: "page-test", leaseMs: 60_000 }))!;
  await jobQueue.fail(t.ctx, run, { error, retryAt: null });
  return run.id;
}

describe("Jobs page", () => {
  test("needs a signed-in admin", async () => {
    const anonymous = new Browser(t);
    const res = await anonymous.request("/admin/jobs");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fjobs");
    const retry = await anonymous.request("/admin/jobs/job_x/retry", { form: {} });
    expect(retry.status).toBe(303);
    expect(retry.headers.get("location")).toBe("/admin/login");
  });

  test("a server without jobs says so", async () => {
    const fresh = await createTestApp();
    try {
      await createAdmin(fresh);
      const browser = new Browser(fresh);
      await browser.signIn();
      const page = await (await browser.request("/admin/jobs")).text();
      expect(page).toContain("No jobs yet.");
      expect(page).toContain("No failed jobs.");
    } finally {
      await fresh.close();
    }
  });

  test("counts jobs by kind and status and lists the failed ones with their error, escaped", async () => {
    const failed = await failedJob("counts.report", `receiver answered ${XSS}`);
    await enqueue(t.ctx, { kind: "counts.report" });
    await enqueue(t.ctx, { kind: "counts.other" });
    const res = await b.request("/admin/jobs");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toMatch(/<a href="\/admin\/jobs"[^>]*class="active"[^>]*>Jobs<\/a>/);
    // Columns: queued, running, succeeded, failed.
    expect(page).toContain(`<tr><td>counts.report</td><td class="num">1</td><td class="num">0</td><td class="num">0</td><td class="num">1</td></tr>`);
    expect(page).toContain(`<tr><td>counts.other</td><td class="num">1</td><td class="num">0</td><td class="num">0</td><td class="num">0</td></tr>`);
    expect(page).toContain(`id="job-${failed}"`);
    expect(page).toContain("receiver answered &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page).not.toContain(XSS);
    expect(page).toContain(`action="/admin/jobs/${failed}/retry"`);
    // htmx asking for the rows gets only the rows.
    const rows = await (await b.htmx("/admin/jobs", { target: "tbody#job-rows" })).text();
    expect(rows.startsWith("<tr")).toBe(true);
    expect(rows).toContain(`id="job-${failed}"`);
    expect(rows).not.toContain("<h1>");
  });

  test("retry without the CSRF token is refused with 403 and changes nothing", async () => {
    const id = await failedJob("report.generate", "boom");
    expect((await b.request(`/admin/jobs/${id}/retry`, { form: {} })).status).toBe(403);
    expect((await b.request(`/admin/jobs/${id}/retry`, { form: { _csrf: "x".repeat(32) } })).status).toBe(403);
    expect((await b.htmx(`/admin/jobs/${id}/retry`, { method: "POST" })).status).toBe(403);
    expect((await getJob(t.ctx, { id }))!.status).toBe("failed");
  });

  test("retry through htmx swaps the row: queued again, attempts reset, no button", async () => {
    const id = await failedJob("report.generate", "boom");
    const res = await b.htmx(`/admin/jobs/${id}/retry`, { method: "POST", target: `tr#job-${id}`, csrf });
    expect(res.status).toBe(200);
    const row = await res.text();
    expect(row.startsWith(`<tr id="job-${id}"`)).toBe(true);
    expect(row).toContain(">queued<");
    expect(row).not.toContain("Retry</button>");
    expect(await getJob(t.ctx, { id })).toMatchObject({ status: "queued", attempts: 0 });
  });

  test("retry without JavaScript: a form post, then back to the page", async () => {
    const id = await failedJob("report.generate", "boom");
    const res = await b.request(`/admin/jobs/${id}/retry`, { form: { _csrf: csrf } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/jobs");
    expect((await getJob(t.ctx, { id }))!.status).toBe("queued");
  });

  test("retrying an unknown job is a 404, a job that has not failed a 409, both with a message", async () => {
    const missing = await b.htmx("/admin/jobs/job_nope/retry", { method: "POST", csrf });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("hx-retarget")).toBe("#flash");
    expect(await missing.text()).toContain("There is no job with id job_nope.");
    const queued = await enqueue(t.ctx, { kind: "report.generate" });
    const conflict = await b.request(`/admin/jobs/${queued.id}/retry`, { form: { _csrf: csrf } });
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).toContain(`Job ${queued.id} is queued; only a failed job can be retried.`);
  });
});
