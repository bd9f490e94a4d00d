-- Keeps quote_list current: the list columns of every quote, rewritten only when one of them changes.
-- Read by the quote search (POST /api/quote/query) and the approval records.

CREATE OR REPLACE FUNCTION public.quote_list_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM "quote_list" WHERE "id" IN (SELECT "id" FROM deleted);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_list_truncated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE naming both tables (the restore) would refuse a nested one.
  DELETE FROM "quote_list";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_list_written()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "quote_list" AS l ("id", "given_id", "job_name", "customer_name", "quote_date", "total_price", "is_shipped", "shipped_date", "quote_sequence", "created_by")
    SELECT "id", "given_id", "job_name", "customer_name", "quote_date", "total_price", "is_shipped", "shipped_date", "quote_sequence", "created_by" FROM written
  ON CONFLICT ("id") DO UPDATE SET
    "given_id" = excluded."given_id", "job_name" = excluded."job_name", "customer_name" = excluded."customer_name",
    "quote_date" = excluded."quote_date", "total_price" = excluded."total_price", "is_shipped" = excluded."is_shipped",
    "shipped_date" = excluded."shipped_date", "quote_sequence" = excluded."quote_sequence", "created_by" = excluded."created_by"
  WHERE (l."given_id", l."job_name", l."customer_name", l."quote_date", l."total_price", l."is_shipped", l."shipped_date", l."quote_sequence", l."created_by")
    IS DISTINCT FROM (excluded."given_id", excluded."job_name", excluded."customer_name", excluded."quote_date", excluded."total_price", excluded."is_shipped", excluded."shipped_date", excluded."quote_sequence", excluded."created_by");
  RETURN NULL;
END $function$;

CREATE TRIGGER quotes_list_delete AFTER DELETE ON public.quotes REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_list_deleted();

CREATE TRIGGER quotes_list_insert AFTER INSERT ON public.quotes REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_list_written();

CREATE TRIGGER quotes_list_truncate AFTER TRUNCATE ON public.quotes
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_list_truncated();

CREATE TRIGGER quotes_list_update AFTER UPDATE ON public.quotes REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_list_written();
