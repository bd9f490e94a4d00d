-- Keeps quote_count current: the exact number of quotes, counted in the writing transaction.
-- Read by the quote search for the total of an unfiltered list.

CREATE OR REPLACE FUNCTION public.quote_count_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "quote_count" SET "n" = "n" - (SELECT count(*) FROM deleted);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_count_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "quote_count" SET "n" = "n" + (SELECT count(*) FROM inserted);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.quote_count_truncated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "quote_count" SET "n" = 0;
  RETURN NULL;
END $function$;

CREATE TRIGGER quotes_count_delete AFTER DELETE ON public.quotes REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_count_deleted();

CREATE TRIGGER quotes_count_insert AFTER INSERT ON public.quotes REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_count_inserted();

CREATE TRIGGER quotes_count_truncate AFTER TRUNCATE ON public.quotes
  FOR EACH STATEMENT
  EXECUTE FUNCTION quote_count_truncated();
