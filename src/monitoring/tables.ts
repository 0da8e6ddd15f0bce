/**
 * Monitoring tables (SPEC §6): the competitors an account tracks, the snapshots of their pages,
 * and the changes found between checks.
 *
 * - `competitors` carries the schedule (next_check_at), the failure streak that decides
 *   `page_unavailable`/`page_restored`, and the site's latest facts: the "before" of the next
 *   diff, kept on the row so a check reads one row instead of reassembling pages.
 * - `competitor_snapshots`: one row per page and version — a new row when the page's normalised
 *   text changed, otherwise the newest row's `seen_at` moves on — with the facts that page shows
 *   and its validators for conditional requests. The newest N per page are kept
 *   (RIVALSCOPE_SNAPSHOT_RETENTION, default 50).
 * - `competitor_changes`: kept for good; `check_id` is the check (job) that found them.
 */
import { accounts } from "../accounts/tables";
import { boolean, createdAt, index, integer, json, table, text, uniqueIndex } from "../db/columns";
import type { Evidence, SiteFacts } from "../intel/facts";

export const COMPETITOR_STATUSES = ["active", "unavailable"] as const;
export type CompetitorStatus = (typeof COMPETITOR_STATUSES)[number];

export const competitors = table(
  "competitors",
  {
    /** A random UUID v4 (the seed's competitor_id). */
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The URL that is fetched (parsed, without fragment). */
    url: text("url").notNull(),
    /** The URL for duplicate detection: lower-case host, default port, no fragment, no trailing slash, no tracking query. */
    normalizedUrl: text("normalized_url").notNull(),
    createdAt: createdAt(),
    lastCheckedAt: integer("last_checked_at"),
    /** When the scheduler next enqueues a check. */
    nextCheckAt: integer("next_check_at").notNull(),
    /** Failed checks in a row; the second records page_unavailable. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** The reason of the last failed check, while it is failing. */
    lastError: text("last_error"),
    status: text("status", { enum: COMPETITOR_STATUSES }).notNull().default("active"),
    /** The site facts of the last successful check (null before the baseline). */
    facts: json<SiteFacts>("facts"),
    /** The job id of the last check recorded: a re-run of the same job records nothing twice. */
    lastCheckId: text("last_check_id"),
  },
  (t) => [uniqueIndex("competitors_account_url_unique").on(t.accountId, t.normalizedUrl), index("competitors_due_idx").on(t.nextCheckAt), index("competitors_account_idx").on(t.accountId, t.createdAt)],
);

export const competitorSnapshots = table(
  "competitor_snapshots",
  {
    id: text("id").primaryKey(),
    competitorId: text("competitor_id")
      .notNull()
      .references(() => competitors.id, { onDelete: "cascade" }),
    /** The page's final URL. */
    url: text("url").notNull(),
    /** The site facts shown on this page (those whose evidence is on it). */
    facts: json<PageFacts>("facts").notNull(),
    /** pageTextHash of the page: equal hashes are the same version. */
    textHash: text("text_hash").notNull(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    takenAt: integer("taken_at").notNull(),
    /** The last check that saw this version unchanged. */
    seenAt: integer("seen_at").notNull(),
    checkId: text("check_id").notNull(),
  },
  (t) => [index("competitor_snapshots_page_idx").on(t.competitorId, t.url, t.takenAt)],
);

/** What one page of a site shows: the site facts whose evidence is on it. */
export interface PageFacts {
  name: string | null;
  title: string | null;
  description: string | null;
  headline: string | null;
  plans: SiteFacts["plans"];
  features: string[];
}

export const competitorChanges = table(
  "competitor_changes",
  {
    id: text("id").primaryKey(),
    competitorId: text("competitor_id")
      .notNull()
      .references(() => competitors.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    severity: text("severity").notNull(),
    /** 0 low … 3 critical, for "at or above" filters. */
    severityRank: integer("severity_rank").notNull(),
    summary: text("summary").notNull(),
    /** What changed: a plan's or feature's name, "headline", a URL. */
    subject: text("subject").notNull(),
    before: text("before"),
    after: text("after"),
    evidence: json<{ before: Evidence | null; after: Evidence | null }>("evidence").notNull(),
    detectedAt: integer("detected_at").notNull(),
    checkId: text("check_id").notNull(),
    /** Whether it was at or above the account's threshold when found (emitted / mailed). */
    notified: boolean("notified").notNull().default(false),
  },
  (t) => [index("competitor_changes_competitor_idx").on(t.competitorId, t.detectedAt)],
);
