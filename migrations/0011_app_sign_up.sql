CREATE TABLE `account_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_confirmations_hash_unique` ON `account_confirmations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_confirmations_account_idx` ON `account_confirmations` (`account_id`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `confirmed_at` integer;--> statement-breakpoint
-- Accounts that could sign in before sign-up existed (a password set by the operator or through a
-- reset link) count as confirmed: nothing changes for them.
UPDATE `accounts` SET `confirmed_at` = `created_at` WHERE `password_hash` IS NOT NULL;
