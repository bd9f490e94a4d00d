-- Instances keep a copy of sign_types for pricing saves (sharedProcesses in quotes/pricing.ts); any
-- change to the table tells every instance at commit, on the session cache's channel, so each
-- forgets its copy before the next save (session-cache.ts, copyOf).
CREATE FUNCTION sign_types_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'copy:sign_types');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sign_types_notify AFTER INSERT OR UPDATE OR DELETE ON "sign_types"
  FOR EACH STATEMENT EXECUTE FUNCTION sign_types_changed();
--> statement-breakpoint
CREATE TRIGGER sign_types_notify_truncate AFTER TRUNCATE ON "sign_types"
  FOR EACH STATEMENT EXECUTE FUNCTION sign_types_changed();
