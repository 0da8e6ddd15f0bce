-- Account ids become UUIDs (SEED: report.user_id is a UUID). Accounts made before this carry
-- `acct_…` ids; each gets a random version-4 UUID, and every column that holds an account id
-- follows. The migrator runs in one transaction, so the foreign keys are checked at its commit,
-- once parents and children agree again.
PRAGMA defer_foreign_keys = ON;
--> statement-breakpoint
CREATE TEMP TABLE account_id_map AS
  SELECT id AS old_id,
    lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-'
      || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))) AS new_id
  FROM accounts WHERE id NOT GLOB '????????-????-????-????-????????????';
--> statement-breakpoint
UPDATE accounts SET id = (SELECT new_id FROM account_id_map WHERE old_id = accounts.id) WHERE id IN (SELECT old_id FROM account_id_map);
--> statement-breakpoint
UPDATE api_keys SET account_id = (SELECT new_id FROM account_id_map WHERE old_id = api_keys.account_id) WHERE account_id IN (SELECT old_id FROM account_id_map);
--> statement-breakpoint
UPDATE refresh_tokens SET account_id = (SELECT new_id FROM account_id_map WHERE old_id = refresh_tokens.account_id) WHERE account_id IN (SELECT old_id FROM account_id_map);
--> statement-breakpoint
UPDATE password_resets SET account_id = (SELECT new_id FROM account_id_map WHERE old_id = password_resets.account_id) WHERE account_id IN (SELECT old_id FROM account_id_map);
--> statement-breakpoint
UPDATE subscriptions SET account_id = (SELECT new_id FROM account_id_map WHERE old_id = subscriptions.account_id) WHERE account_id IN (SELECT old_id FROM account_id_map);
--> statement-breakpoint
UPDATE checkout_sessions SET account_id = (SELECT new_id FROM account_id_map WHERE old_id = checkout_sessions.account_id) WHERE account_id IN (SELECT old_id FROM account_id_map);
--> statement-breakpoint
UPDATE reports SET account_id = (SELECT new_id FROM account_id_map WHERE old_id = reports.account_id) WHERE account_id IN (SELECT old_id FROM account_id_map);
--> statement-breakpoint
UPDATE webhook_endpoints SET account_id = (SELECT new_id FROM account_id_map WHERE old_id = webhook_endpoints.account_id) WHERE account_id IN (SELECT old_id FROM account_id_map);
--> statement-breakpoint
DROP TABLE account_id_map;
