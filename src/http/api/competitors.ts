/**
 * Tracked competitors of the signed-in account (Bearer; the Tracker or Command plan, 403
 * otherwise; SPEC §5 "Tracked competitors", §6):
 *
 * GET    /api/competitors                    the account's competitors and how many it may track
 * POST   /api/competitors      {name, url}   track one → 201; its baseline check is queued
 * GET    /api/competitors/{id}               one, with its check state
 * DELETE /api/competitors/{id}               stop tracking it (snapshots and changes go too) → 204
 * POST   /api/competitors/{id}/check         check now → 202; a check already queued is joined
 * GET    /api/competitors/{id}/changes       changes, newest first; ?severity (at or above), type, since, limit, offset
 * GET    /api/competitors/{id}/snapshots     snapshots of its pages, newest first; ?limit, offset
 *
 * Another account's ids answer 404, as if they did not exist: the verbs read the account from the
 * context's actor (src/monitoring/competitors.ts).
 */
import { Elysia } from "elysia";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { deleteCompetitor, getCompetitor, listCompetitors, type CompetitorSummary } from "../../monitoring/competitors";
import type { ChangeRecord, SnapshotRecord } from "../../monitoring/checks";
import { CHANGE_TYPES, SEVERITIES } from "../../monitoring/diff";
import { listChanges, listSnapshots } from "../../monitoring/history";
import { newCompetitorSchema } from "../../monitoring/schemas";
import type { Monitoring } from "../../monitoring/service";
import { jsonBody } from "../plugins/body";
import { bearerAuth, type BearerDeps } from "../plugins/bearer";
import { errorBodies } from "./accounts-docs";
import { COMPETITOR_DOCS, EXAMPLE_ID } from "./competitors-docs";
import { BEARER_SECURITY } from "./schemas";
import { setting } from "../openapi-settings";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const TAGS = ["Competitors"];

// ── Schemas ──

const EXAMPLE_COMPETITOR = {
  id: EXAMPLE_ID,
  name: "Formwise",
  url: "https://formwise.example/",
  normalized_url: "https://formwise.example",
  status: "active",
  created_at: "2026-11-20T09:00:00.000Z",
  last_checked_at: "2026-11-22T09:14:03.000Z",
  next_check_at: "2026-11-23T09:14:03.000Z",
  consecutive_failures: 0,
  last_error: null,
};

// The response schemas are `z.lazy`: built at their first use (an answer checked, the OpenAPI document), not at
// every start (docs/benchmarks.md, "Cold start, session 17"); the request schemas below stay eager.
export const competitorSchema = z.lazy(() =>
  z
    .object({
      id: z.uuid().describe("The competitor's id (the competitor_id of competitor.changed events)."),
      name: z.string(),
      url: z.string().describe("The address checked."),
      normalized_url: z.string().describe("The address as duplicates are found: lower-case host, default port, no fragment, no trailing slash, no tracking query parameters."),
      status: z.enum(["active", "unavailable"]).describe("`unavailable` after two failed checks in a row, until one succeeds."),
      created_at: z.iso.datetime(),
      last_checked_at: z.iso.datetime().nullable().describe("The last check that ran, whatever its outcome; null until the baseline check has run."),
      next_check_at: z.iso.datetime().describe("When the next scheduled check is due (daily on Tracker, hourly on Command, each competitor at a slot of its own)."),
      consecutive_failures: z.number().int().describe("Checks in a row that could not read the site."),
      last_error: z.string().nullable().describe("Why the last check could not read the site, while it is failing."),
    })
    .meta({ example: EXAMPLE_COMPETITOR }),
);

const competitorListSchema = z.lazy(() =>
  z
    .object({
      competitors: z.array(competitorSchema),
      limit: z.number().int().describe("How many competitors the account may track (its plan's allowance)."),
    })
    .meta({ example: { competitors: [EXAMPLE_COMPETITOR], limit: 5 } }),
);

const checkSchema = z.lazy(() =>
  z
    .object({
      competitor_id: z.uuid(),
      check_id: z.string().describe("The check's job id."),
      status: z.enum(["queued", "running"]),
      joined: z.boolean().describe("true when a check of this competitor was already queued or running: this request joined it instead of queueing a second."),
    })
    .meta({ example: { competitor_id: EXAMPLE_ID, check_id: "job_4fK9aB2cD7eF1gH3", status: "queued", joined: false } }),
);

const evidenceSchema = z.lazy(() => z.object({ url: z.string(), snippet: z.string().describe("At most 160 characters of the page's text that shows the fact."), selector: z.string().optional() }).nullable());

const EXAMPLE_CHANGE = {
  id: "chg_7hQ2mX9kR4tW1zB6pL3n",
  competitor_id: EXAMPLE_ID,
  type: "pricing_change",
  severity: "high",
  summary: "Pro: $29/month → $35/month (+20.7%)",
  subject: "Pro",
  before: "$29/month",
  after: "$35/month",
  evidence: { before: { url: "https://formwise.example/pricing", snippet: "Pro $29 per month" }, after: { url: "https://formwise.example/pricing", snippet: "Pro $35 per month" } },
  detected_at: "2026-11-22T09:14:03.000Z",
  check_id: "job_4fK9aB2cD7eF1gH3",
  notified: true,
};

export const changeSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      competitor_id: z.uuid(),
      type: z.enum(CHANGE_TYPES),
      severity: z.enum(SEVERITIES),
      summary: z.string().describe("One line with before and after."),
      subject: z.string().describe("What changed: a plan or feature name, `headline`, `description`, or the page's URL."),
      before: z.string().nullable(),
      after: z.string().nullable(),
      evidence: z.object({ before: evidenceSchema, after: evidenceSchema }).describe("Where each side was seen, from the two snapshots."),
      detected_at: z.iso.datetime(),
      check_id: z.string().describe("The check that found it."),
      notified: z.boolean().describe("Whether it was at or above the account's change_threshold when found, so competitor.changed was emitted (and, on Tracker, mailed)."),
    })
    .meta({ example: EXAMPLE_CHANGE }),
);

const changePageSchema = z.lazy(() =>
  z
    .object({ changes: z.array(changeSchema), total: z.number().int().describe("Changes matching the filters in all."), limit: z.number().int(), offset: z.number().int() })
    .meta({ example: { changes: [EXAMPLE_CHANGE], total: 1, limit: 20, offset: 0 } }),
);

const planSchema = z.lazy(() => z.looseObject({ name: z.string(), amount: z.number().nullable(), currency: z.string().nullable(), period: z.string().nullable(), price_text: z.string() }));
const EXAMPLE_SNAPSHOT = {
  id: "snap_2bQ8xK4mN7pR1sT5vW9y",
  url: "https://formwise.example/pricing",
  text_hash: "9f2c4b1e0d7a6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b",
  facts: { name: null, title: "Pricing — Formwise", description: null, headline: "Simple pricing", plans: [{ name: "Pro", amount: 35, currency: "USD", period: "month", price_text: "$35/month" }], features: ["Unlimited forms"] },
  etag: '"5e1f-9a"',
  last_modified: null,
  taken_at: "2026-11-22T09:14:03.000Z",
  seen_at: "2026-11-23T09:14:01.000Z",
  check_id: "job_4fK9aB2cD7eF1gH3",
};
const snapshotSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      url: z.string().describe("The page."),
      text_hash: z.string().describe("Hash of the page's normalised text (scripts, tokens, dates and tracking parameters removed): equal hashes are the same version."),
      facts: z
        .object({ name: z.string().nullable(), title: z.string().nullable(), description: z.string().nullable(), headline: z.string().nullable(), plans: z.array(planSchema), features: z.array(z.string()) })
        .describe("The facts this page showed."),
      etag: z.string().nullable().describe("The page's validators, sent with the next check's conditional request."),
      last_modified: z.string().nullable(),
      taken_at: z.iso.datetime().describe("When this version was first seen."),
      seen_at: z.iso.datetime().describe("The last check that saw this version unchanged."),
      check_id: z.string(),
    })
    .meta({ example: EXAMPLE_SNAPSHOT }),
);

const snapshotPageSchema = z.lazy(() =>
  z
    .object({ snapshots: z.array(snapshotSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
    .meta({ example: { snapshots: [EXAMPLE_SNAPSHOT], total: 1, limit: 20, offset: 0 } }),
);

/** A path segment that is not valid percent-encoded UTF-8 reaches validation as null. */
const idParams = z.object({ id: z.string({ error: "must be valid percent-encoded UTF-8" }).describe("The competitor's id, as GET /api/competitors lists it.").meta({ example: EXAMPLE_ID }) });

const wholeNumber = (max: number, text: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number from ${text}`)
    .transform(Number)
    .refine((n) => n >= (text.startsWith("0") ? 0 : 1) && n <= max, `must be a whole number from ${text}`);
const pageQuery = {
  limit: wholeNumber(100, "1 to 100").optional().describe("Items per page, 1 to 100 (default 20).").meta({ example: "20" }),
  offset: wholeNumber(1_000_000, "0 to 1,000,000").optional().describe("Items to skip (default 0).").meta({ example: "0" }),
};
const changeQuery = z.object({
  severity: z.enum(SEVERITIES, { error: `must be one of ${SEVERITIES.join(", ")}` }).optional().describe("Only changes of this severity or higher (low < medium < high < critical).").meta({ example: "high" }),
  type: z.enum(CHANGE_TYPES, { error: `must be one of ${CHANGE_TYPES.join(", ")}` }).optional().describe("Only changes of this type.").meta({ example: "pricing_change" }),
  since: z
    .string()
    .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), "must be an ISO 8601 date-time such as 2026-11-01T00:00:00Z")
    .optional()
    .describe("Only changes detected at or after this time (ISO 8601).")
    .meta({ example: "2026-11-01T00:00:00Z" }),
  ...pageQuery,
});

// ── Bodies ──

const competitorJson = (c: CompetitorSummary) => ({
  id: c.id,
  name: c.name,
  url: c.url,
  normalized_url: c.normalizedUrl,
  status: c.status,
  created_at: iso(c.createdAt)!,
  last_checked_at: iso(c.lastCheckedAt),
  next_check_at: iso(c.nextCheckAt)!,
  consecutive_failures: c.consecutiveFailures,
  last_error: c.lastError,
});

export const changeJson = (c: ChangeRecord) => ({
  id: c.id,
  competitor_id: c.competitorId,
  type: c.type as (typeof CHANGE_TYPES)[number],
  severity: c.severity as (typeof SEVERITIES)[number],
  summary: c.summary,
  subject: c.subject,
  before: c.before,
  after: c.after,
  evidence: c.evidence,
  detected_at: iso(c.detectedAt)!,
  check_id: c.checkId,
  notified: c.notified,
});

const snapshotJson = (s: SnapshotRecord) => ({
  id: s.id,
  url: s.url,
  text_hash: s.textHash,
  facts: { ...s.facts, plans: s.facts.plans.map((p) => ({ ...p })) },
  etag: s.etag,
  last_modified: s.lastModified,
  taken_at: iso(s.takenAt)!,
  seen_at: iso(s.seenAt)!,
  check_id: s.checkId,
});

const noCompetitor = (id: string) => new AppError("not_found", `This account tracks no competitor ${id}.`);

// ── Routes ──

export const competitorApiRoutes = (deps: BearerDeps & { monitoring: Pick<Monitoring, "addCompetitor" | "requestCheck" | "limitOf" | "checks"> }) =>
  new Elysia({ name: "api-competitors" })
    .use(bearerAuth(deps))
    .get("/api/competitors", async ({ account, ctx }) => ({ competitors: (await listCompetitors(ctx)).map(competitorJson), limit: await deps.monitoring.limitOf(ctx, account.id) }), {
      requirePlan: "monitoring",
      response: { 200: competitorListSchema, ...errorBodies(401, 403, 503) },
      detail: {
        tags: TAGS,
        responses: COMPETITOR_DOCS.list,
        summary: "List your tracked competitors",
        description: "The signed-in account's tracked competitors, oldest first, with their check state, and how many the plan allows (5 on Tracker, 20 on Command).",
        security: BEARER_SECURITY,
      },
    })
    .post(
      "/api/competitors",
      async ({ account, ctx, body, set }) => {
        const competitor = await deps.monitoring.addCompetitor(ctx, { accountId: account.id, name: body.name, url: body.url });
        set.status = 201;
        return competitorJson(competitor);
      },
      {
        ...jsonBody(newCompetitorSchema),
        requirePlan: "monitoring",
        response: { 201: competitorSchema, ...errorBodies(400, 401, 403, 503) },
        detail: {
          tags: TAGS,
          responses: COMPETITOR_DOCS.create,
          summary: "Track a competitor",
          description:
            "Starts tracking a competitor's website. The first check (queued at once) is the baseline: it records snapshots and no change. After that the site is checked on the plan's interval (daily on Tracker, hourly on Command) and compared by facts — prices, plans, free tier, features, headline and description, availability — never by raw HTML. " +
            "The URL must be a public http(s) address; one the account already tracks after normalisation (lower-case host, default port, no fragment, no trailing slash, no tracking query parameters) is refused (400). 403 when the plan's allowance is used (5 on Tracker, 20 on Command).",
          security: BEARER_SECURITY,
        },
      },
    )
    .get(
      "/api/competitors/:id",
      async ({ ctx, params }) => {
        const c = await getCompetitor(ctx, params);
        if (!c) throw noCompetitor(params.id);
        return competitorJson(c);
      },
      {
        params: idParams,
        requirePlan: "monitoring",
        response: { 200: competitorSchema, ...errorBodies(400, 401, 403, 404, 503) },
        detail: { tags: TAGS, responses: COMPETITOR_DOCS.get, summary: "Get a tracked competitor", description: "One tracked competitor with its check state. Another account's competitor answers 404.", security: BEARER_SECURITY },
      },
    )
    .delete(
      "/api/competitors/:id",
      async ({ ctx, params }) => {
        if (!await deleteCompetitor(ctx, params)) throw noCompetitor(params.id);
        return new Response(null, { status: 204 });
      },
      {
        params: idParams,
        requirePlan: "monitoring",
        // 204 has no body, so no schema: its description is in COMPETITOR_DOCS.
        response: errorBodies(400, 401, 403, 404, 503),
        detail: {
          tags: TAGS,
          responses: COMPETITOR_DOCS.remove,
          summary: "Stop tracking a competitor",
          description: "Stops tracking the competitor and deletes its snapshots and changes; its place in the allowance is free at once. Another account's competitor answers 404.",
          security: BEARER_SECURITY,
        },
      },
    )
    .post(
      "/api/competitors/:id/check",
      async ({ account, ctx, params, set }) => {
        if (!await getCompetitor(ctx, params)) throw noCompetitor(params.id);
        Object.assign(set.headers, await deps.monitoring.checks.admit(account.id));
        const r = await deps.monitoring.requestCheck(ctx, params);
        if (!r) throw noCompetitor(params.id);
        set.status = 202;
        return { competitor_id: r.competitor.id, check_id: r.job.id, status: r.job.status === "running" ? ("running" as const) : ("queued" as const), joined: r.joined };
      },
      {
        params: idParams,
        requirePlan: "monitoring",
        response: { 202: checkSchema, ...errorBodies(400, 401, 403, 404, 429, 503) },
        detail: {
          tags: TAGS,
          responses: COMPETITOR_DOCS.check,
          summary: "Check a competitor now",
          description:
            "Queues a check of the competitor now, besides the scheduled ones. A check of it that is already queued or running is joined (`joined: true`), not duplicated. Its changes appear under /changes once it has run, and those at or above the account's change_threshold are notified. 60 requests per hour per account. No request body.",
          security: BEARER_SECURITY,
        },
      },
    )
    .get(
      "/api/competitors/:id/changes",
      async ({ ctx, params, query }) => {
        const c = await getCompetitor(ctx, params);
        if (!c) throw noCompetitor(params.id);
        const limit = query.limit ?? 20;
        const offset = query.offset ?? 0;
        const page = await listChanges(ctx, { competitorId: c.id, severity: query.severity, type: query.type, since: query.since === undefined ? undefined : Date.parse(query.since), limit, offset });
        return { changes: page.changes.map(changeJson), total: page.total, limit, offset };
      },
      {
        params: idParams,
        query: changeQuery,
        requirePlan: "monitoring",
        response: { 200: changePageSchema, ...errorBodies(400, 401, 403, 404, 503) },
        detail: {
          tags: TAGS,
          responses: COMPETITOR_DOCS.changes,
          summary: "A competitor's changes",
          description:
            "Changes found between checks, newest first: `pricing_change`, `plan_added`, `plan_removed`, `free_tier_changed`, `feature_added`, `feature_removed`, `messaging_change`, `page_unavailable`, `page_restored`, each with its severity, a one-line summary, before and after, and the evidence from both snapshots. " +
            "Filters: `severity` (that severity or higher), `type`, `since`; pages with `limit` and `offset`. Changes are kept for as long as the competitor is tracked.",
          security: BEARER_SECURITY,
        },
      },
    )
    .get(
      "/api/competitors/:id/snapshots",
      async ({ ctx, params, query }) => {
        const c = await getCompetitor(ctx, params);
        if (!c) throw noCompetitor(params.id);
        const limit = query.limit ?? 20;
        const offset = query.offset ?? 0;
        const page = await listSnapshots(ctx, { competitorId: c.id, limit, offset });
        return { snapshots: page.snapshots.map(snapshotJson), total: page.total, limit, offset };
      },
      {
        params: idParams,
        query: z.object(pageQuery),
        requirePlan: "monitoring",
        response: { 200: snapshotPageSchema, ...errorBodies(400, 401, 403, 404, 503) },
        detail: {
          tags: TAGS,
          responses: COMPETITOR_DOCS.snapshots,
          summary: "Snapshots of a competitor's pages",
          description:
            "Each version of each page the checks read (home page, pricing, features, product), newest first: the facts it showed, the hash of its normalised text and its validators. A check that finds a page unchanged moves `seen_at` instead of adding a snapshot. " + `The newest ${setting("RIVALSCOPE_SNAPSHOT_RETENTION")} per page are kept (RIVALSCOPE_SNAPSHOT_RETENTION).`,
          security: BEARER_SECURITY,
        },
      },
    );
