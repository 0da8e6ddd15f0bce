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
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { getAccountById } from "../accounts/accounts";
import type { ChangeThreshold } from "../accounts/tables";
import { accountPlan } from "../billing/account-plan";
import type { Ctx } from "../context";
import { param, preparedFor } from "../db/prepared";
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

// Every statement of a check's transaction, built once per connection: the transaction runs on
// the event loop beside the API, and building each query in place cost more than running it
// (db/prepared.ts). Bound values go to SQLite as given: JSON columns get JSON text.
const statements = preparedFor((db) => {
  const page = and(eq(competitorSnapshots.competitorId, param("competitorId")), eq(competitorSnapshots.url, param("url")));
  const ofCompetitor = eq(competitors.id, param("id"));
  return {
    competitor: db.select().from(competitors).where(ofCompetitor).prepare(),
    newestSnapshot: db.select().from(competitorSnapshots).where(page).orderBy(desc(competitorSnapshots.takenAt), desc(competitorSnapshots.id)).limit(1).prepare(),
    /** The taken_at of the `keep`-th newest snapshot of a page: older ones go. */
    pruneCut: db.select({ takenAt: competitorSnapshots.takenAt }).from(competitorSnapshots).where(page).orderBy(desc(competitorSnapshots.takenAt)).limit(1).offset(sql.placeholder("skip")).prepare(),
    prune: db.delete(competitorSnapshots).where(and(page, lt(competitorSnapshots.takenAt, param("before")))).prepare(),
    seen: db.update(competitorSnapshots).set({ seenAt: param("now") }).where(eq(competitorSnapshots.id, param("id"))).prepare(),
    seenWithValidators: db.update(competitorSnapshots).set({ seenAt: param("now"), etag: param("etag"), lastModified: param("lastModified") }).where(eq(competitorSnapshots.id, param("id"))).prepare(),
    insertSnapshot: db
      .insert(competitorSnapshots)
      .values({ id: param("id"), competitorId: param("competitorId"), url: param("url"), facts: param("facts"), textHash: param("textHash"), etag: param("etag"), lastModified: param("lastModified"), takenAt: param("now"), seenAt: param("now"), checkId: param("checkId") })
      .prepare(),
    failed: db
      .update(competitors)
      .set({ consecutiveFailures: param("failures"), lastError: param("reason"), lastCheckedAt: param("now"), lastCheckId: param("checkId"), status: param("status") })
      .where(ofCompetitor)
      .prepare(),
    succeeded: db.update(competitors).set({ consecutiveFailures: 0, lastError: null, status: "active", lastCheckedAt: param("now"), lastCheckId: param("checkId") }).where(ofCompetitor).prepare(),
    succeededWithFacts: db
      .update(competitors)
      .set({ consecutiveFailures: 0, lastError: null, status: "active", lastCheckedAt: param("now"), lastCheckId: param("checkId"), facts: param("facts") })
      .where(ofCompetitor)
      .prepare(),
    insertChange: db
      .insert(competitorChanges)
      .values({ id: param("id"), competitorId: param("competitorId"), type: param("type"), severity: param("severity"), severityRank: param("severityRank"), summary: param("summary"), subject: param("subject"), before: param("before"), after: param("after"), evidence: param("evidence"), detectedAt: param("now"), checkId: param("checkId"), notified: param("notified") })
      .returning()
      .prepare(),
  };
});

function newestSnapshot(ctx: Pick<Ctx, "db">, competitorId: string, url: string): SnapshotRecord | null {
  return statements(ctx.db).newestSnapshot.get({ competitorId, url }) ?? null;
}

/** Keeps the newest `keep` snapshots of one page. */
function prune(ctx: Pick<Ctx, "db">, competitorId: string, url: string, keep: number): void {
  const q = statements(ctx.db);
  const cut = q.pruneCut.get({ competitorId, url, skip: keep - 1 });
  if (cut) q.prune.run({ competitorId, url, before: cut.takenAt });
}

export interface RecordDeps {
  mail: Pick<Mailer, "enqueue">;
  snapshotRetention(): number;
  /** Where a customer reads the changes (the competitor's timeline in the app) and changes what is notified (the app's settings). */
  links: { timeline(competitorId: string): string; settings: string };
}

/**
 * Records one check of a competitor (see the module comment). Returns null when the competitor is
 * gone (deleted meanwhile) or this check was recorded already.
 */
export function recordCheck(ctx: Ctx, deps: RecordDeps, input: { competitorId: string; checkId: string; outcome: CheckOutcome }): CheckResult | null {
  return inTransaction(ctx.db, () => {
    const q = statements(ctx.db);
    const c = q.competitor.get({ id: input.competitorId });
    if (!c || c.lastCheckId === input.checkId) return null;
    const now = ctx.clock.now();
    const found: DetectedChange[] = [];
    let kind: CheckResult["kind"];
    const o = input.outcome;
    if (!o.ok) {
      const failures = c.consecutiveFailures + 1;
      if (failures === UNAVAILABLE_AFTER) found.push(unavailableChange(c.url, failures, o.reason));
      q.failed.run({ id: c.id, failures, reason: o.reason, now, checkId: input.checkId, status: failures >= UNAVAILABLE_AFTER ? "unavailable" : c.status });
      kind = "failed";
    } else {
      if (c.consecutiveFailures >= UNAVAILABLE_AFTER) found.push(restoredChange(c.url));
      const site = o.site;
      if (site.unchanged) {
        for (const url of site.pages) {
          const last = newestSnapshot(ctx, c.id, url);
          if (last) q.seen.run({ id: last.id, now });
        }
        kind = "unchanged";
      } else {
        for (const page of site.pages) {
          const hash = site.hashes.get(page.url)!;
          const last = newestSnapshot(ctx, c.id, page.url);
          if (last && last.textHash === hash) {
            q.seenWithValidators.run({ id: last.id, now, etag: page.etag, lastModified: page.lastModified });
            continue;
          }
          q.insertSnapshot.run({ id: ctx.ids.id("snap", 20), competitorId: c.id, url: page.url, facts: JSON.stringify(pageFacts(site.facts, page.url)), textHash: hash, etag: page.etag, lastModified: page.lastModified, now, checkId: input.checkId });
          prune(ctx, c.id, page.url, deps.snapshotRetention());
        }
        if (c.facts) found.push(...diffFacts(c.facts, site.facts));
        kind = c.facts ? "changed" : "baseline";
      }
      if (site.unchanged) q.succeeded.run({ id: c.id, now, checkId: input.checkId });
      else q.succeededWithFacts.run({ id: c.id, now, checkId: input.checkId, facts: JSON.stringify(site.facts) });
    }
    if (kind === "changed" && found.length === 0) kind = "unchanged";

    const account = getAccountById(ctx, { id: c.accountId });
    const threshold: ChangeThreshold = account?.changeThreshold ?? "medium";
    const rows = found.map((d) => {
      const notified = severityRank(d.severity) >= severityRank(threshold);
      return q.insertChange.get({ id: ctx.ids.id("chg", 20), competitorId: c.id, type: d.type, severity: d.severity, severityRank: severityRank(d.severity), summary: d.summary, subject: d.subject, before: d.before, after: d.after, evidence: JSON.stringify(d.evidence), now, checkId: input.checkId, notified: notified ? 1 : 0 })!;
    });
    const notify = rows.filter((r) => r.notified);
    const timestamp = new Date(now).toISOString();
    // One event per change (emit sends only to accounts whose plan includes webhooks: Command).
    for (const r of notify) emit(ctx, { accountId: c.accountId, event: { event: "competitor.changed", competitor_id: c.id, competitor_name: c.name, change_type: r.type, summary: r.summary, severity: r.severity, timestamp } });
    // Tracker's changes arrive by mail: one per check, listing them.
    if (notify.length && account && accountPlan(ctx, { accountId: c.accountId }).plan === "tracker") deps.mail.enqueue(ctx, changeMail(account.email, c.name, c.url, notify, { timeline: deps.links.timeline(c.id), settings: deps.links.settings, threshold: account.changeThreshold }));
    return { kind, changes: rows, notified: notify.length };
  });
}

function changeMail(to: string, name: string, url: string, changes: ChangeRecord[], links: { timeline: string; settings: string; threshold: string }) {
  const n = changes.length;
  return {
    to,
    subject: n === 1 ? `${name}: ${changes[0].summary}` : `${name}: ${n} changes on their site`,
    text: [
      `Rivalscope found ${n === 1 ? "a change" : `${n} changes`} on ${name} (${url}):`,
      ``,
      ...changes.map((c) => `  [${c.severity}] ${c.summary}`),
      ``,
      `Every change with its before and after, and the evidence from their pages:`,
      ``,
      `    ${links.timeline}`,
      ``,
      `You are told of ${links.threshold} changes and above. Choose which in your settings: ${links.settings}`,
    ].join("\n"),
  };
}
