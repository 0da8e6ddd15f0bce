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
import { withTransaction } from "../db/tx";
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
export async function pageValidators(ctx: Pick<Ctx, "db">, input: { competitorId: string }): Promise<Map<string, Validators>> {
  const rows = await statements(ctx.db).validators.execute({ competitorId: input.competitorId });
  return new Map(rows.filter((r) => r.etag || r.lastModified).map((r) => [r.url, { etag: r.etag, lastModified: r.lastModified }]));
}

// Every statement of a check's transaction, built once per connection: the transaction runs on
// the event loop beside the API, and building each query in place cost more than running it
// (db/prepared.ts). `param` values go to the driver as given; `sql.placeholder` ones (JSON, the
// boolean) through the column's encoder, so each engine gets its own form.
const statements = preparedFor("checks", (db) => {
  const page = and(eq(competitorSnapshots.competitorId, param("competitorId")), eq(competitorSnapshots.url, param("url")));
  const ofCompetitor = eq(competitors.id, param("id"));
  const newestOfPage = sql`(SELECT MAX(t.taken_at) FROM competitor_snapshots t WHERE t.competitor_id = ${competitorSnapshots.competitorId} AND t.url = ${competitorSnapshots.url})`;
  return {
    /** Each page's newest snapshot's validators (conditional requests). */
    validators: db
      .select({ url: competitorSnapshots.url, etag: competitorSnapshots.etag, lastModified: competitorSnapshots.lastModified })
      .from(competitorSnapshots)
      .where(and(eq(competitorSnapshots.competitorId, param("competitorId")), eq(competitorSnapshots.takenAt, newestOfPage))),
    competitor: db.select().from(competitors).where(ofCompetitor),
    newestSnapshot: db.select().from(competitorSnapshots).where(page).orderBy(desc(competitorSnapshots.takenAt), desc(competitorSnapshots.id)).limit(1),
    /** The taken_at of the `keep`-th newest snapshot of a page: older ones go. */
    pruneCut: db.select({ takenAt: competitorSnapshots.takenAt }).from(competitorSnapshots).where(page).orderBy(desc(competitorSnapshots.takenAt)).limit(1).offset(sql.placeholder("skip")),
    prune: db.delete(competitorSnapshots).where(and(page, lt(competitorSnapshots.takenAt, param("before")))),
    seen: db.update(competitorSnapshots).set({ seenAt: param("now") }).where(eq(competitorSnapshots.id, param("id"))),
    seenWithValidators: db.update(competitorSnapshots).set({ seenAt: param("now"), etag: param("etag"), lastModified: param("lastModified") }).where(eq(competitorSnapshots.id, param("id"))),
    insertSnapshot: db
      .insert(competitorSnapshots)
      .values({ id: param("id"), competitorId: param("competitorId"), url: param("url"), facts: sql.placeholder("facts"), textHash: param("textHash"), etag: param("etag"), lastModified: param("lastModified"), takenAt: param("now"), seenAt: param("now"), checkId: param("checkId") }),
    failed: db
      .update(competitors)
      .set({ consecutiveFailures: param("failures"), lastError: param("reason"), lastCheckedAt: param("now"), lastCheckId: param("checkId"), status: param("status") })
      .where(ofCompetitor),
    succeeded: db.update(competitors).set({ consecutiveFailures: 0, lastError: null, status: "active", lastCheckedAt: param("now"), lastCheckId: param("checkId") }).where(ofCompetitor),
    succeededWithFacts: db
      .update(competitors)
      .set({ consecutiveFailures: 0, lastError: null, status: "active", lastCheckedAt: param("now"), lastCheckId: param("checkId"), facts: sql.placeholder("facts") as unknown as SiteFacts })
      .where(ofCompetitor),
    insertChange: db
      .insert(competitorChanges)
      .values({ id: param("id"), competitorId: param("competitorId"), type: param("type"), severity: param("severity"), severityRank: param("severityRank"), summary: param("summary"), subject: param("subject"), before: param("before"), after: param("after"), evidence: sql.placeholder("evidence"), detectedAt: param("now"), checkId: param("checkId"), notified: sql.placeholder("notified") })
      .returning(),
  };
});

async function newestSnapshot(ctx: Pick<Ctx, "db">, competitorId: string, url: string): Promise<SnapshotRecord | null> {
  return (await statements(ctx.db).newestSnapshot.execute({ competitorId, url }))[0] ?? null;
}

/** Keeps the newest `keep` snapshots of one page. */
async function prune(ctx: Pick<Ctx, "db">, competitorId: string, url: string, keep: number): Promise<void> {
  const q = statements(ctx.db);
  const cut = (await q.pruneCut.execute({ competitorId, url, skip: keep - 1 }))[0];
  if (cut) await q.prune.execute({ competitorId, url, before: cut.takenAt });
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
export async function recordCheck(ctx: Ctx, deps: RecordDeps, input: { competitorId: string; checkId: string; outcome: CheckOutcome }): Promise<CheckResult | null> {
  return withTransaction(ctx, async (tx) => {
    const q = statements(tx.db);
    const c = (await q.competitor.execute({ id: input.competitorId }))[0];
    if (!c || c.lastCheckId === input.checkId) return null;
    const now = tx.clock.now();
    const found: DetectedChange[] = [];
    let kind: CheckResult["kind"];
    const o = input.outcome;
    if (!o.ok) {
      const failures = c.consecutiveFailures + 1;
      if (failures === UNAVAILABLE_AFTER) found.push(unavailableChange(c.url, failures, o.reason));
      await q.failed.execute({ id: c.id, failures, reason: o.reason, now, checkId: input.checkId, status: failures >= UNAVAILABLE_AFTER ? "unavailable" : c.status });
      kind = "failed";
    } else {
      if (c.consecutiveFailures >= UNAVAILABLE_AFTER) found.push(restoredChange(c.url));
      const site = o.site;
      if (site.unchanged) {
        for (const url of site.pages) {
          const last = await newestSnapshot(tx, c.id, url);
          if (last) await q.seen.execute({ id: last.id, now });
        }
        kind = "unchanged";
      } else {
        for (const page of site.pages) {
          const hash = site.hashes.get(page.url)!;
          const last = await newestSnapshot(tx, c.id, page.url);
          if (last && last.textHash === hash) {
            await q.seenWithValidators.execute({ id: last.id, now, etag: page.etag, lastModified: page.lastModified });
            continue;
          }
          await q.insertSnapshot.execute({ id: tx.ids.id("snap", 20), competitorId: c.id, url: page.url, facts: pageFacts(site.facts, page.url), textHash: hash, etag: page.etag, lastModified: page.lastModified, now, checkId: input.checkId });
          await prune(tx, c.id, page.url, deps.snapshotRetention());
        }
        if (c.facts) found.push(...diffFacts(c.facts, site.facts));
        kind = c.facts ? "changed" : "baseline";
      }
      if (site.unchanged) await q.succeeded.execute({ id: c.id, now, checkId: input.checkId });
      else await q.succeededWithFacts.execute({ id: c.id, now, checkId: input.checkId, facts: site.facts });
    }
    if (kind === "changed" && found.length === 0) kind = "unchanged";

    const account = await getAccountById(tx, { id: c.accountId });
    const threshold: ChangeThreshold = account?.changeThreshold ?? "medium";
    const rows: ChangeRecord[] = [];
    for (const d of found) {
      const notified = severityRank(d.severity) >= severityRank(threshold);
      const [row] = await q.insertChange.execute({ id: tx.ids.id("chg", 20), competitorId: c.id, type: d.type, severity: d.severity, severityRank: severityRank(d.severity), summary: d.summary, subject: d.subject, before: d.before, after: d.after, evidence: d.evidence, now, checkId: input.checkId, notified });
      rows.push(row!);
    }
    const notify = rows.filter((r) => r.notified);
    const timestamp = new Date(now).toISOString();
    // One event per change (emit sends only to accounts whose plan includes webhooks: Command).
    for (const r of notify) await emit(tx, { accountId: c.accountId, event: { event: "competitor.changed", competitor_id: c.id, competitor_name: c.name, change_type: r.type, summary: r.summary, severity: r.severity, timestamp } });
    // Tracker's changes arrive by mail: one per check, listing them.
    if (notify.length && account && (await accountPlan(tx, { accountId: c.accountId })).plan === "tracker") await deps.mail.enqueue(tx, changeMail(account.email, c.name, c.url, notify, { timeline: deps.links.timeline(c.id), settings: deps.links.settings, threshold: account.changeThreshold }));
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
