CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`requester_name` text NOT NULL,
	`requester_email` text NOT NULL,
	`tier` text NOT NULL,
	`status` text NOT NULL,
	`competitor_urls` text NOT NULL,
	`funding` text NOT NULL,
	`checkout_session_id` text,
	`price_cents` integer,
	`summary` text,
	`message` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`paid_at` integer,
	`completed_at` integer,
	`failed_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_checkout_session_unique` ON `reports` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `reports_account_idx` ON `reports` (`account_id`,`funding`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_status_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_created_idx` ON `reports` (`created_at`);--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `reference` text;