DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_group_idx" ON "jobs" USING btree ("status","kind","group_key","run_at");