/**
 * The customer's tracked competitors — the same verbs as /api/competitors, acting as the account:
 *
 * GET  /app/competitors                    the list, the form that tracks one (or the plan gate); htmx target #competitors
 * POST /app/competitors                    {name, url} track one (Tracker, Command) → the list with a notice, or the form with the refusal
 * POST /app/competitors/:id/delete         stop tracking it (with its snapshots and changes)
 * POST /app/competitors/:id/check          check now (60 an hour per account); htmx: the list item or the card
 * GET  /app/competitors/:id                its check state and change timeline (?severity, type, offset); htmx target #change-timeline
 * GET  /app/competitors/:id/snapshots      what each version of its pages showed (?offset)
 *
 * Another account's ids are simply not found (the verbs read the account from the actor): 404.
 * Without a plan that includes tracking, the lists still show (and deleting works: it is the
 * customer's data), while tracking and checking answer 403 like the API.
 */
import { Elysia } from "elysia";
import type { PlanState } from "../../billing/account-plan";
import { planIncludes } from "../../billing/plans";
import type { Ctx } from "../../context";
import { AppError } from "../../lib/errors";
import type { ChangeRecord } from "../../monitoring/checks";
import { changeCounts, checksInFlight, deleteCompetitor, getCompetitor, listCompetitors, type CompetitorSummary } from "../../monitoring/competitors";
import { CHANGE_TYPES, SEVERITIES, type Severity } from "../../monitoring/diff";
import { listChanges, listSnapshots } from "../../monitoring/history";
import { newCompetitorSchema } from "../../monitoring/schemas";
import {
  appCompetitorCard,
  appTimeline,
  competitorItem,
  competitorPage,
  competitorsPage,
  competitorsSection,
  snapshotsPage,
  type AppCompetitorView,
  type CompetitorPageView,
  type CompetitorsView,
} from "../../../views/pages/app/competitors";
import { statusOf } from "../errors";
import { field, htmlResponse, isHtmx, param, seeOther, targetId, urlField } from "../html/respond";
import { planGateFor, refusePlan } from "./plan-gate";
import { appNotFound, appPage, appRefuse } from "./respond";
import { appSession, type AppDeps } from "./session";

const TIMELINE_PAGE = 50;
const SNAPSHOT_PAGE = 20;
const LABELS: Record<string, string> = { name: "Name", url: "Website" };

/** "url: …" (the verbs' and schemas' wording) as the form says it: "Website: …". */
const formMessage = (message: string) => message.replace(/^(name|url): /, (_, f: string) => `${LABELS[f]}: `);

/** An offset from the query: a whole number from 0, or a 400 naming the problem. */
function offsetOf(query: unknown): number {
  const raw = param(query, "offset");
  if (raw === "") return 0;
  if (!/^\d{1,7}$/.test(raw)) throw new AppError("bad_request", "offset must be a whole number from 0 to 1,000,000.");
  return Number(raw);
}

const competitorView = (c: CompetitorSummary, changes: number, checking: boolean): AppCompetitorView => ({
  id: c.id,
  name: c.name,
  url: c.url,
  status: c.status,
  lastCheckedAt: c.lastCheckedAt,
  nextCheckAt: c.nextCheckAt,
  consecutiveFailures: c.consecutiveFailures,
  lastError: c.lastError,
  changes,
  checking,
});

async function viewsOf(ctx: Ctx, list: CompetitorSummary[]): Promise<AppCompetitorView[]> {
  const ids = list.map((c) => c.id);
  const counts = await changeCounts(ctx, { ids });
  const busy = await checksInFlight(ctx, { ids });
  return list.map((c) => competitorView(c, counts.get(c.id) ?? 0, busy.has(c.id)));
}

const changeItemView = (c: ChangeRecord) => ({ id: c.id, severity: c.severity, type: c.type, summary: c.summary, before: c.before, after: c.after, evidence: c.evidence, detectedAt: c.detectedAt, notified: c.notified });

export const appCompetitorRoutes = (deps: AppDeps) => {
  const { monitoring } = deps;
  type Who = { account: { id: string }; plan: PlanState; session: { email: string; csrfToken: string }; ctx: Ctx };

  /** The list with its form; `more` carries what the form was sent with and its outcome. */
  async function listView(w: Who, more: Partial<CompetitorsView> = {}): Promise<CompetitorsView> {
    const gate = await planGateFor(deps, w.ctx, { account: w.account, plan: w.plan, feature: "monitoring", csrfToken: w.session.csrfToken });
    const interval = w.plan.plan === "none" ? null : deps.billing.allowances[w.plan.plan].checkInterval;
    return {
      csrfToken: w.session.csrfToken,
      competitors: await viewsOf(w.ctx, await listCompetitors(w.ctx)),
      limit: await monitoring.limitOf(w.ctx, w.account.id),
      interval,
      gate,
      ...more,
    };
  }

  /** After a change: the section for htmx, the page for a plain form's error, a redirect after its success. */
  async function answerList(request: Request, w: Who, more: Partial<CompetitorsView>, status = 200) {
    const view = await listView(w, more);
    if (isHtmx(request)) return htmlResponse(competitorsSection(view), status);
    if (status < 300) return seeOther(request, "/app/competitors");
    return appPage(request, { title: "Competitors", active: "competitors", session: w.session, status, content: competitorsPage(view) });
  }

  const notFound = (request: Request, session: Who["session"], id: string) => appNotFound(request, session, "Competitor not found", `You track no competitor with id ${id}.`);

  return new Elysia({ name: "app-competitors" })
    .use(appSession(deps))
    .get(
      "/app/competitors",
      async ({ request, account, plan, session, ctx }) => {
        const view = await listView({ account, plan, session, ctx });
        return appPage(request, { title: "Competitors", active: "competitors", session, content: competitorsPage(view), fragments: { competitors: () => competitorsSection(view) } });
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/competitors",
      async ({ request, body, account, plan, session, ctx }) => {
        const who = { account, plan, session, ctx };
        const values = { name: field(body, "name"), url: urlField(body, "url") };
        if (!planIncludes(plan.plan, "monitoring")) return refusePlan(request, plan, "monitoring");
        const parsed = newCompetitorSchema.safeParse(values);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return answerList(request, who, { values, error: `${LABELS[String(issue.path[0])] ?? "Form"}: ${issue.message}.` }, 400);
        }
        try {
          const added = await monitoring.addCompetitor(ctx, { accountId: account.id, name: parsed.data.name, url: parsed.data.url });
          deps.logger.info("customer tracked a competitor", { account_id: account.id, competitor_id: added.id });
          return answerList(request, who, { notice: `Tracking ${added.name}. Its first check — the baseline — is queued; later checks list what changed.` });
        } catch (e) {
          if (!(e instanceof AppError) || (e.code !== "bad_request" && e.code !== "forbidden")) throw e;
          return answerList(request, who, { values, error: formMessage(e.message) }, statusOf[e.code]);
        }
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/competitors/:id/delete",
      async ({ request, params, account, plan, session, ctx }) => {
        const gone = await getCompetitor(ctx, params);
        if (!gone || !(await deleteCompetitor(ctx, params))) return notFound(request, session, params.id);
        return answerList(request, { account, plan, session, ctx }, { notice: `${gone.name} is no longer tracked; its snapshots and changes are deleted.` });
      },
      { detail: { hide: true } },
    )
    .post(
      "/app/competitors/:id/check",
      async ({ request, params, account, plan, session, ctx }) => {
        if (!(await getCompetitor(ctx, params))) return notFound(request, session, params.id);
        if (!planIncludes(plan.plan, "monitoring")) return refusePlan(request, plan, "monitoring");
        try {
          await monitoring.checks.admit(account.id);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          return appRefuse(request, statusOf[e.code], "Too many checks", e.message, e.headers);
        }
        const r = (await monitoring.requestCheck(ctx, params))!;
        if (!isHtmx(request)) return seeOther(request, `/app/competitors/${r.competitor.id}`);
        const [view] = await viewsOf(ctx, [(await getCompetitor(ctx, params))!]);
        if (targetId(request) === "competitor-card") return htmlResponse(appCompetitorCard(view, session.csrfToken, true));
        return htmlResponse(competitorItem(view, session.csrfToken, true));
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/competitors/:id",
      async ({ request, params, query, plan, session, ctx }) => {
        const c = await getCompetitor(ctx, params);
        if (!c) return notFound(request, session, params.id);
        const severity = param(query, "severity");
        const type = param(query, "type");
        let offset: number;
        try {
          if (severity && !(SEVERITIES as readonly string[]).includes(severity)) throw new AppError("bad_request", `severity must be one of ${SEVERITIES.join(", ")}.`);
          if (type && !(CHANGE_TYPES as readonly string[]).includes(type)) throw new AppError("bad_request", `type must be one of ${CHANGE_TYPES.join(", ")}.`);
          offset = offsetOf(query);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          return appRefuse(request, 400, "Bad filter", e.message);
        }
        const { changes, total } = await listChanges(ctx, { competitorId: c.id, severity: (severity || undefined) as Severity | undefined, type: type || undefined, limit: TIMELINE_PAGE, offset });
        const [competitor] = await viewsOf(ctx, [c]);
        const view: CompetitorPageView = {
          csrfToken: session.csrfToken,
          competitor,
          canCheck: planIncludes(plan.plan, "monitoring"),
          changes: changes.map(changeItemView),
          total,
          filters: { severity, type, offset, pageSize: TIMELINE_PAGE },
          types: CHANGE_TYPES,
          snapshots: (await listSnapshots(ctx, { competitorId: c.id, limit: 1, offset: 0 })).total,
        };
        return appPage(request, { title: c.name, active: "competitors", session, content: competitorPage(view), fragments: { "change-timeline": () => appTimeline(view) } });
      },
      { detail: { hide: true } },
    )
    .get(
      "/app/competitors/:id/snapshots",
      async ({ request, params, query, session, ctx }) => {
        const c = await getCompetitor(ctx, params);
        if (!c) return notFound(request, session, params.id);
        let offset: number;
        try {
          offset = offsetOf(query);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          return appRefuse(request, 400, "Bad page", e.message);
        }
        const { snapshots, total } = await listSnapshots(ctx, { competitorId: c.id, limit: SNAPSHOT_PAGE, offset });
        return appPage(request, {
          title: `Snapshots of ${c.name}`,
          active: "competitors",
          session,
          content: snapshotsPage({
            competitor: c,
            total,
            offset,
            pageSize: SNAPSHOT_PAGE,
            snapshots: snapshots.map((s) => ({
              id: s.id,
              url: s.url,
              takenAt: s.takenAt,
              seenAt: s.seenAt,
              title: s.facts.title,
              headline: s.facts.headline,
              description: s.facts.description,
              plans: s.facts.plans.map((p) => ({ name: p.name, price_text: p.price_text })),
              features: s.facts.features,
            })),
          }),
        });
      },
      { detail: { hide: true } },
    );
};
