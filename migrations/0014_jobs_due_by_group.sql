DROP INDEX `jobs_due_idx`;--> statement-breakpoint
CREATE INDEX `jobs_due_group_idx` ON `jobs` (`status`,`kind`,`group_key`,`run_at`);