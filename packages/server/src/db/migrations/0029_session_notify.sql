-- Instances keep live sessions in memory for a few seconds; any change that can end a session or
-- change what it grants (a session revoked, expired or deleted; an account changed or deleted)
-- tells every instance at commit, so each forgets it before the next request (session_cache.ts).
CREATE FUNCTION session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 's:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'a:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
    OR OLD."account_id" IS DISTINCT FROM NEW."account_id")
  EXECUTE FUNCTION session_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION session_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_notify_update AFTER UPDATE ON "accounts" FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION account_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_notify_delete AFTER DELETE ON "accounts" FOR EACH ROW EXECUTE FUNCTION account_changed();
--> statement-breakpoint
CREATE FUNCTION sessions_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION sessions_emptied();
--> statement-breakpoint
CREATE TRIGGER accounts_notify_truncate AFTER TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION sessions_emptied();
