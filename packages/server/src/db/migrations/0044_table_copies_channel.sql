-- The in-memory copies of small tables (the process catalogue) are forgotten on a channel of their
-- own, table_copies, whose payload is the table's name; session_changes carries sessions only.
CREATE OR REPLACE FUNCTION public.sign_types_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('table_copies', 'sign_types');
  RETURN NULL;
END $function$;
