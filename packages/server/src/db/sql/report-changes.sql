-- Keeps no table: notifies channel report_changes at commit when rows under the report totals change.
-- Heard by the report totals cache (reports/report-totals-cache), which forgets its totals.

CREATE OR REPLACE FUNCTION public.report_rows_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF EXISTS (SELECT FROM changed) THEN PERFORM pg_notify('report_changes', TG_TABLE_NAME); END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.report_table_emptied()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('report_changes', TG_TABLE_NAME);
  RETURN NULL;
END $function$;

CREATE TRIGGER company_infos_notify_delete AFTER DELETE ON public.company_infos REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();

CREATE TRIGGER company_infos_notify_insert AFTER INSERT ON public.company_infos REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();

CREATE TRIGGER company_infos_notify_truncate AFTER TRUNCATE ON public.company_infos
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_table_emptied();

CREATE TRIGGER company_infos_notify_update AFTER UPDATE ON public.company_infos REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();

CREATE TRIGGER job_rows_notify_delete AFTER DELETE ON public.job_rows REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();

CREATE TRIGGER job_rows_notify_insert AFTER INSERT ON public.job_rows REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();

CREATE TRIGGER job_rows_notify_truncate AFTER TRUNCATE ON public.job_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_table_emptied();

CREATE TRIGGER job_rows_notify_update AFTER UPDATE ON public.job_rows REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();

CREATE TRIGGER quotes_signs_notify AFTER UPDATE OF signs ON public.quotes
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_table_emptied();

CREATE TRIGGER schedule_lines_notify_delete AFTER DELETE ON public.schedule_lines REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();

CREATE TRIGGER schedule_lines_notify_insert AFTER INSERT ON public.schedule_lines REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();

CREATE TRIGGER schedule_lines_notify_truncate AFTER TRUNCATE ON public.schedule_lines
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_table_emptied();

CREATE TRIGGER schedule_lines_notify_update AFTER UPDATE ON public.schedule_lines REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION report_rows_changed();
