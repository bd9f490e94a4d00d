-- Keeps no table: notifies channel session_changes at commit when a session or an account changes.
-- Heard by the session cache (accounts/session-cache), which forgets the sessions it holds.

CREATE OR REPLACE FUNCTION public.account_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('session_changes', 'a:' || OLD."id");
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.session_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('session_changes', 's:' || OLD."id");
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.sessions_emptied()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('session_changes', '*');
  RETURN NULL;
END $function$;

CREATE TRIGGER accounts_notify_delete AFTER DELETE ON public.accounts
  FOR EACH ROW
  EXECUTE FUNCTION account_changed();

CREATE TRIGGER accounts_notify_truncate AFTER TRUNCATE ON public.accounts
  FOR EACH STATEMENT
  EXECUTE FUNCTION sessions_emptied();

CREATE TRIGGER accounts_notify_update AFTER UPDATE ON public.accounts
  FOR EACH ROW
  WHEN ((old.* IS DISTINCT FROM new.*))
  EXECUTE FUNCTION account_changed();

CREATE TRIGGER sessions_notify_delete AFTER DELETE ON public.sessions
  FOR EACH ROW
  EXECUTE FUNCTION session_changed();

CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON public.sessions
  FOR EACH STATEMENT
  EXECUTE FUNCTION sessions_emptied();

CREATE TRIGGER sessions_notify_update AFTER UPDATE ON public.sessions
  FOR EACH ROW
  WHEN (old.revoked_at IS DISTINCT FROM new.revoked_at OR old.expires_at IS DISTINCT FROM new.expires_at
    OR old.account_id IS DISTINCT FROM new.account_id)
  EXECUTE FUNCTION session_changed();
