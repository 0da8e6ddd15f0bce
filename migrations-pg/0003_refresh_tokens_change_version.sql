-- Revocations reach every replica through the change counter (0001_change_version.sql): a
-- replica keeps "this sign-in is live" answers for the sid check of bearer requests
-- (src/accounts/refresh-tokens.ts familyIsLive) and empties them when the counter moves, so
-- signing out, "sign out everywhere", a new password or a detected reuse on one replica ends the
-- sign-in on the others at their next request (SPEC §13: within 5 s). Without this trigger only
-- the cache's one-second bound covered it.
-- Revoking is an UPDATE of revoked_at; housekeeping's DELETE of expired tokens can end a family
-- too. A new token (INSERT) never makes a live family dead, so it does not move the counter:
-- every sign-in would otherwise empty every replica's caches.
CREATE TRIGGER "refresh_tokens_change_version" AFTER UPDATE OF "revoked_at" OR DELETE OR TRUNCATE ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "rivalscope_bump_change_version"();
