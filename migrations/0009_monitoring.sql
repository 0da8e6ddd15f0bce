CREATE TABLE `competitor_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`competitor_id` text NOT NULL,
	`type` text NOT NULL,
	`severity` text NOT NULL,
	`severity_rank` integer NOT NULL,
	`summary` text NOT NULL,
	`subject` text NOT NULL,
	`before` text,
	`after` text,
	`evidence` text NOT NULL,
	`detected_at` integer NOT NULL,
	`check_id` text NOT NULL,
	`notified` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`competitor_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `competitor_changes_competitor_idx` ON `competitor_changes` (`competitor_id`,`detected_at`);--> statement-breakpoint
CREATE TABLE `competitor_snapshots` (
	`id` text PRIMARY KEY NOT NULL,
	`competitor_id` text NOT NULL,
	`url` text NOT NULL,
	`facts` text NOT NULL,
	`text_hash` text NOT NULL,
	`etag` text,
	`last_modified` text,
	`taken_at` integer NOT NULL,
	`seen_at` integer NOT NULL,
	`check_id` text NOT NULL,
	FOREIGN KEY (`competitor_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `competitor_snapshots_page_idx` ON `competitor_snapshots` (`competitor_id`,`url`,`taken_at`);--> statement-breakpoint
CREATE TABLE `competitors` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`normalized_url` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_checked_at` integer,
	`next_check_at` integer NOT NULL,
	`consecutive_failures` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`status` text DEFAULT 'active' NOT NULL,
	`facts` text,
	`last_check_id` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competitors_account_url_unique` ON `competitors` (`account_id`,`normalized_url`);--> statement-breakpoint
CREATE INDEX `competitors_due_idx` ON `competitors` (`next_check_at`);--> statement-breakpoint
CREATE INDEX `competitors_account_idx` ON `competitors` (`account_id`,`created_at`);