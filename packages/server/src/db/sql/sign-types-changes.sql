-- Keeps no table: notifies channel table_copies (payload sign_types) at commit when sign_types changes.
-- Heard by platform/listen/table-copies.ts, whose copy of sign_types the quote pricing reads.

CREATE OR REPLACE FUNCTION public.sign_types_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('table_copies', 'sign_types');
  RETURN NULL;
END $function$;

CREATE TRIGGER sign_types_notify AFTER INSERT OR DELETE OR UPDATE ON public.sign_types
  FOR EACH STATEMENT
  EXECUTE FUNCTION sign_types_changed();

CREATE TRIGGER sign_types_notify_truncate AFTER TRUNCATE ON public.sign_types
  FOR EACH STATEMENT
  EXECUTE FUNCTION sign_types_changed();
