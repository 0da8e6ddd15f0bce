/**
 * Reports tables: one row per requested report, from the request (pending) through payment
 * (processing) to its summary (completed) or the reason it failed.
 */
import { accounts } from "../accounts/tables";
import { createdAt, index, integer, json, table, text, uniqueIndex, updatedAt } from "../db/columns";
import type { ReportSummary } from "./schemas";

export const REPORT_STATUSES = ["pending", "processing", "completed", "failed"] as const;

export const reports = table(
  "reports",
  {
    /** A random UUID v4: the public id and the credential that opens the report. */
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The requester as the request named them (the delivery mail goes to the account's address). */
    requesterName: text("requester_name").notNull(),
    requesterEmail: text("requester_email").notNull(),
    tier: text("tier").notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull(),
    /** The normalised competitor URLs, in request order. */
    competitorUrls: json<string[]>("competitor_urls").notNull(),
    /** The requester's own site (normalised), which the advice is measured against; null when the request named none. */
    yourUrl: text("your_url"),
    /** How it is paid for: a one-off checkout, or the monthly allowance of the account's plan. */
    funding: text("funding", { enum: ["payment", "allowance"] }).notNull(),
    /** The checkout that pays for it (funding "payment"). */
    checkoutSessionId: text("checkout_session_id"),
    /** The price asked, in cents (null for allowance reports). */
    priceCents: integer("price_cents"),
    summary: json<ReportSummary>("summary"),
    /** Why it failed, in a sentence the requester can read. */
    message: text("message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When payment (or the allowance) moved it to processing. */
    paidAt: integer("paid_at"),
    completedAt: integer("completed_at"),
    failedAt: integer("failed_at"),
  },
  (t) => [
    uniqueIndex("reports_checkout_session_unique").on(t.checkoutSessionId),
    // The allowance count: an account's reports of one funding since the start of the month.
    index("reports_account_idx").on(t.accountId, t.funding, t.createdAt),
    // The dashboard: newest first, by status.
    index("reports_status_idx").on(t.status, t.createdAt),
    index("reports_created_idx").on(t.createdAt),
  ],
);
