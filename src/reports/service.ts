/**
 * The reports service — what the routes and the runtime call (SPEC §5 "Reports"):
 *
 * - `request`: checks the competitor URLs against the address policy (so nobody pays for a
 *   report on an address that may not be read), then either takes one report from the signed-in
 *   account's monthly allowance — counted in the transaction that inserts it, so concurrent
 *   requests cannot exceed it — and starts generation at once, or sells it: a one-off checkout
 *   ($49 by default) whose session and the pending report are recorded in one transaction after
 *   the provider answered. Payments `off` (or a provider failure): 500 `payment_error`, nothing
 *   recorded.
 * - the payment handler: billing calls it, once per paid session, inside the completion's
 *   transaction (a verified `checkout.session.completed`, or the local Pay button): pending →
 *   processing, and the generation job.
 * - `get`: the seed's Report in every status.
 * - the per-IP limits of the two endpoints, checked before the body is read.
 */
import { findOrCreateAccount } from "../accounts/accounts";
import { accountPlan } from "../billing/account-plan";
import { planIncludes } from "../billing/plans";
import { subjectLimit } from "../access/subject-limit";
import type { Billing } from "../billing/service";
import type { OneOffItem } from "../billing/one-off";
import type { Config } from "../config";
import type { SettingsReader } from "../settings/service";
import type { Ctx } from "../context";
import type { Db } from "../db/client";
import type { IntelService } from "../intel/service";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Mailer } from "../mail/mailer";
import { NetError, type Outbound } from "../net/outbound";
import { createGenerateJob } from "./generate-job";
import { getReport, insertAllowanceReport, insertPendingReport, markReportPaid, retryReport, type ReportRecord } from "./reports";
import type { Profile } from "../intel/analyze/schemas";
import { REPORT_TIER, type LadderEntry, type ReportBody, type ReportSummary } from "./schemas";

/** Checkout metadata `purpose` of a report. */
export const REPORT_PURPOSE = "report";

export interface ReportsDeps {
  config: Pick<Config, "baseUrl" | "stripe">;
  /** The report's price and the per-IP limits are run-time settings. */
  settings: SettingsReader;
  clock: Clock;
  net: Pick<Outbound, "vet">;
  intel: Pick<IntelService, "fetchSite">;
  billing: Pick<Billing, "provider" | "startPayment" | "oneOff" | "allowances">;
  mail: Pick<Mailer, "enqueue">;
  /** The database its per-IP and per-account limits count in when replicas share it (src/access/shared-counters.ts); null: in memory. */
  sharedLimits?: Db | null;
}

export interface ReportRequest {
  name: string;
  email: string;
  competitor_urls: string[];
  /** The requester's own site, the advice's yardstick (normalised); absent or null for none. */
  your_url?: string | null;
}


export type Reports = ReturnType<typeof createReports>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The start of the UTC calendar month of `ms`: allowances are counted per calendar month. */
const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

export function createReports(deps: ReportsDeps) {
  const { config, billing } = deps;
  const previewUrl = (id: string) => `${config.baseUrl}/reports/${id}`;
  // Replicas count in the database: each process's own window would let N replicas admit N times the limit.
  const shared = (name: string) => (deps.sharedLimits ? { db: deps.sharedLimits, name } : null);
  /** What a report sells as, at the price in effect now. */
  const currentItem = (): OneOffItem => ({
    name: "Rivalscope competitive report",
    tier: REPORT_TIER,
    amountCents: deps.settings.current().reports.priceCents,
    currency: "usd",
    ...(config.stripe.prices.report ? { priceId: config.stripe.prices.report } : {}),
  });

  billing.oneOff.register(REPORT_PURPOSE, {
    paid: (ctx, { reference }) => markReportPaid(ctx, { id: reference }),
    landing: previewUrl,
    async describe(ctx, reference) {
      const r = await getReport(ctx, { id: reference });
      if (!r) return null;
      const n = r.competitorUrls.length;
      return {
        name: `a competitive report on ${n} competitor${n === 1 ? "" : "s"}`,
        amountCents: r.priceCents ?? currentItem().amountCents,
        afterPay: `After paying you go to the report's page while it is generated; a link is also mailed to ${r.requesterEmail}.`,
      };
    },
  });

  /** The monthly report allowance of an account's plan right now: 5 on Tracker, 20 on Command by default, 0 without a plan that includes reports. */
  async function reportAllowance(ctx: Pick<Ctx, "db" | "clock">, input: { accountId: string }): Promise<number> {
    const { plan } = await accountPlan(ctx, input);
    return plan !== "none" && planIncludes(plan, "reports") ? billing.allowances[plan].reportsPerMonth : 0;
  }

  /**
   * The address policy on each URL now (the fetcher checks again on every hop when it reads
   * them): a name that does not resolve, or resolves to a private, loopback or metadata address,
   * is a bad request naming the URL, before anything is recorded or sold.
   */
  async function vetUrls(urls: readonly { url: string; field: string }[]): Promise<void> {
    const refusals = await Promise.all(
      urls.map(({ url, field }) =>
        deps.net.vet(new URL(url)).then(
          () => null,
          (e) => {
            if (e instanceof NetError && (e.kind === "refused" || e.kind === "dns")) return new AppError("bad_request", `${field}: ${e.message}`, { field });
            throw e;
          },
        ),
      ),
    );
    const first = refusals.find((r) => r !== null);
    if (first) throw first;
  }

  /**
   * A summary as this version writes it: one stored by an earlier version lacks the fields added
   * since (the requester's own site, plan limits, what was inferred, pages rendered), which read as "none"
   * — so every completed report answers the same schema.
   */
  function currentSummary(summary: ReportSummary): ReportSummary {
    const plans = (p: Profile | null) => p && { ...p, rendering: p.rendering ?? [], pricing: { ...p.pricing, starting_price_inferred: p.pricing.starting_price_inferred ?? [], plans: p.pricing.plans.map((x) => ({ ...x, group: x.group ?? null, limits: x.limits ?? [], inferred: x.inferred ?? [] })) } };
    const entry = <T extends LadderEntry | null>(e: T): T => (e && { ...e, inferred: e.inferred ?? [] }) as T;
    const ladder = summary.cross_analysis.price_ladder;
    return {
      ...summary,
      your_product: summary.your_product ? { ...summary.your_product, profile: plans(summary.your_product.profile) } : null,
      per_competitor: summary.per_competitor.map((c) => ({ ...c, profile: plans(c.profile) })),
      cross_analysis: { ...summary.cross_analysis, price_ladder: { ...ladder, entries: ladder.entries.map(entry), cheapest: entry(ladder.cheapest), most_expensive: entry(ladder.most_expensive) } },
    };
  }

  function body(r: ReportRecord): ReportBody {
    return {
      id: r.id,
      user_id: r.accountId,
      status: r.status,
      tier: r.tier,
      summary: r.status === "completed" && r.summary ? currentSummary(r.summary) : {},
      created_at: iso(r.createdAt)!,
      completed_at: iso(r.completedAt),
      preview_url: previewUrl(r.id),
      ...(r.status === "failed" ? { message: r.message ?? "The report could not be generated." } : {}),
    };
  }

  return {
    job: createGenerateJob({ intel: deps.intel, mail: deps.mail, previewUrl }),
    limits: {
      request: subjectLimit(deps.clock, { limit: () => deps.settings.current().reports.requestsPerHour, windowMs: 3_600_000, what: "POST /api/reports/request", shared: shared("report-request") }),
      read: subjectLimit(deps.clock, { limit: () => deps.settings.current().reports.readsPerMinute, windowMs: 60_000, what: "GET /api/reports/get", shared: shared("report-read") }),
      /** The customer app's orders, per account, at the API's hourly rate (RIVALSCOPE_REPORT_REQUESTS_PER_HOUR). */
      order: subjectLimit(deps.clock, { limit: () => deps.settings.current().reports.requestsPerHour, windowMs: 3_600_000, what: "ordering reports", shared: shared("report-order") }),
    },

    /**
     * Requests a report: `{report_id, checkout_url}`, the URL null when a plan's allowance pays.
     * `signedIn` is the Bearer-authenticated account: the report is its own, and its plan's
     * allowance is tried first; otherwise the report belongs to the account of `email`.
     */
    async request(ctx: Ctx, input: ReportRequest, signedIn: { accountId: string } | null = null): Promise<{ report_id: string; checkout_url: string | null }> {
      // The requester's own site is vetted like a competitor's: the report reads it too.
      await vetUrls([...input.competitor_urls.map((url, i) => ({ url, field: `competitor_urls.${i}` })), ...(input.your_url ? [{ url: input.your_url, field: "your_url" }] : [])]);
      const id = ctx.ids.uuid();
      const base = { id, requesterName: input.name, requesterEmail: input.email, tier: REPORT_TIER, competitorUrls: input.competitor_urls, yourUrl: input.your_url ?? null };
      const allowance = signedIn ? await reportAllowance(ctx, signedIn) : 0;
      if (signedIn && allowance > 0) {
        const taken = await insertAllowanceReport(ctx, { ...base, accountId: signedIn.accountId, allowance, monthStart: monthStart(ctx.clock.now()) });
        if (taken) return { report_id: id, checkout_url: null };
      }
      const item = currentItem();
      const { checkoutUrl } = await billing.startPayment(ctx, { email: input.email, item, purpose: REPORT_PURPOSE, reference: id, successUrl: previewUrl(id) }, async (tx, sessionId) => {
        const accountId = signedIn?.accountId ?? (await findOrCreateAccount(tx, { email: input.email })).id;
        await insertPendingReport(tx, { ...base, accountId, checkoutSessionId: sessionId, priceCents: item.amountCents });
      });
      return { report_id: id, checkout_url: checkoutUrl };
    },

    /** The seed's Report, or null for an unknown id. */
    async get(ctx: Ctx, input: { id: string }): Promise<ReportBody | null> {
      const r = await getReport(ctx, input);
      return r ? body(r) : null;
    },

    /** The operator's retry of a failed report (the dashboard). */
    retry: (ctx: Ctx, input: { id: string }) => retryReport(ctx, input),
  };
}
