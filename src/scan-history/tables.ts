/**
 * The customer app's scan history: every scan and roast a signed-in customer ran, with its result
 * as answered then (sites change; the history shows what was read that day). The newest
 * HISTORY_KEPT per account are kept (scan-history.ts trims on insert).
 */
import { accounts } from "../accounts/tables";
import { createdAt, index, json, table, text } from "../db/columns";

export const ANALYSIS_KINDS = ["scan", "roast"] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

export const scanHistory = table(
  "scan_history",
  {
    /** `scn_…`: random, and looked up only within its account. */
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ANALYSIS_KINDS }).notNull(),
    /** What was asked: `{your_url, competitor_url}` (scan) or `{url}` (roast). */
    input: json<Record<string, string>>("input").notNull(),
    /** A line for the list: "Acme vs Rival", "Acme, roasted". */
    title: text("title").notNull(),
    /** The answer as POST /api/scan or /api/roast gave it (ScanResult or RoastResult). */
    result: json<unknown>("result").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("scan_history_account_idx").on(t.accountId, t.createdAt)],
);
