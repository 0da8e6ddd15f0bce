/**
 * The monitoring service (SPEC §5 "Tracked competitors", §6) — the verbs that need the runtime's
 * parts, and the check job:
 *
 * - `addCompetitor`: the URL parsed and normalised (urls.ts), its host checked against the
 *   address policy now (a refused or unresolvable host is a 400 naming it), then inserted within
 *   the plan's allowance, with its baseline check queued in the same transaction.
 * - `requestCheck`: "check now" — one `monitoring.check` job per competitor at a time (its
 *   unique key): a check already queued or running is joined, not duplicated. 60 per hour per
 *   account (`checks`).
 * - `schedule`: the scheduler's task — enqueues the checks that are due, on each plan's interval;
 *   accounts without a plan are not checked.
 * - the `monitoring.check` job (check-job.ts).
 */
import { accountPlan, accountPlans } from "../billing/account-plan";
import { PLAN_NAMES, type Allowances } from "../billing/plans";
import { subjectLimit } from "../access/subject-limit";
import type { SettingsReader } from "../settings/service";
import type { Config } from "../config";
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import { withTransaction } from "../db/tx";
import type { IntelService } from "../intel/service";
import { activeJob, enqueue, type JobRecord } from "../jobs/queue";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Plan } from "../lib/plans";
import type { Mailer } from "../mail/mailer";
import { NetError, type Outbound } from "../net/outbound";
import { createCheckJob } from "./check-job";
import type { CheckAnalyser } from "./read-site";
import { checkJobKey, dueCompetitors, getCompetitor, insertCompetitor, setNextChecks, type CompetitorRecord, type CompetitorSummary } from "./competitors";
import { INTERVAL_MS, nextCheckAt } from "./schedule";
import { parseCompetitorUrl } from "./urls";

/** The job kind that checks one competitor. */
export const MONITORING_CHECK = "monitoring.check";
/** "Check now" requests per account per hour. */
export const CHECKS_PER_HOUR = 60;
/** Due competitors enqueued per scheduler pass (the rest wait for the next minute). */
const SCHEDULE_BATCH = 2000;
/** An account without a plan is looked at again this much later (it may buy one). */
const NO_PLAN_RETRY_MS = 3_600_000;

export interface MonitoringDeps {
  config: Pick<Config, "baseUrl">;
  /** Run-time settings (snapshot retention); src/settings. */
  settings: SettingsReader;
  clock: Clock;
  net: Pick<Outbound, "vet">;
  intel: Pick<IntelService, "fetcher">;
  billing: { allowances: Record<Plan, Allowances> };
  mail: Pick<Mailer, "enqueue">;
  /** Where facts and page hashes are computed: the analysis pool (src/analysis/pool.ts). */
  analyser: CheckAnalyser;
  /** The database "check now" is counted in when replicas share it (src/access/shared-counters.ts); null: in memory. */
  sharedLimits?: Db | null;
}

export type Monitoring = ReturnType<typeof createMonitoring>;


/** The one check job of a competitor: while one is queued or running, enqueueing returns it. */
export async function enqueueCheck(ctx: Ctx, competitorId: string): Promise<{ job: JobRecord; joined: boolean }> {
  return withTransaction(ctx, async (tx) => {
    const existing = (await activeJob(tx, { uniqueKey: checkJobKey(competitorId) })) !== null;
    const job = await enqueue(tx, { kind: MONITORING_CHECK, payload: { competitorId }, uniqueKey: checkJobKey(competitorId) });
    return { job, joined: existing };
  });
}

export function createMonitoring(deps: MonitoringDeps) {
  const { billing } = deps;
  const intervalOf = (plan: Plan) => INTERVAL_MS[billing.allowances[plan].checkInterval];
  /** The customer app's pages a change alert links to (never an API route: a founder reads it). */
  const links = { timeline: (id: string) => `${deps.config.baseUrl}/app/competitors/${id}`, settings: `${deps.config.baseUrl}/app/settings` };

  /** Competitors the account may track now (0 without a plan that includes monitoring). */
  const limitOf = async (ctx: Pick<Ctx, "db" | "clock">, accountId: string) => {
    const { plan } = await accountPlan(ctx, { accountId });
    return plan === "none" ? 0 : billing.allowances[plan].competitors;
  };

  return {
    limitOf,
    links,
    checks: subjectLimit(deps.clock, { limit: CHECKS_PER_HOUR, windowMs: 3_600_000, what: "checking competitors now", shared: deps.sharedLimits ? { db: deps.sharedLimits, name: "check-now" } : null }),

    async addCompetitor(ctx: Ctx, input: { accountId: string; name: string; url: string }): Promise<CompetitorRecord> {
      let parsed: ReturnType<typeof parseCompetitorUrl>;
      try {
        parsed = parseCompetitorUrl(input.url);
        await deps.net.vet(new URL(parsed.url));
      } catch (e) {
        if (e instanceof NetError && e.kind !== "refused" && e.kind !== "dns") throw e;
        throw new AppError("bad_request", `url: ${(e as Error).message}`, { field: "url" });
      }
      const { plan } = await accountPlan(ctx, { accountId: input.accountId });
      if (plan === "none") throw new AppError("forbidden", "This account has no plan: tracking competitors is part of the Tracker and Command plans.");
      const now = ctx.clock.now();
      return insertCompetitor(
        ctx,
        { accountId: input.accountId, name: input.name, url: parsed.url, normalizedUrl: parsed.normalized, limit: billing.allowances[plan].competitors, planName: PLAN_NAMES[plan], nextCheckAt: now + intervalOf(plan) },
        async (tx, row) => {
          // The baseline now; the schedule takes over from the competitor's own slot.
          await enqueueCheck(tx, row.id);
          await setNextChecks(tx, { ids: [row.id], at: (id) => nextCheckAt(id, now, intervalOf(plan)) });
        },
      );
    },

    /** Check now: the competitor (null when not found for this actor) and its queued check. */
    async requestCheck(ctx: Ctx, input: { id: string }): Promise<{ competitor: CompetitorSummary; job: JobRecord; joined: boolean } | null> {
      const competitor = await getCompetitor(ctx, input);
      if (!competitor) return null;
      return { competitor, ...(await enqueueCheck(ctx, competitor.id)) };
    },

    /**
     * Enqueues the checks that are due and moves each competitor to its next slot on its
     * account's plan interval, in one transaction per batch. Returns how many were enqueued.
     */
    async schedule(ctx: Ctx): Promise<number> {
      const now = ctx.clock.now();
      let enqueued = 0;
      for (;;) {
        const due = await dueCompetitors(ctx, { now, limit: SCHEDULE_BATCH });
        if (due.length === 0) break;
        await withTransaction(ctx, async (tx) => {
          const plans = await accountPlans(tx, { accountIds: [...new Set(due.map((d) => d.accountId))] });
          const next = new Map<string, number>();
          for (const d of due) {
            const plan = plans.get(d.accountId)?.plan ?? "none";
            if (plan === "none") {
              next.set(d.id, now + NO_PLAN_RETRY_MS);
              continue;
            }
            await enqueueCheck(tx, d.id);
            enqueued++;
            next.set(d.id, nextCheckAt(d.id, now, intervalOf(plan)));
          }
          await setNextChecks(tx, { ids: [...next.keys()], at: (id) => next.get(id)! });
        });
        if (due.length < SCHEDULE_BATCH) break;
      }
      return enqueued;
    },

    job: createCheckJob({ intel: deps.intel, analyser: deps.analyser, mail: deps.mail, snapshotRetention: () => deps.settings.current().monitoring.snapshotRetention, links }),
  };
}
