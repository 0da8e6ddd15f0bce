CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer,
	`run_at` integer NOT NULL,
	`lease_until` integer,
	`locked_by` text,
	`last_error` text,
	`unique_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE INDEX `jobs_due_idx` ON `jobs` (`status`,`kind`,`run_at`);--> statement-breakpoint
CREATE INDEX `jobs_lease_idx` ON `jobs` (`status`,`lease_until`);--> statement-breakpoint
CREATE INDEX `jobs_finished_idx` ON `jobs` (`status`,`finished_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_unique_key_active` ON `jobs` (`unique_key`) WHERE status IN ('queued', 'running');--> statement-breakpoint
ALTER TABLE `outbox` ADD `sealed_text` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;