/**
 * The database schema: every domain owns its tables file; this index re-exports them for drizzle
 * (relational queries) and drizzle-kit (`npm run db:generate` reads this file).
 */
export * from "./settings-table";
export * from "../catalog/tables";
export * from "../access/tables";
export * from "../accounts/tables";
export * from "../billing/tables";
export * from "../mail/tables";
export * from "../admin/tables";
export * from "../jobs/tables";
export * from "../reports/tables";
export * from "../webhooks/tables";
export * from "../audit/tables";
export * from "../monitoring/tables";
export * from "../scan-history/tables";
export * from "../cluster/tables";
