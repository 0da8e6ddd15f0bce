/**
 * Recording a check — everything a check writes, in ONE transaction: the snapshots, the changes,
 * the competitor's new state, and the notifications (`competitor.changed` through `emit`, and a
 * Tracker account's mail). So a change is announced if and only if it is recorded, and the check
 * is idempotent under at-least-once delivery: the transaction begins by reading the competitor's
 * `last_check_id`; a re-run of a job whose check already committed finds its own id there and
 * writes nothing.
 *
 * What a check finds (SPEC §6):
 * - the first successful check is the baseline: snapshots, no change;
 * - later ones diff the previous site facts with the new (diff.ts, by facts, never raw HTML);
 * - a failed fetch adds to the failure streak; the second failure in a row records
 *   `page_unavailable` (once: the third does not repeat it), and the first success after that
 *   records `page_restored` (and diffs what changed meanwhile).
 */
import { and, desc, eq, lt } from "drizzle-orm";
import { getAccountById } from "../accounts/accounts";
import type { ChangeThreshold } from "../accounts/tables";
import { accountPlan } from "../billing/account-plan";
import type { Ctx } from "../context";
import { inTransaction } from "../db/tx";
import type { SiteFacts, TextFact } from "../intel/facts";
import type { Validators } from "../intel/fetcher";
import type { Mailer } from "../mail/mailer";
import { emit } from "../webhooks/deliveries";
import { diffFacts, restoredChange, severityRank, unavailableChange, type DetectedChange } from "./diff";
import type { SiteCheck } from "./read-site";
import { competitorChanges, competitors, competitorSnapshots, type PageFacts } from "./tables";

export type ChangeRecord = typeof competitorChanges.$inferSelect;
export type SnapshotRecord = typeof competitorSnapshots.$inferSelect;

/** Failed checks in a row that make a competitor's site "unavailable". */
export const UNAVAILABLE_AFTER = 2;

export type CheckOutcome = { ok: true; site: SiteCheck } | { ok: false; reason: string };

export interface CheckResult {
  /** What the check was: the first read, nothing new, changes found, or a failed read. */
  kind: "baseline" | "unchanged" | "changed" | "failed";
  changes: ChangeRecord[];
  notified: number;
}

/** The facts of a site that one page shows (their evidence is on it). */
export function pageFacts(facts: SiteFacts, url: string): PageFacts {
  const on = (e: TextFact | null) => (e && e.evidence.url === url ? e : null);
  return {
    name: on(facts.name)?.value ?? null,
    title: on(facts.title)?.value ?? null,
    description: on(facts.description)?.value ?? null,
    headline: on(facts.headline)?.value ?? null,
    plans: facts.plans.filter((p) => p.evidence.url === url),
    features: facts.features.filter((f) => f.evidence.url === url).map((f) => f.name),
  };
}

/** The validators of each page's newest snapshot, for conditional requests. */
export function pageValidators(ctx: Pick<Ctx, "db">, input: { competitorId: string }): Map<string, Validators> {
  const rows = ctx.db.$client
    .query<{ url: string; etag: string | null; last_modified: string | null }, [string]>(
      "SELECT s.url, s.etag, s.last_modified FROM competitor_snapshots s WHERE s.competitor_id = ?1 AND s.taken_at = (SELECT MAX(taken_at) FROM competitor_snapshots t WHERE t.competitor_id = ?1 AND t.url = s.url)",
    )
    .all(input.competitorId);
  return new Map(rows.filter((r) => r.etag || r.last_modified).map((r) => [r.url, { etag: r.etag, lastModified: r.last_modified }]));
}

function newestSnapshot(ctx: Pick<Ctx, "db">, competitorId: string, url: string): SnapshotRecord | null {
  return ctx.db.select().from(competitorSnapshots).where(and(eq(competitorSnapshots.competitorId, competitorId), eq(competitorSnapshots.url, url))).orderBy(desc(competitorSnapshots.takenAt), desc(competitorSnapshots.id)).limit(1).get() ?? null;
}

/** Keeps the newest `keep` snapshots of one page. */
function prune(ctx: Pick<Ctx, "db">, competitorId: string, url: string, keep: number): void {
  const cut = ctx.db
    .select({ takenAt: competitorSnapshots.takenAt })
    .from(competitorSnapshots)
    .where(and(eq(competitorSnapshots.competitorId, competitorId), eq(competitorSnapshots.url, url)))
    .orderBy(desc(competitorSnapshots.takenAt))
    .limit(1)
    .offset(keep - 1)
    .get();
  if (cut) ctx.db.delete(competitorSnapshots).where(and(eq(competitorSnapshots.competitorId, competitorId), eq(competitorSnapshots.url, url), lt(competitorSnapshots.takenAt, cut.takenAt))).run();
}

export interface RecordDeps {
  mail: Pick<Mailer, "enqueue">;
  snapshotRetention(): number;
  /** Where a customer reads the changes (the mail's link). */
  changesUrl(competitorId: string): string;
}

/**
 * Records one check of a competitor (see the module comment). Returns null when the competitor is
 * gone (deleted meanwhile) or this check was recorded already.
 */
export function recordCheck(ctx: Ctx, deps: RecordDeps, input: { competitorId: string; checkId: string; outcome: CheckOutcome }): CheckResult | null {
  return inTransaction(ctx.db, () => {
    const c = ctx.db.select().from(competitors).where(eq(competitors.id, input.competitorId)).get();
    if (!c || c.lastCheckId === input.checkId) return null;
    const now = ctx.clock.now();
    const found: DetectedChange[] = [];
    let kind: CheckResult["kind"];
    const o = input.outcome;
    if (!o.ok) {
      const failures = c.consecutiveFailures + 1;
      if (failures === UNAVAILABLE_AFTER) found.push(unavailableChange(c.url, failures, o.reason));
      ctx.db
        .update(competitors)
        .set({ consecutiveFailures: failures, lastError: o.reason, lastCheckedAt: now, lastCheckId: input.checkId, status: failures >= UNAVAILABLE_AFTER ? "unavailable" : c.status })
        .where(eq(competitors.id, c.id))
        .run();
      kind = "failed";
    } else {
      if (c.consecutiveFailures >= UNAVAILABLE_AFTER) found.push(restoredChange(c.url));
      const site = o.site;
      if (site.unchanged) {
        for (const url of site.pages) {
          const last = newestSnapshot(ctx, c.id, url);
          if (last) ctx.db.update(competitorSnapshots).set({ seenAt: now }).where(eq(competitorSnapshots.id, last.id)).run();
        }
        kind = "unchanged";
      } else {
        for (const page of site.pages) {
          const hash = site.hashes.get(page.url)!;
          const last = newestSnapshot(ctx, c.id, page.url);
          if (last && last.textHash === hash) {
            ctx.db.update(competitorSnapshots).set({ seenAt: now, etag: page.etag, lastModified: page.lastModified }).where(eq(competitorSnapshots.id, last.id)).run();
            continue;
          }
          ctx.db
            .insert(competitorSnapshots)
            .values({ id: ctx.ids.id("snap", 20), competitorId: c.id, url: page.url, facts: pageFacts(site.facts, page.url), textHash: hash, etag: page.etag, lastModified: page.lastModified, takenAt: now, seenAt: now, checkId: input.checkId })
            .run();
          prune(ctx, c.id, page.url, deps.snapshotRetention());
        }
        if (c.facts) found.push(...diffFacts(c.facts, site.facts));
        kind = c.facts ? "changed" : "baseline";
      }
      ctx.db
        .update(competitors)
        .set({ consecutiveFailures: 0, lastError: null, status: "active", lastCheckedAt: now, lastCheckId: input.checkId, ...(site.unchanged ? {} : { facts: site.facts }) })
        .where(eq(competitors.id, c.id))
        .run();
    }
    if (kind === "changed" && found.length === 0) kind = "unchanged";

    const account = getAccountById(ctx, { id: c.accountId });
    const threshold: ChangeThreshold = account?.changeThreshold ?? "medium";
    const rows = found.map((d) => {
      const notified = severityRank(d.severity) >= severityRank(threshold);
      return ctx.db
        .insert(competitorChanges)
        .values({ id: ctx.ids.id("chg", 20), competitorId: c.id, type: d.type, severity: d.severity, severityRank: severityRank(d.severity), summary: d.summary, subject: d.subject, before: d.before, after: d.after, evidence: d.evidence, detectedAt: now, checkId: input.checkId, notified })
        .returning()
        .get();
    });
    const notify = rows.filter((r) => r.notified);
    const timestamp = new Date(now).toISOString();
    // One event per change (emit sends only to accounts whose plan includes webhooks: Command).
    for (const r of notify) emit(ctx, { accountId: c.accountId, event: { event: "competitor.changed", competitor_id: c.id, competitor_name: c.name, change_type: r.type, summary: r.summary, severity: r.severity, timestamp } });
    // Tracker's changes arrive by mail: one per check, listing them.
    if (notify.length && account && accountPlan(ctx, { accountId: c.accountId }).plan === "tracker") deps.mail.enqueue(ctx, changeMail(account.email, c.name, c.url, notify, deps.changesUrl(c.id)));
    return { kind, changes: rows, notified: notify.length };
  });
}

function changeMail(to: string, name: string, url: string, changes: ChangeRecord[], link: string) {
  const n = changes.length;
  return {
    to,
    subject: n === 1 ? `${name}: ${changes[0].summary}` : `${name}: ${n} changes on their site`,
    text: [
      `Rivalscope found ${n === 1 ? "a change" : `${n} changes`} on ${name} (${url}):`,
      ``,
      ...changes.map((c) => `  [${c.severity}] ${c.summary}`),
      ``,
      `Every change with its before and after: GET ${link}`,
      `You are told of changes of your threshold and above; change it with PATCH /api/me {"change_threshold": …}.`,
    ].join("\n"),
  };
}
