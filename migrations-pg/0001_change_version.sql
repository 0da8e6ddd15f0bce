-- The change counter behind DbInternals.changes() on PostgreSQL (src/db/pg.ts): one row whose
-- version moves whenever the tables that replicas cache are written — settings, API keys, the
-- catalog — by any replica or the CLI. Each replica polls it about once a second and empties its
-- caches when it moves (SQLite's counterpart is PRAGMA data_version). Not a drizzle table: it is
-- PostgreSQL's alone.
CREATE TABLE "rivalscope_change_version" (
	"id" integer PRIMARY KEY CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "rivalscope_change_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "rivalscope_bump_change_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "rivalscope_change_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_change_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "rivalscope_bump_change_version"();
--> statement-breakpoint
CREATE TRIGGER "api_keys_change_version" AFTER INSERT OR DELETE OR TRUNCATE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "rivalscope_bump_change_version"();
--> statement-breakpoint
-- Every column but last_used_at, which the usage flush touches every few seconds: that write
-- changes nothing a cached key answers with, and would empty every replica's cache each time.
CREATE TRIGGER "api_keys_edit_change_version" AFTER UPDATE OF "id", "hash", "prefix", "name", "email", "account_id", "tier", "per_minute", "quota", "status", "revoked_at", "expires_at", "created_at" ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "rivalscope_bump_change_version"();
--> statement-breakpoint
CREATE TRIGGER "tools_change_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tools" FOR EACH STATEMENT EXECUTE FUNCTION "rivalscope_bump_change_version"();
